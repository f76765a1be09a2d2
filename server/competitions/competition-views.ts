// Reading topics and groups in the CONTRACT.md shapes (contract/topics.ts): the topic with its
// group counts per state, and a group with its ranked works. Waiting (and preparing) groups show no
// results: ranking, countOfOrder, ratio and accumulationAmount are null (the SPA shows '--').
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { ANONYMOUS_ENTRY_NAME } from '../../contract/account-deletion.js';
import {
  GroupState,
  type Group,
  type GroupSubmission,
  type Topic,
  type TopicDetail,
} from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import {
  competitionGroups,
  groupSubmissions,
  topics,
  type CompetitionGroupRow,
  type GroupSubmissionRow,
  type TopicRow,
} from '../db/schema.js';
import { utcDate, utcHour, utcTimestamp } from '../lib/business-time.js';
import { publicCacheFor } from '../lib/public-cache.js';
import { topicConditions, topicOrder, type TopicFilters } from './topic-filters.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const countInState = (state: number) =>
  sql<number>`count(${competitionGroups.uuid}) filter (where ${competitionGroups.state} = ${state})`.mapWith(
    Number,
  );

const topicColumns = {
  row: topics,
  ready: countInState(GroupState.Preparing),
  standby: countInState(GroupState.Waiting),
  progress: countInState(GroupState.Competing),
  completion: countInState(GroupState.Completed),
};

type TopicWithCounts = {
  row: TopicRow;
  ready: number;
  standby: number;
  progress: number;
  completion: number;
};

export function toTopic({ row, ready, standby, progress, completion }: TopicWithCounts): Topic {
  return {
    uuid: row.uuid,
    topic: row.topic,
    maxAmount: row.maxAmount,
    maxCount: row.maxCount,
    amountPerUser: row.amountPerUser,
    mainBannerImageUrl: row.mainBannerImageUrl,
    thumbnailUrl: row.thumbnailUrl,
    topicType: row.topicType,
    videoStyleType: row.videoStyleType,
    timeLimit: row.timeLimit,
    hashtags: row.hashtags,
    countOfGroupReady: ready,
    countOfGroupStandby: standby,
    countOfGroupProgress: progress,
    countOfGroupCompletion: completion,
    entryBeginDate: row.entryBeginAt ? utcTimestamp(row.entryBeginAt) : null,
    entryEndDate: row.entryEndAt ? utcTimestamp(row.entryEndAt) : null,
  };
}

export interface TopicPage {
  topics: Topic[];
  totalCount: number;
}

/**
 * Topics with their group counts: newest first unless a sort is given, narrowed by the job list's
 * filters (topic-filters.ts; `now` decides which are open). totalCount counts the narrowed list.
 */
export async function listTopics(
  db: Database,
  options: { page: number; size: number; withBannerOnly?: boolean; filters?: TopicFilters; now?: Date },
): Promise<TopicPage> {
  const now = options.now ?? new Date();
  const conditions = topicConditions(options.filters ?? {}, now);
  if (options.withBannerOnly) conditions.push(isNotNull(topics.mainBannerImageUrl));
  const where: SQL | undefined = and(...conditions);
  const [total] = await db.select({ n: count() }).from(topics).where(where);
  const rows = await db
    .select(topicColumns)
    .from(topics)
    .leftJoin(competitionGroups, eq(competitionGroups.topicUuid, topics.uuid))
    .where(where)
    .groupBy(topics.uuid)
    .orderBy(...topicOrder(options.filters?.sort, now))
    .limit(options.size)
    .offset((options.page - 1) * options.size);
  return { topics: rows.map(toTopic), totalCount: total?.n ?? 0 };
}

async function topicWithCounts(db: Database, topicUuid: string): Promise<TopicWithCounts | null> {
  if (!isUuid(topicUuid)) return null;
  const [row] = await db
    .select(topicColumns)
    .from(topics)
    .leftJoin(competitionGroups, eq(competitionGroups.topicUuid, topics.uuid))
    .where(eq(topics.uuid, topicUuid))
    .groupBy(topics.uuid);
  return row ?? null;
}

export async function findTopic(db: Database, topicUuid: string): Promise<Topic | null> {
  const row = await topicWithCounts(db, topicUuid);
  return row ? toTopic(row) : null;
}

/**
 * findTopic through the public reads' cache (a topic and its group counts are the same for every
 * reader; a write to topics or groups drops it at once): the topics of a creator's lists.
 */
export function findTopicCached(db: Database, topicUuid: string): Promise<Topic | null> {
  return publicCacheFor(db).getOrCompute({ route: 'topic', query: topicUuid, areas: ['competitions'] }, () =>
    findTopic(db, topicUuid),
  );
}

