// Hostile probes of the withdrawal's Idempotency-Key (issue 20, item 3): key K with 10,000 and then
// K with 20,000 answered 200 and the 10,000 request. A replay now answers the stored request only
// when its body is the same (amount, payee type and VAT flag, account holder, bank, account number,
// date of birth, guardian, and the documents by field, name, size and SHA-256); another body
// answers 409 IDEMPOTENCY_KEY_REUSED and changes nothing. A key is one creator's: another creator
// sending K makes (or is refused) a request of their own and never sees the first one's.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { withdrawalRequests } from '../../db/schema.js';
import { balanceMinor } from '../../money/ledger.js';
import { createTextPdf } from '../../seed/tiny-pdf.js';
import { creditedGroup } from '../assets-fixtures.js';
import { multipartBody, type Part } from '../multipart.js';
import { createMemoryMailer } from '../doubles.js';
import {
  createTestApp,
  errorBody,
  GENEROUS_LOGIN_LIMITS,
  insertUser,
  loginToken,
  TEST_JWT_SECRET,
  type TestApp,
} from '../test-app.js';
import { adminUrl, createThrowawayDatabase } from '../throwaway-postgres.js';

const PASSWORD = 'Right!pass1';
const KEY = 'replayed-key-0001';
const pdf = Buffer.from(createTextPdf('ID', [{ text: 'identity' }]));
// The same length and name, other bytes: only the content tells them apart.
const otherPdf = Buffer.from(createTextPdf('ID', [{ text: 'identitz' }]));

let t: TestApp;
let privateDir: string;
let serial = 0;

async function creator(balance: number | null) {
  serial += 1;
  const userId = `replay-${serial}@example.com`;
  const uuid = await insertUser(t.database, { userId, password: PASSWORD });
  if (balance !== null) await creditedGroup(t.database.db, { owners: [uuid], counts: [1], reward: balance });
  return { uuid, token: await loginToken(t.app, userId, PASSWORD) };
}

function form(overrides: Record<string, string> = {}, document: Part | null = documentPart()): Part[] {
  const texts = {
    amount: '10000',
    accountHolder: 'Hong Gildong',
    bankName: 'Kookmin',
    accountNumber: '123-456-789012',
    payeeType: 'individual',
    vatRegistered: 'false',
    dateOfBirth: '1990-05-01',
    ...overrides,
  };
  return [
    ...Object.entries(texts).map(([name, value]) => ({ name, value })),
    ...(document ? [document] : []),
  ];
}

function documentPart(content: Buffer = pdf, fileName = 'id.pdf', name = 'document1'): Part {
  return { name, fileName, content, type: 'application/pdf' };
}

function withdraw(token: string, parts: Part[], key = KEY, app: FastifyInstance = t.app) {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/assets/withdrawal-request',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'idempotency-key': key },
    payload: body,
  });
}

const requestsOf = (userUuid: string) =>
  t.database.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.userUuid, userUuid));

beforeAll(async () => {
  privateDir = await mkdtemp(path.join(tmpdir(), 'portal-idempotency-'));
  t = await createTestApp({ privateFilesDir: privateDir });
});
afterAll(async () => {
  await t.close();
  await rm(privateDir, { recursive: true, force: true });
});

describe('hostile: an Idempotency-Key replayed', () => {
  let me: { uuid: string; token: string };
  let first: { uuid: string };

  beforeEach(async () => {
    me = await creator(50_000);
    const made = await withdraw(me.token, form());
    expect(made.statusCode).toBe(201);
    first = made.json().data;
  });

  it('with the same body answers 200 and the same request, and changes nothing', async () => {
    const again = await withdraw(me.token, form());
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ uuid: first.uuid, amounts: { gross: 10_000 } });
    expect(await balanceMinor(t.database.db, me.uuid)).toBe(40_000);
    expect(await requestsOf(me.uuid)).toHaveLength(1);
  });

  it('with another amount answers 409 IDEMPOTENCY_KEY_REUSED, not the 10,000 request', async () => {
    const other = await withdraw(me.token, form({ amount: '20000' }));
    expect(other.statusCode).toBe(409);
    expect(errorBody(other)).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED', data: null });
    expect(other.body).not.toContain(first.uuid);
    expect(await balanceMinor(t.database.db, me.uuid)).toBe(40_000);
    expect(await requestsOf(me.uuid)).toHaveLength(1);
  });

  it('with any other field or document answers 409 and keeps no file', async () => {
    const variants: [string, Part[]][] = [
      ['payee type', form({ payeeType: 'business' })],
      ['payee type with VAT', form({ payeeType: 'business', vatRegistered: 'true' })],
      ['account holder', form({ accountHolder: 'Kim Cheolsu' })],
      ['bank', form({ bankName: 'Shinhan' })],
      ['account number', form({ accountNumber: '123-456-789013' })],
      ['date of birth', form({ dateOfBirth: '1991-05-01' })],
      ['no document', form({}, null)],
      ['a document of other bytes, same name and size', form({}, documentPart(otherPdf))],
      ['a document of another name', form({}, documentPart(pdf, 'passport.pdf'))],
      ['a second document', [...form(), documentPart(pdf, 'id.pdf', 'document2')]],
    ];
    expect(otherPdf.length).toBe(pdf.length);
    const filesBefore = (await readdir(privateDir, { recursive: true })).length;
    for (const [name, parts] of variants) {
      const response = await withdraw(me.token, parts);
      expect([response.statusCode, response.json().errorCode], name).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    }
    expect((await readdir(privateDir, { recursive: true })).length).toBe(filesBefore);
    expect(await balanceMinor(t.database.db, me.uuid)).toBe(40_000);
    // The account number is compared as stored (spaces and hyphens do not make another body).
    const spaced = await withdraw(me.token, form({ accountNumber: '123 456 789012' }));
    expect([spaced.statusCode, spaced.json().data?.uuid]).toEqual([200, first.uuid]);
  });

  it('from another creator never answers the first creator’s request', async () => {
    // With a balance of their own: a new request of theirs (201), under the same key.
    const other = await creator(30_000);
    const theirs = await withdraw(other.token, form({ amount: '20000' }));
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.uuid).not.toBe(first.uuid);
    expect(theirs.json().data.amounts.gross).toBe(20_000);
    expect(await balanceMinor(t.database.db, other.uuid)).toBe(10_000);
    // With the very same body and no balance: refused on their own account, not answered with
    // the first creator's request.
    const poor = await creator(null);
    const refused = await withdraw(poor.token, form());
    expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 'WITHDRAWAL_INSUFFICIENT_BALANCE']);
    expect(refused.body).not.toContain(first.uuid);
    expect(await balanceMinor(t.database.db, me.uuid)).toBe(40_000);
  });
});

