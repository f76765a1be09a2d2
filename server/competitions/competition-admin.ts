// What operators do with competitions (spec: not shown as screens; ARCHITECTURE.md: operator
// commands): create a topic, schedule a group of approved entries, release a preparing group,
// record production counts as the mobile app reports them (production-reports.ts), list the groups.
// The ops CLI (server/ops.ts) and the seed call these; each checks its input and says in plain
// words what is wrong.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { ErrorCode } from '../../contract/error-codes.js';
import { z } from 'zod';
import {
  GroupState,
  TIME_LIMITS,
  TOPIC_CAPACITY_MAX,
  TOPIC_HASHTAG_MAX_LENGTH,
  TOPIC_HASHTAGS_MAX,
  TOPIC_TITLE_MAX_LENGTH,
  TOPIC_TYPE_VIDEO,
} from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import { competitionGroups, groupSubmissions, submissions, topics } from '../db/schema.js';
import { check, CompetitionInputError, MAX_AMOUNT } from './competition-input.js';
import { isUuid } from './competition-views.js';
import { advanceGroupStates } from './lifecycle.js';
import { markScheduled } from '../submissions/index.js';
import { invalidatePublicReads } from '../lib/public-cache.js';
import { briefValues, topicBriefSchema, type TopicBriefInput } from './topic-brief.js';

export { CompetitionInputError } from './competition-input.js';
// Recording the production counts lives in production-reports.ts; re-exported for its callers.
export { recordProduction, type ProductionReportInput, type RecordedReport } from './production-reports.js';

/** Spec §5: a title has at most 20 characters. */
export const MAX_ENTRY_NAME_LENGTH = 20;

