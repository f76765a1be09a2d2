// What the operator console reads of the withdrawal requests (issue 21): the list with the
// creator's view of each (signed links to the documents, the account masked), the whole account
// number on an explicit reveal, and the CSV of a bank transfer batch.
import { stringify } from 'csv-stringify/sync';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { WithdrawalState } from '../../contract/asset-rules.js';
import { minorToDecimalText, type Currency } from '../../contract/money-rules.js';
import type { OperatorWithdrawal } from '../../contract/operator.js';
import type { Database } from '../db/client.js';
import { users, withdrawalRequests } from '../db/schema.js';
import type { FileLinks } from '../files/index.js';
import { describeWithdrawal } from './asset-views.js';
import { plainText } from './statement.js';

/** Requests, oldest first (the waiting ones are paid in that order), optionally in one state. */
export async function listWithdrawalsForConsole(
  db: Database,
  links: FileLinks,
  query: { page: number; size: number; state?: WithdrawalState },
  now: Date,
): Promise<{ lists: OperatorWithdrawal[]; totalCount: number }> {
  const where = query.state ? eq(withdrawalRequests.state, query.state) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: withdrawalRequests, email: users.userId, name: users.userName })
      .from(withdrawalRequests)
      .innerJoin(users, eq(users.uuid, withdrawalRequests.userUuid))
      .where(where)
      .orderBy(asc(withdrawalRequests.requestedAt))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(withdrawalRequests).where(where),
  ]);
  const lists = await Promise.all(
    rows.map(async ({ request, email, name }) => ({
      ...(await describeWithdrawal(db, links, request, now)),
      creatorEmail: email,
      creatorName: name,
      language: request.language,
      minor: request.guardianName !== null,
      guardianName: request.guardianName,
    })),
  );
  return { lists, totalCount: total?.value ?? 0 };
}

/** The whole account number of a request; null when there is no such request. */
export async function withdrawalAccountNumber(db: Database, uuid: string): Promise<string | null> {
  const [row] = await db
    .select({ accountNumber: withdrawalRequests.accountNumber })
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.uuid, uuid));
  return row?.accountNumber ?? null;
}

export const TRANSFER_BATCH_COLUMNS = [
  'request',
  'creator',
  'accountHolder',
  'bankCode',
  'bankName',
  'accountNumber',
  'netAmount',
  'currency',
  'requestedAt',
  'expectedPayoutDate',
] as const;

/**
 * The CSV of the chosen requests still waiting to be paid, for the bank's transfer batch: whole
 * account numbers, net amounts as decimal text. Answers the requests it holds (a paid or rejected
 * one is left out).
 */
export async function exportWithdrawalsCsv(
  db: Database,
  uuids: readonly string[],
): Promise<{ csv: string; uuids: string[] }> {
  const rows = await db
    .select({ request: withdrawalRequests, email: users.userId })
    .from(withdrawalRequests)
    .innerJoin(users, eq(users.uuid, withdrawalRequests.userUuid))
    .where(and(inArray(withdrawalRequests.uuid, [...uuids]), eq(withdrawalRequests.state, 'requested')))
    .orderBy(asc(withdrawalRequests.requestedAt));
  const csv = stringify(
    [
      [...TRANSFER_BATCH_COLUMNS],
      ...rows.map(({ request, email }) => [
        request.uuid,
        email,
        plainText(request.accountHolder),
        request.bankCode ?? '',
        plainText(request.bankName),
        request.accountNumber,
        minorToDecimalText(request.netMinor, request.currency as Currency),
        request.currency,
        request.requestedAt.toISOString(),
        request.expectedPayoutDate,
      ]),
    ],
    { bom: true, record_delimiter: 'windows' },
  );
  return { csv, uuids: rows.map(({ request }) => request.uuid) };
}
