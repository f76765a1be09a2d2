// Signup's writes (spec §7 "Users"): the account with its first verification link, its undoing when
// the link cannot be mailed, the verification itself, and a fresh link for a resend. The routes
// (accounts/users-signup.routes.ts) check the input and send the mails.
import { and, eq, isNull } from 'drizzle-orm';
import { ErrorCode } from '../../contract/error-codes.js';
import type { Database } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { emailVerifications, phoneCodes, users, type User } from '../db/schema.js';
import { ApiError } from '../plugins/envelope.js';
import { EMAIL_CODE_TTL_MS, hashEmailCode, newEmailCode } from './codes.js';
import { usePhoneCode, type PhoneCodeDeps, type PhoneCodeRow } from './phone-codes.js';
import { findAccountState } from './users.js';

const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);

export interface NewAccount {
  /** The login id, lowercased. */
  userId: string;
  userName: string;
  /** E.164. */
  hpNumber: string;
  passwordHash: string;
  /** The phone code texted to hpNumber (checked by checkPhoneCode already). */
  phoneCode: string;
}

export interface CreatedAccount {
  user: User;
  /** The phone code it used up: to put back if the signup is undone. */
  phone: PhoneCodeRow;
  /** The code of the verification link to mail. */
  linkCode: string;
}

/**
 * Creates the account, unverified, with its first verification link, and uses up the phone code:
 * all or nothing. 409 DUPLICATE_USER_ID when a parallel signup took the address (the unique index
 * decides); 400 PHONE_CODE_EXPIRED when the code went since the check.
 */
export async function createAccount(
  deps: Pick<PhoneCodeDeps, 'db' | 'phoneCodeHash'>,
  account: NewAccount,
  now: Date,
): Promise<CreatedAccount> {
  const link = newEmailCode();
  try {
    return await deps.db.transaction(async (tx) => {
      const phone = await usePhoneCode(tx, deps, account.hpNumber, account.phoneCode, now);
      const [user] = await tx
        .insert(users)
        .values({
          userId: account.userId,
          userName: account.userName,
          hpNumber: account.hpNumber,
          passwordHash: account.passwordHash,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      await tx.insert(emailVerifications).values({
        userUuid: user.uuid,
        codeHash: link.hash,
        createdAt: now,
        expiresAt: addMs(now, EMAIL_CODE_TTL_MS),
      });
      return { user, phone, linkCode: link.code };
    });
  } catch (error) {
    // Two signups for one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw new ApiError(409, ErrorCode.DuplicateUserId);
    throw error;
  }
}

/**
 * Undoes a signup whose verification mail could not be sent, so that the user can simply try
 * again: no account (unless it was verified meanwhile), and the phone code is back.
 */
export async function undoSignup(
  db: Database,
  created: Pick<CreatedAccount, 'user' | 'phone'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(users).where(and(eq(users.uuid, created.user.uuid), isNull(users.emailVerifiedAt)));
    await tx.insert(phoneCodes).values(created.phone).onConflictDoNothing();
  });
}

/**
 * Verifies the account of a mailed link's code and uses the link up, both or neither; the account's
 * login id. 404 EMAIL_AUTH_INVALID: no such link, or a replaced one; 409 EMAIL_AUTH_ALREADY_VERIFIED
 * (a used link, or a second click racing the first); 410 EMAIL_AUTH_EXPIRED.
 */
export async function verifyEmail(db: Database, code: string, now: Date): Promise<{ userId: string }> {
  const [row] = await db
    .select({
      link: emailVerifications,
      user: { uuid: users.uuid, userId: users.userId, verifiedAt: users.emailVerifiedAt },
    })
    .from(emailVerifications)
    .innerJoin(users, eq(users.uuid, emailVerifications.userUuid))
    .where(eq(emailVerifications.codeHash, hashEmailCode(code)))
    .limit(1);
  if (!row) throw new ApiError(404, ErrorCode.EmailAuthInvalid);
  if (row.user.verifiedAt) throw new ApiError(409, ErrorCode.EmailAuthAlreadyVerified);
  if (row.link.usedAt || row.link.revokedAt) throw new ApiError(404, ErrorCode.EmailAuthInvalid);
  if (row.link.expiresAt <= now) throw new ApiError(410, ErrorCode.EmailAuthExpired);

  // The link is used up and the account verified: both or neither.
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.id, row.link.id),
          isNull(emailVerifications.usedAt),
          isNull(emailVerifications.revokedAt),
        ),
      )
      .returning({ id: emailVerifications.id });
    // A second click racing the first: the first one verified the account.
    if (!used) throw new ApiError(409, ErrorCode.EmailAuthAlreadyVerified);
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.uuid, row.user.uuid), isNull(users.emailVerifiedAt)));
  });
  return { userId: row.user.userId };
}

/**
 * A fresh verification link for the account with this login id, when it exists, is active and is
 * not verified yet: every older link of the account stops working. The new link's code, or null
 * (nothing changed) for any other account state.
 */
export async function renewVerificationLink(db: Database, userId: string, now: Date): Promise<string | null> {
  const user = await findAccountState(db, userId);
  if (!user || user.verifiedAt || user.status !== 'active') return null;
  const link = newEmailCode();
  await db.transaction(async (tx) => {
    await tx
      .update(emailVerifications)
      .set({ revokedAt: now })
      .where(
        and(
          eq(emailVerifications.userUuid, user.uuid),
          isNull(emailVerifications.usedAt),
          isNull(emailVerifications.revokedAt),
        ),
      );
    await tx.insert(emailVerifications).values({
      userUuid: user.uuid,
      codeHash: link.hash,
      createdAt: now,
      expiresAt: addMs(now, EMAIL_CODE_TTL_MS),
    });
  });
  return link.code;
}
