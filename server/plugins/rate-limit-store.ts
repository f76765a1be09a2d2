// A store for @fastify/rate-limit that keeps the counters in the database (rate_limit_counters,
// migration 0009), so that every server instance on one PostgreSQL counts the same attempts: with
// the plugin's memory store, two instances behind a load balancer gave twice the budget.
//
// Each hit is one statement (an upsert), counted and timed on the database's clock, so instances
// whose clocks disagree still agree on when a window ends. Rows whose window has ended are deleted
// now and then by whichever instance gets there (deleteExpiredRateLimits).
//
// A key over its limit stays so until its window ends (a later hit does not move the window), so
// an instance that saw one refused answers that key's next hits itself until then, without the
// database: a flood from one address costs the database one statement per instance and window.
//
// The plugin builds one root store (new Store(globalParams)) and one child per limiter. The
// children of createRateLimit get no route information, so each limiter names itself
// (createRateLimitHook passes `limiterName`): the name prefixes every key, so two limiters never
// share a counter, as with the memory store, where each limiter has a store of its own.
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** The option of createRateLimit that names a limiter (see createRateLimitHook). */
export interface NamedLimiterOptions {
  limiterName?: string;
}

/** A limiter's name: lowercase letters, digits, and - : . between them (no `|`, the separator). */
const LIMITER_NAME = /^[a-z0-9]+(?:[-:.][a-z0-9]+)*$/;

/** Keys longer than this are stored as a hash (an index entry must stay small). */
const MAX_PLAIN_KEY_LENGTH = 256;

/** Keys over their limit remembered per limiter at most (the oldest are forgotten first). */
const MAX_REMEMBERED_REFUSALS = 10_000;

export const DEFAULT_SWEEP_INTERVAL_MS = 60_000;
/** Expired rows deleted by one sweep at most; a sweep that deletes this many goes on at the next hit. */
export const SWEEP_BATCH = 5_000;

