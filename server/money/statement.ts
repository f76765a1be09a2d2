// The earnings statement (issue 18; contract/assets.ts STATEMENT_COLUMNS): one CSV row per ledger
// line of a creator, oldest first, with the job, entry and group of an earnings line and the taxes
// of a withdrawal. Amounts stay integer minor units until they are written as decimal text.
import { stringify } from 'csv-stringify/sync';
import { asc, eq } from 'drizzle-orm';
import { STATEMENT_COLUMNS, type StatementColumn, type StatementState } from '../../contract/assets.js';
import { minorToDecimalText, type Currency } from '../../contract/money-rules.js';
import type { Database } from '../db/client.js';
import {
  competitionGroups,
  groupSubmissions,
  ledgerEntries,
  topics,
  withdrawalRequests,
  type LedgerReason,
} from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import { statementHeader, statementState } from './statement-texts.js';
import { businessDate } from '../lib/business-days.js';
import type { MoneySettings } from './withdrawals.js';

export interface StatementLine {
  date: string;
  job: string;
  entry: string;
  group: string;
  grossMinor: number;
  vatMinor: number;
  withheldMinor: number;
  netMinor: number;
  state: StatementState;
}

const EARNING_STATES: Record<Exclude<LedgerReason, 'withdrawal'>, StatementState> = {
  credit: 'credited',
  adjustment: 'corrected',
  withdrawal_returned: 'returned',
};

/** Every ledger line of `userUuid`, oldest first (index ledger_entries_user_created_idx). */
export async function statementLines(
  db: Database,
  userUuid: string,
  money: Pick<MoneySettings, 'timeZone'>,
): Promise<StatementLine[]> {
  const rows = await db
    .select({
      reason: ledgerEntries.reason,
      amountMinor: ledgerEntries.amountMinor,
      createdAt: ledgerEntries.createdAt,
      entry: groupSubmissions.name,
      job: topics.topic,
      beginAt: competitionGroups.beginAt,
      endAt: competitionGroups.endAt,
      withdrawalState: withdrawalRequests.state,
      vatMinor: withdrawalRequests.vatMinor,
      incomeTaxMinor: withdrawalRequests.incomeTaxMinor,
      localIncomeTaxMinor: withdrawalRequests.localIncomeTaxMinor,
      netMinor: withdrawalRequests.netMinor,
    })
    .from(ledgerEntries)
    .leftJoin(groupSubmissions, eq(groupSubmissions.uuid, ledgerEntries.groupSubmissionUuid))
    .leftJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
    .leftJoin(topics, eq(topics.uuid, competitionGroups.topicUuid))
    .leftJoin(withdrawalRequests, eq(withdrawalRequests.uuid, ledgerEntries.withdrawalUuid))
    .where(eq(ledgerEntries.userUuid, userUuid))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.uuid));

  const day = (at: Date) => businessDate(at, money.timeZone);
  return rows.map((row) => {
    const base = {
      date: day(row.createdAt),
      job: row.job ?? '',
      entry: row.entry ?? '',
      group: row.beginAt && row.endAt ? `${day(row.beginAt)} – ${day(row.endAt)}` : '',
      grossMinor: row.amountMinor,
    };
    const reason = row.reason as LedgerReason;
    if (reason !== 'withdrawal') {
      return {
        ...base,
        vatMinor: 0,
        withheldMinor: 0,
        netMinor: row.amountMinor,
        state: EARNING_STATES[reason],
      };
    }
    const state = (row.withdrawalState ?? 'requested') as 'requested' | 'paid' | 'rejected';
    // A rejected request paid nothing: its amount comes back on a line of its own.
    const paid = state !== 'rejected';
    return {
      ...base,
      vatMinor: paid ? (row.vatMinor ?? 0) : 0,
      withheldMinor: paid ? (row.incomeTaxMinor ?? 0) + (row.localIncomeTaxMinor ?? 0) : 0,
      netMinor: paid ? (row.netMinor ?? 0) : 0,
      state,
    };
  });
}

/**
 * A name as text a spreadsheet will not run: one starting like a formula (= + - @, tab, return)
 * gets a leading apostrophe (OWASP "CSV injection"); entry titles are typed by creators.
 */
export function plainText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The CSV text: a UTF-8 byte order mark (spreadsheet programs then read Korean correctly), the
 * header row in `language`, one row per line; amounts as plain decimal text of `currency`.
 */
export function statementCsv(lines: StatementLine[], language: Language, currency: Currency): string {
  const amount = (minor: number) => minorToDecimalText(minor, currency);
  const cells: Record<StatementColumn, (line: StatementLine) => string> = {
    date: (line) => line.date,
    job: (line) => plainText(line.job),
    entry: (line) => plainText(line.entry),
    group: (line) => line.group,
    gross: (line) => amount(line.grossMinor),
    vat: (line) => amount(line.vatMinor),
    withheld: (line) => amount(line.withheldMinor),
    net: (line) => amount(line.netMinor),
    state: (line) => statementState(line.state, language),
  };
  return stringify(
    [
      statementHeader(STATEMENT_COLUMNS, language, currency),
      ...lines.map((line) => STATEMENT_COLUMNS.map((column) => cells[column](line))),
    ],
    { bom: true, record_delimiter: 'windows' },
  );
}
