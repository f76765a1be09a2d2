// Files (spec §7 "Files", CONTRACT.md "Files"): the public files of a type, the library
// categories, and the download path the browser opens itself. The download serves only files the
// server stored and marked public, found by the exact fileUrl string in the stored_files registry;
// the path on disk is built from the generated stored name, never from anything the caller sent.
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import {
  downloadQuerySchema,
  fileCategoryQuerySchema,
  fileCategorySchema,
  publicFileListQuerySchema,
  publicFileSchema,
} from '../../contract/files.js';
import { apiPaths } from '../../contract/paths.js';
import type { Database } from '../db/client.js';
import { pickLanguage } from '../i18n/messages.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { listCategories } from '../content/index.js';
import { isStoredName } from './public-files.js';
import type { FileStorage } from './file-storage.js';
import { findCompetitionMedia } from '../competitions/index.js';
import { countPublicFiles, findPublicFile, listPublicFiles, toStoredFile } from './stored-files.js';
import { sendLocalizedCachedJson } from '../lib/localized-cache.js';
import { PUBLIC_AREAS, sendCachedJson } from '../lib/public-cache.js';
import { commonFailures, failure } from '../plugins/responses.js';

/** GET /p/api/files/ answers at most this many files (newest first); totalCount counts them all. */
export const PUBLIC_FILE_LIST_LIMIT = 100;

export interface FileRouteOptions {
  db: Database;
  /** Where the stored files are; null: nothing can be downloaded. */
  storage: FileStorage | null;
}

export const fileRoutes: FastifyPluginAsyncZod<FileRouteOptions> = async (app, { db, storage }) => {
  app.get(
    apiPaths.publicFiles,
    {
      schema: {
        summary: 'Public files of one type, newest first',
        description: `At most ${PUBLIC_FILE_LIST_LIMIT}; totalCount counts them all.`,
        tags: ['files'],
        querystring: publicFileListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(publicFileSchema)), ...commonFailures },
      },
    },
    (request, reply) => {
      const { fileType } = request.query;
      // Public files are stored for a topic, a notice or the libraries, each of which invalidates
      // its area right after: this list depends on all of them.
      const key = {
        route: apiPaths.publicFiles,
        query: request.query,
        language: pickLanguage(request.headers['accept-language']),
        areas: PUBLIC_AREAS,
      };
      return sendCachedJson(reply, db, key, async () => {
        const totalCount = await countPublicFiles(db, fileType);
        const rows = await listPublicFiles(db, fileType, PUBLIC_FILE_LIST_LIMIT);
        const lists = rows.map((row) => ({
          ...toStoredFile(row),
          uuid: row.uuid,
          fileType,
          createdAt: row.createdAt.toISOString(),
        }));
        return ok({ lists, totalCount, page: 1, size: PUBLIC_FILE_LIST_LIMIT });
      });
    },
  );

  app.get(
    apiPaths.fileCategories,
    {
      schema: {
        summary: 'Categories of the free audio (two levels) or the font types (one level)',
        description:
          'Depth 1 first, then depth 2, each in display order; names in the language of Accept-Language.',
        tags: ['files'],
        querystring: fileCategoryQuerySchema,
        response: { 200: envelopeSchema(pageSchema(fileCategorySchema)), ...commonFailures },
      },
    },
    (request, reply) =>
      sendLocalizedCachedJson(
        request,
        reply,
        db,
        { route: apiPaths.fileCategories, query: request.query, areas: ['library'] },
        async (language) => {
          const lists = await listCategories(db, request.query.fileType, language);
          return ok({ lists, totalCount: lists.length, page: 1, size: Math.max(1, lists.length) });
        },
      ),
  );

  app.get(
    apiPaths.download,
    {
      schema: {
        summary: 'Download a public stored file as an attachment',
        description:
          'fileUrl must be exactly the fileUrl of a file the server stored and marked public (free ' +
          'audio, font packages and licences, notice attachments; named by the stored original name) ' +
          'or the URL of a topic banner or thumbnail or of a work in a group (named by fileName when ' +
          'it is a valid file name, with the real extension). The answer streams the file with its ' +
          'stored type, Content-Disposition: attachment (RFC 6266 filename*), nosniff and ' +
          'Cache-Control: private, no-cache. Anything else, paths ' +
          'and URLs made up by the caller included, answers 404 and reads nothing. No login needed; ' +
          'the SPA asks free audio and font downloaders to log in.',
        tags: ['files'],
        querystring: downloadQuerySchema,
        response: {
          200: z.unknown().describe('The file’s bytes (not JSON).'),
          ...commonFailures,
          404: failure('NOT_FOUND: no public stored file or competition media has this fileUrl.'),
        },
      },
    },
    async (request, reply) => {
      const { fileUrl, fileName } = request.query;
      const row = storage ? await findPublicFile(db, fileUrl, fileName) : null;
      const file = row
        ? { storedName: row.storedName, mime: row.mime, downloadName: row.originalName }
        : storage
          ? await findCompetitionMedia(db, fileUrl, fileName)
          : null;
      // The stored name was generated by the server; checked again before it touches the storage.
      if (!file || !storage || !isStoredName(file.storedName)) throw new ApiError(404, ErrorCode.NotFound);
      const info = await storage.stat('public', file.storedName);
      if (!info) {
        request.log.warn({ fileUrl }, 'a stored file is missing from the storage');
        throw new ApiError(404, ErrorCode.NotFound);
      }
      return reply
        .header('content-type', file.mime)
        .header('content-length', info.size)
        .header('content-disposition', contentDisposition(file.downloadName, { type: 'attachment' }))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(await storage.read('public', file.storedName));
    },
  );
};
