// The free audio and font libraries (spec §3 filters, §7 "Audio and fonts").
import { z } from 'zod';
import { safeText } from './text.js';
import { pageQuerySchema } from './envelope.js';
import { storedFileSchema } from './files.js';

export * from './library-rules.js';
import { BPM_SEARCH_TYPES, FONT_SEARCH_TYPES, TIME_SEARCH_TYPES } from './library-rules.js';

const categoryRefSchema = z.object({ uuid: z.string(), name: z.string() });

/** One row of GET /p/api/audio. Category names are in the request's language. */
export const audioSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  audioCategory1: categoryRefSchema,
  audioCategory2: categoryRefSchema,
  /** Length in whole seconds. */
  duration: z.number().int().nonnegative(),
  bpm: z.number().int().positive(),
  /** The licence note shown with the item, in the request's language. */
  license: z.string(),
  /** The audio file: the preview player plays `fileUrl`, the download path serves it. */
  file: storedFileSchema,
});
export type Audio = z.infer<typeof audioSchema>;

/** `isDisplay` is sent as the string `true`; the public list never shows hidden items. */
const isDisplaySchema = z.enum(['true', 'false']).optional();
/** Spec §7: `sortType` is fixed at `sort` (the operator's display order). */
const sortTypeSchema = z.literal('sort').optional();

/** GET /p/api/audio. Absent filters mean "all". */
export const audioListQuerySchema = pageQuerySchema.extend({
  isDisplay: isDisplaySchema,
  sortType: sortTypeSchema,
  audioCategory1Uuid: safeText().max(64).optional(),
  audioCategory2Uuid: safeText().max(64).optional(),
  timeSearchType: z.enum(TIME_SEARCH_TYPES).optional(),
  bpmSearchType: z.enum(BPM_SEARCH_TYPES).optional(),
});
export type AudioListQuery = z.input<typeof audioListQuerySchema>;

/** One row of GET /p/api/font. */
export const fontSchema = z.object({
  uuid: z.string(),
  /** The font's name as its maker spells it (e.g. "Nanum Gothic"). */
  fontName: z.string(),
  maker: z.string(),
  /** The font type (a category of GET /p/api/files/category?fileType=font), named in the request's language. */
  fontType: categoryRefSchema,
  /** Licence name, e.g. "SIL Open Font License 1.1". */
  license: z.string(),
  /** The licence's full text or page, served by us. */
  licenseUrl: z.string(),
  /** CSS family name declared by `previewCssUrl`. */
  fontFamily: z.string(),
  /**
   * A same-origin stylesheet with the @font-face rules (unicode-range slices, weight 400) for the
   * live preview; the browser fetches only the slices the preview text needs.
   */
  previewCssUrl: z.string(),
  /** The download: the font files and the licence. */
  file: storedFileSchema,
});
export type Font = z.infer<typeof fontSchema>;

/** GET /p/api/font. `fontType` is a font-type category uuid. */
export const fontListQuerySchema = pageQuerySchema.extend({
  isDisplay: isDisplaySchema,
  sortType: sortTypeSchema,
  fontType: safeText().max(64).optional(),
  searchType: z.enum(FONT_SEARCH_TYPES).optional(),
  searchKeyword: safeText().trim().max(50).optional(),
});
export type FontListQuery = z.input<typeof fontListQuerySchema>;
