// The operator console's API (issue 21) on the embedded database and, when TEST_DATABASE_URL is
// set, on PostgreSQL: the first operator from the command line, setup with TOTP and recovery
// codes, the login's second factor and its limits, the separate session (a creator token is
// refused on every console path, an operator token on the creator's), roles, idle and absolute
// ends, the audit line written in the action's own transaction, and a decision raced by two
// reviewers.
// Long file: one suite, run on both databases, with the setup every case shares (an operator made
// by the command, set up and logged in through the API).
import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OperatorRole } from '../../contract/operator-rules.js';
import { createTopic } from '../competitions/index.js';
import { auditLog, privateFiles, submissions } from '../db/schema.js';
import { topicInput } from './competition-fixtures.js';
import {
  call as callApi,
  codeAt as totpAt,
  logInOperator,
  operatorToken as tokenOf,
  setUpOperator as setUp,
} from './operator-fixtures.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';
import { createTestApp, errorBody, insertUser, loginToken, opsRunner, type TestApp } from './test-app.js';

const backends: { name: string; url: () => Promise<{ url: string; drop: () => Promise<void> } | null> }[] = [
  { name: 'PGlite', url: async () => null },
  ...(adminUrl ? [{ name: 'PostgreSQL', url: () => createThrowawayDatabase('portal_operators') }] : []),
];

