// schedule-submission: one converted entry added to a group that exists and has not begun (a real
// upload, approval, project files and ffmpeg conversion first), its files published for the
// rankings, the creator mailed; and every refusal leaving the entry converting and the group as it was.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionDetail } from '../../contract/submissions.js';
import { groupSubmissions } from '../db/schema.js';
import { zonedMinute } from '../lib/business-time.js';
import { createTopic } from '../competitions/competition-admin.js';
import { runOneConversion } from '../submissions/conversion-worker.js';
import { createPrivateStore } from '../files/private-files.js';
import { DAY, topicInput } from './competition-fixtures.js';
import { multipartBody } from './multipart.js';
import { createTestApp, insertUser, loginToken, type TestApp, opsRunner } from './test-app.js';

let t: TestApp;
let dir: string;
let token: string;
let topicUuid: string;
let otherTopicUuid: string;
let shortTopicUuid: string;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const media = (name: string) => readFile(path.join(import.meta.dirname, '../../tests/media', name));
const store = () => createPrivateStore(path.join(dir, 'private'));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-schedule-submission-'));
  t = await createTestApp({ publicFilesDir: path.join(dir, 'public') });
  await insertUser(t.database, { userId: 'late@example.com', password: 'Right!pass1' });
  token = await loginToken(t.app, 'late@example.com', 'Right!pass1');
  topicUuid = await createTopic(t.database.db, topicInput({ timeLimit: 'f5s' }));
  otherTopicUuid = await createTopic(t.database.db, topicInput({ topic: 'Another', timeLimit: 'f5s' }));
  shortTopicUuid = await createTopic(t.database.db, topicInput({ topic: 'Short', timeLimit: 'f3s' }));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const ops = (...argv: string[]) => opsRunner(t, path.join(dir, 'public'))(...argv);

async function detail(uuid: string): Promise<SubmissionDetail> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/submission/${uuid}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json<{ data: SubmissionDetail }>().data;
}

/** An entry under review (the upload only). */
async function enter(title: string, topic = topicUuid, clip = 'clip-5s.mp4'): Promise<string> {
  const entry = multipartBody([
    { name: 'topicUuid', value: topic },
    { name: 'title', value: title },
    { name: 'description', value: '' },
    { name: 'thumbnail', fileName: 'thumb.png', content: await media('thumb-720x405.png') },
    { name: 'work', fileName: 'clip.mp4', content: await media(clip) },
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/submission/',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': entry.contentType,
      'accept-language': 'en',
    },
    payload: entry.body,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ data: SubmissionDetail }>().data.uuid;
}

/** Entered, approved, project files sent and converted by the worker for real. */
async function converted(title: string, topic = topicUuid, clip = 'clip-5s.mp4'): Promise<string> {
  const uuid = await enter(title, topic, clip);
  expect((await ops('approve', '--uuid', uuid)).code).toBe(0);
  const zip = multipartBody([
    { name: 'projectFile', fileName: 'project.zip', content: await media('project.zip') },
  ]);
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/submission/project-file/${uuid}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': zip.contentType },
    payload: zip.body,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  expect(await runOneConversion({ db: t.database.db, store: store(), log: silent })).toBe(true);
  expect((await detail(uuid)).delivery).not.toBeNull();
  return uuid;
}

/** A group of sample works, begun or not, through schedule-group. */
async function group(options: { topic?: string; beginInDays: number; samples: number; capacity?: number }) {
  const now = Date.now();
  const made = await ops(
    'schedule-group',
    '--topic',
    options.topic ?? topicUuid,
    '--begin',
    new Date(now + options.beginInDays * DAY).toISOString(),
    '--end',
    new Date(now + (options.beginInDays + 7) * DAY).toISOString(),
    '--samples',
    String(options.samples),
    ...(options.capacity ? ['--capacity', String(options.capacity)] : []),
    '--json',
  );
  expect(made.code, made.err).toBe(0);
  return JSON.parse(made.out) as { uuid: string; state: number };
}

