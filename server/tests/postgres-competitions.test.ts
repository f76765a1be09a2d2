// The competitions on a real PostgreSQL server (DATABASE_URL mode), where several server instances
// share one database: only one instance runs the competition jobs at a time, simultaneous seeds
// seed once, and simultaneous statistics runs agree. Runs only when TEST_DATABASE_URL names a
// server whose user may create databases (see postgres.test.ts; `eval "$(scripts/start-test-postgres.sh)"`).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import { groupSchema, mainItemSchema } from '../../contract/topics.js';
import { buildApp } from '../app.js';
import { COMPETITION_JOBS_LOCK_ID, withAdvisoryLock } from '../db/advisory-lock.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { competitionGroups, groupSubmissions, topics } from '../db/schema.js';
import { seedCompetitions } from '../seed/seed-competitions.js';
import { runCompetitionTick } from '../competitions/competition-scheduler.js';
import { runStatistics } from '../competitions/statistics.js';
import { TEST_JWT_SECRET } from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

const NOW = new Date('2026-11-22T00:45:00Z');

describe.skipIf(!adminUrl)('competitions on PostgreSQL (TEST_DATABASE_URL)', () => {
  let dropDatabase: () => Promise<void> = async () => {};
  let handles: DatabaseHandle[] = [];
  let filesDir: string;

  beforeAll(async () => {
    const database = await createThrowawayDatabase('portal_comp');
    dropDatabase = database.drop;
    const url = new URL(database.url);
    // Three "instances" of the server on one database.
    handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString() })));
    await runMigrations(handles[0]!);
    filesDir = await mkdtemp(path.join(tmpdir(), 'portal-pg-files-'));
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await dropDatabase();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('instances starting together seed the competitions once', async () => {
    const results = await Promise.all(
      handles.map((handle) =>
        seedCompetitions(handle.db, { publicFilesDir: filesDir, now: NOW, timeZone: 'Asia/Seoul' }),
      ),
    );
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    const [topicCount] = await handles[0]!.db.select({ n: count() }).from(topics);
    expect(topicCount!.n).toBe(9);
  });

  it('only one instance runs the competition jobs at a time (pg_try_advisory_lock)', async () => {
    const [first, second] = handles as [DatabaseHandle, DatabaseHandle];
    let release!: () => void;
    const held = withAdvisoryLock(
      first,
      COMPETITION_JOBS_LOCK_ID,
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    try {
      // Wait until the first instance really holds the lock.
      for (let tries = 0; tries < 50; tries += 1) {
        const { rows } = await (first.driver.client as pg.Pool).query(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted",
        );
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await runCompetitionTick(second, NOW, 'Asia/Seoul')).ran).toBe(false);
    } finally {
      release();
      expect(await held).toMatchObject({ acquired: true });
    }
    expect((await runCompetitionTick(second, NOW, 'Asia/Seoul')).ran).toBe(true);
  });

  it('simultaneous statistics runs give the same, exact results', async () => {
    const later = new Date(NOW.getTime() + 60 * 60_000);
    await Promise.all(handles.map((handle) => runStatistics(handle.db, { now: later, trigger: 'ops' })));
    const groups = await handles[0]!.db.select().from(competitionGroups);
    const entries = await handles[0]!.db.select().from(groupSubmissions);
    const rewardOf = new Map(
      (await handles[0]!.db.select().from(topics)).map((topic) => [topic.uuid, topic.maxAmount]),
    );
    for (const group of groups.filter((g) => g.state >= 3)) {
      const own = entries.filter((entry) => entry.groupUuid === group.uuid);
      const total = own.reduce((sum, entry) => sum + entry.countOfOrder, 0);
      expect(own.reduce((sum, entry) => sum + entry.accumulationAmount!, 0)).toBe(
        total ? rewardOf.get(group.topicUuid) : 0,
      );
    }
  });

  it('serves the banner and the groups of a topic like on PGlite', async () => {
    const app = await buildApp({ db: handles[0]!.db, jwtSecret: TEST_JWT_SECRET, logging: false });
    try {
      const banner = envelopeSchema(pageSchema(mainItemSchema)).parse(
        (await app.inject({ method: 'GET', url: '/p/api/main/banner' })).json(),
      );
      expect(banner.data.lists.length).toBeGreaterThanOrEqual(4);
      const topicUuid = banner.data.lists[0]!.uuid;
      const groups = envelopeSchema(pageSchema(groupSchema)).parse(
        (
          await app.inject({
            method: 'GET',
            url: `/p/api/group/topic?page=1&size=100&groupState=3&topicUuid=${topicUuid}`,
          })
        ).json(),
      );
      expect(groups.data.lists.length).toBeGreaterThanOrEqual(1);
      expect(groups.data.lists[0]!.mcfGroupSubmissions[0]!.ranking).toBe(1);
    } finally {
      await app.close();
    }
  });
});
