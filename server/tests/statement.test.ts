// The earnings statement through the real app on PGlite (issue 18): GET /api/assets/statement is a
// CSV with a UTF-8 BOM and a translated header row, one row per ledger line of the caller only,
// with a withdrawal's taxes, in whole won or in dollars and cents; 403 without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '../../contract/money-rules.js';
import { markPaid, rejectWithdrawal, requestWithdrawal } from '../money/withdrawals.js';
import { creditedGroup } from './assets-fixtures.js';
import { createTestApp, insertUser, loginToken, type TestApp } from './test-app.js';

const PASSWORD = 'Right!pass1';
const BOM = '\uFEFF';

async function creator(t: TestApp, userId: string) {
  const uuid = await insertUser(t.database, { userId, password: PASSWORD });
  return { uuid, token: await loginToken(t.app, userId, PASSWORD) };
}

function withdraw(t: TestApp, userUuid: string, grossMinor: number, currency: Currency, key: string) {
  return requestWithdrawal(
    t.database.db,
    {
      userUuid,
      idempotencyKey: key,
      grossMinor,
      payeeType: 'individual',
      vatRegistered: false,
      accountHolder: 'Hong Gildong',
      bankName: 'Kookmin',
      accountNumber: '123456789012',
      accountNumberMasked: '********9012',
      dateOfBirth: '1990-05-01',
      guardianName: null,
      guardianPhone: null,
      language: 'ko',
      documentFiles: [],
      consentFile: null,
    },
    { currency, country: currency === 'USD' ? 'US' : 'KR', timeZone: 'Asia/Seoul' },
    new Date(),
  );
}

function statement(t: TestApp, token: string | null, language = 'ko') {
  return t.app.inject({
    method: 'GET',
    url: '/api/assets/statement',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': language },
  });
}

/** The CSV's rows without the BOM, split on CRLF (no cell here holds a comma or a quote). */
function rowsOf(body: string): string[][] {
  return body
    .slice(BOM.length)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

describe('a Korean deployment (KRW)', () => {
  let t: TestApp;
  let me: { uuid: string; token: string };
  let other: { uuid: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    me = await creator(t, 'statement-me@example.com');
    other = await creator(t, 'statement-other@example.com');
    // 600,000 to me (6 of 10 productions), 400,000 to the other creator.
    await creditedGroup(t.database.db, { owners: [me.uuid, other.uuid], counts: [6, 4], reward: 1_000_000 });
    const paid = await withdraw(t, me.uuid, 200_000, 'KRW', 'statement-paid');
    await markPaid(t.database.db, paid.row.uuid, '2026-11-27', new Date());
    const rejected = await withdraw(t, me.uuid, 100_000, 'KRW', 'statement-rejected');
    await rejectWithdrawal(t.database.db, rejected.row.uuid, 'Wrong account.', new Date());
  });
  afterAll(() => t.close());

  it('answers a dated CSV attachment that starts with a UTF-8 BOM', async () => {
    const response = await statement(t, me.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="?earnings-statement-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('writes the header in the request language and one row per ledger line, whole won', async () => {
    const ko = rowsOf((await statement(t, me.token, 'ko')).body);
    expect(ko[0]).toEqual([
      '날짜',
      '공모전',
      '출품작',
      '그룹 (경쟁 기간)',
      '총액 (KRW)',
      '부가가치세 (KRW)',
      '원천징수 세액 (KRW)',
      '실지급액 (KRW)',
      '상태',
    ]);
    const en = rowsOf((await statement(t, me.token, 'en')).body);
    expect(en[0]?.[0]).toBe('Date');
    expect(en[0]?.[4]).toBe('Gross (KRW)');
    // Credit, paid withdrawal, rejected withdrawal and its return: four ledger lines.
    const lines = en.slice(1);
    expect(lines.map((row) => row.slice(4))).toEqual([
      ['600000', '0', '0', '600000', 'Earnings credited'],
      // An individual: 3% income tax and a tenth of it as local income tax withheld from 200,000.
      ['-200000', '0', '6600', '193400', 'Withdrawal paid'],
      ['-100000', '0', '0', '0', 'Withdrawal rejected'],
      ['100000', '0', '0', '100000', 'Rejected withdrawal returned'],
    ]);
    expect(lines[0]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lines[0]?.[2]).toBe('Work 1');
    expect(lines[0]?.[3]).toMatch(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/);
    expect(lines[1]?.slice(1, 4)).toEqual(['', '', '']);
  });

  it("holds only the caller's lines", async () => {
    const lines = rowsOf((await statement(t, other.token, 'en')).body).slice(1);
    expect(lines.map((row) => row.slice(4))).toEqual([['400000', '0', '0', '400000', 'Earnings credited']]);
  });

  it('answers 403 without a token', async () => {
    const response = await statement(t, null);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('SESSION_INVALID');
  });
});

describe('a US deployment (USD)', () => {
  let us: TestApp;
  beforeAll(async () => {
    us = await createTestApp({ currency: 'USD', businessCountry: 'US' });
  });
  afterAll(() => us.close());

  it('writes dollars with two decimals', async () => {
    const me = await creator(us, 'statement-us@example.com');
    await creditedGroup(us.database.db, {
      owners: [me.uuid, null],
      counts: [3, 1],
      reward: 300,
      currency: 'USD',
    });
    await withdraw(us, me.uuid, 1_250, 'USD', 'statement-us');
    const rows = rowsOf((await statement(us, me.token, 'en')).body);
    expect(rows[0]?.[4]).toBe('Gross (USD)');
    expect(rows.slice(1).map((row) => row.slice(4, 8))).toEqual([
      ['225.00', '0.00', '0.00', '225.00'],
      ['-12.50', '0.00', '0.00', '12.50'],
    ]);
  });
});
