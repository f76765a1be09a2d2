// What the session check needs to know of a session (its user's login id and token version, while
// the account is active and the session has not ended), kept in memory for a few seconds, by the
// session's id so that a signed-in read does not pay a
// database query for it (issue 20 item 6: the check was one of the 3 to 5 queries of every
// signed-in read, and the one that all of them share).
//
// Revocation stays immediate:
// - Every write that ends a user's tokens (a password change, a temporary password taking over,
//   an account leaving 'active') calls forgetSessions(db, userUuid) once it has committed, and
//   every write that ends one session (logout, ending another session) forgetSessions(db, sessionId):
//   an entry counts only while neither its session nor its user was forgotten since it was read. That drops
//   the entry here at once (and any lookup still running, which may have read the old row) and
//   sends `NOTIFY user_sessions, '<uuid>'`, which every other server
//   process hears on the connection that also carries the public cache's invalidations
//   (public-cache.ts, listenForPublicReadChanges), and drops it there.
// - Only active accounts are kept, so an account becoming active needs no notice.
// - SESSION_CACHE_TTL_MS is the safety net for a change nobody announced (a hand-written SQL
//   update, a notification lost while the listener reconnects; on reconnect everything is dropped).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { perDatabase } from '../db/per-database.js';

/** The safety net only: announced changes take effect at once. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** One entry per user who signed in recently: bounded so a flood of tokens cannot grow it. */
export const SESSION_CACHE_MAX_ENTRIES = 50_000;

/** The PostgreSQL channel that carries session revocations between processes. */
export const USER_SESSIONS_CHANNEL = 'user_sessions';

export interface CachedSession {
  /** The user's uuid. */
  uuid: string;
  userId: string;
  tokenVersion: number;
  /** When the session was last marked as used (accounts/user-sessions.ts touches it now and then). */
  lastUsedAt?: number;
}

interface Entry {
  session: CachedSession;
  expiresAt: number;
  /** The process's generation when the lookup that stored it began. */
  loadedAt: number;
}

// Revocations of this process, by user: the generation at which each user's sessions were last
// forgotten. An entry (or a lookup still running) from before that no longer counts, so a
// concurrent password change cannot leave the old version behind. A revocation is remembered for
// FORGET_MEMORY_MS, far longer than the TTL and than any query may run (the database's timeout),
// and then dropped, so the map holds only recent revocations.
const FORGET_MEMORY_MS = 60_000;
let generation = 0;
let everyoneForgottenAt = -1;
const forgottenAt = new Map<string, { generation: number; at: number }>();

function forgottenSince(uuid: string): number {
  return Math.max(everyoneForgottenAt, forgottenAt.get(uuid)?.generation ?? -1);
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  /**
   * The live session `key` (its id, lower case), from memory or from `load` (null: none, never
   * kept). An entry counts while neither the key nor its user was forgotten since it was read.
   */
  async get(key: string, load: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
    const entry = this.entries.get(key);
    if (
      entry &&
      entry.expiresAt > this.now() &&
      entry.loadedAt > Math.max(forgottenSince(key), forgottenSince(entry.session.uuid))
    ) {
      return entry.session;
    }
    if (entry) this.entries.delete(key);
    const loadedAt = ++generation;
    const session = await load();
    if (session && loadedAt > Math.max(forgottenSince(key), forgottenSince(session.uuid))) {
      if (this.entries.size >= this.maxEntries) {
        // The oldest first (a Map iterates in insertion order): it expires first anyway.
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { session, expiresAt: this.now() + this.ttlMs, loadedAt });
    }
    return session;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Forgets these users' or sessions' entries in every cache of this process (null: everyone's). */
export function forgetSessionsLocally(uuids: readonly string[] | null): void {
  generation++;
  if (uuids === null) {
    everyoneForgottenAt = generation;
    forgottenAt.clear();
    return;
  }
  const now = Date.now();
  for (const uuid of uuids) {
    const key = uuid.toLowerCase();
    // Deleted first so that the map stays in order of time (the oldest are dropped below).
    forgottenAt.delete(key);
    forgottenAt.set(key, { generation, at: now });
  }
  for (const [key, { at }] of forgottenAt) {
    if (now - at < FORGET_MEMORY_MS) break;
    forgottenAt.delete(key);
  }
}

/**
 * Call right after a write that ends `uuid`'s tokens (a user's uuid: all of them; a session's id:
 * that one) has committed (not inside its transaction: a
 * lookup between the forget and the commit would read the old row again). Drops the entry here and
 * tells the other processes. A failed notification does not fail the write; the TTL then bounds
 * what other processes still accept.
 */
export async function forgetSessions(db: Database, uuid: string): Promise<void> {
  forgetSessionsLocally([uuid]);
  await db.execute(sql`select pg_notify(${USER_SESSIONS_CHANNEL}, ${uuid.toLowerCase()})`).catch(() => {});
}

/** The session cache of `db`: one per handle (db/per-database.ts), so two apps never share users. */
export const sessionCacheFor = perDatabase(() => new SessionCache());
