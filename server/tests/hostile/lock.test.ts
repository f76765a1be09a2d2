// Hostile probes of the embedded database's folder lock (issue 13, item 5): a lock naming a live
// but unrelated process, or a killed server that is still a zombie, must not block the start.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { DatabaseInUseError, readProcessStat } from '../../db/pglite-lock.js';

const hasProcfs = existsSync('/proc/self/stat');

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!hasProcfs)('hostile: the PGlite lock names a process, not just a pid', () => {
  let dir: string;
  let parent: ChildProcess;
  let zombiePid: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-lock-hostile-'));
    // A shell that starts a short child, prints its pid and becomes `sleep 60` (exec), which never
    // reaps: the child stays a zombie, as a SIGKILLed server does until its parent waits for it.
    parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 60'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    zombiePid = await new Promise<number>((resolve) => {
      parent.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    });
    await until(() => readProcessStat(zombiePid)?.state === 'Z');
  });
  afterAll(async () => {
    parent.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  const openWithLock = async (name: string, lock: object) => {
    const pgdata = path.join(dir, name);
    await writeFile(`${pgdata}.lock`, JSON.stringify(lock));
    const handle = await openDatabase({ pgliteDir: pgdata });
    // Taken over: the lock is ours now, with our pid and start time.
    const taken = JSON.parse(await readFile(`${pgdata}.lock`, 'utf8')) as { pid: number; startTime: string };
    expect(taken.pid).toBe(process.pid);
    expect(taken.startTime).toBe(readProcessStat(process.pid)!.startTime);
    await handle.close();
    expect(existsSync(`${pgdata}.lock`)).toBe(false);
  };

  it('takes over a lock naming pid 1 (alive, but not ours)', async () => {
    await openWithLock('pid-one', { pid: 1 });
    await openWithLock('pid-one-wrong-start', { pid: 1, startTime: '1' });
  });

  it('takes over a lock naming a live process whose start time differs (a reused pid)', async () => {
    const live = readProcessStat(parent.pid!)!;
    await openWithLock('reused', { pid: parent.pid, startTime: String(Number(live.startTime) + 1) });
  });

  it('takes over a lock naming a zombie, even with its true start time', async () => {
    const zombie = readProcessStat(zombiePid)!;
    expect(zombie.state).toBe('Z');
    await openWithLock('zombie', { pid: zombiePid, startTime: zombie.startTime });
  });

  it('still refuses a lock naming a live process with its own start time', async () => {
    const pgdata = path.join(dir, 'held');
    const live = readProcessStat(parent.pid!)!;
    await writeFile(`${pgdata}.lock`, JSON.stringify({ pid: parent.pid, startTime: live.startTime }));
    await expect(openDatabase({ pgliteDir: pgdata })).rejects.toThrow(DatabaseInUseError);
  });
});
