// The demo data of a fresh local server (SEED_DEMO, never in production: config.ts refuses it), in
// one call for main.ts. Each seed is idempotent and safe at every start. The seeds call the domains'
// services like any other writer; nothing under the domains imports this folder (eslint.config.js).
import type { Country } from '../../contract/currency-rules.js';
import type { Currency } from '../../contract/money-rules.js';
import type { Database } from '../db/client.js';
import type { FileStorage, PrivateStore } from '../files/index.js';
import { seedDemoWithdrawals } from './seed-assets.js';
import { seedCompetitions } from './seed-competitions.js';
import { seedDemoInquiries } from './seed-inquiries.js';
import { seedDemoNotifications } from './seed-notifications.js';
import { seedPublicContent } from './seed-public-content.js';
import { seedDemoSubmissions } from './seed-submissions.js';
import { seedDemoContent } from './seed.js';

export { DEMO_ACCOUNT, demoAccountExists } from './seed.js';

export interface DemoSeedOptions {
  publicFilesDir: string;
  storage: FileStorage;
  privateStore: PrivateStore;
  country: Country;
  currency: Currency;
  timeZone: string;
}

/** Seeds everything, in the order the seeds depend on one another. */
export async function seedDemo(db: Database, options: DemoSeedOptions): Promise<void> {
  const { publicFilesDir, storage, privateStore: store, country, currency, timeZone } = options;
  await seedDemoContent(db, { country });
  await seedCompetitions(db, { publicFilesDir, storage, now: new Date(), timeZone, currency });
  await seedPublicContent(db, { publicFilesDir, storage, now: new Date() });
  await seedDemoSubmissions(db, { store, now: new Date() });
  await seedDemoInquiries(db, { store, now: new Date() });
  await seedDemoWithdrawals(db, { store, now: new Date(), money: { currency, country, timeZone } });
  // Last: it tells the history the seeds above made and leaves the newest few unread.
  await seedDemoNotifications(db);
}
