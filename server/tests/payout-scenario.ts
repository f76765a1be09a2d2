// The kept payout account (issue 19 item 5), as one scenario that runs on PGlite
// (payout-details.test.ts) and on PostgreSQL (postgres-assets.test.ts): the details answer masked
// data only, from the creator's own last request that was not rejected; a request that names that
// request stores the whole number copied on the server; an unknown bank is refused 400; another
// creator's request cannot be named, and such a refusal leaves nothing behind.
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Currency } from '../../contract/money-rules.js';
import type { DatabaseHandle } from '../db/client.js';
import { privateFiles, withdrawalRequests } from '../db/schema.js';
import { balanceMinor } from '../money/ledger.js';
import { markPaid, rejectWithdrawal } from '../money/withdrawals.js';
import { createTextPdf } from '../seed/tiny-pdf.js';
import { creditedGroup } from './assets-fixtures.js';
import { multipartBody, type Part } from './multipart.js';
import { insertUser, loginToken } from './test-app.js';

const PASSWORD = 'Right!pass1';
const pdf = Buffer.from(createTextPdf('ID', [{ text: 'identity' }]));
export const documentPart: Part = {
  name: 'document1',
  fileName: 'id.pdf',
  content: pdf,
  type: 'application/pdf',
};

export interface Creator {
  uuid: string;
  token: string;
}

/** A creator with `reward` (in the major unit) credited. */
export async function creditedCreator(
  app: FastifyInstance,
  handle: DatabaseHandle,
  userId: string,
  reward = 50_000,
  currency: Currency = 'KRW',
): Promise<Creator> {
  const uuid = await insertUser(handle, { userId, password: PASSWORD, userName: 'Hong Gildong' });
  await creditedGroup(handle.db, { owners: [uuid], counts: [10], reward, currency });
  return { uuid, token: await loginToken(app, userId, PASSWORD) };
}

/** The text parts of a request; `null` leaves a part out. */
export function payoutForm(
  overrides: Record<string, string | null> = {},
  files: Part[] = [documentPart],
): Part[] {
  const texts: Record<string, string | null> = {
    amount: '10000',
    accountHolder: '홍길동',
    bankName: '088',
    accountNumber: '110-123-456789',
    payeeType: 'individual',
    vatRegistered: 'false',
    dateOfBirth: '1990-05-01',
    ...overrides,
  };
  return [
    ...Object.entries(texts)
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([name, value]) => ({ name, value })),
    ...files,
  ];
}

/** Only the kept account's reference instead of the three account fields. */
export const keptForm = (requestUuid: string, overrides: Record<string, string | null> = {}) =>
  payoutForm(
    {
      accountHolder: null,
      bankName: null,
      accountNumber: null,
      accountFromRequest: requestUuid,
      ...overrides,
    },
    [],
  );

let keys = 0;

export function postWithdrawal(
  app: FastifyInstance,
  token: string,
  parts: Part[],
  key = `payout-${++keys}-key`,
) {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/assets/withdrawal-request',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'idempotency-key': key },
    payload: body,
  });
}

export function getPayoutDetails(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'GET',
    url: '/api/assets/withdrawals/payout-details',
    headers: { authorization: `Bearer ${token}` },
  });
}

async function rowsOf(handle: DatabaseHandle, userUuid: string) {
  return handle.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.userUuid, userUuid));
}

async function filesOf(handle: DatabaseHandle, userUuid: string): Promise<number> {
  const [row] = await handle.db
    .select({ n: count() })
    .from(privateFiles)
    .where(eq(privateFiles.ownerUuid, userUuid));
  return row?.n ?? 0;
}

