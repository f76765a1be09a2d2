// Sanitizes notice HTML when a notice is saved (QUALITY.md "HTML"): DOMPurify on a jsdom window,
// with the allowlist the SPA uses too (contract/notice-html.ts). jsdom is heavy to load (about a
// third of a second), so it is imported and its window built only when the first notice is saved:
// server start and every read path stay free of it.
import type { DOMPurify } from 'dompurify';
import { NOTICE_SANITIZE_CONFIG } from '../../contract/notice-html.js';

let purifier: Promise<DOMPurify> | null = null;

async function createPurifier(): Promise<DOMPurify> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('');
  return createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
}

let ready = false;

function loadPurifier(): Promise<DOMPurify> {
  purifier ??= createPurifier().then(
    (purify) => {
      ready = true;
      return purify;
    },
    (error: unknown) => {
      purifier = null;
      throw error;
    },
  );
  return purifier;
}

/**
 * Whether notices can be sanitized without waiting for jsdom; if not, starts loading it. A page's
 * shell (site/shell-article.ts) paints a notice only then, rather than hold the page back.
 */
export function noticeSanitizerReady(): boolean {
  if (!ready) loadPurifier().catch(() => undefined);
  return ready;
}

/**
 * The notice HTML with everything outside the allowlist removed. `inert`: its links lose their
 * address too, for a copy in which nothing may take focus (a page's aria-hidden shell).
 */
export async function sanitizeNoticeHtml(html: string, { inert = false } = {}): Promise<string> {
  const purify = await loadPurifier();
  return purify.sanitize(html, {
    ...NOTICE_SANITIZE_CONFIG,
    ...(inert ? { FORBID_ATTR: ['href'] } : {}),
    RETURN_TRUSTED_TYPE: false,
  });
}
