// Hostile probes of a database that goes away or stops answering (issue 13, items 1 and 7): no
// request hangs on it, every 503 carries Retry-After, as a header and as `retryAfter` in the
// envelope, never a stack, and the server recovers by itself once the database answers again.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { EMBEDDED_READS_ID } from '../../../contract/embedded-reads.js';
import { ANSWERS_WAIT_MS } from '../../site/embedded-answers.js';
import { createTopic } from '../../competitions/competition-admin.js';
import { invalidateLocally, PUBLIC_AREAS } from '../../lib/public-cache.js';
import { topicInput } from '../competition-fixtures.js';
import { createTestApp, errorBody, insertUser, login, loginToken, type TestApp } from '../test-app.js';

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(errorBody(response)).toEqual({
    status: 503,
    data: null,
    errorCode: 'SERVICE_UNAVAILABLE',
    message: expect.any(String),
    retryAfter,
  });
  expect(response.body).not.toMatch(/PGlite|stack|at \//);
}

describe('hostile: a database that is gone answers 503 with Retry-After', () => {
  it('on PGlite, for public, login and protected paths alike', async () => {
    const t = await createTestApp();
    try {
      const uuid = await insertUser(t.database, { userId: 'gone@example.com', password: 'Right!pass1' });
      const token = await loginToken(t.app, 'gone@example.com', 'Right!pass1');
      await t.database.close();
      expectUnavailable(await login(t.app, 'gone@example.com', 'Right!pass1'));
      expectUnavailable(await t.app.inject({ method: 'GET', url: '/p/api/notices' }));
      expectUnavailable(
        await t.app.inject({
          method: 'GET',
          url: `/api/users/${uuid}`,
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    } finally {
      await t.app.close();
    }
  });

  it('on node-postgres when nothing listens', async () => {
    const database = await openDatabase({ url: 'postgres://nobody:nothing@127.0.0.1:1/portal' });
    const app = await buildApp({ db: database.db, jwtSecret: 'x'.repeat(40), logging: false });
    try {
      expectUnavailable(await app.inject({ method: 'GET', url: '/p/api/main/work' }));
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('keeps the rate limiter’s own Retry-After in the envelope of a 429', async () => {
    const t = await createTestApp({ loginRateLimit: { max: 1, timeWindowMs: 60_000 } });
    try {
      await login(t.app, 'someone@example.com', 'Wrong!pass1');
      const limited = await login(t.app, 'someone@example.com', 'Wrong!pass1');
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(errorBody(limited)).toMatchObject({ status: 429, errorCode: 'RATE_LIMITED', retryAfter });
    } finally {
      await t.close();
    }
  });
});

/** Holds PGlite's one connection with a transaction that ends only when `release` is called. */
function holdPglite(t: TestApp): { release: () => Promise<void> } {
  let finish: () => void = () => {};
  const held = new Promise<void>((resolve) => (finish = resolve));
  const client = t.database.driver.client as PGlite;
  const done = client.transaction(() => held);
  return {
    release: async () => {
      finish();
      await done;
    },
  };
}

describe('hostile: a database that stops answering (embedded)', () => {
  it('answers 503 with Retry-After within the query timeout, and recovers by itself', async () => {
    const t = await createTestApp({ databaseOptions: { queryTimeoutMs: 500 } });
    try {
      const hold = holdPglite(t);
      const started = performance.now();
      const answers = await Promise.all(
        ['/p/api/notices', '/p/api/main/work', '/p/api/main/banner'].map((url) =>
          t.app.inject({ method: 'GET', url }),
        ),
      );
      expect(performance.now() - started).toBeLessThan(3_000);
      for (const answer of answers) expectUnavailable(answer);
      await hold.release();
      expect((await t.app.inject({ method: 'GET', url: '/p/api/notices' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('paints the home page at once without the embedded banners while the database is stuck', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
    await mkdir(path.join(dir, '.vite'), { recursive: true });
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="ko"><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '</head><body><div id="root"></div></body></html>',
    );
    await writeFile(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js' },
        'src/pages/home/home-page.tsx': { file: 'assets/home-page-1.js' },
      }),
    );
    // No query timeout at all: only the home page's own short wait can save the first paint.
    const t = await createTestApp({ staticDir: dir });
    try {
      await createTopic(
        t.database.db,
        topicInput({ topic: 'Banner', mainBannerImageUrl: '/p/api/files/public/b.webp' }),
      );
      const hold = holdPglite(t);
      const started = performance.now();
      const home = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(performance.now() - started).toBeLessThan(ANSWERS_WAIT_MS + 700);
      expect(home.statusCode).toBe(200);
      // The shell without the banner: the page asks for the banners itself.
      expect(home.body).toContain(
        '<div id="root"><div class="boot-shell" aria-hidden="true"><div class="boot-header">',
      );
      expect(home.body).not.toContain('data-shell-image');
      expect(home.body).not.toContain(EMBEDDED_READS_ID);
      await hold.release();
      // Once the database answers, the banners come back into the page.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const later = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(later.body).toContain(EMBEDDED_READS_ID);
    } finally {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

// A PostgreSQL server of the test's own (its own data folder and port), frozen with SIGSTOP once the
// pool is warm, as the probe did: the postmaster and every backend stop answering while their
// sockets stay open, which no connection error reveals.
const pgBin = ['17', '16', '15', '14']
  .map((version) => `/usr/lib/postgresql/${version}/bin`)
  .find((bin) => existsSync(path.join(bin, 'initdb')));

describe.skipIf(!pgBin || process.platform !== 'linux')('hostile: a frozen PostgreSQL server', () => {
  let root: string;
  let dataDir: string;
  let port: number;
  const asPostgres = (command: string, args: string[]) => {
    // initdb refuses to run as root: use the postgres account then.
    const [file, argv] =
      process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: 'ignore' });
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'portal-frozen-pg-'));
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', root]);
    dataDir = path.join(root, 'data');
    port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    asPostgres(path.join(pgBin!, 'initdb'), ['-D', dataDir, '-U', 'portal', '--auth=trust', '-E', 'UTF8']);
    asPostgres(path.join(pgBin!, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`,
      '-l',
      path.join(root, 'log'),
      '-w',
      'start',
    ]);
  }, 120_000);

  afterAll(async () => {
    signalServer('SIGCONT');
    try {
      asPostgres(path.join(pgBin!, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  /** The postmaster (first line of postmaster.pid) and its children, the backends. */
  function serverPids(): number[] {
    const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    let children: number[] = [];
    try {
      children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number);
    } catch {
      // pgrep exits 1 when there are none.
    }
    return [postmaster, ...children];
  }
  function signalServer(signal: NodeJS.Signals) {
    if (!dataDir || !existsSync(path.join(dataDir, 'postmaster.pid'))) return;
    for (const pid of serverPids()) {
      try {
        process.kill(pid, signal);
      } catch {
        // Gone meanwhile.
      }
    }
  }

  it('answers 503 with Retry-After within the timeout, and recovers on SIGCONT without a restart', async () => {
    const url = `postgres://portal@127.0.0.1:${port}/postgres`;
    const database = await openDatabase({ url }, { queryTimeoutMs: 1_000 });
    await runMigrations(database);
    const app = await buildApp({ db: database.db, jwtSecret: 'x'.repeat(40), logging: false });
    const userUuid = await insertUser(database, { userId: 'frozen@example.com', password: 'Right!pass1' });
    const token = await loginToken(app, 'frozen@example.com', 'Right!pass1');
    const requests = () => [
      app.inject({ method: 'GET', url: '/p/api/notices' }),
      app.inject({ method: 'GET', url: '/p/api/main/work' }),
      app.inject({ method: 'GET', url: '/p/api/main/banner' }),
      app.inject({
        method: 'GET',
        url: '/p/api/group/topic?groupState=3&topicUuid=00000000-0000-0000-0000-000000000000',
      }),
      // A signed-in read of the account (the session itself may come from memory for a few
      // seconds, accounts/session-cache.ts; the record is read from the database).
      app.inject({
        method: 'GET',
        url: `/api/users/${userUuid}`,
        headers: { authorization: `Bearer ${token}` },
      }),
      app.inject({
        method: 'PUT',
        url: '/api/users/castingn',
        headers: { authorization: `Bearer ${token}` },
      }),
    ];
    try {
      // Warm: every pooled connection open and idle.
      for (const answer of await Promise.all(requests())) expect(answer.statusCode).toBeLessThan(500);

      signalServer('SIGSTOP');
      // The public reads just warmed the short-lived cache (lib/public-cache.ts): while it
      // holds them they still answer from memory, which is the point of it.
      const cached = await app.inject({ method: 'GET', url: '/p/api/notices' });
      expect(cached.statusCode).toBe(200);
      // Past the cache (as after its TTL), every read has to reach the frozen database.
      invalidateLocally(PUBLIC_AREAS);
      const started = performance.now();
      const frozen = await Promise.all(requests());
      const elapsed = performance.now() - started;
      // The query timeout (1 s + 1 s client margin) or the connection timeout (5 s), never a hang.
      expect(elapsed).toBeLessThan(7_000);
      for (const answer of frozen) expectUnavailable(answer);
      // Still frozen: still 503, not a pool that ran dry (nor a cached failure).
      invalidateLocally(PUBLIC_AREAS);
      for (const answer of await Promise.all(requests())) expectUnavailable(answer);

      signalServer('SIGCONT');
      let recovered = false;
      const deadline = Date.now() + 20_000;
      while (!recovered && Date.now() < deadline) {
        const answers = await Promise.all(requests());
        recovered = answers.every((answer) => answer.statusCode < 500);
        if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(recovered).toBe(true);
    } finally {
      signalServer('SIGCONT');
      await app.close();
      await database.close();
    }
  }, 90_000);
});
