// The creator's notifications and mail preferences (issue 18; contract/notifications.ts): the list,
// the unread count the bell polls, marking read, and the per-event mail switches of /mypage.
// Registered inside the session scope of app.ts: every call needs a valid token, and each caller
// only ever reads or changes their own rows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import {
  mailPreferencesSchema,
  markReadBodySchema,
  notificationSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '../../contract/notifications.js';
import { apiPaths } from '../../contract/paths.js';
import type { Database } from '../db/client.js';
import { requireSession } from '../plugins/auth.js';
import { ok } from '../plugins/envelope.js';
import { createRateLimitHook, type RateLimitSetting } from '../plugins/rate-limits.js';
import { publicCacheFor, sendCreatorCachedJson } from '../lib/public-cache.js';
import {
  listNotifications,
  mailPreferences,
  markRead,
  setMailPreferences,
  unreadCount,
} from './notifications.js';
import { rateLimited, sessionFailures } from '../plugins/responses.js';

export interface NotificationRouteOptions {
  db: Database;
  now: () => Date;
  /** Marks read and preference changes per creator. */
  writeRateLimit?: RateLimitSetting;
}

/** A creator clicking through the panel marks one at a time: generous, but not unbounded. */
export const DEFAULT_NOTIFICATION_WRITE_LIMIT: RateLimitSetting = { max: 120, timeWindowMs: 60_000 };

const security = [{ bearerAuth: [] }];
const tags = ['notifications'];

/** The body is `{ count }` and nothing else, so the count alone names the representation. */
const countTag = (count: number) => `W/"unread-${count}"`;

function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  // Weak comparison (RFC 9110 §13.1.2): W/ prefixes do not count; * matches any current answer.
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((value) => value.trim() === '*' || opaque(value) === opaque(tag));
}

export const notificationRoutes: FastifyPluginAsyncZod<NotificationRouteOptions> = async (app, options) => {
  const { db } = options;
  const perCreator = createRateLimitHook(
    app,
    'notifications-write',
    options.writeRateLimit ?? DEFAULT_NOTIFICATION_WRITE_LIMIT,
    (request) => request.session?.userUuid ?? request.ip,
  );

  app.get(
    apiPaths.notifications,
    {
      schema: {
        summary: "The caller's notifications, newest first (unread=true: only the unread ones)",
        tags,
        security,
        querystring: notificationsQuerySchema,
        response: { 200: envelopeSchema(pageSchema(notificationSchema)), ...sessionFailures },
      },
    },
    (request, reply) => {
      const { page, size, unread } = request.query;
      const userUuid = requireSession(request).userUuid;
      return sendCreatorCachedJson(request, reply, db, userUuid, request.query, async () =>
        ok({
          ...(await listNotifications(db, userUuid, { page, size, unreadOnly: unread === 'true' })),
          page,
          size,
        }),
      );
    },
  );

  app.get(
    apiPaths.notificationsUnreadCount,
    {
      schema: {
        summary: "The caller's unread count (weak ETag; If-None-Match answers 304 while unchanged)",
        description:
          'The bell asks at most once a minute while the tab is visible. One indexed count per call; ' +
          'a matching If-None-Match gets 304 with no body.',
        tags,
        security,
        response: {
          200: envelopeSchema(unreadCountSchema),
          304: z.undefined().describe('Not modified: the count is as the ETag says; no body.'),
          ...sessionFailures,
        },
      },
    },
    async (request, reply) => {
      const { userUuid } = requireSession(request);
      // From the reads' cache: every open tab asks once a minute, and a write to the creator's
      // notifications drops it (migration 0013's triggers).
      const count = await publicCacheFor(db).getOrCompute(
        { route: apiPaths.notificationsUnreadCount, viewer: userUuid, areas: ['creators'] },
        () => unreadCount(db, userUuid),
      );
      const tag = countTag(count);
      // Personal, so private; no-cache: a browser may keep it but asks again every time.
      void reply.header('etag', tag).header('cache-control', 'private, no-cache');
      if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
      return ok({ count });
    },
  );

  app.post(
    apiPaths.notificationsRead,
    {
      preHandler: [perCreator],
      schema: {
        summary: 'Mark notifications read: some by uuid (only the caller’s count), or all',
        description: 'Answers the unread count after. Uuids of other users change nothing.',
        tags,
        security,
        body: markReadBodySchema,
        response: { 200: envelopeSchema(unreadCountSchema), 429: rateLimited, ...sessionFailures },
      },
    },
    async (request) => {
      const count = await markRead(db, requireSession(request).userUuid, request.body, options.now());
      return ok({ count });
    },
  );

  app.get(
    apiPaths.mailPreferences,
    {
      schema: {
        summary: 'Mail on (true) or off per mailed event',
        description: 'Security and account mails (verification, temporary password) always go.',
        tags,
        security,
        response: { 200: envelopeSchema(mailPreferencesSchema), ...sessionFailures },
      },
    },
    async (request) => ok(await mailPreferences(db, requireSession(request).userUuid)),
  );

  app.put(
    apiPaths.mailPreferences,
    {
      preHandler: [perCreator],
      schema: {
        summary: 'Set mail on or off for every mailed event at once',
        tags,
        security,
        body: mailPreferencesSchema,
        response: { 200: envelopeSchema(mailPreferencesSchema), 429: rateLimited, ...sessionFailures },
      },
    },
    async (request) => ok(await setMailPreferences(db, requireSession(request).userUuid, request.body)),
  );
};
