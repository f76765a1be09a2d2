// A notice's title and text for its page's shell (shell-parts.ts), from the answer embedded in the
// page (GET /p/api/notices/{uuid}). The text is sanitized again here with the allowlist the portal
// uses (contract/notice-html.ts), as the page does before it sets it: what the shell writes into
// the HTML is never trusted more than what the page would. Its links lose their address: the shell
// is aria-hidden, so nothing in it may take focus (global.css underlines them as the page does). DOMPurify runs on jsdom, which the first
// notice page starts loading (server/content/notice-html.ts, a second or two on a small machine):
// until it is there, a notice's page goes out without the notice in its shell rather than wait.
// A text seen before is not sanitized twice.
import { readKey, type EmbeddedReads } from '../../contract/embedded-reads.js';
import type { Envelope } from '../../contract/envelope.js';
import type { Notice } from '../../contract/notices.js';
import { noticeRead } from '../../contract/page-reads.js';
import { noticeSanitizerReady, sanitizeNoticeHtml } from '../content/index.js';
import type { ShellHeading } from './page-texts.js';

/** Sanitized texts by their source; a notice changes rarely, and a page is asked for often. */
const sanitized = new Map<string, string>();
const SANITIZED_KEPT = 64;

async function sanitizedText(html: string): Promise<string> {
  let safe = sanitized.get(html);
  if (safe === undefined) {
    safe = await sanitizeNoticeHtml(html, { inert: true });
    if (sanitized.size >= SANITIZED_KEPT) sanitized.delete(sanitized.keys().next().value!);
    sanitized.set(html, safe);
  }
  return safe;
}

/** The heading with its notice filled in from the embedded answer, when the page has one. */
export async function withNotice(
  heading: ShellHeading,
  embedded: EmbeddedReads | null,
  uuid: string,
): Promise<ShellHeading> {
  if (!heading.article) return heading;
  const answer = embedded?.answers[readKey(noticeRead(uuid))] as Envelope<Notice> | undefined;
  const notice = answer?.data;
  if (!notice || typeof notice.title !== 'string' || typeof notice.content !== 'string') return heading;
  if (!sanitized.has(notice.content) && !noticeSanitizerReady()) return heading;
  const html = await sanitizedText(notice.content);
  return { ...heading, article: { ...heading.article, notice: { title: notice.title, html } } };
}
