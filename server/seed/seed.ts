// Demo content for a fresh local server, so that `npm start` can be tried at once. Never run in
// production (config.ts refuses SEED_DEMO there).
import { eq } from 'drizzle-orm';
import type { Country } from '../../contract/currency-rules.js';
import { PHONE_EXAMPLES } from '../../contract/phone-rules.js';
import { hashPassword } from '../accounts/index.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';

export const DEMO_ACCOUNT = {
  userId: 'demo@creator-portal.example',
  password: 'Demo!2345',
  userName: 'Demo Creator',
} as const;

/**
 * Creates the demo creator (verified, active, with a mobile number of the deployment's country in
 * E.164, as every stored number is) unless it exists. Safe to run at every start.
 */
export async function seedDemoContent(db: Database, options: { country?: Country } = {}): Promise<void> {
  const existing = await findDemoAccount(db);
  // Existing rows are left alone (someone may have changed the demo's password on purpose).
  if (existing) return;
  await db
    .insert(users)
    .values({
      userId: DEMO_ACCOUNT.userId,
      userName: DEMO_ACCOUNT.userName,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      hpNumber: PHONE_EXAMPLES[options.country ?? 'KR'],
      status: 'active',
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing({ target: users.userId });
}

/** The demo account (its uuid), if it exists: the seeds of its own data look it up first. */
export async function findDemoAccount(db: Database): Promise<{ uuid: string } | undefined> {
  const [demo] = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(eq(users.userId, DEMO_ACCOUNT.userId));
  return demo;
}

export async function demoAccountExists(db: Database): Promise<boolean> {
  return (await findDemoAccount(db)) !== undefined;
}
