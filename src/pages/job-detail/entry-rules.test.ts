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
