// Protected paths: every way a token can be wrong answers 403 SESSION_INVALID in the envelope
// (QUALITY.md "Session"); ownership answers 404; castingn.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { forgetSessions } from '../accounts/session-cache.js';
import {
  createTestApp,
  errorBody,
  insertUser,
  loginToken,
  TEST_JWT_SECRET,
  type TestApp,
} from './test-app.js';

const PASSWORD = 'Right!pass1';
const secretKey = new TextEncoder().encode(TEST_JWT_SECRET);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('protected paths', () => {
  let t: TestApp;
  let aliceUuid: string;
  let bobUuid: string;
  let aliceToken: string;
  // The session alice's login started: every forged token below names it, so that each is refused
  // for the flaw it shows, not for lacking a session.
  let aliceSid: string;

  beforeAll(async () => {
    t = await createTestApp();
    aliceUuid = await insertUser(t.database, { userId: 'alice@example.com', password: PASSWORD });
    bobUuid = await insertUser(t.database, { userId: 'bob@example.com', password: PASSWORD });
    aliceToken = await loginToken(t.app, 'alice@example.com', PASSWORD);
    aliceSid = JSON.parse(Buffer.from(aliceToken.split('.')[1]!, 'base64url').toString()).sid;
  });
  afterAll(() => t.close());

  const getAlice = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/${aliceUuid}`,
      headers: authorization === undefined ? {} : { authorization },
    });

  const expectSessionInvalid = async (authorization?: string) => {
    const response = await getAlice(authorization);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(errorBody(response)).toEqual({
      status: 403,
      data: null,
      errorCode: 'SESSION_INVALID',
      message: expect.any(String),
    });
  };

  it('lets a valid token through', async () => {
    expect((await getAlice(`Bearer ${aliceToken}`)).statusCode).toBe(200);
  });

  it('refuses no token, and malformed headers', async () => {
    await expectSessionInvalid();
    await expectSessionInvalid('');
    await expectSessionInvalid('Bearer');
    await expectSessionInvalid('Bearer not-a-jwt');
    await expectSessionInvalid(`Basic ${Buffer.from('alice:pw').toString('base64')}`);
    await expectSessionInvalid(aliceToken); // without the scheme
  });

  it('refuses a token with a bad signature', async () => {
    const forged = await new SignJWT({ ver: 0, sid: aliceSid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(aliceUuid)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    await expectSessionInvalid(`Bearer ${forged}`);

    // A valid token whose payload was edited (signature no longer matches).
    const [header, , signature] = aliceToken.split('.');
    const edited = base64url({
      ver: 0,
      sid: aliceSid,
      sub: bobUuid,
      iat: nowSeconds(),
      exp: nowSeconds() + 3600,
    });
    await expectSessionInvalid(`Bearer ${header}.${edited}.${signature}`);
  });

  it('refuses alg: none', async () => {
    const payload = base64url({
      ver: 0,
      sid: aliceSid,
      sub: aliceUuid,
      iat: nowSeconds(),
      exp: nowSeconds() + 3600,
    });
    await expectSessionInvalid(`Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`);
    await expectSessionInvalid(`Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${payload}`);
  });

  it('refuses another algorithm signed with the same secret (HS512)', async () => {
    const hs512 = await new SignJWT({ ver: 0, sid: aliceSid })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(aliceUuid)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secretKey);
    await expectSessionInvalid(`Bearer ${hs512}`);
  });

  it('refuses an expired token, and one without an expiry', async () => {
    const expired = await new SignJWT({ ver: 0, sid: aliceSid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(aliceUuid)
      .setIssuedAt(nowSeconds() - 8 * 86_400)
      .setExpirationTime(nowSeconds() - 86_400)
      .sign(secretKey);
    await expectSessionInvalid(`Bearer ${expired}`);

    const noExpiry = await new SignJWT({ ver: 0, sid: aliceSid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(aliceUuid)
      .setIssuedAt()
      .sign(secretKey);
    await expectSessionInvalid(`Bearer ${noExpiry}`);
  });

  it('refuses a correctly signed token for a user that does not exist, or with a junk subject', async () => {
    for (const subject of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const token = await new SignJWT({ ver: 0, sid: aliceSid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secretKey);
      await expectSessionInvalid(`Bearer ${token}`);
    }
  });

  it('refuses a token issued before the token_version bump (password change)', async () => {
    const carolUuid = await insertUser(t.database, { userId: 'carol@example.com', password: PASSWORD });
    const oldToken = await loginToken(t.app, 'carol@example.com', PASSWORD);
    const get = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/users/${carolUuid}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await get(oldToken)).statusCode).toBe(200);

    await t.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.uuid, carolUuid));
    // What every writer that ends tokens does once it has committed (accounts/session-cache.ts).
    await forgetSessions(t.database.db, carolUuid);
    const stale = await get(oldToken);
    expect(stale.statusCode).toBe(403);
    expect(errorBody(stale).errorCode).toBe('SESSION_INVALID');

    const newToken = await loginToken(t.app, 'carol@example.com', PASSWORD);
    expect((await get(newToken)).statusCode).toBe(200);
  });

  it('refuses the token of a user who is no longer active', async () => {
    const daveUuid = await insertUser(t.database, { userId: 'dave@example.com', password: PASSWORD });
    const token = await loginToken(t.app, 'dave@example.com', PASSWORD);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.uuid, daveUuid));
    await forgetSessions(t.database.db, daveUuid);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${daveUuid}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 (not 403) for somebody else's record, and for an unknown id", async () => {
    for (const id of [bobUuid, '00000000-0000-4000-8000-000000000000', 'whatever']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/users/${id}`,
        headers: { authorization: `Bearer ${aliceToken}` },
      });
      expect(response.statusCode).toBe(404);
      expect(errorBody(response)).toMatchObject({ status: 404, data: null, errorCode: 'NOT_FOUND' });
    }
  });

  it('answers an unknown /api path 403 without a token (no anonymous mapping), JSON 404 with one', async () => {
    for (const headers of [{}, { accept: 'text/html' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/nope', headers });
      expect(response.statusCode).toBe(403);
      expect(errorBody(response).errorCode).toBe('SESSION_INVALID');
    }
    for (const headers of [
      { authorization: `Bearer ${aliceToken}` },
      { authorization: `Bearer ${aliceToken}`, accept: 'text/html' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/nope', headers });
      expect(response.statusCode).toBe(404);
      expect(errorBody(response).errorCode).toBe('NOT_FOUND');
    }
  });

  it('PUT /api/users/castingn marks the account once and is idempotent', async () => {
    const put = (authorization?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/castingn',
        headers: authorization ? { authorization } : {},
      });
    expect((await put()).statusCode).toBe(403);

    const first = await put(`Bearer ${aliceToken}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 200, data: { castingn: true }, errorCode: null, message: null });
    const [afterFirst] = await t.database.db.select().from(users).where(eq(users.uuid, aliceUuid));
    expect(afterFirst?.castingnAt).toBeInstanceOf(Date);

    expect((await put(`Bearer ${aliceToken}`)).statusCode).toBe(200);
    const [afterSecond] = await t.database.db.select().from(users).where(eq(users.uuid, aliceUuid));
    expect(afterSecond?.castingnAt?.getTime()).toBe(afterFirst?.castingnAt?.getTime());

    const me = await t.app.inject({
      method: 'GET',
      url: `/api/users/${aliceUuid}`,
      headers: { authorization: `Bearer ${aliceToken}` },
    });
    expect(me.json().data.castingn).toBe(true);
    // Nobody else was marked.
    const [bob] = await t.database.db.select().from(users).where(eq(users.uuid, bobUuid));
    expect(bob?.castingnAt).toBeNull();
  });

  it('guards every documented /api and /v1/api route (so a new route cannot forget the session)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/p/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const guarded = Object.entries(document.paths).filter(([path]) => /^\/(v1\/)?api\//.test(path));
    expect(guarded.length).toBeGreaterThanOrEqual(2);
    for (const [path, operations] of guarded) {
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{[^}]+\}/g, aliceUuid);
        const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
        expect(response.statusCode, `${method} ${path}`).toBe(403);
      }
    }
  });
});
