import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows won in Korean, with thousands separators', () => {
    expect(formatMoney(1_000_000, 'ko')).toBe('1,000,000원');
    expect(formatMoney(5_000, 'ko')).toBe('5,000원');
    expect(formatMoney(0, 'ko')).toBe('0원');
  });

  it('shows dollars in English, cents only when the amount has them', () => {
    expect(formatMoney(1_000_000, 'en')).toBe('$1,000,000');
    expect(formatMoney(5, 'en')).toBe('$5');
    expect(formatMoney(12.5, 'en')).toBe('$12.50');
    expect(formatMoney(1234.56, 'en')).toBe('$1,234.56');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-5_000, 'ko')).toBe('-5,000원');
    expect(formatMoney(-5, 'en')).toBe('-$5');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatMoney(Number.NaN, 'ko')).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });
});
