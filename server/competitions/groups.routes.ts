// Groups resource (spec §7 "Groups"): the competition status popup's groups of a topic.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import { apiPaths } from '../../contract/paths.js';
import { groupSchema, groupTopicQuerySchema } from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import { pickLanguage } from '../i18n/messages.js';
import { ok } from '../plugins/envelope.js';
import { listTopicGroups } from './competition-views.js';
import { sendCachedJson } from '../lib/public-cache.js';
import { commonFailures } from '../plugins/responses.js';

export const groupRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    apiPaths.groupTopic,
    {
      schema: {
        summary: "A topic's groups in one state, with their ranked works",
        description:
          'groupState: 1 preparing, 2 waiting, 3 competing, 4 completed. Works are ordered by ranking ' +
          '(ties share a rank); a waiting group answers ranking, countOfOrder, ratio and ' +
          'accumulationAmount as null. Completed groups come newest first, the others by begin time. ' +
          'An unknown topic answers an empty list.',
        tags: ['groups'],
        querystring: groupTopicQuerySchema,
        response: { 200: envelopeSchema(pageSchema(groupSchema)), ...commonFailures },
      },
    },
    (request, reply) => {
      const { page, size, groupState, topicUuid } = request.query;
      const language = pickLanguage(request.headers['accept-language']);
      return sendCachedJson(
        reply,
        db,
        { route: apiPaths.groupTopic, query: request.query, language, areas: ['competitions'] },
        async () => {
          const { groups, totalCount } = await listTopicGroups(db, {
            topicUuid,
            state: groupState,
            page,
            size,
          });
          return ok({ lists: groups, totalCount, page, size });
        },
      );
    },
  );
};
