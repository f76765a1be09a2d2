// The creators' private files (works, thumbnails, project files, converted deliveries and posters)
// in the storage's private area (files/file-storage.ts: DATA_DIR/files/private, or `private/` in
// the S3 bucket), and their registry (table private_files). One module writes, reads and deletes
// them:
// - an upload streams into tmp/<random> (owner-only, always on this machine's disk), is checked
//   there, and only then goes into the storage under its final generated name with a row recorded;
//   on any failure or abort the temporary file goes;
// - nothing is ever named after the uploader's file name (that is kept only as the download name);
// - stale temporaries of a killed server are swept at start.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { privateFiles, type PrivateFileRow } from '../db/schema.js';
import {
  createDiskStorage,
  type ByteRange,
  type FileStorage,
  type StoredObjectInfo,
} from './file-storage.js';

export type { ByteRange } from './file-storage.js';

/** Where the bytes of private files live, and where they are received first. */
export interface PrivateStore {
  /** This machine's folder of the private files (DATA_DIR/files/private); temporaries in tmp/. */
  dir: string;
  /** Disk space an upload must leave free (DEFAULT_RESERVE_BYTES unless set). */
  reserveBytes?: number;
  /** Where kept files go: the disk folder `dir` itself by default, or the S3 bucket. */
  storage: FileStorage;
}

/**
 * What an upload must leave free on the disk of the private files: the embedded database usually
 * lives on the same disk, and a disk filled by uploads stops every write of the whole server.
 */
export const DEFAULT_RESERVE_BYTES = 512 * 1024 * 1024;

export function createPrivateStore(
  dir: string,
  options: { reserveBytes?: number; storage?: FileStorage | null } = {},
): PrivateStore {
  return {
    dir,
    reserveBytes: options.reserveBytes,
    storage:
      options.storage ?? createDiskStorage({ private: dir, public: path.join(path.dirname(dir), 'public') }),
  };
}

/** Whether `bytes` more can be stored while leaving the store's reserve free on its disk. */
export async function hasRoomFor(store: PrivateStore, bytes: number): Promise<boolean> {
  // The folder may not exist yet (it is made by the first upload): its nearest existing parent is
  // on the same disk.
  let dir = store.dir;
  for (;;) {
    try {
      const { bavail, bsize } = await statfs(dir);
      return bavail * bsize - Math.max(0, bytes) >= (store.reserveBytes ?? DEFAULT_RESERVE_BYTES);
    } catch (error) {
      const parent = path.dirname(dir);
      if ((error as { code?: string }).code !== 'ENOENT' || parent === dir) throw error;
      dir = parent;
    }
  }
}

/** The folder of temporaries: on this machine's disk whatever the storage. */
export const tmpDir = (store: PrivateStore) => path.join(store.dir, 'tmp');

/**
 * Where an operator finds a stored file (a path on disk, or s3://bucket/key); refuses anything that
 * is not one of our generated names.
 */
export function storedPath(store: PrivateStore, storedName: string): string {
  return store.storage.locate('private', storedName);
}

/** A file received into tmp/, not yet kept. `discard()` is safe to call any number of times. */
export interface TemporaryFile {
  path: string;
  size: number;
  /** True when the stream was cut at the size limit (the rest was not read into the file). */
  truncated: boolean;
  discard(): Promise<void>;
}

/**
 * Streams `source` into a new temporary file (mode 0600). Never buffers the file in memory. When
 * the stream fails (a client abort), the partial file is removed before the error is passed on.
 */
