// The job list's filters, search and sorts (issue 18; contract/topics.ts topicsQuerySchema) as SQL
// on the topics table. Each has an index behind it (migration 0011): type and style, time limit,
// reward, entry end, and a trigram index for the keyword.
import { and, asc, desc, eq, gt, isNull, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { TOPIC_TYPE_IMAGE, TOPIC_TYPE_VIDEO, type TopicsQuery } from '../../contract/topics.js';
import { topics } from '../db/schema.js';
import { containsPattern } from '../db/like-pattern.js';

export type TopicFilters = Partial<
  Pick<TopicsQuery, 'topicType' | 'videoStyleType' | 'lengthKind' | 'timeLimit' | 'open' | 'keyword' | 'sort'>
>;

/** Entries are open at `now`: begun (or no begin) and not ended (or no end). */
export function entriesOpenAt(now: Date): SQL {
  return and(
    or(isNull(topics.entryBeginAt), lte(topics.entryBeginAt, now)),
    or(isNull(topics.entryEndAt), gt(topics.entryEndAt, now)),
  )!;
}

/** The WHERE conditions of the given filters (none: every topic). */
export function topicConditions(filters: TopicFilters, now: Date): SQL[] {
  const conditions: SQL[] = [];
  // §3: 1 is a video, anything else an image.
  if (filters.topicType === TOPIC_TYPE_VIDEO) conditions.push(eq(topics.topicType, TOPIC_TYPE_VIDEO));
  if (filters.topicType === TOPIC_TYPE_IMAGE) conditions.push(ne(topics.topicType, TOPIC_TYPE_VIDEO));
  if (filters.videoStyleType !== undefined)
    conditions.push(eq(topics.videoStyleType, filters.videoStyleType));
  // Exact lengths are the f… limits (contract isExactLength).
  const exact = sql`${topics.timeLimit} like 'f%'`;
  if (filters.lengthKind === 'exact') conditions.push(exact);
  if (filters.lengthKind === 'minimum') conditions.push(not(exact));
  if (filters.timeLimit !== undefined) conditions.push(eq(topics.timeLimit, filters.timeLimit));
  // open=false is the switch left off: every topic, open or not.
  if (filters.open === 'true') conditions.push(entriesOpenAt(now));
  // A hashtag may be searched as written on the page, with its #.
  const keyword = filters.keyword?.trim().replace(/^#+/, '') ?? '';
  if (keyword !== '') {
    // The very expression of the trigram index (topic_search_text, migration 0011).
    conditions.push(
      sql`topic_search_text(${topics.topic}, ${topics.hashtags}) ilike ${containsPattern(keyword)}`,
    );
  }
  return conditions;
}

/** ORDER BY of a sort; every order ends in created_at and uuid so pages never overlap. */
export function topicOrder(sort: TopicFilters['sort'], now: Date): SQL[] {
  const newest = [desc(topics.createdAt), desc(topics.uuid)];
  if (sort === 'reward') return [desc(topics.maxAmount), ...newest];
  if (sort === 'closing') {
    // Open topics with an end first, soonest end first; then the rest (no end, not open) newest first.
    const closes = sql`case when ${entriesOpenAt(now)} and ${topics.entryEndAt} is not null then ${topics.entryEndAt} end`;
    // PostgreSQL sorts nulls last in ascending order: the rest follow the closing ones.
    return [asc(closes), ...newest];
  }
  return newest;
}
