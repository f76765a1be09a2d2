// Where a stored file's bytes live, public or private, and when they may go. Names are the content's
// hash (public-files.ts), so one name may serve several rows, works and topics: bytes leave an area
// only when nothing there names them any more.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { groupSubmissions, privateFiles, storedFiles, topics, type StoredFileRow } from '../db/schema.js';
import type { FileStorage, StorageArea } from './file-storage.js';
import { storedNameOf } from './public-files.js';

/** The public copies that no group entry, topic or public library or notice file shows any more. */
export async function unusedPublicNames(db: Database, urls: readonly string[]): Promise<string[]> {
  const unused: string[] = [];
  for (const url of new Set(urls)) {
    const name = storedNameOf(url);
    if (!name) continue;
    const [work] = await db
      .select({ uuid: groupSubmissions.uuid })
      .from(groupSubmissions)
      .where(or(eq(groupSubmissions.videoUrl, url), eq(groupSubmissions.thumbnailUrl, url)))
      .limit(1);
    const [topic] = await db
      .select({ uuid: topics.uuid })
      .from(topics)
      .where(
        or(
          eq(topics.mainBannerImageUrl, url),
          eq(topics.thumbnailUrl, url),
          sql`strpos(${topics.exampleWorks}::text, ${url}) > 0`,
        ),
      )
      .limit(1);
    const [file] = await db
      .select({ uuid: storedFiles.uuid })
      .from(storedFiles)
      .where(and(eq(storedFiles.fileUrl, url), eq(storedFiles.isPublic, true)))
      .limit(1);
    if (!work && !topic && !file) unused.push(name);
  }
  return unused;
}

/** True when no private stored file or creator's private file names `storedName`. */
async function unusedPrivateName(db: Database, storedName: string): Promise<boolean> {
  const [file] = await db
    .select({ uuid: storedFiles.uuid })
    .from(storedFiles)
    .where(and(eq(storedFiles.storedName, storedName), eq(storedFiles.isPublic, false)))
    .limit(1);
  const [upload] = await db
    .select({ uuid: privateFiles.uuid })
    .from(privateFiles)
    .where(eq(privateFiles.storedName, storedName))
    .limit(1);
  return !file && !upload;
}

export const areaOf = (isPublic: boolean): StorageArea => (isPublic ? 'public' : 'private');

/** Copies a stored file's bytes into the other area (before its row says it lives there). */
export async function copyStoredFile(
  storage: FileStorage,
  row: Pick<StoredFileRow, 'storedName' | 'mime' | 'isPublic'>,
  spoolDir: string,
): Promise<void> {
  const copy = await storage.localCopy(areaOf(row.isPublic), row.storedName, spoolDir);
  try {
    await storage.putFile(areaOf(!row.isPublic), row.storedName, copy.path, row.mime);
  } finally {
    await copy.release();
  }
}

/** Removes the bytes from `area` when nothing there names them any more (after the rows changed). */
export async function removeIfUnused(
  db: Database,
  storage: FileStorage,
  row: Pick<StoredFileRow, 'storedName' | 'fileUrl'>,
  area: StorageArea,
): Promise<void> {
  const unused =
    area === 'public'
      ? (await unusedPublicNames(db, [row.fileUrl])).length > 0
      : await unusedPrivateName(db, row.storedName);
  if (unused) await storage.remove(area, [row.storedName]);
}
