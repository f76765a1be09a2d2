// Assets through the real app on PGlite (issue 10): credits from final results (once; a rerun
// writes nothing, a recomputation an adjustment), the briefing and the log, withdrawal requests with
// every refusal, the idempotency key, 20 requests at once against one balance, reject returning the
// amount once, and another creator's requests and documents answering 404.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../db/schema.js';
import { recordProduction } from '../competitions/competition-admin.js';
import { balanceMinor } from '../money/ledger.js';
import { runStatistics } from '../competitions/statistics.js';
import { markPaid, rejectWithdrawal } from '../money/withdrawals.js';
import { createTextPdf } from '../seed/tiny-pdf.js';
import { creditedGroup } from './assets-fixtures.js';
import { HOUR } from './competition-fixtures.js';
import { multipartBody, type Part } from './multipart.js';
import { createTestApp, errorBody, insertUser, loginToken, type TestApp } from './test-app.js';

let t: TestApp;
let privateDir: string;
let counter = 0;
const PASSWORD = 'Right!pass1';
const pdf = Buffer.from(createTextPdf('ID', [{ text: 'identity' }]));

async function creator(): Promise<{ uuid: string; token: string }> {
  counter += 1;
  const userId = `asset-${counter}@example.com`;
  const uuid = await insertUser(t.database, { userId, password: PASSWORD });
  return { uuid, token: await loginToken(t.app, userId, PASSWORD) };
}

function form(
  overrides: Record<string, string | null> = {},
  files: Part[] = [{ name: 'document1', fileName: 'id.pdf', content: pdf, type: 'application/pdf' }],
): Part[] {
  const texts: Record<string, string | null> = {
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
    ...Object.entries(texts)
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([name, value]) => ({ name, value })),
    ...files,
  ];
}

function withdraw(
  token: string,
  parts: Part[],
  key: string | null = `key-${Math.random().toString(36).slice(2)}`,
) {
  const { body, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/assets/withdrawal-request',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': contentType,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: body,
  });
}

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  privateDir = await mkdtemp(path.join(tmpdir(), 'portal-assets-'));
  t = await createTestApp({ privateFilesDir: privateDir });
});
afterAll(async () => {
  await t.close();
  await rm(privateDir, { recursive: true, force: true });
});

describe('credits from final results', () => {
  it('credits each creator once; a rerun writes nothing; a recomputation adjusts', async () => {
    const a = await creator();
    const b = await creator();
    const { groupUuid, entryUuids, beginAt } = await creditedGroup(t.database.db, {
      owners: [a.uuid, b.uuid, null],
      counts: [300, 100, 100],
      reward: 100_000,
    });
    expect(await balanceMinor(t.database.db, a.uuid)).toBe(60_000);
    expect(await balanceMinor(t.database.db, b.uuid)).toBe(20_000);
    // Reruns: the daily one and a forced one with the same results.
    const later = new Date(Date.now() + HOUR);
    await runStatistics(t.database.db, { now: later, trigger: 'schedule' });
    await runStatistics(t.database.db, { now: later, trigger: 'ops', alsoGroups: [groupUuid] });
    expect(await balanceMinor(t.database.db, a.uuid)).toBe(60_000);
    const rowsA = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userUuid, a.uuid));
    expect(rowsA.map((row) => [row.reason, row.amountMinor])).toEqual([['credit', 60_000]]);
    // A late report for B (300 + 200 + 100), then a recomputation: corrected by adjustments.
    const producedAt = new Date(beginAt.getTime() + 3 * HOUR);
    await recordProduction(
      t.database.db,
      { groupSubmissionUuid: entryUuids[1]!, count: 100, producedAt },
      producedAt,
    );
    await runStatistics(t.database.db, { now: later, trigger: 'ops', alsoGroups: [groupUuid] });
    await runStatistics(t.database.db, { now: later, trigger: 'ops', alsoGroups: [groupUuid] });
    expect(await balanceMinor(t.database.db, a.uuid)).toBe(50_000);
    expect(await balanceMinor(t.database.db, b.uuid)).toBe(33_333);
    const ledgerA = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userUuid, a.uuid));
    expect(ledgerA.map((row) => [row.reason, row.amountMinor])).toEqual([
      ['credit', 60_000],
      ['adjustment', -10_000],
    ]);
  });
});

