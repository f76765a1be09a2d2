// Hostile checks of what made the signed-in reads fast (issue 20, item 6): the session check and a
// creator's own lists are answered from memory. Memory must never answer wrongly: one creator's
// cached list never reaches another, a write is seen by the very next read whoever made it (a
// route, or a hand-written SQL statement that no code of ours announces: the database's triggers
// do, migration 0013), and a password change ends the old token at once. Across processes (two
// real instances on one PostgreSQL) the same is checked in two-instances.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, loginToken, type TestApp } from '../test-app.js';

const PASSWORD = 'Right!pass1';

describe('hostile: cached signed-in reads (PGlite)', () => {
  let t: TestApp;
  let alice: { uuid: string; token: string };
  let bob: { uuid: string; token: string };

  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const inquiryTitles = async (token: string) => {
    const response = await get(token, '/api/inquiries?page=1&size=10');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { lists: { title: string }[] } }>().data.lists.map((item) => item.title);
  };
  const insertInquiry = (userUuid: string, title: string) =>
    t.database.db.execute(
      sql`insert into inquiries (user_uuid, category, title, content) values (${userUuid}, 'other', ${title}, 'Hello')`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    for (const [name, target] of [
      ['alice', (value: typeof alice) => (alice = value)],
      ['bob', (value: typeof bob) => (bob = value)],
    ] as const) {
      const uuid = await insertUser(t.database, { userId: `${name}@example.com`, password: PASSWORD });
      target({ uuid, token: await loginToken(t.app, `${name}@example.com`, PASSWORD) });
    }
  });
  afterAll(() => t.close());

  it("never answers one creator's cached list to another asking the same page", async () => {
    await insertInquiry(alice.uuid, "Alice's question");
    await insertInquiry(bob.uuid, "Bob's question");
    expect(await inquiryTitles(alice.token)).toEqual(["Alice's question"]);
    expect(await inquiryTitles(bob.token)).toEqual(["Bob's question"]);
    expect(await inquiryTitles(alice.token)).toEqual(["Alice's question"]);
  });

  it('shows a write made behind the routes (hand-written SQL) to the very next read', async () => {
    const before = await inquiryTitles(alice.token);
    await insertInquiry(alice.uuid, 'Written by hand');
    expect(await inquiryTitles(alice.token)).toEqual(['Written by hand', ...before]);

    const earned = async () =>
      (await get(alice.token, '/api/assets/user/briefing')).json<{ data: { totalEarned: number } }>().data
        .totalEarned;
    expect(await earned()).toBe(0);
    await t.database.db.execute(
      sql`insert into ledger_entries (user_uuid, reason, amount_minor, group_submission_uuid, note)
          values (${alice.uuid}, 'adjustment', 5000, gen_random_uuid(), 'hostile test')`,
    );
    expect(await earned()).toBe(5000);
  });

  it("keeps the bell's unread count in memory, and drops it at the next notification or read", async () => {
    const unread = async () =>
      (await get(alice.token, '/api/notifications/unread-count')).json<{ data: { count: number } }>().data
        .count;
    expect(await unread()).toBe(0);
    expect(await unread()).toBe(0);
    await t.database.db.execute(
      sql`insert into notifications (user_uuid, type, subject_uuid) values (${alice.uuid}, 'inquiry-answered', gen_random_uuid())`,
    );
    expect(await unread()).toBe(1);
    await t.database.db.execute(
      sql`update notifications set read_at = now() where user_uuid = ${alice.uuid}`,
    );
    expect(await unread()).toBe(0);
  });

  it('shows a write inside a transaction only once it has committed, and then at once', async () => {
    const before = await inquiryTitles(alice.token);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into inquiries (user_uuid, category, title, content) values (${alice.uuid}, 'other', 'In a transaction', 'Hello')`,
      );
    });
    expect(await inquiryTitles(alice.token)).toEqual(['In a transaction', ...before]);
  });

  it('ends the old token at once when the password changes, though sessions are kept in memory', async () => {
    expect((await get(bob.token, '/api/inquiries?page=1&size=10')).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${bob.uuid}`,
      headers: { authorization: `Bearer ${bob.token}` },
      payload: { password: 'Brand!new22' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const old = await get(bob.token, '/api/inquiries?page=1&size=10');
    expect(old.statusCode).toBe(403);
    expect(old.json().errorCode).toBe('SESSION_INVALID');
    const fresh = changed.json<{ data: { jwt: string } }>().data.jwt;
    expect((await get(fresh, '/api/inquiries?page=1&size=10')).statusCode).toBe(200);
  });
});
