// The operator console's session (issue 21), apart from the creator's (src/stores/auth-store.ts):
// its own localStorage key, its own token. Ending one never touches the other. Actions are plain
// functions so that the console's axios interceptor can call them outside React.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { OperatorInfo } from '../../contract/operator';

export const OPERATOR_SESSION_STORAGE_KEY = 'operator-session';

export interface OperatorSession {
  token: string;
  operator: OperatorInfo;
  /** When the server ends the session whatever happens (ISO). */
  expiresAt: string;
}

type OperatorSessionState = { [K in keyof OperatorSession]: OperatorSession[K] | null } & {
  /** The server ended the session (a 403): the login page says so. */
  ended: boolean;
};

const signedOut: OperatorSessionState = { token: null, operator: null, expiresAt: null, ended: false };

export const useOperatorSession = create<OperatorSessionState>()(
  persist(() => signedOut, {
    name: OPERATOR_SESSION_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    version: 1,
  }),
);

export function setOperatorSession(session: OperatorSession): void {
  useOperatorSession.setState({ ...session, ended: false });
}

/** Signs out here; `ended`: the server ended the session (not the operator's own logout). */
export function clearOperatorSession({ ended = false } = {}): void {
  useOperatorSession.setState({ ...signedOut, ended });
}

function expired(state: OperatorSessionState, now = Date.now()): boolean {
  return state.expiresAt !== null && Date.parse(state.expiresAt) <= now;
}

/** The token, or null when signed out or past the session's end (which then ends it here too). */
export function getOperatorToken(): string | null {
  const state = useOperatorSession.getState();
  if (state.token === null) return null;
  if (expired(state)) {
    clearOperatorSession({ ended: true });
    return null;
  }
  return state.token;
}

/** The signed-in operator, for React (null when signed out). */
export const selectOperator = (state: OperatorSessionState): OperatorInfo | null =>
  state.token === null ? null : state.operator;