describe('withdrawals', () => {
  let me: { uuid: string; token: string };
  beforeEach(async () => {
    me = await creator();
    await creditedGroup(t.database.db, { owners: [me.uuid], counts: [10], reward: 50_000 });
  });

  it('briefs the balance and lists the earnings not yet withdrawn', async () => {
    const response = await get(me.token, '/api/assets/user/briefing?userType2=individual');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      currency: 'KRW',
      totalEarned: 50_000,
      available: 50_000,
      inWithdrawal: 0,
      paidOut: 0,
      minimumWithdrawal: 5000,
      withdrawBlockedReason: null,
      documentsRequired: true,
      availablePreview: { gross: 50_000, incomeTax: 1_500, localIncomeTax: 150, net: 48_350 },
    });
    expect(data.monthlyEarnings).toHaveLength(12);
    const log = await get(me.token, '/api/assets/log/no-withdrawal-request');
    expect(log.json().data.lists).toMatchObject([{ amount: 50_000, remainingAmount: 50_000, ranking: 1 }]);
  });

  it('makes one request per idempotency key, debits it, and masks the account', async () => {
    const first = await withdraw(me.token, form(), 'same-key-123');
    expect(first.statusCode).toBe(201);
    const request = first.json().data;
    expect(request).toMatchObject({
      state: 'requested',
      amounts: { gross: 10_000, withheld: 0, net: 10_000 },
      accountNumberMasked: '********9012',
    });
    expect(first.body).not.toContain('456789012');
    expect(t.logs.join('\n')).not.toContain('456-789012');
    const again = await withdraw(me.token, form(), 'same-key-123');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.uuid).toBe(request.uuid);
    expect(await balanceMinor(t.database.db, me.uuid)).toBe(40_000);
    // One "received" mail, in the language of the request (Korean by default), none for the repeat.
    const received = t.mailer.sent.filter((mail) => mail.to === `asset-${counter}@example.com`);
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toContain('출금 신청이 접수되었습니다');
    expect(received[0]!.text).toContain('10,000원');
    const list = await get(me.token, '/api/assets/withdrawal-request?page=1&size=20');
    expect(list.json().data).toMatchObject({ totalCount: 1, lists: [{ uuid: request.uuid }] });
    expect(list.json().data.lists[0].documents).toHaveLength(1);
    // The owner's signed document link works; another creator sees nothing, and a link of theirs
    // with this document's uuid swapped in answers 404.
    const link = list.json().data.lists[0].documents[0].url as string;
    const document = await t.app.inject({ method: 'GET', url: link });
    expect(document.statusCode).toBe(200);
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await creator();
    const theirs = await get(other.token, '/api/assets/withdrawal-request');
    expect(theirs.json().data.totalCount).toBe(0);
    await creditedGroup(t.database.db, { owners: [other.uuid], counts: [1], reward: 9_000 });
    const theirRequest = (await withdraw(other.token, form({ amount: '9000' }))).json().data;
    const theirLink = theirRequest.documents[0].url as string;
    const [, , , , , , theirExpires, theirSignature] = theirLink.split('/');
    const myDocument = link.split('/')[5];
    const swapped = `/p/api/files/private/${myDocument}/${theirExpires}/${theirSignature}`;
    expect((await t.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses every bad amount and field with its code', async () => {
    const cases: [Record<string, string | null>, number, string][] = [
      [{ amount: '0' }, 400, 'WITHDRAWAL_AMOUNT_INVALID'],
      [{ amount: '-5000' }, 400, 'WITHDRAWAL_AMOUNT_INVALID'],
      [{ amount: '5000.5' }, 400, 'WITHDRAWAL_AMOUNT_INVALID'],
      [{ amount: 'ten' }, 400, 'WITHDRAWAL_AMOUNT_INVALID'],
      [{ amount: '1e4' }, 400, 'WITHDRAWAL_AMOUNT_INVALID'],
      [{ amount: '99999999999999999999' }, 400, 'WITHDRAWAL_AMOUNT_INVALID'],
      [{ amount: null }, 400, 'WITHDRAWAL_AMOUNT_INVALID'],
      [{ amount: '4999' }, 400, 'WITHDRAWAL_BELOW_MINIMUM'],
      [{ amount: '50001' }, 409, 'WITHDRAWAL_INSUFFICIENT_BALANCE'],
      [{ accountHolder: '' }, 400, 'WITHDRAWAL_HOLDER_INVALID'],
      [{ bankName: 'x'.repeat(41) }, 400, 'WITHDRAWAL_BANK_INVALID'],
      [{ accountNumber: '12' }, 400, 'WITHDRAWAL_ACCOUNT_INVALID'],
      [{ payeeType: 'company' }, 400, 'WITHDRAWAL_PAYEE_TYPE_INVALID'],
      [{ vatRegistered: 'true' }, 400, 'WITHDRAWAL_PAYEE_TYPE_INVALID'],
      [{ dateOfBirth: '1990-02-30' }, 400, 'WITHDRAWAL_BIRTH_DATE_INVALID'],
      [{ dateOfBirth: '2015-01-01' }, 400, 'WITHDRAWAL_GUARDIAN_REQUIRED'],
    ];
    for (const [overrides, status, code] of cases) {
      const response = await withdraw(me.token, form(overrides));
      expect([response.statusCode, errorBody(response).errorCode], JSON.stringify(overrides)).toEqual([
        status,
        code,
      ]);
    }
    for (const field of ['accountHolder', 'bankName', 'accountNumber', 'dateOfBirth', 'amount']) {
      const response = await withdraw(me.token, form({ [field]: 'A\u0000B' }));
      expect([response.statusCode, response.json().errorCode], field).toEqual([400, 'CONTROL_CHARACTERS']);
    }
    expect((await withdraw(me.token, form({}, []))).json().errorCode).toBe('WITHDRAWAL_DOCUMENTS_REQUIRED');
    expect((await withdraw(me.token, form(), null)).json().errorCode).toBe('IDEMPOTENCY_KEY_INVALID');
    const png = await withdraw(
      me.token,
      form({}, [{ name: 'document1', fileName: 'id.pdf', content: Buffer.from('not a pdf at all') }]),
    );
    expect([png.statusCode, png.json().errorCode]).toEqual([415, 'FILE_TYPE_INVALID']);
    expect(await balanceMinor(t.database.db, me.uuid)).toBe(50_000);
  });

  it('takes a minor with the guardian, and a VAT-registered business with VAT on top', async () => {
    const minor = await withdraw(
      me.token,
      form(
        {
          dateOfBirth: '2010-01-01',
          guardianName: 'Parent',
          guardianPhone: '010-1234-5678',
          payeeType: 'business',
          vatRegistered: 'true',
        },
        [
          { name: 'document1', fileName: 'id.pdf', content: pdf },
          { name: 'guardianConsent', fileName: 'consent.pdf', content: pdf },
        ],
      ),
    );
    expect(minor.statusCode).toBe(201);
    expect(minor.json().data).toMatchObject({ amounts: { gross: 10_000, vat: 1_000, net: 11_000 } });
    expect(minor.json().data.guardianConsent).not.toBeNull();
  });

  it('gives 20 requests at once against one balance exactly one success', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        withdraw(me.token, form({ amount: '50000' }), `race-${index}-key`),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
    }
    expect(await balanceMinor(t.database.db, me.uuid)).toBe(0);
  });

  it('returns a rejected amount exactly once; a paid one stays paid', async () => {
    const made = (await withdraw(me.token, form({ amount: '20000' }))).json().data;
    await rejectWithdrawal(t.database.db, made.uuid, 'The account holder does not match.', new Date());
    await expect(rejectWithdrawal(t.database.db, made.uuid, 'again', new Date())).rejects.toThrow();
    await expect(markPaid(t.database.db, made.uuid, '2026-11-27', new Date())).rejects.toThrow();
    expect(await balanceMinor(t.database.db, me.uuid)).toBe(50_000);
    const second = (await withdraw(me.token, form({ amount: '30000' }))).json().data;
    await markPaid(t.database.db, second.uuid, '2026-11-27', new Date());
    const brief = (await get(me.token, '/api/assets/user/briefing')).json().data;
    expect(brief).toMatchObject({ available: 20_000, paidOut: 30_000, inWithdrawal: 0, totalEarned: 50_000 });
    const rejected = (await get(me.token, '/api/assets/withdrawal-request?state=rejected')).json().data;
    expect(rejected.lists).toMatchObject([{ rejectionReason: 'The account holder does not match.' }]);
  });
});

