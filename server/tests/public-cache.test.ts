// The public reads' cache (lib/public-cache.ts): hits and misses, one computation for many
// simultaneous misses, answers kept apart by language and query, the TTL, and invalidation by every
// kind of write: an operator command (runOps), the clock's state changes, the statistics run and a
// posted notice; on PostgreSQL also another process's write, through LISTEN/NOTIFY.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group, MainItem } from '../../contract/topics.js';
import type { NoticeSummary } from '../../contract/notices.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { runOps } from '../ops/cli.js';
import { recordProduction } from '../competitions/competition-admin.js';
import { advanceGroupStates } from '../competitions/lifecycle.js';
import { createNotice } from '../content/notices.js';
import {
  invalidateLocally,
  listenForPublicReadChanges,
  PublicCache,
  publicCacheFor,
  PUBLIC_READS_CHANNEL,
  type PublicReadKey,
} from '../lib/public-cache.js';
import { runStatistics } from '../competitions/statistics.js';
import { HOUR, topicWithGroup } from './competition-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

const notices: PublicReadKey = { route: '/p/api/notices', query: { page: 1, size: 20 }, areas: ['notices'] };

/** A computation the test finishes by hand, counting how often it was started. */
function gate<T>() {
  let started = 0;
  let release: (value: T) => void = () => {};
  let fail: (error: Error) => void = () => {};
  return {
    compute: () => {
      started++;
      return new Promise<T>((resolve, reject) => {
        release = resolve;
        fail = reject;
      });
    },
    release: (value: T) => release(value),
    fail: (error: Error) => fail(error),
    get started() {
      return started;
    },
  };
}