export async function receiveToTemporary(
  store: PrivateStore,
  source: Readable & { truncated?: boolean },
): Promise<TemporaryFile> {
  await mkdir(tmpDir(store), { recursive: true, mode: 0o700 });
  const filePath = path.join(tmpDir(store), randomBytes(16).toString('hex'));
  const discard = () => rm(filePath, { force: true });
  let size = 0;
  source.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  // At the size limit the parser would go on reading (and dropping) the rest of the part, however
  // large: stop here instead, so the refusal goes out at once and the connection can be closed.
  // (The parser may have hit the limit already, before this listener: a small limit and a file
  // part buffered while the texts were checked.)
  const tooLarge = () =>
    source.destroy(Object.assign(new Error('file over the size limit'), { code: 'FST_REQ_FILE_TOO_LARGE' }));
  if (source.truncated) tooLarge();
  else source.once('limit', tooLarge);
  try {
    // Large writes: a 1 GB upload in 1 MiB writes rather than 16 KiB ones.
    await pipeline(
      source,
      createWriteStream(filePath, { mode: 0o600, flags: 'wx', highWaterMark: 1024 * 1024 }),
    );
  } catch (error) {
    await discard();
    throw error;
  }
  return { path: filePath, size, truncated: source.truncated === true, discard };
}

/** Writes bytes the server made itself (a converted file) as a temporary file. */
export async function temporaryPath(store: PrivateStore): Promise<string> {
  await mkdir(tmpDir(store), { recursive: true, mode: 0o700 });
  return path.join(tmpDir(store), randomBytes(16).toString('hex'));
}

export interface KeepInput {
  ownerUuid: string;
  originalName: string;
  mime: string;
  /** The stored name's extension (without the dot), from the sniffed type. */
  extension: string;
}

/**
 * Moves a checked temporary file into the storage under its final name (a rename on disk, a
 * streamed upload to S3) and returns the row to insert (the caller
 * inserts it inside its own transaction, so the entry and its files are recorded together). If the
 * transaction fails, `forget()` the returned names.
 */
export async function keepTemporary(
  store: PrivateStore,
  temporaryFile: { path: string },
  input: KeepInput,
): Promise<typeof privateFiles.$inferInsert & { storedName: string }> {
  const storedName = `${randomBytes(16).toString('hex')}.${input.extension}`;
  const { size } = await stat(temporaryFile.path);
  await store.storage.putFile('private', storedName, temporaryFile.path, input.mime);
  return {
    ownerUuid: input.ownerUuid,
    storedName,
    originalName: input.originalName,
    size,
    mime: input.mime,
  };
}

/** Deletes stored files by name (after a failed transaction, or when an upload is replaced). */
export async function forget(store: PrivateStore, storedNames: readonly string[]): Promise<void> {
  await store.storage.remove('private', storedNames);
}

export async function findPrivateFile(db: Database, uuid: string): Promise<PrivateFileRow | null> {
  const [row] = await db.select().from(privateFiles).where(eq(privateFiles.uuid, uuid));
  return row ?? null;
}

/** The size and date of a stored file; null when it is missing. */
export function statStored(store: PrivateStore, storedName: string): Promise<StoredObjectInfo | null> {
  return store.storage.stat('private', storedName);
}

/** Opens a stored file for reading, whole or a range of it. */
export function openStored(store: PrivateStore, storedName: string, range?: ByteRange): Promise<Readable> {
  return store.storage.read('private', storedName, range);
}

/**
 * How old (last written) a temporary file must be before a sweep may take it: longer than an
 * upload may take (30 minutes, files/multipart-upload.ts) and than a conversion (20 minutes), so
 * what a live request or conversion of any server sharing the folder is writing is never swept.
 */
export const STALE_TEMPORARY_MS = 40 * 60_000;

/**
 * Removes what a killed server left in tmp/ (last written more than `olderThanMs` ago, so an upload
 * or conversion in progress in another process on the same folder is left alone). Returns how many
 * files went.
 */
export async function sweepTemporaries(
  store: PrivateStore,
  olderThanMs = STALE_TEMPORARY_MS,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tmpDir(store));
  } catch {
    return 0;
  }
  let removed = 0;
  const limit = Date.now() - olderThanMs;
  for (const name of names) {
    const filePath = path.join(tmpDir(store), name);
    try {
      if ((await stat(filePath)).mtimeMs < limit) {
        await rm(filePath, { force: true });
        removed += 1;
      }
    } catch {
      // Gone meanwhile.
    }
  }
  return removed;
}

/** How many files are in tmp/ now (tests check that an aborted upload left nothing). */
export async function countTemporaries(store: PrivateStore): Promise<number> {
  try {
    return (await readdir(tmpDir(store))).length;
  } catch {
    return 0;
  }
}
