// The writes of the creators' uploads (submissions/submissions.routes.ts): an entry with its work
// and thumbnail, and the project files of an approved entry. The route has checked the files in
// their temporary place; here they go into the storage and their rows are recorded in one
// transaction with the entry's. When the write fails the stored files go again (the temporaries
// are the route's to discard), so a refused or failed upload leaves no file and no row.
import type { Database } from '../db/client.js';
import { privateFiles, submissions, type SubmissionRow } from '../db/schema.js';
import { forget, keepTemporary, type PrivateStore } from '../files/index.js';
import { attachProjectFile } from './submission-pipeline.js';

/** A checked upload waiting in its temporary file, with the type its bytes were found to be. */
export interface CheckedUpload {
  temporary: { path: string };
  /** The name the creator's file had (kept only as the download name). */
  fileName: string;
  type: { mime: string; extension: string };
}

export interface NewSubmission {
  userUuid: string;
  topicUuid: string;
  title: string;
  description: string;
  tType: 'video' | 'bcon';
  /** The language the creator entered in: the pipeline's mails are written in it. */
  language: string;
  work: CheckedUpload;
  thumbnail: CheckedUpload;
}

/** More writes of the caller in the entry's transaction (resumable uploads used up: uploads/). */
export type AlsoInTransaction = (tx: Database) => Promise<void>;

/** Moves a checked upload into the storage under its final name; its row is the caller's to insert. */
async function keep(store: PrivateStore, ownerUuid: string, upload: CheckedUpload, kept: string[]) {
  const row = await keepTemporary(store, upload.temporary, {
    ownerUuid,
    originalName: upload.fileName,
    mime: upload.type.mime,
    extension: upload.type.extension,
  });
  kept.push(row.storedName);
  return row;
}

/**
 * POST /api/submission/: stores the work and the thumbnail, then records both files and the entry
 * (reviewing) in one transaction. On failure the stored files are removed and the error passed on.
 */
export async function createSubmission(
  db: Database,
  store: PrivateStore,
  input: NewSubmission,
  now: Date,
  alsoInTransaction?: AlsoInTransaction,
): Promise<SubmissionRow> {
  const kept: string[] = [];
  try {
    const workRow = await keep(store, input.userUuid, input.work, kept);
    const thumbnailRow = await keep(store, input.userUuid, input.thumbnail, kept);
    return await db.transaction(async (tx) => {
      const [workFile, thumbnailFile] = await tx
        .insert(privateFiles)
        .values([
          { ...workRow, createdAt: now },
          { ...thumbnailRow, createdAt: now },
        ])
        .returning();
      const [entry] = await tx
        .insert(submissions)
        .values({
          userUuid: input.userUuid,
          topicUuid: input.topicUuid,
          title: input.title,
          description: input.description,
          tType: input.tType,
          language: input.language,
          workFileUuid: workFile!.uuid,
          thumbnailFileUuid: thumbnailFile!.uuid,
          submittedAt: now,
          updatedAt: now,
        })
        .returning();
      await alsoInTransaction?.(tx);
      return entry!;
    });
  } catch (error) {
    await forget(store, kept);
    throw error;
  }
}

/**
 * POST /api/submission/project-file/{uuid}: stores the project files, then records them and moves
 * the entry to converting (submission-pipeline.ts attachProjectFile) in one transaction. On failure
 * (SubmissionStateError when the entry no longer waits for them) the stored file is removed and
 * the error passed on.
 */
export async function receiveProjectFile(
  db: Database,
  store: PrivateStore,
  input: { userUuid: string; submissionUuid: string; projectFile: CheckedUpload },
  now: Date,
  alsoInTransaction?: AlsoInTransaction,
): Promise<SubmissionRow> {
  const kept: string[] = [];
  try {
    const fileRow = await keep(store, input.userUuid, input.projectFile, kept);
    return await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(privateFiles)
        .values({ ...fileRow, createdAt: now })
        .returning();
      const entry = await attachProjectFile(tx, input.submissionUuid, stored!.uuid, now);
      await alsoInTransaction?.(tx);
      return entry;
    });
  } catch (error) {
    await forget(store, kept);
    throw error;
  }
}