/** The whole scenario, for one app on one database; `prefix` keeps its accounts apart. */
export async function keptAccountScenario(
  app: FastifyInstance,
  handle: DatabaseHandle,
  prefix: string,
): Promise<void> {
  const db = handle.db;
  const me = await creditedCreator(app, handle, `${prefix}-me@example.com`);
  const other = await creditedCreator(app, handle, `${prefix}-other@example.com`);

  // Nothing kept before the first request; the documents are still to come.
  const none = await getPayoutDetails(app, me.token);
  expect(none.statusCode).toBe(200);
  expect(none.json().data).toEqual({ account: null, documentsOnFile: false });

  // An unknown bank: 400 with its code, nothing debited, nothing kept.
  const unknown = await postWithdrawal(app, me.token, payoutForm({ bankName: 'Portal Bank' }));
  expect([unknown.statusCode, unknown.json().errorCode, unknown.json().field]).toEqual([
    400,
    'WITHDRAWAL_BANK_UNKNOWN',
    'bankName',
  ]);
  expect(await balanceMinor(db, me.uuid)).toBe(50_000);
  expect(await rowsOf(handle, me.uuid)).toHaveLength(0);
  expect(await filesOf(handle, me.uuid)).toBe(0);

  // The first request, with the bank by its code: stored with its code and Korean name.
  const first = await postWithdrawal(app, me.token, payoutForm());
  expect(first.statusCode).toBe(201);
  expect(first.json().data).toMatchObject({ bankCode: '088', bankName: '신한은행' });
  const firstUuid = first.json().data.uuid as string;
  await markPaid(db, firstUuid, '2026-11-27', new Date());

  // The details: masked, from my own request, never the whole number.
  const details = await getPayoutDetails(app, me.token);
  expect(details.statusCode).toBe(200);
  expect(details.json().data).toEqual({
    account: {
      requestUuid: firstUuid,
      accountHolder: '홍길동',
      bankCode: '088',
      bankName: '신한은행',
      accountNumberMasked: '********6789',
      payeeType: 'individual',
      vatRegistered: false,
      requestedAt: expect.any(String),
    },
    documentsOnFile: true,
  });
  expect(details.body).not.toContain('123456');
  expect(details.body).not.toContain('"accountNumber"');
  // The other creator's details know nothing of mine.
  expect((await getPayoutDetails(app, other.token)).json().data).toEqual({
    account: null,
    documentsOnFile: false,
  });

  // The other creator cannot name my request: 400, nothing debited, no row, no file kept.
  const stolen = await postWithdrawal(
    app,
    other.token,
    payoutForm({ accountHolder: null, bankName: null, accountNumber: null, accountFromRequest: firstUuid }),
  );
  expect([stolen.statusCode, stolen.json().errorCode, stolen.json().field]).toEqual([
    400,
    'WITHDRAWAL_ACCOUNT_SOURCE_INVALID',
    'accountFromRequest',
  ]);
  expect(await balanceMinor(db, other.uuid)).toBe(50_000);
  expect(await rowsOf(handle, other.uuid)).toHaveLength(0);
  expect(await filesOf(handle, other.uuid)).toBe(0);

  // The second request names the first: no documents, no account typed; the whole number copied.
  const key = `${prefix}-kept-key`;
  const second = await postWithdrawal(app, me.token, keptForm(firstUuid, { amount: '20000' }), key);
  expect(second.statusCode).toBe(201);
  expect(second.json().data).toMatchObject({
    accountHolder: '홍길동',
    bankCode: '088',
    bankName: '신한은행',
    accountNumberMasked: '********6789',
  });
  expect(second.body).not.toContain('123456');
  const [stored] = await handle.db
    .select()
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.uuid, second.json().data.uuid as string));
  expect(stored).toMatchObject({
    accountNumber: '110123456789',
    bankCode: '088',
    bankName: '신한은행',
    accountHolder: '홍길동',
  });
  expect(await balanceMinor(db, me.uuid)).toBe(20_000);
  // A retry of the same key and body is the same request.
  const replay = await postWithdrawal(app, me.token, keptForm(firstUuid, { amount: '20000' }), key);
  expect([replay.statusCode, replay.json().data.uuid]).toEqual([200, second.json().data.uuid]);
  // Rejected: the details go back to the last request that was not rejected (the first).
  await rejectWithdrawal(db, second.json().data.uuid as string, 'Test.', new Date());
  expect((await getPayoutDetails(app, me.token)).json().data.account.requestUuid).toBe(firstUuid);
  // ...and a rejected request cannot be named.
  const fromRejected = await postWithdrawal(app, me.token, keptForm(second.json().data.uuid as string));
  expect(fromRejected.json().errorCode).toBe('WITHDRAWAL_ACCOUNT_SOURCE_INVALID');
  expect(await balanceMinor(db, me.uuid)).toBe(40_000);
}
