// The free audio and font libraries (spec §3 "Audio list filters" and "Font list filters", §7
// "Files" and "Audio and fonts"). Every call resolves with the envelope (src/api/client.ts).
import type { Page } from '../../contract/envelope';
import type { FileCategory } from '../../contract/files';
import type { Audio, AudioListQuery, Font, FontListQuery } from '../../contract/library';
import { fileCategoriesRead, libraryListRead } from '../../contract/page-reads';
import { apiPaths } from '../../contract/paths';
import { api } from './client';

/** What a page asks for; `isDisplay` and `sortType` are fixed here, not by the caller. */
type ListQuery<T> = Omit<T, 'page' | 'size' | 'isDisplay' | 'sortType'> & { page: number; size: number };
export type AudioQuery = ListQuery<AudioListQuery>;
export type FontQuery = ListQuery<FontListQuery>;

/** The list's read (contract/page-reads.ts: displayed items, the operator's order, no empty filters). */
export const audioRead = (query: AudioQuery) => libraryListRead(apiPaths.audio, query);
export const fontsRead = (query: FontQuery) => libraryListRead(apiPaths.font, query);

export function getAudio(query: AudioQuery, signal?: AbortSignal) {
  const { path, params } = audioRead(query);
  return api.get<Page<Audio>>(path, { params, signal });
}

export function getFonts(query: FontQuery, signal?: AbortSignal) {
  const { path, params } = fontsRead(query);
  return api.get<Page<Font>>(path, { params, signal });
}

/**
 * The categories of a file type, in display order and in the request's language. Audio has two
 * levels (depth 2 rows name their category 1 in `parentUuid`); fonts have one, the font types.
 */
export function getFileCategories(fileType: 'audio' | 'font', signal?: AbortSignal) {
  const { path, params } = fileCategoriesRead(fileType);
  return api.get<Page<FileCategory>>(path, { params, signal });
}
