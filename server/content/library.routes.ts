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
import { listAudio, listFonts } from './library.js';
import { sendLocalizedPage } from '../lib/localized-cache.js';
import { commonFailures } from '../plugins/responses.js';

export const libraryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Both lists are pages in the reader's language, read from the 'library' area.
  const libraryKey = (route: string, query: { page: number; size: number }) => ({
    route,
    query,
    areas: ['library'] as const,
  });

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
    (request, reply) =>
      sendLocalizedPage(request, reply, db, libraryKey(apiPaths.audio, request.query), (language) =>
        listAudio(db, request.query, language),
      ),
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
    (request, reply) =>
      sendLocalizedPage(request, reply, db, libraryKey(apiPaths.font, request.query), (language) =>
        listFonts(db, request.query, language),
      ),
  );
};
