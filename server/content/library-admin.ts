// What the operator console does with the free libraries (issue 21, support): categories with both
// names, audio and fonts hidden ones too, and the rows of a change. Whether an item's files are
// public follows its visibility (operators/library-actions.ts moves them): a hidden item's audio,
// package and licence cannot be downloaded. The public lists (library.ts) are told of each change.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConsoleAudio, ConsoleCategory, ConsoleFont } from '../../contract/operator-library.js';
import type { LibraryType } from '../../contract/operator-paths.js';
import type { Database } from '../db/client.js';
import {
  audioTracks,
  fileCategories,
  fonts,
  storedFiles,
  type AudioTrackRow,
  type FileCategoryRow,
  type FontRow,
  type StoredFileRow,
} from '../db/schema.js';
import { containsPattern } from '../db/like-pattern.js';
import { invalidatePublicReads } from '../lib/public-cache.js';

export type CategoryRow = FileCategoryRow;

/** Every category of the library, depth 1 first then each depth 2 under its parent's order. */
export async function listCategoriesForConsole(
  db: Database,
  fileType: LibraryType,
): Promise<ConsoleCategory[]> {
  // Written out with its table names: drizzle leaves a column unqualified inside sql``, which in
  // the subquery would name the item's own uuid.
  const used =
    fileType === 'audio'
      ? sql<number>`(select count(*) from audio_tracks a where a.category1_uuid = file_categories.uuid or a.category2_uuid = file_categories.uuid)`
      : sql<number>`(select count(*) from fonts f where f.font_type_uuid = file_categories.uuid)`;
  const rows = await db
    .select({ category: fileCategories, itemCount: used.mapWith(Number) })
    .from(fileCategories)
    .where(eq(fileCategories.fileType, fileType))
    .orderBy(asc(fileCategories.depth), asc(fileCategories.sort), asc(fileCategories.nameEn));
  // Rows come ordered by depth, sort and name: each parent, then its children in their order.
  const children = rows.filter((row) => row.category.depth === 2);
  const ordered = rows
    .filter((row) => row.category.depth === 1)
    .flatMap((parent) => [
      parent,
      ...children.filter((child) => child.category.parentUuid === parent.category.uuid),
    ]);
  return ordered.map(({ category, itemCount }) => ({
    uuid: category.uuid,
    fileType,
    depth: category.depth === 2 ? 2 : 1,
    parentUuid: category.parentUuid,
    nameKo: category.nameKo,
    nameEn: category.nameEn,
    sort: category.sort,
    itemCount,
  }));
}

export async function findCategory(db: Database, uuid: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(fileCategories).where(eq(fileCategories.uuid, uuid)).limit(1);
  return row ?? null;
}

/** True when an item or a second-level category is filed under it. */
export async function categoryInUse(db: Database, uuid: string): Promise<boolean> {
  const [[child], [track], [font]] = await Promise.all([
    db
      .select({ uuid: fileCategories.uuid })
      .from(fileCategories)
      .where(eq(fileCategories.parentUuid, uuid))
      .limit(1),
    db
      .select({ uuid: audioTracks.uuid })
      .from(audioTracks)
      .where(or(eq(audioTracks.category1Uuid, uuid), eq(audioTracks.category2Uuid, uuid)))
      .limit(1),
    db.select({ uuid: fonts.uuid }).from(fonts).where(eq(fonts.fontTypeUuid, uuid)).limit(1),
  ]);
  return Boolean(child ?? track ?? font);
}

/** The public lists and category menus show the change at once. */
export const libraryChanged = (db: Database) => invalidatePublicReads(db, 'library');

// ----------------------------------------------------------------------------------------------
// Items

export interface LibraryListFilter {
  page: number;
  size: number;
  display?: 'shown' | 'hidden';
  categoryUuid?: string;
  keyword?: string;
}

const fileOf = (row: StoredFileRow) => ({
  fileName: row.originalName,
  size: row.size,
  fileUrl: row.isPublic ? row.fileUrl : null,
});
const names = (row: CategoryRow) => ({ uuid: row.uuid, nameKo: row.nameKo, nameEn: row.nameEn });

function displayCondition(column: typeof audioTracks.isDisplay | typeof fonts.isDisplay, display?: string) {
  return display === undefined ? undefined : eq(column, display === 'shown');
}

const category1 = alias(fileCategories, 'category1');
const category2 = alias(fileCategories, 'category2');

function audioQuery(db: Database, where: SQL | undefined) {
  return db
    .select({ track: audioTracks, category1, category2, file: storedFiles })
    .from(audioTracks)
    .innerJoin(category1, eq(category1.uuid, audioTracks.category1Uuid))
    .innerJoin(category2, eq(category2.uuid, audioTracks.category2Uuid))
    .innerJoin(storedFiles, eq(storedFiles.uuid, audioTracks.fileUuid))
    .where(where);
}

