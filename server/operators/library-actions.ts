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
import { changeWithFiles, takeBackWritten, type WrittenFile } from './stored-file-slots.js';

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

async function existingCategory(db: Database, uuid: string): Promise<CategoryRow> {
  const row = await findCategory(db, uuid);
  if (!row) throw new OperatorError(404, ErrorCode.NotFound);
  return row;
}

/** `uuid` as a category of `fileType` at `depth`; 400 on `field` otherwise. */
async function categoryFor(db: Database, uuid: string, fileType: LibraryType, depth: 1 | 2, field: string) {
  const row = await findCategory(db, uuid);
  if (!row || row.fileType !== fileType || row.depth !== depth)
    throw invalid(field, `not a ${fileType} category of level ${depth}`);
  return row;
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
const AUDIO_FACTS = [
  'title',
  'category1Uuid',
  'category2Uuid',
  'bpm',
  'duration',
  'licenseKo',
  'licenseEn',
  'sort',
  'isDisplay',
  'file',
] as const;

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
  return changeWithFiles(db, storage, '', [{ old: null, next: written }], input.isDisplay, ({ place }) =>
    audited(db, actor, now, async (tx) => {
      const [file] = await place(tx, 'audio');
      const [row] = await tx
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
        .returning();
      await libraryChanged(tx);
      return {
        result: { uuid: row!.uuid },
        audit: {
          action: 'library.audio.add',
          subjectType: 'audio',
          subjectId: row!.uuid,
          after: audioFacts(row!, input.file.name),
        },
      };
    }),
  );
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
  const found = await findAudioRow(db, uuid);
  if (!found) throw new OperatorError(404, ErrorCode.NotFound);
  const { track, file: old } = found;
  const category2 = edit.category2Uuid
    ? await categoryFor(db, edit.category2Uuid, 'audio', 2, 'category2Uuid')
    : null;
  const isDisplay = edit.isDisplay ?? track.isDisplay;
  const seconds = edit.file ? await audioSeconds(edit.file) : track.durationSeconds;
  const written = edit.file
    ? await writeKind(storage, edit.file, LIBRARY_AUDIO_KINDS, isDisplay, 'file')
    : undefined;
  return changeWithFiles(
    db,
    storage,
    spoolDir,
    [{ old, next: written }],
    isDisplay,
    ({ place, dropReplaced }) =>
      audited(db, actor, now, async (tx) => {
        const [file] = await place(tx, 'audio');
        const [after] = await tx
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
          .returning();
        await dropReplaced(tx);
        await libraryChanged(tx);
        const diff = changedFields(
          audioFacts(track, old.originalName),
          audioFacts(after!, edit.file?.name ?? old.originalName),
          AUDIO_FACTS,
        );
        return {
          result: Object.keys(diff.after ?? {}),
          audit: { action: 'library.audio.edit', subjectType: 'audio', subjectId: track.uuid, ...diff },
        };
      }),
  );
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
const FONT_FACTS = [
  'fontName',
  'maker',
  'fontTypeUuid',
  'licenseName',
  'sort',
  'isDisplay',
  'preview',
  'package',
  'licenseFile',
] as const;

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
  const slots = [
    { old: null, next: packageFile },
    { old: null, next: licenseFile },
  ];
  return changeWithFiles(db, storage, '', slots, input.isDisplay, ({ place }) =>
    audited(db, actor, now, async (tx) => {
      const [download, license] = await place(tx, 'font');
      const [row] = await tx
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
        .returning();
      await libraryChanged(tx);
      return {
        result: { uuid: row!.uuid },
        audit: {
          action: 'library.font.add',
          subjectType: 'font',
          subjectId: row!.uuid,
          after: fontFacts(row!, input.package.name, input.license.name),
        },
      };
    }),
  );
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
  const found = await findFontRow(db, uuid);
  if (!found) throw new OperatorError(404, ErrorCode.NotFound);
  const { font } = found;
  const fontType = edit.fontTypeUuid
    ? await categoryFor(db, edit.fontTypeUuid, 'font', 1, 'fontTypeUuid')
    : null;
  const isDisplay = edit.isDisplay ?? font.isDisplay;
  const { packageFile, licenseFile, preview } = await writeFontFiles(db, storage, edit, isDisplay);
  const slots = [
    { old: found.packageFile as StoredFileRow | null, next: packageFile },
    { old: found.licenseFile as StoredFileRow | null, next: licenseFile },
  ];
  return changeWithFiles(db, storage, spoolDir, slots, isDisplay, ({ place, dropReplaced }) =>
    audited(db, actor, now, async (tx) => {
      const [download, license] = await place(tx, 'font');
      const [after] = await tx
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
        .returning();
      await dropReplaced(tx);
      await libraryChanged(tx);
      const diff = changedFields(
        fontFacts(font, found.packageFile.originalName, found.licenseFile.originalName),
        fontFacts(
          after!,
          edit.package?.name ?? found.packageFile.originalName,
          edit.license?.name ?? found.licenseFile.originalName,
        ),
        FONT_FACTS,
      );
      return {
        result: Object.keys(diff.after ?? {}),
        audit: { action: 'library.font.edit', subjectType: 'font', subjectId: font.uuid, ...diff },
      };
    }),
  );
}
