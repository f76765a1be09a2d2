// Reading a multipart upload for the routes that take files (entries, project files, inquiries):
// text fields, and each expected file streamed into a temporary file in private storage, checked
// from its bytes there. Whatever goes wrong (a limit, a refusal, a client that goes away), what was
// received is discarded before the error is passed on: no temporary file is left behind.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, type ErrorCodeValue } from '../../contract/error-codes.js';
import { FILE_SIZE_MAX_BYTES, fileNameProblem } from '../../contract/submission-rules.js';
import { ApiError } from '../plugins/envelope.js';
import { sniffUpload, type SniffedKind, type SniffedType } from './media-probe.js';
import { hasRoomFor, receiveToTemporary, type PrivateStore, type TemporaryFile } from './private-files.js';

/** Larger buffers between the socket, the parser and the file on disk: fewer pauses on 1 GB. */
export const MULTIPART_BUFFERS = { highWaterMark: 1024 * 1024, fileHwm: 1024 * 1024 } as const;

export interface UploadLimits {
  /** The largest file (spec §9: 1 GB); tests lower it. */
  maxFileBytes?: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/**
 * Multipart for one upload route plugin (entries, inquiries, withdrawals): its limits, the large
 * buffers, and refusals that close the connection instead of draining the body.
 */
export async function registerUploads(app: FastifyInstance, limits: UploadLimits): Promise<void> {
  const { maxFileBytes, ...counts } = limits;
  await app.register(multipart, {
    limits: { fileSize: maxFileBytes ?? FILE_SIZE_MAX_BYTES, ...counts },
    ...MULTIPART_BUFFERS,
  });
  app.addHook('onSend', closeConnectionOnRefusal);
}

/**
 * onSend hook for the upload routes: a refusal sent before the body was read to its end closes
 * the connection, so the rest of the body (up to the whole 1 GB, or more) is never read.
 * Without it Node would keep the connection alive and drain everything the client still sends.
 */
export function closeConnectionOnRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (reply.statusCode >= 400 && !request.raw.complete) {
    // HTTP/2 carries the page's other requests on the same connection and forbids this header;
    // node ends the upload's stream alone once the answer is out (RST_STREAM NO_ERROR, which
    // RFC 9113 §8.1 gives for "stop sending the body"), as server/tests/http2.test.ts checks.
    if (request.raw.httpVersionMajor < 2) void reply.header('connection', 'close');
  }
  done(null, payload);
}

/** How long to wait after an upload refused for want of disk space (someone has to free some). */
export const DISK_FULL_RETRY_AFTER_SECONDS = 600;

/** Spec §7: an upload may take up to 30 minutes. */
export const UPLOAD_TIMEOUT_MS = 30 * 60_000;

/**
 * onRequest hook for the upload routes: the body may take `timeoutMs` in all, and a connection that
 * sends nothing for that long is cut too (the server has no overall request timeout, and a 1 GB
 * file on a slow line needs long). A request cut this way ends like a client that went away: its
 * temporary files go and nothing is kept.
 */
export function uploadDeadline(timeoutMs: number = UPLOAD_TIMEOUT_MS) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // (app.inject has no real socket.)
    request.raw.socket?.setTimeout?.(timeoutMs);
    const deadline = setTimeout(() => {
      if (request.raw.complete) return;
      request.log.info({ timeoutMs }, 'upload cut off: its body took too long');
      request.raw.destroy();
    }, timeoutMs);
    deadline.unref();
    reply.raw.once('close', () => clearTimeout(deadline));
  };
}

export const refuse = (status: number, code: ErrorCodeValue, field?: string) =>
  new ApiError(status, code, undefined, field);

export interface ReceivedFile {
  temporary: TemporaryFile;
  fileName: string;
}

/**
 * Reads a multipart request: its text fields, and each expected file streamed into a temporary
 * file (at most `FILE_SIZE_MAX_BYTES`; past that 413 without reading on). `beforeFirstFile` checks
 * the texts before any file byte is stored (the SPA sends the texts first). On any failure, what
 * was received is discarded before the error is passed on.
 */
export async function readUpload(
  request: FastifyRequest,
  store: PrivateStore,
  fileFields: readonly string[],
  beforeFirstFile: (texts: Map<string, string>) => Promise<void> | void,
  /** The file fields that must come (default: all of `fileFields`). */
  requiredFiles: readonly string[] = fileFields,
  /**
   * Checks a file as soon as it has arrived, before the next is read: a refused thumbnail stops
   * the upload before the 1 GB work behind it is sent.
   */
  afterFile?: (field: string, file: ReceivedFile) => Promise<void> | void,
): Promise<{ texts: Map<string, string>; files: Map<string, ReceivedFile> }> {
  // The declared body must fit on the disk with the reserve left over; refused before a byte is
  // read (503 with Retry-After: space may be freed, and it is no fault of the request).
  const declared = Number(request.headers['content-length']);
  if (!(await hasRoomFor(store, Number.isFinite(declared) ? declared : 0))) {
    request.log.warn(
      { declaredBytes: declared },
      'upload refused: the disk of the private files is nearly full',
    );
    throw new ApiError(503, ErrorCode.ServiceUnavailable, DISK_FULL_RETRY_AFTER_SECONDS);
  }
  const texts = new Map<string, string>();
  const files = new Map<string, ReceivedFile>();
  let checkedTexts = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (texts.has(part.fieldname) || typeof part.value !== 'string') {
          throw refuse(400, ErrorCode.ValidationFailed, part.fieldname);
        }
        texts.set(part.fieldname, part.value);
        continue;
      }
      const file = part as MultipartFile;
      if (!checkedTexts) {
        checkedTexts = true;
        await beforeFirstFile(texts);
      }
      if (!fileFields.includes(file.fieldname) || files.has(file.fieldname)) {
        throw refuse(400, ErrorCode.FileMissing, file.fieldname);
      }
      if (fileNameProblem(file.filename ?? '')) throw refuse(400, ErrorCode.FileNameInvalid, file.fieldname);
      let temporary: TemporaryFile;
      try {
        temporary = await receiveToTemporary(store, file.file);
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw refuse(413, ErrorCode.FileTooLarge, file.fieldname);
        }
        throw error;
      }
      const received = { temporary, fileName: file.filename };
      files.set(file.fieldname, received);
      if (temporary.truncated) throw refuse(413, ErrorCode.FileTooLarge, file.fieldname);
      await afterFile?.(file.fieldname, received);
    }
    if (!checkedTexts) await beforeFirstFile(texts);
    for (const field of requiredFiles) {
      if (!files.has(field)) throw refuse(400, ErrorCode.FileMissing, field);
    }
    return { texts, files };
  } catch (error) {
    await Promise.all([...files.values()].map((file) => file.temporary.discard()));
    // A multipart parser error the client caused (a cut or malformed body), or a client that went
    // away mid-upload (cancel, closed tab): 400 and an info line, not a server error.
    const code = (error as { code?: string }).code;
    const clientGone = code === 'ECONNRESET' || request.raw.destroyed;
    if (
      !(error instanceof ApiError) &&
      (clientGone || (typeof code === 'string' && code.startsWith('FST_')))
    ) {
      throw refuse(400, ErrorCode.ValidationFailed);
    }
    throw error;
  }
}

export async function sniffAs(
  file: ReceivedFile,
  accepted: readonly SniffedKind[],
  field: string,
): Promise<SniffedType> {
  const type = await sniffUpload(file.temporary.path);
  if (!type || !accepted.includes(type.kind)) throw refuse(415, ErrorCode.FileTypeInvalid, field);
  return type;
}
