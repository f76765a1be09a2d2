// A short-lived cache of the public reads (home banners and jobs, a topic's groups, notices, the
// free libraries, their categories and the public files): answers that change only when an
// operator, the clock or the statistics run writes, yet are asked for by every visitor.
//
// - getOrCompute(key, compute): one answer per route + validated query + response language. 200
//   simultaneous misses compute once (single flight); the others wait for that computation.
// - invalidatePublicReads(db, areas): called by every write that changes such an answer (topics,
//   groups and their entries, production reports, statistics, the clock's state changes, notices).
//   It drops the answers of those areas in this process at once and tells the other processes.
// - A few seconds' TTL is the safety net for a write that tells nobody (a hand-written SQL update,
//   a notification lost while the listener reconnects): no answer is older than that.
//
// Across processes (why LISTEN/NOTIFY): on the embedded database there is only ever one process:
// the database folder is locked, and `npm run ops` runs its commands inside the server through the
// ops socket, so the local invalidation is the whole story. With DATABASE_URL, operator commands can
// run in their own process and several server instances can share the database; there every writer
// sends `NOTIFY public_reads, '<areas>'` on the same connection as its write, and each server keeps
// one connection LISTENing (listenForPublicReadChanges, started by main.ts). PostgreSQL delivers a
// notification only after its transaction commits, and costs the readers nothing per request,
// whereas a version row would cost a query per check and still leave a window of its polling
// interval. While the listening connection is down the TTL bounds the staleness, and on reconnect
// every area is dropped (notifications sent meanwhile are lost).
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client.js';
import { perDatabase } from '../db/per-database.js';
import { pickLanguage, type Language } from '../i18n/messages.js';
import { forgetSessionsLocally, USER_SESSIONS_CHANNEL } from '../accounts/index.js';

/**
 * What a write can change; every cached answer names the areas it is read from. 'creators' is the
 * creators' own data (entries, their works in groups, files, inquiries, the ledger, withdrawals
 * and notifications): the database itself announces every write to it (triggers of migration 0013),
 * so no writer can forget to; its answers are each one signed-in creator's (PublicReadKey.viewer).
 */
export type PublicArea = 'competitions' | 'notices' | 'library' | 'creators';
export const PUBLIC_AREAS: readonly PublicArea[] = ['competitions', 'notices', 'library', 'creators'];

/** The PostgreSQL channel that carries invalidations between processes. */
export const PUBLIC_READS_CHANNEL = 'public_reads';

/** Long enough that a burst is served from memory, short enough to be a safety net only. */
export const PUBLIC_CACHE_TTL_MS = 5_000;
/**
 * Keys include user-chosen query values (a font search keyword, page sizes), so the number of
 * answers is bounded, and their size: a page of 100 groups with their works is ~200 kB of JSON.
 */
export const PUBLIC_CACHE_MAX_ENTRIES = 5_000;
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** What a non-string answer is counted as (only strings have a cheap exact size). */
const OBJECT_WEIGHT = 16 * 1024;

export interface PublicReadKey {
  /** The route (or another stable name of the read). */
  route: string;
  /** The validated query: its defaults applied, so `?page=1` and no page share an answer. */
  query?: unknown;
  /** The response's language; answers in Korean and in English are kept apart. */
  language?: Language;
  /** The data the answer is read from. */
  areas: readonly PublicArea[];
  /**
   * The signed-in user the answer is for (their uuid): an answer of a creator's own data is kept
   * for them alone. Absent: the answer is the same for everyone.
   */
  viewer?: string;
}

// One generation per area for the whole process: a write bumps it, and every cache in the process
// (one per database handle) sees that its older answers of that area no longer count.
const generations = new Map<PublicArea, number>(PUBLIC_AREAS.map((area) => [area, 0]));

function generationOf(areas: readonly PublicArea[]): number {
  // Generations only grow, so an unchanged sum means that no area of the answer was written.
  let sum = 0;
  for (const area of areas) sum += generations.get(area) ?? 0;
  return sum;
}

/**
 * A `NOTIFY public_reads, '<areas>'` heard, from another process (listenForPublicReadChanges) or from
 * this one's own connections, which hear the database's triggers before the write that fired them
 * returns (db/client.ts). An unknown payload (a newer writer's area) drops everything.
 */
