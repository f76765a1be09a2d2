// Withdrawal requests (spec §7 "Assets"; issue 10). A request inserts its row and debits the
// ledger in one transaction, after locking the creator's row, with the conditional debit of
// ledger.ts; paying marks it; rejecting returns the amount as a ledger row in the same
// transaction; paying and rejecting tell the creator (withdrawal-paid, withdrawal-rejected) in
// their transaction. Every amount here is in integer minor units. The creator's views of their
// assets are asset-views.ts; what makes a repeat of an Idempotency-Key the same request is
// withdrawal-terms.ts.
import { and, asc, eq, ne, or } from 'drizzle-orm';
import { normalizeAccountNumberFor, type WithdrawalState } from '../../contract/asset-rules.js';
import { bankByCode, findBank, type Bank } from '../../contract/banks.js';
import {
  COUNTRY_SETTINGS,
  minorToMajor,
  withdrawalPreview,
  type Country,
  type Currency,
} from '../../contract/money-rules.js';
import type { Database } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { privateFiles, users, withdrawalRequests, type WithdrawalRequestRow } from '../db/schema.js';
import { addBusinessDays, type BusinessCalendar } from '../lib/business-days.js';
import { debitIfCovered, lockCreator, returnWithdrawal } from './ledger.js';
import { notify } from '../notifications/index.js';
import { sameDocuments, sameTerms, type WithdrawalTerms } from './withdrawal-terms.js';

export type { WithdrawalRequestRow };

export interface MoneySettings {
  currency: Currency;
  country: Country;
  timeZone: string;
}

const calendarOf = (money: MoneySettings): BusinessCalendar => ({
  country: money.country,
  timeZone: money.timeZone,
});

/** The payout date of a request made at `now`. */
export function expectedPayoutDate(now: Date, money: MoneySettings): string {
  return addBusinessDays(now, COUNTRY_SETTINGS[money.country].payoutBusinessDays, calendarOf(money));
}

export async function findByIdempotencyKey(
  db: Database,
  userUuid: string,
  key: string,
): Promise<WithdrawalRequestRow | null> {
  const [row] = await db
    .select()
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userUuid, userUuid), eq(withdrawalRequests.idempotencyKey, key)));
  return row ?? null;
}

/**
 * In one read: the creator's request made with `key`, and whether a request of theirs is waiting
 * to be paid (which may be that one: a retry that arrived while the first was being received).
 */
export async function keyedOrPending(
  db: Database,
  userUuid: string,
  key: string,
): Promise<{ keyed: WithdrawalRequestRow | null; pending: boolean }> {
  const rows = await db
    .select()
    .from(withdrawalRequests)
    .where(
      and(
        eq(withdrawalRequests.userUuid, userUuid),
        or(eq(withdrawalRequests.idempotencyKey, key), eq(withdrawalRequests.state, 'requested')),
      ),
    );
  return {
    keyed: rows.find((row) => row.idempotencyKey === key) ?? null,
    pending: rows.some((row) => row.state === 'requested'),
  };
}
/** Why a request was not made (the route maps each to its error code). */
export class WithdrawalRefusal extends Error {
  constructor(readonly reason: 'pending' | 'insufficient' | 'keyReused' | 'noUser') {
    super(reason);
    this.name = 'WithdrawalRefusal';
  }
}

export interface NewWithdrawal extends WithdrawalTerms {
  userUuid: string;
  idempotencyKey: string;
  accountNumberMasked: string;
  language: 'ko' | 'en';
  /**
   * documentsFingerprint() of the files below as they were received; absent for a request made
   * without the route (the demo seed, ops and tests), whose replays are compared on the texts.
   */
  documentsFingerprint?: string;
  /** Private file rows to insert with the request (documents first, then the consent form if any). */
  documentFiles: (typeof privateFiles.$inferInsert)[];
  consentFile: typeof privateFiles.$inferInsert | null;
}

const isReplayOf = (row: WithdrawalRequestRow, input: NewWithdrawal) =>
  sameTerms(row, input) && sameDocuments(row, input.documentsFingerprint ?? null);

/**
 * Makes the request: locks the creator, refuses a second pending request, inserts the row and its
 * files, and debits the balance only if it covers the amount, all in one transaction. Returns the
 * row and whether it is new (false: the same Idempotency-Key was used before, with the same terms
 * and documents; with others it is refused as keyReused).
 */
