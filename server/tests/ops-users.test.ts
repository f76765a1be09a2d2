// Operator commands of accounts (issue 19): suspend-user ends every session at once and the login
// answers E002; unsuspend-user lets it back in; show-user shows the account without secrets. On
// PGlite, and on PostgreSQL when TEST_DATABASE_URL names a server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/paths.js';
import { createTestApp, errorBody, insertUser, login, opsRunner, type TestApp } from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

const PASSWORD = 'Right!pass1';

const databases = [
  { name: 'PGlite', url: async () => ({ url: undefined, drop: async () => {} }) },
  ...(adminUrl ? [{ name: 'PostgreSQL', url: () => createThrowawayDatabase('portal_ops_users') }] : []),
];

describe.each(databases)('account commands on $name', ({ url }) => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let dir: string;
  let ops: ReturnType<typeof opsRunner>;

  beforeAll(async () => {
    const database = await url();
    drop = database.drop;
    t = await createTestApp({ databaseUrl: database.url });
    dir = await mkdtemp(path.join(tmpdir(), 'ops-users-'));
    ops = opsRunner(t, dir);
  });
  afterAll(async () => {
    await t.close();
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  const tokenOf = async (userId: string) => {
    const response = await login(t.app, userId, PASSWORD);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { jwt: string } }>().data.jwt;
  };
  const me = (uuid: string, token: string) =>
    t.app.inject({ method: 'GET', url: apiPaths.user(uuid), headers: { authorization: `Bearer ${token}` } });

  it('suspends an account: its sessions end at once and its login answers E002', async () => {
    const uuid = await insertUser(t.database, { userId: 'Suspect@Example.com', password: PASSWORD });
    const tokens = [await tokenOf('suspect@example.com'), await tokenOf('suspect@example.com')];
    for (const token of tokens) expect((await me(uuid, token)).statusCode).toBe(200);

    const suspended = await ops('suspend-user', '--user', 'SUSPECT@example.com');
    expect(suspended.code).toBe(0);
    expect(suspended.out).toContain('2 session(s) ended');
    for (const token of tokens) {
      const refused = await me(uuid, token);
      expect(refused.statusCode).toBe(403);
      expect(errorBody(refused).errorCode).toBe('SESSION_INVALID');
    }
    const blocked = await login(t.app, 'suspect@example.com', PASSWORD);
    expect(blocked.statusCode).toBe(401);
    expect(errorBody(blocked).errorCode).toBe('E002');
    expect((await ops('suspend-user', '--user', uuid)).out).toContain('already suspended');

    const back = await ops('unsuspend-user', '--user', uuid);
    expect(back.code).toBe(0);
    expect((await me(uuid, await tokenOf('suspect@example.com'))).statusCode).toBe(200);
  });

  it('refuses an unknown account, and asks for --user', async () => {
    const unknown = await ops('suspend-user', '--user', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('no account nobody@example.com');
    expect((await ops('show-user')).code).toBe(2);
  });

  it('shows an account without its secrets', async () => {
    const uuid = await insertUser(t.database, {
      userId: 'shown@example.com',
      password: PASSWORD,
      userName: 'Shown One',
    });
    await tokenOf('shown@example.com');
    const shown = await ops('show-user', '--user', 'shown@example.com', '--json');
    expect(shown.code).toBe(0);
    const data = JSON.parse(shown.out);
    expect(data).toMatchObject({
      uuid,
      userId: 'shown@example.com',
      userName: 'Shown One',
      status: 'active',
      emailVerified: true,
      sessions: 1,
      entries: 0,
      balanceMinor: 0,
    });
    expect(shown.out).not.toMatch(/scrypt|passwordHash|accountNumber/i);
    const text = await ops('show-user', '--user', uuid);
    expect(text.out).toMatch(/^status\s+active$/m);
  });
});
