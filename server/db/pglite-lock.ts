// PGlite does not lock its folder: two processes opening the same embedded database at once (the
// server and `npm run ops`, or two servers) would corrupt it. Whoever opens it writes
// <folder>.lock with its process id, the process's start time and a random token. A lock whose
// process is gone (a crash) is taken over.
//
// A pid alone proves nothing: after a crash the pid may belong to an unrelated process (or be pid 1,
// written by hand), and a server killed with SIGKILL stays a zombie until its parent reaps it. So
// on Linux the holder counts as alive only if /proc/<pid>/stat shows a process that is not a zombie
// and that started at the recorded time (field 22, in clock ticks since boot: a reused pid has
// another). Without /proc (macOS) the pid's existence is all there is to go on.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

interface ProcessStat {
  /** Field 3: R, S, D, Z (zombie), X (dead), ... */
  state: string;
  /** Field 22: when the process started, in clock ticks after boot (a decimal string). */
  startTime: string;
}

const HAS_PROCFS = (() => {
  try {
    readFileSync('/proc/self/stat', 'utf8');
    return true;
  } catch {
    return false;
  }
})();

/** The process's /proc/<pid>/stat fields that tell it apart; null when there is no such process. */
export function readProcessStat(pid: number): ProcessStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Field 2 is the command name in parentheses and may itself hold spaces and parentheses.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startTime = fields[19];
  return state && startTime ? { state, startTime } : null;
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface LockHolder {
  pid?: unknown;
  startTime?: unknown;
}

/** Whether the process named by a lock is still the one that wrote it. */
function holderIsAlive(holder: LockHolder): boolean {
  if (typeof holder.pid !== 'number' || !Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  if (holder.pid === process.pid) return false;
  if (!HAS_PROCFS) return pidExists(holder.pid);
  const stat = readProcessStat(holder.pid);
  if (!stat || stat.state === 'Z' || stat.state === 'X') return false;
  // A lock without a start time (an older version's, or written by hand) cannot prove it is ours.
  return typeof holder.startTime === 'string' && holder.startTime === stat.startTime;
}

/** Takes the lock of the embedded database in `dir`; returns its release. */
export function lockEmbeddedDatabase(dir: string): () => void {
  const lockFile = path.join(path.dirname(path.resolve(dir)), `${path.basename(path.resolve(dir))}.lock`);
  const mine = JSON.stringify({
    pid: process.pid,
    startTime: readProcessStat(process.pid)?.startTime ?? null,
    // Makes this lock's content unique, so that the release removes only its own lock.
    token: randomBytes(16).toString('hex'),
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
    let holder: LockHolder = {};
    try {
      holder = JSON.parse(readFileSync(lockFile, 'utf8')) as LockHolder;
    } catch {
      // Unreadable or half written: treat as stale.
    }
    if (holderIsAlive(holder)) {
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