export function hearPublicReadsNotice(payload: string | undefined): void {
  const named = (payload ?? '').split(',');
  const areas = PUBLIC_AREAS.filter((area) => named.includes(area));
  invalidateLocally(areas.length > 0 ? areas : PUBLIC_AREAS);
}

/** Drops this process's answers of these areas (the listener calls it for other processes' writes). */
export function invalidateLocally(areas: readonly PublicArea[]): void {
  for (const area of areas) generations.set(area, (generations.get(area) ?? 0) + 1);
}

/**
 * Call after a write that changes a public answer has committed. Drops the answers here at once and
 * notifies the other processes (through `db`, so inside a transaction the notification goes out
 * when it commits). A failed notification does not fail the write that already happened: the TTL
 * then bounds how long other processes serve the old answer.
 */
export async function invalidatePublicReads(db: Database, ...areas: PublicArea[]): Promise<void> {
  invalidateLocally(areas);
  // On the embedded database nobody listens (one process); the statement is harmless there and
  // keeps one code path for both drivers.
  await db.execute(sql`select pg_notify(${PUBLIC_READS_CHANNEL}, ${areas.join(',')})`).catch(() => {});
}

interface Entry {
  value: unknown;
  generation: number;
  expiresAt: number;
  weight: number;
}

interface Flight {
  promise: Promise<unknown>;
  generation: number;
}

export interface PublicCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** Milliseconds; tests move it to pass the TTL without waiting. */
  now?: () => number;
}

export interface PublicCacheStats {
  hits: number;
  misses: number;
  /** Requests that waited for a computation another request had started. */
  joined: number;
  entries: number;
  bytes: number;
}

