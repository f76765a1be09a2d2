// What the operator commands read of the creators' entries (ops/submissions.ts): the list with
// each entry's conversion, one entry in full with its creator, group, conversion and files, the
// facts of a mail to its creator, and entries by uuid. The state shown is the one the creator sees
// (submissions.ts shownState): a scheduled entry shows its group's.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SubmissionState } from '../../contract/submission-rules.js';
import type { Database } from '../db/client.js';
import {
  competitionGroups,
  conversionJobs,
  groupSubmissions,
  submissions,
  users,
  type PrivateFileRow,
  type SubmissionRow,
} from '../db/schema.js';
import { findPrivateFile } from '../files/index.js';
import { conversionJobOf, shownState, shownStateOf } from './submissions.js';

/** One entry, or null when there is none. */
export async function findSubmission(db: Database, uuid: string): Promise<SubmissionRow | null> {
  const [row] = await db.select().from(submissions).where(eq(submissions.uuid, uuid));
  return row ?? null;
}

/** The entries of `uuids` that exist, in no particular order. */
export async function findSubmissions(db: Database, uuids: readonly string[]): Promise<SubmissionRow[]> {
  if (uuids.length === 0) return [];
  return db
    .select()
    .from(submissions)
    .where(inArray(submissions.uuid, [...uuids]));
}

/** What a mail about entry `uuid` needs: its title and language, and its creator's address. */
export async function entryMailFacts(
  db: Database,
  uuid: string,
): Promise<{ title: string; language: string; to: string; userUuid: string } | null> {
  const [row] = await db
    .select({
      title: submissions.title,
      language: submissions.language,
      to: users.userId,
      userUuid: users.uuid,
    })
    .from(submissions)
    .innerJoin(users, eq(users.uuid, submissions.userUuid))
    .where(eq(submissions.uuid, uuid));
  return row ?? null;
}

export interface ListedSubmission {
  uuid: string;
  state: SubmissionState;
  conversion: string | null;
  conversionAttempts: number | null;
  conversionError: string | null;
  converted: boolean;
  title: string;
  creator: string;
  topicUuid: string;
  submittedAt: string;
}

/**
 * list-submissions: entries newest first, at most `limit`, optionally in one shown state or with
 * one conversion state. The shown state is filtered in SQL, with the limit.
 */
export async function listSubmissionsForOperator(
  db: Database,
  filter: { state?: string; conversion?: string; limit: number },
): Promise<ListedSubmission[]> {
  const rows = await db
    .select({
      entry: submissions,
      userId: users.userId,
      groupState: competitionGroups.state,
      job: conversionJobs.state,
      attempts: conversionJobs.attempts,
      lastError: conversionJobs.lastError,
    })
    .from(submissions)
    .innerJoin(users, eq(users.uuid, submissions.userUuid))
    .leftJoin(groupSubmissions, eq(groupSubmissions.submissionUuid, submissions.uuid))
    .leftJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
    .leftJoin(conversionJobs, eq(conversionJobs.submissionUuid, submissions.uuid))
    .where(
      and(
        filter.state ? sql`${shownState} = ${filter.state}` : undefined,
        filter.conversion ? eq(conversionJobs.state, filter.conversion) : undefined,
      ),
    )
    .orderBy(desc(submissions.submittedAt))
    .limit(filter.limit);
  return rows.map((row) => ({
    uuid: row.entry.uuid,
    state: shownStateOf(row.entry, row.groupState === null ? null : { state: row.groupState }),
    conversion: row.job,
    conversionAttempts: row.attempts,
    conversionError: row.lastError,
    converted: row.entry.convertedAt !== null,
    title: row.entry.title,
    creator: row.userId,
    topicUuid: row.entry.topicUuid,
    submittedAt: row.entry.submittedAt.toISOString(),
  }));
}

/** The labels of an entry's files, in the order show-submission lists them. */
export const ENTRY_FILE_LABELS = ['work', 'thumbnail', 'projectFile', 'delivery', 'poster'] as const;

export interface SubmissionOverview {
  row: SubmissionRow;
  state: SubmissionState;
  /** The creator's login id (null when the account is gone). */
  creator: string | null;
  group: { groupUuid: string; state: number } | null;
  conversion: { state: string; attempts: number; lastError: string | null } | null;
  files: { label: (typeof ENTRY_FILE_LABELS)[number]; file: PrivateFileRow | null }[];
}

/** show-submission: entry `uuid` with its creator, group, conversion and files; null when none. */
export async function submissionOverview(db: Database, uuid: string): Promise<SubmissionOverview | null> {
  const row = await findSubmission(db, uuid);
  if (!row) return null;
  const [creator] = await db.select({ userId: users.userId }).from(users).where(eq(users.uuid, row.userUuid));
  const [placed] = await db
    .select({ groupUuid: groupSubmissions.groupUuid, state: competitionGroups.state })
    .from(groupSubmissions)
    .innerJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
    .where(eq(groupSubmissions.submissionUuid, uuid));
  const job = await conversionJobOf(db, uuid);
  const fileUuids = {
    work: row.workFileUuid,
    thumbnail: row.thumbnailFileUuid,
    projectFile: row.projectFileUuid,
    delivery: row.deliveryFileUuid,
    poster: row.posterFileUuid,
  };
  const files: SubmissionOverview['files'] = [];
  for (const label of ENTRY_FILE_LABELS) {
    const fileUuid = fileUuids[label];
    files.push({ label, file: fileUuid ? await findPrivateFile(db, fileUuid) : null });
  }
  return {
    row,
    state: shownStateOf(row, placed ?? null),
    creator: creator?.userId ?? null,
    group: placed ?? null,
    conversion: job ? { state: job.state, attempts: job.attempts, lastError: job.lastError } : null,
    files,
  };
}
