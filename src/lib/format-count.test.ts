import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString does in both languages', () => {
    const values = [0, 1, 12, 999, 1_000, 12_345, 100_000, 1_234_567, -1, -1_000, -987_654_321, 2 ** 53 - 1];
    for (const language of LANGUAGES) {
      for (const value of values) expect(formatCount(value, language)).toBe(value.toLocaleString(language));
    }
  });

  it('groups by three with commas', () => {
    expect(formatCount(1_234_567, 'ko')).toBe('1,234,567');
    expect(formatCount(1_000, 'en')).toBe('1,000');
  });

  it('leaves fractions and unsafe numbers to Intl', () => {
    for (const language of LANGUAGES) {
      for (const value of [1.5, 1234.5678, 2 ** 60, Number.NaN, Infinity])
        expect(formatCount(value, language)).toBe(value.toLocaleString(language));
    }
  });
});