describe('PublicCache', () => {
  it('computes on a miss and answers the same key from memory afterwards', async () => {
    const cache = new PublicCache();
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    expect(await cache.getOrCompute(notices, compute)).toBe('answer 1');
    expect(await cache.getOrCompute(notices, compute)).toBe('answer 1');
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('computes once for 200 simultaneous misses; all of them get that answer', async () => {
    const cache = new PublicCache();
    const pending = gate<string>();
    const answers = Array.from({ length: 200 }, () => cache.getOrCompute(notices, pending.compute));
    pending.release('the page');
    expect(await Promise.all(answers)).toEqual(Array(200).fill('the page'));
    expect(pending.started).toBe(1);
    expect(cache.stats()).toMatchObject({ misses: 1, joined: 199 });
  });

  it('keeps the languages apart, and equal queries together whatever their key order', async () => {
    const cache = new PublicCache();
    let computed = 0;
    const compute = async () => ++computed;
    const ko = await cache.getOrCompute({ ...notices, language: 'ko' }, compute);
    const en = await cache.getOrCompute({ ...notices, language: 'en' }, compute);
    expect([ko, en]).toEqual([1, 2]);
    expect(await cache.getOrCompute({ ...notices, language: 'ko' }, compute)).toBe(1);
    expect(
      await cache.getOrCompute({ ...notices, language: 'ko', query: { size: 20, page: 1 } }, compute),
    ).toBe(1);
    expect(
      await cache.getOrCompute({ ...notices, language: 'ko', query: { page: 2, size: 20 } }, compute),
    ).toBe(3);
  });

  it('answers from memory for the TTL only', async () => {
    let now = 1_000;
    const cache = new PublicCache({ ttlMs: 5_000, now: () => now });
    let computed = 0;
    const compute = async () => ++computed;
    await cache.getOrCompute(notices, compute);
    now += 4_999;
    expect(await cache.getOrCompute(notices, compute)).toBe(1);
    now += 1;
    expect(await cache.getOrCompute(notices, compute)).toBe(2);
  });

  it('drops the answers of an invalidated area only', async () => {
    const cache = new PublicCache();
    let computed = 0;
    const compute = async () => ++computed;
    const library: PublicReadKey = { route: '/p/api/audio', areas: ['library'] };
    const files: PublicReadKey = { route: '/p/api/files/', areas: ['notices', 'library'] };
    await cache.getOrCompute(notices, compute); // 1
    await cache.getOrCompute(library, compute); // 2
    await cache.getOrCompute(files, compute); // 3
    invalidateLocally(['notices']);
    expect(await cache.getOrCompute(notices, compute)).toBe(4);
    expect(await cache.getOrCompute(library, compute)).toBe(2);
    // An answer read from several areas goes with any of them.
    expect(await cache.getOrCompute(files, compute)).toBe(5);
  });

  it('never keeps, nor lets new requests join, a computation that a write overtook', async () => {
    const cache = new PublicCache();
    const before = gate<string>();
    const old = cache.getOrCompute(notices, before.compute);
    invalidateLocally(['notices']);
    // Asked after the write: a computation of its own, not the one that may have read the old rows.
    const after = gate<string>();
    const fresh = cache.getOrCompute(notices, after.compute);
    expect(after.started).toBe(1);
    before.release('old rows');
    after.release('new rows');
    expect(await old).toBe('old rows');
    expect(await fresh).toBe('new rows');
    expect(await cache.getOrCompute(notices, async () => 'recomputed')).toBe('new rows');
  });

  it('does not cache a failure: its waiters get the error, the next request computes again', async () => {
    const cache = new PublicCache();
    const failing = gate<string>();
    const first = cache.getOrCompute(notices, failing.compute);
    const second = cache.getOrCompute(notices, failing.compute);
    failing.fail(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await expect(second).rejects.toThrow('database down');
    expect(await cache.getOrCompute(notices, async () => 'back')).toBe('back');
  });

  it('keeps at most maxEntries answers and maxBytes of text, dropping the oldest', async () => {
    const cache = new PublicCache({ maxEntries: 2, maxBytes: 10 });
    const key = (n: number): PublicReadKey => ({ route: 'r', query: { n }, areas: ['library'] });
    await cache.getOrCompute(key(1), async () => 'aaa');
    await cache.getOrCompute(key(2), async () => 'bbb');
    await cache.getOrCompute(key(3), async () => 'ccc');
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 6 });
    expect(await cache.getOrCompute(key(1), async () => 'again')).toBe('again');
    await cache.getOrCompute(key(4), async () => 'x'.repeat(9));
    expect(cache.stats().bytes).toBeLessThanOrEqual(10);
    // Too big for the whole budget: served, not kept.
    expect(await cache.getOrCompute(key(5), async () => 'y'.repeat(11))).toHaveLength(11);
    expect(await cache.getOrCompute(key(5), async () => 'z')).toBe('z');
  });
});

describe('the public routes, and the writes that invalidate them', () => {
  const NOW = new Date('2026-11-22T03:00:00Z');
  let t: TestApp;
  let filesDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    filesDir = await mkdtemp(path.join(tmpdir(), 'portal-cache-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const get = async <T>(url: string, language = 'ko') => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json<{ data: { lists: T[]; totalCount: number } }>().data;
  };
  const ops = (...argv: string[]) =>
    runOps(argv, {
      openDatabase: async () => ({ ...t.database, close: async () => {} }),
      publicFilesDir: filesDir,
      timeZone: 'Asia/Seoul',
      now: () => NOW,
      out: () => {},
      err: (text) => console.error(text),
    });
  const topicsOnHome = async () =>
    (await get<MainItem>('/p/api/main/work')).lists.map((i) => i.mcfTopic.topic);

  it('serves a repeated read from the cache, with the same body', async () => {
    const cache = publicCacheFor(t.database.db);
    const first = await t.app.inject({ method: 'GET', url: '/p/api/main/work' });
    const hitsBefore = cache.stats().hits;
    const second = await t.app.inject({ method: 'GET', url: '/p/api/main/work' });
    expect(cache.stats().hits).toBe(hitsBefore + 1);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('no-store');
  });

  it('an operator command (create-topic through runOps) shows at once', async () => {
    expect(await topicsOnHome()).not.toContain('Fresh from ops');
    const code = await ops(
      'create-topic',
      ...['--topic', 'Fresh from ops', '--max-amount', '1000', '--max-count', '5'],
      ...['--amount-per-user', '100', '--topic-type', 'video', '--video-style-type', 'video'],
      ...['--time-limit', 'f5s'],
    );
    expect(code).toBe(0);
    expect(await topicsOnHome()).toContain('Fresh from ops');
  });

  it('the clock moving a group to competing, and the statistics run, show at once', async () => {
    const beginAt = new Date(NOW.getTime() + HOUR);
    const { topicUuid, entryUuids } = await topicWithGroup(t.database.db, {
      now: NOW,
      beginAt,
      endAt: new Date(beginAt.getTime() + 24 * HOUR),
    });
    const competing = `/p/api/group/topic?page=1&size=10&groupState=3&topicUuid=${topicUuid}`;
    expect((await get<Group>(competing)).totalCount).toBe(0);

    expect(await advanceGroupStates(t.database.db, beginAt)).toMatchObject({ started: 1 });
    const [group] = (await get<Group>(competing)).lists;
    expect(group).toBeDefined();
    expect(group!.countOfOrder).toBe(0);

    // Recorded reports count from the next statistics run on.
    const during = new Date(beginAt.getTime() + HOUR);
    await recordProduction(t.database.db, { groupSubmissionUuid: entryUuids[0]!, count: 7 }, during);
    expect((await get<Group>(competing)).lists[0]!.countOfOrder).toBe(0);
    await runStatistics(t.database.db, { now: during, trigger: 'ops' });
    expect((await get<Group>(competing)).lists[0]!.countOfOrder).toBe(7);
  });

  it('a posted notice shows at once, in its own language only', async () => {
    const titles = async (language: string) =>
      (await get<NoticeSummary>('/p/api/notices?page=1&size=20', language)).lists.map((n) => n.title);
    expect(await titles('ko')).toEqual([]);
    expect(await titles('en')).toEqual([]);
    await createNotice(t.database.db, {
      title: '점검 안내',
      contentHtml: '<p>점검</p>',
      language: 'ko',
      postedAt: NOW,
    });
    expect(await titles('ko')).toEqual(['점검 안내']);
    expect(await titles('en')).toEqual([]);
    const code = await ops(
      'post-notice',
      '--title',
      'Maintenance',
      '--language',
      'en',
      '--content',
      '<p>x</p>',
    );
    expect(code).toBe(0);
    expect(await titles('en')).toEqual(['Maintenance']);
  });
});

describe.skipIf(!adminUrl)('another process’s write on PostgreSQL (LISTEN/NOTIFY)', () => {
  let database: DatabaseHandle;
  let dropDatabase: () => Promise<void> = async () => {};
  let url = '';
  beforeAll(async () => {
    const throwaway = await createThrowawayDatabase('portal_cache');
    dropDatabase = throwaway.drop;
    url = throwaway.url;
    database = await openDatabase({ url });
    await runMigrations(database);
  });
  afterAll(async () => {
    await database?.close();
    await dropDatabase();
  });

  it('drops the answers of the areas another process names', async () => {
    const warnings: string[] = [];
    const listener = listenForPublicReadChanges({
      url,
      log: { warn: (text: string) => void warnings.push(text), info: () => {} },
    });
    try {
      const cache = new PublicCache();
      let computed = 0;
      const compute = async () => ++computed;
      const library: PublicReadKey = { route: '/p/api/audio', areas: ['library'] };
      // The listener drops everything once it listens: wait for that, so the test starts after it.
      const first = await cache.getOrCompute(notices, compute);
      for (let i = 0; i < 100 && (await cache.getOrCompute(notices, compute)) === first; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const cached = await cache.getOrCompute(notices, compute);
      const libraryAnswer = await cache.getOrCompute(library, compute);

      // "Another process": its own connection, so nothing of this process's state changes but by
      // the notification.
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      await other.query('select pg_notify($1, $2)', [PUBLIC_READS_CHANNEL, 'notices']);
      await other.end();

      let answer = cached;
      for (let i = 0; i < 100 && answer === cached; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await cache.getOrCompute(notices, compute);
      }
      expect(answer).not.toBe(cached);
      expect(await cache.getOrCompute(library, compute)).toBe(libraryAnswer);
      expect(warnings).toEqual([]);
    } finally {
      await listener.close();
    }
  });
});
