// Leaving the portal (issue 19 item 4): DELETE /api/users/{id} erases what it says and keeps what it
// says, on PGlite and on PostgreSQL (when TEST_DATABASE_URL names a server). A creator with two
// sessions, an inquiry with an attachment, a paid withdrawal with documents, a credit, an entry in a
// completed group, an entry returned, an entry in a waiting group and the account's pending mails
// and codes leaves; afterwards no column of any table holds the email, the phone or the name, the
// ledger's sums are the same, the files are gone from the storage (the kept entry's stay), every
// token answers 403, the login answers LOGIN_FAILED, and the address signs up again. Refused while
// a withdrawal waits or an entry is in review or conversion; a wrong password, a failure in the
// middle and the rate limit leave everything as it was.
// Long file: one creator holding every kind of data is built once per database, and every
// assertion reads it.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths } from '../../contract/paths.js';
import type { Group } from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import {
  emailChanges,
  emailVerifications,
  groupSubmissions,
  inquiries,
  ledgerEntries,
  mailOptOuts,
  privateFiles,
  rateLimitCounters,
  submissions,
  users,
  userSessions,
  withdrawalRequests,
  type StoredSubmissionState,
} from '../db/schema.js';
import { markPaid } from '../money/withdrawals.js';
import { e164, signupWithCode, verificationCodeIn, lastMailTo, verify } from './accounts.js';
import { creditedGroup } from './assets-fixtures.js';
import { multipartBody } from './multipart.js';
import { groupWithEntryOf, requestedWithdrawal } from './notification-fixtures.js';
import { documentPart, payoutForm, postWithdrawal } from './payout-scenario.js';
import { createTestApp, errorBody, insertUser, login, type TestApp } from './test-app.js';
import { createTextPdf } from '../seed/tiny-pdf.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

const PASSWORD = 'Right!pass1';

const databases = [
  { name: 'PGlite', url: async () => ({ url: undefined, drop: async () => {} }) },
  ...(adminUrl ? [{ name: 'PostgreSQL', url: () => createThrowawayDatabase('portal_leave') }] : []),
];

/** Every row of every table of the public schema, as text, sorted: "nothing changed" is equality. */
async function everything(db: Database): Promise<Record<string, string[]>> {
  const tables = rows<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const dump: Record<string, string[]> = {};
  for (const { name } of tables) {
    const found = rows<{ row: string }>(
      await db.execute(sql`select t::text as row from ${sql.identifier(name)} as t`),
    );
    dump[name] = found.map((r) => r.row).sort();
  }
  return dump;
}

/** Every text-like column (text, varchar, char, json, jsonb, arrays, enums) of every public table. */
async function textColumns(db: Database) {
  return rows<{ table: string; column: string }>(
    await db.execute(sql`
      select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
      order by 1, 2`),
  );
}

