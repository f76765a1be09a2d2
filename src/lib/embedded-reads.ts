// The answers our server embedded in the page's HTML (contract/embedded-reads.ts, issue 25): the
// first render of the page a visitor lands on takes its public reads from there, with no request.
// They serve only that first page: the first navigation drops them (the root layout), and a later
// visit to the page asks the API. They came from the server that served the page, so they are used
// only when that server is also the API host, and only in the language they were asked in.
import { EMBEDDED_READS_ID, readKey, type EmbeddedReads, type Read } from '../../contract/embedded-reads';
import type { Envelope } from '../../contract/envelope';
import { env } from './env';
import { currentLanguage } from './i18n';

let block: EmbeddedReads | null | undefined;

/** Whether `host` ('' or a URL) is this page's origin. */
export function isOwnOrigin(host: string): boolean {
  return host === '' || new URL(host, window.location.href).origin === window.location.origin;
}

function isEmbeddedReads(value: unknown): value is EmbeddedReads {
  if (typeof value !== 'object' || value === null) return false;
  const { language, answers } = value as Partial<EmbeddedReads>;
  return typeof language === 'string' && typeof answers === 'object' && answers !== null;
}

function embeddedBlock(): EmbeddedReads | null {
  if (block !== undefined) return block;
  block = null;
  const element = document.getElementById(EMBEDDED_READS_ID);
  if (!element) return null;
  // Read once: React's first render replaces #root's content, the block included.
  element.remove();
  if (!isOwnOrigin(env.apiHost)) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (isEmbeddedReads(parsed)) block = parsed;
  } catch {
    // A damaged block: the page asks the API, as it would without one.
  }
  return block;
}

/** The embedded answer of `read`, when the page came with one (for a first render); else null. */
export function embeddedAnswer<T>(read: Read<T>): Envelope<T> | null {
  const embedded = embeddedBlock();
  if (!embedded || embedded.language !== currentLanguage()) return null;
  const answer = embedded.answers[readKey(read)] as Envelope<T> | undefined;
  // Only a successful answer: anything else is asked again, with the page's own error handling.
  return answer && answer.status === 200 && answer.data !== null ? answer : null;
}

/** Called on the first navigation: from then on every read asks the API. */
export function dropEmbeddedReads(): void {
  embeddedBlock();
  block = null;
}

/** For tests: the next read looks for a data block in the document again. */
export function forgetEmbeddedReads(): void {
  block = undefined;
}
