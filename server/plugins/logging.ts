// Logger settings. Fastify logs every request with pino; these settings make sure that no line
// carries a password, the signup query string (spec §7 sends the password as a query parameter),
// a phone code or an Authorization header.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Whoever reads the log lines: stdout by default, an array in tests. */
export interface LogDestination {
  write(line: string): void;
}

export interface LoggingOptions {
  level: string;
  destination?: LogDestination;
}

const REDACTED = '[REDACTED]';

// Query keys whose value is a secret or personal wherever they appear (compared lowercased).
const sensitiveQueryKeys = new Set([
  'password',
  'newpassword',
  'oldpassword',
  'currentpassword',
  'authhpnumber',
  'hpnumber',
  'code',
  'token',
  'jwt',
  // Email addresses (duplicate check, resend): personal, and an account list in the making.
  'userid',
]);

// Paths whose whole query string is withheld: signup sends every field (password included) in it.
const pathsWithSecretQuery = new Set(['/p/api/users']);

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function normalisePath(pathname: string): string | null {
  const decoded = safeDecode(pathname);
  if (decoded === null) return null;
  return decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1');
}

// Paths whose last segment is a secret: the email verification code (a bearer link until used).
const secretSegmentPrefixes = ['/p/api/users/email-auth/'];

function sanitizePath(pathname: string, normalised: string | null): string {
  const prefix = secretSegmentPrefixes.find((candidate) => normalised?.startsWith(candidate));
  return prefix ? `${prefix}${REDACTED}` : pathname;
}

/** The URL as it may appear in a log line. */
export function sanitizeUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const pathname = sanitizePath(rawPath, normalisePath(rawPath));
  if (queryStart === -1) return pathname;
  const query = url.slice(queryStart + 1);
  const normalised = normalisePath(rawPath);
  // A path that cannot be decoded could be anything: withhold its query too.
  if (normalised === null || pathsWithSecretQuery.has(normalised)) return `${pathname}?${REDACTED}`;

  const pairs = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const rawKey = equals === -1 ? pair : pair.slice(0, equals);
    const key = safeDecode(rawKey);
    if (key === null) return REDACTED;
    const bareKey = key.toLowerCase().replace(/\[\]$/, '').trim();
    return sensitiveQueryKeys.has(bareKey) ? `${rawKey}=${REDACTED}` : pair;
  });
  return `${pathname}?${pairs.join('&')}`;
}

export function loggerOptions({ level, destination }: LoggingOptions): FastifyServerOptions['logger'] {
  return {
    level,
    ...(destination ? { stream: destination } : {}),
    serializers: {
      // Fastify's default request serializer, with the URL sanitized and no headers at all.
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: sanitizeUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
    // Belt and braces for anything logged by hand.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'authorization',
        'password',
        '*.password',
        'body',
        '*.body',
      ],
      censor: REDACTED,
    },
  };
}
