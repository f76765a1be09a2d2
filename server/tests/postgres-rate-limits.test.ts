// Rate limits shared by server instances on one PostgreSQL (DATABASE_URL mode, sharedRateLimits):
// two apps on one database count the same attempts, a limiter of another name counts apart, the
// window ends on the database's clock, expired rows are swept, and a database that does not answer
// gives 503, neither a hang nor unlimited attempts. Runs only when TEST_DATABASE_URL names a server
// whose user may create databases (see postgres.test.ts).
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { rateLimitCounters } from '../db/schema.js';
import { TEST_JWT_SECRET, errorBody } from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

const MAX = 3;
// Short, so that the test can wait for it to end; long enough for the first two tests' five logins
// and four checks on a busy machine (each login hashes a password: 2 s was not, at load 6).
const WINDOW_MS = 8_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!adminUrl)('rate limits across instances on PostgreSQL (TEST_DATABASE_URL)', () => {
  let dropDatabase: () => Promise<void> = async () => {};
  let url: string;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  let appA: FastifyInstance;
  let appB: FastifyInstance;

  /** One "server instance": a pool of its own and an app with the shared store. */
  async function instance(databaseOptions: DatabaseOptions = {}): Promise<FastifyInstance> {
    const handle = await openDatabase({ url }, databaseOptions);
    handles.push(handle);
    const app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_JWT_SECRET,
      logging: false,
      sharedRateLimits: true,
      // Every window short, so that every row expires in the sweep test.
      loginRateLimit: { max: 100, timeWindowMs: WINDOW_MS },
      loginLimits: {
        perAccount: { max: 100, timeWindowMs: WINDOW_MS },
        perAddress: { max: MAX, timeWindowMs: WINDOW_MS },
      },
      accountRateLimits: {
        perAddress: { max: MAX, timeWindowMs: WINDOW_MS },
        perRecipient: { max: 100, timeWindowMs: WINDOW_MS },
        perRecipientBurst: { max: 100, timeWindowMs: WINDOW_MS },
        perRecipientDaily: { max: 100, timeWindowMs: WINDOW_MS },
      },
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    const database = await createThrowawayDatabase('portal_rl');
    dropDatabase = database.drop;
    url = database.url;
    const migrator = await openDatabase({ url });
    try {
      await runMigrations(migrator);
    } finally {
      await migrator.close();
    }
    appA = await instance();
    appB = await instance();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await Promise.all(handles.map((handle) => handle.close()));
    await dropDatabase();
  });

  const loginFrom = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/p/api/users/login',
      remoteAddress,
      payload: { userId: 'nobody@example.com', password: 'Wrong!pass1' },
    });
  const duplicateCheckFrom = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({ method: 'GET', url: '/p/api/users/same-userid?userId=free@example.com', remoteAddress });

  async function counters(): Promise<Record<string, number>> {
    const rows = await handles[0]!.db.select().from(rateLimitCounters);
    return Object.fromEntries(rows.map((row) => [row.key, row.hits]));
  }

  const expectLimited = (response: Awaited<ReturnType<FastifyInstance['inject']>>) => {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
    expect(errorBody(response)).toMatchObject({ status: 429, errorCode: 'RATE_LIMITED', retryAfter });
  };

  const address = '203.0.113.7';

  it('counts the attempts of both instances together: the fourth answers 429 with Retry-After', async () => {
    expect((await loginFrom(appA, address)).statusCode).toBe(401);
    expect((await loginFrom(appA, address)).statusCode).toBe(401);
    expect((await loginFrom(appB, address)).statusCode).toBe(401);
    // Each instance alone has seen at most two attempts; together they are past the limit.
    expectLimited(await loginFrom(appB, address));
    expectLimited(await loginFrom(appA, address));
    expect(await counters()).toMatchObject({ [`login-address|${address}`]: 5 });
    // Another address is not limited.
    expect((await loginFrom(appB, '203.0.113.8')).statusCode).toBe(401);
  });

  it('a limiter of another name does not share the counter, though its key is the same', async () => {
    for (const app of [appA, appB, appA]) {
      expect((await duplicateCheckFrom(app, address)).statusCode).toBe(200);
    }
    expectLimited(await duplicateCheckFrom(appB, address));
    expect(await counters()).toMatchObject({
      [`login-address|${address}`]: 5,
      [`same-user-id:address|${address}`]: 4,
    });
  });

  it('the window ends (on the database clock) for both instances', async () => {
    await sleep(WINDOW_MS + 200);
    expect((await loginFrom(appB, address)).statusCode).toBe(401);
    expect((await loginFrom(appA, address)).statusCode).toBe(401);
    expect(await counters()).toMatchObject({ [`login-address|${address}`]: 2 });
  });

  it('expired rows are swept: a new instance does it at its first hit', async () => {
    await sleep(WINDOW_MS + 200);
    const before = await counters();
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(3);
    const appC = await instance();
    expect((await loginFrom(appC, '203.0.113.9')).statusCode).toBe(401);
    // Only the rows of that attempt are left (its three limiters).
    await expect
      .poll(async () => Object.keys(await counters()).sort())
      .toEqual([
        'login-account|nobody@example.com',
        'login-address-account|203.0.113.9|nobody@example.com',
        'login-address|203.0.113.9',
      ]);
  });

  it('a counter the database cannot update in time answers 503, and the next attempts still count', async () => {
    // An instance whose statements time out after 300 ms (DATABASE_URL mode has 5 s by default).
    const appD = await instance({ queryTimeoutMs: 300 });
    const blocked = '203.0.113.10';
    expect((await loginFrom(appD, blocked)).statusCode).toBe(401);

    // Another session holds the counter's row: the upsert waits, and gives up.
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT * FROM rate_limit_counters WHERE key = $1 FOR UPDATE', [
        `login-address|${blocked}`,
      ]);
      const started = Date.now();
      const response = await loginFrom(appD, blocked);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.statusCode).toBe(503);
      expect(errorBody(response)).toMatchObject({ status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    // The refused attempt counted nothing; the next ones count on.
    expect((await loginFrom(appD, blocked)).statusCode).toBe(401);
    expect((await loginFrom(appA, blocked)).statusCode).toBe(401);
    expectLimited(await loginFrom(appD, blocked));
  });

  it('a database that cannot be reached answers 503, not an unlimited login', async () => {
    // Nothing listens on port 1: every connection is refused.
    const handle = await openDatabase({ url: 'postgres://portal@127.0.0.1:1/postgres' });
    handles.push(handle);
    const app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_JWT_SECRET,
      logging: false,
      sharedRateLimits: true,
    });
    apps.push(app);
    const request: InjectOptions = {
      method: 'POST',
      url: '/p/api/users/login',
      remoteAddress: '203.0.113.11',
      payload: { userId: 'nobody@example.com', password: 'Wrong!pass1' },
    };
    const response = await app.inject(request);
    expect(response.statusCode).toBe(503);
    expect(errorBody(response)).toMatchObject({ status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
  });
});
