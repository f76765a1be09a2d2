// The account row (table users): the reads every accounts route and operator command needs, and
// the small writes of the own record (the castingn mark, the name, the phone number). The route
// files (accounts/*.routes.ts) and the operator commands (ops/users.ts) call these; neither reads
// the table itself. Signup and its links are in signup.ts, the login and the password change in
// login.ts, finding the ID and the temporary password in recovery.ts, the email change in
// email-changes.ts, leaving in account-deletion.ts.
import { eq, sql } from 'drizzle-orm';
import type { PendingEmail, UserData } from '../../contract/users.js';
import { ErrorCode } from '../../contract/error-codes.js';
import type { Database } from '../db/client.js';
import { users, type User } from '../db/schema.js';
import { ApiError } from '../plugins/envelope.js';
import { usePhoneCode, type PhoneCodeDeps } from './phone-codes.js';

export type { User };

/** The user record of GET /api/users/{id} (and of the profile changes' answers). */
export function toUserData(user: User, pendingEmail: PendingEmail | null = null): UserData {
  return {
    uuid: user.uuid,
    userId: user.userId,
    userName: user.userName,
    hpNumber: user.hpNumber,
    emailVerified: user.emailVerifiedAt !== null,
    castingn: user.castingnAt !== null,
    passwordChangeRequired: user.passwordChangeRequired,
    createdAt: user.createdAt.toISOString(),
    pendingEmail,
  };
}

/** The account row with this uuid, or undefined. */
export async function findUser(db: Database, userUuid: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.uuid, userUuid)).limit(1);
  return user;
}

/** Whether an account has this login id (stored lowercased: the caller lowercases it). */
export async function userIdTaken(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ uuid: users.uuid }).from(users).where(eq(users.userId, userId)).limit(1);
  return rows.length > 0;
}

/** The state of the account with this login id, as far as the public routes need it; or undefined. */
export async function findAccountState(
  db: Database,
  userId: string,
): Promise<{ uuid: string; status: User['status']; verifiedAt: Date | null } | undefined> {
  const [user] = await db
    .select({ uuid: users.uuid, status: users.status, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.userId, userId))
    .limit(1);
  return user;
}

/** The stored password hash of the account, or undefined when there is no such account. */
export async function passwordHashOf(db: Database, userUuid: string): Promise<string | undefined> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.uuid, userUuid));
  return user?.passwordHash;
}

/** Marks the account as having arrived through /castingn; keeps the first time (idempotent). */
export async function markCastingn(db: Database, userUuid: string): Promise<void> {
  await db
    .update(users)
    .set({ castingnAt: sql`coalesce(${users.castingnAt}, now())` })
    .where(eq(users.uuid, userUuid));
}

/** Renames the account (the name as given: the caller has checked and trimmed it); undefined when it is gone. */
export async function renameUser(
  db: Database,
  userUuid: string,
  userName: string,
): Promise<User | undefined> {
  const [user] = await db.update(users).set({ userName }).where(eq(users.uuid, userUuid)).returning();
  return user;
}

/** The account's number as stored (E.164), or null; 404 NOT_FOUND when there is no such account. */
export async function phoneNumberOf(db: Database, userUuid: string): Promise<string | null> {
  const [user] = await db
    .select({ hpNumber: users.hpNumber })
    .from(users)
    .where(eq(users.uuid, userUuid))
    .limit(1);
  if (!user) throw new ApiError(404, ErrorCode.NotFound);
  return user.hpNumber;
}

/**
 * Stores the account's new number (E.164) with a phone code that `checkPhoneCode` accepted: the
 * code is used up and the number stored, both or neither. 404 NOT_FOUND when the account is gone
 * (and the code stays).
 */
export async function changePhoneNumber(
  deps: Pick<PhoneCodeDeps, 'db' | 'phoneCodeHash'>,
  userUuid: string,
  hpNumber: string,
  code: string,
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await usePhoneCode(tx, deps, hpNumber, code, now);
    const [updated] = await tx
      .update(users)
      .set({ hpNumber })
      .where(eq(users.uuid, userUuid))
      .returning({ uuid: users.uuid });
    if (!updated) throw new ApiError(404, ErrorCode.NotFound);
  });
}
