// Jobs that must run on one instance at a time (the group lifecycle and the statistics run) take a
// Postgres advisory lock. On PostgreSQL it is a session lock held on a connection of its own, so
// that the job itself can use the pool (one transaction per group). The embedded database has one
// owner process (see client.ts), where an in-process flag is enough.
import type { PoolClient } from 'pg';
import type { DatabaseHandle } from './client.js';

/** Lifecycle and statistics share one lock: a run must not race a state change. */
export const COMPETITION_JOBS_LOCK_ID = 727_004;

/** Locks taken through each database (one set per pool or embedded database). */
const running = new WeakMap<object, Set<number>>();

export type LockedResult<T> = { acquired: true; result: T } | { acquired: false };

/** Runs `task` holding the lock, or answers `acquired: false` at once when someone else holds it. */
export async function withAdvisoryLock<T>(
  handle: DatabaseHandle,
  lockId: number,
  task: () => Promise<T>,
): Promise<LockedResult<T>> {
  const held = running.get(handle.driver.client) ?? new Set<number>();
  running.set(handle.driver.client, held);
  // Session locks are re-entrant: a second caller in this process on the same session would get it.
  if (held.has(lockId)) return { acquired: false };
  held.add(lockId);
  try {
    if (handle.driver.kind === 'pglite') return { acquired: true, result: await task() };

    let client: PoolClient | null = await handle.driver.client.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        lockId,
      ]);
      if (!rows[0]?.locked) return { acquired: false };
      try {
        return { acquired: true, result: await task() };
      } finally {
        try {
          await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
        } catch (error) {
          // The connection is gone, and its session lock with it; do not reuse the client.
          client.release(error as Error);
          client = null;
        }
      }
    } finally {
      client?.release();
    }
  } finally {
    held.delete(lockId);
  }
}

/** Like withAdvisoryLock, but waits (polling) up to `timeoutMs` for the lock. */
export async function withAdvisoryLockWaiting<T>(
  handle: DatabaseHandle,
  lockId: number,
  task: () => Promise<T>,
  timeoutMs = 60_000,
): Promise<LockedResult<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outcome = await withAdvisoryLock(handle, lockId, task);
    if (outcome.acquired || Date.now() >= deadline) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
