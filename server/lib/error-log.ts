// How an error goes into a log line, for every part of the server (the HTTP logging of
// plugins/logging.ts, the background work, the schedulers): what a reader needs to find the fault,
// never the values a query or a request carried.
/** An error as a log line may show it: no query parameters, no input values. */
export function describeErrorForLog(error: unknown, depth = 0): Record<string, unknown> | undefined {
  if (error === undefined || error === null) return undefined;
  if (!(error instanceof Error)) return { type: typeof error };
  // drizzle's DrizzleQueryError puts the query's parameters (emails, password hashes) in its
  // message and therefore in its stack; keep only the SQL text.
  const isQueryError = 'query' in error && 'params' in error;
  const message = isQueryError
    ? `Failed query: ${String((error as { query: unknown }).query)}`
    : error.message;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  return {
    type: error.constructor.name,
    message,
    code: (error as { code?: unknown }).code,
    stack: frames,
    cause: depth < 3 ? describeErrorForLog(error.cause, depth + 1) : undefined,
  };
}
