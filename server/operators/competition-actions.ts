// The reviewer's competition work (issue 21): topics, groups, production counts and the statistics
// run, one implementation for the console and `npm run ops` (create-topic, update-topic,
// schedule-group, schedule-submission, release-group, record-production, run-statistics). Each runs
// the competitions domain's service inside `audited`, so the change and its audit line commit
// together; a refused one leaves neither.
import { ErrorCode } from '../../contract/error-codes.js';
import type { Currency } from '../../contract/money-rules.js';
import {
  addSubmissionToGroup,
  CompetitionInputError,
  convertedEntries,
  createTopic,
  findTopicDetail,
  groupForScheduling,
  recordProduction,
  scheduledGroupOf,
  releaseGroup,
  runStatistics,
  scheduleGroup,
  unpublish,
  updateTopic,
  withCompetitionJobsLock,
  type AddedToGroup,
  type EntryInput,
  type ProductionReportInput,
  type RecordedReport,
  type ScheduledGroup,
  type TopicInput,
  type TopicUpdate,
} from '../competitions/index.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { PrivateStore } from '../files/index.js';
import { findSubmission } from '../submissions/index.js';
import { audited, changedFields, type Actor } from './audit.js';

/** The topic's fields an audit line shows (not the brief's HTML: its length says enough). */
const TOPIC_AUDIT_FIELDS = [
  'topic',
  'maxAmount',
  'maxCount',
  'amountPerUser',
  'topicType',
  'videoStyleType',
  'timeLimit',
  'hashtags',
  'mainBannerImageUrl',
  'thumbnailUrl',
  'entryBeginDate',
  'entryEndDate',
  'descriptionLength',
  'rules',
  'exampleWorks',
] as const;

async function topicFacts(db: Database, uuid: string): Promise<Record<string, unknown> | null> {
  const topic = await findTopicDetail(db, uuid);
  if (!topic) return null;
  return {
    topic: topic.topic,
    maxAmount: topic.maxAmount,
    maxCount: topic.maxCount,
    amountPerUser: topic.amountPerUser,
    topicType: topic.topicType,
    videoStyleType: topic.videoStyleType,
    timeLimit: topic.timeLimit,
    hashtags: topic.hashtags,
    mainBannerImageUrl: topic.mainBannerImageUrl,
    thumbnailUrl: topic.thumbnailUrl,
    entryBeginDate: topic.entryBeginDate ?? null,
    entryEndDate: topic.entryEndDate ?? null,
    descriptionLength: topic.description?.length ?? 0,
    rules: topic.rules ?? [],
    exampleWorks: (topic.exampleWorks ?? []).map((work) => work.name),
  };
}

export function createTopicAudited(
  db: Database,
  actor: Actor,
  input: TopicInput,
  now: Date,
): Promise<string> {
  return audited(db, actor, now, async (tx) => {
    const uuid = await createTopic(tx, input, now);
    return {
      result: uuid,
      audit: {
        action: 'topic.create',
        subjectType: 'topic',
        subjectId: uuid,
        ...changedFields(null, await topicFacts(tx, uuid), TOPIC_AUDIT_FIELDS),
      },
    };
  });
}

/** Changes the fields given; answers their names. */
export function updateTopicAudited(
  db: Database,
  actor: Actor,
  uuid: string,
  update: TopicUpdate,
  now: Date,
): Promise<string[]> {
  return audited(db, actor, now, async (tx) => {
    const before = await topicFacts(tx, uuid);
    const changed = await updateTopic(tx, uuid, update, now);
    return {
      result: changed,
      audit: {
        action: 'topic.update',
        subjectType: 'topic',
        subjectId: uuid,
        ...changedFields(before, await topicFacts(tx, uuid), TOPIC_AUDIT_FIELDS),
      },
    };
  });
}

export interface ScheduleGroupRequest {
  topicUuid: string;
  beginAt: Date;
  endAt: Date;
  capacity?: number;
  preparing?: boolean;
  /** Creators' converted entries of the topic: their works are published for the rankings. */
  submissionUuids: readonly string[];
  /** Works that are not creators' entries (the command's --entry and --samples). */
  otherEntries?: readonly EntryInput[];
}

/**
 * A new group of the topic. The converted entries' works are published before the transaction
 * (a copy of a large video must not hold it open) and taken back if the group is refused.
 */
