// The creator events of issue 18, each driven through the service that makes the state change, for
// the notification tests on PGlite (notifications.test.ts) and on PostgreSQL
// (postgres-notifications.test.ts). Rows the events need (entries, inquiries) are inserted directly.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { NotificationType } from '../../contract/notifications.js';
import type { Database } from '../db/client.js';
import {
  groupSubmissions,
  inquiries,
  notifications,
  privateFiles,
  submissions,
  type StoredSubmissionState,
} from '../db/schema.js';
import { createTopic } from '../competitions/competition-admin.js';
import { requestWithdrawal, type MoneySettings } from '../money/withdrawals.js';
import { creditedGroup } from './assets-fixtures.js';
import { DAY, topicInput, topicWithGroup } from './competition-fixtures.js';

export const MONEY: MoneySettings = { currency: 'KRW', country: 'KR', timeZone: 'Asia/Seoul' };

async function privateFile(db: Database, ownerUuid: string): Promise<string> {
  const [row] = await db
    .insert(privateFiles)
    .values({ ownerUuid, storedName: randomUUID(), originalName: 'file.bin', size: 1, mime: 'video/mp4' })
    .returning({ uuid: privateFiles.uuid });
  return row!.uuid;
}

/** An entry of `userUuid` in `state` (converting ones converted), with its private files. */
export async function insertEntry(
  db: Database,
  userUuid: string,
  state: StoredSubmissionState,
  options: { topicUuid?: string; title?: string } = {},
): Promise<string> {
  const topicUuid = options.topicUuid ?? (await createTopic(db, topicInput({ topic: 'Notified topic' })));
  const later = state === 'converting' || state === 'scheduled';
  const [row] = await db
    .insert(submissions)
    .values({
      userUuid,
      topicUuid,
      title: options.title ?? 'My entry',
      description: '',
      tType: 'video',
      state,
      workFileUuid: await privateFile(db, userUuid),
      thumbnailFileUuid: await privateFile(db, userUuid),
      ...(state === 'returned' ? { returnReason: 'earlier' } : {}),
      ...(later
        ? {
            projectFileUuid: await privateFile(db, userUuid),
            deliveryFileUuid: await privateFile(db, userUuid),
            posterFileUuid: await privateFile(db, userUuid),
            convertedAt: new Date(),
          }
        : {}),
    })
    .returning({ uuid: submissions.uuid });
  return row!.uuid;
}

/** A topic with a waiting group (begins in a day, ends in eight) and the topic's uuid. */
export async function waitingGroup(db: Database, names = ['Sample one']) {
  const now = new Date();
  return topicWithGroup(db, {
    now,
    beginAt: new Date(now.getTime() + DAY),
    endAt: new Date(now.getTime() + 8 * DAY),
    names,
  });
}

/**
 * A group whose first entry is a real entry of `userUuid` (scheduled), as scheduling makes it;
 * the group's other entries are sample works. Returns the group, the entry and its group row.
 */
export async function groupWithEntryOf(db: Database, userUuid: string) {
  const group = await waitingGroup(db, ['Mine', 'Sample']);
  const entryUuid = await insertEntry(db, userUuid, 'scheduled', { topicUuid: group.topicUuid });
  await db
    .update(groupSubmissions)
    .set({ userUuid, submissionUuid: entryUuid })
    .where(eq(groupSubmissions.uuid, group.entryUuids[0]!));
  return { ...group, entryUuid, groupSubmissionUuid: group.entryUuids[0]! };
}

export async function insertInquiry(db: Database, userUuid: string): Promise<string> {
  const [row] = await db
    .insert(inquiries)
    .values({ userUuid, category: 'other', title: 'Where is my payout?', content: 'Please check.' })
    .returning({ uuid: inquiries.uuid });
  return row!.uuid;
}

/** A requested withdrawal of 30,000 (KRW) out of a 100,000 credit. */
export async function requestedWithdrawal(db: Database, userUuid: string): Promise<string> {
  await creditedGroup(db, { owners: [userUuid], counts: [1], reward: 100_000 });
  const { row } = await requestWithdrawal(
    db,
    {
      userUuid,
      idempotencyKey: randomUUID(),
      grossMinor: 30_000,
      payeeType: 'individual',
      vatRegistered: false,
      accountHolder: 'Kim',
      bankName: 'Woori',
      accountNumber: '1002123456789',
      accountNumberMasked: '*********6789',
      dateOfBirth: '1990-01-01',
      guardianName: null,
      guardianPhone: null,
      language: 'en',
      documentFiles: [],
      consentFile: null,
    },
    MONEY,
    new Date(),
  );
  return row.uuid;
}

/** The notifications of `userUuid` of `type` (about `subjectUuid` if given). */
export async function notificationsOf(
  db: Database,
  userUuid: string,
  type: NotificationType,
  subjectUuid?: string,
) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userUuid, userUuid),
        eq(notifications.type, type),
        subjectUuid ? eq(notifications.subjectUuid, subjectUuid) : undefined,
      ),
    );
}

/** Runs `task`, expecting it to be refused; returns the error. */
export async function refused(task: () => Promise<unknown>): Promise<Error> {
  try {
    await task();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}
