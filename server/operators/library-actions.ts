// Long file: the libraries' seven actions share their file checks and category rules; split, each
// half would need the other's.
//
// Support's free libraries (issue 21, area `content`): categories, audio and fonts, through the
// console and the `add-audio`, `add-font`, `library-category` and `library-item` commands. Each
// action writes its audit line in its own transaction; files follow the item's visibility
// (stored-file-slots.ts). An audio item's length is read from its bytes (music-metadata), never
// taken from the caller; a font's preview stylesheet is written by the server for its woff2 file.
import { eq } from 'drizzle-orm';
import { parseBuffer } from 'music-metadata';
import { ErrorCode } from '../../contract/error-codes.js';
import type { CategoryCreate, CategoryEdit } from '../../contract/operator-library.js';
import {
  FONT_PACKAGE_KINDS,
  FONT_PREVIEW_KINDS,
  LIBRARY_AUDIO_KINDS,
  type LibraryType,
} from '../../contract/operator-paths.js';
import {
  categoryInUse,
  findAudioRow,
  findCategory,
  findFontRow,
  libraryChanged,
  type CategoryRow,
} from '../content/index.js';
import type { Database } from '../db/client.js';
import { isForeignKeyViolation } from '../db/errors.js';
import { audioTracks, fileCategories, fonts, type StoredFileRow } from '../db/schema.js';
import {
  areaOf,
  originalNameProblem,
  PublicFileError,
  sniffMediaKind,
  storePublicFile,
  storeServerText,
  type FileStorage,
  type MediaKind,
} from '../files/index.js';
import { audited, changedFields, type Actor } from './audit.js';
import { OperatorError } from './operator-accounts.js';
import { changeWithFiles, takeBackWritten, type FileSlot, type WrittenFile } from './stored-file-slots.js';

/** A file of the console's form or the command line, read whole (at most 50 MB). */
export interface LibraryFileInput {
  bytes: Uint8Array;
  /** The name it is downloaded as (at most 50 characters, no path). */
  name: string;
}

const invalid = (field: string, message = 'invalid') =>
  new OperatorError(400, ErrorCode.ValidationFailed, message, field);
const wrongType = (field: string, message: string) =>
  new OperatorError(415, ErrorCode.FileTypeInvalid, message, field);

function checkName(file: LibraryFileInput, field: string) {
  const problem = originalNameProblem(file.name);
  if (problem) throw new OperatorError(400, ErrorCode.FileNameInvalid, `${file.name}: ${problem}`, field);
}

/** Writes bytes of one of `allowed` kinds into `area`; 415 on its field otherwise. */
async function writeKind(
  storage: FileStorage,
  file: LibraryFileInput,
  allowed: readonly MediaKind[],
  isPublic: boolean,
  field: string,
): Promise<WrittenFile> {
  checkName(file, field);
  try {
    return { stored: await storePublicFile(storage, file.bytes, allowed, areaOf(isPublic)), name: file.name };
  } catch (error) {
    if (error instanceof PublicFileError) throw wrongType(field, error.message);
    throw error;
  }
}

/** A licence: a PDF, or UTF-8 text (which has no signature to sniff, so it is decoded strictly). */
async function writeLicense(storage: FileStorage, file: LibraryFileInput, isPublic: boolean, field: string) {
  checkName(file, field);
  const kind = await sniffMediaKind(file.bytes);
  if (kind === 'pdf') return writeKind(storage, file, ['pdf'], isPublic, field);
  if (kind !== null) throw wrongType(field, `a licence is a PDF or UTF-8 text; the bytes say ${kind}`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
  } catch {
    throw wrongType(field, 'a licence is a PDF or UTF-8 text');
  }
  if (text.includes('\0') || text.trim() === '') throw wrongType(field, 'a licence is a PDF or UTF-8 text');
  return { stored: await storeServerText(storage, text, 'txt', areaOf(isPublic)), name: file.name };
}

