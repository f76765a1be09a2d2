// The notifications resource (contract/notifications.ts): the list paged (newest first, `unread`
// filter), the unread count with an ETag (304 to a matching If-None-Match), marking read by uuid or
// all, and the mail preferences. Changes made during a test last until it ends
// (resetNotificationHandlersState); setNotifications replaces the creator's list.
import { http, HttpResponse } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import {
  mailPreferencesSchema,
  markReadBodySchema,
  notificationsQuerySchema,
  type MailPreferences,
  type Notification,
} from '../../../contract/notifications';
import { apiPaths } from '../../../contract/paths';
import { fail, ok } from '../envelope';
import { fixtureMailPreferences, fixtureNotifications } from '../fixtures/notifications';

let list: Notification[] = fixtureNotifications;
let preferences: MailPreferences = fixtureMailPreferences;

export function resetNotificationHandlersState(): void {
  list = fixtureNotifications;
  preferences = fixtureMailPreferences;
}

export function setNotifications(next: Notification[]): void {
  list = next;
}

export function currentNotifications(): Notification[] {
  return list;
}

export const READ_AT = '2026-11-24T09:00:00.000Z';

const unreadCount = () => list.filter((item) => item.readAt === null).length;
/** The server's ETag names the state of the count: it changes whenever the count can. */
export const etagFor = (count: number) => `"unread-${count}"`;

export const notificationHandlers = [
  http.get(`*${apiPaths.notificationsUnreadCount}`, ({ request }) => {
    const count = unreadCount();
    const etag = etagFor(count);
    if (request.headers.get('If-None-Match') === etag) {
      return new HttpResponse(null, { status: 304, headers: { ETag: etag } });
    }
    const response = ok({ count });
    response.headers.set('ETag', etag);
    return response;
  }),
  http.get(`*${apiPaths.mailPreferences}`, () => ok(preferences)),
  http.put(`*${apiPaths.mailPreferences}`, async ({ request }) => {
    const body = mailPreferencesSchema.safeParse(await request.json());
    if (!body.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
    preferences = body.data;
    return ok(preferences);
  }),
  http.get(`*${apiPaths.notifications}`, ({ request }) => {
    const query = notificationsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
    const { page, size, unread } = query.data;
    const shown = unread === 'true' ? list.filter((item) => item.readAt === null) : list;
    return ok({ lists: shown.slice((page - 1) * size, page * size), totalCount: shown.length, page, size });
  }),
  http.post(`*${apiPaths.notificationsRead}`, async ({ request }) => {
    const body = markReadBodySchema.safeParse(await request.json());
    if (!body.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
    const chosen = 'all' in body.data ? null : new Set(body.data.uuids);
    list = list.map((item) =>
      item.readAt === null && (chosen === null || chosen.has(item.uuid))
        ? { ...item, readAt: READ_AT }
        : item,
    );
    return ok({ count: unreadCount() });
  }),
];
