// Server-side sessions (issue 19): each login is a session the token names; logout ends it at once;
// the owner lists the sessions and ends one or every other; a password change ends the others;
// a session unused for the token's lifetime has ended. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL names a server (`eval "$(scripts/start-test-postgres.sh)"`).
import { eq } from 'drizzle-orm';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/paths.js';
import type { SessionInfo } from '../../contract/sessions.js';
import { userSessions } from '../db/schema.js';
import { forgetSessions } from '../accounts/session-cache.js';
import { SESSION_IDLE_LIMIT_MS, SESSION_TOUCH_INTERVAL_MS } from '../accounts/user-sessions.js';
import { createTestApp, errorBody, insertUser, login, TEST_JWT_SECRET, type TestApp } from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

const PASSWORD = 'Right!pass1';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
    sub: string;
    ver: number;
  };

const databases = [
  { name: 'PGlite', url: async () => ({ url: undefined, drop: async () => {} }) },
  ...(adminUrl ? [{ name: 'PostgreSQL', url: () => createThrowawayDatabase('portal_sessions') }] : []),
];

describe.each(databases)('sessions on $name', ({ url }) => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let n = 0;

  beforeAll(async () => {
    const database = await url();
    drop = database.drop;
    t = await createTestApp({
      databaseUrl: database.url,
      sessionWriteLimit: { max: 1000, timeWindowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await drop();
  });

  /** A new account, logged in from `userAgent`; its uuid and token. */
  const newAccount = async (userAgent = CHROME_ON_WINDOWS) => {
    const userId = `creator${++n}@example.com`;
    const uuid = await insertUser(t.database, { userId, password: PASSWORD });
    return { userId, uuid, token: await tokenFor(userId, userAgent) };
  };
  const tokenFor = async (userId: string, userAgent = CHROME_ON_WINDOWS) => {
    const response = await login(t.app, userId, PASSWORD, { 'user-agent': userAgent });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { jwt: string } }>().data.jwt;
  };
  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
  const me = (uuid: string, token: string) => call('GET', apiPaths.user(uuid), token);
  const sessionsOf = async (token: string) => {
    const response = await call('GET', apiPaths.sessions, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { sessions: SessionInfo[] } }>().data.sessions;
  };

  it('starts a session per login, named by the token, listed with its device', async () => {
    const { userId, token } = await newAccount(CHROME_ON_WINDOWS);
    const phone = await tokenFor(userId, SAFARI_ON_IPHONE);
    expect(claimsOf(token).sid).not.toBe(claimsOf(phone).sid);

    const list = await sessionsOf(token);
    expect(list).toHaveLength(2);
    // The most recently used first: the phone logged in last.
    expect(list[0]).toMatchObject({
      id: claimsOf(phone).sid,
      current: false,
      os: expect.stringContaining('iOS'),
      platform: 'mobile',
    });
    expect(list[0]!.browser).toMatch(/Safari/);
    expect(list[1]).toMatchObject({
      id: claimsOf(token).sid,
      current: true,
      browser: 'Chrome 131',
      os: expect.stringContaining('Windows'),
      platform: 'desktop',
      address: '127.0.0.1',
    });
    expect(Date.parse(list[1]!.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('logout ends the current session: its token answers 403 at once, other sessions go on', async () => {
    const { userId, uuid, token } = await newAccount();
    const other = await tokenFor(userId);
    expect((await me(uuid, token)).statusCode).toBe(200);

    const logout = await call('POST', apiPaths.logout, token);
    expect(logout.statusCode).toBe(200);
    expect(logout.json().data).toEqual({ ended: 1 });
    const after = await me(uuid, token);
    expect(after.statusCode).toBe(403);
    expect(errorBody(after).errorCode).toBe('SESSION_INVALID');
    // Logging out again with the dead token is a 403 like any other call.
    expect((await call('POST', apiPaths.logout, token)).statusCode).toBe(403);

    expect((await me(uuid, other)).statusCode).toBe(200);
    expect((await sessionsOf(other)).map((s) => s.id)).toEqual([claimsOf(other).sid]);
  });

  it('ends another session by its id, and never another account’s', async () => {
    const { userId, uuid, token } = await newAccount();
    const shared = await tokenFor(userId);
    const stranger = await newAccount();

    // Another account's session looks like a missing one, and stays alive.
    const foreign = await call('DELETE', apiPaths.session(claimsOf(stranger.token).sid), token);
    expect(foreign.statusCode).toBe(404);
    expect((await me(stranger.uuid, stranger.token)).statusCode).toBe(200);
    const junk = await call('DELETE', apiPaths.session('not-a-session'), token);
    expect(junk.statusCode).toBe(400);
    expect(errorBody(junk).errorCode).toBe('SESSION_ID_INVALID');

    const ended = await call('DELETE', apiPaths.session(claimsOf(shared).sid), token);
    expect(ended.statusCode).toBe(200);
    expect((await me(uuid, shared)).statusCode).toBe(403);
    expect((await me(uuid, token)).statusCode).toBe(200);
    expect((await call('DELETE', apiPaths.session(claimsOf(shared).sid), token)).statusCode).toBe(404);
  });

  it('logs out everywhere else', async () => {
    const { userId, uuid, token } = await newAccount();
    const others = [await tokenFor(userId), await tokenFor(userId), await tokenFor(userId)];
    const response = await call('DELETE', apiPaths.sessions, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ ended: 3 });
    for (const other of others) expect((await me(uuid, other)).statusCode).toBe(403);
    expect((await me(uuid, token)).statusCode).toBe(200);
    expect((await sessionsOf(token)).map((s) => s.current)).toEqual([true]);
  });

  it('a password change ends every other session; this one goes on with the fresh token', async () => {
    const { userId, uuid, token } = await newAccount();
    const other = await tokenFor(userId);
    const change = await call('PUT', apiPaths.user(uuid), token, { password: 'Brand!new22' });
    expect(change.statusCode).toBe(200);
    const fresh = change.json<{ data: { jwt: string } }>().data.jwt;
    expect(claimsOf(fresh).sid).toBe(claimsOf(token).sid);
    expect((await me(uuid, fresh)).statusCode).toBe(200);
    expect((await me(uuid, token)).statusCode).toBe(403);
    expect((await me(uuid, other)).statusCode).toBe(403);
    expect((await sessionsOf(fresh)).map((s) => s.id)).toEqual([claimsOf(fresh).sid]);
  });

  it('a session unused for the token’s lifetime has ended; a used one is marked now and then', async () => {
    const { userId, uuid, token } = await newAccount();
    const idle = await tokenFor(userId);
    const sid = claimsOf(idle).sid;
    await t.database.db
      .update(userSessions)
      .set({ lastUsedAt: new Date(Date.now() - SESSION_IDLE_LIMIT_MS - 60_000) })
      .where(eq(userSessions.id, sid));
    await forgetSessions(t.database.db, sid);
    expect((await me(uuid, idle)).statusCode).toBe(403);
    expect((await sessionsOf(token)).map((s) => s.id)).toEqual([claimsOf(token).sid]);
    // The next login clears the dead row.
    await tokenFor(userId);
    expect(await t.database.db.select().from(userSessions).where(eq(userSessions.id, sid))).toEqual([]);

    // Used after the touch interval: "last used" moves.
    const stale = new Date(Date.now() - SESSION_TOUCH_INTERVAL_MS - 60_000);
    const current = claimsOf(token).sid;
    await t.database.db.update(userSessions).set({ lastUsedAt: stale }).where(eq(userSessions.id, current));
    await forgetSessions(t.database.db, current);
    expect((await me(uuid, token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(userSessions).where(eq(userSessions.id, current));
    expect(row!.lastUsedAt.getTime()).toBeGreaterThan(stale.getTime() + 60_000);
  });

  it('refuses a well-signed token without a session, or naming another account’s session', async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    const sign = (claims: JWTPayload, subject: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    // A token of before sessions existed (no sid).
    expect((await me(alice.uuid, await sign({ ver: 0 }, alice.uuid))).statusCode).toBe(403);
    // Bob's session under alice's name.
    expect(
      (await me(alice.uuid, await sign({ ver: 0, sid: claimsOf(bob.token).sid }, alice.uuid))).statusCode,
    ).toBe(403);
    expect((await me(alice.uuid, await sign({ ver: 0, sid: 'x' }, alice.uuid))).statusCode).toBe(403);
  });
});

describe('ending sessions is rate limited per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sessionWriteLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the budget, never 403', async () => {
    await insertUser(t.database, { userId: 'busy@example.com', password: PASSWORD });
    const token = (await login(t.app, 'busy@example.com', PASSWORD)).json<{ data: { jwt: string } }>().data
      .jwt;
    const end = () =>
      t.app.inject({
        method: 'DELETE',
        url: apiPaths.sessions,
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < 3; i++) expect((await end()).statusCode).toBe(200);
    const refused = await end();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(errorBody(refused).errorCode).toBe('RATE_LIMITED');
  });
});