/** The audio's length in whole seconds from its bytes; 415 when it is no WAV or MP3 of known length. */
export async function audioSeconds(file: LibraryFileInput, field = 'file'): Promise<number> {
  const kind = await sniffMediaKind(file.bytes);
  if (!kind || !(LIBRARY_AUDIO_KINDS as readonly string[]).includes(kind))
    throw wrongType(
      field,
      `expected ${LIBRARY_AUDIO_KINDS.join(' or ')}; the bytes say ${kind ?? 'unknown'}`,
    );
  try {
    const { format } = await parseBuffer(
      file.bytes,
      { mimeType: kind === 'wav' ? 'audio/wav' : 'audio/mpeg', size: file.bytes.byteLength },
      { duration: true, skipCovers: true },
    );
    const seconds = format.duration;
    if (seconds !== undefined && Number.isFinite(seconds) && seconds > 0) return Math.round(seconds);
  } catch {
    // An unreadable header: the same refusal as an unknown length.
  }
  throw wrongType(field, 'the audio’s length could not be read from the file');
}

/** The stylesheet of a font's live preview: one @font-face for the woff2 file next to it. */
async function writePreview(storage: FileStorage, file: LibraryFileInput, field: string) {
  const woff2 = await writeKind(storage, file, FONT_PREVIEW_KINDS, true, field);
  // A family name of our own (from the file's hash): no clash with an installed font, nothing to quote.
  const family = `pf-${woff2.stored.name.slice(0, 16)}`;
  const css = await storeServerText(
    storage,
    `@font-face {\n  font-family: '${family}';\n  src: url(./${woff2.stored.name}) format('woff2');\n  font-display: swap;\n}\n`,
    'css',
  );
  return { family, cssUrl: css.url };
}

// ----------------------------------------------------------------------------------------------
// Categories

/** 404 when there is no such row. */
function orNotFound<T>(row: T | null): T {
  if (!row) throw new OperatorError(404, ErrorCode.NotFound);
  return row;
}

async function existingCategory(db: Database, uuid: string): Promise<CategoryRow> {
  return orNotFound(await findCategory(db, uuid));
}

/** `uuid` as a category of `fileType` at `depth`; 400 on `field` otherwise. */
async function categoryFor(db: Database, uuid: string, fileType: LibraryType, depth: 1 | 2, field: string) {
  const row = await findCategory(db, uuid);
  if (!row || row.fileType !== fileType || row.depth !== depth)
    throw invalid(field, `not a ${fileType} category of level ${depth}`);
  return row;
}

/** The category an edit files an item under (see `categoryFor`); null when it keeps its own. */
async function editedCategory(
  db: Database,
  uuid: string | undefined,
  fileType: LibraryType,
  depth: 1 | 2,
  field: string,
): Promise<CategoryRow | null> {
  return uuid ? categoryFor(db, uuid, fileType, depth, field) : null;
}

const categoryFacts = (row: CategoryRow) => ({
  fileType: row.fileType,
  depth: row.depth,
  parentUuid: row.parentUuid,
  nameKo: row.nameKo,
  nameEn: row.nameEn,
  sort: row.sort,
});

