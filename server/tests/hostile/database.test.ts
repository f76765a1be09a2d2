// Hostile probes of a database that goes away or stops answering (issue 13, items 1 and 7): every
// 503 carries Retry-After, as a header and as `retryAfter` in the envelope, and never a stack.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { createTestApp, errorBody, insertUser, login, loginToken } from '../test-app.js';

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(errorBody(response)).toEqual({
    status: 503,
    data: null,
    errorCode: 'SERVICE_UNAVAILABLE',
    message: expect.any(String),
    retryAfter,
  });
  expect(response.body).not.toMatch(/PGlite|stack|at \//);
}

describe('hostile: a database that is gone answers 503 with Retry-After', () => {
  it('on PGlite, for public, login and protected paths alike', async () => {
    const t = await createTestApp();
    try {
      const uuid = await insertUser(t.database, { userId: 'gone@example.com', password: 'Right!pass1' });
      const token = await loginToken(t.app, 'gone@example.com', 'Right!pass1');
      await t.database.close();
      expectUnavailable(await login(t.app, 'gone@example.com', 'Right!pass1'));
      expectUnavailable(await t.app.inject({ method: 'GET', url: '/p/api/notices' }));
      expectUnavailable(
        await t.app.inject({
          method: 'GET',
          url: `/api/users/${uuid}`,
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    } finally {
      await t.app.close();
    }
  });

  it('on node-postgres when nothing listens', async () => {
    const database = await openDatabase({ url: 'postgres://nobody:nothing@127.0.0.1:1/portal' });
    const app = await buildApp({ db: database.db, jwtSecret: 'x'.repeat(40), logging: false });
    try {
      expectUnavailable(await app.inject({ method: 'GET', url: '/p/api/main/work' }));
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('keeps the rate limiter’s own Retry-After in the envelope of a 429', async () => {
    const t = await createTestApp({ loginRateLimit: { max: 1, timeWindowMs: 60_000 } });
    try {
      await login(t.app, 'someone@example.com', 'Wrong!pass1');
      const limited = await login(t.app, 'someone@example.com', 'Wrong!pass1');
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(errorBody(limited)).toMatchObject({ status: 429, errorCode: 'RATE_LIMITED', retryAfter });
    } finally {
      await t.close();
    }
  });
});
