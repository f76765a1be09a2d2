// msw handlers for files, categories, free audio and fonts (contract/files.ts, contract/library.ts):
// the queries are validated with the contract's schemas, then filtered and paged over the fixtures
// as the server does (bands include their lower bound and exclude their upper one).
import { http, type HttpHandler } from 'msw';
import { fileCategoryQuerySchema } from '../../../contract/files';
import { BPM_BANDS, TIME_BANDS, audioListQuerySchema, fontListQuerySchema } from '../../../contract/library';
import { ErrorCode } from '../../../contract/error-codes';
import { apiPaths } from '../../../contract/paths';
import { fail, ok } from '../envelope';
import {
  audioCategories,
  audioIn,
  audioTracks,
  categoryIn,
  fontCategories,
  fontIn,
  fonts,
  type Language,
} from '../fixtures/library';

function languageOf(request: Request): Language {
  return request.headers.get('Accept-Language')?.toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

function queryOf(request: Request): Record<string, string> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  delete query._t;
  return query;
}

function inBand(value: number, [from, to]: readonly [number, number | null]): boolean {
  return value >= from && (to === null || value < to);
}

function pageOf<T>(items: T[], page: number, size: number) {
  return { lists: items.slice((page - 1) * size, page * size), totalCount: items.length, page, size };
}

function invalid() {
  return fail(400, ErrorCode.ValidationFailed, 'Invalid query');
}

export const libraryHandlers: HttpHandler[] = [
  http.get(`*${apiPaths.fileCategories}`, ({ request }) => {
    const parsed = fileCategoryQuerySchema.safeParse(queryOf(request));
    if (!parsed.success) return invalid();
    const language = languageOf(request);
    const fixtures = parsed.data.fileType === 'audio' ? audioCategories : fontCategories;
    const lists = fixtures.map((fixture) => categoryIn(fixture, language));
    return ok({ lists, totalCount: lists.length, page: 1, size: Math.max(lists.length, 1) });
  }),

  http.get(`*${apiPaths.audio}`, ({ request }) => {
    const parsed = audioListQuerySchema.safeParse(queryOf(request));
    if (!parsed.success) return invalid();
    const query = parsed.data;
    const timeBand = query.timeSearchType ? TIME_BANDS[query.timeSearchType] : null;
    const bpmBand = query.bpmSearchType ? BPM_BANDS[query.bpmSearchType] : null;
    const matches = audioTracks.filter(
      (track) =>
        (!query.audioCategory1Uuid || track.category1.uuid === query.audioCategory1Uuid) &&
        (!query.audioCategory2Uuid || track.category2.uuid === query.audioCategory2Uuid) &&
        (!timeBand || inBand(track.duration, timeBand)) &&
        (!bpmBand || inBand(track.bpm, bpmBand)),
    );
    const language = languageOf(request);
    return ok(
      pageOf(
        matches.map((track) => audioIn(track, language)),
        query.page,
        query.size,
      ),
    );
  }),

  http.get(`*${apiPaths.font}`, ({ request }) => {
    const parsed = fontListQuerySchema.safeParse(queryOf(request));
    if (!parsed.success) return invalid();
    const query = parsed.data;
    const keyword = query.searchKeyword?.toLowerCase() ?? '';
    const matches = fonts.filter((fixture) => {
      if (query.fontType && fixture.type.uuid !== query.fontType) return false;
      if (!keyword) return true;
      const field = query.searchType === 'maker' ? fixture.maker : fixture.fontName;
      return field.toLowerCase().includes(keyword);
    });
    const language = languageOf(request);
    return ok(
      pageOf(
        matches.map((fixture) => fontIn(fixture, language)),
        query.page,
        query.size,
      ),
    );
  }),
];
