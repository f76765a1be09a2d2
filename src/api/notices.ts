// Notices resource (spec §7 "Main"): the public notice board. Every call resolves with the
// envelope (src/api/client.ts); the detail's HTML is sanitized by the page (src/lib/sanitize-html.ts)
// before it reaches the DOM.
import type { Page } from '../../contract/envelope';
import type { Notice, NoticeSummary } from '../../contract/notices';
import { apiPaths } from '../../contract/paths';
import { api } from './client';

/** GET /p/api/notices: one page of the list, newest first (pages start at 1). */
export function getNotices(page: number, size: number, signal?: AbortSignal) {
  return api.get<Page<NoticeSummary>>(apiPaths.notices, { params: { page, size }, signal });
}

/** GET /p/api/notices/{uuid}: 404 (NOT_FOUND) for an unknown uuid. */
export function getNotice(uuid: string, signal?: AbortSignal) {
  return api.get<Notice>(apiPaths.notice(uuid), { signal });
}
