// The contract's character rules (issue 20, item 5), which the server and the portal both apply:
// file names refuse every format character, typed texts the bidi controls and a text that shows
// nothing, while a zero-width joiner inside an emoji sequence stays legitimate in free text.
import { describe, expect, it } from 'vitest';
import { fileNameProblem } from '../../contract/submission-rules';
import {
  containsBidiControls,
  containsFormatCharacters,
  hasVisibleCharacter,
  typedTextProblem,
} from '../../contract/text-rules';

const FAMILY = '👨\u200D👩\u200D👧';
/** Every bidirectional control Unicode names (the property Bidi_Control). */
const BIDI_CONTROLS = [
  ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'],
  ...['\u2066', '\u2067', '\u2068', '\u2069'],
  ...['\u200E', '\u200F', '\u061C'],
];

describe('text rules: bidi and format characters', () => {
  it('knows every bidi control, and only those', () => {
    for (const control of BIDI_CONTROLS) expect(containsBidiControls(`a${control}b`), control).toBe(true);
    expect(containsBidiControls('제목 title 123 😀')).toBe(false);
    expect(containsBidiControls(FAMILY)).toBe(false);
  });

  it('counts the zero-width characters, the BOM, the soft hyphen and the tags as format characters', () => {
    for (const hidden of ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u{E0041}']) {
      expect(containsFormatCharacters(`a${hidden}b`), hidden).toBe(true);
    }
    for (const control of BIDI_CONTROLS) expect(containsFormatCharacters(control), control).toBe(true);
    expect(containsFormatCharacters('영상 clip-01 (final).mp4')).toBe(false);
  });

  it('sees nothing in white space, format characters, Hangul fillers and the blank braille pattern', () => {
    for (const blank of [
      '\u200B\u202E',
      '\u3000 \u00A0',
      '\u3164',
      '\u115F\u1160',
      '\uFFA0',
      '\u2800',
      '\uFE0F',
    ]) {
      expect(hasVisibleCharacter(blank), JSON.stringify(blank)).toBe(false);
    }
    for (const text of ['a', '가', '😀', FAMILY, '\u200Bx', '.'])
      expect(hasVisibleCharacter(text)).toBe(true);
  });
});

describe('typedTextProblem', () => {
  it('refuses controls first, then bidi controls, then a text that shows nothing', () => {
    expect(typedTextProblem('a\u0000\u202E')).toBe('control');
    expect(typedTextProblem('\u202E')).toBe('bidi');
    expect(typedTextProblem('my \u2066title\u2069')).toBe('bidi');
    expect(typedTextProblem('\u200B')).toBe('invisible');
    expect(typedTextProblem('\u3164\u3164')).toBe('invisible');
  });

  it('leaves emptiness to the field, and keeps emoji sequences and line breaks in free text', () => {
    expect(typedTextProblem('')).toBeNull();
    expect(typedTextProblem('   ')).toBeNull();
    expect(typedTextProblem(`우리 가족 ${FAMILY}`)).toBeNull();
    expect(typedTextProblem('line one\nline two', { multiline: true })).toBeNull();
    expect(typedTextProblem('line one\nline two')).toBe('control');
  });
});

describe('fileNameProblem', () => {
  it('refuses a right-to-left override that makes a name read as another', () => {
    expect(fileNameProblem('clip\u202Egpj.mp4')).toBe('hidden-characters');
    expect(fileNameProblem('report\u2067fdp.exe')).toBe('hidden-characters');
  });

  it('refuses every format character, even a zero-width joiner of an emoji', () => {
    expect(fileNameProblem('clip\u200B.mp4')).toBe('hidden-characters');
    expect(fileNameProblem('\uFEFFclip.mp4')).toBe('hidden-characters');
    expect(fileNameProblem(`${FAMILY}.png`)).toBe('hidden-characters');
  });

  it('calls a name that shows nothing empty, and keeps the earlier rules', () => {
    expect(fileNameProblem('\u3164')).toBe('empty');
    expect(fileNameProblem('   ')).toBe('empty');
    expect(fileNameProblem(`${'n'.repeat(47)}.mp4`)).toBe('too-long');
    expect(fileNameProblem('a/b.mp4')).toBe('forbidden-characters');
    expect(fileNameProblem('a\u0000.mp4')).toBe('forbidden-characters');
    expect(fileNameProblem('영상 😀 final.mp4')).toBeNull();
  });
});
