// Hostile probes of the files the server keeps (issue 13, item 3): DATA_DIR and everything under
// it is owner-only (folders 0700, files 0600), on a fresh start and on a tree an older version left
// readable by every local user.
import { spawn } from 'node:child_process';
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { OWNER_ONLY_UMASK, secureDataDir } from '../../lib/data-dir.js';

const folders: string[] = [];
async function scratch(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-data-'));
  folders.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Every file and folder under `dir` (itself included) with its permission bits; links left out. */
async function modes(dir: string): Promise<{ path: string; kind: 'dir' | 'file'; mode: number }[]> {
  const info = await lstat(dir);
  if (info.isSymbolicLink()) return [];
  const own = {
    path: dir,
    kind: info.isDirectory() ? ('dir' as const) : ('file' as const),
    mode: info.mode & 0o777,
  };
  if (!info.isDirectory()) return [own];
  const children = await Promise.all((await readdir(dir)).map((name) => modes(path.join(dir, name))));
  return [own, ...children.flat()];
}

function expectOwnerOnly(entries: Awaited<ReturnType<typeof modes>>) {
  const open = entries.filter((entry) =>
    entry.kind === 'dir' ? entry.mode !== 0o700 : (entry.mode & 0o077) !== 0,
  );
  expect(open.map((entry) => `${entry.mode.toString(8)} ${entry.path}`)).toEqual([]);
}

describe('hostile: DATA_DIR is owner-only', () => {
  it('a fresh DATA_DIR with the embedded database: folders 0700, files 0600', async () => {
    const dataDir = path.join(await scratch(), 'data');
    const previous = process.umask(OWNER_ONLY_UMASK);
    try {
      await secureDataDir(dataDir);
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
      await runMigrations(database);
      // PGlite sets 0666 on what it creates; the walk after opening (main.ts) takes that back.
      await secureDataDir(dataDir);
      await database.close();
      await secureDataDir(dataDir);
    } finally {
      process.umask(previous);
    }
    const entries = await modes(dataDir);
    expect(entries.filter((entry) => entry.kind === 'file').length).toBeGreaterThan(100);
    expectOwnerOnly(entries);
    for (const entry of entries.filter((candidate) => candidate.kind === 'file')) {
      expect(entry.mode, entry.path).toBe(0o600);
    }
  });

  it('a tree left 0755/0666 by an older version is fixed, and the count says how much', async () => {
    const dataDir = path.join(await scratch(), 'data');
    const outside = path.join(path.dirname(dataDir), 'outside.txt');
    await writeFile(outside, 'not ours', { mode: 0o644 });
    await mkdir(path.join(dataDir, 'pgdata', 'base', '1'), { recursive: true, mode: 0o755 });
    await mkdir(path.join(dataDir, 'mailbox'), { mode: 0o755 });
    const opened = [
      path.join(dataDir, 'pgdata', 'base', '1', '1259'),
      path.join(dataDir, 'pgdata', 'PG_VERSION'),
      path.join(dataDir, 'mailbox', 'mail.json'),
    ];
    for (const file of opened) await writeFile(file, 'x', { mode: 0o666 });
    await writeFile(path.join(dataDir, 'jwt-secret'), 'secret', { mode: 0o600 });
    // A link to a file outside: neither followed nor changed.
    await symlink(outside, path.join(dataDir, 'link'));
    // mkdir and writeFile obey the test process's umask: force the modes an old version left.
    for (const folder of [
      dataDir,
      path.join(dataDir, 'pgdata'),
      path.join(dataDir, 'pgdata', 'base'),
      path.join(dataDir, 'pgdata', 'base', '1'),
      path.join(dataDir, 'mailbox'),
    ]) {
      await chmod(folder, 0o755);
    }
    for (const file of opened) await chmod(file, 0o666);

    // 5 folders and 3 files.
    expect(await secureDataDir(dataDir)).toBe(8);
    expectOwnerOnly(await modes(dataDir));
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect((await stat(outside)).mode & 0o777).toBe(0o644);
    // Nothing left to fix the second time.
    expect(await secureDataDir(dataDir)).toBe(0);
  });

  it('the server process starts with umask 0o077 and logs how many entries it fixed', async () => {
    const dataDir = path.join(await scratch(), 'data');
    await mkdir(dataDir, { recursive: true });
    await chmod(dataDir, 0o755);
    // The real entry point, on a port of its own, stopped as soon as it listens.
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'development',
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          SEED_DEMO: 'false',
          STATIC_DIR: path.join(dataDir, 'no-spa'),
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      const onData = (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('Creator portal: http://')) child.kill('SIGTERM');
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('error', reject);
      child.on('exit', () => resolve(text));
      setTimeout(() => child.kill('SIGKILL'), 60_000).unref();
    });
    expect(output).toContain('Creator portal: http://');
    expect(output).toMatch(/"fixedEntries":1\b/);
    const entries = await modes(dataDir);
    expectOwnerOnly(entries);
    expect(entries.some((entry) => entry.path.endsWith('jwt-secret'))).toBe(true);
  }, 90_000);
});
