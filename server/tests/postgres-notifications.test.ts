// Notifications (issue 18) on a real PostgreSQL server, where two connections really race (PGlite
// takes one at a time): every creator event raced from two connections at once happens once and is
// notified once; the loser is refused and writes nothing. Runs only when TEST_DATABASE_URL names a
// server whose user may create databases (`eval "$(scripts/start-test-postgres.sh)"`).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/paths.js';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { privateFiles } from '../db/schema.js';
import { recordProduction } from '../competitions/competition-admin.js';
import { answerInquiry } from '../inquiries/inquiries.js';
import { advanceGroupStates } from '../competitions/lifecycle.js';
import { runStatistics } from '../competitions/statistics.js';
import {
  approveSubmission,
  attachProjectFile,
  returnSubmission,
} from '../submissions/submission-pipeline.js';
import { addSubmissionToGroup } from '../competitions/submission-scheduling.js';
import { markPaid, rejectWithdrawal } from '../money/withdrawals.js';
import { DAY, HOUR, videoEntries } from './competition-fixtures.js';
import { createMemoryMailer } from './doubles.js';
import {
  groupWithEntryOf,
  insertEntry,
  insertInquiry,
  notificationsOf,
  requestedWithdrawal,
  waitingGroup,
} from './notification-fixtures.js';
import { GENEROUS_LOGIN_LIMITS, insertUser, loginToken, TEST_JWT_SECRET } from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

/** Runs both at once; returns how many succeeded. */
async function race(first: () => Promise<unknown>, second: () => Promise<unknown>): Promise<number> {
  const results = await Promise.allSettled([first(), second()]);
  return results.filter((result) => result.status === 'fulfilled').length;
}

