// Reading entries and the creator's works in groups in the contract's shapes (contract/submissions.ts).
// An entry's shown state comes from its stored state, except that a scheduled entry shows its
// group's: waiting (preparing or waiting group), competing, closed. Only the owner ever gets an
// entry (anyone else: null, which the routes answer as 404), with signed links to its files.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SubmissionState } from '../../contract/submission-rules.js';
import type {
  GroupSummary,
  MyGroupSubmission,
  RankingRow,
  SubmissionDetail,
  SubmissionSummary,
  TimelineEntry,
} from '../../contract/submissions.js';
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
import {
  findTopic,
  findTopicCached,
  isUuid,
  toGroup,
  toGroupSubmission,
} from '../competitions/competition-views.js';
import { pageTotal, totalCountColumn } from '../db/paging.js';
import type { FileLinks, LinkedFile } from '../files/file-links.js';

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
const shownState = sql<SubmissionState>`case when ${submissions.state} = 'scheduled' then (case ${competitionGroups.state} when ${GroupState.Competing} then 'competing' when ${GroupState.Completed} then 'closed' else 'waiting' end) else ${submissions.state} end`;

function shownStateOf(
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

/** The topics of a page, with their group counts: the same for every creator, so cached. */
async function topicsByUuid(db: Database, uuids: string[]): Promise<Map<string, Topic>> {
  const map = new Map<string, Topic>();
  for (const uuid of new Set(uuids)) {
    const topic = await findTopicCached(db, uuid);
    if (topic) map.set(uuid, topic);
  }
  return map;
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
  };
}

/** The operator's view of a conversion (show-submission): the job's state and last error. */
export async function conversionJobOf(db: Database, uuid: string) {
  const [job] = await db.select().from(conversionJobs).where(eq(conversionJobs.submissionUuid, uuid));
  return job ?? null;
}

// ---------------------------------------------------------------------------------------------
// The creator's works in groups (GET /api/group-submission…).

async function groupSummaries(
  db: Database,
  groups: CompetitionGroupRow[],
): Promise<Map<string, GroupSummary>> {
  const summaries = new Map<string, GroupSummary>();
  if (groups.length === 0) return summaries;
  const counts = await db
    .select({ groupUuid: groupSubmissions.groupUuid, n: count() })
    .from(groupSubmissions)
    .where(
      inArray(
        groupSubmissions.groupUuid,
        groups.map((group) => group.uuid),
      ),
    )
    .groupBy(groupSubmissions.groupUuid);
  const countOf = new Map(counts.map((row) => [row.groupUuid, row.n]));
  const topics = await topicsByUuid(
    db,
    groups.map((group) => group.topicUuid),
  );
  for (const group of groups) {
    const { mcfGroupSubmissions: _entries, ...summary } = toGroup(group, topics.get(group.topicUuid)!, []);
    summaries.set(group.uuid, { ...summary, countOfSubmission: countOf.get(group.uuid) ?? 0 });
  }
  return summaries;
}

