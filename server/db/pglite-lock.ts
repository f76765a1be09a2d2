// PGlite does not lock its folder: two processes opening the same embedded database at once (the
// server and `npm run ops`, or two servers) would corrupt it. Whoever opens it writes
// <folder>.lock with its process id; a lock whose process is gone (a crash) is taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of the embedded database in `dir`; returns its release. */
export function lockEmbeddedDatabase(dir: string): () => void {
  const lockFile = path.join(path.dirname(path.resolve(dir)), `${path.basename(path.resolve(dir))}.lock`);
  const mine = JSON.stringify({
    pid: process.pid,
    since: new Date().toISOString(),
    argv: process.argv.slice(1),
  });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, mine, { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(lockFile, 'utf8') === mine) rmSync(lockFile);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: { pid?: unknown } = {};
    try {
      holder = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid?: unknown };
    } catch {
      // Unreadable or half written: treat as stale.
    }
    if (typeof holder.pid === 'number' && holder.pid !== process.pid && isRunning(holder.pid)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dir} is in use by process ${holder.pid} (the server, or another command). ` +
          `Stop it first, or use PostgreSQL (DATABASE_URL), where the server and operator commands run side by side. ` +
          `If no such process uses it, delete ${lockFile}.`,
      );
    }
    rmSync(lockFile, { force: true });
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dir} (${lockFile}).`);
}