const topicInputSchema = z.object({
  topic: z.string().trim().min(1).max(TOPIC_TITLE_MAX_LENGTH),
  maxAmount: z.number().int().min(0).max(MAX_AMOUNT),
  maxCount: z.number().int().min(1).max(TOPIC_CAPACITY_MAX),
  amountPerUser: z.number().int().min(0).max(MAX_AMOUNT),
  topicType: z.number().int().min(1).max(99),
  videoStyleType: z.number().int().min(1).max(4),
  timeLimit: z.enum(TIME_LIMITS),
  hashtags: z
    .array(
      z
        .string()
        .trim()
        .transform((tag) => tag.replace(/^#+/, ''))
        .pipe(
          z
            .string()
            .min(1)
            .max(TOPIC_HASHTAG_MAX_LENGTH)
            .regex(/^[^\s,#]+$/, 'a hashtag is one word'),
        ),
    )
    .max(TOPIC_HASHTAGS_MAX),
  mainBannerImageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
/** timeLimit is checked against TIME_LIMITS at run time (it may come from a command line). */
export type TopicInput = Omit<z.input<typeof topicInputSchema>, 'timeLimit'> & {
  timeLimit: string;
} & TopicBriefInput;

/** The brief's checked column values, or the reason it is refused. */
async function checkedBrief(input: unknown, stored?: Parameters<typeof briefValues>[1]) {
  const values = await briefValues(check(topicBriefSchema, input), stored);
  if (typeof values === 'string') throw new CompetitionInputError(values);
  return values;
}

export async function createTopic(db: Database, input: TopicInput, createdAt?: Date): Promise<string> {
  const values = check(topicInputSchema, input);
  const brief = await checkedBrief(input);
  const [row] = await db
    .insert(topics)
    .values({
      ...values,
      ...brief,
      hashtags: [...new Set(values.hashtags)],
      ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
    })
    .returning({ uuid: topics.uuid });
  await invalidatePublicReads(db, 'competitions');
  return row!.uuid;
}

/** Only the fields given change; see topicBriefSchema for clearing the brief's. */
export type TopicUpdate = Partial<TopicInput>;

/**
 * Changes the given fields of a topic. Its type stays once it has groups or entries: their works
 * were checked as videos or as images.
 */
export async function updateTopic(db: Database, topicUuid: string, update: TopicUpdate, now: Date) {
  if (!isUuid(topicUuid)) throw new CompetitionInputError(`not a topic uuid: ${topicUuid}`);
  const values = check(topicInputSchema.partial(), update);
  const [stored] = await db.select().from(topics).where(eq(topics.uuid, topicUuid));
  if (!stored) throw new CompetitionInputError(`no topic ${topicUuid} (see list-topics)`, ErrorCode.NotFound);
  const brief = await checkedBrief(update, stored);
  if (values.topicType !== undefined && values.topicType !== stored.topicType) {
    const [group] = await db
      .select({ uuid: competitionGroups.uuid })
      .from(competitionGroups)
      .where(eq(competitionGroups.topicUuid, topicUuid))
      .limit(1);
    const [entry] = await db
      .select({ uuid: submissions.uuid })
      .from(submissions)
      .where(eq(submissions.topicUuid, topicUuid))
      .limit(1);
    if (group || entry) {
      throw new CompetitionInputError(
        'the topic type cannot change: the topic has groups or entries',
        ErrorCode.TopicTypeLocked,
      );
    }
  }
  const changes = Object.fromEntries(
    Object.entries({
      ...values,
      ...brief,
      ...(values.hashtags ? { hashtags: [...new Set(values.hashtags)] } : {}),
    }).filter(([, value]) => value !== undefined),
  ) as Partial<typeof topics.$inferInsert>;
  if (Object.keys(changes).length === 0) throw new CompetitionInputError('nothing to change');
  await db
    .update(topics)
    .set({ ...changes, updatedAt: now })
    .where(eq(topics.uuid, topicUuid));
  await invalidatePublicReads(db, 'competitions');
  return Object.keys(changes);
}

const entrySchema = z.object({
  name: z.string().trim().min(1).max(MAX_ENTRY_NAME_LENGTH),
  tType: z.enum(['video', 'bcon']),
  videoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  userUuid: z.string().refine(isUuid, 'not a uuid').nullable().optional(),
  /** A creator's converted entry (submissions.uuid): scheduled by the same transaction. */
  submissionUuid: z.string().refine(isUuid, 'not a uuid').optional(),
});
export type EntryInput = z.input<typeof entrySchema>;

const scheduleSchema = z.object({
  topicUuid: z.string().refine(isUuid, 'not a uuid'),
  beginAt: z.date(),
  endAt: z.date(),
  capacity: z.number().int().min(1).max(10_000).optional(),
  preparing: z.boolean().optional(),
  entries: z.array(entrySchema).min(1, 'a group needs at least one entry'),
});
export type ScheduleGroupInput = z.input<typeof scheduleSchema>;

export interface ScheduledGroup {
  uuid: string;
  state: number;
  entryUuids: string[];
}

/**
 * Creates a group of approved entries: preparing when asked (held until release-group), otherwise
 * waiting, and then moved by the clock at once (a period that began already makes it competing).
 */
export async function scheduleGroup(
  db: Database,
  input: ScheduleGroupInput,
  now: Date,
): Promise<ScheduledGroup> {
  const values = check(scheduleSchema, input);
  if (Number.isNaN(values.beginAt.getTime()) || Number.isNaN(values.endAt.getTime())) {
    throw new CompetitionInputError('begin and end must be valid times');
  }
  if (values.endAt <= values.beginAt) throw new CompetitionInputError('the end must come after the begin');
  const [topic] = await db.select().from(topics).where(eq(topics.uuid, values.topicUuid));
  if (!topic) throw new CompetitionInputError(`no topic ${values.topicUuid}`, ErrorCode.NotFound);
  const capacity = values.capacity ?? topic.maxCount;
  if (values.entries.length > capacity) {
    throw new CompetitionInputError(
      `${values.entries.length} entries do not fit a group of ${capacity}`,
      ErrorCode.GroupCapacityExceeded,
    );
  }
  const isVideo = topic.topicType === TOPIC_TYPE_VIDEO;
  for (const entry of values.entries) {
    if (isVideo && (entry.tType !== 'video' || !entry.videoUrl)) {
      throw new CompetitionInputError(`"${entry.name}": a video topic needs video entries with a video`);
    }
    if (!isVideo && (entry.tType !== 'bcon' || !entry.thumbnailUrl)) {
      throw new CompetitionInputError(`"${entry.name}": an image topic needs image entries with an image`);
    }
  }

  const created = await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(competitionGroups)
      .values({
        topicUuid: topic.uuid,
        state: values.preparing ? GroupState.Preparing : GroupState.Waiting,
        beginAt: values.beginAt,
        endAt: values.endAt,
        capacity,
      })
      .returning({ uuid: competitionGroups.uuid });
    const rows = await tx
      .insert(groupSubmissions)
      .values(
        values.entries.map((entry, index) => ({
          groupUuid: group!.uuid,
          position: index + 1,
          name: entry.name,
          tType: entry.tType,
          videoUrl: entry.videoUrl,
          thumbnailUrl: entry.thumbnailUrl,
          userUuid: entry.userUuid ?? null,
          ...(entry.submissionUuid ? { submissionUuid: entry.submissionUuid } : {}),
        })),
      )
      .returning({ uuid: groupSubmissions.uuid, position: groupSubmissions.position });
    // The creators' entries move to scheduled with their group, or neither happens.
    for (const entry of values.entries) {
      if (entry.submissionUuid) await markScheduled(tx, entry.submissionUuid, now);
    }
    rows.sort((a, b) => a.position - b.position);
    return { uuid: group!.uuid, entryUuids: rows.map((row) => row.uuid) };
  });
  await invalidatePublicReads(db, 'competitions');
  await advanceGroupStates(db, now);
  const [after] = await db
    .select({ state: competitionGroups.state })
    .from(competitionGroups)
    .where(eq(competitionGroups.uuid, created.uuid));
  return { ...created, state: after!.state };
}

/** Preparing → waiting (and on by the clock). */
export async function releaseGroup(db: Database, groupUuid: string, now: Date): Promise<number> {
  if (!isUuid(groupUuid)) throw new CompetitionInputError(`not a group uuid: ${groupUuid}`);
  const released = await db
    .update(competitionGroups)
    .set({ state: GroupState.Waiting })
    .where(and(eq(competitionGroups.uuid, groupUuid), eq(competitionGroups.state, GroupState.Preparing)))
    .returning({ uuid: competitionGroups.uuid });
  if (released.length === 0) {
    const [group] = await db
      .select({ state: competitionGroups.state })
      .from(competitionGroups)
      .where(eq(competitionGroups.uuid, groupUuid));
    throw new CompetitionInputError(
      group ? `group ${groupUuid} is not preparing (state ${group.state})` : `no group ${groupUuid}`,
      group ? ErrorCode.GroupStateConflict : ErrorCode.NotFound,
    );
  }
  await invalidatePublicReads(db, 'competitions');
  await advanceGroupStates(db, now);
  const [after] = await db
    .select({ state: competitionGroups.state })
    .from(competitionGroups)
    .where(eq(competitionGroups.uuid, groupUuid));
  return after!.state;
}

export interface GroupOverview {
  uuid: string;
  topicUuid: string;
  topic: string;
  state: number;
  beginAt: Date;
  endAt: Date;
  capacity: number;
  countOfOrder: number;
  competitionUpdateAt: Date | null;
  final: boolean;
  entries: {
    uuid: string;
    position: number;
    name: string;
    tType: string;
    countOfOrder: number;
    ranking: number | null;
    ratioBasisPoints: number | null;
    accumulationAmount: number | null;
  }[];
}

/** Groups for the operator (every state, with entry uuids), by topic and begin time. */
export async function overviewGroups(
  db: Database,
  filter: { topicUuid?: string; state?: number; groupUuid?: string },
): Promise<GroupOverview[]> {
  const conditions: SQL[] = [];
  for (const [name, value] of [
    ['topic', filter.topicUuid],
    ['group', filter.groupUuid],
  ] as const) {
    if (value !== undefined && !isUuid(value))
      throw new CompetitionInputError(`not a ${name} uuid: ${value}`);
  }
  if (filter.topicUuid) conditions.push(eq(competitionGroups.topicUuid, filter.topicUuid));
  if (filter.groupUuid) conditions.push(eq(competitionGroups.uuid, filter.groupUuid));
  if (filter.state) conditions.push(eq(competitionGroups.state, filter.state));
  const groups = await db
    .select({ group: competitionGroups, topic: topics.topic })
    .from(competitionGroups)
    .innerJoin(topics, eq(topics.uuid, competitionGroups.topicUuid))
    .where(and(...conditions))
    .orderBy(asc(topics.topic), asc(competitionGroups.beginAt), asc(competitionGroups.uuid));
  const result: GroupOverview[] = [];
  for (const { group, topic } of groups) {
    const entries = await db
      .select()
      .from(groupSubmissions)
      .where(eq(groupSubmissions.groupUuid, group.uuid))
      .orderBy(asc(groupSubmissions.ranking), asc(groupSubmissions.position));
    result.push({
      uuid: group.uuid,
      topicUuid: group.topicUuid,
      topic,
      state: group.state,
      beginAt: group.beginAt,
      endAt: group.endAt,
      capacity: group.capacity,
      countOfOrder: group.countOfOrder,
      competitionUpdateAt: group.competitionUpdateAt,
      final: group.finalStatisticsAt !== null,
      entries: entries.map((entry) => ({
        uuid: entry.uuid,
        position: entry.position,
        name: entry.name,
        tType: entry.tType,
        countOfOrder: entry.countOfOrder,
        ranking: entry.ranking,
        ratioBasisPoints: entry.ratioBasisPoints,
        accumulationAmount: entry.accumulationAmount,
      })),
    });
  }
  return result;
}