/** Whether the entry's delivery and poster have their public copies (named by their content). */
async function publicCopies(uuid: string): Promise<boolean[]> {
  const shown = JSON.parse((await ops('show-submission', '--uuid', uuid, '--json')).out) as {
    files: Record<'delivery' | 'poster', { path: string }>;
  };
  return Promise.all(
    [
      [shown.files.delivery.path, 'mp4'],
      [shown.files.poster.path, 'jpg'],
    ].map(async ([file, extension]) => {
      const name = `${createHash('sha256')
        .update(await readFile(file!))
        .digest('hex')
        .slice(0, 32)}.${extension}`;
      return stat(path.join(dir, 'public', name)).then(
        () => true,
        () => false,
      );
    }),
  );
}

const entriesOf = (groupUuid: string) =>
  t.database.db
    .select()
    .from(groupSubmissions)
    .where(eq(groupSubmissions.groupUuid, groupUuid))
    .orderBy(groupSubmissions.position);

describe('schedule-submission', () => {
  let first: string;
  let second: string;
  let third: string;

  beforeAll(async () => {
    first = await converted('Late one');
    second = await converted('Late two');
    third = await converted('Late three');
  }, 90_000);

  it('adds a converted entry to a waiting group at the next position; the creator sees it waiting', async () => {
    const waiting = await group({ beginInDays: 2, samples: 2, capacity: 4 });
    const sentBefore = t.mailer.sent.length;
    const done = await ops('schedule-submission', '--uuid', first, '--group', waiting.uuid, '--json');
    expect(done.code, done.err).toBe(0);
    const answer = JSON.parse(done.out) as {
      groupSubmissionUuid: string;
      position: number;
      groupUuid: string;
    };
    expect(answer).toMatchObject({ uuid: first, groupUuid: waiting.uuid, position: 3 });

    const rows = await entriesOf(waiting.uuid);
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3]);
    const added = rows[2]!;
    expect(added).toMatchObject({
      uuid: answer.groupSubmissionUuid,
      submissionUuid: first,
      name: 'Late one',
      tType: 'video',
    });
    // The converted work and its poster were published where the public rankings read them.
    for (const url of [added.videoUrl!, added.thumbnailUrl!]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
    }
    const poster = await t.app.inject({ method: 'GET', url: added.thumbnailUrl! });
    expect(poster.headers['content-type']).toContain('image/jpeg');

    expect(await detail(first)).toMatchObject({ state: 'waiting', groupUuid: waiting.uuid });
    const belong = await t.app.inject({
      method: 'GET',
      url: `/api/group-submission/belong-to-group/${first}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(belong.statusCode, belong.body).toBe(200);
    expect((await ops('list-submissions', '--state', 'waiting')).out).toContain(first);

    // One mail, in the entry's language (English), with the group's start in the business zone.
    const mails = t.mailer.sent.slice(sentBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('late@example.com');
    expect(mails[0]!.subject).toContain('was scheduled into a group');
    const [groupRow] = await t.database.db.query.competitionGroups.findMany({
      where: (groups, { eq: same }) => same(groups.uuid, waiting.uuid),
    });
    expect(mails[0]!.text).toContain(zonedMinute(groupRow!.beginAt, 'Asia/Seoul'));
    expect(mails[0]!.text).toContain(`http://portal.test/submission-detail/${first}`);

    // Once placed, never again: not into this group, nor another.
    const again = await ops('schedule-submission', '--uuid', first, '--group', waiting.uuid);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already');
  }, 60_000);

  it('refuses a group that has begun, of another topic, full or unknown, and an entry not converted', async () => {
    const sentBefore = t.mailer.sent.length;
    const competing = await group({ beginInDays: -1, samples: 1 });
    const otherTopic = await group({ topic: otherTopicUuid, beginInDays: 2, samples: 1 });
    const full = await group({ beginInDays: 2, samples: 2, capacity: 2 });
    const preparing = await ops(
      'schedule-group',
      '--topic',
      topicUuid,
      '--begin',
      new Date(Date.now() + 3 * DAY).toISOString(),
      '--end',
      new Date(Date.now() + 9 * DAY).toISOString(),
      '--samples',
      '1',
      '--preparing',
      '--json',
    );
    const reviewing = await enter('Not yet');

    const refusals: [string[], string][] = [
      [['--uuid', second, '--group', competing.uuid], 'has begun'],
      [['--uuid', second, '--group', otherTopic.uuid], 'another topic'],
      [['--uuid', second, '--group', full.uuid], 'full'],
      [['--uuid', second, '--group', '00000000-0000-4000-8000-000000000000'], 'no group'],
      [
        ['--uuid', reviewing, '--group', (JSON.parse(preparing.out) as { uuid: string }).uuid],
        'not converted',
      ],
      [['--uuid', '00000000-0000-4000-8000-000000000001', '--group', full.uuid], 'no entry'],
    ];
    for (const [argv, reason] of refusals) {
      const refused = await ops('schedule-submission', ...argv);
      expect(refused.code, argv.join(' ')).toBe(1);
      expect(refused.err).toContain(reason);
    }
    expect((await ops('schedule-submission', '--uuid', second)).code).toBe(2);

    // Nothing changed: the entry still waits to be scheduled, the groups keep their entries, no mail.
    expect(await detail(second)).toMatchObject({ state: 'converting', groupUuid: null });
    expect(await entriesOf(full.uuid)).toHaveLength(2);
    expect(await entriesOf(competing.uuid)).toHaveLength(1);
    expect(t.mailer.sent.length).toBe(sentBefore);

    // A preparing group (held by the operator) takes entries.
    const held = (JSON.parse(preparing.out) as { uuid: string }).uuid;
    expect((await ops('schedule-submission', '--uuid', second, '--group', held)).code).toBe(0);
    expect((await entriesOf(held)).map((row) => row.submissionUuid)).toContain(second);
  }, 60_000);

  it('removes the public copies it made when the group refuses under its lock, keeps them when it joins', async () => {
    // A work of its own (the 3-second clip): converted files no other entry shares.
    const unique = await converted('Short one', shortTopicUuid, 'clip-3s.mp4');
    expect(await publicCopies(unique)).toEqual([false, false]);
    const full = await group({ topic: shortTopicUuid, beginInDays: 2, samples: 1, capacity: 1 });
    const refused = await ops('schedule-submission', '--uuid', unique, '--group', full.uuid);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('full');
    expect(await publicCopies(unique)).toEqual([false, false]);

    const room = await group({ topic: shortTopicUuid, beginInDays: 2, samples: 1, capacity: 2 });
    expect((await ops('schedule-submission', '--uuid', unique, '--group', room.uuid)).code).toBe(0);
    expect(await publicCopies(unique)).toEqual([true, true]);
  }, 60_000);

  it('two operators filling the last place at once: one wins, the other is refused', async () => {
    const last = await group({ beginInDays: 2, samples: 1, capacity: 2 });
    const fourth = await converted('Late four');
    const results = await Promise.all([
      ops('schedule-submission', '--uuid', third, '--group', last.uuid),
      ops('schedule-submission', '--uuid', fourth, '--group', last.uuid),
    ]);
    expect(results.map((result) => result.code).sort()).toEqual([0, 1]);
    expect(results.find((result) => result.code === 1)!.err).toContain('full');
    const rows = await entriesOf(last.uuid);
    expect(rows.map((row) => row.position)).toEqual([1, 2]);
    const states = [(await detail(third)).state, (await detail(fourth)).state].sort();
    expect(states).toEqual(['converting', 'waiting']);
  }, 60_000);
});
