// The ops socket: while the server runs, `npm run ops` hands it the command line instead of
// opening the database itself (the embedded database allows one process per folder). The server
// runs the same dispatcher (cli.ts) inside its process on its open database handle and streams
// the output back (socket-protocol.ts). The socket is a file in DATA_DIR that only the server's
// user may open (mode 0600): it is not HTTP, and nothing outside this machine reaches it.
import { chmod, lstat, rm } from 'node:fs/promises';
import net from 'node:net';
import { inspect } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { describeErrorForLog } from '../lib/error-log.js';
import { runOps, type OpsDispatcher } from './cli.js';
import type { OpsEnvironment } from './command.js';
import type { FileStorage } from '../files/index.js';
import {
  encodeLine,
  lineSplitter,
  opsSocketPath,
  parseRequest,
  socketPathProblem,
  type OpsMessage,
} from './socket-protocol.js';

export interface OpsSocketOptions {
  dataDir: string;
  handle: DatabaseHandle;
  /** DATA_DIR/files/public */
  publicFilesDir: string;
  /** The stored files' storage (S3); default: the disk folders next to publicFilesDir. */
  storage?: FileStorage | null;
  timeZone: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
  /** The server's own mail transport and links, for commands that mail creators. */
  mail?: Pick<OpsEnvironment, 'mailer' | 'publicUrl' | 'supportEmail'>;
  /** The deployment's currency (CURRENCY), for the money commands and the statistics' credits. */
  currency?: OpsEnvironment['currency'];
  /** The server's JWT secret (the operators' sealed TOTP secrets). */
  serverSecret?: OpsEnvironment['serverSecret'];
  /** How long close() lets commands in flight finish; main.ts gives up on shutdown after 15 s. */
  closeGraceMs?: number;
  /** The dispatcher; tests give one over a table of their own. */
  dispatch?: OpsDispatcher;
}

export interface OpsSocket {
  /** Where it listens, or null when the server runs without it (a warning said why). */
  readonly path: string | null;
  /** Stops accepting, lets commands in flight finish (up to the grace), removes the file. */
  close(): Promise<void>;
}

/** A client that connects has this long to send its command line. */
const REQUEST_TIMEOUT_MS = 10_000;
const PROBE_TIMEOUT_MS = 1_000;
const DEFAULT_CLOSE_GRACE_MS = 10_000;

