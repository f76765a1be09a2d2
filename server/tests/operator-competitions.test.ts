// The console's topics and groups (issue 21, reviewer): topic images, a topic created and edited
// with its audit lines and the command giving the same row; converted entries scheduled into a
// preparing group, another added, the group released, production recorded, the statistics run and
// the rankings read back; and the refusals with their stable codes.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleGroup, TopicImage } from '../../contract/operator-competitions.js';
import type { TopicDetail } from '../../contract/topics.js';
import { auditLog } from '../db/schema.js';
import { createPrivateStore } from '../files/private-files.js';
import { privateFilesDir } from '../files/stored-files.js';
import { runOneConversion } from '../submissions/conversion-worker.js';
import { DAY } from './competition-fixtures.js';
import { multipartBody } from './multipart.js';
import { call as callAs, operatorToken as tokenFor } from './operator-fixtures.js';
import { createTestApp, errorBody, insertUser, loginToken, opsRunner, type TestApp } from './test-app.js';

let t: TestApp;
let dir: string;
let creatorToken: string;
let reviewer: string;
let finance: string;
let ops: ReturnType<typeof opsRunner>;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const media = (name: string) => readFile(path.join(import.meta.dirname, '../../tests/media', name));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-console-competitions-'));
  t = await createTestApp({ publicFilesDir: path.join(dir, 'public') });
  ops = opsRunner(t, path.join(dir, 'public'));
  await insertUser(t.database, { userId: 'maker@example.com', password: 'Right!pass1' });
  creatorToken = await loginToken(t.app, 'maker@example.com', 'Right!pass1');
  reviewer = await tokenFor(t, ops, 'reviewer@example.com', 'reviewer');
  finance = await tokenFor(t, ops, 'finance@example.com', 'finance');
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, token = reviewer) =>
  callAs(t, method, url, token, body);
const dataOf = <T>(response: { json: <R>() => R }) => response.json<{ data: T }>().data;
const auditLines = () => t.database.db.select().from(auditLog).orderBy(auditLog.id);

