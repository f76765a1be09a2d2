// The demo creator's money: earnings credited by the seeded statistics run (the real credit path),
// one withdrawal in each state with a private PDF, the balance they leave, and a second seed that
// changes nothing.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceMinor } from '../money/ledger.js';
import { createPrivateStore } from '../files/private-files.js';
import type { DatabaseHandle } from '../db/client.js';
import { ledgerEntries, users, withdrawalRequests } from '../db/schema.js';
import { seedDemoWithdrawals } from './seed-assets.js';
import { seedCompetitions } from './seed-competitions.js';
import { DEMO_ACCOUNT, seedDemoContent } from './seed.js';
import { openTestDatabase } from '../tests/pglite-template.js';

const NOW = new Date('2026-11-22T00:45:00Z');
const money = { currency: 'KRW' as const, country: 'KR' as const, timeZone: 'Asia/Seoul' };

describe('demo withdrawals seed', () => {
  let database: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'portal-seed-assets-'));
    await seedDemoContent(database.db);
    await seedCompetitions(database.db, {
      publicFilesDir: path.join(dir, 'public'),
      now: NOW,
      timeZone: 'Asia/Seoul',
    });
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('credits the demo from the completed groups and leaves one withdrawal in each state', async () => {
    const db = database.db;
    const [demo] = await db.select().from(users).where(eq(users.userId, DEMO_ACCOUNT.userId));
    const credits = await db.select().from(ledgerEntries).where(eq(ledgerEntries.userUuid, demo!.uuid));
    expect(credits.map((row) => [row.reason, row.amountMinor])).toEqual([['credit', 333_333]]);

    const store = createPrivateStore(path.join(dir, 'private'));
    expect(await seedDemoWithdrawals(db, { store, now: NOW, money })).toBe(3);
    const requests = await db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.userUuid, demo!.uuid))
      .orderBy(withdrawalRequests.requestedAt);
    expect(requests.map((row) => [row.state, row.grossMinor])).toEqual([
      ['paid', 100_000],
      ['rejected', 50_000],
      ['requested', 30_000],
    ]);
    expect(requests.every((row) => row.documentFileUuids.length === 1)).toBe(true);
    expect((await readdir(store.dir)).filter((name) => name.endsWith('.pdf'))).toHaveLength(3);
    expect(await balanceMinor(db, demo!.uuid)).toBe(203_333);
    expect(await seedDemoWithdrawals(db, { store, now: NOW, money })).toBe(0);
  });
});
