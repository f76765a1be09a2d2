// The same app, schema and migrations on a real PostgreSQL server (DATABASE_URL mode).
// Runs only when TEST_DATABASE_URL points at a server whose user may create databases; it works in
// a throwaway database that it creates and drops, never in the one named by the URL.
//   TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres npx vitest run --project server
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import journal from '../db/migrations/meta/_journal.json' with { type: 'json' };
import { users } from '../db/schema.js';
import { forgetSessions } from '../accounts/session-cache.js';
import { createMemoryMailer, createMemorySms } from './doubles.js';
import {
  GENEROUS_ACCOUNT_RATE_LIMITS,
  GENEROUS_LOGIN_LIMITS,
  insertUser,
  login,
  TEST_JWT_SECRET,
} from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

describe.skipIf(!adminUrl)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  let dropDatabase: () => Promise<void> = async () => {};
  let testUrl: string;
  let handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    const database = await createThrowawayDatabase('portal_test');
    dropDatabase = database.drop;
    testUrl = database.url;
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await dropDatabase();
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
      await forgetSessions(database.db, uuid);
      expect((await me()).statusCode).toBe(403);
      expect((await login(app, 'pg@example.com', 'nope')).json().errorCode).toBe('E001');
    } finally {
      await app.close();
    }
  });
  describe('accounts: the writes that must go together, under real concurrency', () => {
    const mailer = createMemoryMailer();
    const sms = createMemorySms();
    let app: Awaited<ReturnType<typeof buildApp>>;

    beforeAll(async () => {
      app = await buildApp({
        db: handles[0]!.db,
        jwtSecret: TEST_JWT_SECRET,
        logging: false,
        mailer,
        smsSender: sms,
        publicUrl: 'http://portal.test',
        accountRateLimits: GENEROUS_ACCOUNT_RATE_LIMITS,
        loginRateLimit: { max: 1000, timeWindowMs: 60_000 },
        loginLimits: GENEROUS_LOGIN_LIMITS,
      });
    });
    afterAll(() => app.close());

    const sendCode = async (hpNumber: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/p/api/users/auth-hpnumber?hpNumber=${hpNumber}`,
      });
      expect(response.statusCode).toBe(200);
      // Texts go to the number in E.164 (+8210…).
      const to = `+82${hpNumber.slice(1)}`;
      return /\d{6}/.exec(sms.sent.filter((m) => m.to === to).at(-1)!.text)![0];
    };
    const signup = (fields: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/p/api/users?${new URLSearchParams(fields).toString()}` });
    const fields = (userId: string, hpNumber: string, authHpNumber: string) => ({
      userId,
      password: 'Pg!signup12',
      userName: 'PG',
      hpNumber,
      authHpNumber,
    });
    const linkCode = (to: string) =>
      /\/email-auth\/([\w-]+)/.exec(mailer.sent.filter((m) => m.to === to).at(-1)!.text)![1]!;

    it('signs up, verifies once and logs in', async () => {
      const code = await sendCode('01070000001');
      expect((await signup(fields('pg-signup@example.com', '01070000001', code))).statusCode).toBe(200);
      const verify = await app.inject({
        method: 'GET',
        url: `/p/api/users/email-auth/${linkCode('pg-signup@example.com')}`,
      });
      expect(verify.statusCode).toBe(200);
      expect((await login(app, 'pg-signup@example.com', 'Pg!signup12')).statusCode).toBe(200);
    });

    it('twenty parallel wrong codes count at most five tries; the right code is then refused', async () => {
      const code = await sendCode('01070000002');
      const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => signup(fields('pg-guess@example.com', '01070000002', wrong))),
      );
      const codes = answers.map((a) => a.json().errorCode as string);
      expect(codes.filter((c) => c === 'PHONE_CODE_INVALID')).toHaveLength(5);
      expect(codes.filter((c) => c === 'PHONE_CODE_LOCKED')).toHaveLength(15);
      const right = await signup(fields('pg-guess@example.com', '01070000002', code));
      expect(right.json().errorCode).toBe('PHONE_CODE_LOCKED');
    });

    it('parallel signups with one code create one account', async () => {
      const code = await sendCode('01070000003');
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((i) => signup(fields(`pg-race${i}@example.com`, '01070000003', code))),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.statusCode !== 200)) {
        expect(answer.json().errorCode).toMatch(/^PHONE_CODE_(EXPIRED|INVALID)$/);
      }
    });

    it('parallel signups for one address create one account', async () => {
      const numbers = ['01070000011', '01070000012', '01070000013', '01070000014'];
      const codes = await Promise.all(numbers.map((n) => sendCode(n)));
      const answers = await Promise.all(
        numbers.map((n, i) => signup(fields('Pg-Same@example.com', n, codes[i]!))),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const rows = await handles[0]!.db.select().from(users).where(eq(users.userId, 'pg-same@example.com'));
      expect(rows).toHaveLength(1);
    });

    it('parallel clicks on one link verify once', async () => {
      const code = await sendCode('01070000004');
      expect((await signup(fields('pg-click@example.com', '01070000004', code))).statusCode).toBe(200);
      const url = `/p/api/users/email-auth/${linkCode('pg-click@example.com')}`;
      const answers = await Promise.all(Array.from({ length: 8 }, () => app.inject({ method: 'GET', url })));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    });

    it('parallel logins with one temporary password promote it once, and all get in', async () => {
      await insertUser(handles[0]!, { userId: 'pg-reset@example.com', password: 'Pg!original1' });
      const reset = await app.inject({
        method: 'POST',
        url: '/p/api/users/password',
        payload: { userId: 'pg-reset@example.com' },
      });
      expect(reset.statusCode).toBe(200);
      const mail = mailer.sent.filter((m) => m.to === 'pg-reset@example.com').at(-1)!;
      const temporary = /^(\S{12})$/m.exec(mail.text)![1]!;
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => login(app, 'pg-reset@example.com', temporary)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      for (const answer of answers) expect(answer.json().data.passwordChangeRequired).toBe(true);
      const [row] = await handles[0]!.db.select().from(users).where(eq(users.userId, 'pg-reset@example.com'));
      expect(row!.tokenVersion).toBe(1);
      expect(row!.passwordChangeRequired).toBe(true);
    });
  });
});
