// The response envelope of CONTRACT.md on every JSON answer, errors included:
//   { status, data, errorCode, message }   with status = the HTTP status.
// The error handler turns every failure into that shape with a stable code and a translated
// message, and never puts a stack trace or an input value in the body.
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, type ErrorCodeValue } from '../../contract/error-codes.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { isStorageUnavailable } from '../files/index.js';
import { pickLanguage, translate } from '../i18n/messages.js';
import { PasswordHashingBusyError } from '../accounts/index.js';
import { describeErrorForLog } from '../lib/error-log.js';

/** An expected failure: answered with this status and code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCodeValue,
    /** For 429 and 503: when to try again, in seconds (Retry-After). */
    readonly retryAfterSeconds?: number,
    /** The form field at fault (a multipart upload's file or text), sent as `field`. */
    readonly field?: string,
  ) {
    super(errorCode);
    this.name = 'ApiError';
  }
}

/**
 * How long a client should wait after a 503 when nothing more precise is known: about the time a
 * stuck query takes to time out, so that the retry meets a database that had a chance to recover.
 */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

export function ok<T>(data: T) {
  return { status: 200, data, errorCode: null, message: null };
}

export function errorEnvelope(
  request: FastifyRequest,
  status: number,
  code: ErrorCodeValue,
  retryAfter?: number,
) {
  return {
    status,
    data: null,
    errorCode: code,
    message: translate(code, pickLanguage(request.headers['accept-language'])),
    ...(retryAfter ? { retryAfter } : {}),
  };
}

/**
 * The seconds of Retry-After for a 429 or 503: the header a rate limiter already set, the error's
 * own figure, or (503 only) the default. Sets the header when it is missing.
 */
function retryAfterFor(reply: FastifyReply, status: number, ownSeconds?: number): number | undefined {
  if (status !== 429 && status !== 503) return undefined;
  const existing = Number(reply.getHeader('retry-after'));
  if (Number.isFinite(existing) && existing > 0) return Math.ceil(existing);
  const seconds = ownSeconds ?? (status === 503 ? DEFAULT_RETRY_AFTER_SECONDS : undefined);
  if (seconds === undefined) return undefined;
  const whole = Math.max(1, Math.ceil(seconds));
  void reply.header('retry-after', whole);
  return whole;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCodeValue,
  retryAfterSeconds?: number,
) {
  const retryAfter = retryAfterFor(reply, status, retryAfterSeconds);
  return reply.code(status).send(errorEnvelope(request, status, code, retryAfter));
}

const API_PREFIXES = ['/api/', '/p/api/', '/v1/api/', '/operator/api/'];
/** The prefixes that need a session (CONTRACT.md "Transport"). */
export const PROTECTED_PREFIXES = ['/api/', '/v1/api/'];

/**
 * The spellings of a request's path that a router or a proxy might treat as the same path: as
 * sent, percent-decoded, and with `.`/`..` segments resolved; each with repeated slashes collapsed
 * and lowercased. A prefix check looks at all of them, so that `/%61pi/…` or `//API/…` cannot slip
 * past it.
 */
export function pathSpellings(url: string): string[] {
  const raw = url.split('?')[0] ?? '';
  const clean = (value: string) => value.replace(/\/{2,}/g, '/').toLowerCase();
  const spellings = [clean(raw)];
  try {
    const decoded = clean(decodeURIComponent(raw));
    spellings.push(decoded, clean(path.posix.normalize(decoded)));
  } catch {
    // Not decodable: the framework answers 400 for it; the raw spelling is checked anyway.
  }
  return spellings;
}

function underPrefix(url: string, prefixes: readonly string[]): boolean {
  return pathSpellings(url).some((pathname) =>
    prefixes.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix),
  );
}

/** Paths that only ever answer JSON: never the SPA's index.html, never a static file. */
export function isApiPath(url: string): boolean {
  return underPrefix(url, API_PREFIXES);
}

/** Paths under /api or /v1/api, whether or not a route exists there. */
export function isProtectedPath(url: string): boolean {
  return underPrefix(url, PROTECTED_PREFIXES);
}

function classify(error: FastifyError | ApiError): {
  status: number;
  code: ErrorCodeValue;
  retryAfter?: number;
} {
  if (error instanceof ApiError) {
    return { status: error.statusCode, code: error.errorCode, retryAfter: error.retryAfterSeconds };
  }
  if (error instanceof PasswordHashingBusyError) {
    return { status: 503, code: ErrorCode.ServiceUnavailable, retryAfter: error.retryAfterSeconds };
  }
  if ('validation' in error && error.validation) {
    // contract/text.ts names its issue by the code itself: a control character decides the answer
    // whatever else is wrong with the field.
    const control = error.validation.some((issue) => issue.message === ErrorCode.ControlCharacters);
    return { status: 400, code: control ? ErrorCode.ControlCharacters : ErrorCode.ValidationFailed };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, code: ErrorCode.RateLimited };
  // The database or the object storage is not there (not a bug): try again later. (A network error
  // reaching either carries a socket code such as ECONNREFUSED, which isDatabaseUnavailable knows.)
  if (isDatabaseUnavailable(error) || isStorageUnavailable(error)) {
    return { status: 503, code: ErrorCode.ServiceUnavailable };
  }
  if (status === 404) return { status, code: ErrorCode.NotFound };
  // 403 is reserved for "session not valid" (the SPA logs out on it). Other 403s (for example a
  // non-canonical static path) become a plain 404.
  if (status === 403) return { status: 404, code: ErrorCode.NotFound };
  // Everything else a client can cause: bad JSON, wrong content type, body too large, ...
  if (status >= 400 && status < 500) return { status, code: ErrorCode.ValidationFailed };
  return { status: 500, code: ErrorCode.Internal };
}

export interface EnvelopeOptions {
  /** Gets a chance to answer an unknown non-API path (the SPA's history fallback). */
  notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

export function registerEnvelope(app: FastifyInstance, options: EnvelopeOptions = {}): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { status, code, retryAfter } = classify(error);
    if (status >= 500) {
      // Under `error`, not `err`: pino's err serializer would fold the causes' messages back in.
      request.log.error({ error: describeErrorForLog(error), errorCode: code }, 'request failed');
    } else {
      // Only the code: an error message can quote the request (a JSON parse error quotes the body,
      // which may be a password), and validation details can carry input values.
      const fields =
        'validation' in error && error.validation ? error.validation.map((v) => v.instancePath) : undefined;
      request.log.info(
        { errorCode: code, statusCode: status, reason: 'code' in error ? error.code : undefined, fields },
        'request rejected',
      );
    }
    if (error instanceof ApiError && error.field) {
      return reply.code(status).send({ ...errorEnvelope(request, status, code), field: error.field });
    }
    return sendError(request, reply, status, code, retryAfter);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (
      !isApiPath(request.url) &&
      options.notFoundFallback &&
      (await options.notFoundFallback(request, reply))
    ) {
      return reply;
    }
    return sendError(request, reply, 404, ErrorCode.NotFound);
  });

  // API answers are personal and change: never let a browser or proxy cache them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** The operator console's API (issue 21): every path needs an operator's session but these. */
export const OPERATOR_PREFIX = '/operator/api/';
export const OPERATOR_PUBLIC_PREFIX = '/operator/api/auth/';

/** Paths under /operator/api that need an operator's session, whether a route exists or not. */
export function isOperatorPath(url: string): boolean {
  return underPrefix(url, [OPERATOR_PREFIX]) && !underPrefix(url, [OPERATOR_PUBLIC_PREFIX]);
}
