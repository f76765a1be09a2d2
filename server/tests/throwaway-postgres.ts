// A throwaway database on the PostgreSQL server named by TEST_DATABASE_URL, for the tests that
// must also pass on real PostgreSQL (PGlite takes one connection at a time).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const adminUrl = process.env['TEST_DATABASE_URL'];

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates a fresh database; `drop` removes it, closing whatever still holds it open. */
export async function createThrowawayDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
