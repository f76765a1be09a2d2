// Sessions of an account (issue 19, a documented addition to spec §7): every login is a session on
// the server, named by its token. The owner lists them and ends any of them; ending the current one
// is the logout. The client's contract is unchanged: a token in the header, 403 means logged out.
import { z } from 'zod';
import { safeText } from './text.js';

export const sessionSchema = z.object({
  id: z.string(),
  /** True for the session of the token that asked. */
  current: z.boolean(),
  /** The browser and system the User-Agent named at login ('' when it did not tell). */
  browser: z.string(),
  os: z.string(),
  /** desktop, mobile, tablet, tv, or '' when the User-Agent did not tell. */
  platform: z.string(),
  /** The client address of the last use. */
  address: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

/** GET /api/users/sessions: the live sessions, the most recently used first. */
export const sessionListDataSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionListData = z.infer<typeof sessionListDataSchema>;

/** DELETE /api/users/sessions/{sessionId} */
export const sessionParamsSchema = z.object({ sessionId: safeText().max(64) });

/** POST /api/users/logout, DELETE /api/users/sessions/{id}, DELETE /api/users/sessions. */
export const sessionsEndedDataSchema = z.object({ ended: z.number().int().nonnegative() });
export type SessionsEndedData = z.infer<typeof sessionsEndedDataSchema>;
