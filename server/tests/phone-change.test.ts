// The phone change on /mypage (issue 19): POST /api/users/hp-number/code texts a code to the new
// number, PUT /api/users/{id}/hp-number stores the number with that code (E.164). The signup's
// code rules (3 minutes, 5 wrong tries, bound to the number) and limits (per account, per address,
// per number), the deployment's country, and 400s with stable codes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCodes, users } from '../db/schema.js';
import { wrongCode } from './accounts.js';
import {
  createTestApp,
  errorBody,
  GENEROUS_ACCOUNT_RATE_LIMITS,
  insertUser,
  loginToken,
  type TestApp,
} from './test-app.js';

const PASSWORD = 'Phone!change1';

function harness(getApp: () => TestApp) {
  let serial = 0;
  const t = () => getApp();
  return {
    /** A fresh account with `hpNumber` on record, and a token. */
    async account(hpNumber: string | null = null) {
      serial += 1;
      const userId = `changer${serial}@example.com`;
      const uuid = await insertUser(t().database, { userId, password: PASSWORD });
      if (hpNumber) await t().database.db.update(users).set({ hpNumber }).where(eq(users.uuid, uuid));
      return { userId, uuid, token: await loginToken(t().app, userId, PASSWORD) };
    },
    sendCode(token: string | null, payload: unknown, extra: { remoteAddress?: string } = {}) {
      return t().app.inject({
        method: 'POST',
        url: '/api/users/hp-number/code',
        headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: payload as object,
        ...extra,
      });
    },
    change(uuid: string, token: string | null, payload: unknown, extra: { remoteAddress?: string } = {}) {
      return t().app.inject({
        method: 'PUT',
        url: `/api/users/${uuid}/hp-number`,
        headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: payload as object,
        ...extra,
      });
    },
    /** The code of the newest text to `e164`. */
    codeSentTo(e164: string): string {
      const text = t()
        .sms.sent.filter((message) => message.to === e164)
        .at(-1)?.text;
      const code = text && /\b(\d{6})\b/.exec(text)?.[1];
      if (!code) throw new Error(`no text to ${e164}`);
      return code;
    },
    async storedNumber(uuid: string) {
      const [user] = await t().database.db.select().from(users).where(eq(users.uuid, uuid));
      return user?.hpNumber;
    },
  };
}

