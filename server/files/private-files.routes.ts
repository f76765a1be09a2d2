// GET /p/api/files/private/<file uuid>/<expiry>/<signature>: a creator's private file through a
// signed, owner-bound, expiring link (files/file-links.ts). No session: the link is the
// credential, so <video>, <img> and a download link work. A wrong, tampered or expired link is a
// plain 404, whatever the reason. Single byte ranges are served (206) so players can seek.
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths } from '../../contract/paths.js';
import { ApiError } from '../plugins/envelope.js';
import type { Database } from '../db/client.js';
import type { FileLinks } from './file-links.js';
import { rangeOrRefuse, sendRange } from '../plugins/ranged-reply.js';
import { findPrivateFile, openStored, statStored, type PrivateStore } from './private-files.js';
import { isUuid } from '../competitions/index.js';

export interface PrivateFileRouteOptions {
  db: Database;
  links: FileLinks;
  store: PrivateStore;
  now: () => Date;
}

const INLINE = new Set(['video/mp4', 'image/png', 'image/jpeg', 'application/pdf']);

/**
 * A PDF (withdrawal documents, inquiry attachments) opens in the browser's viewer, also inside a
 * frame of the portal's own pages (the operator console shows documents inline): its answer may
 * be framed by the same origin only, where every other answer may not be framed at all.
 */
const FRAMEABLE = new Set(['application/pdf']);

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
      const stored = await statStored(options.store, file.storedName);
      if (!stored) throw notFound();
      const { size } = stored;
      const range = rangeOrRefuse(reply, request.headers.range, size);
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
      if (FRAMEABLE.has(file.mime)) {
        void reply
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
          .header('x-frame-options', 'SAMEORIGIN');
      }
      return sendRange(reply, range, size, (part) => openStored(options.store, file.storedName, part));
    },
  );
};
