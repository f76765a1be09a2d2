import { describe, expect, it } from 'vitest';
import type { Currency } from '../../contract/money-rules';
import type { Language } from './constants';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows won in Korean as a number followed by 원', () => {
    expect(formatMoney(1_000_000, 'KRW', 'ko')).toBe('1,000,000원');
    expect(formatMoney(5_000, 'KRW', 'ko')).toBe('5,000원');
    expect(formatMoney(0, 'KRW', 'ko')).toBe('0원');
  });

  it('shows won in English with the won sign: a Korean deployment viewed in English is still in won', () => {
    expect(formatMoney(1_000_000, 'KRW', 'en')).toBe('₩1,000,000');
    expect(formatMoney(5_000, 'KRW', 'en')).toBe('₩5,000');
  });

  it('shows dollars in English, always with cents', () => {
    expect(formatMoney(1_000_000, 'USD', 'en')).toBe('$1,000,000.00');
    expect(formatMoney(5, 'USD', 'en')).toBe('$5.00');
    expect(formatMoney(12.5, 'USD', 'en')).toBe('$12.50');
    expect(formatMoney(1234.56, 'USD', 'en')).toBe('$1,234.56');
  });

  it('shows dollars in Korean as Intl writes them: a US deployment viewed in Korean is still in dollars', () => {
    const korean = new Intl.NumberFormat('ko-KR', { style: 'currency', currency: 'USD' });
    expect(formatMoney(5, 'USD', 'ko')).toBe(korean.format(5));
    expect(formatMoney(1234.56, 'USD', 'ko')).toBe(korean.format(1234.56));
    expect(formatMoney(5, 'USD', 'ko')).toMatch(/\$5\.00$/);
    expect(formatMoney(5, 'USD', 'ko')).not.toContain('원');
  });

  it('never shows a minor unit of won', () => {
    expect(formatMoney(5_000.4, 'KRW', 'ko')).toBe('5,000원');
    expect(formatMoney(5_000.4, 'KRW', 'en')).toBe('₩5,000');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-5_000, 'KRW', 'ko')).toBe('-5,000원');
    expect(formatMoney(-5_000, 'KRW', 'en')).toBe('-₩5,000');
    expect(formatMoney(-5, 'USD', 'en')).toBe('-$5.00');
  });

  it('gives the same amount the same worth in every language', () => {
    const cases: Array<[Currency, Language, string]> = [
      ['KRW', 'ko', '1,000,000원'],
      ['KRW', 'en', '₩1,000,000'],
      ['USD', 'en', '$1,000,000.00'],
    ];
    for (const [currency, language, expected] of cases) {
      expect(formatMoney(1_000_000, currency, language)).toBe(expected);
    }
    expect(formatMoney(1_000_000, 'USD', 'ko')).toContain('1,000,000.00');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatMoney(Number.NaN, 'KRW', 'ko')).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'USD', 'en')).toBe('');
  });
});

describe('formatMoney against Intl.NumberFormat', () => {
  it('writes every amount as Intl does in both languages and currencies', () => {
    const amounts = [0, -0, 1, 7, 12.5, 999, 1000, 1234.56, 1.005, 2.675, -0.001, 0.004, 99_999.995];
    // A fixed pseudo-random series (the same every run): whole amounts, cents and half cents.
    let seed = 12345;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      amounts.push(((seed % 10 ** ((i % 12) + 1)) / (i % 2 ? 1000 : 100)) * (i % 5 ? 1 : -1));
    }
    for (const currency of ['KRW', 'USD'] as Currency[]) {
      for (const language of ['ko', 'en'] as Language[]) {
        const korean = currency === 'KRW' && language === 'ko';
        const digits = currency === 'KRW' ? 0 : 2;
        const intl = new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US', {
          ...(korean ? {} : { style: 'currency', currency }),
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        for (const amount of amounts) {
          expect(formatMoney(amount, currency, language), `${amount} ${currency} ${language}`).toBe(
            korean ? `${intl.format(amount)}원` : intl.format(amount),
          );
        }
      }
    }
  });
});
