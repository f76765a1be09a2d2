// Users resource (spec §7 "Users"); the rest of its calls arrive with the screens that use them.
import type { CastingnData, LoginBody, LoginData, UserData } from '../../contract/users';
import { apiPaths } from '../../contract/paths';
import { api } from './client';

export function login(body: LoginBody) {
  return api.post<LoginData>(apiPaths.login, body);
}

/** `id` is the user's uuid; only your own record is found (CONTRACT.md). */
export function getUser(id: string) {
  return api.get<UserData>(apiPaths.user(id));
}

export function markCastingn() {
  return api.put<CastingnData>(apiPaths.castingn);
}
