// Finding the ID by name (masked addresses) and the password reset with a mailed temporary
// password: the old password works until the temporary one is used; that login asks for a new one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPassword } from '../../contract/users.js';
import { temporaryPasswords, users } from '../db/schema.js';
import { hashPassword } from '../accounts/passwords.js';
import { lastMailTo } from './accounts.js';
import { createTestApp, errorBody, insertUser, login, type TestApp } from './test-app.js';

const PASSWORD = 'Original!pass1';

describe('POST /p/api/users/userid (find the ID by name)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertUser(t.database, { userId: 'devon@example.com', password: PASSWORD, userName: '김하나' });
    await insertUser(t.database, { userId: 'de@mail.example.co.kr', password: PASSWORD, userName: '김하나' });
    await insertUser(t.database, {
      userId: 'unverified@example.com',
      password: PASSWORD,
      userName: '김하나',
      emailVerified: false,
    });
    await insertUser(t.database, {
      userId: 'withdrawn@example.com',
      password: PASSWORD,
      userName: '김하나',
      status: 'withdrawn',
    });
    await insertUser(t.database, {
      userId: 'other@example.com',
      password: PASSWORD,
      userName: 'Someone Else',
    });
  });
  afterAll(() => t.close());

  const find = (userName: unknown) =>
    t.app.inject({ method: 'POST', url: '/p/api/users/userid', payload: { userName } });

  it('answers the masked addresses of the verified, active accounts with that name', async () => {
    const response = await find(' 김하나 ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      data: { userIds: ['de***@ex*****.com', 'd*@ma*************.kr'] },
      errorCode: null,
      message: null,
    });
    expect(response.body).not.toContain('devon');
    expect(response.body).not.toContain('unverified');
    expect(response.body).not.toContain('withdrawn');
  });

  it('ignores letter case in Latin names', async () => {
    expect((await find('someone ELSE')).json().data).toEqual({ userIds: ['ot***@ex*****.com'] });
  });

  it('answers an empty list when nobody has the name', async () => {
    const response = await find('Nobody');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ userIds: [] });
  });

  it('refuses an empty or over-long name', async () => {
    for (const userName of ['', '   ', 'x'.repeat(31), 42]) {
      expect((await find(userName)).statusCode).toBe(400);
    }
  });
});

