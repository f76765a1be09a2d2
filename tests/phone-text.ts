// Sentences that hold a phone number keep it on one line (src/lib/phone.ts unbreakablePhone: no-break
// spaces, a word joiner after each hyphen). A RegExp that matches such a sentence as it is written.
export function phoneText(text: string, { whole = false } = {}): RegExp {
  const body = text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/ /g, '[\\s\\u00a0]')
    .replace(/-/g, '-\\u2060?');
  return new RegExp(whole ? `^${body}$` : body);
}
