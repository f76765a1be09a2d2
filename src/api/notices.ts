// Notices resource (spec §7 "Main"): the public notice board. Every call resolves with the
// envelope (src/api/client.ts); the detail's HTML is sanitized by the page (src/lib/sanitize-html.ts)
// before it reaches the DOM.
import type { Page } from '../../contract/envelope';
import type { Notice, NoticeSummary } from '../../contract/notices';
import { noticeRead, noticesRead } from '../../contract/page-reads';
import { api } from './client';

/** GET /p/api/notices: one page of the list, newest first (pages start at 1). */
export function getNotices(page: number, size: number, signal?: AbortSignal) {
  const { path, params } = noticesRead(page, size);
  return api.get<Page<NoticeSummary>>(path, { params, signal });
}

/** GET /p/api/notices/{uuid}: 404 (NOT_FOUND) for an unknown uuid. */
export function getNotice(uuid: string, signal?: AbortSignal) {
  return api.get<Notice>(noticeRead(uuid).path, { signal });
}
