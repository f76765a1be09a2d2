// Notifications resource (issue 18, contract/notifications.ts): the creator's notifications paged,
// the unread count as a conditional GET, marking read, and the mail preferences. Loaded only by the
// bell's chunk and the pages that show notifications, never by the home route's first paint.
import type { Page } from '../../contract/envelope';
import type { MailPreferences, MarkReadBody, Notification, UnreadCount } from '../../contract/notifications';
import { apiPaths } from '../../contract/paths';
import { api } from './client';

export interface NotificationListQuery {
  page: number;
  size: number;
  /** Only the unread ones. */
  unread?: boolean;
}

/** GET /api/notifications: one page of the caller's notifications, newest first. */
export function getNotifications({ unread, ...query }: NotificationListQuery, signal?: AbortSignal) {
  return api.get<Page<Notification>>(apiPaths.notifications, {
    params: { ...query, ...(unread ? { unread: 'true' } : {}) },
    signal,
  });
}

/**
 * GET /api/notifications/unread-count with If-None-Match: the API client adds `_t` to every URL
 * (spec §7), so the browser's cache never revalidates by itself; the caller keeps the ETag and
 * treats 304 as "unchanged".
 */
export function getUnreadCount(etag: string | null, signal?: AbortSignal) {
  return api.get<UnreadCount>(apiPaths.notificationsUnreadCount, {
    signal,
    ...(etag ? { headers: { 'If-None-Match': etag } } : {}),
  });
}

/** POST /api/notifications/read: some of the caller's notifications by uuid, or all; answers the unread count. */
export function markNotificationsRead(body: MarkReadBody) {
  return api.post<UnreadCount>(apiPaths.notificationsRead, body);
}

/** GET /api/notifications/mail-preferences: mail on or off per mailed event. */
export function getMailPreferences(signal?: AbortSignal) {
  return api.get<MailPreferences>(apiPaths.mailPreferences, { signal });
}

/** PUT /api/notifications/mail-preferences: the whole set; answers it as saved. */
export function putMailPreferences(preferences: MailPreferences) {
  return api.put<MailPreferences>(apiPaths.mailPreferences, preferences);
}
