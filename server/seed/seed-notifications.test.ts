// The demo creator's notifications after a fresh seed (issue 18): the history of every other demo
// seed told once, a few left unread for the bell, and a second start that changes nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivateStore } from '../files/private-files.js';
import { unreadCount } from '../notifications/notifications.js';
import type { DatabaseHandle } from '../db/client.js';
import { notifications, users } from '../db/schema.js';
import { seedDemoWithdrawals } from './seed-assets.js';
import { seedCompetitions } from './seed-competitions.js';
import { seedDemoInquiries } from './seed-inquiries.js';
import { seedDemoNotifications } from './seed-notifications.js';
import { seedDemoSubmissions } from './seed-submissions.js';
import { DEMO_ACCOUNT, seedDemoContent } from './seed.js';
import { openTestDatabase } from '../tests/pglite-template.js';

describe('demo notifications seed', () => {
  let database: DatabaseHandle;
  let dir: string;
  const now = new Date();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-seed-notifications-'));
    database = await openTestDatabase();
    const store = createPrivateStore(path.join(dir, 'public', 'private'));
    await seedDemoContent(database.db);
    await seedCompetitions(database.db, {
      publicFilesDir: path.join(dir, 'public'),
      now,
      timeZone: 'Asia/Seoul',
    });
    await seedDemoSubmissions(database.db, { store, now });
    await seedDemoInquiries(database.db, { store, now });
    await seedDemoWithdrawals(database.db, {
      store,
      now,
      money: { currency: 'KRW', country: 'KR', timeZone: 'Asia/Seoul' },
    });
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('tells every kind of the demo history once and leaves the newest three unread', async () => {
    const [demo] = await database.db.select().from(users).where(eq(users.userId, DEMO_ACCOUNT.userId));
    expect(await seedDemoNotifications(database.db)).toBeGreaterThan(0);
    const rows = await database.db.select().from(notifications).where(eq(notifications.userUuid, demo!.uuid));
    expect(new Set(rows.map((row) => row.type))).toEqual(
      new Set([
        'entry-approved',
        'entry-returned',
        'project-files-received',
        'entry-scheduled',
        'group-competing',
        'group-completed',
        'earnings-credited',
        'withdrawal-paid',
        'withdrawal-rejected',
        'inquiry-answered',
      ]),
    );
    expect(await unreadCount(database.db, demo!.uuid)).toBe(3);
    expect(rows.every((row) => row.readAt === null || row.readAt <= new Date())).toBe(true);

    expect(await seedDemoNotifications(database.db)).toBe(0);
    const again = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userUuid, demo!.uuid));
    expect(again).toEqual(rows);
  });
});
