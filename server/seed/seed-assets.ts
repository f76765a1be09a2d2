// The demo creator's withdrawals (issue 10): the earnings come from the seeded completed groups
// through the statistics run's own credit path (seed-competitions.ts); here, once per account, one
// withdrawal request in each state, made, paid and rejected by the same services the routes and the
// operator commands use, each with a real PDF document in private storage.
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { maskAccountNumber } from '../../contract/asset-rules.js';
import { bankByCode, storedBankName } from '../../contract/banks.js';
import { CURRENCY_SETTINGS } from '../../contract/money-rules.js';
import {
  balanceMinor,
  markPaid,
  rejectWithdrawal,
  requestWithdrawal,
  type MoneySettings,
} from '../money/index.js';
import type { PrivateStore } from '../files/index.js';
import { createTextPdf } from './tiny-pdf.js';
import { businessDate } from '../lib/business-days.js';
import type { Database } from '../db/client.js';
import { withdrawalRequests } from '../db/schema.js';
import { DEMO_ACCOUNT, findDemoAccount } from './seed.js';

const SEED_LOCK_ID = 727_010;
const DAY = 24 * 60 * 60_000;

/** Whole currency units of each seeded request: paid, rejected, still requested. */
const SEEDED = [
  { units: 100_000, daysAgo: 6, fate: 'paid' as const },
  { units: 50_000, daysAgo: 3, fate: 'rejected' as const },
  { units: 30_000, daysAgo: 1, fate: 'requested' as const },
];

/** Returns how many requests it made (0 when the demo already has some, or too little balance). */
export async function seedDemoWithdrawals(
  db: Database,
  options: { store: PrivateStore; now: Date; money: MoneySettings },
): Promise<number> {
  const demo = await findDemoAccount(db);
  if (!demo) return 0;
  // Instances starting together on one PostgreSQL take turns (the seed's own lock, held by a
  // transaction that only guards the check; the requests use their own transactions).
  const go = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx
      .select({ n: count() })
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.userUuid, demo.uuid));
    return (existing?.n ?? 0) === 0;
  });
  if (!go) return 0;
  const factor = 10 ** CURRENCY_SETTINGS[options.money.currency].minorDigits;
  const needed = SEEDED.filter((item) => item.fate !== 'rejected').reduce((sum, item) => sum + item.units, 0);
  if ((await balanceMinor(db, demo.uuid)) < needed * factor) return 0;
  let made = 0;
  // KB국민은행 in Korea, Chase in the US: banks of the deployment's list (contract/banks.ts).
  const { country } = options.money;
  const bank = bankByCode(country, country === 'KR' ? '004' : 'chase')!;
  for (const [index, item] of SEEDED.entries()) {
    const at = new Date(options.now.getTime() - item.daysAgo * DAY);
    const storedName = `${randomBytes(16).toString('hex')}.pdf`;
    const pdf = createTextPdf('Bank statement', [{ text: `Demo Creator - statement ${index + 1}` }]);
    await options.store.storage.putBytes('private', storedName, pdf, 'application/pdf');
    const { row } = await requestWithdrawal(
      db,
      {
        userUuid: demo.uuid,
        idempotencyKey: `demo-seed-${index + 1}`,
        grossMinor: item.units * factor,
        payeeType: 'individual',
        vatRegistered: false,
        accountHolder: DEMO_ACCOUNT.userName,
        bankName: storedBankName(bank, country),
        bankCode: bank.code,
        accountNumber: '12345678901234',
        accountNumberMasked: maskAccountNumber('12345678901234'),
        dateOfBirth: '1995-04-12',
        guardianName: null,
        guardianPhone: null,
        language: options.money.country === 'KR' ? 'ko' : 'en',
        documentFiles: [
          {
            ownerUuid: demo.uuid,
            storedName,
            originalName: `statement-${index + 1}.pdf`,
            size: pdf.byteLength,
            mime: 'application/pdf',
          },
        ],
        consentFile: null,
      },
      options.money,
      at,
    );
    if (item.fate === 'paid') {
      await markPaid(
        db,
        row.uuid,
        businessDate(new Date(at.getTime() + 2 * DAY), options.money.timeZone),
        at,
      );
    } else if (item.fate === 'rejected') {
      await rejectWithdrawal(
        db,
        row.uuid,
        options.money.country === 'KR'
          ? '예금주 이름이 회원 이름과 다릅니다. 본인 명의 계좌로 다시 신청해 주세요.'
          : 'The account holder does not match your name. Please request again to an account in your own name.',
        new Date(at.getTime() + DAY),
      );
    }
    made += 1;
  }
  return made;
}
