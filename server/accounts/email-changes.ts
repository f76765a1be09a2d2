// The email change of an account (table email_changes, one row per account): what the user record
// shows on /mypage until the link is opened, cancelled, replaced or expired; asking for a change
// (and undoing the ask when its link cannot be mailed), cancelling it, and the mailed link making
// the new address the login id. The routes (accounts/users-profile.routes.ts) check the password
// and send the mails.
import { and, eq, gt, ne } from 'drizzle-orm';
import { ErrorCode } from '../../contract/error-codes.js';
import type { PendingEmail } from '../../contract/users.js';
import type { Database } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { emailChanges, temporaryPasswords, users } from '../db/schema.js';
import { ApiError } from '../plugins/envelope.js';
import { EMAIL_CODE_TTL_MS, hashEmailCode, newEmailCode } from './codes.js';
import { forgetSessions } from './session-cache.js';

type EmailChangeRow = typeof emailChanges.$inferSelect;

/** The change waiting for its link, or null (none, or its link has expired). */
export async function pendingEmailOf(
  db: Database,
  userUuid: string,
  now: Date,
): Promise<PendingEmail | null> {
  const [row] = await db
    .select({ email: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.userUuid, userUuid), gt(emailChanges.expiresAt, now)))
    .limit(1);
  return row ? { email: row.email, expiresAt: row.expiresAt.toISOString() } : null;
}

/** A change just asked for: its link to mail, and what to put back if the mail fails. */
export interface AskedEmailChange {
  /** The code of the link to mail to the new address. */
  linkCode: string;
  expiresAt: Date;
  /** For undoEmailChange. */
  codeHash: string;
  /** The change that was waiting before (it is replaced), or undefined. */
  previous: EmailChangeRow | undefined;
}

/**
 * Asks to change the account's login id to `newEmail` (checked and lowercased by the caller): a new
 * link, valid 24 hours and once, that replaces the change waiting before (its link stops working).
 */
export async function askEmailChange(
  db: Database,
  userUuid: string,
  newEmail: string,
  at: Date,
): Promise<AskedEmailChange> {
  const link = newEmailCode();
  const change = {
    userUuid,
    newEmail,
    codeHash: link.hash,
    createdAt: at,
    expiresAt: new Date(at.getTime() + EMAIL_CODE_TTL_MS),
  };
  const [previous] = await db.select().from(emailChanges).where(eq(emailChanges.userUuid, userUuid)).limit(1);
  await db
    .insert(emailChanges)
    .values(change)
    .onConflictDoUpdate({ target: emailChanges.userUuid, set: change });
  return { linkCode: link.code, expiresAt: change.expiresAt, codeHash: link.hash, previous };
}

/** As before askEmailChange: the asked change gone, the one that was waiting (if any) waiting again. */
export async function undoEmailChange(
  db: Database,
  asked: Pick<AskedEmailChange, 'codeHash' | 'previous'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(emailChanges).where(eq(emailChanges.codeHash, asked.codeHash));
    if (asked.previous) await tx.insert(emailChanges).values(asked.previous).onConflictDoNothing();
  });
}

/** Cancels the change that waits for its link (none waiting: nothing happens). */
export async function cancelEmailChange(db: Database, userUuid: string): Promise<void> {
  await db.delete(emailChanges).where(eq(emailChanges.userUuid, userUuid));
}

/**
 * Makes the new address of a mailed link's code the login id, and uses the link up: both or
 * neither. A temporary password mailed to the old address stops working; sessions go on, and every
 * server process reads the new login id at once. 404 EMAIL_CHANGE_INVALID: no such link (used,
 * cancelled, replaced) or an account that is not active; 410 EMAIL_CHANGE_EXPIRED; 409
 * DUPLICATE_USER_ID: another account has the address. A second click racing the first answers as
 * the first.
 */
export async function applyEmailChange(
  db: Database,
  code: string,
  at: Date,
): Promise<{ userId: string; uuid: string }> {
  const codeHash = hashEmailCode(code);
  const [row] = await db
    .select({
      newEmail: emailChanges.newEmail,
      expiresAt: emailChanges.expiresAt,
      user: { uuid: users.uuid, status: users.status, leftAt: users.leftAt },
    })
    .from(emailChanges)
    .innerJoin(users, eq(users.uuid, emailChanges.userUuid))
    .where(eq(emailChanges.codeHash, codeHash))
    .limit(1);
  if (!row || row.user.status !== 'active' || row.user.leftAt) {
    throw new ApiError(404, ErrorCode.EmailChangeInvalid);
  }
  if (row.expiresAt <= at) throw new ApiError(410, ErrorCode.EmailChangeExpired);
  const uuid = row.user.uuid;
  const [taken] = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(and(eq(users.userId, row.newEmail), ne(users.uuid, uuid)))
    .limit(1);
  if (taken) throw new ApiError(409, ErrorCode.DuplicateUserId);

  let changed: boolean;
  try {
    // The link is used up and the login id changed: both or neither.
    changed = await db.transaction(async (tx) => {
      const [used] = await tx
        .delete(emailChanges)
        .where(and(eq(emailChanges.codeHash, codeHash), gt(emailChanges.expiresAt, at)))
        .returning({ newEmail: emailChanges.newEmail });
      if (!used) return false;
      await tx.update(users).set({ userId: used.newEmail }).where(eq(users.uuid, uuid));
      // A temporary password went to the old address: it no longer opens the account.
      await tx.delete(temporaryPasswords).where(eq(temporaryPasswords.userUuid, uuid));
      return true;
    });
  } catch (error) {
    // A signup or another account's change took the address between the check and the update.
    if (isUniqueViolation(error)) throw new ApiError(409, ErrorCode.DuplicateUserId);
    throw error;
  }
  if (!changed) {
    // A second click racing the first: the first one made the change.
    const [current] = await db
      .select({ userId: users.userId })
      .from(users)
      .where(eq(users.uuid, uuid))
      .limit(1);
    if (current?.userId !== row.newEmail) throw new ApiError(404, ErrorCode.EmailChangeInvalid);
    return { userId: current.userId, uuid };
  }
  // The session check keeps the login id for a few seconds: it reads the new one now, everywhere.
  await forgetSessions(db, uuid);
  return { userId: row.newEmail, uuid };
}
