// `npm run ops`'s side of the ops socket (socket-server.ts): when a server answers on
// DATA_DIR/ops.sock, it runs the command line and this prints its output as it comes, so the
// command works while the server holds the embedded database.
import net from 'node:net';
import {
  encodeLine,
  lineSplitter,
  OPS_PROTOCOL_VERSION,
  parseMessage,
  socketPathProblem,
} from './socket-protocol.js';

export interface OpsOutput {
  out(text: string): void;
  err(text: string): void;
}

/** Connection errors that mean "no server here": the command then runs in this process. */
const NO_SERVER = new Set(['ENOENT', 'ECONNREFUSED', 'ENOTSOCK']);

/**
 * Runs the command line in the server that answers on `socketPath`. Resolves with its exit code,
 * or null when no server answers (no socket, or one left behind by a server that is gone).
 */
export function runOpsThroughServer(
  socketPath: string,
  argv: readonly string[],
  output: OpsOutput,
  cwd: string = process.cwd(),
): Promise<number | null> {
  if (socketPathProblem(socketPath)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    let connected = false;
    let exitCode: number | null = null;
    socket.setEncoding('utf8');
    const feed = lineSplitter((line) => {
      const message = parseMessage(line);
      if (!message || exitCode !== null) return;
      if ('out' in message) output.out(message.out);
      else if ('err' in message) output.err(message.err);
      else {
        exitCode = message.exit;
        socket.end();
      }
    });
    socket.once('connect', () => {
      connected = true;
      socket.write(encodeLine({ protocol: OPS_PROTOCOL_VERSION, argv: [...argv], cwd }));
    });
    socket.on('data', (chunk: string) => {
      if (!feed(chunk)) socket.destroy(new Error('the server sent a line that is too long'));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (connected) return; // 'close' follows and reports it
      if (error.code && NO_SERVER.has(error.code)) {
        resolve(null);
        return;
      }
      // Most likely EACCES: the socket belongs to another user, whose server we may not use.
      output.err(
        `npm run ops: cannot use the server's socket ${socketPath} (${error.code ?? error.message}); ` +
          'running the command in this process.',
      );
      resolve(null);
    });
    socket.once('close', () => {
      if (!connected) return;
      if (exitCode === null) {
        output.err(
          'npm run ops: the server closed the connection before the command finished (it may be shutting ' +
            'down). The command may or may not have taken effect: check before running it again.',
        );
      }
      resolve(exitCode ?? 1);
    });
  });
}
