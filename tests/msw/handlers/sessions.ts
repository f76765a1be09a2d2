// Sessions of the signed-in account (issue 19, contract/sessions.ts) as the server describes them:
// the fixture account is logged in here and on two other devices. Reset after every test by
// tests/setup.ts.
import { http } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import { apiPaths } from '../../../contract/paths';
import type { SessionInfo } from '../../../contract/sessions';
import { fail, ok } from '../envelope';
import { accountOfRequest } from './users';

export const CURRENT_SESSION_ID = '5e551000-0000-4000-8000-000000000001';

export function fixtureSessions(): SessionInfo[] {
  return [
    {
      id: CURRENT_SESSION_ID,
      current: true,
      browser: 'Chrome 131',
      os: 'Windows 10',
      platform: 'desktop',
      address: '203.0.113.7',
      createdAt: '2026-11-20T01:00:00.000Z',
      lastUsedAt: '2026-11-27T03:00:00.000Z',
    },
    {
      id: '5e551000-0000-4000-8000-000000000002',
      current: false,
      browser: 'Safari 17',
      os: 'iOS 17.5',
      platform: 'mobile',
      address: '198.51.100.23',
      createdAt: '2026-11-18T09:30:00.000Z',
      lastUsedAt: '2026-11-26T12:10:00.000Z',
    },
    {
      id: '5e551000-0000-4000-8000-000000000003',
      current: false,
      browser: '',
      os: '',
      platform: '',
      address: '192.0.2.50',
      createdAt: '2026-11-15T22:00:00.000Z',
      lastUsedAt: '2026-11-16T08:45:00.000Z',
    },
  ];
}

let sessions = fixtureSessions();
/** The ids the logout ended (the browser does not wait for it: tests look here). */
export const loggedOutSessions: string[] = [];

export function resetSessionHandlersState(): void {
  sessions = fixtureSessions();
  loggedOutSessions.length = 0;
}

const sessionInvalid = () => fail(403, ErrorCode.SessionInvalid, 'Your session is not valid.');

export const sessionHandlers = [
  http.post(`*${apiPaths.logout}`, ({ request }) => {
    if (!accountOfRequest(request)) return sessionInvalid();
    loggedOutSessions.push(CURRENT_SESSION_ID);
    return ok({ ended: 1 });
  }),
  http.get(`*${apiPaths.sessions}`, ({ request }) => {
    if (!accountOfRequest(request)) return sessionInvalid();
    return ok({ sessions });
  }),
  http.delete(`*${apiPaths.sessions}`, ({ request }) => {
    if (!accountOfRequest(request)) return sessionInvalid();
    const ended = sessions.filter((session) => !session.current).length;
    sessions = sessions.filter((session) => session.current);
    return ok({ ended });
  }),
  http.delete(`*${apiPaths.sessions}/:id`, ({ request, params }) => {
    if (!accountOfRequest(request)) return sessionInvalid();
    const before = sessions.length;
    sessions = sessions.filter((session) => session.id !== params['id']);
    return sessions.length < before ? ok({ ended: 1 }) : fail(404, ErrorCode.NotFound, 'Not found.');
  }),
];
