// Hostile probes of every input field (issue 13, item 4): a NUL byte or another control character
// in any text field of any route, as JSON, as `%00` in a query string or in a path segment, answers
// 400 CONTROL_CHARACTERS from the shared contract, never 500 and never reaching the database.
//
// The walk is driven by the OpenAPI document, so a route added later is probed too: it only needs a
// valid baseline request in BASELINES below (the test fails until it has one).
// Long file: one table of baselines (a request per operation of the OpenAPI document), beside the
// walk that probes them.
import { MAILED_NOTIFICATION_TYPES } from '../../../contract/notification-rules.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, type Part } from '../multipart.js';
import { logInOperator, setUpOperator } from '../operator-fixtures.js';
import { createTestApp, errorBody, insertUser, loginToken, opsRunner, type TestApp } from '../test-app.js';

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type OpenApiPaths = Record<string, Record<string, Operation>>;

interface Baseline {
  path?: Record<string, string>;
  query?: Record<string, string>;
  /** JSON; non-string values (booleans, arrays) are probed as strings. */
  body?: Record<string, unknown>;
  /** Needs the test user's session ('spare': a fresh one of its own, for the logout that ends it). */
  session?: boolean | 'spare';
  /** A multipart body instead of JSON (uploads; their text parts are probed in submissions.test.ts). */
  multipart?: Part[];
  /** Needs an operator's session (the console, issue 21): an admin's ('spare': a fresh login). */
  operator?: boolean | 'spare';
}

const PASSWORD = 'Right!pass1';
const NO_SUCH_UUID = '00000000-0000-0000-0000-000000000000';
const USER_ID = 'probe@example.com';
const OPERATOR_EMAIL = 'probe.admin@example.com';
let userUuid = '';

