// The ops socket's wire format, shared by the server (socket-server.ts) and `npm run ops`
// (socket-client.ts): newline-delimited JSON over a Unix socket in DATA_DIR. The client sends one
// request line; the server answers with the command's output lines, as they are written, and ends
// with the exit code. JSON.stringify escapes newlines inside strings, so one message is one line.
import path from 'node:path';

/** Raised when the format changes, so that a client never misreads an older server. */
export const OPS_PROTOCOL_VERSION = 1;

/** Far above any command line (Linux caps one argument at 128 kB), far below harm. */
export const MAX_OPS_LINE_CHARS = 4 * 1024 * 1024;

export interface OpsRequest {
  protocol: number;
  argv: string[];
  /** The operator's directory: file names on the command line are read from it. */
  cwd: string;
}

export type OpsMessage = { out: string } | { err: string } | { exit: number };

export function opsSocketPath(dataDir: string): string {
  return path.join(dataDir, 'ops.sock');
}

/**
 * Why a socket cannot live at this path, or null. sockaddr_un holds 108 bytes on Linux and 104 on
 * macOS (with the closing NUL); a longer path would be cut short by some Node versions.
 */
export function socketPathProblem(socketPath: string): string | null {
  if (process.platform === 'win32') return 'Unix sockets in DATA_DIR are not used on Windows';
  const limit = process.platform === 'linux' ? 107 : 103;
  const length = Buffer.byteLength(socketPath);
  return length > limit
    ? `the path is ${length} bytes long; a Unix socket path holds at most ${limit}`
    : null;
}

export function encodeLine(message: OpsRequest | OpsMessage): string {
  return `${JSON.stringify(message)}\n`;
}

/**
 * Feeds text chunks (a socket with setEncoding('utf8')) and calls onLine for each whole line.
 * Returns false once a line grows past MAX_OPS_LINE_CHARS: the caller drops the connection.
 */
export function lineSplitter(onLine: (line: string) => void): (chunk: string) => boolean {
  let pending = '';
  return (chunk) => {
    pending += chunk;
    let newline = pending.indexOf('\n');
    while (newline !== -1) {
      onLine(pending.slice(0, newline));
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
    }
    return pending.length <= MAX_OPS_LINE_CHARS;
  };
}

/** The request of a client, or what is wrong with it. */
export function parseRequest(line: string): OpsRequest | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { problem: 'the request is not JSON' };
  }
  const request = value as Partial<OpsRequest> | null;
  if (request?.protocol !== OPS_PROTOCOL_VERSION) {
    return {
      problem:
        `the client speaks protocol ${String(request?.protocol)}, the server ${OPS_PROTOCOL_VERSION}; ` +
        'run the command with the code the server runs (or restart the server)',
    };
  }
  if (!Array.isArray(request.argv) || !request.argv.every((part) => typeof part === 'string')) {
    return { problem: 'argv must be a list of strings' };
  }
  if (typeof request.cwd !== 'string' || !path.isAbsolute(request.cwd)) {
    return { problem: 'cwd must be an absolute path' };
  }
  return { protocol: request.protocol, argv: request.argv, cwd: request.cwd };
}

/** A message of the server, or null for a line this client does not understand. */
export function parseMessage(line: string): OpsMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  if (typeof message['out'] === 'string') return { out: message['out'] };
  if (typeof message['err'] === 'string') return { err: message['err'] };
  if (typeof message['exit'] === 'number' && Number.isInteger(message['exit'])) {
    return { exit: message['exit'] };
  }
  return null;
}
