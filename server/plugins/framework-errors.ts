// The errors that happen before a request reaches Fastify's routing and error handler still answer
// the envelope, with the security headers and `Cache-Control: no-store`, and never echo the path
// (Fastify's own answers quoted it, and node's carried no header of ours):
// - Fastify's framework errors (`frameworkErrors`): a path that cannot be percent-decoded
//   (`/p/api/%`, 400) and a path parameter over maxParamLength (414);
// - node's HTTP parser (`clientErrorHandler`, written straight on the socket because there is no
//   request object yet): headers over the size limit (431, or 414 when the request line alone is
//   too long), a malformed request or an unknown method (400), a client too slow to send its
//   headers (408);
// - CONNECT, which node hands to a `connect` listener instead of a request (405).
import http from 'node:http';
import { Http2ServerResponse } from 'node:http2';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { ErrorCode, type ErrorCodeValue } from '../../contract/error-codes.js';
import { pickLanguage, translate } from '../i18n/messages.js';
import { ApiError } from './envelope.js';

/** Headers every answer carries; filled in by registerSecurityHeaders before the server listens. */
export interface RawHeaders {
  values: Record<string, string>;
}

function envelopeBody(status: number, code: ErrorCodeValue, acceptLanguage: string | undefined): string {
  return JSON.stringify({
    status,
    data: null,
    errorCode: code,
    message: translate(code, pickLanguage(acceptLanguage)),
  });
}

/** A complete HTTP/1.1 answer for a socket that has no request object. */
export function rawEnvelopeResponse(
  status: number,
  code: ErrorCodeValue,
  headers: RawHeaders,
  acceptLanguage?: string,
): string {
  const body = envelopeBody(status, code, acceptLanguage);
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}`,
    ...Object.entries(headers.values).map(([name, value]) => `${name}: ${value}`),
    'Content-Type: application/json; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...(status === 405 ? ['Allow: GET, HEAD, POST, PUT, DELETE'] : []),
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Longer URLs answer 414 (node refuses a request whose line and headers pass 16 KiB as a whole). */
export const MAX_URL_LENGTH = 8 * 1024;

// A method token at the very start: the packet holds the request line, whose length tells whether
// the URL (414) or the other headers (431) filled the limit.
const REQUEST_LINE_START = /^[A-Z]+ \S/;

// Node hands the parser's error with the bytes it choked on (a Buffer, whatever the typings say).
type ClientError = Error & { code?: string; rawPacket?: unknown };

function packetText(error: ClientError): string {
  return Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
}

function classifyClientError(error: ClientError): {
  status: number;
  code: ErrorCodeValue;
} {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const packet = packetText(error);
    const lineEnd = packet.indexOf('\r\n');
    const requestLineLength = lineEnd === -1 ? packet.length : lineEnd;
    const requestLineTooLong = REQUEST_LINE_START.test(packet) && requestLineLength > MAX_URL_LENGTH;
    return { status: requestLineTooLong ? 414 : 431, code: ErrorCode.ValidationFailed };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT') {
    return { status: 408, code: ErrorCode.ValidationFailed };
  }
  return { status: 400, code: ErrorCode.ValidationFailed };
}

/** The Accept-Language of a request that node could not parse, if its bytes show one. */
function acceptLanguageOf(error: ClientError): string | undefined {
  return /\r\naccept-language:[ \t]*([^\r\n]{0,100})/i.exec(packetText(error))?.[1];
}

/** Fastify options that route the framework's and node's own errors through the envelope. */
export function frameworkErrorOptions(
  headers: RawHeaders,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      // 414 for a path parameter over maxParamLength, 400 for a path that cannot be decoded.
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.statusCode === 500 ? 500 : 400;
      const code = status === 500 ? ErrorCode.Internal : ErrorCode.ValidationFailed;
      request.log.info({ errorCode: code, statusCode: status, reason: error.code }, 'request rejected');
      // No route context ran its hooks: the headers go on by hand.
      void reply
        .code(status)
        .headers(headers.values)
        .header('cache-control', 'no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .send(envelopeBody(status, code, request.headers['accept-language'] as string | undefined));
    },
    clientErrorHandler(this: unknown, error: ClientError, socket: Socket) {
      // A reset connection has nobody to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const { status, code } = classifyClientError(error);
      // Fastify binds the handler to the instance.
      (this as FastifyInstance).log.info({ statusCode: status, reason: error.code }, 'client error');
      if (socket.writable) socket.write(rawEnvelopeResponse(status, code, headers, acceptLanguageOf(error)));
      socket.destroy();
    },
  };
}

/**
 * CONNECT never reaches a route: answer 405 in the envelope instead of closing without a word.
 * Over HTTP/1.1 the server hands over the socket; over HTTP/2 a request and its response (node's
 * compatibility API), since only that stream is the CONNECT's.
 */
export function answerConnect(app: FastifyInstance, headers: RawHeaders): void {
  app.server.on('connect', (request: http.IncomingMessage, socket: Socket | Http2ServerResponse) => {
    const language = request.headers['accept-language'];
    if (socket instanceof Http2ServerResponse) {
      socket.writeHead(405, {
        ...headers.values,
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        allow: 'GET, HEAD, POST, PUT, DELETE',
      });
      socket.end(envelopeBody(405, ErrorCode.ValidationFailed, language));
      return;
    }
    if (socket.writable) {
      socket.write(rawEnvelopeResponse(405, ErrorCode.ValidationFailed, headers, language));
    }
    socket.destroy();
  });
}

/** A URL longer than MAX_URL_LENGTH answers 414 before anything else looks at it. */
export function limitUrlLength(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new ApiError(414, ErrorCode.ValidationFailed);
  });
}
