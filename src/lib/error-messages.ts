// Every error code of contract/error-codes.ts has a text under `errors:` in both languages;
// a code the SPA does not know gets the generic one.
import { ErrorCode, type ErrorCodeValue } from '../../contract/error-codes';

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

export type ErrorMessageKey = `errors:${ErrorCodeValue}` | 'errors:unknown';

export function errorMessageKey(code: string | null | undefined): ErrorMessageKey {
  return code && KNOWN_CODES.has(code) ? (`errors:${code as ErrorCodeValue}` as const) : 'errors:unknown';
}
