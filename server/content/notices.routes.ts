// Notices (spec §7 "Main"): the list in the reader's language and one notice by uuid.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import {
  noticeListQuerySchema,
  noticeParamsSchema,
  noticeSchema,
  noticeSummarySchema,
} from '../../contract/notices.js';
import { apiPaths, routePattern } from '../../contract/paths.js';
import type { Database } from '../db/client.js';
import { pickLanguage } from '../i18n/messages.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { findNotice, listNotices } from './notices.js';
import { sendLocalizedPage } from '../lib/localized-cache.js';
import { sendCachedJson } from '../lib/public-cache.js';
import { commonFailures, failure } from '../plugins/responses.js';

export const noticeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    apiPaths.notices,
    {
      schema: {
        summary: 'Notices in the reader’s language, newest first',
        description:
          'Only displayed notices written in the language of Accept-Language (ko or en; anything else ' +
          'reads Korean). The content is on the notice’s own page.',
        tags: ['notices'],
        querystring: noticeListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(noticeSummarySchema)), ...commonFailures },
      },
    },
    (request, reply) => {
      const { page, size } = request.query;
      const key = { route: apiPaths.notices, query: request.query, areas: ['notices'] as const };
      return sendLocalizedPage(request, reply, db, key, (language) =>
        listNotices(db, { language, page, size }),
      );
    },
  );

  app.get(
    routePattern(apiPaths.notice, 'uuid'),
    {
      schema: {
        summary: 'One notice with its sanitized HTML content and attachment',
        description: 'Any language. A hidden or unknown notice answers 404.',
        tags: ['notices'],
        params: noticeParamsSchema,
        response: {
          200: envelopeSchema(noticeSchema),
          ...commonFailures,
          404: failure('NOT_FOUND: no displayed notice has this uuid.'),
        },
      },
    },
    (request, reply) =>
      // An unknown uuid throws: never cached, so made-up uuids cannot crowd out the real answers.
      sendCachedJson(
        reply,
        db,
        {
          route: `${apiPaths.notices}/:uuid`,
          query: request.params,
          language: pickLanguage(request.headers['accept-language']),
          areas: ['notices'],
        },
        async () => {
          const notice = await findNotice(db, request.params.uuid);
          if (!notice) throw new ApiError(404, ErrorCode.NotFound);
          return ok(notice);
        },
      ),
  );
};