/** The topics of a page of a creator's list (findTopicCached each), by uuid. */
export async function topicsByUuid(db: Database, uuids: string[]): Promise<Map<string, Topic>> {
  const map = new Map<string, Topic>();
  for (const uuid of new Set(uuids)) {
    const topic = await findTopicCached(db, uuid);
    if (topic) map.set(uuid, topic);
  }
  return map;
}

/** GET /v1/api/topics/{uuid}: the topic with its brief. */
export async function findTopicDetail(db: Database, topicUuid: string): Promise<TopicDetail | null> {
  const row = await topicWithCounts(db, topicUuid);
  if (!row) return null;
  return {
    ...toTopic(row),
    description: row.row.descriptionHtml,
    rules: row.row.rules,
    exampleWorks: row.row.exampleWorks,
  };
}

export function hasResults(state: number): boolean {
  return state === GroupState.Competing || state === GroupState.Completed;
}

export function toGroupSubmission(row: GroupSubmissionRow, showResults: boolean): GroupSubmission {
  return {
    uuid: row.uuid,
    ranking: showResults ? row.ranking : null,
    countOfOrder: showResults ? row.countOfOrder : null,
    ratio: showResults && row.ratioBasisPoints !== null ? row.ratioBasisPoints / 100 : null,
    accumulationAmount: showResults ? row.accumulationAmount : null,
    mcfSubmission: {
      letterTemplates: [
        {
          name: row.name,
          tType: row.tType === 'video' ? 'video' : 'bcon',
          videoUrl: row.videoUrl,
          thumbnailUrl: row.thumbnailUrl,
          // Its creator has left the portal (accounts/account-deletion.ts): a name no entry has.
          ...(row.name === ANONYMOUS_ENTRY_NAME ? { anonymous: true as const } : {}),
        },
      ],
    },
  };
}

export function toGroup(group: CompetitionGroupRow, topic: Topic, entries: GroupSubmissionRow[]): Group {
  const showResults = hasResults(group.state);
  return {
    uuid: group.uuid,
    groupState: group.state,
    mcfTopic: topic,
    competitionBeginDate: utcDate(group.beginAt),
    competitionBeginHour: utcHour(group.beginAt),
    competitionEndDate: utcDate(group.endAt),
    competitionEndHour: utcHour(group.endAt),
    competitionUpdateAt: group.competitionUpdateAt ? utcTimestamp(group.competitionUpdateAt) : null,
    countOfSubmission: entries.length,
    countOfOrder: showResults ? group.countOfOrder : 0,
    mcfGroupSubmissions: entries.map((entry) => toGroupSubmission(entry, showResults)),
  };
}

export interface GroupPage {
  groups: Group[];
  totalCount: number;
}

/**
 * The groups of a topic in one state, with their works ranked (ranking, then entry order; a
 * waiting group in entry order). Completed groups newest first, the others by begin time.
 */
export async function listTopicGroups(
  db: Database,
  options: { topicUuid: string; state: number; page: number; size: number },
): Promise<GroupPage> {
  const topic = await findTopic(db, options.topicUuid);
  if (!topic) return { groups: [], totalCount: 0 };
  const where = and(eq(competitionGroups.topicUuid, topic.uuid), eq(competitionGroups.state, options.state));
  const [total] = await db.select({ n: count() }).from(competitionGroups).where(where);
  const order =
    options.state === GroupState.Completed
      ? [desc(competitionGroups.endAt), asc(competitionGroups.uuid)]
      : [asc(competitionGroups.beginAt), asc(competitionGroups.uuid)];
  const groups = await db
    .select()
    .from(competitionGroups)
    .where(where)
    .orderBy(...order)
    .limit(options.size)
    .offset((options.page - 1) * options.size);
  const entries = groups.length
    ? await db
        .select()
        .from(groupSubmissions)
        .where(
          inArray(
            groupSubmissions.groupUuid,
            groups.map((group) => group.uuid),
          ),
        )
        // Postgres sorts nulls last in ascending order: unranked works follow the ranked ones.
        .orderBy(asc(groupSubmissions.ranking), asc(groupSubmissions.position))
    : [];
  const byGroup = new Map<string, GroupSubmissionRow[]>();
  for (const entry of entries) {
    const list = byGroup.get(entry.groupUuid) ?? [];
    list.push(entry);
    byGroup.set(entry.groupUuid, list);
  }
  return {
    groups: groups.map((group) => {
      const list = byGroup.get(group.uuid) ?? [];
      // A waiting group has no ranking to go by (and may still hold old ones after a re-schedule).
      if (!hasResults(group.state)) list.sort((a, b) => a.position - b.position);
      return toGroup(group, topic, list);
    }),
    totalCount: total?.n ?? 0,
  };
}
