import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { DatabaseInUseError, readProcessStat } from './pglite-lock.js';

describe('the embedded database folder lock', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-lock-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second opener while the first holds it, and frees it on close', async () => {
    const pgdata = path.join(dir, 'pgdata');
    // A lock left by another live process (this test's parent stands in for the server), with the
    // start time that proves it is still the process that wrote it (where /proc tells).
    const startTime = readProcessStat(process.ppid)?.startTime;
    await writeFile(`${pgdata}.lock`, JSON.stringify({ pid: process.ppid, startTime }));
    await expect(openDatabase({ pgliteDir: pgdata })).rejects.toThrow(DatabaseInUseError);
    await expect(openDatabase({ pgliteDir: pgdata })).rejects.toThrow(/is in use by process/);
    await rm(`${pgdata}.lock`);

    const first = await openDatabase({ pgliteDir: pgdata });
    await first.close();
    const again = await openDatabase({ pgliteDir: pgdata });
    await again.close();
  });

  it('takes over a lock whose process is gone (a crash)', async () => {
    const pgdata = path.join(dir, 'crashed');
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(`${pgdata}.lock`, JSON.stringify({ pid: gone }));
    const handle = await openDatabase({ pgliteDir: pgdata });
    await handle.close();
  });
});
