// Phone numbers by deployment (issue 19): a Korean deployment (BUSINESS_COUNTRY=KR) takes Korean
// mobile numbers, a US one (BUSINESS_COUNTRY=US) US numbers; each refuses the other's with 400
// PHONE_NUMBER_INVALID. The number arrives as national digits or E.164, is stored, texted to and
// keyed (phone_codes) in E.164, and GET /api/users/{id} answers it so.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCodes, users } from '../db/schema.js';
import { requestPhoneCode, signup, signupWithCode, verificationCodeIn, verify } from './accounts.js';
import { createTestApp, errorBody, loginToken, type TestApp } from './test-app.js';

const PASSWORD = 'Phone!pass12';

const DEPLOYMENTS = [
  {
    name: 'a Korean deployment',
    options: {},
    own: { typed: '01031234567', e164: '+821031234567', national: '010-3123-4567' },
    // A US number in national digits and in E.164.
    foreign: ['2015550123', '+12015550123'],
    fixedLine: '0212345678',
  },
  {
    name: 'a US deployment',
    options: { businessCountry: 'US', currency: 'USD' as const },
    own: { typed: '2015550199', e164: '+12015550199', national: '(201) 555-0199' },
    // A Korean mobile number in national digits and in E.164, and a Canadian number (+1 613).
    foreign: ['01031234567', '+821031234567', '6135550123', '+16135550123'],
    // Toll-free: not a number a text reaches.
    fixedLine: '8005550123',
  },
] as const;

describe.each(DEPLOYMENTS)('phone numbers on $name', (deployment) => {
  let t: TestApp;
  let serial = 0;
  const email = () => {
    serial += 1;
    return `phone${serial}@example.com`;
  };

  beforeAll(async () => {
    t = await createTestApp(deployment.options);
  });
  afterAll(() => t.close());

  const sendCode = (hpNumber: string) =>
    t.app.inject({
      method: 'GET',
      url: `/p/api/users/auth-hpnumber?hpNumber=${encodeURIComponent(hpNumber)}`,
      headers: { 'accept-language': 'en' },
    });

  it("signs up with its own country's number: texted, keyed and stored in E.164, answered so by GET /api/users/{id}", async () => {
    const userId = email();
    const response = await signupWithCode(t, {
      userId,
      password: PASSWORD,
      userName: 'Phone Person',
      hpNumber: deployment.own.typed,
    });
    expect(response.statusCode).toBe(200);
    expect(t.sms.sent.at(-1)!.to).toBe(deployment.own.e164);
    const uuid = response.json().data.uuid as string;
    const [user] = await t.database.db.select().from(users).where(eq(users.uuid, uuid));
    expect(user!.hpNumber).toBe(deployment.own.e164);

    expect((await verify(t, verificationCodeIn(t.mailer.sent.at(-1)!))).statusCode).toBe(200);
    const token = await loginToken(t.app, userId, PASSWORD);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/users/${uuid}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.hpNumber).toBe(deployment.own.e164);
  });

  it('takes the number in E.164 too (its + as %2B), the same number as its national digits', async () => {
    // The code asked for with the national digits is the code of the E.164 number.
    const code = await requestPhoneCode(t, deployment.own.typed);
    const [row] = await t.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.hpNumber, deployment.own.e164));
    expect(row).toBeDefined();
    const userId = email();
    const response = await signup(t, {
      userId,
      password: PASSWORD,
      userName: 'E164 Person',
      hpNumber: deployment.own.e164,
      authHpNumber: code,
    });
    expect(response.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.userId, userId));
    expect(user!.hpNumber).toBe(deployment.own.e164);
  });

  it("refuses the other country's numbers with 400 PHONE_NUMBER_INVALID, at the code and at the signup", async () => {
    const sentBefore = t.sms.sent.length;
    for (const hpNumber of deployment.foreign) {
      const response = await sendCode(hpNumber);
      expect(response.statusCode, hpNumber).toBe(400);
      expect(errorBody(response), hpNumber).toEqual({
        status: 400,
        data: null,
        errorCode: 'PHONE_NUMBER_INVALID',
        message: "This is not a mobile phone number of this service's country. Please check the number.",
      });
      const created = await signup(t, {
        userId: email(),
        password: PASSWORD,
        userName: 'Foreign',
        hpNumber,
        authHpNumber: '123456',
      });
      expect(created.statusCode, hpNumber).toBe(400);
      expect(errorBody(created).errorCode, hpNumber).toBe('PHONE_NUMBER_INVALID');
    }
    expect(t.sms.sent.length).toBe(sentBefore);
  });

  it('refuses a number texts do not reach (a fixed line or toll-free) with PHONE_NUMBER_INVALID', async () => {
    const response = await sendCode(deployment.fixedLine);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errorCode).toBe('PHONE_NUMBER_INVALID');
  });
});
