// The creator's asset views (spec §7 "Assets"; issue 10): the briefing with its chart, the
// earnings not yet withdrawn, their withdrawal requests as they see them, and the account of the
// last request to pay into again (issue 19). Reads only: the requests are made and decided in
// withdrawals.ts. Every amount is read in integer minor units and converted to the major unit for
// JSON at the very end.
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  EARNINGS_CHART_MONTHS,
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
import { storedBankName } from '../../contract/banks.js';
import {
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
import {
  competitionGroups,
  groupSubmissions,
  ledgerEntries,
  privateFiles,
  topics,
  withdrawalRequests,
  type WithdrawalRequestRow,
} from '../db/schema.js';
import { businessDate } from '../lib/business-days.js';
import type { FileLinks } from '../files/index.js';
import { expectedPayoutDate, keptAccountOf, type MoneySettings } from './withdrawals.js';

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
