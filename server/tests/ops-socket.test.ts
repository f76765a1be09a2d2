// The ops socket: the server runs `npm run ops` command lines in its process on its open embedded
// database (a real PGlite folder, locked by this test process), with the same output and exit
// codes as a command that opens the database itself.
import { spawn, spawnSync } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { createDispatcher, runOps } from '../ops/cli.js';
import type { OpsEnvironment } from '../ops/command.js';
import { runOpsThroughServer } from '../ops/socket-client.js';
import { opsSocketPath } from '../ops/socket-protocol.js';
import { startOpsSocket, type OpsSocket, type OpsSocketOptions } from '../ops/socket-server.js';
import { findTopic } from '../competitions/competition-views.js';
import { SEED_MEDIA_DIR } from '../seed/sample-works.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TIME_ZONE = 'Asia/Seoul';

let base: string;
let dataDir: string;
let database: DatabaseHandle;
let opsSocket: OpsSocket;
const warnings: string[] = [];
const infos: unknown[] = [];
const log: OpsSocketOptions['log'] = {
  info: (object: unknown) => void infos.push(object),
  warn: (message: unknown) => void warnings.push(String(message)),
  error: () => {},
};

function socketOptions(dir: string, overrides: Partial<OpsSocketOptions> = {}): OpsSocketOptions {
  return {
    dataDir: dir,
    handle: database,
    publicFilesDir: path.join(dir, 'files', 'public'),
    timeZone: TIME_ZONE,
    log,
    ...overrides,
  };
}

async function throughSocket(argv: string[], options: { dir?: string; cwd?: string } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOpsThroughServer(
    opsSocketPath(options.dir ?? dataDir),
    argv,
    { out: (text) => out.push(text), err: (text) => err.push(text) },
    options.cwd,
  );
  return { code, out, err };
}

/** The same command line run in this process on the same database, as `npm run ops` does alone. */
async function direct(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const env: OpsEnvironment = {
    openDatabase: async () => ({ ...database, close: async () => {} }),
    publicFilesDir: path.join(dataDir, 'files', 'public'),
    timeZone: TIME_ZONE,
    now: () => new Date(),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  };
  const code = await runOps(argv, env);
  return { code, out, err };
}

/** A socket file whose server was killed: nothing listens on it any more. */
function leaveStaleSocket(socketPath: string) {
  const script = `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, 'SIGKILL'))`;
  spawnSync(process.execPath, ['-e', script]);
}

/** `npm run ops` as a real process (tsx server/ops.ts) on DATA_DIR. */
function opsProcess(argv: string[], dir: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/ops.ts', ...argv], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dir, BUSINESS_TIME_ZONE: TIME_ZONE, NODE_ENV: 'development' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out, err }));
  });
}

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'ops-sock-'));
  dataDir = path.join(base, 'data');
  await mkdir(dataDir);
  database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
  await runMigrations(database);
  opsSocket = await startOpsSocket(socketOptions(dataDir));
});
afterAll(async () => {
  await opsSocket.close();
  await database.close();
  await rm(base, { recursive: true, force: true });
});