describe('the phone change on a Korean deployment', () => {
  let t: TestApp;
  const h = harness(() => t);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('texts a code to the new number and stores it in E.164 with that code', async () => {
    const { uuid, token } = await h.account('+821011110000');
    const sent = await h.sendCode(token, { hpNumber: '01022223333' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      status: 200,
      data: { expiresInSeconds: 180, maxTries: 5 },
      errorCode: null,
      message: null,
    });
    expect(t.sms.sent.at(-1)!.to).toBe('+821022223333');
    expect(t.sms.sent.at(-1)!.text).toMatch(/^\[Creator Portal\] Your verification code is \d{6}\./);

    const response = await h.change(uuid, token, {
      hpNumber: '01022223333',
      authHpNumber: h.codeSentTo('+821022223333'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      data: { hpNumber: '+821022223333' },
      errorCode: null,
      message: null,
    });
    expect(await h.storedNumber(uuid)).toBe('+821022223333');
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/users/${uuid}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.hpNumber).toBe('+821022223333');
    // The code is used up.
    expect(
      await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.hpNumber, '+821022223333')),
    ).toEqual([]);
  });

  it('gives an account without a number one, and takes the number in E.164 too', async () => {
    const { uuid, token } = await h.account(null);
    expect((await h.sendCode(token, { hpNumber: '+821022224444' })).statusCode).toBe(200);
    const response = await h.change(uuid, token, {
      hpNumber: '+821022224444',
      authHpNumber: h.codeSentTo('+821022224444'),
    });
    expect(response.statusCode).toBe(200);
    expect(await h.storedNumber(uuid)).toBe('+821022224444');
  });

  it('needs the code: none sent answers PHONE_CODE_EXPIRED, and the number stays', async () => {
    const { uuid, token } = await h.account('+821011110000');
    const response = await h.change(uuid, token, { hpNumber: '01022225555', authHpNumber: '123456' });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errorCode).toBe('PHONE_CODE_EXPIRED');
    expect(await h.storedNumber(uuid)).toBe('+821011110000');
  });

  it('refuses a wrong code (PHONE_CODE_INVALID), locks after five, and accepts a new code', async () => {
    const { uuid, token } = await h.account('+821011110000');
    await h.sendCode(token, { hpNumber: '01022226666' });
    const code = h.codeSentTo('+821022226666');
    for (let i = 0; i < 5; i += 1) {
      const response = await h.change(uuid, token, {
        hpNumber: '01022226666',
        authHpNumber: wrongCode(code),
      });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response)).toMatchObject({
        errorCode: 'PHONE_CODE_INVALID',
        message: 'The verification code is not correct. Please check it.',
      });
    }
    const locked = await h.change(uuid, token, { hpNumber: '01022226666', authHpNumber: code });
    expect(errorBody(locked).errorCode).toBe('PHONE_CODE_LOCKED');
    expect(await h.storedNumber(uuid)).toBe('+821011110000');

    await h.sendCode(token, { hpNumber: '01022226666' });
    const fresh = await h.change(uuid, token, {
      hpNumber: '01022226666',
      authHpNumber: h.codeSentTo('+821022226666'),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses the code of another number, and a code older than 3 minutes', async () => {
    const { uuid, token } = await h.account('+821011110000');
    await h.sendCode(token, { hpNumber: '01022227777' });
    const otherCode = h.codeSentTo('+821022227777');
    const elsewhere = await h.change(uuid, token, { hpNumber: '01022228888', authHpNumber: otherCode });
    expect(errorBody(elsewhere).errorCode).toBe('PHONE_CODE_INVALID');

    t.clock.advance(180_000);
    const late = await h.change(uuid, token, { hpNumber: '01022227777', authHpNumber: otherCode });
    expect(errorBody(late).errorCode).toBe('PHONE_CODE_EXPIRED');
    expect(await h.storedNumber(uuid)).toBe('+821011110000');
  });

  it('refuses a US number, a fixed line and the current number with stable codes, texting nothing', async () => {
    const { uuid, token } = await h.account('+821011110000');
    const before = t.sms.sent.length;
    for (const [hpNumber, errorCode, message] of [
      ['2015550123', 'PHONE_NUMBER_INVALID', "This is not a mobile phone number of this service's country."],
      [
        '+12015550123',
        'PHONE_NUMBER_INVALID',
        "This is not a mobile phone number of this service's country.",
      ],
      ['0212345678', 'PHONE_NUMBER_INVALID', "This is not a mobile phone number of this service's country."],
      ['01011110000', 'PHONE_NUMBER_UNCHANGED', 'This is already the phone number on your account.'],
      ['+821011110000', 'PHONE_NUMBER_UNCHANGED', 'This is already the phone number on your account.'],
    ] as const) {
      for (const response of [
        await h.sendCode(token, { hpNumber }),
        await h.change(uuid, token, { hpNumber, authHpNumber: '123456' }),
      ]) {
        expect(response.statusCode, hpNumber).toBe(400);
        expect(errorBody(response).errorCode, hpNumber).toBe(errorCode);
        expect(errorBody(response).message, hpNumber).toContain(message);
      }
    }
    expect(t.sms.sent.length).toBe(before);
  });

  it('answers 400 VALIDATION_FAILED for a malformed body', async () => {
    const { uuid, token } = await h.account();
    for (const payload of [
      {},
      { hpNumber: '010-2222-3333' },
      { hpNumber: 'abc' },
      { hpNumber: '01022223333', x: 1 },
    ])
      expect(errorBody(await h.sendCode(token, payload)).errorCode).toBe('VALIDATION_FAILED');
    for (const payload of [
      { hpNumber: '01022223333' },
      { hpNumber: '01022223333', authHpNumber: '12345' },
      { hpNumber: '01022223333', authHpNumber: '123456', extra: true },
    ])
      expect(errorBody(await h.change(uuid, token, payload)).errorCode).toBe('VALIDATION_FAILED');
  });

  it("needs a session (403) and answers 404 for anyone else's record", async () => {
    const me = await h.account('+821011110000');
    const other = await h.account('+821011119999');
    expect((await h.sendCode(null, { hpNumber: '01022223333' })).statusCode).toBe(403);
    expect(
      (await h.change(me.uuid, null, { hpNumber: '01022223333', authHpNumber: '123456' })).statusCode,
    ).toBe(403);
    await h.sendCode(me.token, { hpNumber: '01033334444' });
    const response = await h.change(other.uuid, me.token, {
      hpNumber: '01033334444',
      authHpNumber: h.codeSentTo('+821033334444'),
    });
    expect(response.statusCode).toBe(404);
    expect(errorBody(response).errorCode).toBe('NOT_FOUND');
    expect(await h.storedNumber(other.uuid)).toBe('+821011119999');
  });

  it('lets two accounts have the same number, as the signup does', async () => {
    const first = await h.account('+821044445555');
    const second = await h.account('+821011110000');
    await h.sendCode(second.token, { hpNumber: '01044445555' });
    const response = await h.change(second.uuid, second.token, {
      hpNumber: '01044445555',
      authHpNumber: h.codeSentTo('+821044445555'),
    });
    expect(response.statusCode).toBe(200);
    expect(await h.storedNumber(first.uuid)).toBe('+821044445555');
  });
});