describe('POST /p/api/users/password (temporary password)', () => {
  let t: TestApp;
  let uuid: string;

  beforeAll(async () => {
    // This suite logs the same account in many times; the login limit has its own test.
    t = await createTestApp({ loginRateLimit: { max: 1000, timeWindowMs: 60_000 } });
    uuid = await insertUser(t.database, { userId: 'forgetful@example.com', password: PASSWORD });
    await insertUser(t.database, { userId: 'blocked@example.com', password: PASSWORD, status: 'suspended' });
  });
  afterAll(() => t.close());

  const reset = (userId: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/p/api/users/password', payload: { userId }, headers });

  /** Asks for a reset and returns the temporary password from the mail. */
  const temporaryPassword = async (headers: Record<string, string> = {}) => {
    const before = t.mailer.sent.length;
    const response = await reset('Forgetful@Example.com', headers);
    expect(response.statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(before + 1);
    const mail = lastMailTo(t, 'forgetful@example.com')!;
    const password = /^([^\s]{12})$/m.exec(mail.text)?.[1];
    expect(password).toBeDefined();
    return { password: password!, mail };
  };

  it('answers { sent: true } for any address, and mails only an existing active account', async () => {
    for (const userId of ['nobody@example.com', 'blocked@example.com']) {
      const response = await reset(userId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, data: { sent: true }, errorCode: null, message: null });
    }
    expect(t.mailer.sent).toEqual([]);
  });

  it('mails a random temporary password that meets the §5 rule, in the language of the request, stored hashed', async () => {
    const logsBefore = t.logs.length;
    const { password, mail } = await temporaryPassword({ 'accept-language': 'en' });
    expect(isValidPassword(password)).toBe(true);
    expect(mail.subject).toBe('[Creator Portal] Your temporary password');
    expect(mail.text).toContain('30 minutes');
    expect(mail.text).toContain('help@creator-portal.example');
    expect(mail.html).toContain(password);
    expect(mail.devLogLink).toBeUndefined();

    const [row] = await t.database.db
      .select()
      .from(temporaryPasswords)
      .where(eq(temporaryPasswords.userUuid, uuid));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 60_000);
    expect(t.logs.slice(logsBefore).join('\n')).not.toContain(password);

    const ko = await temporaryPassword();
    expect(ko.mail.subject).toBe('[크리에이터 포털] 임시 비밀번호 안내');
    expect(ko.password).not.toBe(password);
  });

  it('keeps the old password working; the temporary one works once, becomes the password and asks for a new one', async () => {
    const { password: temporary } = await temporaryPassword();
    const oldToken = (await login(t.app, 'forgetful@example.com', PASSWORD)).json().data.jwt as string;

    // The old password still works, and says nothing about a change.
    const withOld = await login(t.app, 'forgetful@example.com', PASSWORD);
    expect(withOld.statusCode).toBe(200);
    expect(withOld.json().data).not.toHaveProperty('passwordChangeRequired');

    const withTemporary = await login(t.app, 'forgetful@example.com', temporary);
    expect(withTemporary.statusCode).toBe(200);
    expect(withTemporary.json().data).toMatchObject({ uuid, passwordChangeRequired: true });
    const token = withTemporary.json().data.jwt as string;

    // It is the password now: the old one is gone, and older sessions are revoked.
    expect(errorBody(await login(t.app, 'forgetful@example.com', PASSWORD)).errorCode).toBe('E001');
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/users/${uuid}`,
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(stale.statusCode).toBe(403);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/users/${uuid}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.passwordChangeRequired).toBe(true);
    expect(await t.database.db.select().from(temporaryPasswords)).toEqual([]);

    // Logging in again with it (now the password) still asks for a new one.
    const again = await login(t.app, 'forgetful@example.com', temporary);
    expect(again.json().data.passwordChangeRequired).toBe(true);

    // Setting a new password clears the flag.
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${uuid}`,
      headers: { authorization: `Bearer ${again.json().data.jwt}` },
      payload: { password: PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const after = await login(t.app, 'forgetful@example.com', PASSWORD);
    expect(after.json().data).not.toHaveProperty('passwordChangeRequired');
  });

  it('refuses a temporary password after 30 minutes, and the old password keeps working', async () => {
    const { password: temporary } = await temporaryPassword();
    t.clock.advance(30 * 60_000);
    expect(errorBody(await login(t.app, 'forgetful@example.com', temporary)).errorCode).toBe('E001');
    expect((await login(t.app, 'forgetful@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('a new reset replaces the previous temporary password', async () => {
    const { password: first } = await temporaryPassword();
    const { password: second } = await temporaryPassword();
    expect(errorBody(await login(t.app, 'forgetful@example.com', first)).errorCode).toBe('E001');
    expect((await login(t.app, 'forgetful@example.com', second)).json().data.passwordChangeRequired).toBe(
      true,
    );
    // Back to a known password for the next test.
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.uuid, uuid));
  });

  it('a pending reset does not make a wrong password, or an unknown account, answer differently', async () => {
    await temporaryPassword();
    expect(errorBody(await login(t.app, 'forgetful@example.com', 'Wrong!pass1')).errorCode).toBe('E001');
    expect(errorBody(await login(t.app, 'nobody@example.com', 'Wrong!pass1')).errorCode).toBe('LOGIN_FAILED');

    const time = async (userId: string) => {
      const started = performance.now();
      await login(t.app, userId, 'Wrong!pass1');
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const pending: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      pending.push(await time('forgetful@example.com'));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    // Both run the same two scrypt hashes side by side.
    expect(median(unknown)).toBeGreaterThan(median(pending) * 0.5);
    expect(median(unknown)).toBeLessThan(median(pending) * 2);
  });

  it('refuses a malformed address', async () => {
    expect((await reset('nope')).statusCode).toBe(400);
  });
});
