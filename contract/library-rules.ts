// The audio and font filter codes (spec §3), free of zod so the SPA can import them at no cost.
// Bands include their lower bound and exclude their upper bound: 30 s is "30 s to 1 min".

/** timeSearchType: 1 under 30 s, 2 30 s-1 min, 3 1-2 min, 4 2-3 min, 5 3 min and above. */
export const TIME_SEARCH_TYPES = ['1', '2', '3', '4', '5'] as const;
export type TimeSearchType = (typeof TIME_SEARCH_TYPES)[number];
/** [from, to) in seconds; null means no upper bound. */
export const TIME_BANDS: Record<TimeSearchType, readonly [number, number | null]> = {
  '1': [0, 30],
  '2': [30, 60],
  '3': [60, 120],
  '4': [120, 180],
  '5': [180, null],
};

/** bpmSearchType: 1 under 50, 2 50-100, 3 100-150, 4 150-200, 5 200 and above. */
export const BPM_SEARCH_TYPES = ['1', '2', '3', '4', '5'] as const;
export type BpmSearchType = (typeof BPM_SEARCH_TYPES)[number];
export const BPM_BANDS: Record<BpmSearchType, readonly [number, number | null]> = {
  '1': [0, 50],
  '2': [50, 100],
  '3': [100, 150],
  '4': [150, 200],
  '5': [200, null],
};

/** searchType of the font list: search the font's name or its maker. */
export const FONT_SEARCH_TYPES = ['fontName', 'maker'] as const;
export type FontSearchType = (typeof FONT_SEARCH_TYPES)[number];