// The page, its count (paging.ts) and each group's number of works in one statement, prepared once
// (db/prepared.ts); the topics come from the public reads' cache. A null groupState filters nothing.
const groupSubmissionPage = preparedPerDatabase('group_submission_page', (db, name) =>
  db
    .select({
      entry: groupSubmissions,
      group: competitionGroups,
      countOfSubmission:
        sql<number>`(select count(*) from ${groupSubmissions} as others where others.group_uuid = ${competitionGroups.uuid})`.mapWith(
          Number,
        ),
      totalCount: totalCountColumn,
    })
    .from(groupSubmissions)
    .innerJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
    .where(
      and(
        eq(groupSubmissions.userUuid, sql.placeholder('userUuid')),
        sql`(${sql.placeholder('groupState')}::int is null or ${competitionGroups.state} = ${sql.placeholder('groupState')})`,
      ),
    )
    .orderBy(desc(competitionGroups.beginAt), asc(groupSubmissions.uuid))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/** GET /api/group-submission: the caller's works in groups, the latest groups first. */
export async function listMyGroupSubmissions(
  db: Database,
  userUuid: string,
  query: { page: number; size: number; groupState?: number },
): Promise<{ lists: MyGroupSubmission[]; totalCount: number }> {
  const rows = await groupSubmissionPage(db).execute({
    userUuid,
    groupState: query.groupState ?? null,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  const totalCount = await pageTotal(rows, query.page, () =>
    db
      .select({ n: count() })
      .from(groupSubmissions)
      .innerJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
      .where(
        and(
          eq(groupSubmissions.userUuid, userUuid),
          query.groupState === undefined ? undefined : eq(competitionGroups.state, query.groupState),
        ),
      ),
  );
  const topics = await topicsByUuid(
    db,
    rows.map((row) => row.group.topicUuid),
  );
  return {
    lists: rows.map(({ entry, group, countOfSubmission }) => {
      const { mcfGroupSubmissions: _entries, ...summary } = toGroup(group, topics.get(group.topicUuid)!, []);
      return {
        ...toGroupSubmission(
          entry,
          group.state === GroupState.Competing || group.state === GroupState.Completed,
        ),
        submissionUuid: entry.submissionUuid,
        mcfGroup: { ...summary, countOfSubmission },
      };
    }),
    totalCount,
  };
}

/**
 * GET /api/group-submission/{id}: the ranking of group `id` for a creator with a work in it
 * (null for anyone else), ranked as the public ranking is, the caller's rows marked.
 */
export async function groupRankingFor(
  db: Database,
  userUuid: string,
  groupUuid: string,
  query: { page: number; size: number },
): Promise<{ lists: RankingRow[]; totalCount: number } | null> {
  if (!isUuid(groupUuid)) return null;
  const [group] = await db.select().from(competitionGroups).where(eq(competitionGroups.uuid, groupUuid));
  if (!group) return null;
  const [own] = await db
    .select({ n: count() })
    .from(groupSubmissions)
    .where(and(eq(groupSubmissions.groupUuid, groupUuid), eq(groupSubmissions.userUuid, userUuid)));
  if (!own?.n) return null;
  const showResults = group.state === GroupState.Competing || group.state === GroupState.Completed;
  const [total] = await db
    .select({ n: count() })
    .from(groupSubmissions)
    .where(eq(groupSubmissions.groupUuid, groupUuid));
  const rows = await db
    .select()
    .from(groupSubmissions)
    .where(eq(groupSubmissions.groupUuid, groupUuid))
    // Unranked works (nulls sort last) and waiting groups by entry order.
    .orderBy(...(showResults ? [asc(groupSubmissions.ranking)] : []), asc(groupSubmissions.position))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    lists: rows.map((row) => ({ ...toGroupSubmission(row, showResults), isMine: row.userUuid === userUuid })),
    totalCount: total?.n ?? 0,
  };
}

/** GET /api/group-submission/belong-to-group/{id}: the group of the caller's entry `id`, or null. */
export async function belongToGroup(
  db: Database,
  userUuid: string,
  submissionUuid: string,
): Promise<MyGroupSubmission | null> {
  if (!isUuid(submissionUuid)) return null;
  const [row] = await db
    .select({ entry: groupSubmissions, group: competitionGroups })
    .from(groupSubmissions)
    .innerJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
    .where(and(eq(groupSubmissions.submissionUuid, submissionUuid), eq(groupSubmissions.userUuid, userUuid)));
  if (!row) return null;
  const summaries = await groupSummaries(db, [row.group]);
  const showResults = row.group.state === GroupState.Competing || row.group.state === GroupState.Completed;
  return {
    ...toGroupSubmission(row.entry, showResults),
    submissionUuid: row.entry.submissionUuid,
    mcfGroup: summaries.get(row.group.uuid)!,
  };
}
