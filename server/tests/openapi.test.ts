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

  it('lists the users, main, topics, entries, groups, notices, files and library routes of spec §7, and nothing internal', () => {
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/assets/log/no-withdrawal-request',
      '/api/assets/statement',
      '/api/assets/user/briefing',
      '/api/assets/withdrawal-request',
      '/api/assets/withdrawals/payout-details',
      '/api/group-submission',
      '/api/group-submission/belong-to-group/{id}',
      '/api/group-submission/{id}',
      '/api/inquiries',
      '/api/inquiries/{uuid}',
      '/api/notifications',
      '/api/notifications/mail-preferences',
      '/api/notifications/read',
      '/api/notifications/unread-count',
      '/api/submission/',
      '/api/submission/project-file/{uuid}',
      '/api/submission/{uuid}',
      '/api/topics',
      '/api/users/castingn',
      '/api/users/hp-number/code',
      '/api/users/logout',
      '/api/users/sessions',
      '/api/users/sessions/{sessionId}',
      '/api/users/{id}',
      '/api/users/{id}/email-change',
      '/api/users/{id}/hp-number',
      '/api/users/{id}/user-name',
      // The operator console (issue 21), on the portal's own server.
      '/operator/api/audit',
      '/operator/api/auth/login',
      '/operator/api/auth/setup/{code}',
      '/operator/api/creators',
      '/operator/api/creators/{uuid}',
      '/operator/api/creators/{uuid}/erase',
      '/operator/api/creators/{uuid}/erasure',
      '/operator/api/creators/{uuid}/suspend',
      '/operator/api/creators/{uuid}/unsuspend',
      '/operator/api/dashboard',
      '/operator/api/group-entries/{uuid}/production',
      '/operator/api/groups',
      '/operator/api/groups/{uuid}/entries',
      '/operator/api/groups/{uuid}/release',
      '/operator/api/inquiries',
      '/operator/api/inquiries/{uuid}',
      '/operator/api/inquiries/{uuid}/answer',
      '/operator/api/library/audio',
      '/operator/api/library/audio/{uuid}',
      '/operator/api/library/categories',
      '/operator/api/library/categories/{uuid}',
      '/operator/api/library/fonts',
      '/operator/api/library/fonts/{uuid}',
      '/operator/api/logout',
      '/operator/api/me',
      '/operator/api/notices',
      '/operator/api/notices/{uuid}',
      '/operator/api/operators',
      '/operator/api/operators/{uuid}',
      '/operator/api/operators/{uuid}/setup-link',
      '/operator/api/statistics',
      '/operator/api/submissions',
      '/operator/api/submissions/{uuid}',
      '/operator/api/submissions/{uuid}/approve',
      '/operator/api/submissions/{uuid}/comments',
      '/operator/api/submissions/{uuid}/comments/{commentUuid}',
      '/operator/api/submissions/{uuid}/retry-conversion',
      '/operator/api/submissions/{uuid}/return',
      '/operator/api/topic-images',
      '/operator/api/topics',
      '/operator/api/topics/{uuid}',
      '/operator/api/withdrawals',
      '/operator/api/withdrawals/transfer-batch',
      '/operator/api/withdrawals/{uuid}/account-number',
      '/operator/api/withdrawals/{uuid}/pay',
      '/operator/api/withdrawals/{uuid}/reject',
      '/p/api/audio',
      '/p/api/deployment',
      '/p/api/files/',
      '/p/api/files/category',
      '/p/api/files/download',
      '/p/api/font',
      '/p/api/group/topic',
      '/p/api/main/banner',
      '/p/api/main/work',
      '/p/api/notices',
      '/p/api/notices/{uuid}',
      '/p/api/users',
      '/p/api/users/auth-hpnumber',
      '/p/api/users/email-auth/{code}',
      '/p/api/users/email-change/{code}',
      '/p/api/users/login',
      '/p/api/users/password',
      '/p/api/users/recertify-email',
      '/p/api/users/same-userid',
      '/p/api/users/userid',
      '/v1/api/topics/{uuid}',
    ]);
    const methods = (path: string) => Object.keys(document.paths[path]!).sort();
    expect(methods('/p/api/users/login')).toEqual(['post']);
    expect(methods('/api/users/{id}')).toEqual(['delete', 'get', 'put']);
    expect(methods('/api/users/castingn')).toEqual(['put']);
    expect(methods('/p/api/users')).toEqual(['post']);
    expect(methods('/p/api/users/same-userid')).toEqual(['get']);
    expect(methods('/p/api/users/auth-hpnumber')).toEqual(['get']);
    expect(methods('/p/api/users/email-auth/{code}')).toEqual(['get']);
    expect(methods('/p/api/users/recertify-email')).toEqual(['get']);
    expect(methods('/p/api/users/userid')).toEqual(['post']);
    expect(methods('/p/api/users/password')).toEqual(['post']);
    expect(methods('/api/assets/withdrawal-request')).toEqual(['get', 'post']);
    expect(methods('/api/assets/withdrawals/payout-details')).toEqual(['get']);
    expect(methods('/api/notifications/mail-preferences')).toEqual(['get', 'put']);
    expect(methods('/api/notifications/read')).toEqual(['post']);
    for (const path of ['/p/api/notices', '/p/api/audio', '/p/api/font', '/p/api/files/download']) {
      expect(methods(path)).toEqual(['get']);
    }
  });

  it('describes the library filters and the download query from the contract', () => {
    const queryOf = (path: string) =>
      ((document.paths[path]!['get']! as { parameters?: { name: string; in: string }[] }).parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort();
    expect(queryOf('/p/api/audio')).toEqual([
      'audioCategory1Uuid',
      'audioCategory2Uuid',
      'bpmSearchType',
      'isDisplay',
      'page',
      'size',
      'sortType',
      'timeSearchType',
    ]);
    expect(queryOf('/p/api/font')).toEqual([
      'fontType',
      'isDisplay',
      'page',
      'searchKeyword',
      'searchType',
      'size',
      'sortType',
    ]);
    expect(queryOf('/p/api/files/download')).toEqual(['fileName', 'fileUrl']);
    expect(Object.keys(document.paths['/p/api/files/download']!['get']!.responses).sort()).toEqual(
      expect.arrayContaining(['200', '400', '404']),
    );
  });

  it('describes the account routes: signup query parameters, codes, 429 and the password change body', () => {
    const signupOp = document.paths['/p/api/users']!['post']! as {
      parameters?: { name: string; in: string }[];
    };
    expect(
      (signupOp.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort(),
    ).toEqual(['authHpNumber', 'hpNumber', 'password', 'userId', 'userName']);
    const signupResponses = document.paths['/p/api/users']!['post']!.responses;
    expect(Object.keys(signupResponses)).toEqual(expect.arrayContaining(['200', '400', '409', '429', '502']));
    for (const code of ['PASSWORD_RULE', 'PHONE_CODE_INVALID', 'PHONE_CODE_EXPIRED', 'PHONE_CODE_LOCKED']) {
      expect(JSON.stringify(signupResponses['400'])).toContain(code);
    }

    const emailAuth = document.paths['/p/api/users/email-auth/{code}']!['get']!.responses;
    expect(Object.keys(emailAuth)).toEqual(expect.arrayContaining(['200', '404', '409', '410', '429']));

    for (const [path, method] of [
      ['/p/api/users', 'post'],
      ['/p/api/users/same-userid', 'get'],
      ['/p/api/users/auth-hpnumber', 'get'],
      ['/p/api/users/email-auth/{code}', 'get'],
      ['/p/api/users/recertify-email', 'get'],
      ['/p/api/users/userid', 'post'],
      ['/p/api/users/password', 'post'],
      ['/p/api/users/login', 'post'],
    ] as const) {
      const op = document.paths[path]![method]!;
      expect(Object.keys(op.responses), path).toContain('429');
      expect(Object.keys(op.responses), path).not.toContain('403');
      // Public: `security: []` says so to generated clients (issue 24).
      expect(op.security, path).toEqual([]);
    }

    const put = document.paths['/api/users/{id}']!['put']!;
    expect(put.security).toEqual([{ bearerAuth: [] }]);
    const body = JSON.stringify(put.requestBody);
    expect(body).toContain('password');
    expect(body).toContain('"additionalProperties":false');
    expect(JSON.stringify(put.responses['200'])).toContain('jwt');
    expect(JSON.stringify(document.paths['/api/users/{id}']!['get']!.responses['200'])).toContain(
      'passwordChangeRequired',
    );
  });

  it('describes the withdrawal request as multipart parts, and the payout details (issue 19)', () => {
    const post = document.paths['/api/assets/withdrawal-request']!['post']! as {
      requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      security?: unknown;
    };
    const parts = post.requestBody?.content?.['multipart/form-data']?.schema?.properties ?? {};
    expect(Object.keys(parts)).toEqual(
      expect.arrayContaining(['amount', 'bankName', 'accountNumber', 'accountFromRequest', 'document1']),
    );
    expect(parts['document1']).toMatchObject({ type: 'string', format: 'binary' });
    expect(JSON.stringify(post)).toContain('WITHDRAWAL_BANK_UNKNOWN');
    expect(JSON.stringify(post)).toContain('WITHDRAWAL_ACCOUNT_SOURCE_INVALID');
    const details = document.paths['/api/assets/withdrawals/payout-details']!['get']! as {
      security?: unknown;
      responses: Record<string, unknown>;
      tags?: string[];
      summary?: string;
    };
    expect(details.security).toEqual([{ bearerAuth: [] }]);
    expect(details.tags).toEqual(['assets']);
    expect(details.summary).toBeTruthy();
    expect(Object.keys(details.responses)).toEqual(expect.arrayContaining(['200', '403']));
    const answer = JSON.stringify(details.responses['200']);
    for (const field of ['requestUuid', 'bankCode', 'accountNumberMasked', 'documentsOnFile']) {
      expect(answer).toContain(field);
    }
    expect(answer).not.toContain('"accountNumber"');
  });

  it('describes leaving the portal: bearer token, the password body, 400/404/409/429 codes and never 401', () => {
    const leave = document.paths['/api/users/{id}']![
      'delete'
    ]! as OpenApiDocument['paths'][string][string] & {
      tags?: string[];
      summary?: string;
    };
    expect(leave.security).toEqual([{ bearerAuth: [] }]);
    expect(leave.tags).toEqual(['users']);
    expect(leave.summary).toBeTruthy();
    expect(Object.keys(leave.responses)).toEqual(
      expect.arrayContaining(['200', '400', '403', '404', '409', '429']),
    );
    expect(Object.keys(leave.responses)).not.toContain('401');
    const body = JSON.stringify(leave.requestBody);
    expect(body).toContain('password');
    expect(body).toContain('"additionalProperties":false');
    expect(JSON.stringify(leave.responses['400'])).toContain('PASSWORD_MISMATCH');
    for (const code of ['LEAVE_WITHDRAWAL_PENDING', 'LEAVE_ENTRY_IN_PROGRESS'])
      expect(JSON.stringify(leave.responses['409'])).toContain(code);
    expect(JSON.stringify(leave.responses['200'])).toContain('leftAt');
  });

  it('describes the phone change: bearer token, bodies, the 400 codes and 429', () => {
    const send = document.paths['/api/users/hp-number/code']!;
    const change = document.paths['/api/users/{id}/hp-number']!;
    expect(Object.keys(send)).toEqual(['post']);
    expect(Object.keys(change)).toEqual(['put']);
    for (const op of [send['post']!, change['put']!]) {
      expect(op.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '403', '429']));
      for (const code of ['PHONE_NUMBER_INVALID', 'PHONE_NUMBER_UNCHANGED'])
        expect(JSON.stringify(op.responses['400'])).toContain(code);
      expect(JSON.stringify(op.requestBody)).toContain('"additionalProperties":false');
    }
    expect(JSON.stringify(change['put']!.requestBody)).toContain('authHpNumber');
    expect(JSON.stringify(change['put']!.responses['400'])).toContain('PHONE_CODE_LOCKED');
    expect(Object.keys(change['put']!.responses)).toContain('404');
    expect(JSON.stringify(send['post']!.responses['200'])).toContain('expiresInSeconds');
    expect(JSON.stringify(document.paths['/p/api/users/auth-hpnumber']!['get']!.responses['400'])).toContain(
      'PHONE_NUMBER_INVALID',
    );
  });

  it('describes the profile changes: bearer token on /api, the public link, the codes, 429 and 502', () => {
    type Operation = OpenApiDocument['paths'][string][string] & { tags?: string[]; summary?: string };
    const name = document.paths['/api/users/{id}/user-name']!;
    const change = document.paths['/api/users/{id}/email-change']!;
    const link = document.paths['/p/api/users/email-change/{code}']!;
    expect(Object.keys(name)).toEqual(['put']);
    expect(Object.keys(change).sort()).toEqual(['delete', 'post']);
    expect(Object.keys(link)).toEqual(['get']);
    for (const op of [name['put'], change['post'], change['delete']] as Operation[]) {
      expect(op.security).toEqual([{ bearerAuth: [] }]);
      expect(op.tags).toEqual(['users']);
      expect(op.summary).toBeTruthy();
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '403', '404', '429']));
      expect(JSON.stringify(op.responses['200'])).toContain('pendingEmail');
    }
    expect(JSON.stringify(name['put']!.responses['400'])).toContain('USER_NAME_INVALID');
    expect(JSON.stringify(name['put']!.requestBody)).toContain('"additionalProperties":false');
    const post = change['post']!;
    for (const code of ['EMAIL_INVALID', 'EMAIL_UNCHANGED', 'PASSWORD_MISMATCH'])
      expect(JSON.stringify(post.responses['400'])).toContain(code);
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['409', '502']));
    for (const field of ['newEmail', 'password', '"additionalProperties":false'])
      expect(JSON.stringify(post.requestBody)).toContain(field);
    const open = link['get'] as Operation;
    expect(open.security).toEqual([]);
    expect(Object.keys(open.responses)).toEqual(expect.arrayContaining(['200', '404', '409', '410', '429']));
    expect(Object.keys(open.responses)).not.toContain('403');
    expect(JSON.stringify(open.responses['410'])).toContain('EMAIL_CHANGE_EXPIRED');
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
    expect(loginOp.security).toEqual([]);

    const userOp = document.paths['/api/users/{id}']!['get']!;
    expect(userOp.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(userOp.responses)).toEqual(expect.arrayContaining(['200', '403', '404']));
    expect(JSON.stringify(userOp.responses['200'])).toContain('emailVerified');
  });
});
