// Sending a stored file whole or as one byte range (RFC 9110), the same way for the public files
// on S3 (plugins/public-files.ts) and the private files' signed links (files/private-files.routes.ts).
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ErrorCode } from '../../contract/error-codes.js';
import type { ByteRange } from '../files/index.js';
import { ApiError } from './envelope.js';

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

/** The range asked for, or null for the whole file; 416 (with the size in Content-Range) when none of it exists. */
export function rangeOrRefuse(
  reply: FastifyReply,
  header: string | undefined,
  size: number,
): ByteRange | null {
  const range = parseRange(header, size);
  if (range === 'unsatisfiable') {
    void reply.header('content-range', `bytes */${size}`);
    throw new ApiError(416, ErrorCode.ValidationFailed);
  }
  return range;
}

/** Sends the file whole (200) or the range (206 with Content-Range), with its Content-Length. */
export async function sendRange(
  reply: FastifyReply,
  range: ByteRange | null,
  size: number,
  open: (range?: ByteRange) => Promise<Readable>,
): Promise<FastifyReply> {
  if (!range) return reply.header('content-length', size).send(await open());
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(await open(range));
}
