// Two server instances behind a (pretend) load balancer, as docs/deployment.md describes them: two
// real `server/main.ts` processes, each with its own DATA_DIR, on one PostgreSQL database and one
// S3-compatible object store (s3rver, run in this process). What one instance stores, the other
// serves; a rate limit counts the calls of both; the clock's daily statistics run happens once.
// Runs only when TEST_DATABASE_URL names a PostgreSQL server (see throwaway-postgres.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inquiry } from '../../contract/inquiries.js';
import { DEMO_ACCOUNT } from '../seed/seed.js';
import { createTextPdf } from '../seed/tiny-pdf.js';
import { multipartBody } from './multipart.js';
import { TEST_JWT_SECRET } from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUCKET = 'portal-files';
const S3_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Instance {
  base: string;
  dataDir: string;
  process: ChildProcess;
  output: string[];
}

describe.skipIf(!adminUrl)('two instances on one PostgreSQL and one S3 bucket', () => {
  let s3server: S3rver;
  let s3dir: string;
  let s3: S3Client;
  let endpoint: string;
  let databaseUrl: string;
  let dropDatabase: () => Promise<void> = async () => {};
  const instances: Instance[] = [];

  async function start(name: string, extraEnv: Record<string, string>): Promise<Instance> {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), `portal-${name}-`));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? tmpdir(),
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(dataDir, 'no-spa'),
        DATABASE_URL: databaseUrl,
        JWT_SECRET: TEST_JWT_SECRET,
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        ...S3_KEYS,
        // Three attempts per minute on one account from one address (the default is 10).
        LOGIN_RATE_LIMIT_MAX: '3',
        LOG_LEVEL: 'info',
        // The AWS SDK's note that it will need Node 22 in 2027 is not this test's business.
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance: Instance = { base: `http://127.0.0.1:${port}`, dataDir, process: child, output: [] };
    child.stdout!.on('data', (chunk: Buffer) => instance.output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => instance.output.push(chunk.toString()));
    instances.push(instance);
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited:\n${instance.output.join('')}`);
      const ready = await fetch(`${instance.base}/p/api/deployment`).catch(() => null);
      if (ready?.ok) return instance;
      if (Date.now() > deadline) throw new Error(`${name} did not start:\n${instance.output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function stop(instance: Instance): Promise<void> {
    if (instance.process.exitCode !== null) return;
    const exited = new Promise((resolve) => instance.process.once('exit', resolve));
    instance.process.kill('SIGTERM');
    await exited;
  }

  async function login(instance: Instance, userId: string, password: string) {
    return fetch(`${instance.base}/p/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId, password }),
    });
  }

  const query = async <T>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    s3dir = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
    s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir });
    const { port } = await s3server.run();
    endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: S3_KEYS.AWS_ACCESS_KEY_ID, secretAccessKey: S3_KEYS.AWS_SECRET_ACCESS_KEY },
    });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    const database = await createThrowawayDatabase('portal_two');
    databaseUrl = database.url;
    dropDatabase = database.drop;
    // The first instance migrates and seeds the demo content (into the bucket); the second starts
    // on what is there, as a rolling start behind a load balancer would.
    await start('a', { SEED_DEMO: 'true' });
    await start('b', { SEED_DEMO: 'false' });
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map(stop));
    await dropDatabase();
    await s3server?.close();
    await Promise.all(
      [s3dir, ...instances.map((instance) => instance.dataDir)].map((dir) =>
        dir ? rm(dir, { recursive: true, force: true }) : undefined,
      ),
    );
  });

  it('keeps the files in the bucket, not on either instance’s disk', async () => {
    const [a, b] = instances as [Instance, Instance];
    const listed = await s3.send(new ListObjectsCommand({ Bucket: BUCKET, MaxKeys: 1000 }));
    const keys = (listed.Contents ?? []).map((object) => object.Key!);
    expect(keys.some((key) => key.startsWith('public/'))).toBe(true);
    expect(keys.some((key) => key.startsWith('private/'))).toBe(true);
    for (const instance of [a, b]) {
      const stored = await readdir(path.join(instance.dataDir, 'files', 'public')).catch(() => []);
      expect(stored).toEqual([]);
      const privateNames = await readdir(path.join(instance.dataDir, 'files', 'private')).catch(() => []);
      expect(privateNames.filter((name) => name !== 'tmp' && name !== 'uploads')).toEqual([]);
    }
  });

  it('serves a public file stored by one instance from the other, with its type, ranges and caching', async () => {
    const [a, b] = instances as [Instance, Instance];
    const banners = await (await fetch(`${a.base}/p/api/main/banner`)).json();
    const url: string = banners.data.lists[0].mcfTopic.mainBannerImageUrl;
    expect(url).toMatch(/^\/p\/api\/files\/public\/[0-9a-f]{32}\.webp$/);

    const whole = await fetch(`${b.base}${url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/webp');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const etag = whole.headers.get('etag');
    expect(etag).toBeTruthy();

    const part = await fetch(`${b.base}${url}`, { headers: { range: 'bytes=0-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-11/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 12));

    const again = await fetch(`${a.base}${url}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect((await fetch(`${b.base}/p/api/files/public/${'0'.repeat(32)}.webp`)).status).toBe(404);
  });

  it('lets a file uploaded through one instance be downloaded through the other, by its owner only', async () => {
    const [a, b] = instances as [Instance, Instance];
    const token = (await (await login(a, DEMO_ACCOUNT.userId, DEMO_ACCOUNT.password)).json()).data.jwt;
    const pdf = createTextPdf('Statement', [{ text: 'Two instances' }]);
    const { body, contentType } = multipartBody([
      { name: 'category', value: 'payout' },
      { name: 'title', value: 'Uploaded through A' },
      { name: 'content', value: 'Read through B.' },
      { name: 'attachment', fileName: '정산 내역.pdf', content: pdf },
    ]);
    const written = await fetch(`${a.base}/api/inquiries`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body: new Uint8Array(body),
    });
    expect(written.status).toBe(201);
    const { uuid } = ((await written.json()) as { data: Inquiry }).data;

    const shown = await fetch(`${b.base}/api/inquiries/${uuid}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(shown.status).toBe(200);
    const { attachment } = ((await shown.json()) as { data: Inquiry }).data;
    expect(attachment).toMatchObject({ fileName: '정산 내역.pdf', size: pdf.length });

    const downloaded = await fetch(`${b.base}${attachment!.url}`);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(Buffer.from(pdf));
    const range = await fetch(`${b.base}${attachment!.url}`, { headers: { range: 'bytes=0-4' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('%PDF-');

    // A link with its signature changed is nobody's: 404, whichever instance is asked.
    const forged = attachment!.url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await fetch(`${a.base}${forged}`)).status).toBe(404);
    // Nobody else sees the inquiry (and so never gets a link to its file).
    const other = await fetch(`${b.base}/api/inquiries/${uuid}`);
    expect(other.status).toBe(403);
  });

  it('counts a login rate limit across both instances', async () => {
    const [a, b] = instances as [Instance, Instance];
    const statuses: number[] = [];
    for (const instance of [a, b, a]) {
      statuses.push((await login(instance, 'nobody@example.com', 'Wrong!pass1')).status);
    }
    expect(statuses.every((status) => status !== 429)).toBe(true);
    const fourth = await login(b, 'nobody@example.com', 'Wrong!pass1');
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fourth.json()).errorCode).toBe('RATE_LIMITED');
  });

  it("shows one instance's cached signed-in reads another process's writes, and ends a changed password's tokens on both", async () => {
    const [a, b] = instances as [Instance, Instance];
    const loggedIn = (await (await login(a, DEMO_ACCOUNT.userId, DEMO_ACCOUNT.password)).json()).data;
    const read = (instance: Instance, token: string) =>
      fetch(`${instance.base}/api/inquiries?page=1&size=10`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const totalOn = async (instance: Instance) =>
      ((await (await read(instance, loggedIn.jwt)).json()) as { data: { totalCount: number } }).data
        .totalCount;
    /** Asks until `check` holds (the notice crosses processes in milliseconds; 2 s at most). */
    const eventually = async (check: () => Promise<boolean>) => {
      const deadline = Date.now() + 2_000;
      while (!(await check())) {
        if (Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return true;
    };

    // B keeps the list in memory; a third process (this test's own connection) writes by hand.
    const before = await totalOn(b);
    expect(await totalOn(b)).toBe(before);
    await query(
      `INSERT INTO inquiries (user_uuid, category, title, content) VALUES ('${loggedIn.uuid}', 'other', 'Written by hand', 'Hello')`,
    );
    expect(await eventually(async () => (await totalOn(b)) === before + 1)).toBe(true);

    // The token is known to B; the password changes through A.
    expect((await read(b, loggedIn.jwt)).status).toBe(200);
    const change = (token: string, password: string) =>
      fetch(`${a.base}/api/users/${loggedIn.uuid}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
    const changed = await change(loggedIn.jwt, 'Another!pass9');
    expect(changed.status).toBe(200);
    expect(await eventually(async () => (await read(b, loggedIn.jwt)).status === 403)).toBe(true);
    const fresh = (await changed.json()).data.jwt as string;
    expect((await read(b, fresh)).status).toBe(200);
    // The demo password back, for whoever logs in next.
    expect((await change(fresh, DEMO_ACCOUNT.password)).status).toBe(200);
  });

  it('runs the daily statistics once although both instances tick every minute', async () => {
    // Each instance logs the statistics runs it made ("statisticsGroups": a number).
    const statisticsLogLines = () =>
      instances
        .flatMap((instance) => instance.output.join('').split('\n'))
        .filter((line) => /"statisticsGroups":\d/.test(line)).length;
    const before = statisticsLogLines();
    // Make the day's run due again: at the next minute both instances' schedulers tick together.
    await query('DELETE FROM statistics_runs');
    const deadline = Date.now() + 75_000;
    let runs: { trigger: string }[] = [];
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      runs = await query<{ trigger: string }>('SELECT trigger FROM statistics_runs');
      if (runs.length > 0) break;
    }
    expect(runs).toEqual([{ trigger: 'schedule' }]);
    // Both have ticked by now; a few seconds more change nothing, and one instance made the run.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await query('SELECT trigger FROM statistics_runs')).toEqual([{ trigger: 'schedule' }]);
    expect(statisticsLogLines() - before).toBe(1);
  }, 90_000);
});
