// A creator's works in groups (spec §7 "Groups"; contract/submissions.ts), for
// GET /api/group-submission…: their works in groups, the group an entry competes in, and the ranking
// of a group they have a work in. The topics come from the public reads' cache.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { GroupSummary, MyGroupSubmission, RankingRow } from '../../contract/submissions.js';
import { GroupState } from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { competitionGroups, groupSubmissions, type CompetitionGroupRow } from '../db/schema.js';
import { pageTotal, totalCountColumn } from '../db/paging.js';
import { isUuid, toGroup, toGroupSubmission, topicsByUuid } from './competition-views.js';

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
