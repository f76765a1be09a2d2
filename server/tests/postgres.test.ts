// The same app, schema and migrations on a real PostgreSQL server (DATABASE_URL mode).
// Runs only when TEST_DATABASE_URL points at a server whose user may create databases; it works in
// a throwaway database that it creates and drops, never in the one named by the URL.
//   TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres npx vitest run --project server
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import journal from '../db/migrations/meta/_journal.json' with { type: 'json' };
import { users } from '../db/schema.js';
import { insertUser, login, TEST_JWT_SECRET } from './test-app.js';

const adminUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(!adminUrl)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  const databaseName = `portal_test_${randomBytes(6).toString('hex')}`;
  let testUrl: string;
  let handles: DatabaseHandle[] = [];

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${databaseName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    testUrl = url.toString();
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  it('several instances starting at once apply the migrations exactly once', async () => {
    handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: testUrl })));
    await Promise.all(handles.map((handle) => runMigrations(handle)));
    const { rows } = await (handles[0]!.driver.client as pg.Pool).query(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    expect(rows[0].n).toBe(journal.entries.length);
  });

  it('logs in, reads the own record and revokes old tokens, like on PGlite', async () => {
    const database = handles[0]!;
    const app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET, logging: false });
    try {
      const uuid = await insertUser(database, { userId: 'pg@example.com', password: 'Right!pass1' });
      const response = await login(app, 'pg@example.com', 'Right!pass1');
      expect(response.statusCode).toBe(200);
      const token = response.json().data.jwt as string;
      const me = () =>
        app.inject({
          method: 'GET',
          url: `/api/users/${uuid}`,
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await me()).json().data.userId).toBe('pg@example.com');

      await database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.uuid, uuid));
      expect((await me()).statusCode).toBe(403);
      expect((await login(app, 'pg@example.com', 'nope')).json().errorCode).toBe('E001');
    } finally {
      await app.close();
    }
  });
});
