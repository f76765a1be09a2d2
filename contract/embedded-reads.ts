// The public reads a page starts with, answered inside its HTML (issue 25): our server puts the
// answers of the reads in a JSON data block of the page (server/plugins/first-paint.ts), and the
// portal's first render takes them from there instead of asking the API (src/lib/embedded-reads.ts).
// Both sides name a read by the same key, so an answer is only ever used for the exact request it
// answers. A data block is not script: the Content-Security-Policy allows it.

/** The id of the data block in the page's HTML. */
export const EMBEDDED_READS_ID = 'embedded-reads';

/** A GET of the API: its path and its query parameters; `T` is what its envelope's data holds. */
export interface Read<T = unknown> {
  path: string;
  params?: Readonly<Record<string, string | number | undefined>>;
  /** Never set: carries the answer's type from the read's definition to the code that uses it. */
  readonly answer?: T;
}

/** What the data block holds: the answers by read key, in the language they were asked in. */
export interface EmbeddedReads {
  language: string;
  answers: Record<string, unknown>;
}

/** A read's key: its path and its parameters in name order (undefined ones left out). */
export function readKey({ path, params = {} }: Read): string {
  const query = Object.keys(params)
    .filter((name) => params[name] !== undefined)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(params[name]))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}
