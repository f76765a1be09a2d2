// Production counts as the mobile app reports them (operator command record-production): one
// report a row, counted by the next statistics run (statistics.ts). A report id makes a repeated
// report change nothing.
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../contract/error-codes.js';
import { z } from 'zod';
import { GroupState, PRODUCTION_COUNT_MAX } from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import { competitionGroups, groupSubmissions, productionReports } from '../db/schema.js';
import { invalidatePublicReads } from '../lib/public-cache.js';
import { check, CompetitionInputError } from './competition-input.js';
import { isUuid } from './competition-views.js';

/** A report may come from a phone whose clock is a little ahead. */
const CLOCK_SKEW_MS = 5 * 60_000;

const reportSchema = z.object({
  groupSubmissionUuid: z.string().refine(isUuid, 'not a uuid'),
  count: z.number().int().min(1).max(PRODUCTION_COUNT_MAX),
  producedAt: z.date().optional(),
  reportId: z.string().trim().min(1).max(200).optional(),
});
export type ProductionReportInput = z.input<typeof reportSchema>;

export interface RecordedReport {
  /** False when a report with this reportId was recorded before (nothing changed). */
  recorded: boolean;
  groupUuid: string;
  groupState: number;
  /** The group's results are final: only `run-statistics --group` counts this report. */
  final: boolean;
  producedAt: Date;
}

/**
 * Records `count` productions of a work made at `producedAt` (default now), as the mobile app
 * reports them. The next statistics run counts it. Only a competing or completed group's works
 * are produced, and only inside the group's period.
 */
export async function recordProduction(
  db: Database,
  input: ProductionReportInput,
  now: Date,
): Promise<RecordedReport> {
  const values = check(reportSchema, input);
  const producedAt = values.producedAt ?? now;
  if (Number.isNaN(producedAt.getTime())) throw new CompetitionInputError('the time is not valid');
  const [entry] = await db
    .select({
      groupUuid: competitionGroups.uuid,
      state: competitionGroups.state,
      beginAt: competitionGroups.beginAt,
      endAt: competitionGroups.endAt,
      finalStatisticsAt: competitionGroups.finalStatisticsAt,
    })
    .from(groupSubmissions)
    .innerJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
    .where(eq(groupSubmissions.uuid, values.groupSubmissionUuid));
  if (!entry)
    throw new CompetitionInputError(`no group entry ${values.groupSubmissionUuid}`, ErrorCode.NotFound);
  if (entry.state !== GroupState.Competing && entry.state !== GroupState.Completed) {
    throw new CompetitionInputError(
      `the group has not begun (it competes from ${entry.beginAt.toISOString()} to ${entry.endAt.toISOString()})`,
      ErrorCode.ProductionTimeInvalid,
    );
  }
  if (producedAt < entry.beginAt || producedAt >= entry.endAt) {
    throw new CompetitionInputError(
      `${producedAt.toISOString()} is outside the group's period (${entry.beginAt.toISOString()} to ${entry.endAt.toISOString()})`,
      ErrorCode.ProductionTimeInvalid,
    );
  }
  if (producedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw new CompetitionInputError(
      `${producedAt.toISOString()} is in the future`,
      ErrorCode.ProductionTimeInvalid,
    );
  }

  const inserted = await db
    .insert(productionReports)
    .values({
      groupSubmissionUuid: values.groupSubmissionUuid,
      count: values.count,
      producedAt,
      receivedAt: now,
      reportId: values.reportId ?? null,
    })
    .onConflictDoNothing({ target: productionReports.reportId })
    .returning({ id: productionReports.id });
  if (inserted.length > 0) await invalidatePublicReads(db, 'competitions');
  if (inserted.length === 0) {
    const [earlier] = await db
      .select({ entry: productionReports.groupSubmissionUuid })
      .from(productionReports)
      .where(eq(productionReports.reportId, values.reportId!));
    if (earlier?.entry !== values.groupSubmissionUuid) {
      throw new CompetitionInputError(`report id ${values.reportId} was used for another entry`);
    }
  }
  return {
    recorded: inserted.length > 0,
    groupUuid: entry.groupUuid,
    groupState: entry.state,
    final: entry.finalStatisticsAt !== null,
    producedAt,
  };
}
