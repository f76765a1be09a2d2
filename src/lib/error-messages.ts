// Every error code of contract/error-codes.ts has a text under `errors:` in both languages;
// a code the SPA does not know gets the generic one. A 429 or 503 that says when to try again
// (retryAfter) reads "try again in N s" instead.
import type { Envelope } from '../../contract/envelope';
import { ErrorCode, type ErrorCodeValue } from '../../contract/error-codes';

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

export type ErrorMessageKey = `errors:${ErrorCodeValue}` | 'errors:unknown';

export function errorMessageKey(code: string | null | undefined): ErrorMessageKey {
  return code && KNOWN_CODES.has(code) ? (`errors:${code as ErrorCodeValue}` as const) : 'errors:unknown';
}

export type RetryMessageKey = 'errors:retry.RATE_LIMITED' | 'errors:retry.SERVICE_UNAVAILABLE';

/** A text to show for a failed call: an i18n key and, for "try again in N s", its seconds. */
export interface ErrorMessage {
  key: ErrorMessageKey | RetryMessageKey;
  values?: { seconds: number };
}

/** The message of a failed call, with the wait when the server said how long (429, 503). */
export function errorMessage(
  envelope: Pick<Envelope<unknown>, 'status' | 'errorCode' | 'retryAfter'>,
): ErrorMessage {
  const seconds = envelope.retryAfter;
  if (seconds && (envelope.status === 429 || envelope.status === 503)) {
    return {
      key: envelope.status === 429 ? 'errors:retry.RATE_LIMITED' : 'errors:retry.SERVICE_UNAVAILABLE',
      values: { seconds },
    };
  }
  return { key: errorMessageKey(envelope.errorCode) };
}

/** Whether a failure should be shown as "try again in N s". */
export function hasRetryAfter(envelope: Pick<Envelope<unknown>, 'status' | 'retryAfter'>): boolean {
  return Boolean(envelope.retryAfter) && (envelope.status === 429 || envelope.status === 503);
}
