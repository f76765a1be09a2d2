// Withdrawal requests and the creator's asset views (spec §7 "Assets"; issue 10). A request inserts
// its row and debits the ledger in one transaction, after locking the creator's row, with the
// conditional debit of ledger.ts; paying marks it; rejecting returns the amount as a ledger row in
// the same transaction; paying and rejecting tell the creator (withdrawal-paid, withdrawal-rejected)
// in their transaction. Every amount here is in integer minor units; the views convert to the major
// unit for JSON at the very end.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  EARNINGS_CHART_MONTHS,
  normalizeAccountNumberFor,
  payeeOfUserType2,
  type UserType2,
  type WithdrawalState,
} from '../../contract/asset-rules.js';
import type {
  Briefing,
  PayoutDetails,
  UnwithdrawnEarning,
  WithdrawalPreviewAmounts,
  WithdrawalRequest,
} from '../../contract/assets.js';
import { bankByCode, findBank, storedBankName, type Bank } from '../../contract/banks.js';
import {
  COUNTRY_SETTINGS,
  CURRENCY_SETTINGS,
  minorToMajor,
  withdrawalPreview,
  type Country,
  type Currency,
  type PayeeType,
  type WithdrawalPreview,
} from '../../contract/money-rules.js';
import type { Database } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { isUniqueViolation } from '../db/errors.js';
import {
  competitionGroups,
  groupSubmissions,
  ledgerEntries,
  privateFiles,
  topics,
  withdrawalRequests,
  type WithdrawalRequestRow,
} from '../db/schema.js';
import { addBusinessDays, businessDate, type BusinessCalendar } from '../lib/business-days.js';
import { debitIfCovered, lockCreator, returnWithdrawal } from './ledger.js';
import type { FileLinks } from '../files/file-links.js';
import { notify } from '../notifications/notifications.js';

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

function previewToMajor(preview: WithdrawalPreview, currency: Currency): WithdrawalPreviewAmounts {
  const major = (minor: number) => minorToMajor(minor, currency);
  return {
    gross: major(preview.grossMinor),
    vat: major(preview.vatMinor),
    incomeTax: major(preview.incomeTaxMinor),
    localIncomeTax: major(preview.localIncomeTaxMinor),
    withheld: major(preview.withheldMinor),
    net: major(preview.netMinor),
  };
}

interface LedgerSums {
  earnedMinor: number;
  balanceMinor: number;
  /** Credits and adjustments by month of the business time zone (YYYY-MM). */
  earnedByMonth: Map<string, number>;
}

// Prepared once (db/prepared.ts): the briefing is read on every visit of /my-asset.
const ledgerSumsStatement = preparedPerDatabase('ledger_sums', (db, name) =>
  db
    .select({
      month: sql<string>`to_char(${ledgerEntries.createdAt} at time zone ${sql.placeholder('timeZone')}::text, 'YYYY-MM')`,
      earned: sql<boolean>`${ledgerEntries.reason} in ('credit', 'adjustment')`,
      total: sql<string>`sum(${ledgerEntries.amountMinor})`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userUuid, sql.placeholder('userUuid')))
    .groupBy(sql`1`, sql`2`)
    .prepare(name),
);

const withdrawalSumsStatement = preparedPerDatabase('withdrawal_sums', (db, name) =>
  db
    .select({ state: withdrawalRequests.state, total: sql<string>`sum(${withdrawalRequests.grossMinor})` })
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.userUuid, sql.placeholder('userUuid')))
    .groupBy(withdrawalRequests.state)
    .prepare(name),
);

/** The caller's ledger in one statement: sums by month and by whether a line is earned. */
async function ledgerSums(db: Database, userUuid: string, timeZone: string): Promise<LedgerSums> {
  const rows = await ledgerSumsStatement(db).execute({ userUuid, timeZone });
  const sums: LedgerSums = { earnedMinor: 0, balanceMinor: 0, earnedByMonth: new Map() };
  for (const row of rows) {
    const total = Number(row.total);
    sums.balanceMinor += total;
    if (!row.earned) continue;
    sums.earnedMinor += total;
    sums.earnedByMonth.set(row.month, (sums.earnedByMonth.get(row.month) ?? 0) + total);
  }
  return sums;
}

/** The caller's withdrawal requests in one statement: sums by state, and whether documents are due. */
async function withdrawalSums(db: Database, userUuid: string) {
  const rows = await withdrawalSumsStatement(db).execute({ userUuid });
  const of = (state: WithdrawalState) => Number(rows.find((row) => row.state === state)?.total ?? 0);
  return {
    requestedMinor: of('requested'),
    paidMinor: of('paid'),
    // documentsRequired's rule, from the same rows.
    documentsRequired: rows.every((row) => row.state === 'rejected'),
  };
}

