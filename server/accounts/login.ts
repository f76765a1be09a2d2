// The password's writes and the login's reads (spec §7 "Users"): the account a login names with its
// pending temporary password, the temporary password becoming the password at its first login, and
// the user's own password change. Each write ends sessions in its transaction and makes every server
// process forget them once it has committed (accounts/session-cache.ts).
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { temporaryPasswords, users, type User } from '../db/schema.js';
import { forgetSessions } from './session-cache.js';
import { deleteSessions } from './user-sessions.js';

export type TemporaryPasswordRow = typeof temporaryPasswords.$inferSelect;

/** The account a login names (its stored, lowercased id) and its temporary password, if any. */
export async function findLoginAccount(
  db: Database,
  userId: string,
): Promise<{ user: User | undefined; temporary: TemporaryPasswordRow | null }> {
  const [row] = await db
    .select({ user: users, temporary: temporaryPasswords })
    .from(users)
    .leftJoin(temporaryPasswords, eq(temporaryPasswords.userUuid, users.uuid))
    .where(eq(users.userId, userId))
    .limit(1);
  return { user: row?.user, temporary: row?.temporary ?? null };
}

/**
 * A login with the mailed temporary password: it becomes the password (single use: the row goes),
 * older tokens are revoked, and the account is asked for a new password. Null when the temporary
 * password was used or replaced in the meantime. Returns the new token version.
 */
export async function promoteTemporaryPassword(
  db: Database,
  userUuid: string,
  temporaryHash: string,
  now: Date,
): Promise<number | null> {
  const version = await db.transaction(async (tx) => {
    const [taken] = await tx
      .delete(temporaryPasswords)
      .where(
        and(
          eq(temporaryPasswords.userUuid, userUuid),
          eq(temporaryPasswords.passwordHash, temporaryHash),
          gt(temporaryPasswords.expiresAt, now),
        ),
      )
      .returning({ userUuid: temporaryPasswords.userUuid });
    if (!taken) return null;
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash: temporaryHash,
        passwordChangeRequired: true,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.uuid, userUuid))
      .returning({ tokenVersion: users.tokenVersion });
    // Their sessions end with their tokens (accounts/user-sessions.ts); this login starts a new one.
    await deleteSessions(tx, userUuid);
    return updated?.tokenVersion ?? null;
  });
  // Older tokens end now in every server process, not when the session cache's entry expires.
  if (version !== null) await forgetSessions(db, userUuid);
  return version;
}

/**
 * The user's own password change (the new hash made by the caller): clears passwordChangeRequired,
 * revokes every older token, drops a pending reset and ends every session but `keepSessionId`.
 * Returns the new token version, or undefined when the account is gone (nothing forgotten then).
 */
export async function changePassword(
  db: Database,
  userUuid: string,
  passwordHash: string,
  keepSessionId: string,
): Promise<number | undefined> {
  const tokenVersion = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, passwordChangeRequired: false, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.uuid, userUuid))
      .returning({ tokenVersion: users.tokenVersion });
    // A pending reset is moot once the user chose a password.
    await tx.delete(temporaryPasswords).where(eq(temporaryPasswords.userUuid, userUuid));
    // Every other session ends; this one goes on with the fresh token the caller signs.
    await deleteSessions(tx, userUuid, keepSessionId);
    return updated?.tokenVersion;
  });
  if (tokenVersion === undefined) return undefined;
  // Every other session ends now in every server process (accounts/session-cache.ts).
  await forgetSessions(db, userUuid);
  return tokenVersion;
}
