// The public-content seed runs at every start but creates its rows once; its files are complete
// and modest in size.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { audioTracks, fileCategories, fonts, notices, storedFiles } from '../db/schema.js';
import { SEED_TRACKS } from './seed-audio.js';
import { SEED_NOTICES } from './seed-notices.js';
import { seedPublicContent } from './seed-public-content.js';
import { openTestDatabase } from '../tests/pglite-template.js';

let database: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'portal-seed-content-'));
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const counts = async () => {
  const db = database.db;
  const n = async (
    table: typeof notices | typeof audioTracks | typeof fonts | typeof fileCategories | typeof storedFiles,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    notices: await n(notices),
    tracks: await n(audioTracks),
    fonts: await n(fonts),
    categories: await n(fileCategories),
    files: await n(storedFiles),
  };
};

describe('seedPublicContent', () => {
  it('seeds once, however often it runs', async () => {
    const publicFilesDir = path.join(dir, 'public');
    const first = await seedPublicContent(database.db, { publicFilesDir, now: new Date() });
    expect(first).toEqual({ notices: SEED_NOTICES.length, tracks: SEED_TRACKS.length, fonts: 24 });
    const after = await counts();
    const second = await seedPublicContent(database.db, { publicFilesDir, now: new Date() });
    expect(second).toEqual({ notices: 0, tracks: 0, fonts: 0 });
    expect(await counts()).toEqual(after);
    expect(after).toMatchObject({
      notices: SEED_NOTICES.length,
      tracks: SEED_TRACKS.length,
      fonts: 24,
      categories: 8 + 2 + 5,
    });
  });

  it('leaves complete files only, under generated names, within the size budget', async () => {
    const publicFilesDir = path.join(dir, 'public');
    const names = await readdir(publicFilesDir);
    expect(names.every((name) => /^[0-9a-f]{32}\.(wav|woff2|zip|pdf|css|txt)$/.test(name))).toBe(true);
    let audio = 0;
    let total = 0;
    for (const name of names) {
      const { size } = await stat(path.join(publicFilesDir, name));
      total += size;
      if (name.endsWith('.wav')) audio += size;
    }
    expect(audio).toBeLessThan(25 * 1024 * 1024);
    expect(total).toBeLessThan(60 * 1024 * 1024);
  });
});