describe('the phone change on a US deployment', () => {
  let t: TestApp;
  const h = harness(() => t);

  beforeAll(async () => {
    t = await createTestApp({ businessCountry: 'US', currency: 'USD' });
  });
  afterAll(() => t.close());

  it('takes a US number and refuses a Korean one', async () => {
    const { uuid, token } = await h.account('+12015550100');
    const korean = await h.sendCode(token, { hpNumber: '01022223333' });
    expect(errorBody(korean).errorCode).toBe('PHONE_NUMBER_INVALID');

    expect((await h.sendCode(token, { hpNumber: '2125550123' })).statusCode).toBe(200);
    const response = await h.change(uuid, token, {
      hpNumber: '2125550123',
      authHpNumber: h.codeSentTo('+12125550123'),
    });
    expect(response.json().data).toEqual({ hpNumber: '+12125550123' });
    expect(await h.storedNumber(uuid)).toBe('+12125550123');
  });
});

describe('the phone change rate limits', () => {
  let t: TestApp;
  const h = harness(() => t);
  const MAX = 3;
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `10.9.0.${address}`;
  };

  beforeAll(async () => {
    t = await createTestApp({
      accountRateLimits: {
        ...GENEROUS_ACCOUNT_RATE_LIMITS,
        perAddress: { max: MAX, timeWindowMs: 60_000 },
        perRecipientBurst: { max: MAX, timeWindowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  const expectLimited = (response: Awaited<ReturnType<typeof h.sendCode>>) => {
    expect(response.statusCode).toBe(429);
    expect(errorBody(response).errorCode).toBe('RATE_LIMITED');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('code sends: 429 per account, from whichever address', async () => {
    const { token } = await h.account();
    for (let i = 0; i < MAX; i += 1) {
      const response = await h.sendCode(
        token,
        { hpNumber: `0105555000${i}` },
        { remoteAddress: nextAddress() },
      );
      expect(response.statusCode).toBe(200);
    }
    const before = t.sms.sent.length;
    expectLimited(await h.sendCode(token, { hpNumber: '01055550009' }, { remoteAddress: nextAddress() }));
    // A malformed call counts too, and is refused before its body is read.
    expectLimited(await h.sendCode(token, {}, { remoteAddress: nextAddress() }));
    expect(t.sms.sent.length).toBe(before);
    // Another account still gets through.
    const other = await h.account();
    expect((await h.sendCode(other.token, { hpNumber: '01055550009' })).statusCode).toBe(200);
  });

  it('code sends: 429 per number, whichever account asks', async () => {
    for (let i = 0; i < MAX; i += 1) {
      const { token } = await h.account();
      const response = await h.sendCode(token, { hpNumber: '01066660000' }, { remoteAddress: nextAddress() });
      expect(response.statusCode).toBe(200);
    }
    const { token } = await h.account();
    expectLimited(await h.sendCode(token, { hpNumber: '+821066660000' }, { remoteAddress: nextAddress() }));
  });

  it('changes: 429 per account, so codes cannot be guessed faster than the limit', async () => {
    const { uuid, token } = await h.account();
    for (let i = 0; i < MAX; i += 1) {
      const response = await h.change(
        uuid,
        token,
        { hpNumber: '01077770000', authHpNumber: '123456' },
        { remoteAddress: nextAddress() },
      );
      expect(response.statusCode).toBe(400);
    }
    expectLimited(
      await h.change(
        uuid,
        token,
        { hpNumber: '01077770000', authHpNumber: '123456' },
        { remoteAddress: nextAddress() },
      ),
    );
  });

  it('changes and sends: 429 per client address, whichever account', async () => {
    const from = nextAddress();
    for (let i = 0; i < MAX; i += 1) {
      const { uuid, token } = await h.account();
      const response = await h.change(
        uuid,
        token,
        { hpNumber: '01088880000', authHpNumber: '123456' },
        { remoteAddress: from },
      );
      expect(response.statusCode).toBe(400);
    }
    const { uuid, token } = await h.account();
    expectLimited(
      await h.change(
        uuid,
        token,
        { hpNumber: '01088880000', authHpNumber: '123456' },
        { remoteAddress: from },
      ),
    );
  });
});
