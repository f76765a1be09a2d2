// The operator console's creators (issue 21, support): search by email or name, one creator with
// the latest entries, inquiries and ledger and no secrets, suspend (the creator's token answers 403
// at once, the login E002) and let back in through the same services as the commands, audited.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.js';
import { markPaid } from '../money/withdrawals.js';
import { insertInquiry, requestedWithdrawal } from './notification-fixtures.js';
import { call, operatorToken } from './operator-fixtures.js';
import {
  createTestApp,
  errorBody,
  insertUser,
  login,
  loginToken,
  opsRunner,
  type TestApp,
} from './test-app.js';

describe('the console creators', () => {
  let t: TestApp;
  let ops: ReturnType<typeof opsRunner>;

  beforeEach(async () => {
    t = await createTestApp();
    ops = opsRunner(t, '/nonexistent');
  });
  afterEach(() => t.close());

  it('finds a creator, shows them without secrets, suspends and lets them back in', async () => {
    const support = await operatorToken(t, ops, 'help@example.com', 'support');
    const finance = await operatorToken(t, ops, 'money@example.com', 'finance');
    const uuid = await insertUser(t.database, {
      userId: 'kim@example.com',
      password: 'Right!pass1',
      userName: 'Kim Minji',
    });
    await insertUser(t.database, { userId: 'lee@example.com', password: 'Right!pass1', userName: 'Lee' });
    const creatorToken = await loginToken(t.app, 'kim@example.com', 'Right!pass1');

    const byName = await call(t, 'GET', '/operator/api/creators?q=minji', support);
    expect(byName.json<{ data: { lists: { uuid: string }[]; totalCount: number } }>().data).toMatchObject({
      totalCount: 1,
      lists: [{ uuid }],
    });
    const all = await call(t, 'GET', '/operator/api/creators', support);
    expect(all.json<{ data: { totalCount: number } }>().data.totalCount).toBe(2);

    const shown = await call(t, 'GET', `/operator/api/creators/${uuid}`, support);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(
      shown.json<{ data: { account: { email: string; sessions: number } } }>().data.account,
    ).toMatchObject({
      email: 'kim@example.com',
      sessions: 1,
    });
    expect(shown.body).not.toMatch(/passwordHash|scrypt/);
    expect((await call(t, 'GET', `/operator/api/creators/${crypto.randomUUID()}`, support)).statusCode).toBe(
      404,
    );
    const forbidden = await call(t, 'POST', `/operator/api/creators/${uuid}/suspend`, finance);
    expect(errorBody(forbidden).errorCode).toBe('OPERATOR_ROLE_FORBIDDEN');

    expect((await call(t, 'POST', `/operator/api/creators/${uuid}/suspend`, support)).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/users/${uuid}`,
      headers: { authorization: `Bearer ${creatorToken}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(errorBody(await login(t.app, 'kim@example.com', 'Right!pass1')).errorCode).toBe('E002');
    const again = await call(t, 'POST', `/operator/api/creators/${uuid}/suspend`, support);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).errorCode).toBe('ACCOUNT_STATE_CONFLICT');

    expect((await call(t, 'POST', `/operator/api/creators/${uuid}/unsuspend`, support)).statusCode).toBe(200);
    expect((await login(t.app, 'kim@example.com', 'Right!pass1')).statusCode).toBe(200);
    const lines = await t.database.db.select().from(auditLog);
    expect(lines.filter((line) => line.subjectId === uuid).map((line) => [line.action, line.after])).toEqual([
      ['creator.suspend', { status: 'suspended', sessionsEnded: 1 }],
      ['creator.unsuspend', { status: 'active' }],
    ]);
    // suspend-user and unsuspend-user call the same services, with the same lines.
    expect((await ops('suspend-user', '--user', 'lee@example.com')).code).toBe(0);
    expect((await ops('unsuspend-user', '--user', 'lee@example.com')).code).toBe(0);
    const byCommand = (await t.database.db.select().from(auditLog)).filter(
      (line) => line.actor === 'ops command' && line.subjectType === 'creator',
    );
    expect(byCommand.map((line) => line.action)).toEqual(['creator.suspend', 'creator.unsuspend']);
  });

  it('erases an account on request after the operator retypes its email, as delete-user does', async () => {
    const support = await operatorToken(t, ops, 'help@example.com', 'support');
    const uuid = await insertUser(t.database, {
      userId: 'leaving@example.com',
      password: 'Right!pass1',
      userName: 'Park Leaving',
    });
    await insertInquiry(t.database.db, uuid);
    const creatorToken = await loginToken(t.app, 'leaving@example.com', 'Right!pass1');
    const waiting = await requestedWithdrawal(t.database.db, uuid);

    // Refused while a withdrawal waits, saying what to finish first; nothing changes.
    const preview = await call(t, 'GET', `/operator/api/creators/${uuid}/erasure`, support);
    expect(preview.json<{ data: unknown }>().data).toMatchObject({
      counts: { inquiries: 1, sessions: 1 },
      refusal: { reason: 'withdrawalPending', subjects: [{ uuid: waiting, state: 'requested' }] },
    });
    const early = await call(t, 'POST', `/operator/api/creators/${uuid}/erase`, support, {
      email: 'leaving@example.com',
    });
    expect(errorBody(early).errorCode).toBe('LEAVE_WITHDRAWAL_PENDING');
    await markPaid(t.database.db, waiting, '2026-11-30', t.clock.now());

    const mistyped = await call(t, 'POST', `/operator/api/creators/${uuid}/erase`, support, {
      email: 'leavin@example.com',
    });
    expect(errorBody(mistyped)).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'email' });
    const erased = await call(t, 'POST', `/operator/api/creators/${uuid}/erase`, support, {
      email: 'LEAVING@example.com',
      language: 'en',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json<{ data: { counts: { inquiries: number } } }>().data.counts.inquiries).toBe(1);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/users/${uuid}`,
      headers: { authorization: `Bearer ${creatorToken}` },
    });
    expect(refused.statusCode).toBe(403);
    expect((await login(t.app, 'leaving@example.com', 'Right!pass1')).statusCode).not.toBe(200);
    await expect.poll(() => t.mailer.sent.filter((mail) => mail.to === 'leaving@example.com').length).toBe(1);
    const twice = await call(t, 'POST', `/operator/api/creators/${uuid}/erase`, support, {
      email: 'leaving@example.com',
    });
    expect(errorBody(twice).errorCode).toBe('ACCOUNT_STATE_CONFLICT');
    // The preview of an account that has left is a refusal too, not a failure.
    const leftPreview = await call(t, 'GET', `/operator/api/creators/${uuid}/erasure`, support);
    expect(leftPreview.statusCode).toBe(409);
    expect(errorBody(leftPreview).errorCode).toBe('ACCOUNT_STATE_CONFLICT');

    // One audit line without personal data; delete-user writes the same kind, as the command.
    const lines = (await t.database.db.select().from(auditLog)).filter((line) => line.subjectId === uuid);
    expect(lines.map((line) => [line.action, line.actor])).toEqual([['creator.erase', 'help@example.com']]);
    expect(JSON.stringify(lines[0])).not.toContain('leaving@example.com');
    const other = await insertUser(t.database, { userId: 'mailed@example.com', password: 'Right!pass1' });
    expect((await ops('delete-user', '--user', other, '--yes')).code).toBe(0);
    const commandLine = (await t.database.db.select().from(auditLog)).find(
      (line) => line.subjectId === other,
    );
    expect(commandLine).toMatchObject({ action: 'creator.erase', actor: 'ops command' });
  });
});
