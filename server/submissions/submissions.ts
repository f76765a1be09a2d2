// Reading entries in the contract's shapes (contract/submissions.ts); the creator's works in groups
// are read by competitions/group-submissions.ts.
// An entry's shown state comes from its stored state, except that a scheduled entry shows its
// group's: waiting (preparing or waiting group), competing, closed. Only the owner ever gets an
// entry (anyone else: null, which the routes answer as 404), with signed links to its files.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SubmissionState } from '../../contract/submission-rules.js';
import type { SubmissionDetail, SubmissionSummary, TimelineEntry } from '../../contract/submissions.js';
import { GroupState, type Topic } from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import {
  competitionGroups,
  conversionJobs,
  groupSubmissions,
  privateFiles,
  submissions,
  type CompetitionGroupRow,
  type PrivateFileRow,
  type SubmissionRow,
} from '../db/schema.js';
import { addBusinessDays, businessDate, type BusinessCalendar } from '../lib/business-days.js';
import { findTopic, isUuid, topicsByUuid } from '../competitions/index.js';
import { pageTotal, totalCountColumn } from '../db/paging.js';
import type { FileLinks, LinkedFile } from '../files/index.js';
import { listReviewComments } from './review-comments.js';

/** Spec §9: review takes 5 business days, scheduling a competition up to 7. */
export const REVIEW_BUSINESS_DAYS = 5;
export const SCHEDULING_BUSINESS_DAYS = 7;

export interface SubmissionReadDeps {
  db: Database;
  links: FileLinks;
  calendar: BusinessCalendar;
  now: () => Date;
}

/** The state a creator sees, as SQL (for filtering and counting in the database). */
export const shownState = sql<SubmissionState>`case when ${submissions.state} = 'scheduled' then (case ${competitionGroups.state} when ${GroupState.Competing} then 'competing' when ${GroupState.Completed} then 'closed' else 'waiting' end) else ${submissions.state} end`;

/** The state a creator (and an operator) sees of an entry in `group` (null: in none). */
export function shownStateOf(
  row: Pick<SubmissionRow, 'state'>,
  group: Pick<CompetitionGroupRow, 'state'> | null,
): SubmissionState {
  if (row.state !== 'scheduled') return row.state;
  if (group?.state === GroupState.Competing) return 'competing';
  if (group?.state === GroupState.Completed) return 'closed';
  return 'waiting';
}