export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private bytes = 0;
  private readonly counts = { hits: 0, misses: 0, joined: 0 };

  constructor(options: PublicCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? PUBLIC_CACHE_MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? PUBLIC_CACHE_MAX_BYTES;
    this.now = options.now ?? Date.now;
  }

  /**
   * The cached answer for `key`, or the one `compute` gives (shared with every request that asks
   * while it runs). A failed computation is not cached: its waiters get the error, the next request
   * tries again.
   */
  async getOrCompute<T>(key: PublicReadKey, compute: () => Promise<T>): Promise<T> {
    const id = keyString(key);
    const generation = generationOf(key.areas);
    const entry = this.entries.get(id);
    if (entry && entry.generation === generation && entry.expiresAt > this.now()) {
      this.counts.hits++;
      return entry.value as T;
    }
    if (entry) this.remove(id, entry);

    // A computation started before a write may have read the old rows: never join it afterwards.
    const flight = this.flights.get(id);
    if (flight && flight.generation === generation) {
      this.counts.joined++;
      return flight.promise as Promise<T>;
    }

    this.counts.misses++;
    const promise = compute().then((value) => {
      // Stored only when no write of its areas happened while it ran.
      if (generationOf(key.areas) === generation) this.store(id, value, generation);
      return value;
    });
    const mine: Flight = { promise, generation };
    this.flights.set(id, mine);
    const settle = () => {
      if (this.flights.get(id) === mine) this.flights.delete(id);
    };
    promise.then(settle, settle);
    return promise;
  }

  /** Forgets every answer of this cache (areas of all caches: invalidatePublicReads). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): PublicCacheStats {
    return { ...this.counts, entries: this.entries.size, bytes: this.bytes };
  }

  private store(id: string, value: unknown, generation: number): void {
    const weight = typeof value === 'string' ? value.length : typeof value === 'number' ? 8 : OBJECT_WEIGHT;
    // An answer too big for the whole budget is served but not kept.
    if (weight > this.maxBytes) return;
    const old = this.entries.get(id);
    if (old) this.remove(id, old);
    this.entries.set(id, { value, generation, expiresAt: this.now() + this.ttlMs, weight });
    this.bytes += weight;
    // Oldest first (a Map iterates in insertion order): they expire first anyway.
    for (const [oldId, oldEntry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldId, oldEntry);
    }
  }

  private remove(id: string, entry: Entry): void {
    if (this.entries.get(id) !== entry) return;
    this.entries.delete(id);
    this.bytes -= entry.weight;
  }
}

/** Query keys in a fixed order, so that equal queries give equal keys. */
function keyString(key: PublicReadKey): string {
  return `${key.route}\u0000${key.viewer ?? ''}\u0000${key.language ?? ''}\u0000${stableJson(key.query ?? null)}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The cache of the public reads served from `db`: one per handle (db/per-database.ts).
 * Invalidation is by area for all of them.
 */
export const publicCacheFor = perDatabase(() => new PublicCache());

/**
 * Answers a public read from the cache of `db`: the JSON body is serialized once per computation,
 * by the route's own response schema (reply.serialize), and sent as it is to every hit.
 */
export async function sendCachedJson(
  reply: FastifyReply,
  db: Database,
  key: PublicReadKey,
  compute: () => Promise<unknown>,
): Promise<void> {
  const body = await publicCacheFor(db).getOrCompute(key, async () => reply.serialize(await compute()));
  reply.type('application/json; charset=utf-8').send(body);
  // What `return reply` does: the handler ends once this answer is out, so Fastify does not try to
  // send the handler's (undefined) result as well. (A route typed by its response schema may not
  // return the reply itself.)
  await reply;
}

/** A creator's own data, and the topics and groups it shows. */
const CREATOR_READ_AREAS: readonly PublicArea[] = ['creators', 'competitions'];

/**
 * Answers a signed-in creator's read of their own data (their entries, works in groups, inquiries,
 * earnings) from the cache, kept for them alone (issue 20 item 6: a creator's pages ask again at
 * every visit, and 200 of them at once took the server to its knees). `query` is everything else
 * the answer depends on: the validated query string, and a time step where the answer holds one.
 * Any write to a creator's data drops every such answer (migration 0013's triggers).
 */
export function sendCreatorCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  viewer: string,
  query: unknown,
  compute: () => Promise<unknown>,
): Promise<void> {
  return sendCachedJson(
    reply,
    db,
    {
      route: request.routeOptions.url ?? request.url,
      query,
      viewer,
      language: pickLanguage(request.headers['accept-language']),
      areas: CREATOR_READ_AREAS,
    },
    compute,
  );
}

export interface PublicReadsListener {
  close(): Promise<void>;
}

const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * Keeps one PostgreSQL connection listening for other processes' invalidations (DATABASE_URL only;
 * see the top of this file), of the public reads and of sessions (session-cache.ts). Reconnects with
 * a growing pause; never throws.
 */
export function listenForPublicReadChanges(options: {
  url: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}): PublicReadsListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let connectedBefore = false;

  const scheduleReconnect = (reason: string) => {
    if (closed || retryTimer) return;
    options.log.warn(
      `Public cache: not listening for other processes' writes (${reason}); answers may be up to ` +
        `${PUBLIC_CACHE_TTL_MS / 1000} s old until it reconnects in ${retryMs / 1000} s.`,
    );
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 5_000 });
    client = next;
    let failed = false;
    const fail = (reason: string) => {
      if (failed) return;
      failed = true;
      void next.end().catch(() => {});
      if (client === next) client = null;
      scheduleReconnect(reason);
    };
    next.on('error', (error) => fail(error.message));
    next.on('end', () => fail('the connection ended'));
    next.on('notification', (message) => {
      // The same connection hears session revocations (accounts/session-cache.ts).
      if (message.channel === USER_SESSIONS_CHANNEL) {
        if (message.payload) forgetSessionsLocally([message.payload]);
        return;
      }
      if (message.channel === PUBLIC_READS_CHANNEL) hearPublicReadsNotice(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PUBLIC_READS_CHANNEL}; LISTEN ${USER_SESSIONS_CHANNEL}`);
    } catch (error) {
      fail((error as Error).message);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    // Writes made before the LISTEN (or while it was down) were not heard: drop everything once.
    invalidateLocally(PUBLIC_AREAS);
    forgetSessionsLocally(null);
    if (connectedBefore) options.log.info('Public cache: listening for other processes’ writes again.');
    connectedBefore = true;
    retryMs = RECONNECT_MIN_MS;
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
