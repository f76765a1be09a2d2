// Demo public content for a fresh local server (with the demo account; never in production):
// notices in both languages, the free audio library and the free fonts. Each part runs once: a
// database that already has notices, audio categories or font types keeps them as they are. The
// files are written before their rows (complete files under generated, content-derived names), so
// a seed that fails half-way leaves at most files that the next attempt reuses.
import { count, eq, sql } from 'drizzle-orm';
import { storageAt, type FileStorage } from '../files/index.js';
import type { Database } from '../db/client.js';
import { fileCategories, notices } from '../db/schema.js';
import { seedAudio } from './seed-audio.js';
import { seedFonts } from './seed-fonts.js';
import { seedNotices } from './seed-notices.js';

const SEED_LOCK_ID = 727_006;

export interface SeedPublicContentResult {
  notices: number;
  tracks: number;
  fonts: number;
}

export async function seedPublicContent(
  db: Database,
  options: { publicFilesDir: string; now: Date; storage?: FileStorage | null },
): Promise<SeedPublicContentResult> {
  const { now } = options;
  const storage = storageAt(options.publicFilesDir, options.storage);
  return db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL take turns; the second finds the rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [noticeCount] = await tx.select({ n: count() }).from(notices);
    const [audioCount] = await tx
      .select({ n: count() })
      .from(fileCategories)
      .where(eq(fileCategories.fileType, 'audio'));
    const [fontCount] = await tx
      .select({ n: count() })
      .from(fileCategories)
      .where(eq(fileCategories.fileType, 'font'));
    return {
      notices: noticeCount?.n ? 0 : await seedNotices(tx, storage, now),
      tracks: audioCount?.n ? 0 : await seedAudio(tx, storage, now),
      fonts: fontCount?.n ? 0 : await seedFonts(tx, storage, now),
    };
  });
}
