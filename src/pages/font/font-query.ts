// The font list's state in the URL (useListParams) and the request it makes. Values a hand-edited
// URL got wrong are dropped instead of reaching the server.
import { FONT_SEARCH_TYPES, type FontSearchType } from '../../../contract/library-rules';
import type { FontQuery } from '../../api/library';
import type { ListParams } from '../../lib/use-list-params';

export const FONT_FILTER_KEYS = ['fontType', 'searchType', 'searchKeyword'] as const;
export type FontFilterKey = (typeof FONT_FILTER_KEYS)[number];

export const KEYWORD_MAX_LENGTH = 50;
const CATEGORY_UUID_MAX = 64;

export function isFontSearchType(value: string): value is FontSearchType {
  return (FONT_SEARCH_TYPES as readonly string[]).includes(value);
}

/** Trimmed and cut to the 50 characters the API accepts. */
export function cleanKeyword(value: string): string {
  return value.trim().slice(0, KEYWORD_MAX_LENGTH).trim();
}

export function fontQueryOf({ page, size, filters }: ListParams<FontFilterKey>): FontQuery {
  const keyword = cleanKeyword(filters.searchKeyword);
  const fontType =
    filters.fontType && filters.fontType.length <= CATEGORY_UUID_MAX ? filters.fontType : undefined;
  return {
    page,
    size,
    fontType,
    // A search type without a keyword searches nothing: both are sent together or not at all.
    searchType: keyword
      ? isFontSearchType(filters.searchType)
        ? filters.searchType
        : 'fontName'
      : undefined,
    searchKeyword: keyword || undefined,
  };
}

/** A family name inside the quotes of `font-family: '<name>'`. */
export function quotedFamily(family: string): string {
  return `'${family.replace(/['\\\n\r]/g, '')}'`;
}