describe.each(backends)('the operator console on $name', (backend) => {
  let t: TestApp;
  let drop: () => Promise<void> = async () => {};
  let filesDir: string;
  let ops: ReturnType<typeof opsRunner>;
  let creatorUuid: string;
  let creatorToken: string;
  let topicUuid: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(os.tmpdir(), 'operators-'));
  });
  afterAll(async () => {
    await rm(filesDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    const database = await backend.url();
    drop = database?.drop ?? (async () => {});
    t = await createTestApp({
      ...(database ? { databaseUrl: database.url } : {}),
      publicFilesDir: path.join(filesDir, 'public'),
      operatorLoginLimit: { max: 10_000, timeWindowMs: 60_000 },
    });
    ops = opsRunner(t, path.join(filesDir, 'public'));
    creatorUuid = await insertUser(t.database, { userId: 'creator@example.com', password: 'Right!pass1' });
    creatorToken = await loginToken(t.app, 'creator@example.com', 'Right!pass1');
    topicUuid = await createTopic(t.database.db, topicInput());
  });
  afterEach(async () => {
    await t.close();
    await drop();
  });

  /** An entry in review, with rows for its files. */
  async function entry(title = 'An entry'): Promise<string> {
    const files = await t.database.db
      .insert(privateFiles)
      .values(
        ['work.mp4', 'thumb.png'].map((name, index) => ({
          ownerUuid: creatorUuid,
          storedName: `${crypto.randomUUID().replace(/-/g, '')}.${name.split('.')[1]}`,
          originalName: name,
          size: 10 + index,
          mime: 'application/octet-stream',
        })),
      )
      .returning({ uuid: privateFiles.uuid });
    const [row] = await t.database.db
      .insert(submissions)
      .values({
        userUuid: creatorUuid,
        topicUuid,
        title,
        description: 'Described',
        tType: 'video',
        workFileUuid: files[0]!.uuid,
        thumbnailFileUuid: files[1]!.uuid,
      })
      .returning({ uuid: submissions.uuid });
    return row!.uuid;
  }

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, body?: unknown) =>
    callApi(t, method, url, token, body);
  const setUpOperator = (email: string, role: OperatorRole) => setUp(t, ops, email, role);
  const logIn = (email: string, secret: string) => logInOperator(t, email, secret);
  const operatorToken = (email: string, role: OperatorRole) => tokenOf(t, ops, email, role);
  const codeAt = (secret: string, at: Date) => totpAt(secret, at);

  const auditLines = () => t.database.db.select().from(auditLog).orderBy(auditLog.id);

  it('sets up an operator once: a wrong code is refused, the right one gives ten recovery codes, the link is then dead', async () => {
    const made = await ops('create-operator', '--email', 'Admin@Example.com', '--role', 'admin');
    expect(made.code).toBe(0);
    expect(made.out).toContain('admin@example.com (admin');
    const code = made.out.trim().split('\n').pop()!.split('/').pop()!;
    const { secret } = (await call('GET', `/operator/api/auth/setup/${code}`)).json<{
      data: { secret: string };
    }>().data;

    const wrong = await call('POST', `/operator/api/auth/setup/${code}`, undefined, {
      password: 'Operator!pass-12',
      code: (Number(await codeAt(secret, t.clock.now())) ^ 1).toString().padStart(6, '0'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).errorCode).toBe('OPERATOR_CODE_INVALID');
    const short = await call('POST', `/operator/api/auth/setup/${code}`, undefined, {
      password: 'short',
      code: '123456',
    });
    expect(short.statusCode).toBe(400);
    expect(errorBody(short).errorCode).toBe('VALIDATION_FAILED');

    const done = await call('POST', `/operator/api/auth/setup/${code}`, undefined, {
      password: 'Operator!pass-12',
      code: await codeAt(secret, t.clock.now()),
    });
    const codes = done.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await call('GET', `/operator/api/auth/setup/${code}`)).statusCode).toBe(404);
    const again = await ops('create-operator', '--email', 'admin@example.com', '--role', 'support');
    expect(again.code).toBe(1);
    expect(again.err).toContain('exists already');
  });

  it('refuses an expired setup link with 410', async () => {
    const made = await ops('create-operator', '--email', 'late@example.com', '--role', 'reviewer');
    const code = made.out.trim().split('\n').pop()!.split('/').pop()!;
    t.clock.advance(73 * 3_600_000);
    const response = await call('GET', `/operator/api/auth/setup/${code}`);
    expect(response.statusCode).toBe(410);
    expect(errorBody(response).errorCode).toBe('OPERATOR_SETUP_EXPIRED');
  });

  it('asks for the second factor: a wrong or replayed code fails the same way, a recovery code works once', async () => {
    const { secret, recoveryCodes } = await setUpOperator('second@example.com', 'reviewer');
    const attempt = (code: string, password = 'Operator!pass-12') =>
      call('POST', '/operator/api/auth/login', undefined, { email: 'second@example.com', password, code });

    // The setup's own code, again at once: replayed.
    const replay = await attempt(await codeAt(secret, t.clock.now()));
    expect(replay.statusCode).toBe(401);
    expect(errorBody(replay).errorCode).toBe('OPERATOR_LOGIN_FAILED');
    t.clock.advance(30_000);
    const fresh = await codeAt(secret, t.clock.now());
    const badPassword = await attempt(fresh, 'Wrong!pass-1234');
    expect(badPassword.statusCode).toBe(401);
    expect(errorBody(badPassword).errorCode).toBe('OPERATOR_LOGIN_FAILED');
    expect((await attempt(fresh)).statusCode).toBe(200);
    expect((await attempt(fresh)).statusCode).toBe(401);

    const recovered = await attempt(recoveryCodes[3]!.toUpperCase());
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json<{ data: { recoveryCodesLeft: number } }>().data.recoveryCodesLeft).toBe(9);
    expect((await attempt(recoveryCodes[3]!)).statusCode).toBe(401);
    const unknown = await call('POST', '/operator/api/auth/login', undefined, {
      email: 'nobody@example.com',
      password: 'Operator!pass-12',
      code: '123456',
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('keeps the two sessions apart and checks the role on every console path', async () => {
    const reviewer = await operatorToken('reviewer@example.com', 'reviewer');
    const finance = await operatorToken('finance@example.com', 'finance');
    const uuid = await entry();
    const paths: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', '/operator/api/me'],
      ['GET', '/operator/api/dashboard'],
      ['GET', '/operator/api/operators'],
      ['POST', '/operator/api/operators', { email: 'x@example.com', name: 'X', role: 'support' }],
      ['PATCH', `/operator/api/operators/${crypto.randomUUID()}`, { role: 'support' }],
      ['GET', '/operator/api/audit'],
      ['GET', '/operator/api/submissions'],
      ['GET', `/operator/api/submissions/${uuid}`],
      ['POST', `/operator/api/submissions/${uuid}/approve`],
      ['POST', `/operator/api/submissions/${uuid}/return`, { reason: 'No.' }],
      ['POST', `/operator/api/submissions/${uuid}/retry-conversion`],
      ['POST', `/operator/api/submissions/${uuid}/comments`, { atMs: 0, body: 'Hm' }],
      ['DELETE', `/operator/api/submissions/${uuid}/comments/${crypto.randomUUID()}`],
      ['GET', '/operator/api/topics'],
      ['POST', '/operator/api/topics', {}],
      ['GET', `/operator/api/topics/${crypto.randomUUID()}`],
      ['PATCH', `/operator/api/topics/${crypto.randomUUID()}`, { topic: 'X' }],
      ['POST', '/operator/api/topic-images'],
      ['GET', '/operator/api/groups'],
      ['POST', '/operator/api/groups', {}],
      ['POST', `/operator/api/groups/${crypto.randomUUID()}/entries`, { submissionUuid: uuid }],
      ['POST', `/operator/api/groups/${crypto.randomUUID()}/release`],
      ['POST', `/operator/api/group-entries/${crypto.randomUUID()}/production`, { count: 1 }],
      ['POST', '/operator/api/statistics', {}],
      ['GET', '/operator/api/notices'],
      ['POST', '/operator/api/notices'],
      ['GET', `/operator/api/notices/${crypto.randomUUID()}`],
      ['PATCH', `/operator/api/notices/${crypto.randomUUID()}`],
      ['GET', '/operator/api/library/categories?fileType=audio'],
      ['POST', '/operator/api/library/categories', { fileType: 'font', nameKo: '가', nameEn: 'A' }],
      ['PATCH', `/operator/api/library/categories/${crypto.randomUUID()}`, { nameEn: 'B' }],
      ['DELETE', `/operator/api/library/categories/${crypto.randomUUID()}`],
      ['GET', '/operator/api/library/audio'],
      ['POST', '/operator/api/library/audio'],
      ['GET', `/operator/api/library/audio/${crypto.randomUUID()}`],
      ['PATCH', `/operator/api/library/audio/${crypto.randomUUID()}`],
      ['GET', '/operator/api/library/fonts'],
      ['POST', '/operator/api/library/fonts'],
      ['GET', `/operator/api/library/fonts/${crypto.randomUUID()}`],
      ['PATCH', `/operator/api/library/fonts/${crypto.randomUUID()}`],
      ['POST', '/operator/api/logout'],
      ['GET', '/operator/api/no-such-path'],
    ];
    for (const [method, url, body] of paths) {
      for (const token of [undefined, creatorToken, 'not.a.token']) {
        const response = await call(method, url, token, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(errorBody(response).errorCode).toBe('SESSION_INVALID');
      }
    }
    // Finance may not use the entries, the competitions, the notices and libraries, the operators or
    // the audit log; a reviewer not the last two.
    const notFinance = /submissions|topic|group|statistics|notices|library|operators|audit/;
    for (const [method, url, body] of paths.filter(([, url]) => notFinance.test(url))) {
      const response = await call(method, url, finance, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(errorBody(response).errorCode).toBe('OPERATOR_ROLE_FORBIDDEN');
    }
    for (const [method, url, body] of paths.filter(([, url]) => /operators|audit/.test(url))) {
      expect((await call(method, url, reviewer, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', `/operator/api/submissions/${uuid}`, reviewer)).statusCode).toBe(200);
    // An operator token is nobody on the creator's side.
    for (const url of ['/api/submission/', `/api/users/${creatorUuid}`, '/api/notifications']) {
      const response = await call('GET', url, reviewer);
      expect(response.statusCode, url).toBe(403);
      expect(errorBody(response).errorCode).toBe('SESSION_INVALID');
    }
    // Nothing was decided by all those refusals.
    expect((await auditLines()).filter((line) => line.subjectType === 'entry')).toHaveLength(0);
  });

  it('ends a session after 30 minutes idle, after 8 hours in all, and at the logout', async () => {
    const token = await operatorToken('idle@example.com', 'support');
    t.clock.advance(29 * 60_000);
    expect((await call('GET', '/operator/api/me', token)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await call('GET', '/operator/api/me', token)).statusCode).toBe(403);

    const { secret } = await setUpOperator('long@example.com', 'support');
    const busy = await logIn('long@example.com', secret);
    for (let minutes = 0; minutes < 8 * 60 - 20; minutes += 20) {
      t.clock.advance(20 * 60_000);
      expect((await call('GET', '/operator/api/me', busy)).statusCode).toBe(200);
    }
    t.clock.advance(25 * 60_000);
    expect((await call('GET', '/operator/api/me', busy)).statusCode).toBe(403);

    const short = await logIn('long@example.com', secret);
    expect(
      (await call('POST', '/operator/api/logout', short)).json<{ data: { ended: number } }>().data.ended,
    ).toBe(1);
    expect((await call('GET', '/operator/api/me', short)).statusCode).toBe(403);
  });

  it('approves with a timecoded remark that the creator then reads, writing one audit line per action', async () => {
    const reviewer = await operatorToken('rev@example.com', 'reviewer');
    const uuid = await entry('Logo film');
    const before = (await auditLines()).length;
    const comment = await call('POST', `/operator/api/submissions/${uuid}/comments`, reviewer, {
      atMs: 3200,
      body: 'Logo too small',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    // The creator does not see remarks of an entry still in review.
    const during = await call('GET', `/api/submission/${uuid}`, creatorToken);
    expect(during.json<{ data: { reviewComments: unknown[] } }>().data.reviewComments).toEqual([]);

    const detail = await call('GET', `/operator/api/submissions/${uuid}`, reviewer);
    const shown = detail.json<{ data: { comments: { atMs: number }[]; work: { url: string } } }>().data;
    expect(shown.comments.map((one) => one.atMs)).toEqual([3200]);
    expect(shown.work.url).toMatch(/^\/p\/api\/files\/private\//);

    const approved = await call('POST', `/operator/api/submissions/${uuid}/approve`, reviewer);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ data: { state: string } }>().data.state).toBe('approved');
    const seen = await call('GET', `/api/submission/${uuid}`, creatorToken);
    expect(
      seen.json<{ data: { reviewComments: { atMs: number; body: string }[] } }>().data.reviewComments,
    ).toEqual([expect.objectContaining({ atMs: 3200, body: 'Logo too small' })]);
    // A remark on a decided entry is refused, and leaves no line.
    const late = await call('POST', `/operator/api/submissions/${uuid}/comments`, reviewer, {
      atMs: 0,
      body: 'Late',
    });
    expect(late.statusCode).toBe(409);
    const twice = await call('POST', `/operator/api/submissions/${uuid}/approve`, reviewer);
    expect(twice.statusCode).toBe(409);
    expect(errorBody(twice).errorCode).toBe('SUBMISSION_STATE_CONFLICT');

    const lines = (await auditLines()).slice(before);
    expect(lines.map((line) => [line.actor, line.action, line.subjectId])).toEqual([
      ['rev@example.com', 'entry.comment', uuid],
      ['rev@example.com', 'entry.approve', uuid],
    ]);
    expect(lines[1]!.before).toEqual({ state: 'reviewing' });
    expect(lines[1]!.after).toEqual({ state: 'approved' });
    // Append-only: the database refuses to change or remove a line.
    await expect(t.database.db.update(auditLog).set({ actor: 'someone else' })).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
    expect(await auditLines()).toHaveLength(before + 2);
  });

  it('lets one of two reviewers deciding one entry at once win; the other gets 409 and writes no line', async () => {
    const first = await operatorToken('one@example.com', 'reviewer');
    const second = await operatorToken('two@example.com', 'reviewer');
    for (let round = 0; round < 5; round += 1) {
      const uuid = await entry(`Race ${round}`);
      const answers = await Promise.all([
        call('POST', `/operator/api/submissions/${uuid}/approve`, first),
        call('POST', `/operator/api/submissions/${uuid}/return`, second, { reason: 'Off topic' }),
      ]);
      expect(answers.map((one) => one.statusCode).sort()).toEqual([200, 409]);
      const lines = (await auditLines()).filter((line) => line.subjectId === uuid);
      expect(lines).toHaveLength(1);
      const [row] = await t.database.db.select().from(submissions).where(eq(submissions.uuid, uuid));
      expect(lines[0]!.after).toMatchObject({ state: row!.state });
    }
  });

  it('gives the same rows through the command and the console (one implementation)', async () => {
    const reviewer = await operatorToken('same@example.com', 'reviewer');
    const [byCommand, byConsole] = [await entry('Command'), await entry('Console')];
    expect((await ops('return', '--uuid', byCommand, '--reason', 'Thumbnail is not 720 x 405')).code).toBe(0);
    const response = await call('POST', `/operator/api/submissions/${byConsole}/return`, reviewer, {
      reason: 'Thumbnail is not 720 x 405',
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db.select().from(submissions);
    const shape = (uuid: string) => {
      const row = rows.find((one) => one.uuid === uuid)!;
      return { state: row.state, returnReason: row.returnReason, reviewed: row.reviewedAt !== null };
    };
    expect(shape(byCommand)).toEqual(shape(byConsole));
    const lines = await auditLines();
    const lineOf = (uuid: string) => {
      const line = lines.find((one) => one.subjectId === uuid)!;
      return { action: line.action, before: line.before, after: line.after };
    };
    expect(lineOf(byCommand)).toEqual(lineOf(byConsole));
    expect(lines.find((one) => one.subjectId === byCommand)!.actor).toBe('ops command');
  });

  it('lists the queues with overdue entries first, and the entries with a filter and a search', async () => {
    const reviewer = await operatorToken('queue@example.com', 'reviewer');
    const fresh = await entry('Fresh one');
    const old = await entry('Old one');
    await t.database.db
      .update(submissions)
      .set({ submittedAt: new Date(t.clock.now().getTime() - 20 * 86_400_000) })
      .where(eq(submissions.uuid, old));
    const dashboard = await call('GET', '/operator/api/dashboard', reviewer);
    const review = dashboard
      .json<{
        data: {
          queues: {
            key: string;
            count: number;
            overdueCount: number;
            items: { uuid: string; overdue: boolean }[];
          }[];
        };
      }>()
      .data.queues.find((queue) => queue.key === 'review')!;
    expect(review.count).toBe(2);
    expect(review.overdueCount).toBe(1);
    expect(review.items.map((item) => [item.uuid, item.overdue])).toEqual([
      [old, true],
      [fresh, false],
    ]);

    const searched = await call('GET', '/operator/api/submissions?q=old&state=reviewing', reviewer);
    expect(searched.json<{ data: { lists: { uuid: string }[]; totalCount: number } }>().data).toMatchObject({
      totalCount: 1,
      lists: [{ uuid: old }],
    });
    const byEmail = await call('GET', '/operator/api/submissions?q=creator%40example', reviewer);
    expect(byEmail.json<{ data: { totalCount: number } }>().data.totalCount).toBe(2);
  });

  it('lets an admin invite, change and disable operators, each change audited and ending sessions', async () => {
    const admin = await operatorToken('boss@example.com', 'admin');
    const invited = await call('POST', '/operator/api/operators', admin, {
      email: 'new@example.com',
      name: 'New one',
      role: 'support',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const { operator, setupUrl } = invited.json<{
      data: { operator: { uuid: string; state: string }; setupUrl: string };
    }>().data;
    expect(operator.state).toBe('invited');
    expect(setupUrl).toContain('/operator/setup/');
    const taken = await call('POST', '/operator/api/operators', admin, {
      email: 'NEW@example.com',
      name: 'Again',
      role: 'admin',
    });
    expect(taken.statusCode).toBe(409);
    expect(errorBody(taken).errorCode).toBe('OPERATOR_EMAIL_TAKEN');
    const bad = await call('POST', '/operator/api/operators', admin, {
      email: 'not-an-email',
      name: '',
      role: 'boss',
    });
    expect(bad.statusCode).toBe(400);

    const changed = await call('PATCH', `/operator/api/operators/${operator.uuid}`, admin, {
      role: 'finance',
      disabled: true,
    });
    expect(changed.json<{ data: { role: string; state: string } }>().data).toMatchObject({
      role: 'finance',
      state: 'disabled',
    });
    const me = (await call('GET', '/operator/api/me', admin)).json<{ data: { uuid: string } }>().data.uuid;
    expect(
      (await call('PATCH', `/operator/api/operators/${me}`, admin, { role: 'support' })).statusCode,
    ).toBe(409);

    const audit = await call('GET', `/operator/api/audit?subjectId=${operator.uuid}`, admin);
    const lines = audit.json<{ data: { lists: { action: string; before: unknown; after: unknown }[] } }>()
      .data.lists;
    expect(lines.map((line) => line.action)).toEqual(['operator.update', 'operator.invite']);
    expect(lines[0]!.before).toEqual({ role: 'support', disabledAt: null });
    expect(lines[0]!.after).toMatchObject({ role: 'finance' });
  });

  it('plays a 1 GB work from the review screen through ranged requests, without reading it whole', async () => {
    const reviewer = await operatorToken('player@example.com', 'reviewer');
    const uuid = await entry('A long take');
    // A sparse file of 1 GiB: no disk space, but the server sees its full size.
    const [work] = await t.database.db
      .select({ storedName: privateFiles.storedName, uuid: privateFiles.uuid })
      .from(privateFiles)
      .innerJoin(submissions, eq(submissions.workFileUuid, privateFiles.uuid))
      .where(eq(submissions.uuid, uuid));
    const privateDir = path.join(filesDir, 'private');
    await mkdir(privateDir, { recursive: true });
    const size = 1024 ** 3;
    await writeFile(path.join(privateDir, work!.storedName), '');
    await truncate(path.join(privateDir, work!.storedName), size);
    await t.database.db
      .update(privateFiles)
      .set({ size, mime: 'video/mp4' })
      .where(eq(privateFiles.uuid, work!.uuid));

    const detail = await call('GET', `/operator/api/submissions/${uuid}`, reviewer);
    const link = detail.json<{ data: { work: { url: string; size: number } } }>().data.work;
    expect(link.size).toBe(size);
    const before = process.memoryUsage().rss;
    for (const start of [0, size / 2, size - 1024]) {
      const part = await t.app.inject({
        method: 'GET',
        url: link.url,
        headers: { range: `bytes=${start}-${start + 1023}` },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${start + 1023}/${size}`);
      expect(part.rawPayload.length).toBe(1024);
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('limits login attempts per address and per email (429, never 403)', async () => {
    const limited = await createTestApp({ operatorLoginLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/operator/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: 'who@example.com', password: 'Whatever!pass-1', code: '123456' }),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