export async function createCategoryAudited(
  db: Database,
  actor: Actor,
  input: CategoryCreate,
  now: Date,
): Promise<{ uuid: string }> {
  if (input.parentUuid) {
    if (input.fileType !== 'audio') throw invalid('parentUuid', 'font types have one level');
    await categoryFor(db, input.parentUuid, 'audio', 1, 'parentUuid');
  }
  return audited(db, actor, now, async (tx) => {
    const [row] = await tx
      .insert(fileCategories)
      .values({
        fileType: input.fileType,
        depth: input.parentUuid ? 2 : 1,
        parentUuid: input.parentUuid?.toLowerCase() ?? null,
        nameKo: input.nameKo,
        nameEn: input.nameEn,
        sort: input.sort ?? 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await libraryChanged(tx);
    return {
      result: { uuid: row!.uuid },
      audit: {
        action: 'library.category.create',
        subjectType: 'library-category',
        subjectId: row!.uuid,
        after: categoryFacts(row!),
      },
    };
  });
}

export async function editCategoryAudited(
  db: Database,
  actor: Actor,
  uuid: string,
  edit: CategoryEdit,
  now: Date,
): Promise<string[]> {
  const before = await existingCategory(db, uuid);
  return audited(db, actor, now, async (tx) => {
    const [after] = await tx
      .update(fileCategories)
      .set({ ...edit, updatedAt: now })
      .where(eq(fileCategories.uuid, before.uuid))
      .returning();
    await libraryChanged(tx);
    const diff = changedFields(categoryFacts(before), categoryFacts(after!), ['nameKo', 'nameEn', 'sort']);
    return {
      result: Object.keys(diff.after ?? {}),
      audit: {
        action: 'library.category.edit',
        subjectType: 'library-category',
        subjectId: before.uuid,
        ...diff,
      },
    };
  });
}

/** Deletes an empty category; 409 CATEGORY_IN_USE while anything is filed under it. */
export async function deleteCategoryAudited(
  db: Database,
  actor: Actor,
  uuid: string,
  now: Date,
): Promise<void> {
  const before = await existingCategory(db, uuid);
  const inUse = new OperatorError(409, ErrorCode.CategoryInUse);
  if (await categoryInUse(db, before.uuid)) throw inUse;
  try {
    await audited(db, actor, now, async (tx) => {
      // Checked again inside: an item filed meanwhile makes the delete fail on its foreign key.
      if (await categoryInUse(tx, before.uuid)) throw inUse;
      await tx.delete(fileCategories).where(eq(fileCategories.uuid, before.uuid));
      await libraryChanged(tx);
      return {
        result: undefined,
        audit: {
          action: 'library.category.delete',
          subjectType: 'library-category',
          subjectId: before.uuid,
          before: categoryFacts(before),
        },
      };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUse;
    throw error;
  }
}

// ----------------------------------------------------------------------------------------------
// Items: what adding and editing an audio item or a font share

type ItemKind = 'audio' | 'font';

/**
 * Adds an item of `kind`: its new files (written in the area of its visibility) get their rows, in
 * the order of `files`, then `insert` writes the item; audited as `library.<kind>.add`.
 */
function addItemAudited<Row extends { uuid: string }>(
  db: Database,
  actor: Actor,
  storage: FileStorage,
  now: Date,
  item: {
    kind: ItemKind;
    isDisplay: boolean;
    files: readonly WrittenFile[];
    /** Answers the inserted row (`.returning()`). */
    insert: (tx: Database, files: StoredFileRow[]) => PromiseLike<Row[]>;
    facts: (row: Row) => Record<string, unknown>;
  },
): Promise<{ uuid: string }> {
  const slots = item.files.map((next) => ({ old: null, next }));
  return changeWithFiles(db, storage, '', slots, item.isDisplay, ({ place }) =>
    audited(db, actor, now, async (tx) => {
      // Every slot has a new file, so every row is a new one.
      const files = (await place(tx, item.kind)) as StoredFileRow[];
      const [row] = await item.insert(tx, files);
      await libraryChanged(tx);
      return {
        result: { uuid: row!.uuid },
        audit: {
          action: `library.${item.kind}.add`,
          subjectType: item.kind,
          subjectId: row!.uuid,
          after: item.facts(row!),
        },
      };
    }),
  );
}

/**
 * Edits the item `uuid` of `kind`: its file slots change (stored-file-slots.ts) in the area of
 * `isDisplay`, `update` writes the item, the replaced files' rows go; audited as
 * `library.<kind>.edit` with the facts that changed, whose names it answers.
 */
function editItemAudited<Row, Facts extends Record<string, unknown>>(
  db: Database,
  actor: Actor,
  storage: FileStorage,
  spoolDir: string,
  now: Date,
  item: {
    kind: ItemKind;
    uuid: string;
    isDisplay: boolean;
    slots: readonly FileSlot[];
    /** Answers the updated row (`.returning()`). */
    update: (tx: Database, files: (StoredFileRow | null | undefined)[]) => PromiseLike<Row[]>;
    /** The item's facts before and after the edit, each compared (in this order) for the audit. */
    facts: { before: Facts; after: (row: Row) => Facts };
  },
): Promise<string[]> {
  return changeWithFiles(db, storage, spoolDir, item.slots, item.isDisplay, ({ place, dropReplaced }) =>
    audited(db, actor, now, async (tx) => {
      const [after] = await item.update(tx, await place(tx, item.kind));
      await dropReplaced(tx);
      await libraryChanged(tx);
      const { before } = item.facts;
      const diff = changedFields(before, item.facts.after(after!), Object.keys(before));
      return {
        result: Object.keys(diff.after ?? {}),
        audit: { action: `library.${item.kind}.edit`, subjectType: item.kind, subjectId: item.uuid, ...diff },
      };
    }),
  );
}

// ----------------------------------------------------------------------------------------------
// Audio

export interface AudioInput {
  title: string;
  category2Uuid: string;
  bpm: number;
  licenseKo: string;
  licenseEn: string;
  sort?: number;
  isDisplay: boolean;
  file: LibraryFileInput;
}

export interface AudioEdit extends Partial<Omit<AudioInput, 'file' | 'isDisplay'>> {
  isDisplay?: boolean;
  /** A new file replaces the audio (its length read again). */
  file?: LibraryFileInput;
}

const audioFacts = (row: typeof audioTracks.$inferSelect, fileName: string) => ({
  title: row.title,
  category1Uuid: row.category1Uuid,
  category2Uuid: row.category2Uuid,
  bpm: row.bpm,
  duration: row.durationSeconds,
  licenseKo: row.licenseKo,
  licenseEn: row.licenseEn,
  sort: row.sort,
  isDisplay: row.isDisplay,
  file: fileName,
});

export async function addAudioAudited(
  db: Database,
  actor: Actor,
  storage: FileStorage,
  input: AudioInput,
  now: Date,
): Promise<{ uuid: string }> {
  const category2 = await categoryFor(db, input.category2Uuid, 'audio', 2, 'category2Uuid');
  checkName(input.file, 'file');
  const seconds = await audioSeconds(input.file);
  const written = await writeKind(storage, input.file, LIBRARY_AUDIO_KINDS, input.isDisplay, 'file');
  return addItemAudited(db, actor, storage, now, {
    kind: 'audio',
    isDisplay: input.isDisplay,
    files: [written],
    insert: (tx, [file]) =>
      tx
        .insert(audioTracks)
        .values({
          title: input.title,
          category1Uuid: category2.parentUuid!,
          category2Uuid: category2.uuid,
          durationSeconds: seconds,
          bpm: input.bpm,
          fileUuid: file!.uuid,
          sort: input.sort ?? 0,
          isDisplay: input.isDisplay,
          licenseKo: input.licenseKo,
          licenseEn: input.licenseEn,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    facts: (row) => audioFacts(row, input.file.name),
  });
}

/** Edits an audio item; answers the names of the facts that changed. 404 when there is none. */
export async function editAudioAudited(
  db: Database,
  actor: Actor,
  storage: FileStorage,
  spoolDir: string,
  uuid: string,
  edit: AudioEdit,
  now: Date,
): Promise<string[]> {
  const { track, file: old } = orNotFound(await findAudioRow(db, uuid));
  const category2 = await editedCategory(db, edit.category2Uuid, 'audio', 2, 'category2Uuid');
  const isDisplay = edit.isDisplay ?? track.isDisplay;
  const seconds = edit.file ? await audioSeconds(edit.file) : track.durationSeconds;
  const written = edit.file
    ? await writeKind(storage, edit.file, LIBRARY_AUDIO_KINDS, isDisplay, 'file')
    : undefined;
  return editItemAudited(db, actor, storage, spoolDir, now, {
    kind: 'audio',
    uuid: track.uuid,
    isDisplay,
    slots: [{ old, next: written }],
    update: (tx, [file]) =>
      tx
        .update(audioTracks)
        .set({
          title: edit.title,
          category1Uuid: category2?.parentUuid ?? undefined,
          category2Uuid: category2?.uuid,
          durationSeconds: seconds,
          bpm: edit.bpm,
          licenseKo: edit.licenseKo,
          licenseEn: edit.licenseEn,
          sort: edit.sort,
          isDisplay: edit.isDisplay,
          fileUuid: file?.uuid,
          updatedAt: now,
        })
        .where(eq(audioTracks.uuid, track.uuid))
        .returning(),
    facts: {
      before: audioFacts(track, old.originalName),
      after: (row) => audioFacts(row, edit.file?.name ?? old.originalName),
    },
  });
}

// ----------------------------------------------------------------------------------------------
// Fonts

export interface FontInput {
  fontName: string;
  maker: string;
  fontTypeUuid: string;
  licenseName: string;
  sort?: number;
  isDisplay: boolean;
  /** The woff2 file of the live preview. */
  preview: LibraryFileInput;
  /** The download (ZIP). */
  package: LibraryFileInput;
  /** The licence: PDF or UTF-8 text. */
  license: LibraryFileInput;
}

export interface FontEdit extends Partial<Omit<FontInput, 'isDisplay'>> {
  isDisplay?: boolean;
}

const fontFacts = (row: typeof fonts.$inferSelect, packageName: string, licenseName: string) => ({
  fontName: row.fontName,
  maker: row.maker,
  fontTypeUuid: row.fontTypeUuid,
  licenseName: row.licenseName,
  sort: row.sort,
  isDisplay: row.isDisplay,
  preview: row.previewCssUrl,
  package: packageName,
  licenseFile: licenseName,
});

/** Writes a font's new files; what was written is taken back if a later one is refused. */
async function writeFontFiles(
  db: Database,
  storage: FileStorage,
  files: Pick<FontEdit, 'preview' | 'package' | 'license'>,
  isPublic: boolean,
) {
  for (const field of ['preview', 'package', 'license'] as const) {
    const file = files[field];
    if (file) checkName(file, field);
  }
  const written: (WrittenFile | undefined)[] = [];
  try {
    const packageFile = files.package
      ? await writeKind(storage, files.package, FONT_PACKAGE_KINDS, isPublic, 'package')
      : undefined;
    written.push(packageFile);
    const licenseFile = files.license
      ? await writeLicense(storage, files.license, isPublic, 'license')
      : undefined;
    written.push(licenseFile);
    const preview = files.preview ? await writePreview(storage, files.preview, 'preview') : undefined;
    return { packageFile, licenseFile, preview };
  } catch (error) {
    await takeBackWritten(db, storage, written, isPublic);
    throw error;
  }
}

export async function addFontAudited(
  db: Database,
  actor: Actor,
  storage: FileStorage,
  input: FontInput,
  now: Date,
): Promise<{ uuid: string }> {
  const fontType = await categoryFor(db, input.fontTypeUuid, 'font', 1, 'fontTypeUuid');
  const { packageFile, licenseFile, preview } = await writeFontFiles(db, storage, input, input.isDisplay);
  return addItemAudited(db, actor, storage, now, {
    kind: 'font',
    isDisplay: input.isDisplay,
    files: [packageFile!, licenseFile!],
    insert: (tx, [download, license]) =>
      tx
        .insert(fonts)
        .values({
          fontName: input.fontName,
          maker: input.maker,
          fontTypeUuid: fontType.uuid,
          licenseName: input.licenseName,
          licenseFileUuid: license!.uuid,
          cssFamily: preview!.family,
          previewCssUrl: preview!.cssUrl,
          downloadFileUuid: download!.uuid,
          sort: input.sort ?? 0,
          isDisplay: input.isDisplay,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    facts: (row) => fontFacts(row, input.package.name, input.license.name),
  });
}

/** Edits a font; answers the names of the facts that changed. 404 when there is none. */
export async function editFontAudited(
  db: Database,
  actor: Actor,
  storage: FileStorage,
  spoolDir: string,
  uuid: string,
  edit: FontEdit,
  now: Date,
): Promise<string[]> {
  const found = orNotFound(await findFontRow(db, uuid));
  const { font } = found;
  const fontType = await editedCategory(db, edit.fontTypeUuid, 'font', 1, 'fontTypeUuid');
  const isDisplay = edit.isDisplay ?? font.isDisplay;
  const { packageFile, licenseFile, preview } = await writeFontFiles(db, storage, edit, isDisplay);
  return editItemAudited(db, actor, storage, spoolDir, now, {
    kind: 'font',
    uuid: font.uuid,
    isDisplay,
    slots: [
      { old: found.packageFile, next: packageFile },
      { old: found.licenseFile, next: licenseFile },
    ],
    update: (tx, [download, license]) =>
      tx
        .update(fonts)
        .set({
          fontName: edit.fontName,
          maker: edit.maker,
          fontTypeUuid: fontType?.uuid,
          licenseName: edit.licenseName,
          sort: edit.sort,
          isDisplay: edit.isDisplay,
          cssFamily: preview?.family,
          previewCssUrl: preview?.cssUrl,
          downloadFileUuid: download?.uuid,
          licenseFileUuid: license?.uuid,
          updatedAt: now,
        })
        .where(eq(fonts.uuid, font.uuid))
        .returning(),
    facts: {
      before: fontFacts(font, found.packageFile.originalName, found.licenseFile.originalName),
      after: (row) =>
        fontFacts(
          row,
          edit.package?.name ?? found.packageFile.originalName,
          edit.license?.name ?? found.licenseFile.originalName,
        ),
    },
  });
}