/** True until the creator has a request that was not rejected: the documents come with the first. */
export async function documentsRequired(db: Database, userUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userUuid, userUuid), ne(withdrawalRequests.state, 'rejected')));
  return (row?.n ?? 0) === 0;
}

/** The months of the chart, oldest first: YYYY-MM in the business time zone. */
function chartMonths(now: Date, timeZone: string): string[] {
  const [year, month] = businessDate(now, timeZone).split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let back = EARNINGS_CHART_MONTHS - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

export async function briefing(
  db: Database,
  userUuid: string,
  userType2: UserType2,
  money: MoneySettings,
  now: Date,
): Promise<Briefing> {
  const { currency } = money;
  const major = (minor: number) => minorToMajor(minor, currency);
  // Two statements, side by side (issue 20 item 6: the briefing took five one after another).
  const [totals, sums] = await Promise.all([
    ledgerSums(db, userUuid, money.timeZone),
    withdrawalSums(db, userUuid),
  ]);
  const months = chartMonths(now, money.timeZone);
  const available = Math.max(0, totals.balanceMinor);
  const blocked =
    sums.requestedMinor > 0
      ? ('pending' as const)
      : available < CURRENCY_SETTINGS[currency].minimumWithdrawalMinor
        ? ('belowMinimum' as const)
        : null;
  return {
    currency,
    totalEarned: major(totals.earnedMinor),
    available: major(totals.balanceMinor),
    inWithdrawal: major(sums.requestedMinor),
    paidOut: major(sums.paidMinor),
    minimumWithdrawal: major(CURRENCY_SETTINGS[currency].minimumWithdrawalMinor),
    withdrawBlockedReason: blocked,
    documentsRequired: sums.documentsRequired,
    userType2,
    availablePreview: previewToMajor(
      withdrawalPreview({ grossMinor: available, country: money.country, ...payeeOfUserType2(userType2) }),
      currency,
    ),
    expectedPayoutDate: expectedPayoutDate(now, money),
    monthlyEarnings: months.map((month) => ({ month, amount: major(totals.earnedByMonth.get(month) ?? 0) })),
  };
}

/**
 * The earnings not yet withdrawn: withdrawals (net of returns) take the oldest earnings first; what
 * is left of each group submission's credit is listed, oldest first.
 */
export async function unwithdrawnEarnings(
  db: Database,
  userUuid: string,
  currency: Currency,
): Promise<UnwithdrawnEarning[]> {
  const major = (minor: number) => minorToMajor(minor, currency);
  const [spentRow] = await db
    .select({ spent: sql<string | null>`-sum(${ledgerEntries.amountMinor})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userUuid, userUuid),
        inArray(ledgerEntries.reason, ['withdrawal', 'withdrawal_returned']),
      ),
    );
  let spent = Math.max(0, Number(spentRow?.spent ?? 0));
  const earnings = await db
    .select({
      groupSubmissionUuid: ledgerEntries.groupSubmissionUuid,
      amount: sql<string>`sum(${ledgerEntries.amountMinor})`,
      creditedAt: sql<Date>`min(${ledgerEntries.createdAt})`.mapWith((value: string | Date) =>
        value instanceof Date ? value : new Date(value),
      ),
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userUuid, userUuid), inArray(ledgerEntries.reason, ['credit', 'adjustment'])))
    .groupBy(ledgerEntries.groupSubmissionUuid)
    .orderBy(sql`3`, asc(ledgerEntries.groupSubmissionUuid));
  const left: { uuid: string; amount: number; remaining: number; creditedAt: Date }[] = [];
  for (const row of earnings) {
    const amount = Number(row.amount);
    if (amount <= 0) continue;
    const taken = Math.min(spent, amount);
    spent -= taken;
    if (amount - taken > 0) {
      left.push({
        uuid: row.groupSubmissionUuid!,
        amount,
        remaining: amount - taken,
        creditedAt: row.creditedAt,
      });
    }
  }
  if (left.length === 0) return [];
  const details = await db
    .select({
      uuid: groupSubmissions.uuid,
      name: groupSubmissions.name,
      ranking: groupSubmissions.ranking,
      topicUuid: topics.uuid,
      topic: topics.topic,
      beginAt: competitionGroups.beginAt,
      endAt: competitionGroups.endAt,
    })
    .from(groupSubmissions)
    .innerJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
    .innerJoin(topics, eq(topics.uuid, competitionGroups.topicUuid))
    .where(
      inArray(
        groupSubmissions.uuid,
        left.map((item) => item.uuid),
      ),
    );
  const byUuid = new Map(details.map((row) => [row.uuid, row]));
  const utcDate = (at: Date | undefined) => (at ? at.toISOString().slice(0, 10) : '');
  const utcHour = (at: Date | undefined) => (at ? at.toISOString().slice(11, 16) : '');
  return left.map((item) => {
    const detail = byUuid.get(item.uuid);
    return {
      groupSubmissionUuid: item.uuid,
      topicUuid: detail?.topicUuid ?? '',
      topic: detail?.topic ?? '',
      submissionTitle: detail?.name ?? '',
      competitionBeginDate: utcDate(detail?.beginAt),
      competitionBeginHour: utcHour(detail?.beginAt),
      competitionEndDate: utcDate(detail?.endAt),
      competitionEndHour: utcHour(detail?.endAt),
      ranking: detail?.ranking ?? null,
      amount: major(item.amount),
      remainingAmount: major(item.remaining),
      creditedAt: item.creditedAt.toISOString(),
    };
  });
}

/** A request as its owner sees it (signed links to its documents). */
export async function describeWithdrawal(
  db: Database,
  links: FileLinks,
  row: WithdrawalRequestRow,
  now: Date,
): Promise<WithdrawalRequest> {
  const currency = row.currency as Currency;
  const fileUuids = [
    ...row.documentFileUuids,
    ...(row.guardianConsentFileUuid ? [row.guardianConsentFileUuid] : []),
  ];
  const files =
    fileUuids.length > 0
      ? await db.select().from(privateFiles).where(inArray(privateFiles.uuid, fileUuids))
      : [];
  const fileOf = new Map(files.map((file) => [file.uuid, file]));
  const describe = (uuid: string) => {
    const file = fileOf.get(uuid);
    return file ? links.describe(file, now) : null;
  };
  return {
    uuid: row.uuid,
    state: row.state as WithdrawalState,
    amounts: previewToMajor(
      { ...row, withheldMinor: row.incomeTaxMinor + row.localIncomeTaxMinor },
      currency,
    ),
    payeeType: row.payeeType as PayeeType,
    vatRegistered: row.vatRegistered,
    accountHolder: row.accountHolder,
    bankName: row.bankName,
    bankCode: row.bankCode,
    accountNumberMasked: row.accountNumberMasked,
    requestedAt: row.requestedAt.toISOString(),
    expectedPayoutDate: row.expectedPayoutDate,
    paidDate: row.paidDate,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    documents: row.documentFileUuids.map(describe).filter((file) => file !== null),
    guardianConsent: row.guardianConsentFileUuid ? describe(row.guardianConsentFileUuid) : null,
  };
}

export async function listWithdrawals(
  db: Database,
  userUuid: string,
  query: { page: number; size: number; state?: WithdrawalState },
) {
  const where = and(
    eq(withdrawalRequests.userUuid, userUuid),
    query.state ? eq(withdrawalRequests.state, query.state) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(withdrawalRequests).where(where);
  const rows = await db
    .select()
    .from(withdrawalRequests)
    .where(where)
    .orderBy(desc(withdrawalRequests.requestedAt), desc(withdrawalRequests.uuid))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { rows, totalCount: total?.n ?? 0 };
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

/** What a repeat of an Idempotency-Key must say again, as the row stores it, to be the same request. */
export interface WithdrawalTerms {
  grossMinor: number;
  payeeType: PayeeType;
  vatRegistered: boolean;
  accountHolder: string;
  bankName: string;
  /** The bank's code in the deployment's list; absent or null only for requests made without it (tests). */
  bankCode?: string | null;
  /** Normalized (no spaces or hyphens), as stored. */
  accountNumber: string;
  dateOfBirth: string;
  guardianName: string | null;
  guardianPhone: string | null;
}

/** The stored request says the same texts (the documents are compared apart, sameDocuments). */
export function sameTerms(row: WithdrawalRequestRow, terms: WithdrawalTerms): boolean {
  return (
    row.grossMinor === terms.grossMinor &&
    row.payeeType === terms.payeeType &&
    row.vatRegistered === terms.vatRegistered &&
    row.accountHolder === terms.accountHolder &&
    // The bank by its code; a request stored before the list by the name it was given.
    (row.bankCode === null ? row.bankName === terms.bankName : row.bankCode === (terms.bankCode ?? null)) &&
    row.accountNumber === terms.accountNumber &&
    row.dateOfBirth === terms.dateOfBirth &&
    row.guardianName === terms.guardianName &&
    row.guardianPhone === terms.guardianPhone
  );
}

/**
 * The stored request was made with the same documents. A request made before the fingerprint was
 * kept (null) is compared on its texts alone: its documents cannot be hashed again cheaply.
 */
export function sameDocuments(row: WithdrawalRequestRow, fingerprint: string | null): boolean {
  return row.documentsFingerprint === null || row.documentsFingerprint === fingerprint;
}

/** A document as received: its name, and its temporary file and size. */
export interface ReceivedDocument {
  fileName: string;
  path: string;
  size: number;
}

async function sha256OfFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath), hash);
  return hash.digest('hex');
}

/**
 * The documents of a request, in the order they are kept (documents, then the guardian's consent):
 * each one's name, size and SHA-256, hashed together. The files are read once more from their
 * local temporary copy (documents are scans and PDFs, usually a few MB) rather than hashed in the
 * upload stream, which every entry's 1 GB work goes through too; the consent is marked apart so
 * that it cannot pass for a document.
 */
export async function documentsFingerprint(
  documents: readonly ReceivedDocument[],
  consent: ReceivedDocument | null,
): Promise<string> {
  const describe = async (file: ReceivedDocument) => ({
    name: file.fileName,
    size: file.size,
    sha256: await sha256OfFile(file.path),
  });
  const described = {
    documents: await Promise.all(documents.map(describe)),
    consent: consent ? await describe(consent) : null,
  };
  return createHash('sha256').update(JSON.stringify(described)).digest('hex');
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
 * The creator's latest request that was not rejected (a rejected one may have been rejected for its
 * account; the documents' rule, documentsRequired, passes over rejected ones too).
 */
async function lastRequestNotRejected(db: Database, userUuid: string): Promise<WithdrawalRequestRow | null> {
  const [row] = await db
    .select()
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userUuid, userUuid), ne(withdrawalRequests.state, 'rejected')))
    .orderBy(desc(withdrawalRequests.requestedAt), desc(withdrawalRequests.uuid))
    .limit(1);
  return row ?? null;
}

/**
 * GET /api/assets/withdrawals/payout-details: the account of the creator's last request that was
 * not rejected, masked, if it can be used again; and whether documents are on file (the same as
 * the briefing's documentsRequired, inverted). Never the whole number.
 */
export async function payoutDetails(
  db: Database,
  userUuid: string,
  country: Country,
): Promise<PayoutDetails> {
  const last = await lastRequestNotRejected(db, userUuid);
  const kept = last ? keptAccountOf(last, country) : null;
  return {
    account:
      last && kept
        ? {
            requestUuid: kept.requestUuid,
            accountHolder: kept.accountHolder,
            bankCode: kept.bank.code,
            bankName: storedBankName(kept.bank, country),
            accountNumberMasked: kept.accountNumberMasked,
            payeeType: last.payeeType as PayeeType,
            vatRegistered: last.vatRegistered,
            requestedAt: last.requestedAt.toISOString(),
          }
        : null,
    // A request that was not rejected exists exactly when the documents came with one.
    documentsOnFile: last !== null,
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

/** Operator: the request was paid on `paidDate` (YYYY-MM-DD). Only a requested one. */
export async function markPaid(
  db: Database,
  uuid: string,
  paidDate: string,
  now: Date,
): Promise<WithdrawalRequestRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawalRequests)
      .set({ state: 'paid', paidDate, updatedAt: now })
      .where(and(eq(withdrawalRequests.uuid, uuid), eq(withdrawalRequests.state, 'requested')))
      .returning();
    if (!row) {
      const [current] = await tx
        .select({ state: withdrawalRequests.state })
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.uuid, uuid));
      throw new WithdrawalStateError(current?.state ?? null);
    }
    await notify(tx, {
      userUuid: row.userUuid,
      type: 'withdrawal-paid',
      subjectUuid: row.uuid,
      params: { amount: minorToMajor(row.grossMinor, row.currency as Currency), paidDate },
    });
    return row;
  });
}

/** Operator: rejected with a reason; the amount goes back to the balance in the same transaction. */
export async function rejectWithdrawal(
  db: Database,
  uuid: string,
  reason: string,
  now: Date,
): Promise<WithdrawalRequestRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawalRequests)
      .set({ state: 'rejected', rejectedAt: now, rejectionReason: reason, updatedAt: now })
      .where(and(eq(withdrawalRequests.uuid, uuid), eq(withdrawalRequests.state, 'requested')))
      .returning();
    if (!row) {
      const [current] = await tx
        .select({ state: withdrawalRequests.state })
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.uuid, uuid));
      throw new WithdrawalStateError(current?.state ?? null);
    }
    await returnWithdrawal(tx, row.userUuid, row.uuid, row.grossMinor, `rejected: ${reason}`);
    await notify(tx, {
      userUuid: row.userUuid,
      type: 'withdrawal-rejected',
      subjectUuid: row.uuid,
      params: { amount: minorToMajor(row.grossMinor, row.currency as Currency), reason },
    });
    return row;
  });
}
