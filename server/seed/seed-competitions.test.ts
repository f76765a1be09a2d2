// The demo competitions: what they cover, that competing groups really compete at the seed time,
// that the statistics already ran, that the media are real and small, and that seeding twice
// changes nothing.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryPeriodState, GroupState, TOPIC_TYPE_VIDEO } from '../../contract/topics.js';
import { imageSize, sniffMediaKind, storedNameOf } from '../files/public-files.js';
import { SEED_MEDIA_DIR, SEED_MEDIA_FILES } from './sample-works.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import {
  competitionGroups,
  groupSubmissions,
  productionReports,
  statisticsRuns,
  topics,
  users,
} from '../db/schema.js';
import { seedCompetitions } from './seed-competitions.js';
import { DEMO_ACCOUNT, seedDemoContent } from './seed.js';
import { openTestDatabase } from '../tests/pglite-template.js';

const NOW = new Date('2026-11-22T00:45:00Z'); // 09:45 in Seoul

describe('demo competitions seed', () => {
  let database: DatabaseHandle;
  let filesDir: string;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openTestDatabase();
    filesDir = await mkdtemp(path.join(tmpdir(), 'portal-seed-'));
    await seedDemoContent(database.db);
  });
  afterAll(async () => {
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const counts = async () => ({
    topics: (await db().select({ n: count() }).from(topics))[0]!.n,
    groups: (await db().select({ n: count() }).from(competitionGroups))[0]!.n,
    entries: (await db().select({ n: count() }).from(groupSubmissions))[0]!.n,
    reports: (await db().select({ n: count() }).from(productionReports))[0]!.n,
    runs: (await db().select({ n: count() }).from(statisticsRuns))[0]!.n,
  });

  it('seeds once, and a second start changes nothing', async () => {
    const options = { publicFilesDir: filesDir, now: NOW, timeZone: 'Asia/Seoul' };
    expect(await seedCompetitions(db(), options)).toEqual({ seeded: true, topics: 9, groups: 25 });
    const first = await counts();
    expect(first).toMatchObject({ topics: 9, groups: 25, runs: 1 });
    expect(first.reports).toBeGreaterThan(100);
    const later = { ...options, now: new Date(NOW.getTime() + 60 * 60_000) };
    expect(await seedCompetitions(db(), later)).toEqual({ seeded: false, topics: 0, groups: 0 });
    expect(await counts()).toEqual(first);
  });

  it('gives every topic a brief and an entry period: most open, one closing soon, one closed, one not yet open', async () => {
    const rows = await db().select().from(topics);
    for (const row of rows) {
      expect(row.descriptionHtml).toContain('<p>');
      expect(row.rules.length).toBeGreaterThanOrEqual(3);
      expect(row.rules.length).toBeLessThanOrEqual(5);
      expect(row.exampleWorks.length).toBeGreaterThanOrEqual(1);
      expect(row.exampleWorks.length).toBeLessThanOrEqual(3);
      for (const work of row.exampleWorks) {
        expect(work.thumbnailUrl).toMatch(/^\/p\/api\/files\/public\//);
        expect(work.tType === 'video').toBe(work.videoUrl !== null);
      }
    }
    const state = (row: (typeof rows)[number]) =>
      entryPeriodState(
        { entryBeginDate: row.entryBeginAt?.toISOString(), entryEndDate: row.entryEndAt?.toISOString() },
        NOW,
      );
    const byName = new Map(rows.map((row) => [row.topic, row]));
    // The e2e tests enter works into these two.
    expect(state(byName.get('Brand promo shorts')!)).toBe('open');
    expect(state(byName.get('Product unboxing 5 s loops')!)).toBe('open');
    expect(rows.filter((row) => state(row) === 'open').length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((row) => state(row) === 'closed').map((row) => row.topic)).toEqual([
      'Seasonal sale banner set',
    ]);
    expect(rows.filter((row) => state(row) === 'notYetOpen').map((row) => row.topic)).toEqual([
      'Pet product lifestyle clips',
    ]);
    const closingSoon = rows.filter(
      (row) => state(row) === 'open' && row.entryEndAt!.getTime() - NOW.getTime() < 2 * 24 * 60 * 60_000,
    );
    expect(closingSoon.map((row) => row.topic)).toEqual(['Cafe menu graphics']);
  });

  it('covers both topic types, the four video styles, several time limits, banners, thumbnails and hashtags', async () => {
    const rows = await db().select().from(topics);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((row) => row.topicType === TOPIC_TYPE_VIDEO))).toEqual(new Set([true, false]));
    expect(new Set(rows.map((row) => row.videoStyleType))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(rows.map((row) => row.timeLimit)).size).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => row.mainBannerImageUrl).length).toBeGreaterThanOrEqual(4);
    expect(rows.every((row) => row.thumbnailUrl && row.hashtags.length > 0)).toBe(true);
    expect(new Set(rows.map((row) => row.maxAmount))).toContain(1_000_000);
    expect(new Set(rows.map((row) => row.maxAmount))).toContain(500_000);
  });

  it('has groups in every state, with competing groups inside their period at the seed time', async () => {
    const groups = await db().select().from(competitionGroups);
    expect(new Set(groups.map((group) => group.state))).toEqual(new Set([1, 2, 3, 4]));
    for (const group of groups) {
      if (group.state === GroupState.Competing) {
        expect(group.beginAt <= NOW && NOW < group.endAt).toBe(true);
      }
      if (group.state === GroupState.Waiting || group.state === GroupState.Preparing) {
        expect(group.beginAt > NOW).toBe(true);
      }
      if (group.state === GroupState.Completed) expect(group.endAt <= NOW).toBe(true);
      // Periods follow the business day: midnight in Seoul is 15:00 UTC.
      expect(group.beginAt.toISOString()).toMatch(/T15:00:00\.000Z$/);
    }
    // A topic with several competing groups (the popup's arrows) and one with none (its empty state).
    const perTopic = new Map<string, number>();
    for (const group of groups.filter((g) => g.state === GroupState.Competing)) {
      perTopic.set(group.topicUuid, (perTopic.get(group.topicUuid) ?? 0) + 1);
    }
    expect(Math.max(...perTopic.values())).toBeGreaterThanOrEqual(2);
    expect(perTopic.size).toBeLessThan(new Set(groups.map((group) => group.topicUuid)).size);
  });

  it('the statistics ran: competing and completed groups are ranked, amounts add up to the reward', async () => {
    const groups = await db()
      .select({ group: competitionGroups, reward: topics.maxAmount })
      .from(competitionGroups)
      .innerJoin(topics, eq(topics.uuid, competitionGroups.topicUuid));
    let ties = 0;
    for (const { group, reward } of groups) {
      const entries = await db()
        .select()
        .from(groupSubmissions)
        .where(eq(groupSubmissions.groupUuid, group.uuid));
      expect(entries.length).toBeGreaterThan(0);
      if (group.state === GroupState.Competing || group.state === GroupState.Completed) {
        expect(group.competitionUpdateAt).toEqual(NOW);
        expect(group.finalStatisticsAt).toEqual(group.state === GroupState.Completed ? NOW : null);
        expect(entries.every((entry) => entry.ranking !== null)).toBe(true);
        const total = entries.reduce((sum, entry) => sum + entry.countOfOrder, 0);
        expect(group.countOfOrder).toBe(total);
        const amounts = entries.reduce((sum, entry) => sum + entry.accumulationAmount!, 0);
        expect(amounts).toBe(total === 0 ? 0 : reward);
        const ranks = entries.map((entry) => entry.ranking);
        if (new Set(ranks).size < ranks.length) ties += 1;
      } else {
        expect(group.competitionUpdateAt).toBeNull();
        expect(entries.every((entry) => entry.ranking === null)).toBe(true);
      }
    }
    expect(ties).toBeGreaterThanOrEqual(2);
  });

  it('video topics have video works, image topics image works; two works are the demo creator’s', async () => {
    const rows = await db()
      .select({ entry: groupSubmissions, topicType: topics.topicType })
      .from(groupSubmissions)
      .innerJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
      .innerJoin(topics, eq(topics.uuid, competitionGroups.topicUuid));
    for (const { entry, topicType } of rows) {
      expect(entry.name.length).toBeLessThanOrEqual(20);
      if (topicType === TOPIC_TYPE_VIDEO) {
        expect(entry).toMatchObject({ tType: 'video' });
        expect(entry.videoUrl).toMatch(/\.mp4$/);
        expect(entry.thumbnailUrl).toMatch(/\.jpg$/);
      } else {
        expect(entry).toMatchObject({ tType: 'bcon', videoUrl: null });
        expect(entry.thumbnailUrl).toMatch(/\.webp$/);
      }
    }
    const [demo] = await db().select().from(users).where(eq(users.userId, DEMO_ACCOUNT.userId));
    const owned = await db().select().from(groupSubmissions).where(isNotNull(groupSubmissions.userUuid));
    expect(owned.map((entry) => entry.userUuid)).toEqual([demo!.uuid, demo!.uuid]);
  });

  it('copies real, small media into the public folder under generated names', async () => {
    const stored = await readdir(filesDir);
    expect(stored).toHaveLength(SEED_MEDIA_FILES.length);
    let total = 0;
    for (const file of SEED_MEDIA_FILES) {
      const content = await readFile(path.join(SEED_MEDIA_DIR, file));
      total += content.length;
      const kind = await sniffMediaKind(content);
      expect(kind, file).toBe(file.endsWith('.mp4') ? 'mp4' : file.endsWith('.jpg') ? 'jpeg' : 'webp');
      if (file.startsWith('thumb-') || (file.startsWith('work-') && file.endsWith('.webp'))) {
        expect(imageSize(content), file).toEqual({ width: 720, height: 405 });
      }
      if (file.startsWith('banner-')) expect(imageSize(content), file).toEqual({ width: 1200, height: 400 });
      if (file.endsWith('-poster.jpg')) expect(imageSize(content), file).toEqual({ width: 320, height: 180 });
    }
    expect(total).toBeLessThan(400 * 1024);
    // Every URL in the database names a stored file.
    const urls = [
      ...(await db().select({ url: topics.thumbnailUrl }).from(topics)),
      ...(await db().select({ url: topics.mainBannerImageUrl }).from(topics)),
      ...(await db().select({ url: groupSubmissions.videoUrl }).from(groupSubmissions)),
      ...(await db().select({ url: groupSubmissions.thumbnailUrl }).from(groupSubmissions)),
    ]
      .map((row) => row.url)
      .filter((url): url is string => url !== null);
    for (const url of new Set(urls)) {
      const name = storedNameOf(url);
      expect(name, url).not.toBeNull();
      expect((await stat(path.join(filesDir, name!))).isFile()).toBe(true);
    }
  });
});

describe('the seed at the edges of the business day', () => {
  for (const now of [new Date('2026-11-21T15:00:00Z'), new Date('2026-11-22T14:59:59Z')]) {
    it(`competing groups compete at ${now.toISOString()}`, async () => {
      const database = await openDatabase({ inMemory: true });
      const filesDir = await mkdtemp(path.join(tmpdir(), 'portal-seed-'));
      try {
        await runMigrations(database);
        await seedCompetitions(database.db, { publicFilesDir: filesDir, now, timeZone: 'Asia/Seoul' });
        const groups = await database.db.select().from(competitionGroups);
        const competing = groups.filter((group) => group.state === GroupState.Competing);
        expect(competing.length).toBeGreaterThanOrEqual(8);
        for (const group of competing) expect(group.beginAt <= now && now < group.endAt).toBe(true);
        expect(groups.filter((group) => group.state === GroupState.Waiting).length).toBeGreaterThanOrEqual(5);
      } finally {
        await database.close();
        await rm(filesDir, { recursive: true, force: true });
      }
    });
  }
});