describe('hostile: one Idempotency-Key sent twice at once', () => {
  it('with the same body makes one request and answers it to both', async () => {
    const me = await creator(50_000);
    const both = await Promise.all([
      withdraw(me.token, form(), 'twice-same-1'),
      withdraw(me.token, form(), 'twice-same-1'),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json().data.uuid).toBe(both[1]!.json().data.uuid);
    expect(await balanceMinor(t.database.db, me.uuid)).toBe(40_000);
  });

  it('with two amounts makes the one that got in first and refuses the other', async () => {
    const me = await creator(50_000);
    const both = await Promise.all([
      withdraw(me.token, form({ amount: '10000' }), 'twice-other-1'),
      withdraw(me.token, form({ amount: '20000' }), 'twice-other-1'),
    ]);
    const statuses = both.map((response) => response.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses[1]).toBe(409);
    const made = both.find((response) => response.statusCode === 201)!.json().data;
    expect(await balanceMinor(t.database.db, me.uuid)).toBe(50_000 - made.amounts.gross);
    expect(await requestsOf(me.uuid)).toHaveLength(1);
  });
});

// PGlite takes one connection at a time; on PostgreSQL two instances really race. Runs only when
// TEST_DATABASE_URL names a server whose user may create databases (scripts/start-test-postgres.sh).
describe.skipIf(!adminUrl)('hostile: one Idempotency-Key from two instances on PostgreSQL', () => {
  let drop: () => Promise<void> = async () => {};
  let handles: DatabaseHandle[] = [];
  let apps: FastifyInstance[] = [];
  let pgDir: string;

  beforeAll(async () => {
    pgDir = await mkdtemp(path.join(tmpdir(), 'portal-pg-idempotency-'));
    const database = await createThrowawayDatabase('portal_idempotency');
    drop = database.drop;
    handles = await Promise.all([1, 2].map(() => openDatabase({ url: database.url })));
    await runMigrations(handles[0]!);
    apps = await Promise.all(
      handles.map(async (handle) => {
        const app = await buildApp({
          db: handle.db,
          jwtSecret: TEST_JWT_SECRET,
          logging: false,
          mailer: createMemoryMailer(),
          privateFilesDir: pgDir,
          loginLimits: GENEROUS_LOGIN_LIMITS,
        });
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(handles.map((handle) => handle.close()));
    await drop();
    await rm(pgDir, { recursive: true, force: true });
  });

  it('ten at once, half with another amount: one request, its body answered with it, the other 409', async () => {
    const db = handles[0]!.db;
    const uuid = await insertUser(handles[0]!, { userId: 'pg-replay@example.com', password: PASSWORD });
    await creditedGroup(db, { owners: [uuid], counts: [1], reward: 50_000 });
    const token = await loginToken(apps[0]!, 'pg-replay@example.com', PASSWORD);
    const amounts = Array.from({ length: 10 }, (_, i) => (i % 2 ? '20000' : '10000'));
    const answers = await Promise.all(
      amounts.map((amount, i) => withdraw(token, form({ amount }), 'pg-race-key-1', apps[i % 2]!)),
    );
    const made = answers.filter((response) => response.statusCode === 201);
    expect(made).toHaveLength(1);
    const request = made[0]!.json().data;
    const winner = String(request.amounts.gross);
    for (const [i, response] of answers.entries()) {
      if (amounts[i] === winner) {
        expect([200, 201]).toContain(response.statusCode);
        expect(response.json().data.uuid).toBe(request.uuid);
      } else {
        expect([response.statusCode, response.json().errorCode]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
      }
    }
    expect(await balanceMinor(db, uuid)).toBe(50_000 - request.amounts.gross);
    expect(
      await db.select().from(withdrawalRequests).where(eq(withdrawalRequests.userUuid, uuid)),
    ).toHaveLength(1);
  });
});
