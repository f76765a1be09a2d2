// Topics resource (spec §7 "Topics and entries"), answering src/api/topics.ts: the job list of a
// logged-in creator, and one topic in full with its brief.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths, routePattern } from '../../contract/paths.js';
import { uuidParamsSchema } from '../../contract/submissions.js';
import { topicDetailSchema, topicSchema, topicsQuerySchema } from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { findTopicDetail, listTopics } from './competition-views.js';
import { sendCachedJson } from '../lib/public-cache.js';
import { failure, sessionFailures } from '../plugins/responses.js';

/** Registered inside the session scope of app.ts: every call needs a valid token. */
export const topicRoutes: FastifyPluginAsyncZod<{ db: Database; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    apiPaths.topics,
    {
      schema: {
        summary: 'Topics (jobs): newest first, or sorted and narrowed by the filters',
        description:
          'topicType 1 is video, 2 image (any type but 1); lengthKind exact means an f… time limit; ' +
          'open=true keeps topics taking entries now (open=false filters nothing); sort closing puts ' +
          'open topics with an end first, soonest end first; keyword finds a topic name or hashtag ' +
          'containing it, case-insensitive. totalCount counts the narrowed list.',
        tags: ['topics'],
        security: [{ bearerAuth: [] }],
        querystring: topicsQuerySchema,
        response: { 200: envelopeSchema(pageSchema(topicSchema)), ...sessionFailures },
      },
    },
    (request, reply) => {
      const { page, size, ...filters } = request.query;
      const at = now();
      // The same list for every creator: served from the public reads' cache (a write to topics or
      // groups drops it at once, lib/public-cache.ts). Only the 'open' filter and the
      // 'closing' sort depend on the time: their answers are kept for the second they were read in.
      const timed = filters.open === 'true' || filters.sort === 'closing';
      return sendCachedJson(
        reply,
        db,
        {
          route: apiPaths.topics,
          query: timed ? { ...request.query, second: Math.floor(at.getTime() / 1000) } : request.query,
          areas: ['competitions'],
        },
        async () => {
          const { topics, totalCount } = await listTopics(db, { page, size, filters, now: at });
          return ok({ lists: topics, totalCount, page, size });
        },
      );
    },
  );

  app.get(
    routePattern(apiPaths.topic, 'uuid'),
    {
      schema: {
        summary: 'One topic (job) in full, with its brief (description, rules, example works)',
        tags: ['topics'],
        security: [{ bearerAuth: [] }],
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(topicDetailSchema), 404: failure('NOT_FOUND'), ...sessionFailures },
      },
    },
    async (request) => {
      const topic = await findTopicDetail(db, request.params.uuid);
      if (!topic) throw new ApiError(404, ErrorCode.NotFound);
      return ok(topic);
    },
  );
};
