// Notifications (issue 18) on PGlite: each creator event writes its notification exactly once in the
// transaction of its state change (a repeated transition writes nothing new, a refused one nothing);
// the endpoints (paging, ETag and 304, marking read, other creators' rows untouched, 403 without a
// token); and the mail switches deciding whether the operator commands' mails go.
// Long file: every event that writes a notification, on one seeded database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILED_NOTIFICATION_TYPES, type Notification } from '../../contract/notifications.js';
import { apiPaths } from '../../contract/paths.js';
import { notifications, privateFiles } from '../db/schema.js';
import { addSubmissionToGroup } from '../competitions/submission-scheduling.js';
import { createTopic, recordProduction } from '../competitions/competition-admin.js';
import { answerInquiry, InquiryStateError } from '../inquiries/inquiries.js';
import { advanceGroupStates } from '../competitions/lifecycle.js';
import { notify } from '../notifications/notifications.js';
import { runStatistics } from '../competitions/statistics.js';
import {
  approveSubmission,
  attachProjectFile,
  returnSubmission,
  SubmissionStateError,
} from '../submissions/submission-pipeline.js';
import { markPaid, rejectWithdrawal, WithdrawalStateError } from '../money/withdrawals.js';
import { DAY, HOUR, topicInput, videoEntries } from './competition-fixtures.js';
import {
  groupWithEntryOf,
  insertEntry,
  insertInquiry,
  notificationsOf,
  refused,
  requestedWithdrawal,
  waitingGroup,
} from './notification-fixtures.js';
import { createTestApp, insertUser, loginToken, opsRunner, type TestApp } from './test-app.js';

let t: TestApp;
let users = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function creator(): Promise<{ uuid: string; token: string; userId: string }> {
  users += 1;
  const userId = `notified-${users}@example.com`;
  const uuid = await insertUser(t.database, { userId, password: 'Right!pass1' });
  return { uuid, userId, token: await loginToken(t.app, userId, 'Right!pass1') };
}

