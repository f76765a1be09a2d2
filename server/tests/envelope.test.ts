// The envelope on every JSON answer, errors included: 404 for unknown API paths (never index.html),
// 400 for validation, 500 without a stack, 503 when the database is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { createTestApp, errorBody, insertUser, login, loginToken, type TestApp } from './test-app.js';

describe('envelope and error mapping', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      beforeReady(app) {
        // A route that fails the way a bug does, with a detail that must not reach the client.
        app.get('/p/api/test-boom', async () => {
          throw new Error('secret internal detail at /srv/app/x.ts');
        });
      },
    });
  });
  afterAll(() => t.close());

  let token: string;
  beforeAll(async () => {
    await insertUser(t.database, { userId: 'envelope@example.com', password: 'Right!pass1' });
    token = await loginToken(t.app, 'envelope@example.com', 'Right!pass1');
  });

  it.each(['/api/nope', '/p/api/nope', '/v1/api/nope', '/api', '/p/api/users/login/extra'])(
    'answers JSON 404 for unknown %s (with a session), even to a browser navigation',
    async (url) => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { accept: 'text/html,*/*', authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(errorBody(response)).toEqual({
          status: 404,
          data: null,
          errorCode: 'NOT_FOUND',
          message: expect.any(String),
        });
      }
    },
  );

  it('answers 400 VALIDATION_FAILED for a body that does not match the schema', async () => {
    for (const payload of [
      {},
      { userId: 'a@b.c' },
      { userId: 5, password: 'x' },
      { userId: 'a'.repeat(400), password: 'x' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/p/api/users/login', payload });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response)).toMatchObject({ status: 400, data: null, errorCode: 'VALIDATION_FAILED' });
    }
  });

  it('answers 400 VALIDATION_FAILED for broken JSON and does not quote it back', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/p/api/users/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"userId":"a@b.c","password":"Leak!me123"',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toEqual({
      status: 400,
      data: null,
      errorCode: 'VALIDATION_FAILED',
      message: 'The request is not valid.',
    });
    expect(response.body).not.toContain('Leak!me123');
  });

  it('answers 500 INTERNAL_ERROR without the error message or a stack', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/p/api/test-boom',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(500);
    expect(errorBody(response)).toEqual({
      status: 500,
      data: null,
      errorCode: 'INTERNAL_ERROR',
      message: 'Something went wrong. Please try again later.',
    });
    expect(response.body).not.toMatch(/secret internal detail|\.ts|at /);
    // ...but the log keeps it for the operator.
    expect(t.logs.join('\n')).toContain('secret internal detail');
  });

  it('marks API answers as not cacheable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('database unavailable', () => {
  it('answers 503 SERVICE_UNAVAILABLE on PGlite once the database is gone, not 403 and not a stack', async () => {
    const t = await createTestApp();
    try {
      const uuid = await insertUser(t.database, { userId: 'u@example.com', password: 'Right!pass1' });
      const token = await loginToken(t.app, 'u@example.com', 'Right!pass1');
      await t.database.close();

      const loginResponse = await login(t.app, 'u@example.com', 'Right!pass1');
      expect(loginResponse.statusCode).toBe(503);
      expect(errorBody(loginResponse)).toMatchObject({
        status: 503,
        data: null,
        errorCode: 'SERVICE_UNAVAILABLE',
      });

      // A valid session must not be logged out by an outage: 503, never 403.
      const me = await t.app.inject({
        method: 'GET',
        url: `/api/users/${uuid}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(503);
      expect(me.body).not.toMatch(/PGlite|stack|at /);
    } finally {
      await t.app.close();
    }
  });

  it('answers 503 on node-postgres when the server does not answer, and logs no query parameters', async () => {
    // Port 1 on loopback: connection refused at once.
    const database = await openDatabase({ url: 'postgres://nobody:nothing@127.0.0.1:1/portal' });
    const { buildApp } = await import('../app.js');
    const logs: string[] = [];
    const app = await buildApp({
      db: database.db,
      jwtSecret: 'x'.repeat(40),
      logging: { level: 'info', destination: { write: (line) => void logs.push(line) } },
    });
    try {
      const response = await login(app, 'someone@example.com', 'Secret!99');
      expect(response.statusCode).toBe(503);
      expect(errorBody(response).errorCode).toBe('SERVICE_UNAVAILABLE');
      expect(logs.join('\n')).not.toContain('someone@example.com');
      expect(logs.join('\n')).not.toContain('Secret!99');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
