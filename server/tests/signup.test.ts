// Signup: duplicate check, phone code (6 digits, 3 minutes, 5 tries, bound to the number), the
// account created unverified with one verification mail, and no secret in any log line.
// Long file: every signup rule runs against one app, mailbox and SMS outbox; split, each part would
// build its own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, phoneCodes, users } from '../db/schema.js';
import {
  e164,
  lastMailTo,
  requestPhoneCode,
  signup,
  signupWithCode,
  verificationCodeIn,
  wrongCode,
  type SignupFields,
} from './accounts.js';
import { createTestApp, errorBody, insertUser, login, type TestApp } from './test-app.js';

const PASSWORD = 'Signup!pass1';

describe('GET /p/api/users/same-userid', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertUser(t.database, { userId: 'taken@example.com', password: PASSWORD });
    await insertUser(t.database, { userId: 'pending@example.com', password: PASSWORD, emailVerified: false });
  });
  afterAll(() => t.close());

  const check = (userId: string) =>
    t.app.inject({ method: 'GET', url: `/p/api/users/same-userid?userId=${encodeURIComponent(userId)}` });

  it('answers available: true for a free address', async () => {
    const response = await check('free@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      data: { available: true },
      errorCode: null,
      message: null,
    });
  });

  it('answers available: false for a taken address in any letter case, verified or not', async () => {
    for (const userId of [
      'taken@example.com',
      'TAKEN@Example.COM',
      ' taken@example.com ',
      'Pending@example.com',
    ]) {
      const response = await check(userId);
      expect(response.statusCode, userId).toBe(200);
      expect(response.json().data, userId).toEqual({ available: false });
    }
  });

  it('refuses something that is not an email address', async () => {
    for (const url of ['/p/api/users/same-userid', '/p/api/users/same-userid?userId=not-an-email']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errorCode).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /p/api/users/auth-hpnumber', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('texts a 6-digit code in the language of the request and answers its limits', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/p/api/users/auth-hpnumber?hpNumber=01011112222',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      data: { expiresInSeconds: 180, maxTries: 5 },
      errorCode: null,
      message: null,
    });
    const text = t.sms.sent.at(-1)!;
    // To the number in E.164, whatever form the API received it in.
    expect(text.to).toBe('+821011112222');
    expect(text.text).toMatch(/^\[Creator Portal\] Your verification code is \d{6}\./);

    await requestPhoneCode(t, '01011113333', { 'accept-language': 'ko' });
    expect(t.sms.sent.at(-1)!.text).toMatch(/^\[크리에이터 포털\] 인증번호는 \[\d{6}\]입니다/);
  });

  it('stores only a keyed hash of the code, valid for 3 minutes', async () => {
    const code = await requestPhoneCode(t, '01011114444');
    const [row] = await t.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.hpNumber, '+821011114444'));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(180_000);
    expect(row!.failedTries).toBe(0);
  });

  it('draws codes at random', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 8; i += 1) codes.add(await requestPhoneCode(t, '01011115555'));
    expect(codes.size).toBeGreaterThan(4);
  });

  it('refuses a number that is not digits (VALIDATION_FAILED) or not a Korean mobile number (PHONE_NUMBER_INVALID)', async () => {
    const sentBefore = t.sms.sent.length;
    for (const [hpNumber, errorCode] of [
      ['', 'VALIDATION_FAILED'],
      ['010-1234-5678', 'VALIDATION_FAILED'],
      ['abc', 'VALIDATION_FAILED'],
      ['0212345678', 'PHONE_NUMBER_INVALID'], // a Seoul fixed line
      ['0101234567890', 'PHONE_NUMBER_INVALID'],
      ['01212345678', 'PHONE_NUMBER_INVALID'], // machine-to-machine
      ['2015550123', 'PHONE_NUMBER_INVALID'], // a US number
      ['+12015550123', 'PHONE_NUMBER_INVALID'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/p/api/users/auth-hpnumber?hpNumber=${encodeURIComponent(hpNumber)}`,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, hpNumber).toBe(400);
      expect(errorBody(response).errorCode, hpNumber).toBe(errorCode);
    }
    expect(t.sms.sent.length).toBe(sentBefore);
  });

  it('answers 502 DELIVERY_FAILED when the text cannot be sent, and leaves no code behind', async () => {
    t.sms.failing = true;
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/p/api/users/auth-hpnumber?hpNumber=01011116666',
      });
      expect(response.statusCode).toBe(502);
      expect(errorBody(response).errorCode).toBe('DELIVERY_FAILED');
    } finally {
      t.sms.failing = false;
    }
    const rows = await t.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.hpNumber, '+821011116666'));
    expect(rows).toEqual([]);
  });
});

describe('POST /p/api/users (signup)', () => {
  let t: TestApp;
  let serial = 0;
  /** A fresh address and number for each test. */
  const fresh = (): Omit<SignupFields, 'authHpNumber'> => {
    serial += 1;
    return {
      userId: `new${serial}@example.com`,
      password: PASSWORD,
      userName: '새 크리에이터',
      hpNumber: `0102000${String(serial).padStart(4, '0')}`,
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await insertUser(t.database, { userId: 'existing@example.com', password: PASSWORD });
  });
  afterAll(() => t.close());

  it('creates an unverified account from the query parameters and mails one verification link', async () => {
    const fields = fresh();
    const logsBefore = t.logs.length;
    const mailsBefore = t.mailer.sent.length;
    const response = await signupWithCode(
      t,
      { ...fields, userId: 'New.Creator@Example.com' },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 200,
      data: { userId: 'new.creator@example.com', uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      errorCode: null,
      message: null,
    });

    const [user] = await t.database.db.select().from(users).where(eq(users.uuid, body.data.uuid));
    expect(user).toMatchObject({
      userId: 'new.creator@example.com',
      userName: '새 크리에이터',
      hpNumber: e164(fields.hpNumber),
      status: 'active',
      emailVerifiedAt: null,
      passwordChangeRequired: false,
    });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);

    // Exactly one mail, to the address, in English, with the link.
    expect(t.mailer.sent.length - mailsBefore).toBe(1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('new.creator@example.com');
    expect(mail.subject).toBe('[Creator Portal] Please verify your email address');
    const code = verificationCodeIn(mail);
    expect(code).toMatch(/^[\w-]{43}$/); // 256 bits, base64url
    expect(mail.text).toContain(`http://portal.test/email-auth/${code}`);
    expect(mail.html).toContain(`href="http://portal.test/email-auth/${code}"`);
    expect(mail.text).toContain('help@creator-portal.example');

    // The link is stored hashed, for 24 hours.
    const links = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userUuid, body.data.uuid));
    expect(links).toHaveLength(1);
    expect(links[0]!.codeHash).not.toContain(code);
    expect(links[0]!.expiresAt.getTime() - links[0]!.createdAt.getTime()).toBe(24 * 3600_000);

    // The phone code is used up.
    expect(
      await t.database.db
        .select()
        .from(phoneCodes)
        .where(eq(phoneCodes.hpNumber, e164(fields.hpNumber))),
    ).toEqual([]);

    // Not verified yet: the right password answers E003.
    expect(errorBody(await login(t.app, 'new.creator@example.com', PASSWORD)).errorCode).toBe('E003');

    // No log line carries the password, the code or the phone number.
    const logText = t.logs.slice(logsBefore).join('\n');
    expect(logText).toContain('/p/api/users?[REDACTED]');
    for (const secret of [
      PASSWORD,
      encodeURIComponent(PASSWORD),
      fields.hpNumber,
      e164(fields.hpNumber),
      'New.Creator',
      'new.creator',
    ]) {
      expect(logText).not.toContain(secret);
    }
  });

  it('mails in Korean by default', async () => {
    const fields = fresh();
    expect((await signupWithCode(t, fields)).statusCode).toBe(200);
    const mail = lastMailTo(t, fields.userId)!;
    expect(mail.subject).toBe('[크리에이터 포털] 이메일 인증을 완료해 주세요');
    expect(mail.text).toContain('크리에이터 포털');
    expect(mail.html).toContain('<html lang="ko">');
  });

  it('answers 409 DUPLICATE_USER_ID for a registered address in any letter case, without using the code', async () => {
    for (const userId of ['existing@example.com', 'EXISTING@example.com', 'Existing@Example.Com']) {
      const fields = { ...fresh(), userId };
      const code = await requestPhoneCode(t, fields.hpNumber);
      const response = await signup(t, { ...fields, authHpNumber: code }, { 'accept-language': 'en' });
      expect(response.statusCode, userId).toBe(409);
      expect(errorBody(response)).toEqual({
        status: 409,
        data: null,
        errorCode: 'DUPLICATE_USER_ID',
        message: 'This email address is already registered.',
      });
      const [row] = await t.database.db
        .select()
        .from(phoneCodes)
        .where(eq(phoneCodes.hpNumber, e164(fields.hpNumber)));
      expect(row?.failedTries).toBe(0);
    }
    expect(
      await t.database.db.select().from(users).where(eq(users.userId, 'existing@example.com')),
    ).toHaveLength(1);
  });

  it('answers 400 PASSWORD_RULE for a password outside the §5 rule, and creates nothing', async () => {
    for (const password of [
      'Short1!',
      'onlyletters!!',
      '12345678!',
      'NoSpecial123',
      'With space1!',
      `A1!${'a'.repeat(18)}`,
    ]) {
      const fields = { ...fresh(), password };
      const code = await requestPhoneCode(t, fields.hpNumber);
      const response = await signup(t, { ...fields, authHpNumber: code });
      expect(response.statusCode, password).toBe(400);
      expect(errorBody(response).errorCode, password).toBe('PASSWORD_RULE');
      expect(await t.database.db.select().from(users).where(eq(users.userId, fields.userId))).toEqual([]);
    }
  });

  it('answers 400 VALIDATION_FAILED for a missing or malformed field', async () => {
    const fields = { ...fresh(), authHpNumber: '123456' };
    for (const broken of [
      { ...fields, userId: 'no-at-sign' },
      { ...fields, userName: '   ' },
      { ...fields, hpNumber: '010-2000-0000' },
      { ...fields, authHpNumber: '12345' },
    ]) {
      const response = await signup(t, broken);
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errorCode).toBe('VALIDATION_FAILED');
    }
    const response = await t.app.inject({ method: 'POST', url: '/p/api/users?userId=a@example.com' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a wrong code five times, then refuses even the right code (PHONE_CODE_LOCKED)', async () => {
    const fields = fresh();
    const code = await requestPhoneCode(t, fields.hpNumber);
    for (let i = 0; i < 5; i += 1) {
      const response = await signup(t, { ...fields, authHpNumber: wrongCode(code) });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errorCode).toBe('PHONE_CODE_INVALID');
    }
    const right = await signup(t, { ...fields, authHpNumber: code }, { 'accept-language': 'en' });
    expect(right.statusCode).toBe(400);
    expect(errorBody(right)).toMatchObject({
      errorCode: 'PHONE_CODE_LOCKED',
      message: 'The code was entered wrongly 5 times. Please request a new one.',
    });
    expect(await t.database.db.select().from(users).where(eq(users.userId, fields.userId))).toEqual([]);

    // A new code starts afresh.
    const next = await requestPhoneCode(t, fields.hpNumber);
    expect((await signup(t, { ...fields, authHpNumber: next })).statusCode).toBe(200);
  });

  it('accepts the right code after fewer than five wrong tries', async () => {
    const fields = fresh();
    const code = await requestPhoneCode(t, fields.hpNumber);
    for (let i = 0; i < 4; i += 1) await signup(t, { ...fields, authHpNumber: wrongCode(code) });
    expect((await signup(t, { ...fields, authHpNumber: code })).statusCode).toBe(200);
  });

  it('refuses the code of another number (PHONE_CODE_INVALID), whether or not that number has a code', async () => {
    const mine = fresh();
    const other = fresh();
    const otherCode = await requestPhoneCode(t, other.hpNumber);

    // This number never got a code: the code is someone else's.
    const noCode = await signup(t, { ...mine, authHpNumber: otherCode });
    expect(errorBody(noCode).errorCode).toBe('PHONE_CODE_INVALID');

    // This number has its own code: the other one's is wrong for it.
    const myCode = await requestPhoneCode(t, mine.hpNumber);
    const response = await signup(t, {
      ...mine,
      authHpNumber: otherCode === myCode ? wrongCode(myCode) : otherCode,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errorCode).toBe('PHONE_CODE_INVALID');
    expect(await t.database.db.select().from(users).where(eq(users.userId, mine.userId))).toEqual([]);
  });

  it('answers PHONE_CODE_EXPIRED when no code was sent to the number', async () => {
    const fields = fresh();
    const response = await signup(t, { ...fields, authHpNumber: '000000' });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errorCode).toBe('PHONE_CODE_EXPIRED');
  });

  it('answers PHONE_CODE_EXPIRED for a code older than 3 minutes, even the right one', async () => {
    const fields = fresh();
    const code = await requestPhoneCode(t, fields.hpNumber);
    t.clock.advance(180_000);
    const response = await signup(t, { ...fields, authHpNumber: code });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errorCode).toBe('PHONE_CODE_EXPIRED');

    // Just under 3 minutes is still fine.
    const next = await requestPhoneCode(t, fields.hpNumber);
    t.clock.advance(179_000);
    expect((await signup(t, { ...fields, authHpNumber: next })).statusCode).toBe(200);
  });

  it('replaces the previous code when a new one is sent', async () => {
    const fields = fresh();
    const first = await requestPhoneCode(t, fields.hpNumber);
    let second = await requestPhoneCode(t, fields.hpNumber);
    while (second === first) second = await requestPhoneCode(t, fields.hpNumber);
    expect(errorBody(await signup(t, { ...fields, authHpNumber: first })).errorCode).toBe(
      'PHONE_CODE_INVALID',
    );
    expect((await signup(t, { ...fields, authHpNumber: second })).statusCode).toBe(200);
  });

  it('a used code does not sign up a second account', async () => {
    const fields = fresh();
    const code = await requestPhoneCode(t, fields.hpNumber);
    expect((await signup(t, { ...fields, authHpNumber: code })).statusCode).toBe(200);
    const again = await signup(t, { ...fields, userId: `again-${fields.userId}`, authHpNumber: code });
    expect(again.statusCode).toBe(400);
    expect(errorBody(again).errorCode).toBe('PHONE_CODE_EXPIRED');
  });

  it('undoes the signup and answers 502 DELIVERY_FAILED when the mail cannot be sent', async () => {
    const fields = fresh();
    const code = await requestPhoneCode(t, fields.hpNumber);
    t.mailer.failing = true;
    try {
      const response = await signup(t, { ...fields, authHpNumber: code });
      expect(response.statusCode).toBe(502);
      expect(errorBody(response).errorCode).toBe('DELIVERY_FAILED');
    } finally {
      t.mailer.failing = false;
    }
    expect(await t.database.db.select().from(users).where(eq(users.userId, fields.userId))).toEqual([]);
    // The user can simply try again, with the same code.
    expect((await signup(t, { ...fields, authHpNumber: code })).statusCode).toBe(200);
  });
});
