// Email verification links (single use, 24 hours, hashed at rest) and the resend, whose answer
// does not depend on the account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, users } from '../db/schema.js';
import { hashEmailCode } from '../accounts/codes.js';
import { lastMailTo, signupWithCode, verificationCodeIn, verify } from './accounts.js';
import { createTestApp, errorBody, insertUser, login, type TestApp } from './test-app.js';

const PASSWORD = 'Verify!pass1';
const DAY_MS = 24 * 3600_000;

describe('email verification', () => {
  let t: TestApp;
  let serial = 0;

  /** Signs up a fresh account; returns its address and the code of its link. */
  const signUp = async () => {
    serial += 1;
    const userId = `verify${serial}@example.com`;
    const response = await signupWithCode(t, {
      userId,
      password: PASSWORD,
      userName: 'Verifier',
      hpNumber: `0103000${String(serial).padStart(4, '0')}`,
    });
    expect(response.statusCode).toBe(200);
    return { userId, code: verificationCodeIn(lastMailTo(t, userId)!) };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('verifies the account once; the same link then says already verified', async () => {
    const { userId, code } = await signUp();
    const first = await verify(t, code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 200, data: { userId }, errorCode: null, message: null });
    const [user] = await t.database.db.select().from(users).where(eq(users.userId, userId));
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(t.app, userId, PASSWORD)).statusCode).toBe(200);

    const again = await verify(t, code, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(409);
    expect(errorBody(again)).toEqual({
      status: 409,
      data: null,
      errorCode: 'EMAIL_AUTH_ALREADY_VERIFIED',
      message: 'This email address is already verified. Please log in.',
    });
  });

  it('keeps only the hash of the code, and marks the link used', async () => {
    const { code } = await signUp();
    await verify(t, code);
    const [link] = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.codeHash, hashEmailCode(code)));
    expect(link!.usedAt).toBeInstanceOf(Date);
    const everything = JSON.stringify(await t.database.db.select().from(emailVerifications));
    expect(everything).not.toContain(code);
  });

  it('answers 404 EMAIL_AUTH_INVALID for an unknown code', async () => {
    for (const code of ['nope', 'A'.repeat(43), '%20']) {
      const response = await verify(t, code);
      expect(response.statusCode, code).toBe(404);
      expect(errorBody(response).errorCode).toBe('EMAIL_AUTH_INVALID');
    }
  });

  it('answers 410 EMAIL_AUTH_EXPIRED after 24 hours and leaves the account unverified', async () => {
    const { userId, code } = await signUp();
    t.clock.advance(DAY_MS);
    const response = await verify(t, code, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(410);
    expect(errorBody(response)).toMatchObject({ status: 410, errorCode: 'EMAIL_AUTH_EXPIRED' });
    const [user] = await t.database.db.select().from(users).where(eq(users.userId, userId));
    expect(user!.emailVerifiedAt).toBeNull();
  });

  it('accepts a link just under 24 hours old', async () => {
    const { code } = await signUp();
    t.clock.advance(DAY_MS - 1000);
    expect((await verify(t, code)).statusCode).toBe(200);
  });

  it('an expired link of an account verified meanwhile says already verified', async () => {
    const { userId, code } = await signUp();
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.userId, userId));
    t.clock.advance(2 * DAY_MS);
    expect(errorBody(await verify(t, code)).errorCode).toBe('EMAIL_AUTH_ALREADY_VERIFIED');
  });

  it('a resend replaces the older link: the old one is invalid, the new one works', async () => {
    const { userId, code: oldCode } = await signUp();
    const resend = await t.app.inject({
      method: 'GET',
      url: `/p/api/users/recertify-email?userId=${encodeURIComponent(userId.toUpperCase())}`,
    });
    expect(resend.statusCode).toBe(200);
    const newCode = verificationCodeIn(lastMailTo(t, userId)!);
    expect(newCode).not.toBe(oldCode);

    expect(errorBody(await verify(t, oldCode)).errorCode).toBe('EMAIL_AUTH_INVALID');
    expect((await verify(t, newCode)).statusCode).toBe(200);
    // Once verified, every link of the account says so.
    expect(errorBody(await verify(t, oldCode)).errorCode).toBe('EMAIL_AUTH_ALREADY_VERIFIED');
  });

  it('two clicks at once: one verifies, the other says already verified', async () => {
    const { code } = await signUp();
    const answers = await Promise.all([verify(t, code), verify(t, code), verify(t, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe('GET /p/api/users/recertify-email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertUser(t.database, { userId: 'verified@example.com', password: PASSWORD });
    await insertUser(t.database, {
      userId: 'unverified@example.com',
      password: PASSWORD,
      emailVerified: false,
    });
    await insertUser(t.database, {
      userId: 'suspended-unverified@example.com',
      password: PASSWORD,
      emailVerified: false,
      status: 'suspended',
    });
  });
  afterAll(() => t.close());

  const resend = (userId: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/p/api/users/recertify-email?userId=${encodeURIComponent(userId)}`,
      headers,
    });

  it('answers the same for an unknown, a verified and an unverified account, and mails only the unverified', async () => {
    const answers = [];
    for (const userId of [
      'nobody@example.com',
      'verified@example.com',
      'suspended-unverified@example.com',
      'unverified@example.com',
    ]) {
      const response = await resend(userId, { 'accept-language': 'en' });
      answers.push({ status: response.statusCode, body: response.body });
    }
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 200,
        body: JSON.stringify({ status: 200, data: { sent: true }, errorCode: null, message: null }),
      });
    }

    expect(t.mailer.sent.map((mail) => mail.to)).toEqual(['unverified@example.com']);
    const mail = t.mailer.sent[0]!;
    expect(mail.subject).toBe('[Creator Portal] Please verify your email address');
    const code = verificationCodeIn(mail);
    expect((await verify(t, code)).json().data).toEqual({ userId: 'unverified@example.com' });
    expect((await login(t.app, 'unverified@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a malformed address', async () => {
    expect((await resend('not an email')).statusCode).toBe(400);
  });
});