export interface DatabaseRateLimitStoreOptions {
  /** How often this instance deletes expired rows (at its next hit); 0: at every hit. */
  sweepIntervalMs?: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Shared {
  db: Database;
  sweepIntervalMs: number;
  /** When this instance last swept (its own clock: it only spaces the sweeps). */
  lastSweep: number;
  sweeping: boolean;
  /** Names given to limiters so far: a name used twice would merge two limiters' counters. */
  names: Set<string>;
}

interface ChildParams {
  limiterName?: unknown;
  continueExceeding?: unknown;
  exponentialBackoff?: unknown;
  routeInfo?: { method?: unknown; url?: unknown };
}

/**
 * Deletes rows whose window ended (on the database's clock), at most SWEEP_BATCH of them; rows
 * another instance is deleting or counting at this moment are skipped. Returns how many it deleted.
 */
export async function deleteExpiredRateLimits(db: Database, batch = SWEEP_BATCH): Promise<number> {
  const result = await db.execute(sql`
    delete from rate_limit_counters
    where key in (
      select key from rate_limit_counters
      where window_ends < clock_timestamp()
      limit ${batch}
      for update skip locked
    )
    returning 1`);
  return rowsOf(result).length;
}

/** Rows of db.execute on either driver (node-postgres and PGlite both give { rows }). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows?: Record<string, unknown>[] }).rows ?? [];
}

/** The counter of a returned row: its hits and the milliseconds left in its window. */
function counter(row: Record<string, unknown>) {
  return { current: Number(row['hits']), ttl: Number(row['ttl']) };
}

/** Hands a query's outcome to the plugin's callback (which only settles a promise). */
function answer(work: Promise<{ current: number; ttl: number }>, callback: Callback) {
  void work.then(
    (result) => callback(null, result),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}

function storedKey(prefix: string, key: string): string {
  const full = `${prefix}|${key}`;
  if (full.length <= MAX_PLAIN_KEY_LENGTH) return full;
  return `${prefix}|#${createHash('sha256').update(key).digest('base64url')}`;
}

function refuseUnsupported(params: ChildParams) {
  // The memory store supports these; nothing here uses them, so they are refused, not ignored.
  if (params.continueExceeding === true || params.exponentialBackoff === true) {
    throw new Error(
      'the database rate-limit store supports neither continueExceeding nor exponentialBackoff',
    );
  }
}

class DatabaseRateLimitStore implements FastifyRateLimitStore {
  /**
   * Keys this instance saw over the limit: their hits so far and when (on the monotonic clock:
   * only the ttl the database gave is measured here) their window ends.
   */
  private readonly refused = new Map<string, { current: number; until: number }>();

  constructor(
    private readonly shared: Shared,
    /** The limiter's name; null for the root store, which counts nothing itself. */
    private readonly prefix: string | null,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    const stored = storedKey(this.namespace(), key);
    const known = this.refused.get(stored);
    if (known) {
      const left = known.until - performance.now();
      if (left > 0) {
        known.current += 1;
        callback(null, { current: known.current, ttl: Math.ceil(left) });
        return;
      }
      this.refused.delete(stored);
    }
    const windowLength = sql`${Math.max(0, Math.trunc(timeWindow))}::double precision * interval '1 millisecond'`;
    // The window starts at the first hit (or the first after it ended) and does not move on later
    // hits; excluded.window_ends is now + window, so "ended" and "new end" use one clock reading.
    const counted = this.shared.db
      .execute(
        sql`
          insert into rate_limit_counters as c (key, hits, window_ends)
          values (${stored}, 1, clock_timestamp() + ${windowLength})
          on conflict (key) do update set
            hits = case
              when c.window_ends <= excluded.window_ends - ${windowLength} then 1
              else least(c.hits, 2147483646) + 1
            end,
            window_ends = case
              when c.window_ends <= excluded.window_ends - ${windowLength} then excluded.window_ends
              else c.window_ends
            end
          returning
            hits,
            greatest(0, ceil(extract(epoch from window_ends - clock_timestamp()) * 1000))::double precision
              as ttl`,
      )
      .then((result) => {
        const row = rowsOf(result)[0];
        if (!row) throw new Error('rate limit upsert returned no row');
        const found = counter(row);
        if (found.current > max && found.ttl > 0) this.rememberRefused(stored, found);
        return found;
      });
    answer(counted, callback);
    this.maybeSweep();
  }

  /** The counter without counting a hit; { current: 0, ttl: 0 } when none or its window ended. */
  read(key: string, callback: Callback): void {
    const prefix = this.namespace();
    const found = this.shared.db
      .execute(
        sql`
          select
            hits,
            greatest(0, ceil(extract(epoch from window_ends - clock_timestamp()) * 1000))::double precision
              as ttl
          from rate_limit_counters
          where key = ${storedKey(prefix, key)} and window_ends > clock_timestamp()`,
      )
      .then((result) => {
        const row = rowsOf(result)[0];
        return row ? counter(row) : { current: 0, ttl: 0 };
      });
    answer(found, callback);
  }

  child(routeOptions: unknown): FastifyRateLimitStore {
    const params = routeOptions as ChildParams;
    refuseUnsupported(params);
    let name: string;
    if (typeof params.limiterName === 'string') {
      name = params.limiterName;
      if (!LIMITER_NAME.test(name)) throw new Error(`rate limiter name ${JSON.stringify(name)} is not valid`);
    } else if (typeof params.routeInfo?.method === 'string' && typeof params.routeInfo.url === 'string') {
      // A route's own config.rateLimit (none today): the route tells it apart.
      name = `route:${params.routeInfo.method}:${params.routeInfo.url}`;
    } else {
      throw new Error('a rate limiter kept in the database needs a name (limiterName)');
    }
    if (this.shared.names.has(name)) {
      throw new Error(`two rate limiters are named ${JSON.stringify(name)}: they would share counters`);
    }
    this.shared.names.add(name);
    return new DatabaseRateLimitStore(this.shared, name);
  }

  private rememberRefused(stored: string, found: { current: number; ttl: number }) {
    this.refused.delete(stored);
    if (this.refused.size >= MAX_REMEMBERED_REFUSALS) {
      const oldest = this.refused.keys().next().value;
      if (oldest !== undefined) this.refused.delete(oldest);
    }
    this.refused.set(stored, { current: found.current, until: performance.now() + found.ttl });
  }

  private namespace(): string {
    if (this.prefix === null) {
      throw new Error('the root rate-limit store counts nothing: use a named limiter (createRateLimitHook)');
    }
    return this.prefix;
  }

  /** Deletes expired rows in the background, at most once per interval (and never twice at once). */
  private maybeSweep() {
    const shared = this.shared;
    const now = Date.now();
    if (shared.sweeping || now - shared.lastSweep < shared.sweepIntervalMs) return;
    shared.sweeping = true;
    deleteExpiredRateLimits(shared.db)
      .then((deleted) => {
        // A full batch: more are waiting, sweep again at the next hit.
        shared.lastSweep = deleted >= SWEEP_BATCH ? 0 : Date.now();
      })
      .catch(() => {
        // The database is away: the hits themselves fail (503); try again after the interval.
        shared.lastSweep = Date.now();
      })
      .finally(() => {
        shared.sweeping = false;
      });
  }
}

/**
 * The store class to register the plugin with (`store:`), counting in `db`. Each registration
 * (each app) gets a root store of its own; instances share counters through the table.
 */
export function databaseRateLimitStore(
  db: Database,
  options: DatabaseRateLimitStoreOptions = {},
): FastifyRateLimitStoreCtor {
  const sweepIntervalMs = options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS;
  return class extends DatabaseRateLimitStore {
    constructor(globalParams: unknown) {
      refuseUnsupported(globalParams as ChildParams);
      // lastSweep 0: an instance sweeps at its first hit, then once per interval.
      super({ db, sweepIntervalMs, lastSweep: 0, sweeping: false, names: new Set() }, null);
    }
  };
}
