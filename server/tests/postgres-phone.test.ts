// Phone numbers by deployment and the phone change (issue 19) on a real PostgreSQL server, with the
// rate limits counted in the database as DATABASE_URL mode does: a Korean and a US deployment each
// sign up with their own country's number and refuse the other's, the change needs its code, the
// code's tries hold under parallel guesses, one code changes the number once, and the per-account
// limit answers 429. Runs only when TEST_DATABASE_URL names a server whose user may create
// databases (see postgres.test.ts).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { users } from '../db/schema.js';
import { createMemoryMailer, createMemorySms, type MemorySms } from './doubles.js';
import { GENEROUS_LOGIN_LIMITS, insertUser, loginToken, TEST_JWT_SECRET } from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

const PASSWORD = 'Pg!phone1234';
const ACCOUNT_MAX = 12;

describe.skipIf(!adminUrl)('phone numbers by deployment on PostgreSQL (TEST_DATABASE_URL)', () => {
  let dropDatabase: () => Promise<void> = async () => {};
  let handle: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  let korean: { app: FastifyInstance; sms: MemorySms };
  let american: { app: FastifyInstance; sms: MemorySms };
  let serial = 0;

  async function instance(options: Partial<BuildAppOptions>) {
    const sms = createMemorySms();
    const app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_JWT_SECRET,
      logging: false,
      sharedRateLimits: true,
      mailer: createMemoryMailer(),
      smsSender: sms,
      loginLimits: GENEROUS_LOGIN_LIMITS,
      loginRateLimit: { max: 1000, timeWindowMs: 60_000 },
      accountRateLimits: {
        perAddress: { max: ACCOUNT_MAX, timeWindowMs: 60_000 },
        perRecipient: { max: 1000, timeWindowMs: 60_000 },
        perRecipientBurst: { max: 1000, timeWindowMs: 60_000 },
        perRecipientDaily: { max: 1000, timeWindowMs: 60_000 },
      },
      ...options,
    });
    await app.ready();
    apps.push(app);
    return { app, sms };
  }

  beforeAll(async () => {
    const database = await createThrowawayDatabase('portal_phone');
    dropDatabase = database.drop;
    handle = await openDatabase({ url: database.url });
    await runMigrations(handle);
    korean = await instance({});
    american = await instance({ businessCountry: 'US', currency: 'USD' });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await handle?.close();
    await dropDatabase();
  });

  const codeIn = (sms: MemorySms, to: string) =>
    /\b(\d{6})\b/.exec(sms.sent.filter((message) => message.to === to).at(-1)!.text)![1]!;
  const email = () => {
    serial += 1;
    return `pg-phone${serial}@example.com`;
  };

  async function signUp(deployment: typeof korean, hpNumber: string, e164: string) {
    const sent = await deployment.app.inject({
      method: 'GET',
      url: `/p/api/users/auth-hpnumber?hpNumber=${encodeURIComponent(hpNumber)}`,
    });
    expect(sent.statusCode).toBe(200);
    const userId = email();
    const params = new URLSearchParams({
      userId,
      password: PASSWORD,
      userName: 'PG Phone',
      hpNumber,
      authHpNumber: codeIn(deployment.sms, e164),
    });
    const response = await deployment.app.inject({
      method: 'POST',
      url: `/p/api/users?${params.toString()}`,
    });
    expect(response.statusCode).toBe(200);
    const [user] = await handle.db.select().from(users).where(eq(users.userId, userId));
    return user!;
  }

  it("each deployment signs up with its own country's number, stored in E.164", async () => {
    expect((await signUp(korean, '01050001111', '+821050001111')).hpNumber).toBe('+821050001111');
    expect((await signUp(american, '2015550111', '+12015550111')).hpNumber).toBe('+12015550111');
  });

  it("each deployment refuses the other country's number with PHONE_NUMBER_INVALID", async () => {
    for (const [deployment, hpNumber] of [
      [korean, '2015550111'],
      [korean, '+12015550111'],
      [american, '01050001111'],
      [american, '+821050001111'],
    ] as const) {
      const response = await deployment.app.inject({
        method: 'GET',
        url: `/p/api/users/auth-hpnumber?hpNumber=${encodeURIComponent(hpNumber)}`,
      });
      expect(response.statusCode, hpNumber).toBe(400);
      expect(response.json().errorCode, hpNumber).toBe('PHONE_NUMBER_INVALID');
    }
  });

  describe('the phone change', () => {
    async function account(hpNumber: string) {
      const userId = email();
      const uuid = await insertUser(handle, { userId, password: PASSWORD });
      await handle.db.update(users).set({ hpNumber }).where(eq(users.uuid, uuid));
      return { uuid, token: await loginToken(korean.app, userId, PASSWORD) };
    }
    const sendCode = (token: string, hpNumber: string, remoteAddress = '127.0.0.1') =>
      korean.app.inject({
        method: 'POST',
        url: '/api/users/hp-number/code',
        headers: { authorization: `Bearer ${token}` },
        payload: { hpNumber },
        remoteAddress,
      });
    const change = (
      uuid: string,
      token: string,
      hpNumber: string,
      authHpNumber: string,
      remoteAddress = '127.0.0.1',
    ) =>
      korean.app.inject({
        method: 'PUT',
        url: `/api/users/${uuid}/hp-number`,
        headers: { authorization: `Bearer ${token}` },
        payload: { hpNumber, authHpNumber },
        remoteAddress,
      });
    const stored = async (uuid: string) =>
      (await handle.db.select({ hpNumber: users.hpNumber }).from(users).where(eq(users.uuid, uuid)))[0]!
        .hpNumber;

    it('needs the code of the new number, refuses a wrong one and stores E.164 with the right one', async () => {
      const { uuid, token } = await account('+821050002222');
      expect((await change(uuid, token, '01050003333', '123456', '10.8.0.1')).json().errorCode).toBe(
        'PHONE_CODE_EXPIRED',
      );
      expect((await sendCode(token, '01050003333', '10.8.0.1')).statusCode).toBe(200);
      const code = codeIn(korean.sms, '+821050003333');
      const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
      expect((await change(uuid, token, '01050003333', wrong, '10.8.0.1')).json().errorCode).toBe(
        'PHONE_CODE_INVALID',
      );
      expect(await stored(uuid)).toBe('+821050002222');
      const response = await change(uuid, token, '01050003333', code, '10.8.0.1');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ hpNumber: '+821050003333' });
      expect(await stored(uuid)).toBe('+821050003333');
    });

    it('ten parallel wrong codes count at most five tries; then the right code is refused', async () => {
      const { uuid, token } = await account('+821050004444');
      expect((await sendCode(token, '01050005555', '10.8.0.2')).statusCode).toBe(200);
      const code = codeIn(korean.sms, '+821050005555');
      const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => change(uuid, token, '01050005555', wrong, `10.8.1.${i}`)),
      );
      const codes = answers.map((answer) => answer.json().errorCode as string);
      expect(codes.filter((c) => c === 'PHONE_CODE_INVALID')).toHaveLength(5);
      expect(codes.filter((c) => c === 'PHONE_CODE_LOCKED')).toHaveLength(5);
      expect((await change(uuid, token, '01050005555', code, '10.8.0.2')).json().errorCode).toBe(
        'PHONE_CODE_LOCKED',
      );
      expect(await stored(uuid)).toBe('+821050004444');
    });

    it('one code changes the number once, however many requests race with it', async () => {
      const { uuid, token } = await account('+821050006666');
      expect((await sendCode(token, '01050007777', '10.8.0.3')).statusCode).toBe(200);
      const code = codeIn(korean.sms, '+821050007777');
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => change(uuid, token, '01050007777', code, `10.8.2.${i}`)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.statusCode !== 200)) {
        expect(['PHONE_CODE_EXPIRED', 'PHONE_NUMBER_UNCHANGED']).toContain(answer.json().errorCode);
      }
      expect(await stored(uuid)).toBe('+821050007777');
    });

    it('answers 429 with Retry-After past the per-account limit, counted in the database', async () => {
      const { uuid, token } = await account('+821050008888');
      const answers = [];
      for (let i = 0; i < ACCOUNT_MAX + 1; i += 1) {
        answers.push(await change(uuid, token, '01050009999', '123456', `10.8.3.${i}`));
      }
      expect(answers.slice(0, ACCOUNT_MAX).every((answer) => answer.statusCode === 400)).toBe(true);
      const limited = answers.at(-1)!;
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errorCode).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