describe('a US deployment (USD, cents)', () => {
  let us: TestApp;
  let usDir: string;
  beforeAll(async () => {
    usDir = await mkdtemp(path.join(tmpdir(), 'portal-assets-us-'));
    us = await createTestApp({ privateFilesDir: usDir, currency: 'USD', businessCountry: 'US' });
  });
  afterAll(async () => {
    await us.close();
    await rm(usDir, { recursive: true, force: true });
  });

  it('credits whole dollars as cents and takes dollars and cents', async () => {
    const userUuid = await insertUser(us.database, { userId: 'us-creator@example.com', password: PASSWORD });
    const token = await loginToken(us.app, 'us-creator@example.com', PASSWORD);
    await creditedGroup(us.database.db, {
      owners: [userUuid, null],
      counts: [3, 1],
      reward: 300,
      currency: 'USD',
    });
    expect(await balanceMinor(us.database.db, userUuid)).toBe(22_500);
    const brief = await us.app.inject({
      method: 'GET',
      url: '/api/assets/user/briefing',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ko' },
    });
    expect(brief.json().data).toMatchObject({ currency: 'USD', available: 225, minimumWithdrawal: 5 });
    const post = (amount: string) => {
      // A US bank of the deployment's list (contract/banks.ts), by a name an older client typed.
      const { body, contentType } = multipartBody(
        form({ amount, dateOfBirth: '2008-01-01', bankName: 'Chase' }),
      );
      return us.app.inject({
        method: 'POST',
        url: '/api/assets/withdrawal-request',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': contentType,
          'idempotency-key': `us-${amount.replace('.', '_')}-key`,
        },
        payload: body,
      });
    };
    expect((await post('12.345')).json().errorCode).toBe('WITHDRAWAL_AMOUNT_INVALID');
    expect((await post('4.99')).json().errorCode).toBe('WITHDRAWAL_BELOW_MINIMUM');
    // Born 2008-01-01: an adult in the US (18), who would be a minor in Korea (19).
    const made = await post('12.50');
    expect(made.statusCode).toBe(201);
    expect(made.json().data.amounts).toMatchObject({ gross: 12.5, withheld: 0, net: 12.5 });
    expect(await balanceMinor(us.database.db, userUuid)).toBe(21_250);
  });
});
