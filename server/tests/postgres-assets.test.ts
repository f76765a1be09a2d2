// The ledger on a real PostgreSQL server shared by two server instances (QUALITY.md "Money": PGlite
// takes one connection at a time, so the race only shows here): 20 withdrawal requests at once
// against one balance give exactly one success and the balance never goes below zero; two
// statistics runs at once credit a group once. Runs only when TEST_DATABASE_URL names a server
// whose user may create databases (`eval "$(scripts/start-test-postgres.sh)"`).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { ledgerEntries } from '../db/schema.js';
import { balanceMinor } from '../money/ledger.js';
import { runStatistics } from '../competitions/statistics.js';
import { createTextPdf } from '../seed/tiny-pdf.js';
import { creditedGroup } from './assets-fixtures.js';
import { HOUR } from './competition-fixtures.js';
import { createMemoryMailer } from './doubles.js';
import { multipartBody } from './multipart.js';
import { keptAccountScenario } from './payout-scenario.js';
import { GENEROUS_LOGIN_LIMITS, insertUser, loginToken, TEST_JWT_SECRET } from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

describe.skipIf(!adminUrl)('the ledger on PostgreSQL (TEST_DATABASE_URL)', () => {
  let dropDatabase: () => Promise<void> = async () => {};
  let handles: DatabaseHandle[] = [];
  let apps: FastifyInstance[] = [];
  let privateDir: string;

  beforeAll(async () => {
    privateDir = await mkdtemp(path.join(tmpdir(), 'portal-pg-assets-'));
    const database = await createThrowawayDatabase('portal_assets');
    dropDatabase = database.drop;
    handles = await Promise.all([1, 2].map(() => openDatabase({ url: database.url })));
    await runMigrations(handles[0]!);
    apps = await Promise.all(
      handles.map(async (handle) => {
        const app = await buildApp({
          db: handle.db,
          jwtSecret: TEST_JWT_SECRET,
          logging: false,
          mailer: createMemoryMailer(),
          privateFilesDir: privateDir,
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
    await dropDatabase();
    await rm(privateDir, { recursive: true, force: true });
  });

  it('20 requests at once from two instances against one balance: exactly one success', async () => {
    const db = handles[0]!.db;
    const userUuid = await insertUser(handles[0]!, {
      userId: 'pg-race@example.com',
      password: 'Right!pass1',
    });
    await creditedGroup(db, { owners: [userUuid], counts: [5], reward: 30_000 });
    expect(await balanceMinor(db, userUuid)).toBe(30_000);
    const token = await loginToken(apps[0]!, 'pg-race@example.com', 'Right!pass1');
    const pdf = createTextPdf('ID', [{ text: 'identity' }]);
    for (const amount of ['30000', '20000']) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => {
          const { body, contentType } = multipartBody([
            { name: 'amount', value: amount },
            { name: 'accountHolder', value: 'Race Tester' },
            { name: 'bankName', value: 'Shinhan' },
            { name: 'accountNumber', value: '110-123-456789' },
            { name: 'payeeType', value: 'individual' },
            { name: 'dateOfBirth', value: '1990-01-01' },
            { name: 'document1', fileName: 'id.pdf', content: pdf },
          ]);
          return apps[index % 2]!.inject({
            method: 'POST',
            url: '/api/assets/withdrawal-request',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': contentType,
              'idempotency-key': `race-${amount}-${index}`,
            },
            payload: body,
          });
        }),
      );
      const statuses = responses.map((response) => response.statusCode);
      if (amount === '30000') {
        expect(statuses.filter((status) => status === 201)).toHaveLength(1);
        expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
        expect(await balanceMinor(db, userUuid)).toBe(0);
      } else {
        // Nothing left: every one refused, the balance still zero.
        expect(statuses.every((status) => status === 409)).toBe(true);
        expect(await balanceMinor(db, userUuid)).toBe(0);
      }
    }
    const debits = await db.select().from(ledgerEntries).where(eq(ledgerEntries.userUuid, userUuid));
    expect(debits.filter((row) => row.reason === 'withdrawal')).toHaveLength(1);
  });

  it('keeps the payout account: masked details, the whole number copied, another creator refused', async () => {
    await keptAccountScenario(apps[1]!, handles[1]!, 'pg');
  });

  it('two statistics runs at once credit a recomputed group once', async () => {
    const db = handles[0]!.db;
    const userUuid = await insertUser(handles[0]!, {
      userId: 'pg-credit@example.com',
      password: 'Right!pass1',
    });
    const { groupUuid } = await creditedGroup(db, {
      owners: [userUuid, null],
      counts: [3, 1],
      reward: 40_000,
    });
    const later = new Date(Date.now() + HOUR);
    await Promise.all(
      handles.map((handle) =>
        runStatistics(handle.db, { now: later, trigger: 'ops', alsoGroups: [groupUuid] }),
      ),
    );
    const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.userUuid, userUuid));
    expect(rows.map((row) => [row.reason, row.amountMinor])).toEqual([['credit', 30_000]]);
  });
});
