// Text made safe inside HTML, as an element's content or a quoted attribute's value: the mails'
// HTML bodies (mail/mail-texts.ts) and the pages' static shells (site/shell-parts.ts).
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
