// Assets (spec §7 "Assets", issue 10): the briefing, the earnings not yet withdrawn, and the
// earnings statement as CSV (issue 18, money/statement.ts); the withdrawal requests are
// assets-withdrawals.routes.ts, registered here in the same upload scope. Every amount in JSON is
// in the deployment's major unit; the ledger works in minor units (money/ledger.ts).
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  briefingQuerySchema,
  briefingSchema,
  unwithdrawnEarningSchema,
  WITHDRAWAL_DOCUMENT_FIELDS,
} from '../../contract/assets.js';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import { apiPaths } from '../../contract/paths.js';
import { pickLanguage } from '../i18n/messages.js';
import { requireSession } from '../plugins/auth.js';
import { ok } from '../plugins/envelope.js';
import { businessDate } from '../lib/business-days.js';
import { sendCreatorCachedJson } from '../lib/public-cache.js';
import { statementCsv, statementLines } from './statement.js';
import { statementFileName } from './statement-texts.js';
import { briefing, unwithdrawnEarnings } from './asset-views.js';
import { assetWithdrawalRoutes, type WithdrawalRouteOptions } from './assets-withdrawals.routes.js';
import { registerUploads, uploadDeadline } from '../files/index.js';
import { sessionFailures } from '../plugins/responses.js';

export { DEFAULT_WITHDRAWAL_RATE_LIMIT } from './assets-withdrawals.routes.js';

export interface AssetRouteOptions extends WithdrawalRouteOptions {
  maxFileBytes?: number;
}

/** Registered inside the session scope of app.ts: every call needs a valid token. */
export const assetRoutes: FastifyPluginAsyncZod<AssetRouteOptions> = async (app, options) => {
  const { db, money } = options;
  await registerUploads(app, {
    maxFileBytes: options.maxFileBytes,
    files: WITHDRAWAL_DOCUMENT_FIELDS.length + 1,
    fields: 16,
    fieldSize: 16 * 1024,
    parts: 24,
  });
  // A file on a slow line: the body may take 30 minutes, and no more.
  app.addHook('onRequest', uploadDeadline());

  app.get(
    apiPaths.assetBriefing,
    {
      schema: {
        summary: "The caller's earnings, balance, withdrawals in progress and paid, and the monthly chart",
        description:
          '`userType2` (individual | business | vatBusiness; default individual) selects the payee whose tax ' +
          'rule `availablePreview` applies to the whole available balance. Amounts in the deployment’s major unit.',
        tags: ['assets'],
        security: [{ bearerAuth: [] }],
        querystring: briefingQuerySchema,
        response: { 200: envelopeSchema(briefingSchema), ...sessionFailures },
      },
    },
    (request, reply) => {
      const { userUuid } = requireSession(request);
      const now = options.now();
      // The chart's months and the expected payout date follow the business day.
      const key = { ...request.query, day: businessDate(now, money.timeZone) };
      return sendCreatorCachedJson(request, reply, db, userUuid, key, async () =>
        ok(await briefing(db, userUuid, request.query.userType2, money, now)),
      );
    },
  );

  app.get(
    apiPaths.assetUnwithdrawn,
    {
      schema: {
        summary: 'The earnings not yet withdrawn (oldest taken first by withdrawals), oldest first',
        tags: ['assets'],
        security: [{ bearerAuth: [] }],
        response: { 200: envelopeSchema(pageSchema(unwithdrawnEarningSchema)), ...sessionFailures },
      },
    },
    async (request) => {
      const lists = await unwithdrawnEarnings(db, requireSession(request).userUuid, money.currency);
      return ok({ lists, totalCount: lists.length, page: 1, size: Math.max(1, lists.length) });
    },
  );

  app.get(
    apiPaths.assetStatement,
    {
      schema: {
        summary: "The caller's earnings statement: every ledger line as CSV (issue 18)",
        description:
          'text/csv; charset=utf-8 with a UTF-8 BOM, Content-Disposition: attachment ' +
          '(earnings-statement-YYYY-MM-DD.csv, the business date). One row per ledger line, oldest first; ' +
          'the header row in the Accept-Language; columns and amounts as contract/assets.ts STATEMENT_COLUMNS says.',
        tags: ['assets'],
        security: [{ bearerAuth: [] }],
        response: { 200: z.string().describe('The CSV text (not JSON).'), ...sessionFailures },
      },
    },
    async (request, reply) => {
      const lines = await statementLines(db, requireSession(request).userUuid, money);
      const csv = statementCsv(lines, pickLanguage(request.headers['accept-language']), money.currency);
      const fileName = statementFileName(businessDate(options.now(), money.timeZone));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(fileName, { type: 'attachment' }))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  // The withdrawal requests, in this scope (its multipart parser and upload deadline).
  await app.register(assetWithdrawalRoutes, options);
};