async function filesByUuid(db: Database, uuids: (string | null)[]): Promise<Map<string, PrivateFileRow>> {
  const wanted = [...new Set(uuids.filter((uuid): uuid is string => uuid !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(privateFiles).where(inArray(privateFiles.uuid, wanted));
  return new Map(rows.map((row) => [row.uuid, row]));
}

/** What a list shows of an entry, its group and its thumbnail (summaryOf). */
const summaryColumns = {
  submission: {
    uuid: submissions.uuid,
    topicUuid: submissions.topicUuid,
    title: submissions.title,
    state: submissions.state,
    tType: submissions.tType,
    submittedAt: submissions.submittedAt,
    updatedAt: submissions.updatedAt,
  },
  group: { state: competitionGroups.state },
  thumbnail: {
    uuid: privateFiles.uuid,
    ownerUuid: privateFiles.ownerUuid,
    originalName: privateFiles.originalName,
    size: privateFiles.size,
  },
};

function summaryOf(
  deps: SubmissionReadDeps,
  row: Pick<SubmissionRow, 'uuid' | 'title' | 'state' | 'tType' | 'submittedAt' | 'updatedAt'>,
  group: Pick<CompetitionGroupRow, 'state'> | null,
  topic: Topic,
  thumbnail: LinkedFile,
): SubmissionSummary {
  return {
    uuid: row.uuid,
    mcfTopic: topic,
    title: row.title,
    state: shownStateOf(row, group),
    tType: row.tType === 'video' ? 'video' : 'bcon',
    thumbnail: deps.links.describe(thumbnail, deps.now()),
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The page, its count (paging.ts), its groups and thumbnails in one statement, prepared once
// (db/prepared.ts); the topics come from the public reads' cache. A null state filters nothing.
const submissionPage = preparedPerDatabase('submission_page', (db, name) =>
  db
    .select({ ...summaryColumns, totalCount: totalCountColumn })
    .from(submissions)
    .leftJoin(groupSubmissions, eq(groupSubmissions.submissionUuid, submissions.uuid))
    .leftJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
    .leftJoin(privateFiles, eq(privateFiles.uuid, submissions.thumbnailFileUuid))
    .where(
      and(
        eq(submissions.userUuid, sql.placeholder('userUuid')),
        sql`(${sql.placeholder('state')}::text is null or ${shownState} = ${sql.placeholder('state')})`,
      ),
    )
    .orderBy(desc(submissions.submittedAt), desc(submissions.uuid))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/** GET /api/submission/: the caller's entries, newest first, optionally in one shown state. */
export async function listSubmissions(
  deps: SubmissionReadDeps,
  userUuid: string,
  query: { page: number; size: number; state?: SubmissionState },
): Promise<{ lists: SubmissionSummary[]; totalCount: number }> {
  const { db } = deps;
  const rows = await submissionPage(db).execute({
    userUuid,
    state: query.state ?? null,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  const totalCount = await pageTotal(rows, query.page, () =>
    db
      .select({ n: count() })
      .from(submissions)
      .leftJoin(groupSubmissions, eq(groupSubmissions.submissionUuid, submissions.uuid))
      .leftJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
      .where(
        and(
          eq(submissions.userUuid, userUuid),
          query.state ? sql`${shownState} = ${query.state}` : undefined,
        ),
      ),
  );
  const topics = await topicsByUuid(
    db,
    rows.map((row) => row.submission.topicUuid),
  );
  return {
    lists: rows.map((row) =>
      summaryOf(deps, row.submission, row.group, topics.get(row.submission.topicUuid)!, row.thumbnail!),
    ),
    totalCount,
  };
}

/** The caller's entry with the group it is scheduled in (if any); null when it is not theirs. */
export async function findOwnSubmission(
  db: Database,
  userUuid: string,
  uuid: string,
): Promise<{ submission: SubmissionRow; group: CompetitionGroupRow | null } | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select({ submission: submissions, group: competitionGroups })
    .from(submissions)
    .leftJoin(groupSubmissions, eq(groupSubmissions.submissionUuid, submissions.uuid))
    .leftJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
    .where(and(eq(submissions.uuid, uuid), eq(submissions.userUuid, userUuid)));
  return row ?? null;
}

function timelineOf(
  calendar: BusinessCalendar,
  row: SubmissionRow,
  group: CompetitionGroupRow | null,
): TimelineEntry[] {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  const returned = row.state === 'returned';
  const started =
    group !== null && (group.state === GroupState.Competing || group.state === GroupState.Completed);
  const ended = group?.state === GroupState.Completed;
  const dayOf = (date: Date) => businessDate(date, calendar.timeZone);
  // Scheduling is promised from the project files on (spec §9: up to 7 business days).
  const schedulingFrom = row.projectFileAt;
  return [
    { step: 'submitted', at: iso(row.submittedAt), expectedBy: null },
    {
      step: 'reviewed',
      at: iso(row.reviewedAt),
      expectedBy: row.reviewedAt ? null : addBusinessDays(row.submittedAt, REVIEW_BUSINESS_DAYS, calendar),
    },
    { step: 'projectFiles', at: returned ? null : iso(row.projectFileAt), expectedBy: null },
    { step: 'converted', at: iso(row.convertedAt), expectedBy: null },
    {
      step: 'scheduled',
      at: iso(row.scheduledAt),
      expectedBy:
        row.scheduledAt || !schedulingFrom || returned
          ? null
          : addBusinessDays(schedulingFrom, SCHEDULING_BUSINESS_DAYS, calendar),
    },
    {
      step: 'competing',
      at: started && group ? iso(group.beginAt) : null,
      expectedBy: group && !started ? dayOf(group.beginAt) : null,
    },
    {
      step: 'closed',
      at: ended && group ? iso(group.endAt) : null,
      expectedBy: group && !ended ? dayOf(group.endAt) : null,
    },
  ];
}

/** GET /api/submission/{uuid}: the caller's entry in full; null when it is not theirs. */
export async function getSubmissionDetail(
  deps: SubmissionReadDeps,
  userUuid: string,
  uuid: string,
): Promise<SubmissionDetail | null> {
  const found = await findOwnSubmission(deps.db, userUuid, uuid);
  if (!found) return null;
  return describeSubmission(deps, found.submission, found.group);
}

export async function describeSubmission(
  deps: SubmissionReadDeps,
  row: SubmissionRow,
  group: CompetitionGroupRow | null,
): Promise<SubmissionDetail> {
  const { db, links } = deps;
  const now = deps.now();
  const files = await filesByUuid(db, [
    row.workFileUuid,
    row.thumbnailFileUuid,
    row.projectFileUuid,
    row.deliveryFileUuid,
    row.posterFileUuid,
  ]);
  const topic = (await findTopic(db, row.topicUuid))!;
  const link = (uuid: string | null) => {
    const file = uuid ? files.get(uuid) : undefined;
    return file ? links.describe(file, now) : null;
  };
  return {
    ...summaryOf(deps, row, group, topic, files.get(row.thumbnailFileUuid)!),
    description: row.description,
    work: link(row.workFileUuid)!,
    delivery: link(row.deliveryFileUuid),
    poster: link(row.posterFileUuid),
    projectFile: link(row.projectFileUuid),
    returnReason: row.state === 'returned' ? row.returnReason : null,
    projectFileRequested: row.state === 'approved' && row.projectFileUuid === null,
    timeline: timelineOf(deps.calendar, row, group),
    groupUuid: group?.uuid ?? null,
    // The reviewer's remarks are part of the decision: shown once the entry is reviewed.
    reviewComments:
      row.state === 'reviewing'
        ? []
        : (await listReviewComments(db, row.uuid)).map(({ uuid, atMs, body }) => ({ uuid, atMs, body })),
  };
}

/** The operator's view of a conversion (show-submission): the job's state and last error. */
export async function conversionJobOf(db: Database, uuid: string) {
  const [job] = await db.select().from(conversionJobs).where(eq(conversionJobs.submissionUuid, uuid));
  return job ?? null;
}
