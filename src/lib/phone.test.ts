import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';
import { formatHpNumber, phoneDigits, validHpNumber } from './phone';

describe('phone numbers', () => {
  it('accepts hyphens and spaces while typing and sends digits only', () => {
    expect(validHpNumber('010-1234-5678')).toBe('01012345678');
    expect(validHpNumber(' 010 1234 5678 ')).toBe('01012345678');
    expect(validHpNumber('0111234567')).toBe('0111234567');
  });

  it('refuses letters, other prefixes and wrong lengths', () => {
    expect(phoneDigits('010-12a4-5678')).toBeNull();
    expect(validHpNumber('010-12a4-5678')).toBeNull();
    expect(validHpNumber('02-1234-5678')).toBeNull();
    expect(validHpNumber('010-123-456')).toBeNull();
    expect(validHpNumber('010-1234-56789')).toBeNull();
    expect(validHpNumber('')).toBeNull();
  });

  it('formats 11 and 10 digit numbers with hyphens', () => {
    expect(formatHpNumber('01012345678')).toBe('010-1234-5678');
    expect(formatHpNumber('0111234567')).toBe('011-123-4567');
    expect(formatHpNumber('010-1234-5678')).toBe('010-1234-5678');
    expect(formatHpNumber('12345')).toBe('12345');
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(180)).toBe('3:00');
    expect(formatCountdown(179.2)).toBe('3:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-4)).toBe('0:00');
  });
});
