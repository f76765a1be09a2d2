// What notice HTML may contain (QUALITY.md "HTML"). The server sanitizes with this allowlist when
// a notice is saved and the SPA sanitizes again with the same one before the HTML reaches the
// DOM (DOMPurify on both sides), so neither trusts the other. Zod-free: the SPA imports it.

export const NOTICE_ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'mark',
  'small',
  'sub',
  'sup',
  'span',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
] as const;

export const NOTICE_ALLOWED_ATTRIBUTES = ['href', 'title', 'colspan', 'rowspan', 'scope'] as const;

/** Links may go to web pages, mail and phone, or a path on this site; never `javascript:` or data. */
export const NOTICE_ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/** The DOMPurify configuration both sides use. */
export const NOTICE_SANITIZE_CONFIG = {
  ALLOWED_TAGS: [...NOTICE_ALLOWED_TAGS],
  ALLOWED_ATTR: [...NOTICE_ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: NOTICE_ALLOWED_URI,
  // Else DOMPurify tests them against the strict URI pattern, which strips plain values ("2", "col").
  ADD_URI_SAFE_ATTR: ['colspan', 'rowspan', 'scope'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};
