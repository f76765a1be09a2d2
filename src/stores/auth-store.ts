// The session, and nothing else (STYLE.md). Persisted to localStorage (spec §4). Actions are plain
// functions so that the axios interceptor and route loaders can call them outside React.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { navigateTo } from '../lib/navigation';
import { paths } from '../lib/paths';

export interface Session {
  /** The login email (userId). */
  uid: string;
  uuid: string;
  name: string;
  token: string;
}

type AuthState = { [K in keyof Session]: Session[K] | null };

const signedOut: AuthState = { uid: null, uuid: null, name: null, token: null };

export const AUTH_STORAGE_KEY = 'auth';

export const useAuthStore = create<AuthState>()(
  persist(() => signedOut, {
    name: AUTH_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    version: 1,
  }),
);

export function setSession(session: Session): void {
  useAuthStore.setState(session);
}

/** A fresh token for the same session (after a password change, older tokens answer 403). */
export function setToken(token: string): void {
  if (useAuthStore.getState().token !== null) useAuthStore.setState({ token });
}

/** The signed-in account's name or login email changed (My info): the header shows it at once. */
export function updateSessionProfile(changes: Partial<Pick<Session, 'name' | 'uid'>>): void {
  if (useAuthStore.getState().token !== null) useAuthStore.setState(changes);
}

export function clearSession(): void {
  useAuthStore.setState(signedOut);
}

/**
 * Spec §4: logout clears everything and goes to /. The server ends the session too (issue 19), so
 * the token answers 403 from then on; the browser does not wait for it (the module loads on the
 * first logout, and a host without sessions answers 404).
 */
export function logout(): void {
  const token = getToken();
  clearSession();
  navigateTo(paths.home);
  if (token) void import('../api/sessions').then(({ endCurrentSession }) => endCurrentSession(token));
}

export function getToken(): string | null {
  return useAuthStore.getState().token;
}

/** The name to show for a logged-in user (the email if the name is empty); null when logged out. */
export const selectDisplayName = (state: AuthState): string | null =>
  state.token === null ? null : state.name || state.uid || '';
