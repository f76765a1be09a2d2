// The kept payout account and the bank list on PGlite (issue 19 item 5): the shared scenario
// (payout-scenario.ts, also run on PostgreSQL by postgres-assets.test.ts), then the bank named by
// code or by a listed name, the country's account number rule, a reference sent with typed account
// fields, requests stored before the list, a US deployment's banks, and the per-creator limit.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalRequests } from '../db/schema.js';
import { balanceMinor } from '../money/ledger.js';
import {
  creditedCreator,
  getPayoutDetails,
  keptAccountScenario,
  keptForm,
  payoutForm,
  postWithdrawal,
} from './payout-scenario.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let privateDir: string;
let counter = 0;
const creator = () => creditedCreator(t.app, t.database, `payout-${++counter}@example.com`);
const NO_SUCH_UUID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  privateDir = await mkdtemp(path.join(tmpdir(), 'portal-payout-'));
  t = await createTestApp({ privateFilesDir: privateDir });
});
afterAll(async () => {
  await t.close();
  await rm(privateDir, { recursive: true, force: true });
});

describe('the kept payout account', () => {
  it('answers masked details of my own last request, copies the whole number, refuses others', async () => {
    await keptAccountScenario(t.app, t.database, 'pglite');
  });

  it('takes the bank by its code or a listed name, and refuses one not in the list', async () => {
    const cases: [string, number, string | null][] = [
      ['004', 201, '004'],
      ['신한은행', 201, '088'],
      ['Shinhan', 201, '088'],
      ['kb 국민', 201, '004'],
      ['Kakao Bank', 201, '090'],
      ['iM뱅크', 201, '031'],
      ['Portal Bank', 400, null],
      ['999', 400, null],
      ['chase', 400, null],
    ];
    for (const [bankName, status, code] of cases) {
      const me = await creator();
      const response = await postWithdrawal(t.app, me.token, payoutForm({ bankName }));
      expect(response.statusCode, bankName).toBe(status);
      if (code) expect(response.json().data.bankCode, bankName).toBe(code);
      else expect(response.json().errorCode, bankName).toBe('WITHDRAWAL_BANK_UNKNOWN');
    }
    const me = await creator();
    const empty = await postWithdrawal(t.app, me.token, payoutForm({ bankName: ' ' }));
    expect(empty.json().errorCode).toBe('WITHDRAWAL_BANK_INVALID');
  });

  it("holds account numbers to Korea's digits: 10 to 14, spaces and hyphens between", async () => {
    const me = await creator();
    for (const accountNumber of ['110-123-45678A', '123456789', '123456789012345', '110--123-456789', '']) {
      const response = await postWithdrawal(t.app, me.token, payoutForm({ accountNumber }));
      expect([response.statusCode, response.json().errorCode], accountNumber).toEqual([
        400,
        'WITHDRAWAL_ACCOUNT_INVALID',
      ]);
    }
    const ok = await postWithdrawal(t.app, me.token, payoutForm({ accountNumber: '1002 123 456789' }));
    expect(ok.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.uuid, ok.json().data.uuid as string));
    expect(row!.accountNumber).toBe('1002123456789');
  });

  it('refuses a reference sent with typed account fields, a malformed one and an unknown one', async () => {
    const me = await creator();
    const first = await postWithdrawal(t.app, me.token, payoutForm());
    const firstUuid = first.json().data.uuid as string;
    await t.database.db
      .update(withdrawalRequests)
      .set({ state: 'paid', paidDate: '2026-11-27' })
      .where(eq(withdrawalRequests.uuid, firstUuid));
    const both = await postWithdrawal(
      t.app,
      me.token,
      keptForm(firstUuid, { accountNumber: '110123456780' }),
    );
    expect([both.statusCode, both.json().errorCode, both.json().field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'accountNumber',
    ]);
    for (const reference of ['not-a-uuid', "' or 1=1 --", NO_SUCH_UUID]) {
      const response = await postWithdrawal(t.app, me.token, keptForm(reference));
      expect([response.statusCode, response.json().errorCode], reference).toEqual([
        400,
        'WITHDRAWAL_ACCOUNT_SOURCE_INVALID',
      ]);
    }
    expect(await balanceMinor(t.database.db, me.uuid)).toBe(40_000);
    // Upper-case uuids name the same request.
    const upper = await postWithdrawal(t.app, me.token, keptForm(firstUuid.toUpperCase()));
    expect(upper.statusCode).toBe(201);
  });

  it('offers a request made before the list when its typed bank is a listed name, and none otherwise', async () => {
    const me = await creator();
    const made = await postWithdrawal(t.app, me.token, payoutForm());
    const uuid = made.json().data.uuid as string;
    // As a request of before issue 19 was stored: the name as typed, no code.
    await t.database.db
      .update(withdrawalRequests)
      .set({ bankName: 'Kookmin', bankCode: null })
      .where(eq(withdrawalRequests.uuid, uuid));
    expect((await getPayoutDetails(t.app, me.token)).json().data.account).toMatchObject({
      requestUuid: uuid,
      bankCode: '004',
      bankName: 'KB국민은행',
    });
    await t.database.db
      .update(withdrawalRequests)
      .set({ bankName: 'Portal Bank' })
      .where(eq(withdrawalRequests.uuid, uuid));
    expect((await getPayoutDetails(t.app, me.token)).json().data).toEqual({
      account: null,
      documentsOnFile: true,
    });
    // Nor can it be named: its bank is not one of the list.
    await t.database.db
      .update(withdrawalRequests)
      .set({ state: 'paid', paidDate: '2026-11-27' })
      .where(eq(withdrawalRequests.uuid, uuid));
    const response = await postWithdrawal(t.app, me.token, keptForm(uuid));
    expect(response.json().errorCode).toBe('WITHDRAWAL_ACCOUNT_SOURCE_INVALID');
    // The list of requests still shows what was typed then.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/assets/withdrawal-request',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(list.json().data.lists[0]).toMatchObject({ bankName: 'Portal Bank', bankCode: null });
  });

  it('limits requests per creator (429 with Retry-After), not per address', async () => {
    const me = await creator();
    const other = await creator();
    // Without an Idempotency-Key each is refused at once, but counted.
    const send = (token: string) => postWithdrawal(t.app, token, payoutForm(), '');
    for (let index = 0; index < 30; index += 1) {
      expect((await send(me.token)).json().errorCode).toBe('IDEMPOTENCY_KEY_INVALID');
    }
    const limited = await send(me.token);
    expect([limited.statusCode, limited.json().errorCode]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(other.token)).statusCode).toBe(400);
  });
});

