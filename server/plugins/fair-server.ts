// The HTTP server behind Fastify, with one change: requests start in turns of the event loop, a
// few per turn, so that new connections are accepted while the server is busy.
//
// Why: since Node.js 20 (libuv 1.45, libuv PR #3696) a listening socket accepts ONE connection per
// turn of the event loop, and one turn serves every keep-alive connection whose request is ready.
// At 200 connections each turn therefore runs up to ~200 handlers: at 1 ms of CPU each a turn lasts
// ~0.2 s, so the 200th connection of a burst waits 200 turns, far beyond 10 s, in the kernel's
// accept queue while the connections already accepted are served at once (measured: GET
// /p/api/openapi.json, 714 requests/s and 22 autocannon timeouts; a bare node:http server spending
// 1 ms per request, 63 timeouts, its accept queue still holding 71 connections after 9 s). See
// docs/performance.md, "Why connections waited 10 s".
//
// Here the 'request' event only queues the request; a setImmediate callback starts the queued
// requests in arrival order, at most `perTurn` of them, and leaves the rest for the next turn, in
// which libuv accepts the next connection. perTurn follows the measured length of a turn (about
// TARGET_TURN_MS): cheap requests go many to a turn, expensive ones few, and throughput is the same
// because the CPU does the same work in the same order.
import http from 'node:http';
import http2 from 'node:http2';
import type { FastifyServerFactory } from 'fastify';

/** How long a turn of a busy server should last: 200 new connections are accepted in about 1 s. */
export const TARGET_TURN_MS = 5;
export const MAX_PER_TURN = 64;
const FIRST_PER_TURN = 8;

export interface TurnQueueOptions {
  targetTurnMs?: number;
  maxPerTurn?: number;
  /** Milliseconds (tests give a clock of their own). */
  now?: () => number;
  /** Runs the callback in the next turn of the event loop (tests give one they step by hand). */
  defer?: (callback: () => void) => void;
}

export interface TurnQueue<T> {
  push(item: T): void;
  /** Items waiting for their turn. */
  readonly pending: number;
  /** How many items the next turn starts. */
  readonly perTurn: number;
}

/** Runs `run(item)` for every pushed item, in order, at most `perTurn` per turn of the loop. */
export function createTurnQueue<T>(run: (item: T) => void, options: TurnQueueOptions = {}): TurnQueue<T> {
  const targetTurnMs = options.targetTurnMs ?? TARGET_TURN_MS;
  const maxPerTurn = options.maxPerTurn ?? MAX_PER_TURN;
  const now = options.now ?? (() => performance.now());
  const defer = options.defer ?? ((callback: () => void) => void setImmediate(callback));

  let items: (T | undefined)[] = [];
  let head = 0;
  let perTurn = Math.min(FIRST_PER_TURN, maxPerTurn);
  let scheduled = false;
  // Set while turns follow each other back to back: the time between two drains is then the length
  // of a whole turn (our handlers, their promise continuations, the other sockets' callbacks).
  let previous: { at: number; ran: number } | null = null;

  const drain = () => {
    scheduled = false;
    const start = now();
    if (previous && previous.ran > 0) {
      const perItemMs = Math.max((start - previous.at) / previous.ran, 0.001);
      // Grows at most twofold per turn, so one quiet turn does not let a flood in.
      perTurn = Math.max(1, Math.min(maxPerTurn, perTurn * 2, Math.floor(targetTurnMs / perItemMs)));
    }
    let ran = 0;
    while (ran < perTurn && head < items.length) {
      const item = items[head] as T;
      items[head++] = undefined;
      ran++;
      run(item);
    }
    if (head === items.length) {
      items = [];
      head = 0;
      previous = null;
      return;
    }
    // Dropping the consumed front now and then keeps push and shift O(1) on average.
    if (head > 1024 && head * 2 > items.length) {
      items = items.slice(head);
      head = 0;
    }
    previous = { at: start, ran };
    scheduled = true;
    defer(drain);
  };

  return {
    push(item) {
      items.push(item);
      if (!scheduled) {
        scheduled = true;
        defer(drain);
      }
    },
    get pending() {
      return items.length - head;
    },
    get perTurn() {
      return perTurn;
    },
  };
}

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** The 'request' listener that queues each request for its turn (createTurnQueue). */
function queuedHandler(handler: Handler, queueOptions: TurnQueueOptions) {
  const queue = createTurnQueue<[http.IncomingMessage, http.ServerResponse]>(([request, response]) => {
    try {
      handler(request, response);
    } catch (error) {
      // Fastify answers its own errors; anything thrown past it must not stop the queue.
      response.destroy(error as Error);
    }
  }, queueOptions);
  return (request: http.IncomingMessage, response: http.ServerResponse) => queue.push([request, response]);
}

