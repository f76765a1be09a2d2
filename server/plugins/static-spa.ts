// Serves the built SPA (Vite's dist/): precompressed .br/.gz copies when the browser accepts them,
// long immutable caching for hashed files, no caching for index.html and other unhashed files, and
// the history-mode fallback (a deep link such as /mypage gets index.html).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './envelope.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

export interface StaticSpa {
  /** Answers with index.html when the request is a page navigation; false when it is not. */
  fallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** True when `dir` holds a built SPA. */
export function hasBuiltSpa(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html'));
}

// Vite puts every hashed file under assets/; everything else (index.html, files copied from
// public/) keeps its name across builds and must be revalidated.
function isHashedAsset(root: string, filePath: string): boolean {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  return relative.startsWith('assets/');
}

function wantsHtmlPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  const pathname = request.url.split('?')[0] ?? '';
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  // A missing /assets/app.js or /favicon.png is a real 404, not a page of the app.
  return !lastSegment.includes('.');
}

export async function registerStaticSpa(app: FastifyInstance, root: string): Promise<StaticSpa> {
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: ['index.html'],
    // Cache-Control is ours (setHeaders), not send's default max-age=0.
    cacheControl: false,
    dotfiles: 'ignore',
    // API paths are never files, even if a file of that name were in dist/.
    allowedPath: (pathName) => !isApiPath(pathName),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', isHashedAsset(root, filePath) ? IMMUTABLE : NO_CACHE);
    },
  });

  return {
    async fallback(request, reply) {
      if (!wantsHtmlPage(request)) return false;
      // The not-found handler may have set 404; the page itself is a normal 200.
      void reply.code(200).sendFile('index.html');
      return true;
    },
  };
}
