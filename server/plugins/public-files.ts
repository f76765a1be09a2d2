// Serves the public files (files/public-files.ts) at /p/api/files/public/<name>: Content-Type
// from the extension (the name was generated from the sniffed type, or by the server for its own
// css/txt), Range requests for video and audio seeking, ETag/Last-Modified with conditional
// requests, a year of immutable caching (a name never changes its content) and nosniff (helmet, on
// every response). Anything else under the prefix is a JSON 404.
// On the disk backend @fastify/static serves the folder; on S3 the same answers are made here from
// the object's HEAD and streamed GET (files/file-storage.ts), whichever instance is asked.
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '../../contract/error-codes.js';
import type { FileStorage } from '../files/index.js';
import { mimeOfStoredName, PUBLIC_FILES_PREFIX } from '../files/index.js';
import { ApiError } from './envelope.js';
import { rangeOrRefuse, sendRange } from './ranged-reply.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function publicHeaders(reply: FastifyReply): void {
  reply.header('cache-control', IMMUTABLE);
  // The files may be embedded by the portal when it runs on another origin (VITE_FILE_HOST).
  reply.header('cross-origin-resource-policy', 'cross-origin');
  // Fonts (the preview stylesheets' woff2 slices) are fetched in CORS mode; every file here is
  // public and read without credentials, so any origin may read it.
  reply.header('access-control-allow-origin', '*');
}

export async function registerPublicFiles(app: FastifyInstance, storage: FileStorage): Promise<void> {
  const dir = storage.diskDir('public');
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: dir,
      prefix: PUBLIC_FILES_PREFIX,
      // The SPA's static plugin may decorate the reply too; only one of them can.
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      acceptRanges: true,
      cacheControl: false,
      setHeaders: (reply) => publicHeaders(reply as unknown as FastifyReply),
    });
    return;
  }
  // GET and HEAD as one route: Fastify's own HEAD route would answer Content-Length: 0.
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: `${PUBLIC_FILES_PREFIX}:name`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const { name } = request.params;
      const mime = mimeOfStoredName(name);
      if (!mime) throw new ApiError(404, ErrorCode.NotFound);
      const info = await storage.stat('public', name);
      if (!info) throw new ApiError(404, ErrorCode.NotFound);
      const lastModified = info.lastModified.toUTCString();
      publicHeaders(reply);
      void reply
        .header('accept-ranges', 'bytes')
        .header('last-modified', lastModified)
        .header('content-type', mime);
      if (info.etag) void reply.header('etag', info.etag);
      const ifNoneMatch = request.headers['if-none-match'];
      const ifModifiedSince = request.headers['if-modified-since'];
      const notModified = ifNoneMatch
        ? info.etag !== null && ifNoneMatch.split(',').some((tag) => tag.trim() === info.etag)
        : ifModifiedSince !== undefined &&
          Math.floor(info.lastModified.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000);
      if (notModified) return reply.code(304).send();
      // If-Range: a range only while the file is the one the client has part of.
      const ifRange = request.headers['if-range'];
      const rangeHeader =
        ifRange === undefined || ifRange === info.etag || ifRange === lastModified
          ? request.headers.range
          : undefined;
      const range = rangeOrRefuse(reply, rangeHeader, info.size);
      if (request.method === 'HEAD') return reply.header('content-length', info.size).send();
      return sendRange(reply, range, info.size, (part) => storage.read('public', name, part));
    },
  });
}
