// Finding a forgotten ID and issuing a temporary password (spec §7 "Users"): the reads and the
// write behind accounts/users-recovery.routes.ts, which answers the same whether or not an account
// matches and mails the temporary password.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { temporaryPasswords, users } from '../db/schema.js';
import { newTemporaryPassword, TEMPORARY_PASSWORD_TTL_MS } from './codes.js';
import { hashPassword } from './passwords.js';
import { findAccountState } from './users.js';

/** Enough for namesakes; a name shared by more accounts than this is not narrowed down further. */
export const MAX_FOUND_USER_IDS = 20;

/** The login ids (unmasked) of the verified, active accounts with this name, oldest account first. */
export async function findUserIdsByName(db: Database, userName: string): Promise<string[]> {
  const rows = await db
    .select({ userId: users.userId })
    .from(users)
    .where(
      and(
        // Letter case aside (Latin names), the name as it was given at signup.
        sql`lower(${users.userName}) = lower(${userName})`,
        eq(users.status, 'active'),
        isNotNull(users.emailVerifiedAt),
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(MAX_FOUND_USER_IDS);
  return rows.map((row) => row.userId);
}

/**
 * A new temporary password for the account with this login id (lowercased), valid for 30 minutes
 * and once; it replaces an earlier one. The password to mail, or null when no active account has
 * the id (nothing stored). It is hashed either way: scrypt's time must not tell the difference.
 */
export async function issueTemporaryPassword(
  db: Database,
  userId: string,
  now: Date,
): Promise<string | null> {
  const user = await findAccountState(db, userId);
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  if (!user || user.status !== 'active') return null;
  const values = {
    passwordHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_MS),
  };
  await db
    .insert(temporaryPasswords)
    .values({ userUuid: user.uuid, ...values })
    .onConflictDoUpdate({ target: temporaryPasswords.userUuid, set: values });
  return temporaryPassword;
}
