// The files an item names (a notice's attachment, an audio item's file, a font's package and
// licence) through an edit: each "slot" keeps its file, gets a new one, or loses it, and its bytes
// live in the area of the item's visibility (public while shown, private while hidden, so a hidden
// item's file cannot be downloaded).
//
// The order makes every failure harmless: new bytes and moved copies are written before the
// transaction, the rows change inside it, and the bytes nothing names any more go after the commit.
// A refused or failed change takes back what it wrote and leaves the item as it was.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { storedFiles, type StoredFileRow } from '../db/schema.js';
import {
  areaOf,
  copyStoredFile,
  KIND_MIME,
  removeIfUnused,
  type FileStorage,
  type StoredPublicFile,
} from '../files/index.js';
import type { FileType } from '../../contract/files.js';

/** New bytes written for a slot, before the transaction. */
export interface WrittenFile {
  stored: StoredPublicFile;
  /** The name it is downloaded as. */
  name: string;
}

export interface FileSlot {
  /** The file the item names now, if any. */
  old: StoredFileRow | null;
  /** A new file (replaces `old`); null removes it; undefined keeps it. */
  next: WrittenFile | null | undefined;
}

/** A slot's file row insert inside the transaction. */
export async function insertFileRow(
  tx: Database,
  fileType: FileType,
  file: WrittenFile,
  isPublic: boolean,
): Promise<StoredFileRow> {
  const [row] = await tx
    .insert(storedFiles)
    .values({
      fileType,
      storedName: file.stored.name,
      fileUrl: file.stored.url,
      originalName: file.name,
      size: file.stored.bytes,
      mime: KIND_MIME[file.stored.kind],
      isPublic,
    })
    .returning();
  return row!;
}

/** Bytes written for a change that did not happen: removed unless something else names them. */
export async function takeBackWritten(
  db: Database,
  storage: FileStorage,
  written: readonly (WrittenFile | null | undefined)[],
  isPublic: boolean,
): Promise<void> {
  for (const file of written) {
    if (file?.stored.created)
      await removeIfUnused(
        db,
        storage,
        { storedName: file.stored.name, fileUrl: file.stored.url },
        areaOf(isPublic),
      );
  }
}

/**
 * Runs `change` (the transaction that updates the item and, through `rows`, its file rows) with the
 * slots' bytes placed in the area of `isPublic`, and cleans up after it either way.
 */
export async function changeWithFiles<T>(
  db: Database,
  storage: FileStorage,
  spoolDir: string,
  slots: readonly FileSlot[],
  isPublic: boolean,
  change: (rows: {
    /** Inside the transaction: the new rows of replaced slots, and the kept rows moved to the area. */
    place: (tx: Database, fileType: FileType) => Promise<(StoredFileRow | null | undefined)[]>;
    /** Inside the transaction, after the item stopped naming them: the replaced rows go. */
    dropReplaced: (tx: Database) => Promise<void>;
  }) => Promise<T>,
): Promise<T> {
  const moving = slots.map(
    (slot) => slot.next === undefined && slot.old !== null && slot.old.isPublic !== isPublic,
  );
  const replaced = slots.map((slot) => slot.next !== undefined && slot.old !== null);
  const moved: StoredFileRow[] = [];
  try {
    for (const [index, slot] of slots.entries()) {
      if (moving[index]) {
        await copyStoredFile(storage, slot.old!, spoolDir);
        moved.push(slot.old!);
      }
    }
    const result = await change({
      place: async (tx, fileType) => {
        const rows: (StoredFileRow | null | undefined)[] = [];
        for (const [index, slot] of slots.entries()) {
          if (slot.next) rows.push(await insertFileRow(tx, fileType, slot.next, isPublic));
          else if (slot.next === null) rows.push(null);
          else if (moving[index]) {
            await tx.update(storedFiles).set({ isPublic }).where(eq(storedFiles.uuid, slot.old!.uuid));
            rows.push({ ...slot.old!, isPublic });
          } else rows.push(undefined);
        }
        return rows;
      },
      dropReplaced: async (tx) => {
        for (const [index, slot] of slots.entries()) {
          if (replaced[index]) await tx.delete(storedFiles).where(eq(storedFiles.uuid, slot.old!.uuid));
        }
      },
    });
    for (const [index, slot] of slots.entries()) {
      if (moving[index] || replaced[index])
        await removeIfUnused(db, storage, slot.old!, areaOf(slot.old!.isPublic));
    }
    return result;
  } catch (error) {
    await takeBackWritten(
      db,
      storage,
      slots.map((slot) => slot.next),
      isPublic,
    );
    for (const row of moved) await removeIfUnused(db, storage, row, areaOf(isPublic));
    throw error;
  }
}
