// One database handle for the whole server: embedded PGlite by default, node-postgres when
// DATABASE_URL is set. Both speak Postgres, so the schema, queries and migrations are the same.
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockEmbeddedDatabase } from './pglite-lock.js';
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
  /** An embedded database in memory: every test file gets its own. */
  | { inMemory: true };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      // Fail fast when the server is down, so requests answer 503 instead of hanging.
      connectionTimeoutMillis: 5_000,
      max: 10,
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
    client = 'pgliteDir' in target ? await PGlite.create(target.pgliteDir) : await PGlite.create();
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
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