function toConsoleAudio(row: {
  track: AudioTrackRow;
  category1: CategoryRow;
  category2: CategoryRow;
  file: StoredFileRow;
}): ConsoleAudio {
  const { track } = row;
  return {
    uuid: track.uuid,
    title: track.title,
    category1: names(row.category1),
    category2: names(row.category2),
    duration: track.durationSeconds,
    bpm: track.bpm,
    licenseKo: track.licenseKo,
    licenseEn: track.licenseEn,
    sort: track.sort,
    isDisplay: track.isDisplay,
    file: fileOf(row.file),
    createdAt: track.createdAt.toISOString(),
  };
}

/** Every audio item, hidden ones too, in the public order (sort, then newest). */
export async function listAudioForConsole(
  db: Database,
  filter: LibraryListFilter,
): Promise<{ lists: ConsoleAudio[]; totalCount: number }> {
  const where = and(
    displayCondition(audioTracks.isDisplay, filter.display),
    filter.categoryUuid
      ? or(
          eq(audioTracks.category1Uuid, filter.categoryUuid),
          eq(audioTracks.category2Uuid, filter.categoryUuid),
        )
      : undefined,
    filter.keyword ? ilike(audioTracks.title, containsPattern(filter.keyword)) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(audioTracks).where(where),
    audioQuery(db, where)
      .orderBy(asc(audioTracks.sort), desc(audioTracks.createdAt), desc(audioTracks.uuid))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
  ]);
  return { lists: rows.map(toConsoleAudio), totalCount: total?.n ?? 0 };
}

export async function audioForConsole(db: Database, uuid: string): Promise<ConsoleAudio | null> {
  const [row] = await audioQuery(db, eq(audioTracks.uuid, uuid)).limit(1);
  return row ? toConsoleAudio(row) : null;
}

/** An audio item with its file row; null when unknown. */
export async function findAudioRow(
  db: Database,
  uuid: string,
): Promise<{ track: AudioTrackRow; file: StoredFileRow } | null> {
  const [row] = await db
    .select({ track: audioTracks, file: storedFiles })
    .from(audioTracks)
    .innerJoin(storedFiles, eq(storedFiles.uuid, audioTracks.fileUuid))
    .where(eq(audioTracks.uuid, uuid))
    .limit(1);
  return row ?? null;
}

const fontType = alias(fileCategories, 'font_type');
const licenseFile = alias(storedFiles, 'license_file');
const packageFile = alias(storedFiles, 'package_file');

function fontQuery(db: Database, where: SQL | undefined) {
  return db
    .select({ font: fonts, fontType, licenseFile, packageFile })
    .from(fonts)
    .innerJoin(fontType, eq(fontType.uuid, fonts.fontTypeUuid))
    .innerJoin(licenseFile, eq(licenseFile.uuid, fonts.licenseFileUuid))
    .innerJoin(packageFile, eq(packageFile.uuid, fonts.downloadFileUuid))
    .where(where);
}

function toConsoleFont(row: {
  font: FontRow;
  fontType: CategoryRow;
  licenseFile: StoredFileRow;
  packageFile: StoredFileRow;
}): ConsoleFont {
  const { font } = row;
  return {
    uuid: font.uuid,
    fontName: font.fontName,
    maker: font.maker,
    fontType: names(row.fontType),
    licenseName: font.licenseName,
    licenseFile: fileOf(row.licenseFile),
    fontFamily: font.cssFamily,
    previewCssUrl: font.previewCssUrl,
    package: fileOf(row.packageFile),
    sort: font.sort,
    isDisplay: font.isDisplay,
    createdAt: font.createdAt.toISOString(),
  };
}

export async function listFontsForConsole(
  db: Database,
  filter: LibraryListFilter,
): Promise<{ lists: ConsoleFont[]; totalCount: number }> {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : null;
  const where = and(
    displayCondition(fonts.isDisplay, filter.display),
    filter.categoryUuid ? eq(fonts.fontTypeUuid, filter.categoryUuid) : undefined,
    pattern ? or(ilike(fonts.fontName, pattern), ilike(fonts.maker, pattern)) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(fonts).where(where),
    fontQuery(db, where)
      .orderBy(asc(fonts.sort), desc(fonts.createdAt), desc(fonts.uuid))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
  ]);
  return { lists: rows.map(toConsoleFont), totalCount: total?.n ?? 0 };
}

export async function fontForConsole(db: Database, uuid: string): Promise<ConsoleFont | null> {
  const [row] = await fontQuery(db, eq(fonts.uuid, uuid)).limit(1);
  return row ? toConsoleFont(row) : null;
}

/** A font with its licence and package rows; null when unknown. */
export async function findFontRow(
  db: Database,
  uuid: string,
): Promise<{ font: FontRow; licenseFile: StoredFileRow; packageFile: StoredFileRow } | null> {
  const [row] = await db
    .select({ font: fonts, licenseFile, packageFile })
    .from(fonts)
    .innerJoin(licenseFile, eq(licenseFile.uuid, fonts.licenseFileUuid))
    .innerJoin(packageFile, eq(packageFile.uuid, fonts.downloadFileUuid))
    .where(eq(fonts.uuid, uuid))
    .limit(1);
  return row ?? null;
}
