// `npm run ops -- delete-user` (issue 19 item 6): the erasure of leaving the portal, on a request
// that came by mail. Without --yes it shows what would go and what stays and changes nothing; it is
// refused, with what to finish first, while a withdrawal waits or an entry is in review; --yes erases
// and mails the former address.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, submissions, users } from '../db/schema.js';
import { markPaid } from '../money/withdrawals.js';
import { lastMailTo } from './accounts.js';
import { insertEntry, insertInquiry, requestedWithdrawal } from './notification-fixtures.js';
import { createTestApp, errorBody, insertUser, login, opsRunner, type TestApp } from './test-app.js';

const PASSWORD = 'Right!pass1';

let t: TestApp;
let dir: string;
let ops: ReturnType<typeof opsRunner>;
let n = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-ops-leave-'));
  t = await createTestApp({ publicFilesDir: path.join(dir, 'public') });
  ops = opsRunner(t, path.join(dir, 'public'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function account() {
  const email = `by-mail${++n}@example.com`;
  const uuid = await insertUser(t.database, {
    userId: email,
    password: PASSWORD,
    userName: `메일 요청 ${n}`,
  });
  return { email, uuid };
}

const statusOf = async (uuid: string) =>
  (await t.database.db.select({ status: users.status }).from(users).where(eq(users.uuid, uuid)))[0]?.status;

describe('npm run ops -- delete-user', () => {
  it('shows what it would erase and keep without --yes, and changes nothing', async () => {
    const { email, uuid } = await account();
    await insertInquiry(t.database.db, uuid);
    const result = await ops('delete-user', '--user', email.toUpperCase());
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('may be erased. Nothing changed yet; add --yes to erase');
    expect(result.out).toMatch(/inquiries deleted:\s+1/);
    expect(await statusOf(uuid)).toBe('active');
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(200);

    const json = await ops('delete-user', '--user', uuid, '--json');
    expect(JSON.parse(json.out)).toMatchObject({ uuid, erased: false, wouldErase: { inquiries: 1 } });
  });

  it('is refused while a withdrawal waits to be paid, saying what to do first; erases once it is paid', async () => {
    const { email, uuid } = await account();
    const requestUuid = await requestedWithdrawal(t.database.db, uuid);
    for (const flags of [[], ['--yes']]) {
      const refused = await ops('delete-user', '--user', email, ...flags);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(
        `has a withdrawal request waiting to be paid: ${requestUuid} (requested)`,
      );
      expect(refused.err).toContain('mark-paid');
    }
    expect(await statusOf(uuid)).toBe('active');

    await markPaid(t.database.db, requestUuid, '2026-11-30', new Date());
    const erased = await ops('delete-user', '--user', email, '--yes', '--language', 'en');
    expect(erased.code, erased.err).toBe(0);
    expect(erased.out).toContain(`erased ${email} (${uuid})`);
    expect(erased.out).toMatch(/withdrawal requests erased:\s+1/);
    expect(erased.err).toContain('mailed the former address (en)');
    expect(lastMailTo(t, email)?.subject).toBe('[Creator Portal] You have left Creator Portal');
    expect(await statusOf(uuid)).toBe('withdrawn');
    const relogin = await login(t.app, email, PASSWORD);
    expect(relogin.statusCode).toBe(401);
    expect(errorBody(relogin).errorCode).toBe('LOGIN_FAILED');

    // By its uuid it is still found, and refused as gone; by its email it is unknown now.
    expect((await ops('delete-user', '--user', uuid, '--yes')).err).toContain('has left the portal already');
    expect((await ops('delete-user', '--user', email, '--yes')).err).toContain(`no account ${email}`);
  });

  it('is refused while an entry is in review, and mails in the account’s last language by default', async () => {
    const { email, uuid } = await account();
    const entry = await insertEntry(t.database.db, uuid, 'reviewing');
    const refused = await ops('delete-user', '--user', email, '--yes');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`has an entry in review or conversion: ${entry} (reviewing)`);
    expect(await statusOf(uuid)).toBe('active');

    await t.database.db.delete(submissions).where(eq(submissions.uuid, entry));
    const inquiry = await insertInquiry(t.database.db, uuid);
    await t.database.db.update(inquiries).set({ language: 'ko' }).where(eq(inquiries.uuid, inquiry));
    const erased = await ops('delete-user', '--user', email, '--yes', '--json');
    expect(erased.code, erased.err).toBe(0);
    expect(JSON.parse(erased.out)).toMatchObject({ uuid, erased: true, inquiries: 1 });
    expect(lastMailTo(t, email)?.subject).toBe('[크리에이터 포털] 회원 탈퇴가 완료되었습니다');
  });

  it('answers usage mistakes with exit code 2 and an unknown account with 1', async () => {
    expect((await ops('delete-user')).code).toBe(2);
    expect((await ops('delete-user', '--user', 'x@example.com', '--language', 'fr')).code).toBe(2);
    const unknown = await ops('delete-user', '--user', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('no account nobody@example.com');
  });
});
