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

// Bidirectional controls (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates, the
// marks U+200E, U+200F, U+061C: exactly the Unicode property Bidi_Control). An override reverses
// what follows it, beyond the field itself (`clip\u202Egpj.mp4` shows as "clipmp4.jpg"), so no text
// a person types here may hold one: our texts are Korean and English, which never need them.
const BIDI_CONTROL = /\p{Bidi_Control}/u;

export function containsBidiControls(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

// Format characters (category Cf: zero-width space and joiners, BOM, soft hyphen, the bidirectional
// controls, tag characters). Invisible by design; a file name is no place for them. Free text keeps
// them (a zero-width joiner inside an emoji sequence is legitimate there), save the bidi controls.
const FORMAT = /\p{Cf}/u;

export function containsFormatCharacters(text: string): boolean {
  return FORMAT.test(text);
}

// A character a reader sees: not white space, a control, a format character or a default-ignorable
// one (variation selectors, the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, which look like
// nothing). U+2800, the blank braille pattern, is a symbol that draws nothing: the other usual way to
// write a "blank" name.
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Whether a title or a name shows anything at all: `'\u200B\u202E'` or `'\u3164'` does not. */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}

/**
 * Why a text a person typed is refused for its characters, or null. Control characters first (the
 * server answers CONTROL_CHARACTERS for them), then bidi controls, then a text that is not empty
 * and yet shows nothing. Whether an empty (or all-space) text is allowed is the field's own rule.
 */
export type TypedTextProblem = 'control' | 'bidi' | 'invisible';
export function typedTextProblem(text: string, { multiline = false } = {}): TypedTextProblem | null {
  if (containsControlCharacters(text, { multiline })) return 'control';
  if (containsBidiControls(text)) return 'bidi';
  if (text.trim() !== '' && !hasVisibleCharacter(text)) return 'invisible';
  return null;
}
