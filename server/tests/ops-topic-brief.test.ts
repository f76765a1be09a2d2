// The brief through the operator commands (issue 18): create-topic and update-topic with a
// description (sanitized as notices are), do / don't rules, example works (stored and served as
// public media) and the entry period; their limits and refusals; update-topic changing only what
// it is given and clearing; and GET /v1/api/topics/{uuid} answering all of it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope.js';
import { topicDetailSchema, type TopicDetail } from '../../contract/topics.js';
import { scheduleGroup } from '../competitions/competition-admin.js';
import { SEED_MEDIA_DIR } from '../seed/sample-works.js';
import { HOUR, videoEntries } from './competition-fixtures.js';
import { createTestApp, insertUser, loginToken, opsRunner, type TestApp } from './test-app.js';

const detailEnvelope = envelopeSchema(topicDetailSchema);
const media = (file: string) => path.join(SEED_MEDIA_DIR, file);

let t: TestApp;
let filesDir: string;
let token: string;
let ops: ReturnType<typeof opsRunner>;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'portal-brief-'));
  t = await createTestApp({ publicFilesDir: filesDir });
  ops = opsRunner(t, filesDir);
  await insertUser(t.database, { userId: 'creator@example.com', password: 'Right!pass1' });
  token = await loginToken(t.app, 'creator@example.com', 'Right!pass1');
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const topicFlags = [
  ...['--topic', 'Street food in 10 s', '--max-amount', '1000000', '--max-count', '5'],
  ...['--amount-per-user', '50000', '--topic-type', 'video', '--video-style-type', 'mixed'],
  ...['--time-limit', 'f10s', '--hashtag', 'food'],
];

async function create(...flags: string[]): Promise<string> {
  const result = await ops('create-topic', ...topicFlags, ...flags, '--json');
  expect(result.code, result.err).toBe(0);
  return (JSON.parse(result.out) as { uuid: string }).uuid;
}

async function detail(uuid: string): Promise<TopicDetail> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/api/topics/${uuid}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return detailEnvelope.parse(response.json()).data;
}