export async function requestWithdrawal(
  db: Database,
  input: NewWithdrawal,
  money: MoneySettings,
  now: Date,
): Promise<{ row: WithdrawalRequestRow; created: boolean }> {
  const preview = withdrawalPreview({
    grossMinor: input.grossMinor,
    country: money.country,
    payeeType: input.payeeType,
    vatRegistered: input.vatRegistered,
  });
  try {
    const { row, created } = await db.transaction(async (tx) => {
      if (!(await lockCreator(tx, input.userUuid))) throw new WithdrawalRefusal('noUser');
      const earlier = await findByIdempotencyKey(tx, input.userUuid, input.idempotencyKey);
      if (earlier) return { row: earlier, created: false };
      const [pending] = await tx
        .select({ uuid: withdrawalRequests.uuid })
        .from(withdrawalRequests)
        .where(
          and(eq(withdrawalRequests.userUuid, input.userUuid), eq(withdrawalRequests.state, 'requested')),
        );
      if (pending) throw new WithdrawalRefusal('pending');
      const files = [...input.documentFiles, ...(input.consentFile ? [input.consentFile] : [])];
      const inserted =
        files.length > 0
          ? await tx
              .insert(privateFiles)
              .values(files.map((file) => ({ ...file, createdAt: now })))
              .returning({ uuid: privateFiles.uuid })
          : [];
      const documentUuids = inserted.slice(0, input.documentFiles.length).map((file) => file.uuid);
      const consentUuid = input.consentFile ? inserted[inserted.length - 1]!.uuid : null;
      const [created] = await tx
        .insert(withdrawalRequests)
        .values({
          userUuid: input.userUuid,
          idempotencyKey: input.idempotencyKey,
          currency: money.currency,
          grossMinor: preview.grossMinor,
          vatMinor: preview.vatMinor,
          incomeTaxMinor: preview.incomeTaxMinor,
          localIncomeTaxMinor: preview.localIncomeTaxMinor,
          netMinor: preview.netMinor,
          payeeType: input.payeeType,
          vatRegistered: input.vatRegistered,
          accountHolder: input.accountHolder,
          bankName: input.bankName,
          bankCode: input.bankCode ?? null,
          accountNumber: input.accountNumber,
          accountNumberMasked: input.accountNumberMasked,
          dateOfBirth: input.dateOfBirth,
          guardianName: input.guardianName,
          guardianPhone: input.guardianPhone,
          guardianConsentFileUuid: consentUuid,
          documentFileUuids: documentUuids,
          language: input.language,
          documentsFingerprint: input.documentsFingerprint ?? null,
          requestedAt: now,
          expectedPayoutDate: expectedPayoutDate(now, money),
          updatedAt: now,
        })
        .returning();
      if (!(await debitIfCovered(tx, input.userUuid, created!.uuid, preview.grossMinor))) {
        throw new WithdrawalRefusal('insufficient');
      }
      return { row: created!, created: true };
    });
    if (!created && !isReplayOf(row, input)) throw new WithdrawalRefusal('keyReused');
    return { row, created };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request of the same creator got in first (same key, or a second pending request).
    const earlier = await findByIdempotencyKey(db, input.userUuid, input.idempotencyKey);
    if (!earlier) throw new WithdrawalRefusal('pending');
    if (!isReplayOf(earlier, input)) throw new WithdrawalRefusal('keyReused');
    return { row: earlier, created: false };
  }
}

/** An account kept from an earlier request, to be paid into again (issue 19 item 5). */
export interface KeptAccount {
  requestUuid: string;
  accountHolder: string;
  bank: Bank;
  /** Whole: for the new request's row only, never for an answer or a log. */
  accountNumber: string;
  accountNumberMasked: string;
}

/**
 * The account of a stored request, if it can be paid into again under today's rules: its bank is
 * in the deployment's list (by its code, or for a request made before the list by the name it
 * was given) and its number fits the country's rule. Null otherwise: the creator enters it anew.
 */
export function keptAccountOf(row: WithdrawalRequestRow, country: Country): KeptAccount | null {
  const bank = row.bankCode === null ? findBank(country, row.bankName) : bankByCode(country, row.bankCode);
  const accountNumber = normalizeAccountNumberFor(row.accountNumber, country);
  if (!bank || !accountNumber) return null;
  return {
    requestUuid: row.uuid,
    accountHolder: row.accountHolder,
    bank,
    accountNumber,
    accountNumberMasked: row.accountNumberMasked,
  };
}

