// /api/uploads/ (issue 22): resumable uploads, tus 1.0 with the creation, creation-with-upload,
// termination and expiration extensions (resumable-uploads.ts). Inside the session scope: without a
// valid token every method answers 403 (CONTRACT.md), and an upload id that is not the caller's
// answers 404, before tus sees the request. Our own refusals of a creation use the envelope (413
// over the limit, 429 over the creator's limits, 503 when the disk's reserve would be touched);
// tus's protocol answers (409 at a wrong offset, 460 on a checksum...) are its own.
import { Metadata } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths } from '../../contract/paths.js';
import { fileNameProblem, UPLOAD_METADATA } from '../../contract/submission-rules.js';
import {
  DISK_FULL_RETRY_AFTER_SECONDS,
  hasRoomFor,
  refuse,
  uploadDeadline,
  type PrivateStore,
} from '../files/index.js';
import { requireSession } from '../plugins/auth.js';
import { ApiError } from '../plugins/envelope.js';
import type { ResumableUploads } from './resumable-uploads.js';

export interface UploadRouteOptions {
  uploads: ResumableUploads;
  store: PrivateStore;
  /** The disk store keeps the bytes on the private files' disk: its reserve is checked. */
  checkDiskReserve: boolean;
}

/** The file name of a creation's Upload-Metadata (tus's own parser); null when absent or malformed. */
function fileNameOf(header: string | undefined): string | null {
  try {
    return Metadata.parse(header)[UPLOAD_METADATA.fileName] ?? null;
  } catch {
    return null;
  }
}

export const uploadRoutes: FastifyPluginAsync<UploadRouteOptions> = async (app, options) => {
  const { uploads, store } = options;
  // tus bodies are read by tus from the raw request, never by Fastify.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const admitCreation = async (request: FastifyRequest, ownerUuid: string) => {
    const length = Number(request.headers['upload-length']);
    // A deferred length (creation-defer-length) is not offered: the limits need it up front.
    if (!Number.isSafeInteger(length) || length <= 0) throw refuse(400, ErrorCode.ValidationFailed);
    if (length > uploads.maxBytes) throw refuse(413, ErrorCode.FileTooLarge);
    const name = fileNameOf(request.headers['upload-metadata'] as string | undefined);
    if (name === null || fileNameProblem(name)) throw refuse(400, ErrorCode.FileNameInvalid);
    const held = await uploads.held(ownerUuid);
    if (held.uploads + 1 > uploads.limits.uploads || held.bytes + length > uploads.limits.bytes) {
      throw refuse(429, ErrorCode.UploadLimitReached);
    }
    if (options.checkDiskReserve && !(await hasRoomFor(store, length))) {
      request.log.warn(
        { declaredBytes: length },
        'upload refused: the disk of the private files is nearly full',
      );
      throw new ApiError(503, ErrorCode.ServiceUnavailable, DISK_FULL_RETRY_AFTER_SECONDS);
    }
  };

  const handle = async (request: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) => {
    const { userUuid } = requireSession(request);
    if (request.method === 'POST') {
      await admitCreation(request, userUuid);
    } else if (request.method !== 'OPTIONS') {
      const own = await uploads.findOwn(request.params.id ?? '', userUuid);
      if (!own) throw new ApiError(404, ErrorCode.NotFound);
      // An entry is being checked with it: it is consumed or released in a moment.
      if (own.claimedUntil && own.claimedUntil > uploads.now() && request.method !== 'HEAD') {
        throw new ApiError(409, ErrorCode.UploadInUse);
      }
    }
    reply.hijack();
    await uploads.handle(request.raw, reply.raw, userUuid);
  };

  const hidden = { hide: true } as const;
  app.route({ method: ['POST', 'OPTIONS'], url: apiPaths.uploads, schema: hidden, handler: handle });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${apiPaths.uploads}:id`,
    schema: hidden,
    // A PATCH may take 30 minutes, and a connection silent that long is cut (files/multipart-
    // upload.ts): what arrived is kept, and the client resumes from there.
    onRequest: [uploadDeadline()],
    handler: handle,
  });
};
