// GET /p/api/files/private/<file uuid>/<expiry>/<signature>: a creator's private file through a
// signed, owner-bound, expiring link (services/file-links.ts). No session: the link is the
// credential, so <video>, <img> and a download link work. A wrong, tampered or expired link is a
// plain 404, whatever the reason. Single byte ranges are served (206) so players can seek.
import { stat } from 'node:fs/promises';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths } from '../../contract/paths.js';
import { ApiError } from '../plugins/envelope.js';
import type { Database } from '../db/client.js';
import type { FileLinks } from '../services/file-links.js';
import {
  findPrivateFile,
  openStored,
  storedPath,
  type ByteRange,
  type PrivateStore,
} from '../services/private-files.js';
import { isUuid } from '../services/competition-views.js';

export interface PrivateFileRouteOptions {
  db: Database;
  links: FileLinks;
  store: PrivateStore;
  now: () => Date;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a file of `size` bytes; null: serve it whole. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: the whole file, as RFC 9110 allows.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

const INLINE = new Set(['video/mp4', 'image/png', 'image/jpeg']);

export const privateFileRoutes: FastifyPluginAsync<PrivateFileRouteOptions> = async (app, options) => {
  app.get<{ Params: { uuid: string; expires: string; signature: string } }>(
    `${apiPaths.privateFilePrefix}:uuid/:expires/:signature`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { uuid, expires, signature } = request.params;
      const notFound = () => new ApiError(404, ErrorCode.NotFound);
      if (!isUuid(uuid) || signature.length > 100) throw notFound();
      const file = await findPrivateFile(options.db, uuid);
      if (!file || !options.links.verify(uuid, expires, signature, file.ownerUuid, options.now()))
        throw notFound();
      let size: number;
      try {
        size = (await stat(storedPath(options.store, file.storedName))).size;
      } catch {
        throw notFound();
      }
      const range = parseRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        void reply.header('content-range', `bytes */${size}`);
        throw new ApiError(416, ErrorCode.ValidationFailed);
      }
      const secondsLeft = Math.max(0, Number(expires) - Math.floor(options.now().getTime() / 1000));
      void reply
        .header('content-type', file.mime)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          contentDisposition(file.originalName, { type: INLINE.has(file.mime) ? 'inline' : 'attachment' }),
        )
        // Personal: no shared cache; the browser may keep it while the link lives.
        .header('cache-control', `private, max-age=${Math.min(secondsLeft, 3600)}`);
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(openStored(options.store, file.storedName, range));
      }
      return reply.header('content-length', size).send(openStored(options.store, file.storedName));
    },
  );
};
