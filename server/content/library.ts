// The free libraries in the contract's shapes (contract/files.ts, contract/library.ts): categories
// named in the request's language, audio with its band filters, fonts with type and search. Hidden
// items never appear, whatever isDisplay says: the public lists show what the operator displays.
import { and, asc, count, desc, eq, gte, ilike, lt, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FileCategory } from '../../contract/files.js';
import {
  BPM_BANDS,
  TIME_BANDS,
  type Audio,
  type BpmSearchType,
  type Font,
  type FontSearchType,
  type TimeSearchType,
} from '../../contract/library.js';
import type { Database } from '../db/client.js';
import { audioTracks, fileCategories, fonts, storedFiles, type FileCategoryRow } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import { isUuid } from '../competitions/index.js';
import { toStoredFile } from '../files/index.js';
import { containsPattern } from '../db/like-pattern.js';

const nameIn = (row: Pick<FileCategoryRow, 'nameKo' | 'nameEn'>, language: Language) =>
  language === 'en' ? row.nameEn : row.nameKo;

export async function listCategories(
  db: Database,
  fileType: 'audio' | 'font',
  language: Language,
): Promise<FileCategory[]> {
  const parent = alias(fileCategories, 'parent');
  const rows = await db
    .select({ category: fileCategories, parentSort: parent.sort })
    .from(fileCategories)
    .leftJoin(parent, eq(parent.uuid, fileCategories.parentUuid))
    .where(eq(fileCategories.fileType, fileType))
    .orderBy(asc(fileCategories.depth), asc(fileCategories.sort), asc(fileCategories.nameEn));
  // Depth 1 first; each depth 2 keeps its own order under its parent's order.
  rows.sort(
    (a, b) =>
      a.category.depth - b.category.depth ||
      (a.parentSort ?? 0) - (b.parentSort ?? 0) ||
      a.category.sort - b.category.sort,
  );
  return rows.map(({ category }) => ({
    uuid: category.uuid,
    name: nameIn(category, language),
    depth: category.depth === 2 ? 2 : 1,
    parentUuid: category.parentUuid,
  }));
}

/** `column` inside [from, to) of a band (to null: no upper bound). */
function inBand(column: AnyColumn, band: readonly [number, number | null]): SQL {
  const [from, to] = band;
  return to === null ? gte(column, from) : (and(gte(column, from), lt(column, to)) as SQL);
}

export interface AudioFilter {
  page: number;
  size: number;
  audioCategory1Uuid?: string;
  audioCategory2Uuid?: string;
  timeSearchType?: TimeSearchType;
  bpmSearchType?: BpmSearchType;
}

export async function listAudio(
  db: Database,
  filter: AudioFilter,
  language: Language,
): Promise<{ lists: Audio[]; totalCount: number }> {
  const conditions: SQL[] = [eq(audioTracks.isDisplay, true)];
  for (const [value, column] of [
    [filter.audioCategory1Uuid, audioTracks.category1Uuid],
    [filter.audioCategory2Uuid, audioTracks.category2Uuid],
  ] as const) {
    if (value === undefined || value === '') continue;
    // Not a uuid: no category has it, so nothing matches (and Postgres never sees a bad uuid).
    if (!isUuid(value)) return { lists: [], totalCount: 0 };
    conditions.push(eq(column, value.toLowerCase()));
  }
  if (filter.timeSearchType)
    conditions.push(inBand(audioTracks.durationSeconds, TIME_BANDS[filter.timeSearchType]));
  if (filter.bpmSearchType) conditions.push(inBand(audioTracks.bpm, BPM_BANDS[filter.bpmSearchType]));
  const where = and(...conditions);

  const category1 = alias(fileCategories, 'category1');
  const category2 = alias(fileCategories, 'category2');
  const [total] = await db.select({ n: count() }).from(audioTracks).where(where);
  const rows = await db
    .select({ track: audioTracks, category1, category2, file: storedFiles })
    .from(audioTracks)
    .innerJoin(category1, eq(category1.uuid, audioTracks.category1Uuid))
    .innerJoin(category2, eq(category2.uuid, audioTracks.category2Uuid))
    .innerJoin(storedFiles, eq(storedFiles.uuid, audioTracks.fileUuid))
    .where(where)
    .orderBy(asc(audioTracks.sort), desc(audioTracks.createdAt), desc(audioTracks.uuid))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  return {
    totalCount: total?.n ?? 0,
    lists: rows.map(({ track, category1, category2, file }) => ({
      uuid: track.uuid,
      title: track.title,
      audioCategory1: { uuid: category1.uuid, name: nameIn(category1, language) },
      audioCategory2: { uuid: category2.uuid, name: nameIn(category2, language) },
      duration: track.durationSeconds,
      bpm: track.bpm,
      license: language === 'en' ? track.licenseEn : track.licenseKo,
      file: toStoredFile(file),
    })),
  };
}

export interface FontFilter {
  page: number;
  size: number;
  fontType?: string;
  searchType?: FontSearchType;
  searchKeyword?: string;
}

export async function listFonts(
  db: Database,
  filter: FontFilter,
  language: Language,
): Promise<{ lists: Font[]; totalCount: number }> {
  const conditions: SQL[] = [eq(fonts.isDisplay, true)];
  if (filter.fontType) {
    if (!isUuid(filter.fontType)) return { lists: [], totalCount: 0 };
    conditions.push(eq(fonts.fontTypeUuid, filter.fontType.toLowerCase()));
  }
  if (filter.searchKeyword) {
    // Without a searchType the keyword looks in the name, the list's default.
    const column = filter.searchType === 'maker' ? fonts.maker : fonts.fontName;
    // Postgres' LIKE escapes with a backslash by default.
    conditions.push(ilike(column, containsPattern(filter.searchKeyword)));
  }
  const where = and(...conditions);

  const licenseFile = alias(storedFiles, 'license_file');
  const [total] = await db.select({ n: count() }).from(fonts).where(where);
  const rows = await db
    .select({ font: fonts, fontType: fileCategories, download: storedFiles, licenseFile })
    .from(fonts)
    .innerJoin(fileCategories, eq(fileCategories.uuid, fonts.fontTypeUuid))
    .innerJoin(storedFiles, eq(storedFiles.uuid, fonts.downloadFileUuid))
    .innerJoin(licenseFile, eq(licenseFile.uuid, fonts.licenseFileUuid))
    .where(where)
    .orderBy(asc(fonts.sort), desc(fonts.createdAt), desc(fonts.uuid))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  return {
    totalCount: total?.n ?? 0,
    lists: rows.map(({ font, fontType, download, licenseFile }) => ({
      uuid: font.uuid,
      fontName: font.fontName,
      maker: font.maker,
      fontType: { uuid: fontType.uuid, name: nameIn(fontType, language) },
      license: font.licenseName,
      licenseUrl: licenseFile.fileUrl,
      fontFamily: font.cssFamily,
      previewCssUrl: font.previewCssUrl,
      file: toStoredFile(download),
    })),
  };
}
