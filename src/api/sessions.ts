// Sessions of the signed-in account (issue 19, contract/sessions.ts): one function per endpoint.
import { apiPaths } from '../../contract/paths';
import type { SessionListData, SessionsEndedData } from '../../contract/sessions';
import { api } from './client';

/**
 * Ends the session of `token` on the server. Called by the logout after the browser forgot the
 * session, so the token travels explicitly; a host without sessions answers 404, which is fine.
 */
export function endCurrentSession(token: string) {
  return api.post<SessionsEndedData>(apiPaths.logout, undefined, {
    headers: { Authorization: `Bearer ${token}` },
  });
}

export function listSessions() {
  return api.get<SessionListData>(apiPaths.sessions);
}

export function endSession(id: string) {
  return api.delete<SessionsEndedData>(apiPaths.session(id));
}

/** "Log out everywhere else": every session but this one. */
export function endOtherSessions() {
  return api.delete<SessionsEndedData>(apiPaths.sessions);
}
