// Setting up an operator account (the one-time link), logging in and out, who is signed in.
import type {
  OperatorInfo,
  OperatorLoginBody,
  OperatorLoginData,
  SetupBody,
  SetupDone,
  SetupInfo,
} from '../../../contract/operator';
import { operatorApi } from './client';
import { operatorPaths } from '../../../contract/operator-paths';

/** GET /operator/api/auth/setup/{code}: who the link is for, and the second factor to scan. */
export function getSetupInfo(code: string, signal?: AbortSignal) {
  return operatorApi.get<SetupInfo>(operatorPaths.setup(code), { signal });
}

/** POST /operator/api/auth/setup/{code}: sets the password, proves the authenticator; the recovery codes once. */
export function completeSetup(code: string, body: SetupBody) {
  return operatorApi.post<SetupDone>(operatorPaths.setup(code), body);
}

/** POST /operator/api/auth/login: password and the authenticator's code (or a recovery code). */
export function logIn(body: OperatorLoginBody) {
  return operatorApi.post<OperatorLoginData>(operatorPaths.login, body);
}

/** POST /operator/api/auth/logout with the token the browser has just forgotten. */
export function logOut(token: string) {
  return operatorApi.post<null>(operatorPaths.logout, undefined, {
    headers: { Authorization: `Bearer ${token}` },
  });
}

/** GET /operator/api/me: the signed-in operator. */
export function getMe(signal?: AbortSignal) {
  return operatorApi.get<OperatorInfo>(operatorPaths.me, { signal });
}
