// Phone codes (spec §7 "GET /p/api/users/auth-hpnumber", issue 19's phone change): six digits,
// texted to one number, valid for 3 minutes and 5 wrong tries, kept as a keyed hash in
// phone_codes under the number in E.164. The signup and the phone change on /mypage share them:
// a code proves that whoever types it reads that number's texts, whatever it was asked for.
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/error-codes.js';
import { parsePhoneNumber } from '../../contract/phone-rules.js';
import type { Country } from '../../contract/currency-rules.js';
import { PHONE_CODE_MAX_TRIES, PHONE_CODE_TTL_SECONDS } from '../../contract/users.js';
import type { Database } from '../db/client.js';
import { phoneCodes } from '../db/schema.js';
import { pickLanguage } from '../i18n/messages.js';
import { phoneCodeText } from '../mail/mail-texts.js';
import { ApiError } from '../plugins/envelope.js';
import { describeErrorForLog } from '../lib/error-log.js';
import { newPhoneCode, type PhoneCodeHasher } from './codes.js';
import type { SmsSender } from '../mail/sms.js';

const PHONE_CODE_TTL_MS = PHONE_CODE_TTL_SECONDS * 1000;

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

export interface PhoneCodeDeps {
  db: Database;
  sms: SmsSender;
  phoneCodeHash: PhoneCodeHasher;
  now: () => Date;
}

/**
 * The E.164 form of an `hpNumber` as the API received it (national digits or E.164), read with
 * the deployment's country; 400 PHONE_NUMBER_INVALID when it is not a mobile number of that
 * country (a US number on a Korean deployment, a fixed line, a number too short).
 */
export function requirePhoneNumber(hpNumber: string, country: Country): string {
  const e164 = parsePhoneNumber(hpNumber, country);
  if (!e164) throw new ApiError(400, ErrorCode.PhoneNumberInvalid);
  return e164;
}

/** The recipient key of the texting rate limits: the number in E.164 when it is one, else as sent. */
export function phoneRecipient(hpNumber: string | undefined, country: Country): string {
  return (hpNumber && parsePhoneNumber(hpNumber, country)) || (hpNumber ?? '');
}

/**
 * Texts a new code to `e164`, replacing the number's previous one. 502 DELIVERY_FAILED when the
 * text cannot be sent, and then no code is left behind.
 */
export async function sendPhoneCode(
  deps: PhoneCodeDeps,
  e164: string,
  request: Pick<FastifyRequest, 'headers'> & { log: FastifyBaseLogger },
): Promise<{ expiresInSeconds: number; maxTries: number }> {
  const { db } = deps;
  const now = deps.now();
  const code = newPhoneCode();
  const codeHash = deps.phoneCodeHash(code);
  const values = {
    codeHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
    failedTries: 0,
  };
  await db
    .insert(phoneCodes)
    .values({ hpNumber: e164, ...values })
    .onConflictDoUpdate({ target: phoneCodes.hpNumber, set: values });
  try {
    await deps.sms.send(
      { to: e164, text: phoneCodeText(code, pickLanguage(request.headers['accept-language'])) },
      request.log,
    );
  } catch (error) {
    request.log.error({ error: describeErrorForLog(error) }, 'phone code could not be sent');
    // An unsent code must not linger (unless another send replaced it meanwhile).
    await db.delete(phoneCodes).where(and(eq(phoneCodes.hpNumber, e164), eq(phoneCodes.codeHash, codeHash)));
    throw new ApiError(502, ErrorCode.DeliveryFailed);
  }
  return { expiresInSeconds: PHONE_CODE_TTL_SECONDS, maxTries: PHONE_CODE_MAX_TRIES };
}

/**
 * Checks a phone code for a number (E.164), counting a wrong try. The compare and the count happen
 * in one UPDATE, so parallel guesses cannot get more than PHONE_CODE_MAX_TRIES between them.
 * Throws the reason when the code may not be used; the code stays until `usePhoneCode` takes it.
 */
export async function checkPhoneCode(
  deps: Pick<PhoneCodeDeps, 'db' | 'phoneCodeHash'>,
  e164: string,
  code: string,
  now: Date,
): Promise<void> {
  const { db } = deps;
  const hash = deps.phoneCodeHash(code);
  const matches = sql<boolean>`${phoneCodes.codeHash} = ${hash}`;
  const [tried] = await db
    .update(phoneCodes)
    .set({ failedTries: sql`${phoneCodes.failedTries} + case when ${matches} then 0 else 1 end` })
    .where(
      and(
        eq(phoneCodes.hpNumber, e164),
        lt(phoneCodes.failedTries, PHONE_CODE_MAX_TRIES),
        gt(phoneCodes.expiresAt, now),
      ),
    )
    .returning({ matches: sql<boolean>`${matches}` });
  if (tried) {
    if (tried.matches) return;
    throw new ApiError(400, ErrorCode.PhoneCodeInvalid);
  }

  // No live code for this number: say why.
  const [current] = await db.select().from(phoneCodes).where(eq(phoneCodes.hpNumber, e164)).limit(1);
  if (current && current.expiresAt > now) throw new ApiError(400, ErrorCode.PhoneCodeLocked);
  if (!current) {
    // A code that is live for another number: the user typed a different number than the one the
    // code went to. Still refused; the message says the code is wrong rather than missing.
    const [elsewhere] = await db
      .select({ hpNumber: phoneCodes.hpNumber })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.codeHash, hash), ne(phoneCodes.hpNumber, e164), gt(phoneCodes.expiresAt, now)))
      .limit(1);
    if (elsewhere) throw new ApiError(400, ErrorCode.PhoneCodeInvalid);
  }
  throw new ApiError(400, ErrorCode.PhoneCodeExpired);
}

/**
 * Uses up a code that `checkPhoneCode` accepted, inside the caller's transaction; the row it took
 * (to put back if the caller undoes its work). 400 PHONE_CODE_EXPIRED when a parallel request used
 * it, or a new send replaced it, since the check.
 */
export async function usePhoneCode(
  tx: Database,
  deps: Pick<PhoneCodeDeps, 'phoneCodeHash'>,
  e164: string,
  code: string,
  now: Date,
): Promise<PhoneCodeRow> {
  const [taken] = await tx
    .delete(phoneCodes)
    .where(
      and(
        eq(phoneCodes.hpNumber, e164),
        eq(phoneCodes.codeHash, deps.phoneCodeHash(code)),
        lt(phoneCodes.failedTries, PHONE_CODE_MAX_TRIES),
        gt(phoneCodes.expiresAt, now),
      ),
    )
    .returning();
  if (!taken) throw new ApiError(400, ErrorCode.PhoneCodeExpired);
  return taken;
}