export async function startOpsSocket(options: OpsSocketOptions): Promise<OpsSocket> {
  const socketPath = opsSocketPath(options.dataDir);
  const withoutSocket = (reason: string): OpsSocket => {
    options.log.warn(
      `Operator commands cannot reach this server through ${socketPath}: ${reason}. ` +
        'On the embedded database `npm run ops` then works only while the server is stopped.',
    );
    return { path: null, close: async () => {} };
  };

  let problem: string | null;
  try {
    problem = await claimSocketPath(socketPath);
  } catch (error) {
    problem = (error as Error).message;
  }
  if (problem) return withoutSocket(problem);

  const dispatch = options.dispatch ?? runOps;
  const now = options.now ?? (() => new Date());
  /** Connections still sending their command line. */
  const reading = new Set<net.Socket>();
  /** Connections whose command runs, with its end. */
  const running = new Map<net.Socket, Promise<void>>();
  const connections = new Set<net.Socket>();
  let accepting = false;
  let closing: Promise<void> | null = null;

  const serve = async (socket: net.Socket, line: string) => {
    // A client that went away (Ctrl-C) does not stop the command; its output is dropped.
    const send = (message: OpsMessage) => {
      if (socket.writable) socket.write(encodeLine(message));
    };
    const request = parseRequest(line);
    if ('problem' in request) {
      send({ err: `ops socket: ${request.problem}` });
      send({ exit: 2 });
      socket.end();
      return;
    }
    const env: OpsEnvironment = {
      // The server's own handle: the command's close() must not close it. Sharing the handle also
      // shares advisory-lock.ts's in-process flag with the scheduler, so run-statistics and
      // advance-states wait for a tick or for each other as they do on PostgreSQL.
      openDatabase: async () => ({ ...options.handle, close: async () => {} }),
      publicFilesDir: options.publicFilesDir,
      storage: options.storage ?? null,
      timeZone: options.timeZone,
      now,
      out: (text) => send({ out: text }),
      err: (text) => send({ err: text }),
      cwd: request.cwd,
      insideServer: true,
      currency: options.currency,
      serverSecret: options.serverSecret,
      ...options.mail,
    };
    const started = Date.now();
    const command = request.argv[0] ?? null;
    let exitCode: number;
    try {
      exitCode = await dispatch(request.argv, env);
    } catch (error) {
      options.log.error(
        { opsCommand: command, error: describeErrorForLog(error) },
        'operator command failed',
      );
      // What `npm run ops` prints when it runs the command itself (console.error of the error).
      send({ err: inspect(error) });
      exitCode = 1;
    }
    // The command's name only: its flags may carry a notice's text or file names.
    options.log.info({ opsCommand: command, exitCode, durationMs: Date.now() - started }, 'operator command');
    send({ exit: exitCode });
    socket.end();
  };

  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    if (!accepting || closing) {
      if (closing) socket.end(shuttingDownLines('the server is shutting down'));
      else socket.destroy();
      return;
    }
    connections.add(socket);
    reading.add(socket);
    socket.setEncoding('utf8');
    const timer = setTimeout(() => socket.destroy(), REQUEST_TIMEOUT_MS);
    const feed = lineSplitter((line) => {
      if (!reading.delete(socket)) return; // one command per connection
      clearTimeout(timer);
      const job = serve(socket, line).catch((error: unknown) => {
        options.log.error({ error: describeErrorForLog(error) }, 'ops socket connection failed');
      });
      running.set(socket, job);
      void job.finally(() => running.delete(socket));
    });
    socket.on('data', (chunk: string) => {
      if (reading.has(socket) && !feed(chunk)) socket.destroy();
    });
    socket.once('close', () => {
      clearTimeout(timer);
      reading.delete(socket);
      connections.delete(socket);
    });
  });

  try {
    await listenOwnerOnly(server, socketPath);
  } catch (error) {
    server.close();
    return withoutSocket((error as Error).message);
  }
  server.on('error', (error) => {
    options.log.error({ error: describeErrorForLog(error) }, 'ops socket failed');
  });
  accepting = true;

  const close = async () => {
    // Stops accepting at once; libuv removes the socket file when it closes the listening handle.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of reading) socket.destroy();
    const graceMs = options.closeGraceMs ?? DEFAULT_CLOSE_GRACE_MS;
    let graceTimer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(running.values()),
      new Promise((resolve) => (graceTimer = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(graceTimer);
    for (const socket of running.keys()) {
      socket.end(
        shuttingDownLines(
          `the server is shutting down and stopped waiting for this command after ${graceMs / 1000} s; ` +
            'it may still have finished or stopped half way: check its effect once the server is back',
        ),
      );
    }
    for (const socket of connections) socket.end();
    // A client that does not read its last lines must not hold the shutdown.
    const cutOff = setTimeout(() => connections.forEach((socket) => socket.destroy()), 1_000);
    await closed;
    clearTimeout(cutOff);
    // Normally gone already (see above); a file left here would only be a stale socket.
    await rm(socketPath, { force: true }).catch(() => {});
  };

  return {
    path: socketPath,
    close: () => (closing ??= close()),
  };
}

function shuttingDownLines(reason: string): string {
  return encodeLine({ err: `npm run ops: ${reason}.` }) + encodeLine({ exit: 1 });
}

/**
 * Makes the path free for this server, or says why it cannot be used. A socket file is removed
 * only when no live server answers on it: one left behind by a killed server refuses connections.
 */
async function claimSocketPath(socketPath: string): Promise<string | null> {
  const problem = socketPathProblem(socketPath);
  if (problem) return problem;
  const info = await lstat(socketPath).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!info) return null;
  if (!info.isSocket()) return 'that path exists and is not a socket (left alone)';
  const answer = await probe(socketPath);
  if (answer === 'live') return 'another server (on the same DATA_DIR) answers on it';
  if (answer !== 'stale') return `cannot tell whether a server answers on it (${answer})`;
  await rm(socketPath, { force: true });
  return null;
}

/** 'live' when something accepts a connection, 'stale' when nothing listens, else the error code. */
function probe(socketPath: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    const done = (answer: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    // A server too busy to accept within the timeout is still alive: never delete its socket.
    const timer = setTimeout(() => done('live'), PROBE_TIMEOUT_MS);
    socket.once('connect', () => done('live'));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      done(
        error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'stale' : (error.code ?? error.message),
      );
    });
  });
}

/**
 * Listens with the file created owner-only: the umask covers bind(), which Node runs
 * synchronously inside listen(), so the socket never exists with wider rights. Worker threads
 * cannot set the umask; there the chmod right after is what protects it, and the connection
 * handler drops anything accepted before it (the `accepting` flag).
 */
async function listenOwnerOnly(server: net.Server, socketPath: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    let previous: number | null = null;
    try {
      previous = process.umask(0o177);
    } catch {
      // ERR_WORKER_UNSUPPORTED_OPERATION: the chmod below covers it.
    }
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      if (previous !== null) process.umask(previous);
    }
  });
  await chmod(socketPath, 0o600);
}
