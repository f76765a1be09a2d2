// The creator's works in groups (spec §7 "Groups"; contract/submissions.ts), answering
// src/api/group-submissions.ts: their works in groups, the group one of their entries competes in,
// and the ranking of a group they have a work in (group-submissions.ts reads them).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths, routePattern } from '../../contract/paths.js';
import {
  belongToGroupSchema,
  groupRankingQuerySchema,
  idParamsSchema,
  myGroupSubmissionSchema,
  myGroupSubmissionsQuerySchema,
  rankingRowSchema,
} from '../../contract/submissions.js';
import type { Database } from '../db/client.js';
import { requireSession } from '../plugins/auth.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { failure, sessionFailures } from '../plugins/responses.js';
import { sendCreatorCachedJson } from '../lib/public-cache.js';
import { belongToGroup, groupRankingFor, listMyGroupSubmissions } from './group-submissions.js';

/** Registered inside the session scope of app.ts: every call needs a valid token. */
export const groupSubmissionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    apiPaths.myGroupSubmissions,
    {
      schema: {
        summary: "The caller's works in groups, latest groups first",
        tags: ['groups'],
        security: [{ bearerAuth: [] }],
        querystring: myGroupSubmissionsQuerySchema,
        response: { 200: envelopeSchema(pageSchema(myGroupSubmissionSchema)), ...sessionFailures },
      },
    },
    (request, reply) => {
      const { page, size, groupState } = request.query;
      const { userUuid } = requireSession(request);
      return sendCreatorCachedJson(request, reply, db, userUuid, request.query, async () =>
        ok({ ...(await listMyGroupSubmissions(db, userUuid, { page, size, groupState })), page, size }),
      );
    },
  );

  app.get(
    routePattern(apiPaths.belongToGroup, 'id'),
    {
      schema: {
        summary: "The group that the caller's entry `id` competes in, with its own row",
        tags: ['groups'],
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: envelopeSchema(belongToGroupSchema), 404: failure('NOT_FOUND'), ...sessionFailures },
      },
    },
    async (request) => {
      const found = await belongToGroup(db, requireSession(request).userUuid, request.params.id);
      if (!found) throw new ApiError(404, ErrorCode.NotFound);
      return ok(found);
    },
  );

  app.get(
    routePattern(apiPaths.groupRanking, 'id'),
    {
      schema: {
        summary: 'The ranking of a group the caller has a work in (isMine marks their rows)',
        tags: ['groups'],
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: groupRankingQuerySchema,
        response: {
          200: envelopeSchema(pageSchema(rankingRowSchema)),
          404: failure('NOT_FOUND: no such group, or none of your works is in it.'),
          ...sessionFailures,
        },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const ranking = await groupRankingFor(db, requireSession(request).userUuid, request.params.id, {
        page,
        size,
      });
      if (!ranking) throw new ApiError(404, ErrorCode.NotFound);
      return ok({ ...ranking, page, size });
    },
  );
};
