// Serves the public files (services/public-files.ts) at /p/api/files/public/<name>: Content-Type
// from the extension (the name was generated from the sniffed type, or by the server for its own
// css/txt), Range requests for video and audio seeking, ETag/Last-Modified, a year of immutable caching (a name never changes its content) and
// nosniff (helmet, on every response). Anything else under the prefix is a JSON 404.
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_FILES_PREFIX } from '../services/public-files.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerPublicFiles(app: FastifyInstance, dir: string): Promise<void> {
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
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
      // The files may be embedded by the portal when it runs on another origin (VITE_FILE_HOST).
      reply.header('cross-origin-resource-policy', 'cross-origin');
      // Fonts (the preview stylesheets' woff2 slices) are fetched in CORS mode; every file here is
      // public and read without credentials, so any origin may read it.
      reply.header('access-control-allow-origin', '*');
    },
  });
}
