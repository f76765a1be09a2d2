// The operator console's creators (issue 21, support): search by email or name, one creator with
// the latest entries, inquiries and ledger and no secrets, suspend (the creator's token answers 403
// at once, the login E002) and let back in through the same services as the commands, audited.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.js';
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
  });
});
