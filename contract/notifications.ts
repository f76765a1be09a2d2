// Notifications and mail preferences (issue 18): additions to spec §7 on our server only. One
// definition, used by the server's route schemas, the OpenAPI document and the SPA (type-only).
import { z } from 'zod';
import {
  MAILED_NOTIFICATION_TYPES,
  NOTIFICATION_TYPES,
  type MailedNotificationType,
} from './notification-rules.js';

export * from './notification-rules.js';

export const notificationSchema = z.object({
  uuid: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
  /** ISO 8601 UTC; null while unread. */
  readAt: z.string().nullable(),
  /** The entry, group submission, withdrawal or inquiry concerned (notification-rules.ts). */
  subjectUuid: z.string(),
  /** The values the text is written from, in the reader's language (notification-rules.ts). */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?page&size[&unread=true] (newest first). */
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(60).default(20),
  /** 'true': only the unread ones (the /notifications page's filter). */
  unread: z.enum(['true', 'false']).optional(),
});

/** GET /api/notifications/unread-count (ETag; If-None-Match answers 304 when unchanged). */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /api/notifications/read: some notifications by uuid, or all of the caller's. */
export const markReadBodySchema = z.union([
  z.object({ uuids: z.array(z.uuid()).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

/** GET and PUT /api/notifications/mail-preferences: mail on (true) or off, per mailed event. */
export const mailPreferencesSchema = z.object(
  Object.fromEntries(MAILED_NOTIFICATION_TYPES.map((type) => [type, z.boolean()])) as Record<
    MailedNotificationType,
    z.ZodBoolean
  >,
);
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;