// One request per operation that passes validation (what the handler then answers is irrelevant).
const BASELINES: Record<string, () => Baseline> = {
  'GET /api/topics': () => ({
    session: true,
    query: { page: '1', size: '20', sort: 'closing', open: 'true', keyword: 'cafe' },
  }),
  'GET /v1/api/topics/{uuid}': () => ({ session: true, path: { uuid: NO_SUCH_UUID } }),
  // An unknown topic: refused (404) after the texts, before any file is kept.
  'POST /api/submission/': () => ({
    session: true,
    multipart: [
      { name: 'topicUuid', value: NO_SUCH_UUID },
      { name: 'title', value: 'Probe' },
      { name: 'description', value: '' },
      { name: 'thumbnail', fileName: 't.png', content: new Uint8Array(8) },
    ],
  }),
  'GET /api/submission/': () => ({ session: true, query: { page: '1', size: '20', state: 'reviewing' } }),
  'GET /api/submission/{uuid}': () => ({ session: true, path: { uuid: NO_SUCH_UUID } }),
  'POST /api/submission/project-file/{uuid}': () => ({
    session: true,
    path: { uuid: NO_SUCH_UUID },
    multipart: [{ name: 'projectFile', fileName: 'p.zip', content: new Uint8Array(8) }],
  }),
  'GET /api/inquiries': () => ({ session: true, query: { page: '1', size: '20' } }),
  'GET /api/inquiries/{uuid}': () => ({ session: true, path: { uuid: NO_SUCH_UUID } }),
  'POST /api/inquiries': () => ({
    session: true,
    multipart: [
      { name: 'category', value: 'other' },
      { name: 'title', value: 'Probe' },
      { name: 'content', value: 'A question.' },
    ],
  }),
  'PUT /api/inquiries/{uuid}': () => ({
    session: true,
    path: { uuid: NO_SUCH_UUID },
    multipart: [
      { name: 'category', value: 'other' },
      { name: 'title', value: 'Probe' },
      { name: 'content', value: 'A question.' },
    ],
  }),
  'DELETE /api/inquiries/{uuid}': () => ({ session: true, path: { uuid: NO_SUCH_UUID } }),
  'GET /api/assets/user/briefing': () => ({ session: true, query: { userType2: 'individual' } }),
  'GET /api/assets/log/no-withdrawal-request': () => ({ session: true }),
  'GET /api/assets/withdrawal-request': () => ({
    session: true,
    query: { page: '1', size: '20', state: 'requested' },
  }),
  // Without the Idempotency-Key header: refused (400 IDEMPOTENCY_KEY_INVALID) before the body is
  // read; the texts' control characters are probed in assets.test.ts.
  'POST /api/assets/withdrawal-request': () => ({
    session: true,
    multipart: [
      { name: 'amount', value: '5000' },
      { name: 'accountHolder', value: 'Probe' },
    ],
  }),
  'GET /api/group-submission': () => ({ session: true, query: { page: '1', size: '20', groupState: '3' } }),
  'GET /api/group-submission/{id}': () => ({
    session: true,
    path: { id: NO_SUCH_UUID },
    query: { page: '1' },
  }),
  'GET /api/group-submission/belong-to-group/{id}': () => ({ session: true, path: { id: NO_SUCH_UUID } }),
  'GET /api/assets/statement': () => ({ session: true }),
  'GET /api/assets/withdrawals/payout-details': () => ({ session: true }),
  'GET /api/notifications': () => ({ session: true, query: { page: '1', size: '20', unread: 'true' } }),
  'GET /api/notifications/unread-count': () => ({ session: true }),
  'POST /api/notifications/read': () => ({ session: true, body: { all: true } }),
  'GET /api/notifications/mail-preferences': () => ({ session: true }),
  'PUT /api/notifications/mail-preferences': () => ({
    session: true,
    body: Object.fromEntries(MAILED_NOTIFICATION_TYPES.map((type) => [type, true])),
  }),
  'PUT /api/users/castingn': () => ({ session: true }),
  // Sessions (issue 19): the logout ends a spare session, not the one the probes use; ending every
  // other session leaves the probes' own; an unknown session is 404.
  'POST /api/users/logout': () => ({ session: 'spare' }),
  'GET /api/users/sessions': () => ({ session: true }),
  'DELETE /api/users/sessions': () => ({ session: true }),
  'DELETE /api/users/sessions/{sessionId}': () => ({ session: true, path: { sessionId: NO_SUCH_UUID } }),
  'GET /api/users/{id}': () => ({ session: true, path: { id: userUuid } }),
  // The current password: valid, and answered PASSWORD_UNCHANGED, so the session survives the probes.
  'PUT /api/users/{id}': () => ({ session: true, path: { id: userUuid }, body: { password: PASSWORD } }),
  // A wrong password: valid, and answered PASSWORD_MISMATCH, so the account survives the probes.
  'DELETE /api/users/{id}': () => ({
    session: true,
    path: { id: userUuid },
    body: { password: 'Wrong!pass1' },
  }),
  // A valid number: the code goes out (to the test's SMS double); the change then lacks its code.
  'POST /api/users/hp-number/code': () => ({ session: true, body: { hpNumber: '01012345678' } }),
  'PUT /api/users/{id}/hp-number': () => ({
    session: true,
    path: { id: userUuid },
    body: { hpNumber: '01012345678', authHpNumber: '123456' },
  }),
  // The name changes (harmless); the email change is refused for its wrong password, mailing nothing.
  'PUT /api/users/{id}/user-name': () => ({
    session: true,
    path: { id: userUuid },
    body: { userName: 'Probe Person' },
  }),
  'POST /api/users/{id}/email-change': () => ({
    session: true,
    path: { id: userUuid },
    body: { newEmail: 'probe.new@example.com', password: 'Wrong!pass1' },
  }),
  'DELETE /api/users/{id}/email-change': () => ({ session: true, path: { id: userUuid } }),
  'GET /p/api/audio': () => ({
    query: { page: '1', size: '20', isDisplay: 'true', audioCategory1Uuid: 'a', audioCategory2Uuid: 'b' },
  }),
  'GET /p/api/deployment': () => ({}),
  'GET /p/api/files/': () => ({ query: { fileType: 'audio' } }),
  'GET /p/api/files/category': () => ({ query: { fileType: 'font' } }),
  'GET /p/api/files/download': () => ({ query: { fileUrl: '/p/api/files/public/x.wav', fileName: 'x.wav' } }),
  'GET /p/api/font': () => ({
    query: { page: '1', size: '20', fontType: 'f', searchType: 'fontName', searchKeyword: 'sans' },
  }),
  'GET /p/api/group/topic': () => ({
    query: { page: '1', size: '100', groupState: '3', topicUuid: '00000000-0000-0000-0000-000000000000' },
  }),
  'GET /p/api/main/banner': () => ({}),
  'GET /p/api/main/work': () => ({}),
  'GET /p/api/notices': () => ({ query: { page: '1', size: '20' } }),
  'GET /p/api/notices/{uuid}': () => ({ path: { uuid: '00000000-0000-0000-0000-000000000000' } }),
  'POST /p/api/users': () => ({
    query: {
      userId: 'new@example.com',
      password: 'Signup!pass1',
      userName: 'New Person',
      hpNumber: '01012345678',
      authHpNumber: '123456',
    },
  }),
  'GET /p/api/users/auth-hpnumber': () => ({ query: { hpNumber: '01012345678' } }),
  'GET /p/api/users/email-auth/{code}': () => ({ path: { code: 'abcdef' } }),
  'GET /p/api/users/email-change/{code}': () => ({ path: { code: 'abcdef' } }),
  'POST /p/api/users/login': () => ({ body: { userId: USER_ID, password: 'Wrong!pass1' } }),
  'POST /p/api/users/password': () => ({ body: { userId: 'nobody@example.com' } }),
  'GET /p/api/users/recertify-email': () => ({ query: { userId: 'nobody@example.com' } }),
  'GET /p/api/users/same-userid': () => ({ query: { userId: 'nobody@example.com' } }),
  'POST /p/api/users/userid': () => ({ body: { userName: 'Nobody' } }),
  // The operator console (issue 21): unknown uuids answer 404 or 409 after validation.
  'GET /operator/api/auth/setup/{code}': () => ({ path: { code: 'abcdef' } }),
  'POST /operator/api/auth/setup/{code}': () => ({
    path: { code: 'abcdef' },
    body: { password: 'Operator!pass-12', code: '123456' },
  }),
  'POST /operator/api/auth/login': () => ({
    body: { email: 'nobody@example.com', password: 'Operator!pass-12', code: '123456' },
  }),
  'POST /operator/api/logout': () => ({ operator: 'spare' }),
  'GET /operator/api/me': () => ({ operator: true }),
  'GET /operator/api/dashboard': () => ({ operator: true }),
  'GET /operator/api/operators': () => ({ operator: true }),
  'POST /operator/api/operators': () => ({
    operator: true,
    body: { email: 'probe.operator@example.com', name: 'Probe', role: 'support' },
  }),
  'PATCH /operator/api/operators/{uuid}': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
    body: { role: 'support' },
  }),
  'POST /operator/api/operators/{uuid}/setup-link': () => ({ operator: true, path: { uuid: NO_SUCH_UUID } }),
  'GET /operator/api/audit': () => ({
    operator: true,
    query: {
      page: '1',
      size: '20',
      operator: NO_SUCH_UUID,
      action: 'entry.approve',
      subjectType: 'entry',
      subjectId: 'x',
    },
  }),
  'GET /operator/api/submissions': () => ({
    operator: true,
    query: { page: '1', size: '20', state: 'reviewing', q: 'probe' },
  }),
  'GET /operator/api/submissions/{uuid}': () => ({ operator: true, path: { uuid: NO_SUCH_UUID } }),
  'POST /operator/api/submissions/{uuid}/approve': () => ({ operator: true, path: { uuid: NO_SUCH_UUID } }),
  'POST /operator/api/submissions/{uuid}/return': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
    body: { reason: 'Probe' },
  }),
  'POST /operator/api/submissions/{uuid}/retry-conversion': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
  }),
  'POST /operator/api/submissions/{uuid}/comments': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
    body: { atMs: 0, body: 'Probe' },
  }),
  'DELETE /operator/api/submissions/{uuid}/comments/{commentUuid}': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID, commentUuid: NO_SUCH_UUID },
  }),
  'GET /operator/api/withdrawals': () => ({
    operator: true,
    query: { page: '1', size: '20', state: 'requested' },
  }),
  'POST /operator/api/withdrawals/{uuid}/account-number': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
  }),
  'POST /operator/api/withdrawals/{uuid}/pay': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
    body: { paidDate: '2026-11-27' },
  }),
  'POST /operator/api/withdrawals/{uuid}/reject': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
    body: { reason: 'Probe' },
  }),
  'POST /operator/api/withdrawals/transfer-batch': () => ({
    operator: true,
    body: { uuids: [NO_SUCH_UUID] },
  }),
  'GET /operator/api/inquiries': () => ({
    operator: true,
    query: { page: '1', size: '20', state: 'unanswered' },
  }),
  'GET /operator/api/inquiries/{uuid}': () => ({ operator: true, path: { uuid: NO_SUCH_UUID } }),
  'POST /operator/api/inquiries/{uuid}/answer': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
    body: { answer: '<p>Probe</p>' },
  }),
  'GET /operator/api/creators': () => ({ operator: true, query: { page: '1', size: '20', q: 'probe' } }),
  'GET /operator/api/creators/{uuid}': () => ({ operator: true, path: { uuid: NO_SUCH_UUID } }),
  'POST /operator/api/creators/{uuid}/suspend': () => ({ operator: true, path: { uuid: NO_SUCH_UUID } }),
  'POST /operator/api/creators/{uuid}/unsuspend': () => ({ operator: true, path: { uuid: NO_SUCH_UUID } }),
  'GET /operator/api/creators/{uuid}/erasure': () => ({ operator: true, path: { uuid: NO_SUCH_UUID } }),
  'POST /operator/api/creators/{uuid}/erase': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
    body: { email: 'probe@example.com', language: 'en' },
  }),
  'GET /operator/api/notices': () => ({ operator: true, query: { page: '1', size: '20', language: 'en' } }),
  'GET /operator/api/notices/{uuid}': () => ({ operator: true, path: { uuid: NO_SUCH_UUID } }),
  'POST /operator/api/notices': () => ({
    operator: true,
    multipart: [
      { name: 'title', value: 'Probe' },
      { name: 'language', value: 'en' },
      { name: 'content', value: '<p>Probe</p>' },
      { name: 'isDisplay', value: 'false' },
    ],
  }),
  'PATCH /operator/api/notices/{uuid}': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
    multipart: [{ name: 'title', value: 'Probe' }],
  }),
  'GET /operator/api/library/categories': () => ({ operator: true, query: { fileType: 'audio' } }),
  'POST /operator/api/library/categories': () => ({
    operator: true,
    body: { fileType: 'font', nameKo: '탐색', nameEn: 'Probe', sort: 1 },
  }),
  'PATCH /operator/api/library/categories/{uuid}': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
    body: { nameEn: 'Probe' },
  }),
  'DELETE /operator/api/library/categories/{uuid}': () => ({ operator: true, path: { uuid: NO_SUCH_UUID } }),
  'GET /operator/api/library/audio': () => ({
    operator: true,
    query: { page: '1', size: '20', display: 'hidden', keyword: 'probe' },
  }),
  'GET /operator/api/library/audio/{uuid}': () => ({ operator: true, path: { uuid: NO_SUCH_UUID } }),
  'POST /operator/api/library/audio': () => ({
    operator: true,
    multipart: [
      { name: 'title', value: 'Probe' },
      { name: 'category2Uuid', value: NO_SUCH_UUID },
      { name: 'bpm', value: '100' },
      { name: 'licenseKo', value: '탐색' },
      { name: 'licenseEn', value: 'Probe' },
    ],
  }),
  'PATCH /operator/api/library/audio/{uuid}': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
    multipart: [{ name: 'title', value: 'Probe' }],
  }),
  'GET /operator/api/library/fonts': () => ({
    operator: true,
    query: { page: '1', size: '20', keyword: 'probe' },
  }),
  'GET /operator/api/library/fonts/{uuid}': () => ({ operator: true, path: { uuid: NO_SUCH_UUID } }),
  'POST /operator/api/library/fonts': () => ({
    operator: true,
    multipart: [
      { name: 'fontName', value: 'Probe' },
      { name: 'maker', value: 'Probe' },
      { name: 'fontTypeUuid', value: NO_SUCH_UUID },
      { name: 'licenseName', value: 'Probe' },
    ],
  }),
  'PATCH /operator/api/library/fonts/{uuid}': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
    multipart: [{ name: 'maker', value: 'Probe' }],
  }),
  'GET /operator/api/topics': () => ({ operator: true, query: { page: '1', size: '20' } }),
  'GET /operator/api/topics/{uuid}': () => ({ operator: true, path: { uuid: NO_SUCH_UUID } }),
  'POST /operator/api/topics': () => ({
    operator: true,
    body: {
      topic: 'Probe',
      maxAmount: 1000,
      maxCount: 10,
      amountPerUser: 100,
      topicType: 2,
      videoStyleType: 1,
      timeLimit: '1s',
      hashtags: ['probe'],
      mainBannerImageUrl: null,
      thumbnailUrl: null,
      description: '<p>Probe</p>',
      rules: [{ kind: 'do', text: 'Probe' }],
      exampleWorks: [],
      entryBeginDate: null,
      entryEndDate: null,
    },
  }),
  'PATCH /operator/api/topics/{uuid}': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
    body: { topic: 'Probe', mainBannerImageUrl: null, entryEndDate: '2030-01-01T00:00:00Z' },
  }),
  'POST /operator/api/topic-images': () => ({
    operator: true,
    multipart: [
      { name: 'kind', value: 'banner' },
      { name: 'file', fileName: 'b.png', content: new Uint8Array(8) },
    ],
  }),
  'GET /operator/api/groups': () => ({ operator: true, query: { topic: NO_SUCH_UUID, state: '2' } }),
  'POST /operator/api/groups': () => ({
    operator: true,
    body: {
      topicUuid: NO_SUCH_UUID,
      beginAt: '2030-01-01T00:00:00Z',
      endAt: '2030-01-08T00:00:00Z',
      submissionUuids: [NO_SUCH_UUID],
    },
  }),
  'POST /operator/api/groups/{uuid}/entries': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
    body: { submissionUuid: NO_SUCH_UUID },
  }),
  'POST /operator/api/groups/{uuid}/release': () => ({ operator: true, path: { uuid: NO_SUCH_UUID } }),
  'POST /operator/api/group-entries/{uuid}/production': () => ({
    operator: true,
    path: { uuid: NO_SUCH_UUID },
    body: { count: 1, producedAt: '2030-01-01T00:00:00Z', reportId: 'probe' },
  }),
  'POST /operator/api/statistics': () => ({ operator: true, body: { groupUuids: [NO_SUCH_UUID] } }),
};

