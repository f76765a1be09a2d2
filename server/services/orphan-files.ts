// The janitor of the private area: files that no row names. A file enters the storage just before
// its row is inserted (services/private-files.ts keepTemporary, then the caller's transaction), and
// leaves it just after its row went (forget); a server killed between the two steps, or a storage
// that failed the delete, leaves a complete file that nobody can reach. Such a file is found by
// comparing the storage's listing with the rows, and removed once it is old enough that no upload,
// conversion or transaction in progress can still be about to record it.
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { privateFiles, storedFiles } from '../db/schema.js';
import type { FileStorage } from './file-storage.js';

/** Far longer than any upload (30 min), conversion (20 min) or transaction takes. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60_000;
/** How many names are looked up in the database at once. */
const BATCH = 500;

/** The names in the private area that no private_files or stored_files row names, older than the age. */
export async function findOrphanPrivateFiles(
  db: Database,
  storage: FileStorage,
  now: Date,
  minAgeMs: number = ORPHAN_MIN_AGE_MS,
): Promise<string[]> {
  const before = now.getTime() - minAgeMs;
  const orphans: string[] = [];
  let batch: string[] = [];
  const check = async () => {
    if (batch.length === 0) return;
    const named = await Promise.all([
      db
        .select({ name: privateFiles.storedName })
        .from(privateFiles)
        .where(inArray(privateFiles.storedName, batch)),
      // Non-public registry files (notice drafts) live in the private area too.
      db
        .select({ name: storedFiles.storedName })
        .from(storedFiles)
        .where(inArray(storedFiles.storedName, batch)),
    ]);
    const known = new Set(named.flat().map((row) => row.name));
    orphans.push(...batch.filter((name) => !known.has(name)));
    batch = [];
  };
  for await (const { name, lastModified } of storage.list('private')) {
    if (lastModified.getTime() > before) continue;
    batch.push(name);
    if (batch.length >= BATCH) await check();
  }
  await check();
  return orphans;
}

/** Finds the orphans and (unless `dryRun`) deletes them, 100 at a time; returns their names. */
export async function sweepOrphanPrivateFiles(
  db: Database,
  storage: FileStorage,
  now: Date,
  options: { minAgeMs?: number; dryRun?: boolean } = {},
): Promise<string[]> {
  const orphans = await findOrphanPrivateFiles(db, storage, now, options.minAgeMs);
  if (options.dryRun) return orphans;
  for (let index = 0; index < orphans.length; index += 100) {
    await storage.remove('private', orphans.slice(index, index + 100));
  }
  return orphans;
}
