// The money ledger (issue 10; CONTRACT.md "Money"): rows in integer minor units, a balance is their
// sum. This module writes every row: credits from a group's final results (called by the statistics
// run inside its per-group transaction), withdrawal debits and returns, and reads balances (and,
// for the operator's show-ledger, a creator's every line).
//
// Concurrency: every write that can lower a balance runs in a transaction that first locks the
// creator's users row (SELECT … FOR UPDATE), then inserts its debit with a conditional
// INSERT … SELECT … WHERE balance >= amount; so two requests for one balance are serialised on
// PostgreSQL (PGlite has one connection anyway) and the balance never goes below zero through a
// withdrawal. Credits only raise a balance and need no lock; each group submission is credited once
// (partial unique index) and a recomputed group writes the difference as an adjustment. A credit
// tells its creator (earnings-credited) in the same transaction.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { CURRENCY_SETTINGS, type Currency } from '../../contract/money-rules.js';
import type { Database } from '../db/client.js';
import {
  competitionGroups,
  groupSubmissions,
  ledgerEntries,
  topics,
  users,
  type LedgerEntryRow,
} from '../db/schema.js';
import { notify } from '../notifications/index.js';

/** Minor units per whole currency unit (won: 1; dollars: 100). */
export function minorFactor(currency: Currency): number {
  return 10 ** CURRENCY_SETTINGS[currency].minorDigits;
}

export interface CreditResult {
  credited: number;
  adjusted: number;
}

/**
 * Credits a group's final results: each group submission with a creator gets its secured amount
 * (group_submissions.accumulation_amount, whole currency units) once; when a recomputation changed
 * it, the difference is written as an adjustment. Idempotent: a rerun with the same results writes
 * nothing. Runs inside the caller's transaction (the statistics run holds the group's row lock).
 */
export async function creditGroupResults(
  tx: Database,
  groupUuid: string,
  currency: Currency,
  note: string,
): Promise<CreditResult> {
  const factor = minorFactor(currency);
  const entries = await tx
    .select({
      uuid: groupSubmissions.uuid,
      userUuid: groupSubmissions.userUuid,
      amount: groupSubmissions.accumulationAmount,
      title: groupSubmissions.name,
      topic: topics.topic,
    })
    .from(groupSubmissions)
    .innerJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
    .innerJoin(topics, eq(topics.uuid, competitionGroups.topicUuid))
    .where(eq(groupSubmissions.groupUuid, groupUuid))
    .orderBy(asc(groupSubmissions.position));
  const owned = entries.filter((entry) => entry.userUuid !== null);
  if (owned.length === 0) return { credited: 0, adjusted: 0 };
  const existing = await tx
    .select({
      groupSubmissionUuid: ledgerEntries.groupSubmissionUuid,
      total: sql<string>`sum(${ledgerEntries.amountMinor})`,
      credits: sql<number>`count(*) filter (where ${ledgerEntries.reason} = 'credit')`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(
      and(
        inArray(
          ledgerEntries.groupSubmissionUuid,
          owned.map((entry) => entry.uuid),
        ),
        inArray(ledgerEntries.reason, ['credit', 'adjustment']),
      ),
    )
    .groupBy(ledgerEntries.groupSubmissionUuid);
  const byEntry = new Map(existing.map((row) => [row.groupSubmissionUuid, row]));
  const result: CreditResult = { credited: 0, adjusted: 0 };
  for (const entry of owned) {
    const target = (entry.amount ?? 0) * factor;
    const before = byEntry.get(entry.uuid);
    const sumSoFar = before ? Number(before.total) : 0;
    if (!before || before.credits === 0) {
      if (target <= 0 && sumSoFar === 0) continue;
      if (sumSoFar === 0) {
        const inserted = await tx
          .insert(ledgerEntries)
          .values({
            userUuid: entry.userUuid!,
            reason: 'credit',
            amountMinor: target,
            groupSubmissionUuid: entry.uuid,
            note,
          })
          .onConflictDoNothing()
          .returning({ uuid: ledgerEntries.uuid });
        if (inserted.length > 0) {
          result.credited += 1;
          // Told once, with the credit (an adjustment later is not news of its own).
          await notify(tx, {
            userUuid: entry.userUuid!,
            type: 'earnings-credited',
            subjectUuid: entry.uuid,
            params: { title: entry.title, topic: entry.topic, amount: entry.amount ?? 0 },
          });
        }
        continue;
      }
    }
    const difference = target - sumSoFar;
    if (difference === 0) continue;
    await tx.insert(ledgerEntries).values({
      userUuid: entry.userUuid!,
      reason: 'adjustment',
      amountMinor: difference,
      groupSubmissionUuid: entry.uuid,
      note,
    });
    result.adjusted += 1;
  }
  return result;
}

/** The balance of a creator, in minor units. */
export async function balanceMinor(db: Database, userUuid: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerEntries.amountMinor})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userUuid, userUuid));
  return Number(row?.total ?? 0);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Operator (show-ledger): the creator `who` names (their uuid or login email, any case) and every
 * line of their ledger, oldest first; null when no creator has that uuid or email.
 */
export async function creatorLedger(
  db: Database,
  who: string,
): Promise<{ user: { uuid: string; userId: string }; entries: LedgerEntryRow[] } | null> {
  const [user] = await db
    .select({ uuid: users.uuid, userId: users.userId })
    .from(users)
    .where(
      UUID.test(who)
        ? or(eq(users.uuid, who.toLowerCase()), eq(users.userId, who.toLowerCase()))
        : eq(users.userId, who.toLowerCase()),
    );
  if (!user) return null;
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userUuid, user.uuid))
    .orderBy(asc(ledgerEntries.createdAt), desc(ledgerEntries.reason));
  return { user, entries };
}

/** Locks the creator's row for the rest of the transaction: one balance-lowering write at a time. */
export async function lockCreator(tx: Database, userUuid: string): Promise<boolean> {
  const rows = await tx
    .select({ uuid: users.uuid })
    .from(users)
    .where(eq(users.uuid, userUuid))
    .for('update');
  return rows.length > 0;
}

/**
 * The withdrawal's debit, only if the balance covers it (in the same statement as the check).
 * False when it does not. Call after lockCreator in the same transaction.
 */
export async function debitIfCovered(
  tx: Database,
  userUuid: string,
  withdrawalUuid: string,
  amountMinor: number,
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into ledger_entries (user_uuid, reason, amount_minor, withdrawal_uuid, note)
    select ${userUuid}, 'withdrawal', ${-amountMinor}, ${withdrawalUuid}, 'withdrawal request'
    where (select coalesce(sum(amount_minor), 0) from ledger_entries where user_uuid = ${userUuid})
      >= ${amountMinor}
    returning uuid`);
  return rowsOf(result).length === 1;
}

/** A rejected withdrawal's amount given back (once: the partial unique index). */
export async function returnWithdrawal(
  tx: Database,
  userUuid: string,
  withdrawalUuid: string,
  amountMinor: number,
  note: string,
): Promise<void> {
  await tx.insert(ledgerEntries).values({
    userUuid,
    reason: 'withdrawal_returned',
    amountMinor,
    withdrawalUuid,
    note,
  });
}

/** Rows of db.execute on either driver (node-postgres gives { rows }, PGlite too). */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
