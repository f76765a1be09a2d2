// POST /p/api/users/login: the codes of spec §8, never 403, same timing for unknown accounts,
// and the rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, insertUser, login, type TestApp } from './test-app.js';

const PASSWORD = 'Right!pass1';

describe('POST /p/api/users/login', () => {
  let t: TestApp;
  let activeUuid: string;

  beforeAll(async () => {
    // A generous limit here; the rate limit has its own app below.
    t = await createTestApp({ loginRateLimit: { max: 1000, timeWindowMs: 60_000 } });
    activeUuid = await insertUser(t.database, {
      userId: 'active@example.com',
      password: PASSWORD,
      userName: '활성 사용자',
    });
    await insertUser(t.database, {
      userId: 'suspended@example.com',
      password: PASSWORD,
      status: 'suspended',
    });
    await insertUser(t.database, {
      userId: 'withdrawn@example.com',
      password: PASSWORD,
      status: 'withdrawn',
    });
    await insertUser(t.database, {
      userId: 'unverified@example.com',
      password: PASSWORD,
      emailVerified: false,
    });
    await insertUser(t.database, {
      userId: 'blocked-unverified@example.com',
      password: PASSWORD,
      status: 'suspended',
      emailVerified: false,
    });
  });
  afterAll(() => t.close());

  it('answers the session in the envelope, and the token opens the user record', async () => {
    const response = await login(t.app, 'active@example.com', PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 200,
      data: {
        userId: 'active@example.com',
        uuid: activeUuid,
        userName: '활성 사용자',
        jwt: expect.any(String),
      },
      errorCode: null,
      message: null,
    });
    expect(body.data.jwt.split('.')).toHaveLength(3);

    const me = await t.app.inject({
      method: 'GET',
      url: `/api/users/${activeUuid}`,
      headers: { authorization: `Bearer ${body.data.jwt}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      uuid: activeUuid,
      userId: 'active@example.com',
      emailVerified: true,
    });
  });

  it('treats the email case-insensitively and ignores surrounding spaces', async () => {
    const response = await login(t.app, '  Active@Example.COM ', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.userId).toBe('active@example.com');
  });

  it('answers E001 for a real account with a wrong password', async () => {
    const response = await login(t.app, 'active@example.com', 'Wrong!pass1');
    expect(response.statusCode).toBe(401);
    expect(errorBody(response)).toMatchObject({ status: 401, data: null, errorCode: 'E001' });
  });

  it.each(['suspended@example.com', 'withdrawn@example.com'])(
    'answers E002 for %s with the right password',
    async (userId) => {
      const response = await login(t.app, userId, PASSWORD);
      expect(response.statusCode).toBe(401);
      expect(errorBody(response)).toMatchObject({ status: 401, data: null, errorCode: 'E002' });
    },
  );

  it('answers E003 for an unverified email with the right password', async () => {
    const response = await login(t.app, 'unverified@example.com', PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(errorBody(response).errorCode).toBe('E003');
  });

  it('reveals account states only after the password is right', async () => {
    for (const userId of [
      'suspended@example.com',
      'unverified@example.com',
      'blocked-unverified@example.com',
    ]) {
      const response = await login(t.app, userId, 'Wrong!pass1');
      expect(errorBody(response).errorCode).toBe('E001');
    }
    // Blocked wins over unverified.
    expect(errorBody(await login(t.app, 'blocked-unverified@example.com', PASSWORD)).errorCode).toBe('E002');
  });

  it('answers LOGIN_FAILED (not E001) for an unknown account', async () => {
    const response = await login(t.app, 'nobody@example.com', PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(errorBody(response)).toMatchObject({ status: 401, data: null, errorCode: 'LOGIN_FAILED' });
  });

  it('translates the message by Accept-Language (Korean by default)', async () => {
    const en = errorBody(await login(t.app, 'active@example.com', 'x', { 'accept-language': 'en' }));
    const ko = errorBody(await login(t.app, 'active@example.com', 'x', { 'accept-language': 'ko' }));
    const none = errorBody(await login(t.app, 'active@example.com', 'x'));
    expect(en.message).toBe('Incorrect password. Please re-enter.');
    expect(ko.message).toMatch(/비밀번호/);
    expect(none.message).toBe(ko.message);
  });

  it('never answers 403 (the SPA would log out)', async () => {
    const attempts = [
      login(t.app, 'active@example.com', 'Wrong!pass1'),
      login(t.app, 'suspended@example.com', PASSWORD),
      login(t.app, 'unverified@example.com', PASSWORD),
      login(t.app, 'nobody@example.com', PASSWORD),
      t.app.inject({ method: 'POST', url: '/p/api/users/login', payload: { userId: 1 } }),
      t.app.inject({
        method: 'POST',
        url: '/p/api/users/login',
        headers: { 'content-type': 'application/json', authorization: 'Bearer garbage' },
        payload: '{"userId":',
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.statusCode).not.toBe(403);
    }
  });

  it('takes as long for an unknown account as for a wrong password (scrypt, or a wait as long)', async () => {
    const time = async (userId: string) => {
      const started = performance.now();
      await login(t.app, userId, 'Wrong!pass1');
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      wrong.push(await time('active@example.com'));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    // scrypt dominates both (tens of ms); skipping it would make "unknown" ~100x faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
    expect(median(unknown)).toBeLessThan(median(wrong) * 2.5);
  });
});

describe('login rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
    await insertUser(t.database, { userId: 'target@example.com', password: PASSWORD });
  });
  afterAll(() => t.close());

  it('answers 429 RATE_LIMITED with Retry-After after too many attempts, never 403', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await login(t.app, 'target@example.com', 'Wrong!pass1')).statusCode).toBe(401);
    }
    const limited = await login(t.app, 'target@example.com', PASSWORD, { 'accept-language': 'en' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBody(limited)).toEqual({
      status: 429,
      data: null,
      errorCode: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again later.',
      retryAfter: Number(limited.headers['retry-after']),
    });
    // Same account spelled differently counts as the same account.
    expect((await login(t.app, 'TARGET@example.com', PASSWORD)).statusCode).toBe(429);
    // A made-up X-Forwarded-For does not give a fresh budget (no proxy is trusted by default).
    expect(
      (await login(t.app, 'target@example.com', PASSWORD, { 'x-forwarded-for': '203.0.113.7' })).statusCode,
    ).toBe(429);
  });

  it('counts per account, so another account from the same address can still log in', async () => {
    await insertUser(t.database, { userId: 'other@example.com', password: PASSWORD });
    expect((await login(t.app, 'other@example.com', PASSWORD)).statusCode).toBe(200);
  });
});