async function uploadImage(kind: string, file: string) {
  const form = multipartBody([
    { name: 'kind', value: kind },
    { name: 'file', fileName: file, content: await media(file) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/operator/api/topic-images',
    headers: { authorization: `Bearer ${reviewer}`, 'content-type': form.contentType },
    payload: form.body,
  });
}

const topicBody = (overrides: Record<string, unknown> = {}) => ({
  topic: 'Morning coffee',
  maxAmount: 1_000_000,
  maxCount: 10,
  amountPerUser: 100_000,
  topicType: 1,
  videoStyleType: 2,
  timeLimit: 'f5s',
  hashtags: ['#coffee', 'morning'],
  mainBannerImageUrl: null,
  thumbnailUrl: null,
  description: '<p>Steam and <strong>light</strong></p><script>alert(1)</script>',
  rules: [
    { kind: 'do', text: 'Show the cup' },
    { kind: 'dont', text: 'No brand names' },
  ],
  exampleWorks: [],
  entryBeginDate: null,
  entryEndDate: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

describe('the console’s topics', () => {
  it('stores images, creates and edits a topic with audit lines, as the command does', async () => {
    const thumbnail = await uploadImage('thumbnail', 'thumb-720x405.png');
    expect(thumbnail.statusCode, thumbnail.body).toBe(200);
    const thumb = dataOf<TopicImage>(thumbnail);
    expect(thumb).toMatchObject({
      width: 720,
      height: 405,
      url: expect.stringMatching(/^\/p\/api\/files\//),
    });
    const banner = dataOf<TopicImage>(await uploadImage('banner', 'thumb-1280x720.jpg'));
    // A thumbnail is exactly 720 x 405; a file that is no image is refused by its bytes.
    const wrongSize = await uploadImage('thumbnail', 'thumb-1280x720.png');
    expect(wrongSize.statusCode).toBe(400);
    expect(errorBody(wrongSize)).toMatchObject({ errorCode: 'THUMBNAIL_SIZE_INVALID', field: 'file' });
    const notImage = await uploadImage('banner', 'project.zip');
    expect(errorBody(notImage)).toMatchObject({ errorCode: 'FILE_TYPE_INVALID', field: 'file' });

    const created = await call(
      'POST',
      '/operator/api/topics',
      topicBody({ thumbnailUrl: thumb.url, mainBannerImageUrl: banner.url }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { uuid } = dataOf<{ uuid: string }>(created);
    const stored = dataOf<TopicDetail>(await call('GET', `/operator/api/topics/${uuid}`));
    expect(stored).toMatchObject({
      topic: 'Morning coffee',
      hashtags: ['coffee', 'morning'],
      thumbnailUrl: thumb.url,
      mainBannerImageUrl: banner.url,
      entryBeginDate: null,
      entryEndDate: '2030-01-01T00:00:00Z',
      rules: [
        { kind: 'do', text: 'Show the cup' },
        { kind: 'dont', text: 'No brand names' },
      ],
    });
    expect(stored.description).toBe('<p>Steam and <strong>light</strong></p>');
    // The creators' job list shows it.
    const jobs = await t.app.inject({
      method: 'GET',
      url: '/api/topics?page=1&size=20',
      headers: { authorization: `Bearer ${creatorToken}` },
    });
    expect(jobs.body).toContain(uuid);

    const edited = await call('PATCH', `/operator/api/topics/${uuid}`, {
      topic: 'Evening coffee',
      maxCount: 12,
    });
    expect(dataOf<{ changed: string[] }>(edited).changed.sort()).toEqual(['maxCount', 'topic']);
    const lines = (await auditLines()).filter((line) => line.subjectId === uuid);
    expect(lines.map((line) => [line.action, line.actor])).toEqual([
      ['topic.create', 'reviewer@example.com'],
      ['topic.update', 'reviewer@example.com'],
    ]);
    expect(lines[1]).toMatchObject({
      before: { topic: 'Morning coffee', maxCount: 10 },
      after: { topic: 'Evening coffee', maxCount: 12 },
    });

    // create-topic with the same fields makes the same topic, with the same kind of audit line.
    const made = await ops(
      'create-topic',
      ...['--topic', 'Morning coffee', '--max-amount', '1000000', '--max-count', '10'],
      ...['--amount-per-user', '100000', '--topic-type', 'video', '--video-style-type', 'video'],
      ...['--time-limit', 'f5s', '--hashtag', '#coffee', '--hashtag', 'morning'],
      ...['--thumbnail', thumb.url, '--main-banner-image', banner.url],
      ...['--description', '<p>Steam and <strong>light</strong></p><script>alert(1)</script>'],
      ...[
        '--do',
        'Show the cup',
        '--dont',
        'No brand names',
        '--entry-end',
        '2030-01-01T00:00:00Z',
        '--json',
      ],
    );
    expect(made.code, made.err).toBe(0);
    const byCommand = JSON.parse(made.out) as { uuid: string };
    const fromCommand = dataOf<TopicDetail>(await call('GET', `/operator/api/topics/${byCommand.uuid}`));
    const { uuid: _a, ...consoleFields } = dataOf<TopicDetail>(
      await call('GET', `/operator/api/topics/${uuid}`),
    );
    const { uuid: _b, ...commandFields } = fromCommand;
    expect(commandFields).toEqual({ ...consoleFields, topic: 'Morning coffee', maxCount: 10 });
    const commandLine = (await auditLines()).find((line) => line.subjectId === byCommand.uuid);
    expect(commandLine).toMatchObject({ action: 'topic.create', actor: 'ops command', operatorUuid: null });
  });

  it('refuses what is wrong with a stable code and changes nothing', async () => {
    const before = (await auditLines()).length;
    const notStored = await call(
      'POST',
      '/operator/api/topics',
      topicBody({ thumbnailUrl: '/p/api/files/nope.png' }),
    );
    expect(notStored.statusCode).toBe(400);
    expect(errorBody(notStored)).toMatchObject({
      errorCode: 'COMPETITION_INPUT_INVALID',
      field: 'thumbnailUrl',
    });
    const twoWords = await call('POST', '/operator/api/topics', topicBody({ hashtags: ['two words'] }));
    expect(errorBody(twoWords).errorCode).toBe('COMPETITION_INPUT_INVALID');
    const backwards = await call(
      'POST',
      '/operator/api/topics',
      topicBody({ entryBeginDate: '2030-02-01T00:00:00Z', entryEndDate: '2030-01-01T00:00:00Z' }),
    );
    expect(errorBody(backwards).errorCode).toBe('VALIDATION_FAILED');
    const missing = await call('PATCH', `/operator/api/topics/${crypto.randomUUID()}`, { topic: 'X' });
    expect(missing.statusCode).toBe(404);
    const empty = await call('PATCH', `/operator/api/topics/${crypto.randomUUID()}`, {});
    expect(errorBody(empty).errorCode).toBe('VALIDATION_FAILED');
    const forbidden = await call('GET', '/operator/api/topics', undefined, finance);
    expect(errorBody(forbidden).errorCode).toBe('OPERATOR_ROLE_FORBIDDEN');
    expect(await auditLines()).toHaveLength(before);
  });
});

describe('the console’s groups', () => {
  let topicUuid: string;

  /** Entered by the creator, approved, project files sent and converted by the worker for real. */
  async function converted(title: string): Promise<string> {
    const form = multipartBody([
      { name: 'topicUuid', value: topicUuid },
      { name: 'title', value: title },
      { name: 'description', value: '' },
      { name: 'thumbnail', fileName: 'thumb.png', content: await media('thumb-720x405.png') },
      { name: 'work', fileName: 'clip.mp4', content: await media('clip-5s.mp4') },
    ]);
    const entered = await t.app.inject({
      method: 'POST',
      url: '/api/submission/',
      headers: { authorization: `Bearer ${creatorToken}`, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const uuid = dataOf<{ uuid: string }>(entered).uuid;
    expect((await call('POST', `/operator/api/submissions/${uuid}/approve`)).statusCode).toBe(200);
    const zip = multipartBody([
      { name: 'projectFile', fileName: 'project.zip', content: await media('project.zip') },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/submission/project-file/${uuid}`,
      headers: { authorization: `Bearer ${creatorToken}`, 'content-type': zip.contentType },
      payload: zip.body,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const store = createPrivateStore(privateFilesDir(path.join(dir, 'public')));
    expect(await runOneConversion({ db: t.database.db, store, log: silent, now: t.clock.now })).toBe(true);
    return uuid;
  }

  beforeAll(async () => {
    const created = await call(
      'POST',
      '/operator/api/topics',
      topicBody({ topic: 'Groups topic', entryEndDate: null }),
    );
    topicUuid = dataOf<{ uuid: string }>(created).uuid;
  });

  it('schedules converted entries, adds one, releases, records production and ranks them', async () => {
    const first = await converted('First light');
    const second = await converted('Second cup');
    const waiting = await call('GET', `/operator/api/submissions?state=to-schedule&topic=${topicUuid}`);
    expect(
      dataOf<{ lists: { uuid: string }[] }>(waiting)
        .lists.map((item) => item.uuid)
        .sort(),
    ).toEqual([first, second].sort());

    const now = t.clock.now().getTime();
    const period = {
      beginAt: new Date(now - 60 * 60_000).toISOString(),
      endAt: new Date(now + 7 * DAY).toISOString(),
    };
    const scheduled = await call('POST', '/operator/api/groups', {
      topicUuid,
      ...period,
      preparing: true,
      submissionUuids: [first],
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const group = dataOf<{ uuid: string; state: number; entryUuids: string[] }>(scheduled);
    expect(group.state).toBe(1);
    const again = await call('POST', '/operator/api/groups', {
      topicUuid,
      ...period,
      submissionUuids: [first],
    });
    expect(errorBody(again).errorCode).toBe('SUBMISSION_STATE_CONFLICT');

    const added = await call('POST', `/operator/api/groups/${group.uuid}/entries`, {
      submissionUuid: second,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(dataOf<{ position: number }>(added).position).toBe(2);

    const released = await call('POST', `/operator/api/groups/${group.uuid}/release`);
    // The period began an hour ago: waiting, and competing by the clock at once.
    expect(dataOf<{ state: number }>(released).state).toBe(3);
    const twice = await call('POST', `/operator/api/groups/${group.uuid}/release`);
    expect(twice.statusCode).toBe(409);
    expect(errorBody(twice).errorCode).toBe('GROUP_STATE_CONFLICT');

    const entries = dataOf<{ lists: ConsoleGroup[] }>(
      await call('GET', `/operator/api/groups?topic=${topicUuid}`),
    ).lists[0]!.entries;
    const firstEntry = entries.find((entry) => entry.name === 'First light')!;
    const secondEntry = entries.find((entry) => entry.name === 'Second cup')!;
    const report = await call('POST', `/operator/api/group-entries/${firstEntry.uuid}/production`, {
      count: 5,
      reportId: 'app-1',
    });
    expect(dataOf<{ recorded: boolean }>(report).recorded).toBe(true);
    const resent = await call('POST', `/operator/api/group-entries/${firstEntry.uuid}/production`, {
      count: 5,
      reportId: 'app-1',
    });
    expect(dataOf<{ recorded: boolean }>(resent).recorded).toBe(false);
    await call('POST', `/operator/api/group-entries/${secondEntry.uuid}/production`, { count: 2 });
    const outside = await call('POST', `/operator/api/group-entries/${secondEntry.uuid}/production`, {
      count: 1,
      producedAt: new Date(now - 2 * DAY).toISOString(),
    });
    expect(errorBody(outside).errorCode).toBe('PRODUCTION_TIME_INVALID');

    const run = await call('POST', '/operator/api/statistics', { groupUuids: [] });
    expect(run.statusCode, run.body).toBe(200);
    expect(dataOf<{ groupUuids: string[] }>(run).groupUuids).toContain(group.uuid);
    const ranked = dataOf<{ lists: ConsoleGroup[] }>(
      await call('GET', `/operator/api/groups?topic=${topicUuid}`),
    ).lists[0]!;
    expect(ranked.countOfOrder).toBe(7);
    expect(ranked.entries.map((entry) => [entry.name, entry.ranking, entry.countOfOrder])).toEqual([
      ['First light', 1, 5],
      ['Second cup', 2, 2],
    ]);

    const actions = (await auditLines()).map((line) => line.action);
    for (const action of [
      'group.schedule',
      'group.add-entry',
      'group.release',
      'group-entry.production',
      'statistics.run',
    ]) {
      expect(actions).toContain(action);
    }
    // Both creators' entries are scheduled, and each was told when the competition starts.
    const scheduledMails = () =>
      t.mailer.sent.filter((mail) => mail.to === 'maker@example.com' && /scheduled|그룹/.test(mail.subject));
    await expect.poll(() => scheduledMails().length).toBe(2);
  });
});
