// The operator commands through runOps (the whole CLI but the process), on an in-memory database
// and a temporary public folder.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupState } from '../../contract/topics.js';
import type { DatabaseHandle } from '../db/client.js';
import { competitionGroups, groupSubmissions, topics } from '../db/schema.js';
import { runOps } from '../ops/cli.js';
import { parseTime } from '../ops/flags.js';
import { SEED_MEDIA_DIR } from '../seed/sample-works.js';
import { openTestDatabase } from './pglite-template.js';

const NOW = new Date('2026-11-22T03:00:00Z'); // 12:00 in Seoul

let database: DatabaseHandle;
let filesDir: string;
let now = NOW;

beforeAll(async () => {
  database = await openTestDatabase();
  filesDir = await mkdtemp(path.join(tmpdir(), 'portal-ops-'));
});
afterAll(async () => {
  await database.close();
  await rm(filesDir, { recursive: true, force: true });
});

async function ops(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(argv, {
    // runOps closes what it opens; the test keeps its database.
    openDatabase: async () => ({ ...database, close: async () => {} }),
    publicFilesDir: filesDir,
    timeZone: 'Asia/Seoul',
    now: () => now,
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const media = (file: string) => path.join(SEED_MEDIA_DIR, file);

const topicFlags = [
  '--topic',
  'Street food in 10 s',
  '--max-amount',
  '1,000,000',
  '--max-count',
  '5',
  '--amount-per-user',
  '50000',
  '--topic-type',
  'video',
  '--video-style-type',
  'mixed',
  '--time-limit',
  'f10s',
  '--hashtag',
  'food',
  '--hashtag',
  '#street',
];

describe('npm run ops', () => {
  it('--help lists the commands; each command has its own help', async () => {
    const help = await ops('--help');
    expect(help.code).toBe(0);
    for (const command of [
      'create-topic',
      'schedule-group',
      'release-group',
      'record-production',
      'run-statistics',
      'advance-states',
      'list-topics',
      'list-groups',
    ]) {
      expect(help.out).toContain(command);
      const own = await ops(command, '--help');
      expect(own.code).toBe(0);
      expect(own.out).toContain(`npm run ops -- ${command}`);
    }
    expect((await ops()).code).toBe(2);
    const unknown = await ops('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "frobnicate"');
  });

  it('create-topic stores every §3 field, the banner and the 720 x 405 thumbnail', async () => {
    const result = await ops(
      'create-topic',
      ...topicFlags,
      '--main-banner-image',
      media('banner-recipe.webp'),
      '--thumbnail',
      media('thumb-recipe.webp'),
      '--json',
    );
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const { uuid } = JSON.parse(result.out) as { uuid: string };
    const [topic] = await database.db.select().from(topics).where(eq(topics.uuid, uuid));
    expect(topic).toMatchObject({
      topic: 'Street food in 10 s',
      maxAmount: 1_000_000,
      maxCount: 5,
      amountPerUser: 50_000,
      topicType: 1,
      videoStyleType: 4,
      timeLimit: 'f10s',
      hashtags: ['food', 'street'],
    });
    expect(topic!.mainBannerImageUrl).toMatch(/^\/p\/api\/files\/public\/[0-9a-f]{32}\.webp$/);
    expect(topic!.thumbnailUrl).toMatch(/^\/p\/api\/files\/public\/[0-9a-f]{32}\.webp$/);
    expect((await readdir(filesDir)).sort()).toEqual(
      [topic!.mainBannerImageUrl!, topic!.thumbnailUrl!].map((url) => url.split('/').pop()).sort(),
    );
  });

  it('create-topic refuses, with the reason: missing and fractional flags, a wrong time limit or thumbnail size', async () => {
    const missing = await ops('create-topic', '--topic', 'x');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--topic-type is required');

    const fraction = await ops(
      'create-topic',
      ...topicFlags.map((flag) => (flag === '1,000,000' ? '1.5' : flag)),
    );
    expect(fraction.code).toBe(2);
    expect(fraction.err).toContain('--max-amount must be a whole number');

    const limit = await ops('create-topic', ...topicFlags.map((flag) => (flag === 'f10s' ? '7s' : flag)));
    expect(limit.code).toBe(1);
    expect(limit.err).toContain('timeLimit');

    const size = await ops('create-topic', ...topicFlags, '--thumbnail', media('banner-recipe.webp'));
    expect(size.code).toBe(1);
    expect(size.err).toContain('1200 x 400; it must be 720 x 405');

    const fake = path.join(filesDir, 'not-an-image.webp');
    await writeFile(fake, 'hello');
    const type = await ops('create-topic', ...topicFlags, '--main-banner-image', fake);
    expect(type.code).toBe(1);
    expect(type.err).toContain("the file's bytes say unknown");

    const unknownFlag = await ops('create-topic', ...topicFlags, '--colour', 'red');
    expect(unknownFlag.code).toBe(2);
    expect(unknownFlag.err).toContain("Unknown option '--colour'");
  });

  it('schedule-group, record-production and run-statistics: a ranked group', async () => {
    const created = await ops('create-topic', ...topicFlags, '--json');
    const { uuid: topicUuid } = JSON.parse(created.out) as { uuid: string };

    const scheduled = await ops(
      'schedule-group',
      '--topic',
      topicUuid,
      '--begin',
      'now-1d',
      '--end',
      '2026-11-29',
      '--entry',
      `My street tacos|${media('work-recipe.mp4')}|${media('work-recipe-poster.jpg')}`,
      '--samples',
      '2',
      '--json',
    );
    expect(scheduled.err).toBe('');
    const group = JSON.parse(scheduled.out) as { uuid: string; state: number; entryUuids: string[] };
    expect(group.state).toBe(GroupState.Competing);
    expect(group.entryUuids).toHaveLength(3);
    const [row] = await database.db
      .select()
      .from(competitionGroups)
      .where(eq(competitionGroups.uuid, group.uuid));
    // now-1d to the minute; a date without a zone is midnight in Seoul.
    expect(row!.beginAt.toISOString()).toBe('2026-11-21T03:00:00.000Z');
    expect(row!.endAt.toISOString()).toBe('2026-11-28T15:00:00.000Z');
    expect(row!.capacity).toBe(5);
    const entries = await database.db
      .select()
      .from(groupSubmissions)
      .where(eq(groupSubmissions.groupUuid, group.uuid))
      .orderBy(groupSubmissions.position);
    expect(entries[0]).toMatchObject({ name: 'My street tacos', tType: 'video' });
    expect(entries[0]!.videoUrl).toMatch(/\.mp4$/);
    expect(entries[0]!.thumbnailUrl).toMatch(/\.jpg$/);
    expect(
      entries.slice(1).every((entry) => entry.tType === 'video' && entry.videoUrl?.endsWith('.mp4')),
    ).toBe(true);

    const [tacos, second, third] = group.entryUuids as [string, string, string];
    const record = async (...flags: string[]) => ops('record-production', ...flags);
    expect((await record('--entry', tacos, '--count', '30', '--report-id', 'app-1')).out).toContain(
      'Recorded 30 production(s)',
    );
    expect((await record('--entry', tacos, '--count', '30', '--report-id', 'app-1')).out).toContain(
      'recorded before; nothing changed',
    );
    expect((await record('--entry', second, '--count', '10', '--at', 'now-2h')).code).toBe(0);
    expect((await record('--entry', third, '--count', '10', '--at', '2026-11-21T12:00:00Z')).code).toBe(0);
    const outside = await record('--entry', third, '--count', '1', '--at', 'now-3d');
    expect(outside.code).toBe(1);
    expect(outside.err).toContain("outside the group's period");
    expect((await record('--entry', third, '--count', '-1')).code).toBe(2);

    const run = await ops('run-statistics');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/Statistics run at 2026-11-22T03:00:00.000Z: \d+ group\(s\) updated/);

    const listed = await ops('list-groups', '--group', group.uuid, '--json');
    const [overview] = JSON.parse(listed.out) as {
      countOfOrder: number;
      entries: { uuid: string; ranking: number; ratioBasisPoints: number; accumulationAmount: number }[];
    }[];
    expect(overview!.countOfOrder).toBe(50);
    expect(
      overview!.entries.map((entry) => [
        entry.uuid,
        entry.ranking,
        entry.ratioBasisPoints,
        entry.accumulationAmount,
      ]),
    ).toEqual([
      [tacos, 1, 6000, 600_000],
      [second, 2, 2000, 200_000],
      [third, 2, 2000, 200_000],
    ]);
    const text = await ops('list-groups', '--topic', topicUuid, '--entries');
    expect(text.out).toContain('competing');
    expect(text.out).toContain(`${tacos}  rank  1  count     30   60.00%  amount    600000  My street tacos`);
  });

  it('schedule-group checks its entries, the period and the capacity; release-group and advance-states', async () => {
    const image = await ops(
      'create-topic',
      ...topicFlags.map((flag) => (flag === 'video' ? 'image' : flag)),
      '--max-count',
      '2',
      '--json',
    );
    const { uuid: topicUuid } = JSON.parse(image.out) as { uuid: string };
    const base = ['schedule-group', '--topic', topicUuid];

    const videoForImage = await ops(
      ...base,
      '--begin',
      'now+1d',
      '--end',
      'now+8d',
      '--entry',
      `X|${media('work-city.mp4')}`,
    );
    expect(videoForImage.code).toBe(1);
    expect(videoForImage.err).toContain('expected jpeg, png, webp');

    const backwards = await ops(...base, '--begin', 'now+8d', '--end', 'now+1d', '--samples', '1');
    expect(backwards.err).toContain('the end must come after the begin');

    const tooMany = await ops(...base, '--begin', 'now+1d', '--end', 'now+8d', '--samples', '3');
    expect(tooMany.err).toContain('3 entries do not fit a group of 2');

    const badTime = await ops(...base, '--begin', 'tomorrow', '--end', 'now+8d', '--samples', '1');
    expect(badTime.code).toBe(2);
    expect(badTime.err).toContain('cannot read "tomorrow" as a time');

    const noEntries = await ops(...base, '--begin', 'now+1d', '--end', 'now+8d');
    expect(noEntries.err).toContain('give --submission or --entry at least once, or --samples N');

    const longName = await ops(
      ...base,
      '--begin',
      'now+1d',
      '--end',
      'now+8d',
      '--entry',
      `${'x'.repeat(21)}|${media('work-flat-lay.webp')}`,
    );
    expect(longName.code).toBe(1);
    expect(longName.err).toContain('name');

    const preparing = await ops(
      ...base,
      '--begin',
      'now+1h',
      '--end',
      'now+8d',
      '--entry',
      `Flat lay|${media('work-flat-lay.webp')}`,
      '--preparing',
      '--json',
    );
    const group = JSON.parse(preparing.out) as { uuid: string; state: number };
    expect(group.state).toBe(GroupState.Preparing);
    expect((await ops('list-groups', '--state', 'preparing')).out).toContain(group.uuid);

    expect((await ops('release-group', '--group', group.uuid)).out).toBe(`Group ${group.uuid} is waiting.`);
    expect((await ops('release-group', '--group', group.uuid)).err).toContain('is not preparing');

    now = new Date(NOW.getTime() + 2 * 60 * 60_000);
    try {
      const advanced = await ops('advance-states', '--json');
      expect(JSON.parse(advanced.out)).toMatchObject({ started: 1 });
    } finally {
      now = NOW;
    }
    expect((await ops('list-groups', '--state', 'nope')).code).toBe(2);
  });

  it('list-topics shows the topics with their group counts', async () => {
    const text = await ops('list-topics');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^\d+ topic\(s\)/);
    expect(text.out).toContain('Street food in 10 s');
    const json = JSON.parse((await ops('list-topics', '--json', '--size', '1')).out) as {
      lists: unknown[];
      totalCount: number;
    };
    expect(json.lists).toHaveLength(1);
    expect(json.totalCount).toBeGreaterThan(1);
  });
});

describe('times on the command line', () => {
  const zone = 'Asia/Seoul';
  it('reads ISO times with a zone, dates and times in the business zone, and now±', () => {
    expect(parseTime('2026-11-20T15:00:00Z', zone, NOW, 't').toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(parseTime('2026-11-21T00:00+09:00', zone, NOW, 't').toISOString()).toBe(
      '2026-11-20T15:00:00.000Z',
    );
    expect(parseTime('2026-11-21', zone, NOW, 't').toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(parseTime('2026-11-21 09:30', zone, NOW, 't').toISOString()).toBe('2026-11-21T00:30:00.000Z');
    expect(parseTime('now', zone, NOW, 't')).toEqual(NOW);
    expect(parseTime('now+3d', zone, NOW, 't').toISOString()).toBe('2026-11-25T03:00:00.000Z');
    expect(parseTime('now-2h', zone, NOW, 't').toISOString()).toBe('2026-11-22T01:00:00.000Z');
    expect(parseTime('2026-11-21T10:00', zone, NOW, 't').toISOString()).toBe('2026-11-21T01:00:00.000Z');
    for (const bad of ['2026-02-30', '2026-11-21 25:00', 'yesterday', '2026-11-21T10:00+25', '']) {
      expect(() => parseTime(bad, zone, NOW, 't'), bad).toThrow(/cannot read/);
    }
  });
});
