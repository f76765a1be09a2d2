// Which characters a text field may hold (zod-free, for the SPA's own checks). Control characters
// (Unicode category Cc: U+0000-U+001F, U+007F-U+009F) are never text a person typed: NUL makes
// PostgreSQL refuse the whole statement, and the others end up in logs, mails and HTML. A single-line
// field allows none; a multiline field (a description, a message) allows line feed, carriage return
// and tab.
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}/u;

export function containsControlCharacters(text: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(text);
}
