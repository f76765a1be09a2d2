import { describe, expect, it } from 'vitest';
import { descriptionProblem, titleProblem } from './entry-rules';

describe('entry text rules', () => {
  it('counts characters as people do: an emoji or a Korean syllable is one', () => {
    expect(titleProblem('😀'.repeat(20))).toBeNull();
    expect(titleProblem('가'.repeat(20))).toBeNull();
    expect(titleProblem('😀'.repeat(21))).toBe('tooLong');
    expect(descriptionProblem('😀'.repeat(200))).toBeNull();
    expect(descriptionProblem('a'.repeat(201))).toBe('tooLong');
  });

  it('needs a title, allows an empty description and line breaks in it', () => {
    expect(titleProblem('   ')).toBe('required');
    expect(descriptionProblem('')).toBeNull();
    expect(descriptionProblem('line one\nline two')).toBeNull();
    expect(titleProblem('tab\there')).toBe('controlCharacters');
    expect(descriptionProblem('nul\u0000')).toBe('controlCharacters');
  });
});

describe('entry text rules: invisible and direction-changing characters (issue 20)', () => {
  it('refuses a title that shows nothing or holds a bidi control, as the server does', () => {
    expect(titleProblem('\u200B\u202E')).toBe('bidiControls');
    expect(titleProblem('\u200B')).toBe('invisible');
    expect(titleProblem('\u3164')).toBe('invisible');
    expect(titleProblem('clip\u202Egpj')).toBe('bidiControls');
    expect(titleProblem('우리 가족 👨\u200D👩\u200D👧')).toBeNull();
  });

  it('allows an empty description, but not one that only hides characters or turns text around', () => {
    expect(descriptionProblem('   ')).toBeNull();
    expect(descriptionProblem('\u200B\u200B')).toBe('invisible');
    expect(descriptionProblem('first line\n\u2067second\u2069')).toBe('bidiControls');
    expect(descriptionProblem('a family 👨\u200D👩\u200D👧\nand more')).toBeNull();
  });
});