/** Free text: a string that is not an enum or a constant (those answer 400 VALIDATION_FAILED). */
function isFreeText(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.anyOf) return schema.anyOf.some(isFreeText);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') && !schema.enum && schema.const === undefined;
}

// NUL is what PostgreSQL chokes on; BEL, ESC and a C1 control are "other control characters".
const CONTROLS = ['\u0000', '\u0007', '\u001b', '\u0085'];

interface Probe {
  operation: string;
  where: 'path' | 'query' | 'body';
  name: string;
  freeText: boolean;
}

describe('hostile: control characters in every field of every route', () => {
  let t: TestApp;
  let token: string;
  let operator: string;
  let operatorSecret: string;
  let paths: OpenApiPaths;
  const probes: Probe[] = [];

  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: { max: 10_000, timeWindowMs: 60_000 } });
    userUuid = await insertUser(t.database, { userId: USER_ID, password: PASSWORD });
    token = await loginToken(t.app, USER_ID, PASSWORD);
    const ops = opsRunner(t, '/nonexistent');
    operatorSecret = (await setUpOperator(t, ops, OPERATOR_EMAIL, 'admin')).secret;
    operator = await logInOperator(t, OPERATOR_EMAIL, operatorSecret);
    paths = (await t.app.inject({ method: 'GET', url: '/p/api/openapi.json' })).json<{
      paths: OpenApiPaths;
    }>().paths;
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'query' && parameter.in !== 'path') continue;
          probes.push({
            operation: name,
            where: parameter.in,
            name: parameter.name,
            freeText: isFreeText(parameter.schema),
          });
        }
        const body = operation.requestBody?.content?.['application/json']?.schema;
        for (const [field, schema] of Object.entries(body?.properties ?? {})) {
          probes.push({ operation: name, where: 'body', name: field, freeText: isFreeText(schema) });
        }
      }
    }
  });
  afterAll(() => t.close());

  async function send(operation: string, baseline: Baseline, encodedPath?: Record<string, string>) {
    const [method, template] = operation.split(' ') as [string, string];
    const url = template.replace(
      /\{(\w+)\}/g,
      (_match, name: string) => encodedPath?.[name] ?? encodeURIComponent(baseline.path?.[name] ?? 'x'),
    );
    const query = new URLSearchParams(baseline.query ?? {}).toString();
    const multipart = baseline.multipart ? multipartBody(baseline.multipart) : null;
    const sessionToken = baseline.session === 'spare' ? await loginToken(t.app, USER_ID, PASSWORD) : token;
    const operatorSession =
      baseline.operator === 'spare' ? await logInOperator(t, OPERATOR_EMAIL, operatorSecret) : operator;
    return t.app.inject({
      method: method as 'GET',
      url: query ? `${url}?${query}` : url,
      headers: {
        'accept-language': 'en',
        ...(baseline.session ? { authorization: `Bearer ${sessionToken}` } : {}),
        ...(baseline.operator ? { authorization: `Bearer ${operatorSession}` } : {}),
        ...(baseline.body ? { 'content-type': 'application/json' } : {}),
        ...(multipart ? { 'content-type': multipart.contentType } : {}),
      },
      ...(baseline.body ? { payload: JSON.stringify(baseline.body) } : {}),
      ...(multipart ? { payload: multipart.body } : {}),
    });
  }

  it('has a valid baseline for every operation of the OpenAPI document', async () => {
    const operations = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.filter((operation) => !BASELINES[operation])).toEqual([]);
    for (const operation of operations) {
      const response = await send(operation, BASELINES[operation]!());
      expect(response.statusCode, `${operation}: ${response.body}`).toBeLessThan(500);
      expect(['VALIDATION_FAILED', 'CONTROL_CHARACTERS', 'SESSION_INVALID'], operation).not.toContain(
        response.statusCode >= 400 ? errorBody(response).errorCode : null,
      );
    }
  });

  it('probes a text field in every route that has one', () => {
    expect(probes.filter((probe) => probe.freeText).length).toBeGreaterThanOrEqual(20);
    for (const operation of [
      'POST /p/api/users/login',
      'POST /p/api/users/userid',
      'GET /p/api/font',
      'GET /p/api/files/download',
      'POST /p/api/users',
    ]) {
      expect(
        probes.some((probe) => probe.operation === operation && probe.freeText),
        operation,
      ).toBe(true);
    }
  });

  // Every text field of every operation, one request each: past the default 30 s on a busy two-core machine.
  it('refuses a control character in every text field with 400 CONTROL_CHARACTERS (others: 400)', async () => {
    const failures: string[] = [];
    for (const probe of probes) {
      for (const control of CONTROLS) {
        const baseline = BASELINES[probe.operation]!();
        const base = String(baseline[probe.where]?.[probe.name] ?? 'x');
        // In the middle and at the end: a check that only looks at the start would miss them.
        for (const value of [`${base}${control}`, `${base.slice(0, 1)}${control}${base.slice(1)}`]) {
          const mutated: Baseline = {
            ...baseline,
            [probe.where]: { ...baseline[probe.where], [probe.name]: value },
          };
          const response = await send(probe.operation, mutated);
          const code =
            response.statusCode === 400 ? errorBody(response).errorCode : `HTTP ${response.statusCode}`;
          const expected = probe.freeText
            ? 'CONTROL_CHARACTERS'
            : code === 'VALIDATION_FAILED'
              ? code
              : 'VALIDATION_FAILED';
          if (response.statusCode !== 400 || code !== expected) {
            failures.push(
              `${probe.operation} ${probe.where}.${probe.name} ${JSON.stringify(control)}: ${code}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses %00 and %07 written raw into the query string and the path', async () => {
    const failures: string[] = [];
    for (const probe of probes.filter((candidate) => candidate.freeText && candidate.where !== 'body')) {
      for (const encoded of ['%00', '%07', '%1B']) {
        const baseline = BASELINES[probe.operation]!();
        let response;
        if (probe.where === 'path') {
          response = await send(probe.operation, baseline, { [probe.name]: `ab${encoded}cd` });
        } else {
          const [method, template] = probe.operation.split(' ') as [string, string];
          const url = template.replace(/\{(\w+)\}/g, (_m, name: string) =>
            encodeURIComponent(baseline.path?.[name] ?? 'x'),
          );
          const query = new URLSearchParams({ ...baseline.query, [probe.name]: 'ab' }).toString();
          response = await t.app.inject({
            method: method as 'GET',
            url: `${url}?${query.replace(`${encodeURIComponent(probe.name)}=ab`, `${encodeURIComponent(probe.name)}=ab${encoded}cd`)}`,
            headers: baseline.session
              ? { authorization: `Bearer ${token}` }
              : baseline.operator
                ? { authorization: `Bearer ${operator}` }
                : {},
          });
        }
        if (response.statusCode !== 400 || errorBody(response).errorCode !== 'CONTROL_CHARACTERS') {
          failures.push(
            `${probe.operation} ${probe.where}.${probe.name} ${encoded}: ${response.statusCode} ${response.body}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('accepts line breaks only where a field is multiline, and logs no 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/p/api/users/userid',
      payload: { userName: 'Two\nLines' },
    });
    expect(errorBody(response).errorCode).toBe('CONTROL_CHARACTERS');
    expect(t.logs.join('\n')).not.toContain('INTERNAL_ERROR');
  });
});
