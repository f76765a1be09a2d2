// The demo creator's notifications after a fresh seed (issue 18), so the bell shows something on the
// first start. Earnings credited and the withdrawals paid or rejected are notified already by the
// services the seed goes through (statistics, withdrawals); the demo's entries and inquiries are
// inserted directly by their seeds, so their history is told here, dated when it happened. Then all
// but the newest few are read. Once: a demo account with any entry notification is left alone.
import { and, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { GroupState } from '../../contract/topic-rules.js';
import type { NotificationType } from '../../contract/notifications.js';
import { notify, type NewNotification } from '../notifications/index.js';
import type { Database } from '../db/client.js';
import {
  competitionGroups,
  groupSubmissions,
  inquiries,
  notifications,
  submissions,
  topics,
} from '../db/schema.js';
import { findDemoAccount } from './seed.js';

const SEED_LOCK_ID = 727_018;
/** Written only here for the demo's seeded entries: their presence means the seed ran. */
const ENTRY_TYPES: NotificationType[] = ['entry-approved', 'entry-returned', 'project-files-received'];
const UNREAD_LEFT = 3;
const HOUR = 60 * 60_000;

export async function seedDemoNotifications(db: Database): Promise<number> {
  const demo = await findDemoAccount(db);
  if (!demo) return 0;
  const userUuid = demo.uuid;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [done] = await tx
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userUuid, userUuid), inArray(notifications.type, ENTRY_TYPES)));
    if ((done?.n ?? 0) > 0) return 0;

    const entries = await tx
      .select({
        entry: submissions,
        topic: topics.topic,
        group: competitionGroups,
        ranking: groupSubmissions.ranking,
        amount: groupSubmissions.accumulationAmount,
        groupSize: sql<number>`(select count(*) from ${groupSubmissions} as mates
          where mates.group_uuid = ${groupSubmissions.groupUuid})`.mapWith(Number),
      })
      .from(submissions)
      .innerJoin(topics, eq(topics.uuid, submissions.topicUuid))
      .leftJoin(groupSubmissions, eq(groupSubmissions.submissionUuid, submissions.uuid))
      .leftJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
      .where(eq(submissions.userUuid, userUuid));
    const told: NewNotification[] = [];
    const tell = (type: NotificationType, subjectUuid: string, createdAt: Date | null, params = {}) => {
      if (createdAt) told.push({ userUuid, type, subjectUuid, params, createdAt });
    };
    for (const { entry, topic, group, ranking, amount, groupSize } of entries) {
      const about = { title: entry.title, topic };
      if (entry.state === 'returned') {
        tell('entry-returned', entry.uuid, entry.reviewedAt, { ...about, reason: entry.returnReason });
        continue;
      }
      tell('entry-approved', entry.uuid, entry.reviewedAt, about);
      tell('project-files-received', entry.uuid, entry.projectFileAt, about);
      if (!group) continue;
      tell('entry-scheduled', entry.uuid, entry.scheduledAt, {
        ...about,
        beginAt: group.beginAt.toISOString(),
      });
      if (group.state === GroupState.Competing || group.state === GroupState.Completed) {
        tell('group-competing', entry.uuid, group.beginAt, { ...about, endAt: group.endAt.toISOString() });
      }
      if (group.state === GroupState.Completed && group.finalStatisticsAt) {
        tell('group-completed', entry.uuid, group.finalStatisticsAt, {
          ...about,
          ranking,
          countOfSubmission: groupSize,
          amount: amount ?? 0,
        });
      }
    }
    const answered = await tx
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.userUuid, userUuid), eq(inquiries.state, 'answered')));
    for (const inquiry of answered) {
      tell('inquiry-answered', inquiry.uuid, inquiry.answeredAt, { title: inquiry.title });
    }
    const made = await notify(tx, told);

    // Some read, some unread: everything but the newest few was read an hour after it came (or now).
    const newest = await tx
      .select({ uuid: notifications.uuid })
      .from(notifications)
      .where(eq(notifications.userUuid, userUuid))
      .orderBy(desc(notifications.createdAt), desc(notifications.uuid))
      .limit(UNREAD_LEFT);
    await tx
      .update(notifications)
      .set({
        readAt: sql`least(${notifications.createdAt} + ${`${HOUR / 1000} seconds`}::interval, now())`,
      })
      .where(
        and(
          eq(notifications.userUuid, userUuid),
          isNull(notifications.readAt),
          newest.length > 0
            ? notInArray(
                notifications.uuid,
                newest.map((row) => row.uuid),
              )
            : undefined,
        ),
      );
    return made;
  });
}
