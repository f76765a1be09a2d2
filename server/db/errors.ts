// Recognising "the database is not there" (as opposed to a bug), so that the API can answer 503 and
// the pool can recover by itself once the database is back.

// Node socket errors and Postgres SQLSTATEs that mean the connection, not the query, failed:
// class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now),
// 53300 (too many connections).
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // query_canceled: statement_timeout (db/client.ts) cut a statement that took too long.
  '57014',
]);

// The last three: pg's query_timeout, the PGlite guard's timeout (db/client.ts), and a pooled client
// that was closed because its connection broke.
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|PGlite is clos(ed|ing)|Client has encountered a connection error|Query read timeout|database query timed out|Client was closed and is not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error (DrizzleQueryError.cause); pg may wrap once more.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    if (unavailableMessages.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

function hasSqlState(error: unknown, state: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if ((current as { code?: unknown }).code === state) return true;
    current = current.cause;
  }
  return false;
}

/** A unique constraint refused the write (SQLSTATE 23505), e.g. two signups with one email at once. */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

/** A foreign key refused the write (SQLSTATE 23503), e.g. deleting a row something still names. */
export const isForeignKeyViolation = (error: unknown): boolean => hasSqlState(error, '23503');
