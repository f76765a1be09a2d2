import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePhoneNumber } from '../../contract/phone-rules.js';
import { verifyPassword } from '../accounts/passwords.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { users } from '../db/schema.js';
import { DEMO_ACCOUNT, demoAccountExists, seedDemoContent } from './seed.js';

describe('migrations and demo seed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
  });
  afterAll(() => database.close());

  it('migrations can run at every start', async () => {
    await runMigrations(database);
    await runMigrations(database);
    expect(await database.db.select().from(users)).toEqual([]);
  });

  it('creates one verified, active demo creator however often it runs', async () => {
    expect(await demoAccountExists(database.db)).toBe(false);
    await seedDemoContent(database.db);
    await seedDemoContent(database.db);
    const rows = await database.db.select().from(users).where(eq(users.userId, DEMO_ACCOUNT.userId));
    expect(rows).toHaveLength(1);
    const [demo] = rows;
    expect(demo).toMatchObject({
      userName: 'Demo Creator',
      status: 'active',
      tokenVersion: 0,
      hpNumber: '+821012345678',
    });
    expect(demo?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword('Demo!2345', demo!.passwordHash)).toBe(true);
    expect(await demoAccountExists(database.db)).toBe(true);
  });

  it("stores the demo's phone number in E.164, a mobile number of the deployment's country", async () => {
    const us = await openDatabase({ inMemory: true });
    try {
      await runMigrations(us);
      await seedDemoContent(us.db, { country: 'US' });
      const [demo] = await us.db.select().from(users).where(eq(users.userId, DEMO_ACCOUNT.userId));
      expect(demo?.hpNumber).toBe('+12015550123');
      expect(parsePhoneNumber(demo!.hpNumber!, 'US')).toBe('+12015550123');
    } finally {
      await us.close();
    }
  });

  it('the database refuses a mixed-case login email (uniqueness must ignore case)', async () => {
    await expect(
      database.db.insert(users).values({ userId: 'Mixed@Example.com', userName: 'x', passwordHash: 'x' }),
    ).rejects.toThrow();
  });
});
