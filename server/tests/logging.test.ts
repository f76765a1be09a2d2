// Log lines never carry a password, the signup query string, an email verification code, an email
// address in a query or an Authorization header (CONTRACT.md, QUALITY.md "Passwords").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeUrl } from '../plugins/logging.js';
import { createTestApp, insertUser, loginToken, type TestApp } from './test-app.js';

const PASSWORD = 'Secret!99pass';

describe('log redaction (captured log lines of the real app)', () => {
  let t: TestApp;
  let uuid: string;

  beforeAll(async () => {
    t = await createTestApp();
    uuid = await insertUser(t.database, { userId: 'logger@example.com', password: PASSWORD });
  });
  afterAll(() => t.close());

  const logsOf = async (run: () => Promise<unknown>) => {
    const before = t.logs.length;
    await run();
    const lines = t.logs.slice(before);
    expect(lines.length).toBeGreaterThan(0); // something was logged: the assertions below mean something
    return lines.join('\n');
  };

  it('a login (right, wrong and malformed) never logs the password', async () => {
    const text = await logsOf(async () => {
      await t.app.inject({
        method: 'POST',
        url: '/p/api/users/login',
        payload: { userId: 'logger@example.com', password: PASSWORD },
      });
      await t.app.inject({
        method: 'POST',
        url: '/p/api/users/login',
        payload: { userId: 'logger@example.com', password: `${PASSWORD}x` },
      });
      await t.app.inject({
        method: 'POST',
        url: '/p/api/users/login',
        payload: { userId: 42, password: PASSWORD },
      });
      await t.app.inject({
        method: 'POST',
        url: '/p/api/users/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"userId":"logger@example.com","password":"${PASSWORD}"`,
      });
    });
    expect(text).toContain('/p/api/users/login');
    expect(text).not.toContain(PASSWORD);
  });

  it('the signup path never logs its query string (even before that route exists)', async () => {
    const text = await logsOf(() =>
      t.app.inject({
        method: 'POST',
        url: `/p/api/users?userId=a@example.com&password=${encodeURIComponent(PASSWORD)}&userName=Kim&hpNumber=01012345678&authHpNumber=123456`,
      }),
    );
    expect(text).toContain('/p/api/users?[REDACTED]');
    for (const secret of [PASSWORD, encodeURIComponent(PASSWORD), '01012345678', '123456', 'a@example.com']) {
      expect(text).not.toContain(secret);
    }
    // Spelled differently, it is still the signup path.
    const variants = await logsOf(async () => {
      await t.app.inject({ method: 'POST', url: `/p/api/users/?password=${PASSWORD}` });
      await t.app.inject({ method: 'POST', url: `/p/api/user%73?password=${PASSWORD}` });
      await t.app.inject({ method: 'POST', url: `/P/API/USERS?password=${PASSWORD}` });
    });
    expect(variants).not.toContain(PASSWORD);
  });

  it('secret query keys are redacted on any path', async () => {
    const text = await logsOf(() =>
      t.app.inject({
        method: 'GET',
        url: `/p/api/anything?page=2&password=${PASSWORD}&authHpNumber=654321&HPNUMBER=01099998888`,
      }),
    );
    expect(text).toContain('page=2');
    for (const secret of [PASSWORD, '654321', '01099998888']) expect(text).not.toContain(secret);
  });

  it('never logs the Authorization header, on success or failure', async () => {
    const token = await loginToken(t.app, 'logger@example.com', PASSWORD);
    const text = await logsOf(async () => {
      await t.app.inject({
        method: 'GET',
        url: `/api/users/${uuid}`,
        headers: { authorization: `Bearer ${token}` },
      });
      await t.app.inject({
        method: 'GET',
        url: `/api/users/${uuid}`,
        headers: { authorization: 'Bearer forged.token.value' },
      });
    });
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split('.')[2]!);
    expect(text).not.toContain('forged.token.value');
    expect(text.toLowerCase()).not.toContain('bearer');
  });
});

describe('sanitizeUrl', () => {
  it.each([
    ['/p/api/users?userId=a&password=b', '/p/api/users?[REDACTED]'],
    ['/p/api/users/?userId=a', '/p/api/users/?[REDACTED]'],
    ['/p/api/users/login', '/p/api/users/login'],
    ['/api/topics?page=1&size=20&_t=1', '/api/topics?page=1&size=20&_t=1'],
    ['/x?password=p&newPassword=n&a=1', '/x?password=[REDACTED]&newPassword=[REDACTED]&a=1'],
    ['/x?pass%77ord=p', '/x?pass%77ord=[REDACTED]'],
    ['/x?password[]=p', '/x?password[]=[REDACTED]'],
    ['/p/api/users/auth-hpnumber?hpNumber=0101234', '/p/api/users/auth-hpnumber?hpNumber=[REDACTED]'],
    ['/%E0%A4%A?password=p', '/%E0%A4%A?[REDACTED]'],
    ['/p/api/users/email-auth/abcDEF_123-xyz', '/p/api/users/email-auth/[REDACTED]'],
    ['/P/API/users//email-auth/abc?_t=1', '/p/api/users/email-auth/[REDACTED]?_t=1'],
    ['/p/api/users/same-userid?userId=a%40b.com&_t=1', '/p/api/users/same-userid?userId=[REDACTED]&_t=1'],
    ['/p/api/users/recertify-email?userId=a@b.com', '/p/api/users/recertify-email?userId=[REDACTED]'],
  ])('%s -> %s', (input, expected) => {
    expect(sanitizeUrl(input)).toBe(expected);
  });
});
