// The public reads the pages start with (issue 25), one definition shared by the portal's API
// modules (src/api/) and by our server, which answers them inside each page's HTML
// (server/site/page-routes.ts). A read defined here is the request the page makes, to the query
// parameter: the embedded answer is found by the read's key (contract/embedded-reads.ts).
import type { Read } from './embedded-reads';
import type { Page } from './envelope';
import type { FileCategory } from './files';
import type { Audio, Font } from './library';
import type { Notice, NoticeSummary } from './notices';
import { apiPaths } from './paths';

/** GET /p/api/notices: one page of the board. */
export function noticesRead(page: number, size: number): Read<Page<NoticeSummary>> {
  return { path: apiPaths.notices, params: { page, size } };
}

/** GET /p/api/notices/{uuid}. */
export function noticeRead(uuid: string): Read<Notice> {
  return { path: apiPaths.notice(uuid) };
}

/** GET /p/api/files/category: a file type's categories, in the request's language. */
export function fileCategoriesRead(fileType: 'audio' | 'font'): Read<Page<FileCategory>> {
  return { path: apiPaths.fileCategories, params: { fileType } };
}

type ListQuery = Readonly<Record<string, string | number | undefined>>;

/**
 * GET /p/api/audio and /p/api/font: the public lists always ask for displayed items in the
 * operator's order (spec §7: `sortType` fixed at `sort`). Absent filters ('' or undefined) are
 * left out: absent means "all".
 */
export function libraryListRead<P extends typeof apiPaths.audio | typeof apiPaths.font>(
  path: P,
  query: ListQuery,
): Read<Page<P extends typeof apiPaths.audio ? Audio : Font>> {
  const params: Record<string, string | number> = { isDisplay: 'true', sortType: 'sort' };
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params[key] = value;
  }
  return { path, params };
}