describe('the ops socket', () => {
  it('is a socket file in DATA_DIR that only its owner may open', async () => {
    expect(opsSocket.path).toBe(path.join(dataDir, 'ops.sock'));
    const info = await lstat(opsSocket.path!);
    expect(info.isSocket()).toBe(true);
    expect(info.mode & 0o777).toBe(0o600);
  });

  it('gives the same output and exit code as running the command in its own process', async () => {
    const topicFlags = [
      ...['--topic', 'Night market', '--max-amount', '1000', '--max-count', '3', '--amount-per-user', '10'],
      ...['--topic-type', 'video', '--video-style-type', 'mixed', '--time-limit', 'f10s'],
    ];
    await direct(['create-topic', ...topicFlags]);
    for (const argv of [
      ['--help'],
      [],
      ['frobnicate'],
      ['list-topics', '--help'],
      ['create-topic', '--topic', 'x'],
      ['create-topic', ...topicFlags, '--time-limit', '7s'],
      ['release-group', '--group', 'nope'],
      ['list-topics'],
      ['list-groups', '--json'],
    ]) {
      expect(await throughSocket(argv), argv.join(' ')).toEqual(await direct(argv));
    }
  });

  it('runs create-topic in the server, reading files from the operator directory', async () => {
    const created = await throughSocket(
      [
        ...['create-topic', '--topic', 'Through the socket', '--max-amount', '5000', '--max-count', '4'],
        ...['--amount-per-user', '100', '--topic-type', 'image', '--video-style-type', 'graphics'],
        ...['--time-limit', 'f1s', '--thumbnail', 'thumb-recipe.webp', '--json'],
      ],
      { cwd: SEED_MEDIA_DIR },
    );
    expect(created.err).toEqual([]);
    expect(created.code).toBe(0);
    const { uuid, thumbnailUrl } = JSON.parse(created.out[0]!) as { uuid: string; thumbnailUrl: string };
    // The server's own handle sees it at once.
    const topic = await findTopic(database.db, uuid);
    expect(topic).toMatchObject({ topic: 'Through the socket', thumbnailUrl });
    expect((await throughSocket(['list-topics'])).out.join('\n')).toContain(`${uuid}  image`);
    expect(infos).toContainEqual(expect.objectContaining({ opsCommand: 'create-topic', exitCode: 0 }));
  });

  it('serialises the commands that take the competition lock', async () => {
    const runs = await Promise.all([
      throughSocket(['run-statistics']),
      throughSocket(['advance-states']),
      throughSocket(['run-statistics', '--json']),
    ]);
    expect(runs.map((run) => [run.code, run.err])).toEqual([
      [0, []],
      [0, []],
      [0, []],
    ]);
  });

  // Two processes of `npm run ops` (tsx), the second opening and migrating a database of its own:
  // past 30 s on a busy two-core machine.
  it(
    'is what `npm run ops` uses while the server runs, and the database is used directly after',
    { timeout: 120_000 },
    async () => {
      // This process holds the folder's lock: a command that opened it itself would be refused.
      const viaServer = await opsProcess(['list-topics', '--json'], dataDir);
      expect(viaServer.code).toBe(0);
      const expected = (await direct(['list-topics', '--json'])).out.join('\n');
      expect(viaServer.out.trim()).toBe(expected);

      const dir = path.join(base, 'stopped');
      await mkdir(dir);
      const own = await opsProcess(['list-topics'], dir);
      expect(own.code).toBe(0);
      expect(own.out).toMatch(/^0 topic\(s\)/);
      // It opened (and released) the database itself.
      await expect(lstat(path.join(dir, 'pgdata'))).resolves.toBeTruthy();
    },
  );
});

describe('starting and stopping the ops socket', () => {
  it('removes a socket left by a killed server, but never one a live server answers on', async () => {
    const dir = path.join(base, 'stale');
    await mkdir(dir);
    leaveStaleSocket(opsSocketPath(dir));
    expect((await lstat(opsSocketPath(dir))).isSocket()).toBe(true);
    // Nobody answers: `npm run ops` opens the database itself.
    expect((await throughSocket(['--help'], { dir })).code).toBeNull();

    const first = await startOpsSocket(socketOptions(dir));
    expect(first.path).toBe(opsSocketPath(dir));
    expect((await lstat(first.path!)).mode & 0o777).toBe(0o600);
    const second = await startOpsSocket(socketOptions(dir));
    expect(second.path).toBeNull();
    expect(warnings.at(-1)).toContain('another server (on the same DATA_DIR) answers on it');
    expect((await throughSocket(['--help'], { dir })).code).toBe(0);
    await first.close();
    await expect(lstat(opsSocketPath(dir))).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await throughSocket(['--help'], { dir })).code).toBeNull();
  });

  it('leaves a file that is not a socket alone, and runs without a socket when the path is too long', async () => {
    const dir = path.join(base, 'file');
    await mkdir(dir);
    await writeFile(opsSocketPath(dir), 'notes');
    expect((await startOpsSocket(socketOptions(dir))).path).toBeNull();
    expect(warnings.at(-1)).toContain('is not a socket');
    expect(await readFile(opsSocketPath(dir), 'utf8')).toBe('notes');

    const deep = path.join(base, 'd'.repeat(120));
    expect((await startOpsSocket(socketOptions(deep))).path).toBeNull();
    expect(warnings.at(-1)).toContain('a Unix socket path holds at most');
  });

  it('on shutdown waits for a command only up to the grace, then tells its client', async () => {
    const dir = path.join(base, 'shutdown');
    await mkdir(dir);
    let finish = () => {};
    let markStarted = () => {};
    const commandStarted = new Promise<void>((resolve) => (markStarted = resolve));
    const dispatch = createDispatcher([
      {
        'wait-forever': {
          summary: 'waits',
          usage: 'wait-forever',
          options: {},
          run: (_flags, env) =>
            new Promise<void>((resolve) => {
              env.out('started');
              finish = resolve;
              markStarted();
            }),
        },
      },
    ]);
    const server = await startOpsSocket(socketOptions(dir, { dispatch, closeGraceMs: 200 }));
    const waiting = throughSocket(['wait-forever'], { dir });
    await commandStarted;
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    const answer = await waiting;
    expect(answer.code).toBe(1);
    expect(answer.out).toEqual(['started']);
    expect(answer.err[0]).toContain('the server is shutting down and stopped waiting for this command');
    finish();
    await expect(lstat(opsSocketPath(dir))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
