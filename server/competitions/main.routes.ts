// Main resource (spec §7 "Main"): the home page's banner slider and job tiles.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema, type Page } from '../../contract/envelope.js';
import { apiPaths } from '../../contract/paths.js';
import { mainItemSchema, type MainItem } from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import { pickLanguage } from '../i18n/messages.js';
import { ok } from '../plugins/envelope.js';
import { listTopics } from './competition-views.js';
import { sendCachedJson } from '../lib/public-cache.js';
import { commonFailures } from '../plugins/responses.js';

/** The slider shows at most this many banners, the home page at most this many job tiles. */
export const MAIN_BANNER_LIMIT = 10;
export const MAIN_WORK_LIMIT = 20;

const mainPageSchema = envelopeSchema(pageSchema(mainItemSchema));

async function mainPage(db: Database, limit: number, withBannerOnly: boolean): Promise<Page<MainItem>> {
  const { topics, totalCount } = await listTopics(db, { page: 1, size: limit, withBannerOnly });
  // One item per topic; the item's uuid is the topic's.
  const lists: MainItem[] = topics.map((topic) => ({ uuid: topic.uuid, mcfTopic: topic }));
  return { lists, totalCount, page: 1, size: limit };
}

export const mainRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Neither answer depends on the language; it stays in the key so that one never would by accident.
  const page = (request: FastifyRequest, reply: FastifyReply, limit: number, withBannerOnly: boolean) =>
    sendCachedJson(
      reply,
      db,
      {
        route: request.routeOptions.url ?? '',
        language: pickLanguage(request.headers['accept-language']),
        areas: ['competitions'],
      },
      async () => ok(await mainPage(db, limit, withBannerOnly)),
    );

  app.get(
    apiPaths.mainBanner,
    {
      schema: {
        summary: 'Banners of the home slider',
        description: `Topics with a banner image, newest first, at most ${MAIN_BANNER_LIMIT}; totalCount counts them all.`,
        tags: ['main'],
        response: { 200: mainPageSchema, ...commonFailures },
      },
    },
    (request, reply) => page(request, reply, MAIN_BANNER_LIMIT, true),
  );

  app.get(
    apiPaths.mainWork,
    {
      schema: {
        summary: 'Job tiles of the home page',
        description: `Topics, newest first, at most ${MAIN_WORK_LIMIT}; totalCount counts them all (the rest are on /jobs).`,
        tags: ['main'],
        response: { 200: mainPageSchema, ...commonFailures },
      },
    },
    (request, reply) => page(request, reply, MAIN_WORK_LIMIT, false),
  );
};
