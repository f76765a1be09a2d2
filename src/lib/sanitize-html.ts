// Notice HTML before it reaches the DOM (QUALITY.md "HTML"). The server sanitizes when a notice is
// saved; this sanitizes again with the same allowlist (contract/notice-html.ts), because neither
// side trusts the other. Scripts, event handlers, `javascript:` and data: URLs, frames, objects
// and styles all end inert or removed.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { NOTICE_SANITIZE_CONFIG } from '../../contract/notice-html';

let purifier: Purifier | null = null;

/** Absolute web links to another origin: they open in a new tab without a window.opener. */
function isExternalHref(href: string): boolean {
  if (!/^https?:/i.test(href)) return false;
  try {
    return new URL(href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

// An instance of our own, so that the hook never touches another caller's DOMPurify.
function notices(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && isExternalHref(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

/** Company HTML, safe for `dangerouslySetInnerHTML` (used by one part: src/components/ui/rich-text.tsx). */
export function sanitizeNoticeHtml(html: string): string {
  return notices().sanitize(html, {
    ...NOTICE_SANITIZE_CONFIG,
    RETURN_DOM: false,
    RETURN_DOM_FRAGMENT: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
