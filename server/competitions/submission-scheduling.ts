// One converted entry added to a group that exists already and has not begun (operator command
// schedule-submission). schedule-group --submission makes a new group of entries; this fills a
// preparing or waiting group one entry at a time, as an operator does when a late work arrives.
//
// The group row is locked (FOR UPDATE) for the whole step, so two operators adding entries at once
// get consecutive positions and never overfill the group, and the entry moves converting →
// scheduled (submissions/submission-pipeline.ts) in the same transaction as its group_submissions
// row: both happen or neither.
import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../contract/error-codes.js';
import { GroupState, TOPIC_TYPE_VIDEO } from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import { competitionGroups, groupSubmissions, topics } from '../db/schema.js';
import { CompetitionInputError, type EntryInput } from './competition-admin.js';
import { invalidatePublicReads } from '../lib/public-cache.js';
import { markScheduled } from '../submissions/index.js';

export interface AddedToGroup {
  /** The new group_submissions row. */
  groupSubmissionUuid: string;
  /** Its entry order in the group (1-based). */
  position: number;
  groupState: number;
  beginAt: Date;
  endAt: Date;
}

/** The group an entry may join: its topic, state and period, or a refusal that says why not. */
export async function groupForScheduling(
  db: Database,
  groupUuid: string,
  now: Date,
): Promise<{ topicUuid: string; beginAt: Date; endAt: Date; state: number }> {
  const [group] = await db
    .select({
      topicUuid: competitionGroups.topicUuid,
      beginAt: competitionGroups.beginAt,
      endAt: competitionGroups.endAt,
      state: competitionGroups.state,
    })
    .from(competitionGroups)
    .where(eq(competitionGroups.uuid, groupUuid));
  if (!group) throw new CompetitionInputError(`no group ${groupUuid} (see list-groups)`, ErrorCode.NotFound);
  refuseStarted(groupUuid, group, now);
  return group;
}

function refuseStarted(groupUuid: string, group: { state: number; beginAt: Date }, now: Date) {
  if (group.state !== GroupState.Preparing && group.state !== GroupState.Waiting) {
    throw new CompetitionInputError(
      `group ${groupUuid} has begun already (state ${group.state}): an entry joins a preparing or waiting group`,
      ErrorCode.GroupStateConflict,
    );
  }
  if (group.state === GroupState.Waiting && group.beginAt <= now) {
    throw new CompetitionInputError(
      `group ${groupUuid} begins at ${group.beginAt.toISOString()}, which has passed`,
      ErrorCode.GroupStateConflict,
    );
  }
}

/**
 * Adds `entry` (a converted submission's group entry, see ops/submissions.ts submissionEntries) to
 * the group at the next position. Refused (CompetitionInputError) when the group has begun, is of
 * another topic, is full, or the work does not fit the topic's kind; SubmissionStateError when the
 * entry is no longer converted and unscheduled (another operator was first).
 */
export async function addSubmissionToGroup(
  db: Database,
  groupUuid: string,
  entry: EntryInput & { submissionUuid: string },
  topicUuid: string,
  now: Date,
): Promise<AddedToGroup> {
  const added = await db.transaction(async (tx) => {
    const [group] = await tx
      .select()
      .from(competitionGroups)
      .where(eq(competitionGroups.uuid, groupUuid))
      .for('update');
    if (!group)
      throw new CompetitionInputError(`no group ${groupUuid} (see list-groups)`, ErrorCode.NotFound);
    refuseStarted(groupUuid, group, now);
    if (group.topicUuid !== topicUuid) {
      throw new CompetitionInputError(`group ${groupUuid} belongs to another topic than the entry`);
    }
    const [topic] = await tx
      .select({ topicType: topics.topicType })
      .from(topics)
      .where(eq(topics.uuid, group.topicUuid));
    const isVideo = topic?.topicType === TOPIC_TYPE_VIDEO;
    if (isVideo && (entry.tType !== 'video' || !entry.videoUrl)) {
      throw new CompetitionInputError(`"${entry.name}": a video topic needs a video entry with its video`);
    }
    if (!isVideo && (entry.tType !== 'bcon' || !entry.thumbnailUrl)) {
      throw new CompetitionInputError(`"${entry.name}": an image topic needs an image entry with its image`);
    }
    const [counted] = await tx
      .select({
        entries: sql<number>`count(*)::int`,
        last: sql<number>`coalesce(max(${groupSubmissions.position}), 0)::int`,
      })
      .from(groupSubmissions)
      .where(eq(groupSubmissions.groupUuid, groupUuid));
    const entries = Number(counted?.entries ?? 0);
    if (entries >= group.capacity) {
      throw new CompetitionInputError(
        `group ${groupUuid} is full (${entries} of ${group.capacity})`,
        ErrorCode.GroupStateConflict,
      );
    }
    const position = Number(counted?.last ?? 0) + 1;
    const [row] = await tx
      .insert(groupSubmissions)
      .values({
        groupUuid,
        position,
        name: entry.name,
        tType: entry.tType,
        videoUrl: entry.videoUrl,
        thumbnailUrl: entry.thumbnailUrl,
        userUuid: entry.userUuid ?? null,
        submissionUuid: entry.submissionUuid,
      })
      .returning({ uuid: groupSubmissions.uuid });
    await markScheduled(tx, entry.submissionUuid, now);
    return {
      groupSubmissionUuid: row!.uuid,
      position,
      groupState: group.state,
      beginAt: group.beginAt,
      endAt: group.endAt,
    };
  });
  // A waiting group's entries show in the public rankings and topic cards.
  await invalidatePublicReads(db, 'competitions');
  return added;
}

/** True when the entry has a group row already (scheduled), for a clearer refusal. */
export async function scheduledGroupOf(db: Database, submissionUuid: string): Promise<string | null> {
  const [row] = await db
    .select({ groupUuid: groupSubmissions.groupUuid })
    .from(groupSubmissions)
    .where(eq(groupSubmissions.submissionUuid, submissionUuid));
  return row?.groupUuid ?? null;
}
