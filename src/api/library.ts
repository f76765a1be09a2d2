// The free audio and font libraries (spec §3 "Audio list filters" and "Font list filters", §7
// "Files" and "Audio and fonts"). Every call resolves with the envelope (src/api/client.ts).
import type { Page } from '../../contract/envelope';
import type { FileCategory } from '../../contract/files';
import type { Audio, AudioListQuery, Font, FontListQuery } from '../../contract/library';
import { apiPaths } from '../../contract/paths';
import type { Query } from '../lib/paths';
import { api } from './client';

/** What a page asks for; `isDisplay` and `sortType` are fixed here, not by the caller. */
type ListQuery<T> = Omit<T, 'page' | 'size' | 'isDisplay' | 'sortType'> & { page: number; size: number };
export type AudioQuery = ListQuery<AudioListQuery>;
export type FontQuery = ListQuery<FontListQuery>;

/**
 * The public lists always ask for displayed items in the operator's order (spec §7: `sortType`
 * fixed at `sort`). Absent filters ('' or undefined) are left out: absent means "all".
 */
function listParams(query: Record<string, string | number | undefined>): Query {
  const params: Query = { isDisplay: 'true', sortType: 'sort' };
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params[key] = value;
  }
  return params;
}

export function getAudio(query: AudioQuery, signal?: AbortSignal) {
  return api.get<Page<Audio>>(apiPaths.audio, { params: listParams({ ...query }), signal });
}

export function getFonts(query: FontQuery, signal?: AbortSignal) {
  return api.get<Page<Font>>(apiPaths.font, { params: listParams({ ...query }), signal });
}

/**
 * The categories of a file type, in display order and in the request's language. Audio has two
 * levels (depth 2 rows name their category 1 in `parentUuid`); fonts have one, the font types.
 */
export function getFileCategories(fileType: 'audio' | 'font', signal?: AbortSignal) {
  return api.get<Page<FileCategory>>(apiPaths.fileCategories, { params: { fileType }, signal });
}
