// The console's free libraries (issue 21, area `content`: support and admin): categories, audio and
// fonts, hidden ones too, with both languages' names. The item forms are multipart (they carry
// files): AUDIO_FIELDS and FONT_FIELDS name the parts, texts first.
import { z } from 'zod';
import {
  FONT_LICENSE_KINDS,
  LIBRARY_AUDIO_KINDS,
  LIBRARY_BPM_MAX,
  LIBRARY_CATEGORY_NAME_MAX_LENGTH,
  LIBRARY_DISPLAY_FILTERS,
  LIBRARY_LICENSE_MAX_LENGTH,
  LIBRARY_SORT_MAX,
  LIBRARY_TITLE_MAX_LENGTH,
  LIBRARY_TYPES,
} from './operator-paths.js';
import { uuidText } from './operator.js';
import { safeMultilineText, safeText } from './text.js';

const name = () => safeText().trim().min(1).max(LIBRARY_CATEGORY_NAME_MAX_LENGTH);
const sortNumber = z.number().int().min(0).max(LIBRARY_SORT_MAX);
/** A whole number sent as a multipart text part. */
const wholeText = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const flagText = z.enum(['true', 'false']);

// ----------------------------------------------------------------------------------------------
// Categories

export const consoleCategorySchema = z.object({
  uuid: z.string(),
  fileType: z.enum(LIBRARY_TYPES),
  /** 1: an audio category 1 or a font type; 2: an audio category 2 under `parentUuid`. */
  depth: z.union([z.literal(1), z.literal(2)]),
  parentUuid: z.string().nullable(),
  nameKo: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
  /** Audio or fonts filed under it, hidden ones too: a category in use cannot be deleted. */
  itemCount: z.number().int().nonnegative(),
});
export type ConsoleCategory = z.infer<typeof consoleCategorySchema>;
export const consoleCategoryListSchema = z.object({ lists: z.array(consoleCategorySchema) });
export const categoryListQuerySchema = z.object({ fileType: z.enum(LIBRARY_TYPES) });

/** A new category: a parent makes it an audio category 2. */
export const categoryCreateSchema = z.object({
  fileType: z.enum(LIBRARY_TYPES),
  parentUuid: uuidText().optional(),
  nameKo: name(),
  nameEn: name(),
  sort: sortNumber.optional(),
});
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;
/** Renaming or reordering; only the fields given change. */
export const categoryEditSchema = z
  .object({ nameKo: name(), nameEn: name(), sort: sortNumber })
  .partial()
  .strict();
export type CategoryEdit = z.infer<typeof categoryEditSchema>;

// ----------------------------------------------------------------------------------------------
// Items

const bothNames = z.object({ uuid: z.string(), nameKo: z.string(), nameEn: z.string() });

/** A file of an item; `fileUrl` is null while the item is hidden (the bytes are kept private). */
export const consoleLibraryFileSchema = z.object({
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  fileUrl: z.string().nullable(),
});
export type ConsoleLibraryFile = z.infer<typeof consoleLibraryFileSchema>;

export const libraryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  display: z.enum(LIBRARY_DISPLAY_FILTERS).optional(),
  /** Audio: a category 1 or 2; fonts: a font type. */
  categoryUuid: uuidText().optional(),
  /** In the title (audio) or the name and maker (fonts). */
  keyword: safeText().trim().max(50).optional(),
});
/** The list's query as the browser sends it. */
export interface LibraryListQuery {
  page?: number;
  size?: number;
  display?: (typeof LIBRARY_DISPLAY_FILTERS)[number];
  categoryUuid?: string;
  keyword?: string;
}

export const consoleAudioSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  category1: bothNames,
  category2: bothNames,
  /** Whole seconds, read from the file's bytes. */
  duration: z.number().int().nonnegative(),
  bpm: z.number().int().positive(),
  licenseKo: z.string(),
  licenseEn: z.string(),
  sort: z.number().int(),
  isDisplay: z.boolean(),
  file: consoleLibraryFileSchema,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ConsoleAudio = z.infer<typeof consoleAudioSchema>;
export const consoleAudioPageSchema = z.object({
  lists: z.array(consoleAudioSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type ConsoleAudioPage = z.infer<typeof consoleAudioPageSchema>;

export const consoleFontSchema = z.object({
  uuid: z.string(),
  fontName: z.string(),
  maker: z.string(),
  fontType: bothNames,
  licenseName: z.string(),
  licenseFile: consoleLibraryFileSchema,
  /** The family the preview stylesheet declares. */
  fontFamily: z.string(),
  previewCssUrl: z.string(),
  package: consoleLibraryFileSchema,
  sort: z.number().int(),
  isDisplay: z.boolean(),
  createdAt: z.string(),
});
export type ConsoleFont = z.infer<typeof consoleFontSchema>;
export const consoleFontPageSchema = z.object({
  lists: z.array(consoleFontSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type ConsoleFontPage = z.infer<typeof consoleFontPageSchema>;

/** The text parts of a new audio item (the file part is required too). */
export const audioTextsSchema = z.object({
  title: safeText().trim().min(1).max(LIBRARY_TITLE_MAX_LENGTH),
  category2Uuid: uuidText(),
  bpm: wholeText(LIBRARY_BPM_MAX, 1),
  licenseKo: safeMultilineText().trim().min(1).max(LIBRARY_LICENSE_MAX_LENGTH),
  licenseEn: safeMultilineText().trim().min(1).max(LIBRARY_LICENSE_MAX_LENGTH),
  sort: wholeText(LIBRARY_SORT_MAX).optional(),
  isDisplay: flagText.default('true'),
});
/** An edit: only the parts given change (a file part replaces the audio, its length read again). */
export const audioEditTextsSchema = audioTextsSchema.extend({ isDisplay: flagText.optional() }).partial();

/** The text parts of a new font (the three file parts are required too). */
export const fontTextsSchema = z.object({
  fontName: safeText().trim().min(1).max(LIBRARY_TITLE_MAX_LENGTH),
  maker: safeText().trim().min(1).max(LIBRARY_TITLE_MAX_LENGTH),
  fontTypeUuid: uuidText(),
  licenseName: safeText().trim().min(1).max(LIBRARY_TITLE_MAX_LENGTH),
  sort: wholeText(LIBRARY_SORT_MAX).optional(),
  isDisplay: flagText.default('true'),
});
export const fontEditTextsSchema = fontTextsSchema.extend({ isDisplay: flagText.optional() }).partial();

const filePart = (text: string) => z.string().describe(text);
/** For the OpenAPI document: the multipart bodies, texts first. */
export const audioFormSchema = audioTextsSchema.extend({
  file: filePart(`Required: ${LIBRARY_AUDIO_KINDS.join(' or ')}, at most 50 MB; its length is read from it.`),
});
export const audioEditFormSchema = audioEditTextsSchema.extend({
  file: filePart('Optional: replaces the audio file.').optional(),
});
export const fontFormSchema = fontTextsSchema.extend({
  preview: filePart('Required: the woff2 file of the live preview.'),
  package: filePart('Required: the download, a ZIP.'),
  license: filePart(`Required: the licence, ${FONT_LICENSE_KINDS.join(' or ')} (UTF-8 text).`),
});
export const fontEditFormSchema = fontEditTextsSchema.extend({
  preview: filePart('Optional: replaces the preview woff2.').optional(),
  package: filePart('Optional: replaces the ZIP.').optional(),
  license: filePart('Optional: replaces the licence.').optional(),
});

export const librarySavedSchema = z.object({ uuid: z.string(), changed: z.array(z.string()) });
export type LibrarySaved = z.infer<typeof librarySavedSchema>;