export async function scheduleGroupAudited(
  db: Database,
  actor: Actor,
  store: PrivateStore,
  request: ScheduleGroupRequest,
  now: Date,
): Promise<ScheduledGroup & { entryNames: string[] }> {
  const published: string[] = [];
  try {
    const converted = await convertedEntries(
      db,
      store,
      request.topicUuid,
      request.submissionUuids,
      published,
    );
    const entries = [...converted, ...(request.otherEntries ?? [])];
    return await audited(db, actor, now, async (tx) => {
      const group = await scheduleGroup(
        tx,
        {
          topicUuid: request.topicUuid,
          beginAt: request.beginAt,
          endAt: request.endAt,
          capacity: request.capacity,
          preparing: request.preparing,
          entries,
        },
        now,
      );
      return {
        result: { ...group, entryNames: entries.map((entry) => entry.name) },
        audit: {
          action: 'group.schedule',
          subjectType: 'group',
          subjectId: group.uuid,
          after: {
            topicUuid: request.topicUuid,
            beginAt: request.beginAt.toISOString(),
            endAt: request.endAt.toISOString(),
            capacity: request.capacity ?? null,
            state: group.state,
            submissions: [...request.submissionUuids],
            entries: entries.length,
          },
        },
      };
    });
  } catch (error) {
    await unpublish(store.storage, published);
    throw error;
  }
}

/** One converted entry into a group of its topic that has not begun, at the next position. */
export async function addToGroupAudited(
  db: Database,
  actor: Actor,
  store: PrivateStore,
  request: { submissionUuid: string; groupUuid: string },
  now: Date,
): Promise<AddedToGroup> {
  const { submissionUuid, groupUuid } = request;
  const row = await findSubmission(db, submissionUuid);
  if (!row) throw new CompetitionInputError(`no entry ${submissionUuid}`, ErrorCode.NotFound);
  const placed = await scheduledGroupOf(db, submissionUuid);
  if (placed) {
    throw new CompetitionInputError(
      `entry ${submissionUuid} is in group ${placed} already`,
      ErrorCode.SubmissionStateConflict,
    );
  }
  // Checked before the files are published, and again under the group's lock.
  const group = await groupForScheduling(db, groupUuid, now);
  if (group.topicUuid !== row.topicUuid) {
    throw new CompetitionInputError(
      `group ${groupUuid} belongs to another topic than entry ${submissionUuid}`,
    );
  }
  const published: string[] = [];
  try {
    const [entry] = await convertedEntries(db, store, row.topicUuid, [submissionUuid], published);
    return await audited(db, actor, now, async (tx) => {
      const added = await addSubmissionToGroup(tx, groupUuid, entry!, row.topicUuid, now);
      return {
        result: added,
        audit: {
          action: 'group.add-entry',
          subjectType: 'group',
          subjectId: groupUuid,
          after: { submission: submissionUuid, position: added.position },
        },
      };
    });
  } catch (error) {
    await unpublish(store.storage, published);
    throw error;
  }
}

/** Preparing → waiting; answers the group's state after the clock moved it. */
export function releaseGroupAudited(db: Database, actor: Actor, uuid: string, now: Date): Promise<number> {
  return audited(db, actor, now, async (tx) => {
    const state = await releaseGroup(tx, uuid, now);
    return {
      result: state,
      audit: { action: 'group.release', subjectType: 'group', subjectId: uuid, after: { state } },
    };
  });
}

export function recordProductionAudited(
  db: Database,
  actor: Actor,
  input: ProductionReportInput,
  now: Date,
): Promise<RecordedReport> {
  return audited(db, actor, now, async (tx) => {
    const report = await recordProduction(tx, input, now);
    return {
      result: report,
      audit: {
        action: 'group-entry.production',
        subjectType: 'group-entry',
        subjectId: input.groupSubmissionUuid,
        after: {
          count: input.count,
          producedAt: report.producedAt.toISOString(),
          reportId: input.reportId ?? null,
          recorded: report.recorded,
        },
      },
    };
  });
}

/**
 * The statistics now, under the competitions' job lock (the daily run and the clock wait or are
 * waited for). The whole run and its audit line are one transaction.
 */
export function runStatisticsAudited(
  handle: DatabaseHandle,
  actor: Actor,
  options: { now: Date; currency?: Currency; alsoGroups?: readonly string[] },
) {
  return withCompetitionJobsLock(handle, () =>
    audited(handle.db, actor, options.now, async (tx) => {
      const run = await runStatistics(tx, { ...options, trigger: 'ops' });
      return {
        result: run,
        audit: {
          action: 'statistics.run',
          subjectType: 'statistics',
          subjectId: run.ranAt.toISOString(),
          after: {
            groups: run.groupUuids,
            started: run.advanced.started,
            completed: run.advanced.completed,
            alsoGroups: [...(options.alsoGroups ?? [])],
          },
        },
      };
    }),
  );
}