describe('create-topic with a brief', () => {
  it('stores the sanitized description, the rules, the example works and the period; the detail answers them', async () => {
    const descriptionFile = path.join(filesDir, 'brief.html');
    await writeFile(
      descriptionFile,
      '<h3>What to make</h3><p onclick="steal()">A <strong>10 s</strong> street food clip.</p>' +
        '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    );
    const uuid = await create(
      ...['--description', descriptionFile],
      ...['--do', 'Show the stall and the cook', '--do', 'Natural sound only'],
      ...['--dont', 'No faces of passers-by'],
      ...['--example', `Chalkboard|${media('work-menu-board.webp')}`],
      ...['--example', `Latte pour|${media('work-latte.mp4')}|${media('work-latte-poster.jpg')}`],
      // No zone: read in the business time zone (Seoul, +09:00).
      ...['--entry-begin', '2026-12-01 09:00', '--entry-end', '2026-12-31T15:00:00Z'],
    );
    const topic = await detail(uuid);
    expect(topic.description).toBe(
      '<h3>What to make</h3><p>A <strong>10 s</strong> street food clip.</p><a>x</a>',
    );
    expect(topic.rules).toEqual([
      { kind: 'do', text: 'Show the stall and the cook' },
      { kind: 'do', text: 'Natural sound only' },
      { kind: 'dont', text: 'No faces of passers-by' },
    ]);
    expect(topic).toMatchObject({
      entryBeginDate: '2026-12-01T00:00:00Z',
      entryEndDate: '2026-12-31T15:00:00Z',
    });
    const [image, video] = topic.exampleWorks!;
    expect(image).toMatchObject({ name: 'Chalkboard', tType: 'bcon', videoUrl: null });
    expect(video).toMatchObject({ name: 'Latte pour', tType: 'video' });
    expect(video!.videoUrl).toMatch(/\.mp4$/);
    // Served like the topic's other public media, to anyone.
    for (const [url, type] of [
      [image!.thumbnailUrl!, 'image/webp'],
      [video!.videoUrl!, 'video/mp4'],
      [video!.thumbnailUrl!, 'image/jpeg'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain(type);
    }
  });

  it('takes the description inline, and a topic without a brief answers an empty one', async () => {
    const inline = await create('--description', '<p>Inline <em>brief</em></p>');
    expect((await detail(inline)).description).toBe('<p>Inline <em>brief</em></p>');
    const bare = await detail(await create());
    expect(bare).toMatchObject({
      description: null,
      rules: [],
      exampleWorks: [],
      entryBeginDate: null,
      entryEndDate: null,
    });
    // HTML that is nothing once sanitized is no description.
    const empty = await create('--description', '<script>alert(1)</script>');
    expect((await detail(empty)).description).toBeNull();
  });

  it('refuses, exit 1 with the reason: too many rules or examples, long or control-character rules, a period the wrong way round, a video without poster, a file that is no image or video', async () => {
    const refusals: [string[], RegExp][] = [
      [Array.from({ length: 11 }, (_, i) => ['--do', `Rule ${i}`]).flat(), /at most 10 rules/],
      [['--dont', 'x'.repeat(201)], /at most 200 characters/],
      [['--do', 'Ring\u0007the bell'], /no control characters/],
      [
        Array.from({ length: 4 }, () => ['--example', `Menu|${media('work-menu-board.webp')}`]).flat(),
        /at most 3 example works/,
      ],
      [['--entry-begin', '2026-12-31', '--entry-end', '2026-12-01'], /must end after it begins/],
      [['--example', `Latte|${media('work-latte.mp4')}`], /needs a poster/],
      [['--example', `Menu|${media('work-menu-board.webp')}|${media('work-latte-poster.jpg')}`], /one image/],
      [['--example', `Script|${media('generate.sh')}`], /example "Script"/],
      [['--description', '<p>x</p>'.repeat(3000)], /at most 20000 characters/],
    ];
    for (const [flags, reason] of refusals) {
      const result = await ops('create-topic', ...topicFlags, ...flags);
      expect(result.code, flags.join(' ')).toBe(1);
      expect(result.err).toMatch(reason);
    }
    const malformed = await ops('create-topic', ...topicFlags, '--example', 'just-a-name');
    expect(malformed.code).toBe(2);
    expect(malformed.err).toContain('NAME|IMAGE or NAME|VIDEO|POSTER');
  });
});

describe('update-topic', () => {
  it('changes only what it is given; --do/--dont and --example replace the lists', async () => {
    const uuid = await create(
      ...['--description', '<p>Keep me</p>', '--do', 'Old rule'],
      ...['--example', `Menu|${media('work-menu-board.webp')}`],
      ...['--entry-begin', '2026-12-01T00:00:00Z', '--entry-end', '2026-12-10T00:00:00Z'],
    );
    const before = await detail(uuid);
    const result = await ops(
      'update-topic',
      '--uuid',
      uuid,
      '--max-amount',
      '2,000,000',
      '--dont',
      'New rule',
    );
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('maxAmount');
    const after = await detail(uuid);
    expect(after).toEqual({
      ...before,
      maxAmount: 2_000_000,
      rules: [{ kind: 'dont', text: 'New rule' }],
    });
    // One end alone is checked against the other one stored.
    const early = await ops('update-topic', '--uuid', uuid, '--entry-end', '2026-11-30T00:00:00Z');
    expect(early.code).toBe(1);
    expect(early.err).toContain('must end after it begins');
    expect((await ops('update-topic', '--uuid', uuid, '--entry-end', '2027-01-10T00:00:00Z')).code).toBe(0);
    expect((await detail(uuid)).entryEndDate).toBe('2027-01-10T00:00:00Z');
  });

  it('clears the description, the rules, the examples and the period', async () => {
    const uuid = await create(
      ...['--description', '<p>Gone soon</p>', '--do', 'A rule'],
      ...['--example', `Menu|${media('work-menu-board.webp')}`],
      ...['--entry-begin', '2026-12-01T00:00:00Z', '--entry-end', '2026-12-10T00:00:00Z'],
    );
    const result = await ops(
      ...['update-topic', '--uuid', uuid, '--clear-description', '--clear-rules'],
      ...['--clear-examples', '--clear-entry-period'],
    );
    expect(result.code, result.err).toBe(0);
    expect(await detail(uuid)).toMatchObject({
      topic: 'Street food in 10 s',
      description: null,
      rules: [],
      exampleWorks: [],
      entryBeginDate: null,
      entryEndDate: null,
    });
    // Clearing the period while giving one end keeps just that end.
    await ops('update-topic', '--uuid', uuid, '--clear-entry-period', '--entry-end', '2027-01-01T00:00:00Z');
    expect(await detail(uuid)).toMatchObject({ entryBeginDate: null, entryEndDate: '2027-01-01T00:00:00Z' });
  });

  it('refuses contradictions, unknown topics, empty updates and a type change once groups exist', async () => {
    const uuid = await create();
    const both = await ops('update-topic', '--uuid', uuid, '--clear-rules', '--do', 'x');
    expect(both.code).toBe(2);
    expect(both.err).toContain('--clear-rules and --do contradict each other');
    const unknown = await ops(
      'update-topic',
      '--uuid',
      '00000000-0000-4000-8000-000000000000',
      '--topic',
      'x',
    );
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('no topic');
    const nothing = await ops('update-topic', '--uuid', uuid);
    expect(nothing.code).toBe(1);
    expect(nothing.err).toContain('nothing to change');
    const now = new Date();
    await scheduleGroup(
      t.database.db,
      {
        topicUuid: uuid,
        beginAt: new Date(now.getTime() + HOUR),
        endAt: new Date(now.getTime() + 2 * HOUR),
        entries: videoEntries(['One']),
      },
      now,
    );
    const type = await ops('update-topic', '--uuid', uuid, '--topic-type', 'image');
    expect(type.code).toBe(1);
    expect(type.err).toContain('the topic type cannot change');
  });

  it('list-topics says whether entries are open', async () => {
    const closed = await create('--entry-begin', 'now-3d', '--entry-end', 'now-1d');
    const soon = await create('--entry-begin', 'now+1d');
    const text = (await ops('list-topics', '--size', '100')).out.split('\n');
    expect(text.find((line) => line.startsWith(closed))).toContain('entries closed');
    expect(text.find((line) => line.startsWith(soon))).toContain('entries soon');
  });

  it('is listed by --help with its own help', async () => {
    expect((await ops('--help')).out).toContain('update-topic');
    const help = await ops('update-topic', '--help');
    expect(help.out).toContain('--clear-entry-period');
    expect(help.out).toContain('NAME|VIDEO|POSTER');
  });
});
