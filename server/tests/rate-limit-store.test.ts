// The database rate-limit store (plugins/rate-limit-store.ts) on the embedded database: it counts
// per limiter name and key, its windows end on the database's clock, expired rows go, and the whole
// app builds with it (every limiter named once). The same store across two server instances on
// PostgreSQL: postgres-rate-limits.test.ts.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { rateLimitCounters } from '../db/schema.js';
import { databaseRateLimitStore, deleteExpiredRateLimits } from '../plugins/rate-limit-store.js';
import { createTestApp, errorBody, login } from './test-app.js';
import { openTestDatabase } from './pglite-template.js';

const WINDOW_MS = 60_000;

function hit(store: FastifyRateLimitStore, key: string, timeWindow = WINDOW_MS, max = 3) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, max);
  });
}

function peek(store: FastifyRateLimitStore, key: string) {
  const read = (store as { read?: FastifyRateLimitStore['incr'] }).read!.bind(store);
  return new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    read(key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW_MS, 3);
  });
}

/** What the plugin passes to child() for createRateLimit (no route information). */
const limiter = (root: FastifyRateLimitStore, name?: string) =>
  root.child({ limiterName: name, routeInfo: {} } as never);

describe('database rate-limit store (PGlite)', () => {
  let database: DatabaseHandle;
  let root: FastifyRateLimitStore;

  beforeAll(async () => {
    database = await openTestDatabase();
    const Store = databaseRateLimitStore(database.db, { sweepIntervalMs: 0 });
    root = new Store({});
  });
  afterAll(() => database.close());

  const keys = async () =>
    (await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);

  /** Ends every window now, as if the time had passed (on the database's clock). */
  const endWindows = () =>
    database.db.execute(
      sql`update rate_limit_counters set window_ends = clock_timestamp() - interval '1 second'`,
    );

  it('counts the hits of one key in a window, and reports the time left', async () => {
    const store = limiter(root, 'count');
    expect((await hit(store, '198.51.100.1')).current).toBe(1);
    expect((await hit(store, '198.51.100.1')).current).toBe(2);
    const third = await hit(store, '198.51.100.1');
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(WINDOW_MS - 5_000);
    expect(third.ttl).toBeLessThanOrEqual(WINDOW_MS);
    // Another key counts apart.
    expect((await hit(store, '198.51.100.2')).current).toBe(1);
    // read() does not count.
    expect((await peek(store, '198.51.100.1')).current).toBe(3);
    expect((await hit(store, '198.51.100.1')).current).toBe(4);
    expect((await peek(store, 'never-seen')).current).toBe(0);
  });

  it('keeps limiters of other names apart, even on the same key', async () => {
    const first = limiter(root, 'apart-a');
    const second = limiter(root, 'apart-b');
    await hit(first, 'same-key');
    await hit(first, 'same-key');
    expect((await hit(second, 'same-key')).current).toBe(1);
    expect(await keys()).toEqual(expect.arrayContaining(['apart-a|same-key', 'apart-b|same-key']));
  });

  it('refuses a name given twice, a malformed name and a limiter without one', () => {
    limiter(root, 'twice');
    expect(() => limiter(root, 'twice')).toThrow(/share counters/);
    expect(() => limiter(root, 'Bad|Name')).toThrow(/not valid/);
    expect(() => limiter(root)).toThrow(/needs a name/);
    expect(() => root.child({ limiterName: 'backoff', exponentialBackoff: true } as never)).toThrow(
      /exponentialBackoff/,
    );
  });

  it('a route of its own (config.rateLimit) is named after its method and path', async () => {
    const store = root.child({ routeInfo: { method: 'POST', url: '/p/api/x' } } as never);
    await hit(store, 'k');
    expect(await keys()).toContain('route:POST:/p/api/x|k');
  });

  it('the root store counts nothing itself', async () => {
    await expect(hit(root, 'k')).rejects.toThrow(/root rate-limit store/);
  });

  it('stores a very long key as its hash, and still counts it', async () => {
    const store = limiter(root, 'long');
    const key = 'x'.repeat(5_000);
    expect((await hit(store, key)).current).toBe(1);
    expect((await hit(store, key)).current).toBe(2);
    expect((await hit(store, `${key}y`)).current).toBe(1);
    const stored = (await keys()).filter((k) => k.startsWith('long|'));
    expect(stored).toHaveLength(2);
    for (const k of stored) expect(k.length).toBeLessThan(100);
  });

  it('answers the hits of a key over its limit itself until its window ends', async () => {
    const store = limiter(root, 'refusals');
    const shortWindow = 400;
    for (const expected of [1, 2, 3]) expect((await hit(store, 'k', shortWindow, 2)).current).toBe(expected);
    const hitsInDatabase = async () =>
      (
        await database.db
          .select()
          .from(rateLimitCounters)
          .where(sql`key = 'refusals|k'`)
      )[0]?.hits;
    expect(await hitsInDatabase()).toBe(3);
    // Over the limit: refused without a statement, with the time left of the database's window.
    const refused = await hit(store, 'k', shortWindow, 2);
    expect(refused.current).toBe(4);
    expect(refused.ttl).toBeGreaterThan(0);
    expect(refused.ttl).toBeLessThanOrEqual(shortWindow);
    expect(await hitsInDatabase()).toBe(3);
    // Once the window has ended, the database counts again, from a new window.
    await new Promise((resolve) => setTimeout(resolve, shortWindow + 50));
    expect((await hit(store, 'k', shortWindow, 2)).current).toBe(1);
    expect(await hitsInDatabase()).toBe(1);
  });

  it('starts a new window once the old one has ended, and sweeps the expired rows', async () => {
    const store = limiter(root, 'window');
    await hit(store, 'a');
    await hit(store, 'a');
    await endWindows();
    expect((await peek(store, 'a')).current).toBe(0);
    const fresh = await hit(store, 'a');
    expect(fresh).toMatchObject({ current: 1 });
    expect(fresh.ttl).toBeGreaterThan(WINDOW_MS - 5_000);
    // That hit also swept (in the background) every other row whose window had ended.
    await expect.poll(keys).toEqual(['window|a']);

    await endWindows();
    expect(await deleteExpiredRateLimits(database.db)).toBe(1);
    expect(await keys()).toEqual([]);
  });
});

describe('the app with the database store (PGlite)', () => {
  it('builds with every limiter named once, limits a login, and answers 503 when the database is gone', async () => {
    const t = await createTestApp({
      sharedRateLimits: true,
      loginLimits: { perAddress: { max: 2, timeWindowMs: 60_000 } },
    });
    try {
      const attempt = (remoteAddress = '192.0.2.44') =>
        t.app.inject({
          method: 'POST',
          url: '/p/api/users/login',
          remoteAddress,
          payload: { userId: 'nobody@example.com', password: 'Wrong!pass1' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const [row] = await t.database.db
        .select()
        .from(rateLimitCounters)
        .where(sql`key = 'login-address|192.0.2.44'`);
      expect(row?.hits).toBe(3);

      // Another client address still logs in.
      expect((await login(t.app, 'nobody@example.com', 'Wrong!pass1')).statusCode).toBe(401);

      await t.database.close();
      // The refused address stays refused (the instance remembers it until the window ends)...
      expect((await attempt()).statusCode).toBe(429);
      // ...and any other attempt, which the database would have to count, answers 503.
      const unavailable = await attempt('192.0.2.45');
      expect(unavailable.statusCode).toBe(503);
      expect(errorBody(unavailable)).toMatchObject({ status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
      expect(Number(unavailable.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.app.close();
      await t.database.close();
    }
  });
});
