// A test app whose public folder holds the seeded notices, free audio and fonts (about two seconds
// of seeding: one per test file that needs real rows).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedPublicContent } from '../seed/seed-public-content.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface PublicContentApp extends TestApp {
  /** DATA_DIR stand-in: files/public lives inside. */
  dataDir: string;
  publicFilesDir: string;
}

export async function createPublicContentApp(options: { seed?: boolean } = {}): Promise<PublicContentApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-content-'));
  const publicFilesDir = path.join(dataDir, 'files', 'public');
  const test = await createTestApp({ publicFilesDir });
  if (options.seed !== false) {
    await seedPublicContent(test.database.db, { publicFilesDir, now: new Date() });
  }
  return {
    ...test,
    dataDir,
    publicFilesDir,
    close: async () => {
      await test.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface PageBody<T> {
  status: number;
  data: { lists: T[]; totalCount: number; page: number; size: number };
}
