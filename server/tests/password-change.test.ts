// PUT /api/users/{id} { password }: own record only, the §5 rule, different from the current one;
// every older token answers 403 afterwards and the answer carries a fresh one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { verifyPassword } from '../accounts/passwords.js';
import { createTestApp, errorBody, insertUser, login, loginToken, type TestApp } from './test-app.js';

const PASSWORD = 'Current!pass1';

describe('PUT /api/users/{id} (password change)', () => {
  let t: TestApp;
  let serial = 0;

  /** A fresh account and a token for it. */
  const account = async () => {
    serial += 1;
    const userId = `changer${serial}@example.com`;
    const uuid = await insertUser(t.database, { userId, password: PASSWORD });
    return { userId, uuid, token: await loginToken(t.app, userId, PASSWORD) };
  };

  const put = (uuid: string, token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${uuid}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      payload: payload as object,
    });

  const me = (uuid: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/users/${uuid}`, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: { max: 1000, timeWindowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('changes the password, revokes every older token and answers a fresh one', async () => {
    const { userId, uuid, token } = await account();
    const second = await loginToken(t.app, userId, PASSWORD);

    const response = await put(uuid, token, { password: 'Brand!new22' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 200,
      data: { uuid, jwt: expect.any(String) },
      errorCode: null,
      message: null,
    });

    for (const old of [token, second]) {
      const stale = await me(uuid, old);
      expect(stale.statusCode).toBe(403);
      expect(errorBody(stale).errorCode).toBe('SESSION_INVALID');
    }
    const fresh = await me(uuid, body.data.jwt);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.passwordChangeRequired).toBe(false);

    expect(errorBody(await login(t.app, userId, PASSWORD)).errorCode).toBe('E001');
    expect((await login(t.app, userId, 'Brand!new22')).statusCode).toBe(200);
  });

  it('answers 400 PASSWORD_RULE for a password outside the §5 rule, and changes nothing', async () => {
    const { uuid, token } = await account();
    for (const password of [
      'short1!',
      'lettersonly!',
      'NoSpecial123',
      '12345678!',
      `Aa1!${'x'.repeat(17)}`,
    ]) {
      const response = await put(uuid, token, { password }, { 'accept-language': 'en' });
      expect(response.statusCode, password).toBe(400);
      expect(errorBody(response)).toMatchObject({
        errorCode: 'PASSWORD_RULE',
        message: 'Use 8 to 20 characters mixing letters, digits and special characters.',
      });
    }
    expect((await me(uuid, token)).statusCode).toBe(200); // token still valid
  });

  it('answers 400 PASSWORD_UNCHANGED for the current password', async () => {
    const { uuid, token } = await account();
    const response = await put(uuid, token, { password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errorCode).toBe('PASSWORD_UNCHANGED');
    expect((await me(uuid, token)).statusCode).toBe(200);
  });

  it("answers 404 for somebody else's id (and changes nothing), 403 without a valid token", async () => {
    const alice = await account();
    const bob = await account();
    const response = await put(bob.uuid, alice.token, { password: 'Hijack!pass1' });
    expect(response.statusCode).toBe(404);
    expect(errorBody(response).errorCode).toBe('NOT_FOUND');
    const [row] = await t.database.db.select().from(users).where(eq(users.uuid, bob.uuid));
    expect(await verifyPassword(PASSWORD, row!.passwordHash)).toBe(true);
    expect(row!.tokenVersion).toBe(0);

    expect((await put(alice.uuid, null, { password: 'Brand!new22' })).statusCode).toBe(403);
    expect((await put(alice.uuid, 'forged.token.value', { password: 'Brand!new22' })).statusCode).toBe(403);
  });

  it('accepts only { password }: any other field answers 400 and changes nothing', async () => {
    const { uuid, token } = await account();
    for (const payload of [
      { password: 'Brand!new22', userId: 'evil@example.com' },
      { password: 'Brand!new22', status: 'active' },
      { password: 'Brand!new22', tokenVersion: 0 },
      { userName: 'x' },
      {},
    ]) {
      const response = await put(uuid, token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorBody(response).errorCode).toBe('VALIDATION_FAILED');
    }
    expect((await me(uuid, token)).statusCode).toBe(200);
  });

  it('never logs the new password', async () => {
    const { uuid, token } = await account();
    const before = t.logs.length;
    await put(uuid, token, { password: 'Logged!not99' });
    await put(uuid, token, { password: 'bad' });
    expect(t.logs.slice(before).join('\n')).not.toContain('Logged!not99');
  });
});
