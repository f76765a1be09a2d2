// npm run ops -- list-withdrawals, mark-paid, reject-withdrawal, show-ledger, through runOps on an
// in-memory database: the state changes, the amount given back once, the mails in the creator's
// language, account numbers masked unless --reveal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { runOps } from '../ops/cli.js';
import { balanceMinor } from '../money/ledger.js';
import { requestWithdrawal, type MoneySettings } from '../money/withdrawals.js';
import { creditedGroup } from './assets-fixtures.js';
import { createMemoryMailer } from './doubles.js';
import { insertUser } from './test-app.js';
import { openTestDatabase } from './pglite-template.js';

let database: DatabaseHandle;
const mailer = createMemoryMailer();
const money: MoneySettings = { currency: 'KRW', country: 'KR', timeZone: 'Asia/Seoul' };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function ops(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(argv, {
    openDatabase: async () => ({ ...database, close: async () => {} }),
    publicFilesDir: '/nonexistent',
    timeZone: 'Asia/Seoul',
    now: () => new Date('2026-11-24T03:00:00Z'),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    mailer,
    currency: 'KRW',
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function request(userUuid: string, key: string, grossMinor: number, language: 'ko' | 'en') {
  const { row } = await requestWithdrawal(
    database.db,
    {
      userUuid,
      idempotencyKey: key,
      grossMinor,
      payeeType: 'individual',
      vatRegistered: false,
      accountHolder: 'Kim',
      bankName: 'Woori',
      accountNumber: '1002123456789',
      accountNumberMasked: '*********6789',
      dateOfBirth: '1990-01-01',
      guardianName: null,
      guardianPhone: null,
      language,
      documentFiles: [],
      consentFile: null,
    },
    money,
    new Date(),
  );
  return row.uuid;
}

describe('npm run ops -- the money commands', () => {
  it('lists, pays and rejects withdrawals, mails the creator and shows the ledger', async () => {
    const userUuid = await insertUser(database, { userId: 'ops-money@example.com', password: 'Right!pass1' });
    await creditedGroup(database.db, { owners: [userUuid], counts: [1], reward: 100_000 });
    const first = await request(userUuid, 'ops-key-0001', 30_000, 'en');

    const listed = await ops('list-withdrawals', '--state', 'requested');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(first);
    expect(listed.out).toContain('*********6789');
    expect(listed.out).not.toContain('1002123456789');
    expect((await ops('list-withdrawals', '--reveal')).out).toContain('1002123456789');

    const paid = await ops('mark-paid', '--uuid', first, '--date', '2026-11-26');
    expect(paid.code).toBe(0);
    expect(mailer.sent.at(-1)).toMatchObject({ to: 'ops-money@example.com' });
    expect(mailer.sent.at(-1)!.text).toContain('was paid on 2026-11-26');
    expect((await ops('mark-paid', '--uuid', first)).code).toBe(1);

    const second = await request(userUuid, 'ops-key-0002', 20_000, 'ko');
    const rejected = await ops('reject-withdrawal', '--uuid', second, '--reason', '예금주가 다릅니다.');
    expect(rejected.code).toBe(0);
    expect(mailer.sent.at(-1)!.text).toContain('예금주가 다릅니다.');
    expect(mailer.sent.at(-1)!.subject).toContain('반려');
    expect((await ops('reject-withdrawal', '--uuid', second, '--reason', 'again')).code).toBe(1);
    expect(await balanceMinor(database.db, userUuid)).toBe(70_000);

    const ledger = await ops('show-ledger', '--user', 'ops-money@example.com', '--json');
    const shown = JSON.parse(ledger.out);
    expect(shown.balanceMinor).toBe(70_000);
    expect(shown.entries.map((entry: { reason: string }) => entry.reason)).toEqual([
      'credit',
      'withdrawal',
      'withdrawal',
      'withdrawal_returned',
    ]);
    const help = await ops('--help');
    for (const command of ['list-withdrawals', 'mark-paid', 'reject-withdrawal', 'show-ledger']) {
      expect(help.out).toContain(command);
    }
  });
});
