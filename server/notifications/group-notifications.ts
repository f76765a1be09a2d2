// The group events of the creators' entries (issue 18): group-competing when a group starts
// (lifecycle.ts) and group-completed when its results are final (statistics.ts). Only entries that
// are a creator's real submission are told (a sample work has a user-less row, and a seeded work a
// submission uuid of its own that no entry has), so every notification links to an entry that exists.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { competitionGroups, groupSubmissions, submissions, topics } from '../db/schema.js';
import { notify, type NewNotification } from './notifications.js';

export async function notifyGroupEntries(
  tx: Database,
  groupUuids: readonly string[],
  type: 'group-competing' | 'group-completed',
): Promise<number> {
  if (groupUuids.length === 0) return 0;
  const groups = [...groupUuids];
  const entries = await tx
    .select({
      groupUuid: groupSubmissions.groupUuid,
      userUuid: submissions.userUuid,
      submissionUuid: submissions.uuid,
      title: submissions.title,
      topic: topics.topic,
      endAt: competitionGroups.endAt,
      ranking: groupSubmissions.ranking,
      amount: groupSubmissions.accumulationAmount,
    })
    .from(groupSubmissions)
    .innerJoin(
      submissions,
      and(
        eq(submissions.uuid, groupSubmissions.submissionUuid),
        eq(submissions.userUuid, groupSubmissions.userUuid),
      ),
    )
    .innerJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
    .innerJoin(topics, eq(topics.uuid, competitionGroups.topicUuid))
    .where(inArray(groupSubmissions.groupUuid, groups));
  if (entries.length === 0) return 0;
  const sizes =
    type === 'group-completed'
      ? await tx
          .select({ groupUuid: groupSubmissions.groupUuid, n: count() })
          .from(groupSubmissions)
          .where(inArray(groupSubmissions.groupUuid, groups))
          .groupBy(groupSubmissions.groupUuid)
      : [];
  const sizeOf = new Map(sizes.map((row) => [row.groupUuid, row.n]));
  return notify(
    tx,
    entries.map((entry): NewNotification => ({
      userUuid: entry.userUuid,
      type,
      subjectUuid: entry.submissionUuid,
      params:
        type === 'group-competing'
          ? { title: entry.title, topic: entry.topic, endAt: entry.endAt.toISOString() }
          : {
              title: entry.title,
              topic: entry.topic,
              ranking: entry.ranking,
              countOfSubmission: sizeOf.get(entry.groupUuid) ?? null,
              // accumulation_amount is in whole currency units already (the major unit).
              amount: entry.amount ?? 0,
            },
    })),
  );
}
