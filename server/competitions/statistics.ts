// The statistics run (spec §9: daily at 01:00 business time, one hour after competitions end at
// midnight; also on demand). For every competing group and every completed group whose results are
// not final yet, in one transaction per group: each work's production count (the reports made
// inside the group's period, up to the run's clock), its ranking (ties share a rank), its ratio of
// the group's total, its secured amount (the topic's reward split so that it adds up exactly), and
// the group's total and competition_update_at. A completed group's first run makes it final.
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql, sum } from 'drizzle-orm';
import type { Currency } from '../../contract/money-rules.js';
import { GroupState } from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import {
  competitionGroups,
  groupSubmissions,
  productionReports,
  statisticsRuns,
  topics,
} from '../db/schema.js';
import { groupStatistics } from './competition-math.js';
import { notifyGroupEntries } from '../notifications/index.js';
import { creditGroupResults } from '../money/index.js';
import { advanceGroupStates, type AdvanceResult } from './lifecycle.js';
import { invalidatePublicReads } from '../lib/public-cache.js';

export type StatisticsTrigger = 'schedule' | 'ops' | 'seed';

/** The daily run's hour in the business time zone (spec §9). */
export const STATISTICS_HOUR = 1;

export interface StatisticsRunOptions {
  now: Date;
  trigger: StatisticsTrigger;
  /** Recompute these groups too, even when their results are final (a late report). */
  alsoGroups?: readonly string[];
  /**
   * The deployment's currency (CURRENCY; KRW unless set): a completed group's results are credited
   * to the creators' ledgers in its minor units (money/ledger.ts), in the group's transaction.
   */
  currency?: Currency;
}

export interface StatisticsRunResult {
  ranAt: Date;
  advanced: AdvanceResult;
  /** The groups updated. */
  groupUuids: string[];
}

export async function runStatistics(
  db: Database,
  options: StatisticsRunOptions,
): Promise<StatisticsRunResult> {
  const { now } = options;
  const advanced = await advanceGroupStates(db, now);
  const forced = [...new Set(options.alsoGroups ?? [])];

  const due = await db
    .select({ uuid: competitionGroups.uuid })
    .from(competitionGroups)
    .where(
      or(
        eq(competitionGroups.state, GroupState.Competing),
        and(eq(competitionGroups.state, GroupState.Completed), isNull(competitionGroups.finalStatisticsAt)),
        forced.length > 0
          ? and(
              inArray(competitionGroups.uuid, forced),
              inArray(competitionGroups.state, [GroupState.Competing, GroupState.Completed]),
            )
          : undefined,
      ),
    )
    .orderBy(asc(competitionGroups.beginAt), asc(competitionGroups.uuid));

  const groupUuids: string[] = [];
  for (const { uuid } of due) {
    const updated = await updateGroupStatistics(
      db,
      uuid,
      now,
      forced.includes(uuid),
      options.currency ?? 'KRW',
      `statistics run (${options.trigger}) at ${now.toISOString()}`,
    );
    if (updated) groupUuids.push(uuid);
  }
  await db
    .insert(statisticsRuns)
    .values({ trigger: options.trigger, ranAt: now, groupCount: groupUuids.length });
  if (groupUuids.length > 0) await invalidatePublicReads(db, 'competitions');
  return { ranAt: now, advanced, groupUuids };
}

/** One group, in one transaction. False when the group no longer needs it. */
async function updateGroupStatistics(
  db: Database,
  groupUuid: string,
  now: Date,
  force: boolean,
  currency: Currency,
  note: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({
        state: competitionGroups.state,
        beginAt: competitionGroups.beginAt,
        endAt: competitionGroups.endAt,
        finalStatisticsAt: competitionGroups.finalStatisticsAt,
        reward: topics.maxAmount,
      })
      .from(competitionGroups)
      .innerJoin(topics, eq(topics.uuid, competitionGroups.topicUuid))
      .where(eq(competitionGroups.uuid, groupUuid))
      .for('update', { of: competitionGroups });
    if (!group) return false;
    const competing = group.state === GroupState.Competing;
    const completed = group.state === GroupState.Completed;
    if (!competing && !(completed && (group.finalStatisticsAt === null || force))) return false;

    const entries = await tx
      .select({ uuid: groupSubmissions.uuid })
      .from(groupSubmissions)
      .where(eq(groupSubmissions.groupUuid, groupUuid))
      .orderBy(asc(groupSubmissions.position));
    const totals = await tx
      .select({
        uuid: productionReports.groupSubmissionUuid,
        total: sum(productionReports.count).mapWith(Number),
      })
      .from(productionReports)
      .innerJoin(groupSubmissions, eq(groupSubmissions.uuid, productionReports.groupSubmissionUuid))
      .where(
        and(
          eq(groupSubmissions.groupUuid, groupUuid),
          gte(productionReports.producedAt, group.beginAt),
          lt(productionReports.producedAt, group.endAt),
          lte(productionReports.producedAt, now),
        ),
      )
      .groupBy(productionReports.groupSubmissionUuid);
    const countOf = new Map(totals.map((row) => [row.uuid, row.total]));
    const counts = entries.map((entry) => countOf.get(entry.uuid) ?? 0);
    // In entry order: a unit of the reward left over between equal shares goes to the earlier entry.
    const results = groupStatistics(group.reward, counts);

    for (const [index, entry] of entries.entries()) {
      const result = results.entries[index]!;
      await tx
        .update(groupSubmissions)
        .set({
          countOfOrder: counts[index]!,
          ranking: result.ranking,
          ratioBasisPoints: result.ratioBasisPoints,
          accumulationAmount: result.accumulationAmount,
        })
        .where(eq(groupSubmissions.uuid, entry.uuid));
    }
    await tx
      .update(competitionGroups)
      .set({
        countOfOrder: results.total,
        competitionUpdateAt: now,
        finalStatisticsAt: completed ? now : null,
      })
      .where(eq(competitionGroups.uuid, groupUuid));
    // Final results: each creator's secured amount credited once; a recomputation adjusts it.
    if (completed) {
      await creditGroupResults(tx, groupUuid, currency, note);
      // group-completed belongs here, not to the clock's move to completed (lifecycle.ts): only
      // this run makes the rank and the secured amount final. A forced recomputation later writes
      // no second notification (the unique index); the first one keeps the figures it was told.
      await notifyGroupEntries(tx, [groupUuid], 'group-completed');
    }
    return true;
  });
}

/** The time of the latest run at or after `since`, or null. */
export async function latestRunSince(db: Database, since: Date): Promise<Date | null> {
  const [row] = await db
    .select({ ranAt: sql<Date>`max(${statisticsRuns.ranAt})`.mapWith(statisticsRuns.ranAt) })
    .from(statisticsRuns)
    .where(gte(statisticsRuns.ranAt, since));
  return row?.ranAt ?? null;
}
