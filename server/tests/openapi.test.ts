// The OpenAPI document is generated from the routes' zod schemas (the contract/ shapes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { security?: unknown; responses: Record<string, unknown>; requestBody?: unknown }>
  >;
}

describe('GET /p/api/openapi.json', () => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/p/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => t.close());

  it('is a plain OpenAPI 3 document, not wrapped in the envelope', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document).not.toHaveProperty('status');
    expect(document).not.toHaveProperty('errorCode');
  });

  it('lists the three routes of this slice, and nothing internal', () => {
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/users/castingn',
      '/api/users/{id}',
      '/p/api/users/login',
    ]);
    expect(Object.keys(document.paths['/p/api/users/login']!)).toEqual(['post']);
    expect(Object.keys(document.paths['/api/users/{id}']!)).toEqual(['get']);
    expect(Object.keys(document.paths['/api/users/castingn']!)).toEqual(['put']);
  });

  it('describes bodies, envelopes, failure statuses and the bearer token', () => {
    const loginOp = document.paths['/p/api/users/login']!['post']!;
    const bodySchema = JSON.stringify(loginOp.requestBody);
    expect(bodySchema).toContain('userId');
    expect(bodySchema).toContain('password');
    expect(Object.keys(loginOp.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429', '503']),
    );
    expect(Object.keys(loginOp.responses)).not.toContain('403');
    const ok = JSON.stringify(loginOp.responses['200']);
    for (const field of ['status', 'data', 'errorCode', 'message', 'jwt', 'uuid', 'userName'])
      expect(ok).toContain(field);
    expect(loginOp.security).toBeUndefined();

    const userOp = document.paths['/api/users/{id}']!['get']!;
    expect(userOp.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(userOp.responses)).toEqual(expect.arrayContaining(['200', '403', '404']));
    expect(JSON.stringify(userOp.responses['200'])).toContain('emailVerified');
  });
});