/** The table.column places that hold `needle` (case-insensitive). */
async function placesHolding(db: Database, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns(db)) {
    const [hit] = rows<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
      ),
    );
    if (Number(hit?.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

function rows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

const ledgerSums = async (db: Database) =>
  rows<{ user_uuid: string; total: string; lines: number }>(
    await db.execute(
      sql`select user_uuid, sum(amount_minor)::text as total, count(*)::int as lines from ${ledgerEntries} group by user_uuid order by user_uuid`,
    ),
  );

describe.each(databases)('leaving the portal on $name', ({ name, url }) => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let dir: string;
  let n = 0;
  let databaseUrl: string | undefined;
  const privateDir = () => path.join(dir, 'private');
  const publicDir = () => path.join(dir, 'public');

  beforeAll(async () => {
    const database = await url();
    drop = database.drop;
    databaseUrl = database.url;
    dir = await mkdtemp(path.join(tmpdir(), 'portal-leave-'));
    t = await createTestApp({
      databaseUrl: database.url,
      publicFilesDir: publicDir(),
      accountDeletionLimit: { max: 5, timeWindowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  const call = (
    method: 'GET' | 'DELETE',
    target: string,
    token: string,
    payload?: unknown,
    language = 'ko',
  ) =>
    t.app.inject({
      method,
      url: target,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': language,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const leave = (uuid: string, token: string, password = PASSWORD, language = 'ko') =>
    call('DELETE', apiPaths.user(uuid), token, { password }, language);

  /** A creator with a name, a phone number and a session; its details and token. */
  const newCreator = async () => {
    const i = ++n;
    const email = `leaver${i}.${randomBytes(3).toString('hex')}@example.com`;
    const name = `탈퇴할 김하늘${i}`;
    const national = `0105550${String(1000 + i).padStart(4, '0')}`;
    const phone = e164(national);
    const uuid = await insertUser(t.database, { userId: email, password: PASSWORD, userName: name });
    await t.database.db.update(users).set({ hpNumber: phone }).where(eq(users.uuid, uuid));
    const token = await tokenOf(email);
    return { email, name, phone, national, uuid, token };
  };
  const tokenOf = async (email: string) => {
    const response = await login(t.app, email, PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { jwt: string } }>().data.jwt;
  };

  /** A private file with real bytes in the storage, owned by `ownerUuid`; its uuid and stored name. */
  const storedFile = async (ownerUuid: string, originalName: string) => {
    const storedName = `${randomBytes(16).toString('hex')}.mp4`;
    await mkdir(privateDir(), { recursive: true });
    await writeFile(path.join(privateDir(), storedName), randomBytes(64));
    const [row] = await t.database.db
      .insert(privateFiles)
      .values({ ownerUuid, storedName, originalName, size: 64, mime: 'video/mp4' })
      .returning({ uuid: privateFiles.uuid });
    return { uuid: row!.uuid, storedName };
  };
  /** An entry of `userUuid` in `state` whose five files are real stored files. */
  const entryWithFiles = async (
    userUuid: string,
    state: StoredSubmissionState,
    topicUuid: string,
    title: string,
  ) => {
    const files = await Promise.all(
      ['work', 'thumbnail', 'project', 'delivery', 'poster'].map((kind) =>
        storedFile(userUuid, `${title} ${kind}.mp4`),
      ),
    );
    const later = state === 'converting' || state === 'scheduled';
    const [row] = await t.database.db
      .insert(submissions)
      .values({
        userUuid,
        topicUuid,
        title,
        description: `${title}: a description`,
        tType: 'video',
        state,
        workFileUuid: files[0]!.uuid,
        thumbnailFileUuid: files[1]!.uuid,
        ...(state === 'returned' ? { returnReason: 'too dark' } : {}),
        ...(later
          ? {
              projectFileUuid: files[2]!.uuid,
              deliveryFileUuid: files[3]!.uuid,
              posterFileUuid: files[4]!.uuid,
              convertedAt: new Date(),
            }
          : {}),
      })
      .returning({ uuid: submissions.uuid });
    return { uuid: row!.uuid, storedNames: (later ? files : files.slice(0, 2)).map((f) => f.storedName) };
  };
  const onDisk = async (area: 'private' | 'public') =>
    new Set(await readdir(area === 'private' ? privateDir() : publicDir()).catch(() => [] as string[]));

  it('erases the name, email, phone and personal records everywhere, keeps the ledger and the competing entry, ends every token, and the email signs up again', async () => {
    const creator = await newCreator();
    const { db } = t.database;
    const secondToken = await tokenOf(creator.email);
    const pendingEmail = `changing${n}@example.net`;

    // An inquiry with an attachment (through the API: a real stored file).
    const pdf = createTextPdf('Statement', [{ text: creator.name }]);
    const inquiryForm = multipartBody([
      { name: 'category', value: 'payout' },
      { name: 'title', value: `${creator.name}의 문의` },
      { name: 'content', value: `연락처 ${creator.national}, ${creator.email}` },
      { name: 'attachment', fileName: 'statement.pdf', content: pdf },
    ]);
    const inquiry = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers: { authorization: `Bearer ${creator.token}`, 'content-type': inquiryForm.contentType },
      payload: inquiryForm.body,
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);

    // Earnings from a completed group whose work is the creator's entry (kept), then a paid
    // withdrawal with documents (through the API).
    const group = await creditedGroup(db, {
      owners: [creator.uuid, null],
      counts: [30, 10],
      reward: 100_000,
    });
    const [{ topicUuid } = { topicUuid: '' }] = rows<{ topicUuid: string }>(
      await db.execute(
        sql`select topic_uuid as "topicUuid" from competition_groups where uuid = ${group.groupUuid}`,
      ),
    );
    const competing = await entryWithFiles(creator.uuid, 'scheduled', topicUuid, `${creator.name} 출품작`);
    await db
      .update(groupSubmissions)
      .set({ submissionUuid: competing.uuid, name: `${creator.name} 출품작` })
      .where(eq(groupSubmissions.uuid, group.entryUuids[0]!));
    const withdrawal = await postWithdrawal(
      t.app,
      creator.token,
      payoutForm({ accountHolder: creator.name }, [documentPart]),
    );
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    const [request] = await db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.userUuid, creator.uuid));
    await markPaid(db, request!.uuid, '2026-11-30', new Date());

    // An entry returned (deleted with its files) and one in a waiting group (leaves the group).
    const returned = await entryWithFiles(creator.uuid, 'returned', topicUuid, 'Returned one');
    const waiting = await groupWithEntryOf(db, creator.uuid);
    const publicNames = [`${randomBytes(16).toString('hex')}.mp4`, `${randomBytes(16).toString('hex')}.jpg`];
    await mkdir(publicDir(), { recursive: true });
    for (const name of publicNames) await writeFile(path.join(publicDir(), name), randomBytes(32));
    await db
      .update(groupSubmissions)
      .set({
        videoUrl: `/p/api/files/public/${publicNames[0]}`,
        thumbnailUrl: `/p/api/files/public/${publicNames[1]}`,
      })
      .where(eq(groupSubmissions.uuid, waiting.groupSubmissionUuid));

    // Pending mails and codes, preferences.
    await db.insert(mailOptOuts).values({ userUuid: creator.uuid, type: 'withdrawal-paid' });
    await db.insert(emailChanges).values({
      userUuid: creator.uuid,
      newEmail: pendingEmail,
      codeHash: createHash('sha256').update(randomUUID()).digest('hex'),
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await db.insert(emailVerifications).values({
      userUuid: creator.uuid,
      codeHash: createHash('sha256').update(randomUUID()).digest('hex'),
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: apiPaths.resetPassword,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: creator.email }),
    });
    expect(reset.statusCode).toBe(200);
    const code = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.authHpNumber}?hpNumber=${creator.national}`,
    });
    expect(code.statusCode, code.body).toBe(200);

    // Shared rate limits (PostgreSQL deployments) keep short keys in clear.
    await db.insert(rateLimitCounters).values([
      { key: `login-account|${creator.email}`, hits: 1, windowEnds: new Date(Date.now() + 60_000) },
      {
        key: `phone-code:recipient-burst|${creator.phone}`,
        hits: 1,
        windowEnds: new Date(Date.now() + 60_000),
      },
      {
        key: `login-address-account|127.0.0.1|${creator.email}`,
        hits: 1,
        windowEnds: new Date(Date.now() + 60_000),
      },
    ]);

    const needles = [creator.email, creator.phone, creator.national, creator.name, pendingEmail];
    for (const needle of needles) expect(await placesHolding(db, needle), needle).not.toEqual([]);
    const sumsBefore = await ledgerSums(db);
    const privateBefore = await onDisk('private');
    const inquiryFiles = (
      await db.select().from(privateFiles).where(eq(privateFiles.ownerUuid, creator.uuid))
    ).map((file) => file.storedName);
    for (const name of [...competing.storedNames, ...returned.storedNames])
      expect(privateBefore).toContain(name);
    const rankingBefore = await ranking(topicUuid, group.groupUuid);

    // A wrong password changes nothing: 400, never 401 or 403.
    const before = await everything(db);
    const wrong = await leave(creator.uuid, creator.token, 'Wrong!pass1');
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).errorCode).toBe(ErrorCode.PasswordMismatch);
    expect(await everything(db)).toEqual(before);

    // Someone else's id: 404, and nothing changed.
    const stranger = await newCreator();
    expect((await leave(stranger.uuid, creator.token)).statusCode).toBe(404);
    expect((await call('GET', apiPaths.user(stranger.uuid), stranger.token)).statusCode).toBe(200);

    const left = await leave(creator.uuid, creator.token, PASSWORD, 'en');
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data).toEqual({ uuid: creator.uuid, leftAt: expect.any(String) });

    // Nothing of the person is left in any column of any table.
    for (const needle of needles) expect(await placesHolding(db, needle), needle).toEqual([]);
    // The ledger's lines and sums are unchanged (the user's and everyone's).
    expect(await ledgerSums(db)).toEqual(sumsBefore);

    // The account row stays as the anonymous owner.
    const [row] = await db.select().from(users).where(eq(users.uuid, creator.uuid));
    expect(row).toMatchObject({
      userId: `withdrawn:${creator.uuid}`,
      userName: '',
      hpNumber: null,
      status: 'withdrawn',
      emailVerifiedAt: null,
    });
    expect(row!.leftAt).toBeInstanceOf(Date);

    // The withdrawal keeps its amounts and state, not the holder, account, birth date or documents.
    const [erased] = await db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.uuid, request!.uuid));
    expect(erased).toMatchObject({
      state: 'paid',
      grossMinor: request!.grossMinor,
      netMinor: request!.netMinor,
      paidDate: '2026-11-30',
      accountHolder: '',
      accountNumber: '',
      accountNumberMasked: '',
      dateOfBirth: '0001-01-01',
      documentFileUuids: [],
      documentsFingerprint: null,
    });

    // Files: the attachment, the documents and the deleted entries' files are gone from the storage;
    // the competing entry's stay (under neutral names), as do the other rows' files.
    const privateAfter = await onDisk('private');
    const keptFiles = await db.select().from(privateFiles).where(eq(privateFiles.ownerUuid, creator.uuid));
    expect(keptFiles.map((f) => f.storedName).sort()).toEqual([...competing.storedNames].sort());
    expect(keptFiles.every((f) => f.originalName === 'file.mp4')).toBe(true);
    for (const name of competing.storedNames) expect(privateAfter).toContain(name);
    for (const name of inquiryFiles.filter((f) => !competing.storedNames.includes(f))) {
      expect(privateAfter).not.toContain(name);
    }
    for (const name of returned.storedNames) expect(privateAfter).not.toContain(name);
    const publicAfter = await onDisk('public');
    for (const name of publicNames) expect(publicAfter).not.toContain(name);

    // The entries: the competing one is kept with its results, under an anonymous name; the
    // returned one and the waiting group's are gone (the waiting group keeps its sample).
    const kept = await db.select().from(submissions).where(eq(submissions.userUuid, creator.uuid));
    expect(kept.map((s) => [s.uuid, s.title, s.description])).toEqual([[competing.uuid, '', '']]);
    const waitingRows = await db
      .select()
      .from(groupSubmissions)
      .where(eq(groupSubmissions.groupUuid, waiting.groupUuid));
    expect(waitingRows.map((r) => r.name)).toEqual(['Sample']);
    const rankingAfter = await ranking(topicUuid, group.groupUuid);
    const mine = rankingAfter.find((r) => r.uuid === group.entryUuids[0]);
    expect(mine?.mcfSubmission.letterTemplates[0]).toMatchObject({ name: '', anonymous: true });
    expect(rankingAfter.map((r) => [r.uuid, r.ranking, r.countOfOrder, r.accumulationAmount])).toEqual(
      rankingBefore.map((r) => [r.uuid, r.ranking, r.countOfOrder, r.accumulationAmount]),
    );
    expect(
      rankingAfter.find((r) => r.uuid !== group.entryUuids[0])?.mcfSubmission.letterTemplates[0],
    ).not.toHaveProperty('anonymous');

    // Every token answers 403; the login does not know the address any more.
    for (const token of [creator.token, secondToken]) {
      const response = await call('GET', apiPaths.user(creator.uuid), token);
      expect(response.statusCode).toBe(403);
    }
    const relogin = await login(t.app, creator.email, PASSWORD);
    expect(relogin.statusCode).toBe(401);
    expect(errorBody(relogin).errorCode).toBe(ErrorCode.LoginFailed);

    // The final mail went to the old address, in the language of the request.
    await expect
      .poll(() => lastMailTo(t, creator.email)?.subject)
      .toBe('[Creator Portal] You have left Creator Portal');
    expect(lastMailTo(t, creator.email)?.text).toContain('sign up again');

    // No request of the old account still under way can write a personal row for it again.
    await expect(
      db
        .insert(userSessions)
        .values({ userUuid: creator.uuid, userAgent: 'late login', address: '10.0.0.1' }),
    ).rejects.toThrow();
    await expect(
      db
        .insert(inquiries)
        .values({ userUuid: creator.uuid, category: 'other', title: 'late', content: 'late' }),
    ).rejects.toThrow();
    expect(await placesHolding(db, 'late login')).toEqual([]);

    // The address signs up again as a new account.
    const again = await signupWithCode(t, {
      userId: creator.email,
      password: PASSWORD,
      userName: creator.name,
      hpNumber: creator.national,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await verify(t, verificationCodeIn(lastMailTo(t, creator.email)!))).statusCode).toBe(200);
    const fresh = await login(t.app, creator.email, PASSWORD);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json<{ data: { uuid: string } }>().data.uuid).not.toBe(creator.uuid);
  });

  const ranking = async (topicUuid: string, groupUuid: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.groupTopic}?page=1&size=100&groupState=4&topicUuid=${topicUuid}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const groups = response.json<{ data: { lists: Group[] } }>().data.lists;
    return groups.find((g) => g.uuid === groupUuid)!.mcfGroupSubmissions;
  };

  it('is refused while a withdrawal request waits to be paid, and changes nothing', async () => {
    const creator = await newCreator();
    await requestedWithdrawal(t.database.db, creator.uuid);
    const before = await everything(t.database.db);
    const response = await leave(creator.uuid, creator.token);
    expect(response.statusCode).toBe(409);
    expect(errorBody(response).errorCode).toBe(ErrorCode.LeaveWithdrawalPending);
    expect(await everything(t.database.db)).toEqual(before);
    expect((await call('GET', apiPaths.user(creator.uuid), creator.token)).statusCode).toBe(200);
  });

  it.each(['reviewing', 'converting'] as const)(
    'is refused while an entry is %s, and changes nothing',
    async (state) => {
      const creator = await newCreator();
      const { topicUuid } = await groupWithEntryOf(t.database.db, creator.uuid);
      await entryWithFiles(creator.uuid, state, topicUuid, `In ${state}`);
      const before = await everything(t.database.db);
      const response = await leave(creator.uuid, creator.token);
      expect(response.statusCode).toBe(409);
      expect(errorBody(response).errorCode).toBe(ErrorCode.LeaveEntryInProgress);
      expect(await everything(t.database.db)).toEqual(before);
    },
  );

  it('answers 400 to another body, and leaves nothing half-done when a statement fails in the middle', async () => {
    const creator = await newCreator();
    await creditedGroup(t.database.db, { owners: [creator.uuid], counts: [5], reward: 50_000 });
    const { topicUuid } = await groupWithEntryOf(t.database.db, creator.uuid);
    const returned = await entryWithFiles(creator.uuid, 'returned', topicUuid, 'Half done');
    for (const payload of [{}, { password: PASSWORD, extra: 1 }, { password: 5 }]) {
      const response = await call('DELETE', apiPaths.user(creator.uuid), creator.token, payload);
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errorCode).toBe(ErrorCode.ValidationFailed);
    }

    // The last statement of the erasure (the users row) fails: everything before it is undone.
    await t.database.db.execute(sql`
      create function refuse_leaving() returns trigger language plpgsql as $$
      begin
        if new.status = 'withdrawn' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_leaving before update on users for each row execute function refuse_leaving()`,
    );
    const before = await everything(t.database.db);
    const filesBefore = await onDisk('private');
    try {
      const failed = await leave(creator.uuid, creator.token);
      expect(failed.statusCode).toBe(500);
      expect(await everything(t.database.db)).toEqual(before);
      expect(await onDisk('private')).toEqual(filesBefore);
      for (const name of returned.storedNames) expect(filesBefore).toContain(name);
      expect((await call('GET', apiPaths.user(creator.uuid), creator.token)).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_leaving on users`);
      await t.database.db.execute(sql`drop function refuse_leaving()`);
    }
    // The next try (the fifth call of the account's budget) goes through.
    const left = await leave(creator.uuid, creator.token);
    expect(left.statusCode, left.body).toBe(200);
    for (const name of returned.storedNames) expect(await onDisk('private')).not.toContain(name);
  });

  it('is rate limited per account, before the password is checked', async () => {
    const creator = await newCreator();
    for (let i = 0; i < 5; i++) {
      expect((await leave(creator.uuid, creator.token, 'Wrong!pass1')).statusCode).toBe(400);
    }
    const limited = await leave(creator.uuid, creator.token);
    expect(limited.statusCode).toBe(429);
    expect(errorBody(limited).errorCode).toBe(ErrorCode.RateLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account has its own budget; this one is still there.
    expect((await call('GET', apiPaths.user(creator.uuid), creator.token)).statusCode).toBe(200);
    const other = await newCreator();
    expect((await leave(other.uuid, other.token)).statusCode).toBe(200);
  });

  it('keeps the erasure when the final mail fails, and says so in the log', async () => {
    const creator = await newCreator();
    t.mailer.failing = true;
    try {
      const left = await leave(creator.uuid, creator.token);
      expect(left.statusCode).toBe(200);
      await expect.poll(() => t.logs.some((line) => line.includes('account left mail failed'))).toBe(true);
    } finally {
      t.mailer.failing = false;
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.uuid, creator.uuid));
    expect(row?.status).toBe('withdrawn');
    expect(await placesHolding(t.database.db, creator.email)).toEqual([]);
  });

  it.runIf(name === 'PostgreSQL')(
    'refuses a personal row that a request of the account writes while it leaves (PostgreSQL)',
    async () => {
      const creator = await newCreator();
      const leaving = new pg.Client({ connectionString: databaseUrl });
      const late = new pg.Client({ connectionString: databaseUrl });
      await leaving.connect();
      await late.connect();
      try {
        // An erasure in progress: the users row locked and marked as left, not yet committed.
        await leaving.query('begin');
        await leaving.query('select 1 from users where uuid = $1 for update', [creator.uuid]);
        await leaving.query("update users set status = 'withdrawn' where uuid = $1", [creator.uuid]);
        // A login of the same account finishing meanwhile waits for it, then is refused.
        const insert = late
          .query(
            "insert into user_sessions (user_uuid, user_agent, address) values ($1, 'late', '10.0.0.2')",
            [creator.uuid],
          )
          .then(
            () => null,
            (error: { constraint?: string }) => error,
          );
        await new Promise((resolve) => setTimeout(resolve, 300));
        await leaving.query('commit');
        expect((await insert)?.constraint).toBe('account_left');
      } finally {
        await leaving.end();
        await late.end();
      }
    },
  );
});
