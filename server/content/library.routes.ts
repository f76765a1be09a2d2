// The free libraries (spec §7 "Audio and fonts"): audio with category, length and tempo filters,
// fonts with type and name/maker search. Public: the SPA asks for a login only to download.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import {
  audioListQuerySchema,
  audioSchema,
  fontListQuerySchema,
  fontSchema,
} from '../../contract/library.js';
import { apiPaths } from '../../contract/paths.js';
import type { Database } from '../db/client.js';
import { pickLanguage } from '../i18n/messages.js';
import { ok } from '../plugins/envelope.js';
import { listAudio, listFonts } from './library.js';
import { sendCachedJson } from '../lib/public-cache.js';
import { commonFailures } from '../plugins/responses.js';

export const libraryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    apiPaths.audio,
    {
      schema: {
        summary: 'Free audio, in the operator’s order',
        description:
          'Ordered by the operator’s sort, then newest first. timeSearchType: 1 under 30 s, 2 30 s to ' +
          '1 min, 3 1-2 min, 4 2-3 min, 5 3 min and above; bpmSearchType: 1 under 50, 2 50-100, ' +
          '3 100-150, 4 150-200, 5 200 and above (each band includes its lower bound). Hidden items ' +
          'never appear (isDisplay is accepted for the SPA’s sake). Category and licence names are in ' +
          'the language of Accept-Language.',
        tags: ['library'],
        querystring: audioListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(audioSchema)), ...commonFailures },
      },
    },
    (request, reply) => {
      const { page, size } = request.query;
      const language = pickLanguage(request.headers['accept-language']);
      reply.header('vary', 'Accept-Language');
      return sendCachedJson(
        reply,
        db,
        { route: apiPaths.audio, query: request.query, language, areas: ['library'] },
        async () => {
          const { lists, totalCount } = await listAudio(db, request.query, language);
          return ok({ lists, totalCount, page, size });
        },
      );
    },
  );

  app.get(
    apiPaths.font,
    {
      schema: {
        summary: 'Free fonts, in the operator’s order',
        description:
          'fontType is a font-type category uuid. searchType fontName (default) or maker with ' +
          'searchKeyword: a case-insensitive "contains" in which % and _ are plain characters. Hidden ' +
          'items never appear. previewCssUrl is a same-origin stylesheet declaring fontFamily.',
        tags: ['library'],
        querystring: fontListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(fontSchema)), ...commonFailures },
      },
    },
    (request, reply) => {
      const { page, size } = request.query;
      const language = pickLanguage(request.headers['accept-language']);
      reply.header('vary', 'Accept-Language');
      return sendCachedJson(
        reply,
        db,
        { route: apiPaths.font, query: request.query, language, areas: ['library'] },
        async () => {
          const { lists, totalCount } = await listFonts(db, request.query, language);
          return ok({ lists, totalCount, page, size });
        },
      );
    },
  );
};
