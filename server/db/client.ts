// One database handle for the whole server: embedded PGlite by default, node-postgres when
// DATABASE_URL is set. Both speak Postgres, so the schema, queries and migrations are the same.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnavailable } from './errors.js';
import { lockEmbeddedDatabase } from './pglite-lock.js';
// The one thing the database layer tells the rest: which cached answers a write made stale.
import { hearPublicReadsNotice, PUBLIC_READS_CHANNEL } from '../lib/public-cache.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The query interface routes and services use; it does not say which driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver =
  | { kind: 'pglite'; client: PGlite; db: ReturnType<typeof drizzlePglite<Schema>> }
  | { kind: 'postgres'; client: pg.Pool; db: ReturnType<typeof drizzlePg<Schema>> };

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** A postgres:// URL (DATABASE_URL). */
  | { url: string }
  /** An embedded database kept in this directory. */
  | { pgliteDir: string }
  /**
   * An embedded database in memory: every test file gets its own. `from`: a dumped data
   * directory (PGlite's dumpDataDir) to start from instead of an empty cluster; the server tests
   * start from one that is already migrated (tests/pglite-template.ts), four times faster.
   */
  | { inMemory: true; from?: Blob };

export interface DatabaseOptions {
  /**
   * How long one query may take (or wait for its turn) before it fails as "database unavailable"
   * (503 with Retry-After): a database that stops answering must not hang requests. Default
   * DEFAULT_QUERY_TIMEOUT_MS for a database on disk or on a server; none in memory (tests) unless
   * given; null for none. Migrations run without it (db/migrate.ts).
   */
  queryTimeoutMs?: number | null;
}

export const DEFAULT_QUERY_TIMEOUT_MS = 5_000;

/** A query that took longer than DatabaseOptions.queryTimeoutMs (db/errors.ts: unavailable). */
export class DatabaseTimeoutError extends Error {
  override name = 'DatabaseTimeoutError';
  constructor(ms: number) {
    super(`database query timed out after ${ms} ms`);
  }
}

function rejectAfter(ms: number): { promise: Promise<never>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(ms)), ms);
  });
  // Never left unhandled when the work wins the race.
  promise.catch(() => {});
  return { promise, cancel: () => clearTimeout(timer) };
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  const timeout = rejectAfter(ms);
  try {
    return await Promise.race([work, timeout.promise]);
  } finally {
    timeout.cancel();
  }
}

/**
 * PGlite runs one statement at a time behind a mutex: a statement or transaction that never ends
 * holds up every other query for good. This view of the client gives up on a query (waiting for
 * the mutex included) after `ms`, and on a transaction that could not start within `ms`; the work
 * itself cannot be cancelled, but the request answers 503 instead of hanging.
 */
function guardPglite(client: PGlite, ms: number): PGlite {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query' || property === 'exec') {
        const method = target[property] as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => withTimeout(method.apply(target, args), ms);
      }
      if (property === 'transaction') {
        return <T>(callback: (tx: unknown) => Promise<T>) => {
          let started = false;
          const work = target.transaction(async (tx) => {
            started = true;
            return callback(tx);
          });
          const timeout = rejectAfter(ms);
          // Once the transaction has its turn, its own statements decide how long it takes.
          const late = timeout.promise.catch((error: unknown) => (started ? work : Promise.reject(error)));
          return Promise.race([work, late]).finally(() => timeout.cancel());
        };
      }
      // Methods use PGlite's private fields: call them on the real instance.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * pg's query_timeout fails a query whose answer does not come, but a pool client checked out for a
 * transaction can then leak: drizzle never releases it when `begin` itself fails, and releases it
 * as healthy when `rollback` failed on a dead connection. After ten such failures the pool would be
 * empty for good, and the server would not recover when the database comes back. So a checked-out
 * client whose query timed out or lost its connection is released at once as broken (the pool
 * closes it and opens a fresh one when needed), and the later release is ignored.
 */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // pool.query uses the callback form, and releases a failed client as broken itself.
    if (callback) return super.connect(callback);
    return super.connect().then(guardClient);
  }
}

const guardedClients = new WeakSet<pg.PoolClient>();

function guardClient(client: pg.PoolClient): pg.PoolClient {
  // The pool gives each checkout its own release function: wrap this checkout's.
  const release = client.release.bind(client);
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  if (!guardedClients.has(client)) {
    guardedClients.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) client.release(error instanceof Error ? error : true);
        });
      }
      return result;
    };
  }
  return client;
}

export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  const timeoutMs =
    options.queryTimeoutMs !== undefined
      ? options.queryTimeoutMs
      : 'inMemory' in target
        ? null
        : DEFAULT_QUERY_TIMEOUT_MS;
  if ('url' in target) {
    const pool = new GuardedPool({
      connectionString: target.url,
      // Fail fast when the server is down, so requests answer 503 instead of hanging.
      connectionTimeoutMillis: 5_000,
      max: 10,
      // A server that vanished without closing the connection (a host gone, a firewall dropping
      // idle flows) is found out by the kernel instead of leaving a pooled connection dead.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(timeoutMs
        ? {
            // The server cancels a statement that runs too long (a lock wait, a slow plan)...
            statement_timeout: timeoutMs,
            // ...and the client gives up when no answer comes at all (a frozen server cannot
            // cancel anything), a little later, so that the server's own cancel wins when it can.
            query_timeout: timeoutMs + 1_000,
          }
        : {}),
      // A transaction left open by a request that gave up must not hold its locks for long.
      idle_in_transaction_session_timeout: 60_000,
      // Each connection hears the database's notices of writes (migration 0013): a write's own
      // connection hears them before the write returns, so this process's cached answers are
      // dropped before anyone could read them again (lib/public-cache.ts).
      onConnect: async (client) => {
        client.on('notification', (message) => {
          if (message.channel === PUBLIC_READS_CHANNEL) hearPublicReadsNotice(message.payload);
        });
        await client.query(`LISTEN ${PUBLIC_READS_CHANNEL}`);
      },
    });
    // An idle client losing its connection (server restart) must not crash the process; the pool
    // replaces it and the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      driver: { kind: 'postgres', client: pool, db },
      close: () => pool.end(),
    };
  }

  // One process at a time on a folder (pglite-lock.ts); memory needs no lock.
  const unlock = 'pgliteDir' in target ? lockEmbeddedDatabase(target.pgliteDir) : () => {};
  let client: PGlite;
  try {
    // pg_trgm backs the job list's keyword search (migration 0011); PostgreSQL ships it itself.
    const extensions = { pg_trgm };
    client =
      'pgliteDir' in target
        ? await PGlite.create(target.pgliteDir, { extensions })
        : await PGlite.create({
            extensions,
            ...(target.from ? { loadDataDir: target.from } : {}),
          });
    // The embedded database delivers its triggers' notices (migration 0013) as the statement that
    // fired them completes, before it returns (lib/public-cache.ts).
    await client.listen(PUBLIC_READS_CHANNEL, hearPublicReadsNotice);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client: timeoutMs ? guardPglite(client, timeoutMs) : client, schema });
  return {
    db,
    driver: { kind: 'pglite', client, db },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock();
      }
    },
  };
}