describe('a US deployment', () => {
  let us: TestApp;
  let usDir: string;
  beforeAll(async () => {
    usDir = await mkdtemp(path.join(tmpdir(), 'portal-payout-us-'));
    us = await createTestApp({ privateFilesDir: usDir, currency: 'USD', businessCountry: 'US' });
  });
  afterAll(async () => {
    await us.close();
    await rm(usDir, { recursive: true, force: true });
  });

  it('takes its own banks and 6 to 17 digits, and keeps the account in English', async () => {
    const me = await creditedCreator(us.app, us.database, 'payout-us@example.com', 300, 'USD');
    const form = (overrides: Record<string, string | null>) =>
      payoutForm({ amount: '10.00', accountNumber: '000123456789', ...overrides });
    expect((await postWithdrawal(us.app, me.token, form({ bankName: '088' }))).json().errorCode).toBe(
      'WITHDRAWAL_BANK_UNKNOWN',
    );
    expect(
      (await postWithdrawal(us.app, me.token, form({ bankName: 'chase', accountNumber: '12345' }))).json()
        .errorCode,
    ).toBe('WITHDRAWAL_ACCOUNT_INVALID');
    const other = await postWithdrawal(us.app, me.token, form({ bankName: 'other' }));
    expect(other.statusCode).toBe(201);
    expect(other.json().data).toMatchObject({ bankCode: 'other', bankName: 'Another bank or credit union' });
    await us.database.db
      .update(withdrawalRequests)
      .set({ state: 'paid', paidDate: '2026-11-27' })
      .where(eq(withdrawalRequests.uuid, other.json().data.uuid as string));
    us.clock.advance(60_000);
    const made = await postWithdrawal(us.app, me.token, form({ bankName: 'Bank of America' }));
    expect(made.json().data).toMatchObject({ bankCode: 'bank-of-america', bankName: 'Bank of America' });
    await us.database.db
      .update(withdrawalRequests)
      .set({ state: 'paid', paidDate: '2026-11-28' })
      .where(eq(withdrawalRequests.uuid, made.json().data.uuid as string));
    expect((await getPayoutDetails(us.app, me.token)).json().data.account).toMatchObject({
      requestUuid: made.json().data.uuid,
      bankCode: 'bank-of-america',
      accountNumberMasked: '********6789',
    });
  });
});