describe('each event is notified once, in the transaction of its state change', () => {
  it('entry approved: once, with title and topic; approving again or a returned entry writes nothing', async () => {
    const { uuid: user } = await creator();
    const entry = await insertEntry(db(), user, 'reviewing', { title: 'Approved one' });
    await approveSubmission(db(), entry, new Date());
    expect(await refused(() => approveSubmission(db(), entry, new Date()))).toBeInstanceOf(
      SubmissionStateError,
    );
    const rows = await notificationsOf(db(), user, 'entry-approved', entry);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toEqual({ title: 'Approved one', topic: 'Notified topic' });
    expect(rows[0]!.readAt).toBeNull();

    const returned = await insertEntry(db(), user, 'returned');
    await refused(() => approveSubmission(db(), returned, new Date()));
    expect(await notificationsOf(db(), user, 'entry-approved', returned)).toHaveLength(0);
  });

  it('entry returned: once, with the reason; a refused return (approved already) writes nothing', async () => {
    const { uuid: user } = await creator();
    const entry = await insertEntry(db(), user, 'reviewing');
    await returnSubmission(db(), entry, '  The sound is missing. ', new Date());
    await refused(() => returnSubmission(db(), entry, 'again', new Date()));
    const rows = await notificationsOf(db(), user, 'entry-returned', entry);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toMatchObject({ title: 'My entry', reason: 'The sound is missing.' });

    const approved = await insertEntry(db(), user, 'approved');
    await refused(() => returnSubmission(db(), approved, 'too late', new Date()));
    expect(await notificationsOf(db(), user, 'entry-returned', approved)).toHaveLength(0);
  });

  it('project files received: once; a second upload (refused) writes nothing', async () => {
    const { uuid: user } = await creator();
    const entry = await insertEntry(db(), user, 'approved');
    const reviewing = await insertEntry(db(), user, 'reviewing');
    const [file] = await db()
      .insert(privateFiles)
      .values({
        ownerUuid: user,
        storedName: `pf-${entry}`,
        originalName: 'p.zip',
        size: 1,
        mime: 'application/zip',
      })
      .returning();
    await attachProjectFile(db(), entry, file!.uuid, new Date());
    await refused(() => attachProjectFile(db(), entry, file!.uuid, new Date()));
    await refused(() => attachProjectFile(db(), reviewing, file!.uuid, new Date()));
    expect(await notificationsOf(db(), user, 'project-files-received', entry)).toHaveLength(1);
    expect(await notificationsOf(db(), user, 'project-files-received', reviewing)).toHaveLength(0);
  });

  it("entry scheduled: once, with the group's begin; scheduling it again is refused and writes nothing", async () => {
    const { uuid: user } = await creator();
    const group = await waitingGroup(db());
    const entry = await insertEntry(db(), user, 'converting', { topicUuid: group.topicUuid });
    const input = { ...videoEntries(['Scheduled'])[0]!, userUuid: user, submissionUuid: entry };
    const added = await addSubmissionToGroup(db(), group.groupUuid, input, group.topicUuid, new Date());
    await refused(() => addSubmissionToGroup(db(), group.groupUuid, input, group.topicUuid, new Date()));
    const rows = await notificationsOf(db(), user, 'entry-scheduled', entry);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toMatchObject({ beginAt: added.beginAt.toISOString() });

    // Refused: the entry's topic is not the group's.
    const otherTopic = await createTopic(db(), topicInput({ topic: 'Another' }));
    const other = await insertEntry(db(), user, 'converting', { topicUuid: otherTopic });
    await refused(() =>
      addSubmissionToGroup(
        db(),
        group.groupUuid,
        { ...input, submissionUuid: other },
        otherTopic,
        new Date(),
      ),
    );
    expect(await notificationsOf(db(), user, 'entry-scheduled', other)).toHaveLength(0);
  });

  it('group competing, group completed and earnings credited: once each, with final rank and amount', async () => {
    const { uuid: user } = await creator();
    const group = await groupWithEntryOf(db(), user);
    const beginAt = new Date(Date.now() + DAY);
    const endAt = new Date(Date.now() + 8 * DAY);
    // Not begun yet: nothing.
    await advanceGroupStates(db(), new Date());
    expect(await notificationsOf(db(), user, 'group-competing')).toHaveLength(0);

    const running = new Date(beginAt.getTime() + HOUR);
    await advanceGroupStates(db(), running);
    await advanceGroupStates(db(), running);
    const competing = await notificationsOf(db(), user, 'group-competing', group.entryUuid);
    expect(competing).toHaveLength(1);
    expect(competing[0]!.params).toMatchObject({ title: 'My entry', topic: 'Test topic' });
    // Only the creator's entry: the sample work has nobody to tell.
    expect(
      await db().select().from(notifications).where(eq(notifications.subjectUuid, group.entryUuids[1]!)),
    ).toHaveLength(0);

    await recordProduction(
      db(),
      { groupSubmissionUuid: group.groupSubmissionUuid, count: 3, producedAt: running },
      running,
    );
    // A statistics run while competing: results not final, nothing told yet.
    await runStatistics(db(), { now: new Date(running.getTime() + HOUR), trigger: 'ops' });
    expect(await notificationsOf(db(), user, 'group-completed')).toHaveLength(0);
    expect(await notificationsOf(db(), user, 'earnings-credited')).toHaveLength(0);

    const after = new Date(endAt.getTime() + HOUR);
    await runStatistics(db(), { now: after, trigger: 'ops' });
    await runStatistics(db(), { now: after, trigger: 'ops', alsoGroups: [group.groupUuid] });
    const completed = await notificationsOf(db(), user, 'group-completed', group.entryUuid);
    expect(completed).toHaveLength(1);
    expect(completed[0]!.params).toEqual({
      title: 'My entry',
      topic: 'Test topic',
      ranking: 1,
      countOfSubmission: 2,
      amount: 1_000_000,
    });
    const credited = await notificationsOf(db(), user, 'earnings-credited', group.groupSubmissionUuid);
    expect(credited).toHaveLength(1);
    expect(credited[0]!.params).toMatchObject({ topic: 'Test topic', amount: 1_000_000 });
  });

  it('withdrawal paid and rejected: once each, amounts in the major unit; a refused step writes nothing', async () => {
    const { uuid: user } = await creator();
    const paid = await requestedWithdrawal(db(), user);
    await markPaid(db(), paid, '2026-11-30', new Date());
    expect(await refused(() => markPaid(db(), paid, '2026-11-30', new Date()))).toBeInstanceOf(
      WithdrawalStateError,
    );
    await refused(() => rejectWithdrawal(db(), paid, 'too late', new Date()));
    const paidRows = await notificationsOf(db(), user, 'withdrawal-paid', paid);
    expect(paidRows).toHaveLength(1);
    expect(paidRows[0]!.params).toEqual({ amount: 30_000, paidDate: '2026-11-30' });
    expect(await notificationsOf(db(), user, 'withdrawal-rejected', paid)).toHaveLength(0);

    const { uuid: other } = await creator();
    const rejected = await requestedWithdrawal(db(), other);
    await rejectWithdrawal(db(), rejected, 'The account holder does not match.', new Date());
    await refused(() => rejectWithdrawal(db(), rejected, 'again', new Date()));
    const rows = await notificationsOf(db(), other, 'withdrawal-rejected', rejected);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toEqual({ amount: 30_000, reason: 'The account holder does not match.' });
  });

  it('inquiry answered: once; a second answer (refused) writes nothing', async () => {
    const { uuid: user } = await creator();
    const inquiry = await insertInquiry(db(), user);
    await answerInquiry(db(), inquiry, '<p>Done.</p>', new Date());
    expect(await refused(() => answerInquiry(db(), inquiry, '<p>Again.</p>', new Date()))).toBeInstanceOf(
      InquiryStateError,
    );
    const rows = await notificationsOf(db(), user, 'inquiry-answered', inquiry);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toEqual({ title: 'Where is my payout?' });
  });
});