describe.skipIf(!adminUrl)('notifications on PostgreSQL (TEST_DATABASE_URL)', () => {
  let dropDatabase: () => Promise<void> = async () => {};
  let handles: DatabaseHandle[] = [];
  let app: FastifyInstance;
  let users = 0;
  const db = (index = 0) => handles[index]!.db;

  beforeAll(async () => {
    const database = await createThrowawayDatabase('portal_notifications');
    dropDatabase = database.drop;
    handles = await Promise.all([1, 2].map(() => openDatabase({ url: database.url })));
    await runMigrations(handles[0]!);
    app = await buildApp({
      db: db(),
      jwtSecret: TEST_JWT_SECRET,
      logging: false,
      mailer: createMemoryMailer(),
      loginLimits: GENEROUS_LOGIN_LIMITS,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all(handles.map((handle) => handle.close()));
    await dropDatabase();
  });

  async function creator(): Promise<string> {
    users += 1;
    return insertUser(handles[0]!, { userId: `pg-notified-${users}@example.com`, password: 'Right!pass1' });
  }

  it('entry approved or returned, raced: one wins, one notification', async () => {
    const user = await creator();
    const twice = await insertEntry(db(), user, 'reviewing');
    expect(
      await race(
        () => approveSubmission(db(0), twice, new Date()),
        () => approveSubmission(db(1), twice, new Date()),
      ),
    ).toBe(1);
    expect(await notificationsOf(db(), user, 'entry-approved', twice)).toHaveLength(1);

    const either = await insertEntry(db(), user, 'reviewing');
    expect(
      await race(
        () => approveSubmission(db(0), either, new Date()),
        () => returnSubmission(db(1), either, 'No sound', new Date()),
      ),
    ).toBe(1);
    const approved = await notificationsOf(db(), user, 'entry-approved', either);
    const returned = await notificationsOf(db(), user, 'entry-returned', either);
    expect(approved.length + returned.length).toBe(1);
  });

  it('project files received, raced: one notification', async () => {
    const user = await creator();
    const entry = await insertEntry(db(), user, 'approved');
    const files = await db()
      .insert(privateFiles)
      .values(
        [1, 2].map((index) => ({
          ownerUuid: user,
          storedName: `pg-project-${entry}-${index}`,
          originalName: 'project.zip',
          size: 1,
          mime: 'application/zip',
        })),
      )
      .returning();
    expect(
      await race(
        () => attachProjectFile(db(0), entry, files[0]!.uuid, new Date()),
        () => attachProjectFile(db(1), entry, files[1]!.uuid, new Date()),
      ),
    ).toBe(1);
    expect(await notificationsOf(db(), user, 'project-files-received', entry)).toHaveLength(1);
  });

  it('entry scheduled, raced into the same group: one row, one notification', async () => {
    const user = await creator();
    const group = await waitingGroup(db());
    const entry = await insertEntry(db(), user, 'converting', { topicUuid: group.topicUuid });
    const input = { ...videoEntries(['Raced'])[0]!, userUuid: user, submissionUuid: entry };
    expect(
      await race(
        () => addSubmissionToGroup(db(0), group.groupUuid, input, group.topicUuid, new Date()),
        () => addSubmissionToGroup(db(1), group.groupUuid, input, group.topicUuid, new Date()),
      ),
    ).toBe(1);
    expect(await notificationsOf(db(), user, 'entry-scheduled', entry)).toHaveLength(1);
  });

  it('group competing, completed and earnings credited, each raced: one notification each', async () => {
    const user = await creator();
    const group = await groupWithEntryOf(db(), user);
    const running = new Date(Date.now() + DAY + HOUR);
    await race(
      () => advanceGroupStates(db(0), running),
      () => advanceGroupStates(db(1), running),
    );
    expect(await notificationsOf(db(), user, 'group-competing', group.entryUuid)).toHaveLength(1);

    await recordProduction(
      db(),
      { groupSubmissionUuid: group.groupSubmissionUuid, count: 2, producedAt: running },
      running,
    );
    const after = new Date(Date.now() + 8 * DAY + HOUR);
    await race(
      () => runStatistics(db(0), { now: after, trigger: 'ops' }),
      () => runStatistics(db(1), { now: after, trigger: 'ops' }),
    );
    const completed = await notificationsOf(db(), user, 'group-completed', group.entryUuid);
    expect(completed).toHaveLength(1);
    expect(completed[0]!.params).toMatchObject({ ranking: 1, countOfSubmission: 2, amount: 1_000_000 });
    expect(await notificationsOf(db(), user, 'earnings-credited', group.groupSubmissionUuid)).toHaveLength(1);
  });

  it('withdrawal paid against rejected, raced: one wins and is the only notification', async () => {
    const user = await creator();
    const withdrawal = await requestedWithdrawal(db(), user);
    expect(
      await race(
        () => markPaid(db(0), withdrawal, '2026-11-30', new Date()),
        () => rejectWithdrawal(db(1), withdrawal, 'Wrong bank', new Date()),
      ),
    ).toBe(1);
    const paid = await notificationsOf(db(), user, 'withdrawal-paid', withdrawal);
    const rejected = await notificationsOf(db(), user, 'withdrawal-rejected', withdrawal);
    expect(paid.length + rejected.length).toBe(1);

    const other = await creator();
    const twice = await requestedWithdrawal(db(), other);
    expect(
      await race(
        () => rejectWithdrawal(db(0), twice, 'Wrong bank', new Date()),
        () => rejectWithdrawal(db(1), twice, 'Wrong bank', new Date()),
      ),
    ).toBe(1);
    expect(await notificationsOf(db(), other, 'withdrawal-rejected', twice)).toHaveLength(1);
  });

  it('inquiry answered, raced: one notification', async () => {
    const user = await creator();
    const inquiry = await insertInquiry(db(), user);
    expect(
      await race(
        () => answerInquiry(db(0), inquiry, '<p>One</p>', new Date()),
        () => answerInquiry(db(1), inquiry, '<p>Two</p>', new Date()),
      ),
    ).toBe(1);
    expect(await notificationsOf(db(), user, 'inquiry-answered', inquiry)).toHaveLength(1);
  });

  it('the unread count and marking read work on PostgreSQL', async () => {
    const user = await creator();
    const inquiry = await insertInquiry(db(), user);
    await answerInquiry(db(), inquiry, '<p>Yes</p>', new Date());
    const token = await loginToken(app, `pg-notified-${users}@example.com`, 'Right!pass1');
    const headers = { authorization: `Bearer ${token}` };
    const counted = await app.inject({ url: apiPaths.notificationsUnreadCount, headers });
    expect(counted.json().data).toEqual({ count: 1 });
    const unchanged = await app.inject({
      url: apiPaths.notificationsUnreadCount,
      headers: { ...headers, 'if-none-match': counted.headers.etag as string },
    });
    expect(unchanged.statusCode).toBe(304);
    const read = await app.inject({
      method: 'POST',
      url: apiPaths.notificationsRead,
      headers,
      payload: { all: true },
    });
    expect(read.json().data).toEqual({ count: 0 });
  });
});
