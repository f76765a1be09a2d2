// The API document as tools consume it (issue 24): Redocly's recommended rules (redocly.yaml) find
// nothing in the document the server serves, apart from the exceptions recorded with their
// reasons in .redocly.lint-ignore.yaml; every operation has the name of the portal's function that
// calls it and that function's module as its tag.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleFile, OPERATIONS } from '../plugins/openapi-operations.js';
import { createTestApp, type TestApp } from './test-app.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema?: { properties?: object } }> }
  >;
}
interface ApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

describe('the served OpenAPI document', () => {
  let t: TestApp;
  let source: string;
  let document: ApiDocument;

  beforeAll(async () => {
    // A deployment's own address: the rules refuse a document whose server is localhost.
    t = await createTestApp({ publicUrl: 'https://portal.creator-portal.example/' });
    const response = await t.app.inject({ method: 'GET', url: '/p/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    source = response.body;
    document = JSON.parse(source) as ApiDocument;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([route, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        key: `${method.toUpperCase()} ${route}`,
        operation: item[method]!,
      })),
    );

  it('passes the recommended rules, apart from the recorded exceptions', async () => {
    const config = await loadConfig({ configPath: path.join(root, 'redocly.yaml') });
    const problems = await lintFromString({ source, absoluteRef: path.join(root, 'openapi.json'), config });
    const left = problems
      .map((problem) => config.addProblemToIgnore(problem))
      .filter((problem) => !problem.ignored)
      .map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`,
      );
    expect(left).toEqual([]);
  });

  it('names its server after the deployment', () => {
    expect(document.servers).toEqual([
      expect.objectContaining({ url: 'https://portal.creator-portal.example' }),
    ]);
  });

  it('gives every operation its own name and tag from openapi-operations.ts, and the table no stale row', () => {
    const found = operations();
    expect(found.length).toBeGreaterThan(50);
    for (const { key, operation } of found) {
      expect(OPERATIONS[key], key).toBeDefined();
      expect(operation.operationId, key).toBe(OPERATIONS[key]!.id);
      expect(operation.tags, key).toEqual([OPERATIONS[key]!.module]);
    }
    expect(Object.keys(OPERATIONS).sort()).toEqual(found.map(({ key }) => key).sort());
    const ids = found.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names each operation after the src/api function that makes the call', () => {
    for (const [key, { id, module, portal }] of Object.entries(OPERATIONS)) {
      if (portal === false) continue;
      const text = readFileSync(path.join(root, moduleFile(module)), 'utf8');
      expect(text, `${key}: ${moduleFile(module)} exports ${id}`).toMatch(
        new RegExp(`^export (async )?function ${id}\\(`, 'm'),
      );
    }
  });

  it('describes every 4xx and 5xx answer as the error envelope, naming its error codes', () => {
    let answers = 0;
    for (const { key, operation } of operations()) {
      const failures = Object.entries(operation.responses).filter(([status]) => /^[45]/.test(status));
      expect(
        failures.some(([status]) => status.startsWith('5')),
        `${key} has a 5xx answer`,
      ).toBe(true);
      for (const [status, answer] of failures) {
        answers += 1;
        const schema = answer.content?.['application/json']?.schema;
        expect(Object.keys(schema?.properties ?? {}), `${key} ${status}`).toEqual(
          expect.arrayContaining(['status', 'data', 'errorCode', 'message']),
        );
        // An error code of the contract (VALIDATION_FAILED, RATE_LIMITED…) in the description.
        expect(answer.description, `${key} ${status}`).toMatch(/\b[A-Z]+(_[A-Z]+)+\b|\b[A-Z]{4,}\b/);
      }
    }
    expect(answers).toBeGreaterThan(200);
  });

  it('says which operations need the session: none under /p/api and /operator/api/auth, the operator token under /operator/api, the creator token elsewhere', () => {
    for (const { key, operation } of operations()) {
      const path = key.split(' ')[1]!;
      const isPublic = path.startsWith('/p/api/') || path.startsWith('/operator/api/auth/');
      const scheme = path.startsWith('/operator/api/') ? 'operatorAuth' : 'bearerAuth';
      expect(operation.security, key).toEqual(isPublic ? [] : [{ [scheme]: [] }]);
    }
  });
});
