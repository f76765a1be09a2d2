// Hostile probes of the session boundary (issue 13, item 8): the protected prefixes /api and
// /v1/api answer 403 to a caller without a valid token on ANY path under them, routes that do not
// exist yet included, so that nobody can map the API anonymously. A valid token on an unknown path
// gets the ordinary 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, insertUser, loginToken, type TestApp } from '../test-app.js';

const PASSWORD = 'Right!pass1';

// Spec §7 paths (built since, they stay 403 without a token), made-up ones, odd spellings that a
// router might normalise. (No `%2e%2e`:
// inject resolves it as a WHATWG URL before the server sees it.)
const UNKNOWN_PROTECTED_PATHS = [
  '/api',
  '/api/',
  '/api/inquiries',
  '/api/assets/user/briefing?userType2=1',
  '/api/definitely-not-a-route',
  '/api/users/castingn/extra',
  '/v1/api',
  '/v1/api/',
  '/v1/api/anything',
  '/v1/api/topics',
  '//api//inquiries',
  '/API/inquiries',
  '/%61pi/inquiries',
  '/v1/%61pi/anything',
];

describe('hostile: the session check runs before routing', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    await insertUser(t.database, { userId: 'mapper@example.com', password: PASSWORD });
    token = await loginToken(t.app, 'mapper@example.com', PASSWORD);
  });
  afterAll(() => t.close());

  it.each(UNKNOWN_PROTECTED_PATHS)(
    'no token on %s: 403 SESSION_INVALID, whatever the method',
    async (url) => {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(errorBody(response)).toMatchObject({ status: 403, data: null, errorCode: 'SESSION_INVALID' });
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['content-security-policy']).toBeDefined();
      }
    },
  );

  it.each(['/api/inquiries', '/v1/api/anything', '/api/definitely-not-a-route'])(
    'a forged token on %s: 403 as well',
    async (url) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
      });
      expect(response.statusCode).toBe(403);
    },
  );

  it.each(['/api/inquiries/a/b/c', '/api/definitely-not-a-route', '/v1/api/anything', '/api', '/v1/api/'])(
    'a valid token on unknown %s: 404 NOT_FOUND',
    async (url) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(404);
      expect(errorBody(response).errorCode).toBe('NOT_FOUND');
    },
  );

  it('leaves the public prefix alone: an unknown /p/api path is 404 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/p/api/nope' });
    expect(response.statusCode).toBe(404);
  });

  it('still lets a valid token through to a real protected route', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/castingn',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});
