// The answers of the public reads a page starts with, for its HTML (first-paint.ts): each read is
// asked of this same server (`answer`, app.inject in app.ts: the real route, its cache and its
// checks), kept a few seconds, and asked once at a time however many visitors arrive. A slow or
// stuck database must not hold up the first paint: past `waitMs` the page goes out without that
// answer (the portal then asks the API itself), and the answer, when it comes, serves the next
// visitors.
import { readKey, type EmbeddedReads, type Read } from '../../contract/embedded-reads.js';

/** How long an embedded answer may be old (a new notice shows within this). */
export const ANSWER_MAX_AGE_MS = 5_000;
/** How long a page waits for its answers. */
export const ANSWERS_WAIT_MS = 300;

/** A read's answer: the envelope when it succeeded (200), else null. */
export type AnswerRead = (read: Read, language: string) => Promise<unknown>;

interface Kept {
  at: number;
  answer: unknown;
}

export interface EmbeddedAnswersOptions {
  maxAgeMs?: number;
  waitMs?: number;
}

export function embeddedAnswers(answer: AnswerRead, options: EmbeddedAnswersOptions = {}) {
  const maxAgeMs = options.maxAgeMs ?? ANSWER_MAX_AGE_MS;
  const waitMs = options.waitMs ?? ANSWERS_WAIT_MS;
  const kept = new Map<string, Kept>();
  const reading = new Map<string, Promise<Kept>>();

  function current(read: Read, language: string, now: number): Kept | Promise<Kept> {
    const key = `${language} ${readKey(read)}`;
    const fresh = kept.get(key);
    if (fresh && now - fresh.at < maxAgeMs) return fresh;
    let pending = reading.get(key);
    if (!pending) {
      pending = answer(read, language)
        // Without the database the page is still served, without this answer.
        .catch(() => null)
        .then((value) => {
          const entry = { at: Date.now(), answer: value };
          // Kept per key: a detail page's answers are dropped once old, not accumulated.
          for (const [old, { at }] of kept) if (Date.now() - at >= maxAgeMs) kept.delete(old);
          kept.set(key, entry);
          reading.delete(key);
          return entry;
        });
      reading.set(key, pending);
    }
    return pending;
  }

  /** The answers of `reads` in `language` that are at hand within the wait; null for none. */
  return async (reads: readonly Read[], language: string): Promise<EmbeddedReads | null> => {
    if (reads.length === 0) return null;
    const now = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      const settled = await Promise.all(
        reads.map(async (read) => {
          const entry = await Promise.race([current(read, language, now), late]);
          return [readKey(read), entry?.answer ?? null] as const;
        }),
      );
      const answers: Record<string, unknown> = {};
      for (const [key, value] of settled) if (value !== null) answers[key] = value;
      return Object.keys(answers).length > 0 ? { language, answers } : null;
    } finally {
      clearTimeout(timer);
    }
  };
}
