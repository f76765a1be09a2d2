// A finished resumable upload used as a file of an entry or of project files (issue 22): in place
// of a multipart file part, a text field (`workUploadId`, `thumbnailUploadId`,
// `projectFileUploadId`) names an upload of the same creator. The route then treats it exactly as a
// part: its bytes are put in a temporary file (a hard link on the disk store, a download from the
// bucket) and every check of a part runs on it.
//
// Exactly one entry consumes an upload: the route claims it (a conditional UPDATE: of two requests
// at once one wins, the other answers 409 UPLOAD_IN_USE), deletes its row in the entry's own
// transaction, and removes its bytes after the commit. A refused entry releases the claim, so the
// creator can correct the form and send it again without sending the file again.
import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { and, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { ErrorCode } from '../../contract/error-codes.js';
import { fileNameProblem } from '../../contract/submission-rules.js';
import type { Database } from '../db/client.js';
import { resumableUploads } from '../db/schema.js';
import { refuse, tmpDir, type PrivateStore, type ReceivedFile, type TemporaryFile } from '../files/index.js';
import { UPLOAD_CLAIM_MS, type ResumableUploads } from './resumable-uploads.js';

/** One file of a form: its multipart part's name and the text field that may name an upload. */
export interface FileSlot {
  file: string;
  uploadId: string;
}

export interface UploadedFilesDeps {
  db: Database;
  store: PrivateStore;
  /** null: the host offers no resumable uploads, and an upload id field is refused. */
  uploads: ResumableUploads | null;
  now: () => Date;
  /** The largest file the route accepts (spec §9: 1 GB). */
  maxFileBytes: number;
}

/** The uploads an entry holds while it is checked and recorded. */
export interface HeldUploads {
  ids: readonly string[];
  /** In the entry's transaction: the uploads are used up (their rows go with the entry's commit). */
  consume(tx: Database): Promise<void>;
  /** After the request: the bytes of consumed uploads go; otherwise the claims are released. */
  settle(accepted: boolean): Promise<void>;
}

/** Puts an upload's bytes in a temporary file of the private store (removed by `discard`). */
async function materialize(deps: UploadedFilesDeps, id: string): Promise<TemporaryFile> {
  await mkdir(tmpDir(deps.store), { recursive: true, mode: 0o700 });
  const filePath = path.join(tmpDir(deps.store), randomBytes(16).toString('hex'));
  const discard = () => rm(filePath, { force: true });
  const uploads = deps.uploads!;
  const onDisk = uploads.diskPath(id);
  try {
    if (onDisk) {
      // Same disk as tmp/: a second name for the same bytes, so keeping the file (a rename) leaves
      // the upload whole until the entry is committed. A copy where links are not allowed.
      await link(onDisk, filePath).catch(() => copyFile(onDisk, filePath));
    } else {
      await pipeline(
        await uploads.read(id),
        createWriteStream(filePath, { mode: 0o600, flags: 'wx', highWaterMark: 1024 * 1024 }),
      );
    }
    const { size } = await stat(filePath);
    return { path: filePath, size, truncated: false, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/** Why `id` could not be claimed: unknown or expired (404), unfinished (409), in use (409). */
async function refusal(deps: UploadedFilesDeps, id: string, ownerUuid: string, field: string) {
  const row = await deps.uploads!.findOwn(id, ownerUuid);
  if (!row) return refuse(404, ErrorCode.NotFound, field);
  if (!row.finishedAt) return refuse(409, ErrorCode.UploadNotFinished, field);
  return refuse(409, ErrorCode.UploadInUse, field);
}

/**
 * Completes `files` (the parts received) with the uploads the form names instead: for each slot,
 * a part or an upload id, never both, one of them unless the slot is optional. `check` runs on each
 * upload's temporary file as it would on a part on arrival. On any refusal the claims are
 * released and the temporaries discarded before the error is passed on.
 */
export async function takeUploadedFiles(
  deps: UploadedFilesDeps,
  ownerUuid: string,
  texts: ReadonlyMap<string, string>,
  files: Map<string, ReceivedFile>,
  slots: readonly FileSlot[],
  check?: (field: string, file: ReceivedFile) => Promise<void> | void,
): Promise<HeldUploads> {
  const { db, now } = deps;
  const claimed: string[] = [];
  const taken: ReceivedFile[] = [];
  const release = async () => {
    if (claimed.length > 0) {
      await db
        .update(resumableUploads)
        .set({ claimedUntil: null })
        .where(inArray(resumableUploads.id, claimed));
    }
  };
  try {
    for (const slot of slots) {
      const id = texts.get(slot.uploadId);
      if (id === undefined) {
        if (!files.has(slot.file)) throw refuse(400, ErrorCode.FileMissing, slot.file);
        continue;
      }
      if (files.has(slot.file)) throw refuse(400, ErrorCode.ValidationFailed, slot.uploadId);
      if (!deps.uploads) throw refuse(400, ErrorCode.ValidationFailed, slot.uploadId);
      const at = now();
      const [row] = await db
        .update(resumableUploads)
        .set({ claimedUntil: new Date(at.getTime() + UPLOAD_CLAIM_MS) })
        .where(
          and(
            eq(resumableUploads.id, id),
            eq(resumableUploads.ownerUuid, ownerUuid),
            gt(resumableUploads.expiresAt, at),
            isNotNull(resumableUploads.finishedAt),
            or(isNull(resumableUploads.claimedUntil), lt(resumableUploads.claimedUntil, at)),
          ),
        )
        .returning();
      if (!row) throw await refusal(deps, id, ownerUuid, slot.uploadId);
      claimed.push(id);
      // Every check of a part, on the upload's name and bytes, refused under the file's field.
      if (fileNameProblem(row.fileName)) throw refuse(400, ErrorCode.FileNameInvalid, slot.file);
      if (row.length > deps.maxFileBytes) throw refuse(413, ErrorCode.FileTooLarge, slot.file);
      const received = { temporary: await materialize(deps, id), fileName: row.fileName };
      taken.push(received);
      files.set(slot.file, received);
      await check?.(slot.file, received);
    }
  } catch (error) {
    await Promise.all(taken.map((file) => file.temporary.discard()));
    await release();
    throw error;
  }
  let consumed = false;
  return {
    ids: claimed,
    async consume(tx) {
      if (claimed.length === 0) return;
      await tx.delete(resumableUploads).where(inArray(resumableUploads.id, claimed));
      consumed = true;
    },
    async settle(accepted) {
      if (accepted && consumed) {
        for (const id of claimed) await deps.uploads!.remove(id);
      } else {
        await release();
      }
    },
  };
}
