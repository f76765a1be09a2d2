import { describe, expect, it } from 'vitest';
import { formatNationalPhone, parsePhoneNumber } from '../../contract/phone-rules';
import { formatCountdown } from './countdown';
import {
  codeProblem,
  formatPhone,
  phoneExample,
  phoneMessageKey,
  phoneProblem,
  validHpNumber,
} from './phone';

describe('phone numbers on a Korean deployment', () => {
  it('accepts hyphens and spaces while typing, and E.164, and sends the national digits', () => {
    expect(validHpNumber('010-1234-5678', 'KR')).toBe('01012345678');
    expect(validHpNumber(' 010 1234 5678 ', 'KR')).toBe('01012345678');
    expect(validHpNumber('0111234567', 'KR')).toBe('0111234567');
    expect(validHpNumber('+82 10-1234-5678', 'KR')).toBe('01012345678');
    expect(parsePhoneNumber('010-1234-5678', 'KR')).toBe('+821012345678');
  });

  it('takes the mobile prefixes it took before (010, 011, 016-019), not 012 or a fixed line', () => {
    for (const prefix of ['010', '011', '016', '017', '018', '019']) {
      expect(validHpNumber(`${prefix}-123-4567`, 'KR'), prefix).not.toBeNull();
    }
    expect(validHpNumber('012-1234-5678', 'KR')).toBeNull();
    expect(validHpNumber('02-1234-5678', 'KR')).toBeNull();
  });

  it('refuses letters, wrong lengths and US numbers, saying which', () => {
    expect(validHpNumber('010-12a4-5678', 'KR')).toBeNull();
    expect(validHpNumber('010-123-456', 'KR')).toBeNull();
    expect(validHpNumber('010-1234-56789', 'KR')).toBeNull();
    expect(validHpNumber('', 'KR')).toBeNull();
    expect(phoneProblem('', 'KR')).toBe('required');
    expect(phoneProblem('  ', 'KR')).toBe('required');
    expect(phoneProblem('010-12a4-5678', 'KR')).toBe('format');
    expect(phoneProblem('02-1234-5678', 'KR')).toBe('format');
    expect(phoneProblem('(201) 555-0123', 'KR')).toBe('otherCountry');
    expect(phoneProblem('+1 201 555 0123', 'KR')).toBe('otherCountry');
    expect(phoneProblem('010-1234-5678', 'KR')).toBeNull();
  });
});

describe('phone numbers on a US deployment', () => {
  it('accepts US numbers as people write them, and sends the 10 digits', () => {
    expect(validHpNumber('(201) 555-0123', 'US')).toBe('2015550123');
    expect(validHpNumber('201-555-0123', 'US')).toBe('2015550123');
    expect(validHpNumber('201.555.0123', 'US')).toBe('2015550123');
    expect(validHpNumber('1 201 555 0123', 'US')).toBe('2015550123');
    expect(validHpNumber('+1 (201) 555-0123', 'US')).toBe('2015550123');
    expect(parsePhoneNumber('(201) 555-0123', 'US')).toBe('+12015550123');
  });

  it('refuses Korean, Canadian, toll-free and short numbers', () => {
    expect(phoneProblem('010-1234-5678', 'US')).toBe('otherCountry');
    expect(phoneProblem('+82 10 1234 5678', 'US')).toBe('otherCountry');
    expect(phoneProblem('(613) 555-0123', 'US')).toBe('format'); // Ottawa
    expect(phoneProblem('(800) 555-0123', 'US')).toBe('format');
    expect(phoneProblem('555-0123', 'US')).toBe('format');
    expect(phoneProblem('(201) 555-0123', 'US')).toBeNull();
  });
});

describe('showing numbers', () => {
  it("shows E.164 in its own country's national format, whatever the deployment", () => {
    expect(formatPhone('+821012345678', 'KR')).toBe('010-1234-5678');
    expect(formatPhone('+82111234567', 'KR')).toBe('011-123-4567');
    expect(formatPhone('+12015550123', 'US')).toBe('(201) 555-0123');
    expect(formatPhone('+821012345678', 'US')).toBe('010-1234-5678');
    expect(formatNationalPhone('+12015550123')).toBe('(201) 555-0123');
  });

  it('shows national digits of the deployment formatted, and anything else as it is', () => {
    expect(formatPhone('01012345678', 'KR')).toBe('010-1234-5678');
    expect(formatPhone('2015550123', 'US')).toBe('(201) 555-0123');
    expect(formatPhone('12345', 'KR')).toBe('12345');
    expect(formatPhone('+999', 'KR')).toBe('+999');
  });

  it('gives each country an example and its message keys', () => {
    expect(phoneExample('KR')).toBe('010-1234-5678');
    expect(phoneExample('US')).toBe('(201) 555-0123');
    expect(phoneMessageKey('required', 'US')).toBe('phone.required');
    expect(phoneMessageKey('format', 'US')).toBe('phone.format.US');
    expect(phoneMessageKey('otherCountry', 'KR')).toBe('phone.otherCountry.KR');
  });
});

describe('codeProblem', () => {
  it('asks for 6 digits that have not expired', () => {
    expect(codeProblem('', false)).toBe('phone.codeRequired');
    expect(codeProblem('12345', false)).toBe('phone.codeFormat');
    expect(codeProblem('12345a', false)).toBe('phone.codeFormat');
    expect(codeProblem(' 123456 ', true)).toBe('phone.codeExpired');
    expect(codeProblem('123456', false)).toBeUndefined();
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
