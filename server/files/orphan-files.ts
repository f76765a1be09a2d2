// The janitor of the private area, for two kinds of leftovers:
// - files that no row names. A file enters the storage just before its row is inserted
//   (files/private-files.ts keepTemporary, then the caller's transaction), and leaves it just
//   after its row went (forget); a server killed between the two steps, or a storage that failed the
//   delete, leaves a complete file that nobody can reach. Such a file is found by comparing the
//   storage's listing with the rows.
// - private_files rows that no entry, inquiry or withdrawal names (an edit that replaced a file
//   without dropping the old row, as parallel inquiry edits once did): the row goes, then its file.
// Either is removed only once it is old enough that no upload, conversion or transaction in
// progress can still be about to record or name it.
import { and, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { inquiries, privateFiles, storedFiles, submissions, withdrawalRequests } from '../db/schema.js';
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

/**
 * Every column that names a private file: each has a foreign key, which
 * tests/hostile/orphan-rows.test.ts checks against the database's catalog. The withdrawal
 * documents are an array (no foreign key possible) and are looked at apart.
 */
export const PRIVATE_FILE_REFERENCES = [
  submissions.workFileUuid,
  submissions.thumbnailFileUuid,
  submissions.projectFileUuid,
  submissions.deliveryFileUuid,
  submissions.posterFileUuid,
  inquiries.attachmentFileUuid,
  withdrawalRequests.guardianConsentFileUuid,
] as const;

/** Every private file uuid that a row names, as one subquery with a column `uuid`. */
function referencedUuids(): SQL {
  return sql.join(
    [
      ...PRIVATE_FILE_REFERENCES.map((column) => sql`select ${column} as uuid from ${column.table}`),
      sql`select unnest(${withdrawalRequests.documentFileUuids}) as uuid from ${withdrawalRequests}`,
    ],
    sql` union all `,
  );
}

/**
 * The private_files rows that nothing names, created before `now - minAgeMs`: deleted (or, with
 * `dryRun`, only listed); returns their stored names. A row is recorded in the same transaction as
 * what names it, so a young age would do, but the same day as for files keeps one rule.
 */
export async function takeUnreferencedRows(
  db: Database,
  now: Date,
  options: { minAgeMs?: number; dryRun?: boolean } = {},
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS));
  const unreferenced = and(
    lt(privateFiles.createdAt, cutoff),
    sql`not exists (select 1 from (${referencedUuids()}) as referenced where referenced.uuid = ${privateFiles.uuid})`,
  );
  const rows = options.dryRun
    ? await db.select({ storedName: privateFiles.storedName }).from(privateFiles).where(unreferenced)
    : await db.delete(privateFiles).where(unreferenced).returning({ storedName: privateFiles.storedName });
  return rows.map((row) => row.storedName);
}

/**
 * Finds the unreferenced rows and the files without a row and (unless `dryRun`) deletes them: the
 * rows first, then their files and the orphan files, 100 at a time. Returns the files' names.
 */
export async function sweepOrphanPrivateFiles(
  db: Database,
  storage: FileStorage,
  now: Date,
  options: { minAgeMs?: number; dryRun?: boolean } = {},
): Promise<string[]> {
  const remove = async (names: string[]) => {
    if (options.dryRun) return;
    for (let index = 0; index < names.length; index += 100) {
      await storage.remove('private', names.slice(index, index + 100));
    }
  };
  const ofRows = await takeUnreferencedRows(db, now, options);
  // Their rows are gone: should a removal fail, the file is an orphan file for the next sweep.
  await remove(ofRows);
  const orphans = await findOrphanPrivateFiles(db, storage, now, options.minAgeMs);
  await remove(orphans);
  return [...new Set([...ofRows, ...orphans])];
}
