// The registry of files the server stored for the free libraries and the notices (table
// stored_files). Storing writes the bytes under a generated name (public-files.ts: temporary name,
// then rename, or a put to S3) and records the original name, size, type and visibility; the download path only
// ever serves what this registry says is public, looked up by the exact fileUrl string.
import path from 'node:path';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FileType, StoredFile } from '../../contract/files.js';
import { containsFormatCharacters, hasVisibleCharacter } from '../../contract/text-rules.js';
import type { Database } from '../db/client.js';
import type { FileStorage } from './file-storage.js';
import { storedFiles, type StoredFileRow } from '../db/schema.js';
import {
  isStoredName,
  KIND_MIME,
  PublicFileError,
  storedNameOf,
  storePublicFile,
  storeServerText,
  type MediaKind,
  type StoredPublicFile,
  type TextKind,
} from './public-files.js';

/** Spec §9: file names have at most 50 characters. */
export const MAX_ORIGINAL_NAME_LENGTH = 50;

/**
 * Why an original file name is refused, or null when it is fine: at most 50 characters (counted
 * as the user sees them), no path separators, NUL, control characters, format characters or `..`.
 */
export function originalNameProblem(name: string): string | null {
  if (name.trim() === '') return 'the file name is empty';
  if ([...name].length > MAX_ORIGINAL_NAME_LENGTH) {
    return `the file name is longer than ${MAX_ORIGINAL_NAME_LENGTH} characters`;
  }
  if (/[/\\]/.test(name)) return 'the file name contains / or \\';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'the file name contains NUL or a control character';
  if (name.includes('..')) return 'the file name contains ..';
  // The rule of the names people upload (contract/submission-rules.ts): no invisible or
  // direction-changing character, with which a name shows as another.
  if (containsFormatCharacters(name)) {
    return 'the file name contains an invisible or direction-changing character (Unicode Cf)';
  }
  if (!hasVisibleCharacter(name)) return 'the file name shows no visible character';
  return null;
}

/** Private files live next to the public folder, where the static plugin never looks. */
export function privateFilesDir(publicFilesDir: string): string {
  return path.join(path.dirname(publicFilesDir), 'private');
}

export type FileContent =
  { bytes: Uint8Array; allowed: readonly MediaKind[] } | { text: string; kind: TextKind };

export interface StoreFileInput {
  fileType: FileType;
  originalName: string;
  content: FileContent;
  /** Public files are downloadable by anyone; private ones are kept out of the public folder. */
  isPublic: boolean;
}

/** Writes the bytes (complete or not at all), then records the file; returns its row. */
export async function storeFile(
  db: Database,
  storage: FileStorage,
  input: StoreFileInput,
): Promise<StoredFileRow> {
  const problem = originalNameProblem(input.originalName);
  if (problem) throw new PublicFileError(problem);
  const area = input.isPublic ? 'public' : 'private';
  const stored: StoredPublicFile =
    'bytes' in input.content
      ? await storePublicFile(storage, input.content.bytes, input.content.allowed, area)
      : await storeServerText(storage, input.content.text, input.content.kind, area);
  const [row] = await db
    .insert(storedFiles)
    .values({
      fileType: input.fileType,
      storedName: stored.name,
      fileUrl: stored.url,
      originalName: input.originalName,
      size: stored.bytes,
      mime: KIND_MIME[stored.kind],
      isPublic: input.isPublic,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export function toStoredFile(row: Pick<StoredFileRow, 'fileUrl' | 'originalName' | 'size'>): StoredFile {
  return { fileUrl: row.fileUrl, fileName: row.originalName, size: row.size };
}

/**
 * The public stored file behind a download's fileUrl, or null. Only a URL of the exact form the
 * server generates gets as far as the database (so NUL, encodings, `..`, schemes and absolute paths
 * never do). Identical bytes share one stored name; the row whose original name the caller gave
 * wins, else the oldest.
 */
export async function findPublicFile(
  db: Database,
  fileUrl: string,
  fileName: string | undefined,
): Promise<StoredFileRow | null> {
  const storedName = storedNameOf(fileUrl);
  if (!storedName || !isStoredName(storedName)) return null;
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.fileUrl, fileUrl), eq(storedFiles.isPublic, true)))
    .orderBy(
      desc(sql`${storedFiles.originalName} = ${fileName ?? ''}`),
      asc(storedFiles.createdAt),
      asc(storedFiles.uuid),
    )
    .limit(1);
  return row ?? null;
}

/** The public files of one type, newest first (GET /p/api/files/). */
export async function listPublicFiles(db: Database, fileType: FileType, limit: number) {
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.fileType, fileType), eq(storedFiles.isPublic, true)))
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.uuid))
    .limit(limit);
}

/** How many public files of one type there are (the list's totalCount, GET /p/api/files/). */
export async function countPublicFiles(db: Database, fileType: FileType): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(storedFiles)
    .where(and(eq(storedFiles.fileType, fileType), eq(storedFiles.isPublic, true)));
  return total?.n ?? 0;
}