/**
 * The account of `requestUuid` when it is one of `userUuid`'s own requests, not rejected, whose
 * account can be used again; null otherwise (unknown, another creator's, rejected, or no longer
 * fitting the rules), so that a creator can never be paid into another creator's account.
 */
export async function keptAccountOfRequest(
  db: Database,
  userUuid: string,
  requestUuid: string,
  country: Country,
): Promise<KeptAccount | null> {
  const [row] = await db
    .select()
    .from(withdrawalRequests)
    .where(
      and(
        eq(withdrawalRequests.uuid, requestUuid),
        eq(withdrawalRequests.userUuid, userUuid),
        ne(withdrawalRequests.state, 'rejected'),
      ),
    );
  return row ? keptAccountOf(row, country) : null;
}

export class WithdrawalStateError extends Error {
  constructor(readonly state: string | null) {
    super(state === null ? 'no such withdrawal request' : `the request is ${state}, not requested`);
    this.name = 'WithdrawalStateError';
  }
}

/**
 * Operator: settles a requested withdrawal in one transaction: `change` sets its new state, `also`
 * writes what else that takes, and the creator is told (`type`, with the amount before `params`).
 * A request in any other state, or none, throws WithdrawalStateError.
 */
async function settleRequested(
  db: Database,
  uuid: string,
  change: Partial<typeof withdrawalRequests.$inferInsert>,
  notice:
    | { type: 'withdrawal-paid'; params: { paidDate: string } }
    | { type: 'withdrawal-rejected'; params: { reason: string } },
  also?: (tx: Database, row: WithdrawalRequestRow) => Promise<void>,
): Promise<WithdrawalRequestRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawalRequests)
      .set(change)
      .where(and(eq(withdrawalRequests.uuid, uuid), eq(withdrawalRequests.state, 'requested')))
      .returning();
    if (!row) {
      const [current] = await tx
        .select({ state: withdrawalRequests.state })
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.uuid, uuid));
      throw new WithdrawalStateError(current?.state ?? null);
    }
    await also?.(tx, row);
    await notify(tx, {
      userUuid: row.userUuid,
      type: notice.type,
      subjectUuid: row.uuid,
      params: { amount: minorToMajor(row.grossMinor, row.currency as Currency), ...notice.params },
    });
    return row;
  });
}

/** Operator: the request was paid on `paidDate` (YYYY-MM-DD). Only a requested one. */
export function markPaid(
  db: Database,
  uuid: string,
  paidDate: string,
  now: Date,
): Promise<WithdrawalRequestRow> {
  return settleRequested(
    db,
    uuid,
    { state: 'paid', paidDate, updatedAt: now },
    { type: 'withdrawal-paid', params: { paidDate } },
  );
}

/** Operator: rejected with a reason; the amount goes back to the balance in the same transaction. */
export function rejectWithdrawal(
  db: Database,
  uuid: string,
  reason: string,
  now: Date,
): Promise<WithdrawalRequestRow> {
  return settleRequested(
    db,
    uuid,
    { state: 'rejected', rejectedAt: now, rejectionReason: reason, updatedAt: now },
    { type: 'withdrawal-rejected', params: { reason } },
    (tx, row) => returnWithdrawal(tx, row.userUuid, row.uuid, row.grossMinor, `rejected: ${reason}`),
  );
}

/** The login email of a creator, for the withdrawal mails; null when the account is gone. */
export async function creatorEmail(db: Database, userUuid: string): Promise<string | null> {
  const [user] = await db.select({ to: users.userId }).from(users).where(eq(users.uuid, userUuid));
  return user ? user.to : null;
}

/**
 * Operator (list-withdrawals): requests, oldest first, optionally in one state, each with its
 * creator's login email. The rows hold the whole account numbers: the caller masks them.
 */
export async function listAllWithdrawals(
  db: Database,
  query: { state?: WithdrawalState; limit: number },
): Promise<{ request: WithdrawalRequestRow; userId: string }[]> {
  return db
    .select({ request: withdrawalRequests, userId: users.userId })
    .from(withdrawalRequests)
    .innerJoin(users, eq(users.uuid, withdrawalRequests.userUuid))
    .where(query.state ? eq(withdrawalRequests.state, query.state) : undefined)
    .orderBy(asc(withdrawalRequests.requestedAt))
    .limit(query.limit);
}
