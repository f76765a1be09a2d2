// The API document is usable by others (issue 24): openapi-typescript generates types from the
// document the server serves, and a call of every operation through openapi-fetch, with arguments
// built from the document's own schemas (path parameters, required query parameters, bodies),
// type-checks under `strict`. An operation whose schema a generator cannot read, or a document
// whose paths, methods or shapes disagree with themselves, fails here.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
// Inside the repository so that `openapi-fetch` resolves from its node_modules; never committed.
const outDir = path.join(root, 'node_modules', '.cache', 'openapi-client-check');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface ApiDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

/** A value the schema accepts: enough for the type checker to judge the call. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sample(choices.find((choice) => choice.type !== 'null') ?? choices[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part) as object));
  const type = [schema.type ?? 'string'].flat().find((candidate) => candidate !== 'null') ?? 'null';
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sample(schema.properties?.[name])]),
      );
    case 'null':
      return null;
    default:
      return 'x';
  }
}

function callOf(route: string, method: (typeof METHODS)[number], operation: Operation): string {
  const init: Record<string, unknown> = {};
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const query = parameters.filter((parameter) => parameter.in === 'query' && parameter.required);
  const params: Record<string, unknown> = {};
  if (pathParameters.length > 0)
    params.path = Object.fromEntries(pathParameters.map((p) => [p.name, sample(p.schema)]));
  if (query.length > 0) params.query = Object.fromEntries(query.map((p) => [p.name, sample(p.schema)]));
  if (Object.keys(params).length > 0) init.params = params;
  const body = operation.requestBody?.content;
  if (body) {
    const [mediaType, { schema }] = Object.entries(body)[0]!;
    init.body = sample(schema);
    if (mediaType === 'multipart/form-data') init.bodySerializer = '__FORM__';
  }
  const json = operation.responses['200']?.content?.['application/json'];
  const initText = JSON.stringify(init).replace('"__FORM__"', '(value: object) => formOf(value)');
  return [
    `/** ${method.toUpperCase()} ${route} */`,
    `export async function ${operation.operationId}() {`,
    `  const answer = await client.${method.toUpperCase()}(${JSON.stringify(route)}, ${initText});`,
    // The envelope of spec §7 / CONTRACT.md on every JSON answer.
    json
      ? `  const status: number | undefined = answer.data?.status;\n  return status;`
      : '  return answer.response.status;',
    '}',
  ].join('\n');
}

describe('a typed client generated from the served OpenAPI document', () => {
  let t: TestApp;
  let document: ApiDocument;

  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/p/api/openapi.json' });
    document = response.json();
  });
  afterAll(async () => {
    await t.close();
    await rm(outDir, { recursive: true, force: true });
  });

  it('type-checks a call of every operation', async () => {
    const types = astToString(await openapiTS(document as never));
    const calls = Object.entries(document.paths).flatMap(([route, item]) =>
      METHODS.filter((method) => item[method]).map((method) => callOf(route, method, item[method]!)),
    );
    expect(calls.length).toBeGreaterThan(50);
    const client = [
      "import createClient from 'openapi-fetch';",
      "import type { paths } from './api.js';",
      "const client = createClient<paths>({ baseUrl: 'https://portal.creator-portal.example' });",
      'function formOf(value: object): FormData {',
      '  const form = new FormData();',
      '  for (const [name, part] of Object.entries(value)) form.append(name, String(part));',
      '  return form;',
      '}',
      ...calls,
    ].join('\n\n');
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'api.ts'), types);
    await writeFile(path.join(outDir, 'client.ts'), client);

    const program = ts.createProgram([path.join(outDir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      skipLibCheck: true,
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) =>
      ts.formatDiagnostic(diagnostic, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => outDir,
        getNewLine: () => '\n',
      }),
    );
    expect(problems).toEqual([]);
  }, 120_000);
});
