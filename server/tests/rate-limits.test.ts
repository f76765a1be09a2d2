// Every account endpoint answers 429 RATE_LIMITED with Retry-After (never 403) once a client
// address, or a phone number / mail address, has used up its budget.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from './test-app.js';

const MAX = 3;

describe('account rate limits', () => {
  let t: TestApp;
  let address = 0;
  /** A client address of its own for each test, so that budgets do not mix. */
  const nextAddress = () => {
    address += 1;
    return `203.0.113.${address}`;
  };

  beforeAll(async () => {
    t = await createTestApp({
      accountRateLimits: {
        perAddress: { max: MAX, timeWindowMs: 60_000 },
        perRecipient: { max: MAX, timeWindowMs: 60_000 },
        // Across addresses (the tests below ask from a new address each time).
        perRecipientBurst: { max: MAX, timeWindowMs: 60_000 },
        perRecipientDaily: { max: 100, timeWindowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  const expectLimited = (response: Awaited<ReturnType<TestApp['app']['inject']>>) => {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(errorBody(response)).toEqual({
      status: 429,
      data: null,
      errorCode: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again later.',
      retryAfter: Number(response.headers['retry-after']),
    });
  };

  let serial = 0;
  const unique = () => {
    serial += 1;
    return serial;
  };
  const hp = () => `0104${String(unique()).padStart(7, '0')}`;
  const email = () => `limit${unique()}@example.com`;

  const endpoints: Record<string, () => InjectOptions> = {
    'duplicate check': () => ({ method: 'GET', url: `/p/api/users/same-userid?userId=${email()}` }),
    'phone code send': () => ({ method: 'GET', url: `/p/api/users/auth-hpnumber?hpNumber=${hp()}` }),
    'signup (phone code tries)': () => ({
      method: 'POST',
      url: `/p/api/users?userId=${email()}&password=Limit!pass1&userName=L&hpNumber=${hp()}&authHpNumber=123456`,
    }),
    'email verification': () => ({ method: 'GET', url: `/p/api/users/email-auth/guess${unique()}` }),
    'verification resend': () => ({ method: 'GET', url: `/p/api/users/recertify-email?userId=${email()}` }),
    'find ID': () => ({
      method: 'POST',
      url: '/p/api/users/userid',
      payload: { userName: `Name ${unique()}` },
    }),
    'password reset': () => ({ method: 'POST', url: '/p/api/users/password', payload: { userId: email() } }),
  };

  it.each(Object.keys(endpoints))('%s: 429 with Retry-After per client address', async (name) => {
    const remoteAddress = nextAddress();
    const call = (options: InjectOptions) =>
      t.app.inject({ ...options, remoteAddress, headers: { 'accept-language': 'en' } });
    for (let i = 0; i < MAX; i += 1) {
      const response = await call(endpoints[name]!());
      expect(response.statusCode, `${name} call ${i + 1}`).not.toBe(429);
      expect(response.statusCode).not.toBe(403);
    }
    expectLimited(await call(endpoints[name]!()));
    // Refused before validation: a malformed call gets 429 too, not 400.
    const malformed = endpoints[name]!();
    const url = malformed.url as string;
    expectLimited(
      await call({
        method: malformed.method,
        // Any code is well-formed: the verification path keeps its URL.
        url: url.includes('/email-auth/') ? url : url.split('?')[0]!,
        ...(malformed.payload ? { payload: {} } : {}),
      }),
    );
    // Another client address still gets through.
    const other = await t.app.inject({ ...endpoints[name]!(), remoteAddress: nextAddress() });
    expect(other.statusCode).not.toBe(429);
  });

  it('phone code sends: 429 per phone number, whichever address asks', async () => {
    const number = hp();
    for (let i = 0; i < MAX; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/p/api/users/auth-hpnumber?hpNumber=${number}`,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(200);
    }
    const sentBefore = t.sms.sent.length;
    expectLimited(
      await t.app.inject({
        method: 'GET',
        url: `/p/api/users/auth-hpnumber?hpNumber=${number}`,
        remoteAddress: nextAddress(),
        headers: { 'accept-language': 'en' },
      }),
    );
    expect(t.sms.sent.length).toBe(sentBefore); // nothing texted
  });

  it.each([
    [
      'verification resend',
      (userId: string) => ({ method: 'GET' as const, url: `/p/api/users/recertify-email?userId=${userId}` }),
    ],
    [
      'password reset',
      (userId: string) => ({ method: 'POST' as const, url: '/p/api/users/password', payload: { userId } }),
    ],
  ])('%s: 429 per mail address (in any letter case), whichever address asks', async (_name, request) => {
    const userId = email();
    for (let i = 0; i < MAX; i += 1) {
      const response = await t.app.inject({
        ...request(i % 2 ? userId.toUpperCase() : userId),
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(200);
    }
    expectLimited(
      await t.app.inject({
        ...request(userId),
        remoteAddress: nextAddress(),
        headers: { 'accept-language': 'en' },
      }),
    );
  });
});
