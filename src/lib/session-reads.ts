// The answers of a signed-in page's first reads, asked by public/boot-after-paint.js while the
// app's scripts downloaded (contract/session-reads.ts, issue 25). The API client takes one when the
// page makes the same request (the same read key), with the token and the language it was asked
// with: a session that changed since, or a language the app did not pick, asks the API again. Each
// answer serves one request; the first navigation drops the rest (the root layout).
import { readKey } from '../../contract/embedded-reads';
import {
  SESSION_READS_GLOBAL,
  type SessionReadAnswer,
  type SessionReads,
} from '../../contract/session-reads';
import { isOwnOrigin } from './embedded-reads';
import { env } from './env';

/** A GET as the API client is asked for it: its path and its query's values. */
export interface SessionReadRequest {
  path: string;
  params?: Readonly<Record<string, string | number | boolean | null | undefined>>;
}

function isSessionReads(value: unknown): value is SessionReads {
  if (typeof value !== 'object' || value === null) return false;
  const { token, language, answers } = value as Partial<SessionReads>;
  return typeof token === 'string' && typeof language === 'string' && typeof answers === 'object';
}

function left(): SessionReads | null {
  const value: unknown = (window as unknown as Record<string, unknown>)[SESSION_READS_GLOBAL];
  return isSessionReads(value) ? value : null;
}

/**
 * The boot script's answer to `request`, asked with `token` in `language`, if it asked it; taken
 * once. Resolves null when that request got no HTTP answer (the caller asks again).
 */
export function takeSessionRead(
  { path, params = {} }: SessionReadRequest,
  token: string | null,
  language: string,
): Promise<SessionReadAnswer | null> | null {
  const reads = left();
  if (!reads || !token || reads.token !== token || reads.language !== language) return null;
  if (!isOwnOrigin(env.apiHost)) return null;
  // As axios sends them: no null or undefined values, the rest as text.
  const sent: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined)
      sent[name] = typeof value === 'boolean' ? String(value) : value;
  }
  const key = readKey({ path, params: sent });
  const answer = reads.answers[key];
  if (!answer) return null;
  delete reads.answers[key];
  return answer;
}

/** Called on the first navigation: from then on every read asks the API. */
export function dropSessionReads(): void {
  Reflect.deleteProperty(window, SESSION_READS_GLOBAL);
}