/** node:http's server whose 'request' handler runs through a TurnQueue. */
export function createFairHttpServer(
  handler: Handler,
  options: http.ServerOptions = {},
  queueOptions: TurnQueueOptions = {},
): http.Server {
  return http.createServer(options, queuedHandler(handler, queueOptions));
}

/**
 * The same over TLS with HTTP/2 (and HTTP/1.1 for clients without it, `allowHTTP1`): a browser
 * sends all of a page's requests on one connection instead of six in turn (docs/performance.md,
 * "HTTP/2").
 */
export function createFairHttp2Server(
  handler: Handler,
  options: http2.SecureServerOptions,
  queueOptions: TurnQueueOptions = {},
): http2.Http2SecureServer {
  // Fastify serves HTTP/2 through node's compatibility API, whose request and response stand in
  // for node:http's (an HTTP/2 response's destroy() resets its stream).
  const listener = queuedHandler(handler, queueOptions) as unknown as (
    request: http2.Http2ServerRequest,
    response: http2.Http2ServerResponse,
  ) => void;
  return http2.createSecureServer({ ...options, allowHTTP1: true }, listener);
}

/**
 * Fastify's serverFactory: the fair server with the settings Fastify gives its own HTTP/1 server
 * (keep-alive, request and connection timeouts, requests per socket), or, given `https` (a
 * certificate and its key), its HTTP/2 server over TLS with HTTP/1.1 beside it.
 */
export const fairServerFactory: FastifyServerFactory = (handler, options) => {
  // Fastify passes its options with the defaults of its config schema applied.
  const settings = options as {
    http?: http.ServerOptions | null;
    keepAliveTimeout?: number;
    requestTimeout?: number;
    connectionTimeout?: number;
    maxRequestsPerSocket?: number | null;
    https?: http2.SecureServerOptions | null;
    http2SessionTimeout?: number;
  };
  // Over TLS the HTTP/1.1 connections beside HTTP/2 run node:http's connection code, which reads
  // these settings from the server as node:http's server does (without them node would end an
  // HTTP/1.1 upload after its default 300 s, where ours may take 30 minutes).
  const server = settings.https
    ? (secureServer(handler, settings.https, settings.http2SessionTimeout) as unknown as http.Server)
    : createFairHttpServer(handler, settings.http ?? {});
  if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
  if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
  if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
  // Zero means Node's default (unlimited), as in Fastify's own server.
  if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
  return server;
};

/** The HTTP/2 server over TLS, with the sessions handled as Fastify's own HTTP/2 server does. */
function secureServer(handler: Handler, tls: http2.SecureServerOptions, sessionTimeout = 72_000) {
  const secure = createFairHttp2Server(handler, tls);
  const sessions = new Set<http2.ServerHttp2Session>();
  secure.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
    // An idle session is closed.
    session.setTimeout(sessionTimeout, () => session.close());
  });
  // A browser keeps its connection open between pages, and before Node 24 closing the server
  // waits for every session to end: a draining server (SIGTERM) tells each to go away, and the
  // requests in progress finish.
  const closeServer = secure.close.bind(secure);
  secure.close = (callback) => {
    for (const session of sessions) session.close();
    return closeServer(callback);
  };
  return secure;
}