describe('GET, POST /api/notifications…', () => {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  it('answers 403 without a token on every call', async () => {
    const calls = [
      { method: 'GET' as const, url: apiPaths.notifications },
      { method: 'GET' as const, url: apiPaths.notificationsUnreadCount },
      { method: 'POST' as const, url: apiPaths.notificationsRead, payload: { all: true } },
      { method: 'GET' as const, url: apiPaths.mailPreferences },
      { method: 'PUT' as const, url: apiPaths.mailPreferences, payload: {} },
    ];
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, call.url).toBe(403);
    }
  });

  it('pages newest first, counts unread with an ETag (304 while unchanged), marks one or all read', async () => {
    const me = await creator();
    const someoneElse = await creator();
    const start = Date.UTC(2026, 0, 1);
    await notify(
      db(),
      Array.from({ length: 25 }, (_, index) => ({
        userUuid: me.uuid,
        type: 'inquiry-answered' as const,
        subjectUuid: crypto.randomUUID(),
        params: { title: `Question ${index + 1}` },
        createdAt: new Date(start + index * HOUR),
      })),
    );
    await notify(db(), {
      userUuid: someoneElse.uuid,
      type: 'entry-approved',
      subjectUuid: crypto.randomUUID(),
      params: { title: 'Theirs' },
    });

    const page = async (query: string) => {
      const response = await t.app.inject({
        url: `${apiPaths.notifications}?${query}`,
        headers: auth(me.token),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{
        data: { lists: Notification[]; totalCount: number; page: number; size: number };
      }>().data;
    };
    const first = await page('page=1&size=10');
    expect(first.totalCount).toBe(25);
    expect(first.lists.map((item) => item.params['title'])).toEqual(
      Array.from({ length: 10 }, (_, index) => `Question ${25 - index}`),
    );
    const last = await page('page=3&size=10');
    expect(last.lists).toHaveLength(5);
    expect(last.lists.at(-1)!.params['title']).toBe('Question 1');
    expect(
      (await t.app.inject({ url: `${apiPaths.notifications}?size=61`, headers: auth(me.token) })).statusCode,
    ).toBe(400);

    const counted = await t.app.inject({ url: apiPaths.notificationsUnreadCount, headers: auth(me.token) });
    expect(counted.statusCode).toBe(200);
    expect(counted.json().data).toEqual({ count: 25 });
    const etag = counted.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(counted.headers['cache-control']).toBe('private, no-cache');
    // The bell adds a _t parameter (against the browser's cache): no difference here.
    const unchanged = await t.app.inject({
      url: `${apiPaths.notificationsUnreadCount}?_t=1`,
      headers: { ...auth(me.token), 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    // One of mine and one of someone else's: only mine changes.
    const theirs = await notificationsOf(db(), someoneElse.uuid, 'entry-approved');
    const read = await t.app.inject({
      method: 'POST',
      url: apiPaths.notificationsRead,
      headers: auth(me.token),
      payload: { uuids: [first.lists[0]!.uuid, theirs[0]!.uuid] },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ count: 24 });
    expect((await notificationsOf(db(), someoneElse.uuid, 'entry-approved'))[0]!.readAt).toBeNull();
    expect((await page('page=1&size=1')).lists[0]!.readAt).not.toBeNull();
    const unreadOnly = await page('page=1&size=10&unread=true');
    expect(unreadOnly.totalCount).toBe(24);
    expect(unreadOnly.lists[0]!.params['title']).toBe('Question 24');
    expect(unreadOnly.lists.every((item) => item.readAt === null)).toBe(true);

    const changed = await t.app.inject({
      url: apiPaths.notificationsUnreadCount,
      headers: { ...auth(me.token), 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({ count: 24 });

    const all = await t.app.inject({
      method: 'POST',
      url: apiPaths.notificationsRead,
      headers: auth(me.token),
      payload: { all: true },
    });
    expect(all.json().data).toEqual({ count: 0 });
    const other = await t.app.inject({
      url: apiPaths.notificationsUnreadCount,
      headers: auth(someoneElse.token),
    });
    expect(other.json().data).toEqual({ count: 1 });

    const bad = await t.app.inject({
      method: 'POST',
      url: apiPaths.notificationsRead,
      headers: auth(me.token),
      payload: { uuids: ['not-a-uuid'] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('mail preferences', () => {
  const ops = () => opsRunner(t, '/nonexistent');

  it('are all on at first, are stored as sent, and decide whether the entry and inquiry mails go', async () => {
    const me = await creator();
    const headers = { authorization: `Bearer ${me.token}` };
    const initial = await t.app.inject({ url: apiPaths.mailPreferences, headers });
    expect(initial.json().data).toEqual(
      Object.fromEntries(MAILED_NOTIFICATION_TYPES.map((type) => [type, true])),
    );

    const wanted = {
      ...Object.fromEntries(MAILED_NOTIFICATION_TYPES.map((type) => [type, true])),
      'entry-approved': false,
      'inquiry-answered': false,
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: apiPaths.mailPreferences,
      headers,
      payload: wanted,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(wanted);
    expect((await t.app.inject({ url: apiPaths.mailPreferences, headers })).json().data).toEqual(wanted);
    const partial = await t.app.inject({
      method: 'PUT',
      url: apiPaths.mailPreferences,
      headers,
      payload: { 'entry-approved': true },
    });
    expect(partial.statusCode).toBe(400);

    const mailsTo = () => t.mailer.sent.filter((mail) => mail.to === me.userId);
    const approved = await insertEntry(db(), me.uuid, 'reviewing');
    expect((await ops()('approve', '--uuid', approved)).code).toBe(0);
    expect(mailsTo()).toHaveLength(0);
    // The notification is written all the same.
    expect(await notificationsOf(db(), me.uuid, 'entry-approved', approved)).toHaveLength(1);

    const returned = await insertEntry(db(), me.uuid, 'reviewing');
    expect((await ops()('return', '--uuid', returned, '--reason', 'Too short')).code).toBe(0);
    expect(mailsTo()).toHaveLength(1);

    const inquiry = await insertInquiry(db(), me.uuid);
    expect((await ops()('answer-inquiry', '--uuid', inquiry, '--content', '<p>Yes.</p>')).code).toBe(0);
    expect(mailsTo()).toHaveLength(1);

    // Turned back on: the mail goes again.
    await t.app.inject({
      method: 'PUT',
      url: apiPaths.mailPreferences,
      headers,
      payload: { ...wanted, 'entry-approved': true },
    });
    const again = await insertEntry(db(), me.uuid, 'reviewing');
    expect((await ops()('approve', '--uuid', again)).code).toBe(0);
    expect(mailsTo()).toHaveLength(2);
  });

  it('decide whether the withdrawal mails go', async () => {
    const me = await creator();
    const headers = { authorization: `Bearer ${me.token}` };
    const prefs = Object.fromEntries(MAILED_NOTIFICATION_TYPES.map((type) => [type, true]));
    await t.app.inject({
      method: 'PUT',
      url: apiPaths.mailPreferences,
      headers,
      payload: { ...prefs, 'withdrawal-paid': false },
    });
    const mailsTo = () => t.mailer.sent.filter((mail) => mail.to === me.userId);
    const paid = await requestedWithdrawal(db(), me.uuid);
    expect((await ops()('mark-paid', '--uuid', paid)).code).toBe(0);
    expect(mailsTo()).toHaveLength(0);
    const rejected = await requestedWithdrawal(db(), me.uuid);
    expect((await ops()('reject-withdrawal', '--uuid', rejected, '--reason', 'Wrong bank')).code).toBe(0);
    expect(mailsTo()).toHaveLength(1);
  });
});
