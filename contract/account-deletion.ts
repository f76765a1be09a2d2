// Leaving the portal (issue 19 item 4, a documented addition to spec §7): DELETE /api/users/{id}
// with the current password erases the account's personal data; what is erased and what is kept
// (and why) is listed in docs/accounts.md and the privacy policy. The operator's `npm run ops --
// delete-user` does the same on a request that came by mail.
import { z } from 'zod';
import { safeText } from './text.js';

/** DELETE /api/users/{id} {password}: the current password, nothing else. */
export const leaveBodySchema = z
  .object({
    password: safeText().min(1).max(200).describe('The current password (PASSWORD_MISMATCH when wrong).'),
  })
  .strict();
export type LeaveBody = z.infer<typeof leaveBodySchema>;

/** The account has left: its token, and every other session's, answers 403 from now on. */
export const leaveDataSchema = z.object({
  uuid: z.string(),
  /** When it left (ISO 8601, UTC). */
  leftAt: z.string(),
});
export type LeaveData = z.infer<typeof leaveDataSchema>;

/**
 * What a refusal asks the creator to finish first: a withdrawal request waiting to be paid
 * (LEAVE_WITHDRAWAL_PENDING, /my-asset), an entry in review or conversion (LEAVE_ENTRY_IN_PROGRESS,
 * /my-entry-list). The stored entry states that hold leaving back.
 */
export const LEAVE_BLOCKING_ENTRY_STATES = ['reviewing', 'converting'] as const;

/**
 * The name a kept entry shows in a group's ranking once its creator has left: empty, with
 * `anonymous: true` on its letter template; the SPA writes a neutral label in the reader's language.
 */
export const ANONYMOUS_ENTRY_NAME = '';
