// contract/phone-rules.ts (issue 19): which numbers each deployment takes, in what form they are
// stored and shown, and that the cut metadata (contract/phone-metadata.ts) is still the installed
// libphonenumber-js's (run `node scripts/phone-metadata.mjs` after updating the package).
import mobile from 'libphonenumber-js/metadata.mobile.json';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../contract/currency-rules';
import { PHONE_METADATA } from '../../contract/phone-metadata';
import {
  PHONE_EXAMPLES,
  formatNationalPhone,
  nationalPhoneDigits,
  otherPhoneCountry,
  parsePhoneNumber,
} from '../../contract/phone-rules';

describe('the cut metadata', () => {
  it("is the installed package's mobile metadata for each deployment country, and nothing else", () => {
    expect(Object.keys(PHONE_METADATA.countries).sort()).toEqual([...COUNTRIES].sort());
    for (const country of COUNTRIES) {
      expect(PHONE_METADATA.countries[country], country).toEqual(mobile.countries[country]);
    }
    expect(PHONE_METADATA.country_calling_codes).toEqual({ '1': ['US'], '82': ['KR'] });
    expect(PHONE_METADATA.version).toBe(mobile.version);
  });
});

describe('parsePhoneNumber', () => {
  it.each([
    ['01012345678', '+821012345678'],
    ['010-1234-5678', '+821012345678'],
    ['010 1234 5678', '+821012345678'],
    ['0111234567', '+82111234567'],
    ['01912345678', '+821912345678'],
    ['+821012345678', '+821012345678'],
    ['+82 10-1234-5678', '+821012345678'],
  ])('a Korean deployment takes %s as %s', (typed, e164) => {
    expect(parsePhoneNumber(typed, 'KR')).toBe(e164);
  });

  it.each([
    ['2015550123', '+12015550123'],
    ['(201) 555-0123', '+12015550123'],
    ['201.555.0123', '+12015550123'],
    ['1 201 555 0123', '+12015550123'],
    ['+1 212 555 0123', '+12125550123'],
  ])('a US deployment takes %s as %s', (typed, e164) => {
    expect(parsePhoneNumber(typed, 'US')).toBe(e164);
  });

  it.each([
    ['KR', '2015550123', 'a US number'],
    ['KR', '+12015550123', 'a US number in E.164'],
    ['KR', '0212345678', 'a Seoul fixed line'],
    ['KR', '01212345678', 'a machine-to-machine number'],
    ['KR', '0101234567890', 'too long'],
    ['KR', '010123', 'too short'],
    ['KR', '010-1234-5678 ext. 2', 'an extension'],
    ['KR', '010-12ab-5678', 'letters'],
    ['KR', 'call 010-1234-5678', 'words around it'],
    ['KR', '', 'nothing'],
    ['US', '01012345678', 'a Korean number'],
    ['US', '+821012345678', 'a Korean number in E.164'],
    ['US', '6135550123', 'a Canadian number'],
    ['US', '8005550123', 'toll-free'],
    ['US', '5555550123', 'an area code that does not exist'],
    ['US', '555-0123', 'seven digits'],
  ] as const)('a %s deployment refuses %s (%s)', (country, typed, _why) => {
    expect(parsePhoneNumber(typed, country)).toBeNull();
    expect(nationalPhoneDigits(typed, country)).toBeNull();
  });
});

describe('showing and sending numbers', () => {
  it('formats E.164 in its own country, whatever the deployment', () => {
    expect(formatNationalPhone('+821012345678')).toBe('010-1234-5678');
    expect(formatNationalPhone('+82111234567')).toBe('011-123-4567');
    expect(formatNationalPhone('+12015550123')).toBe('(201) 555-0123');
    expect(formatNationalPhone('01012345678')).toBe('01012345678');
    expect(formatNationalPhone('+447911123456')).toBe('+447911123456');
  });

  it('sends the national digits', () => {
    expect(nationalPhoneDigits('+82 10 1234 5678', 'KR')).toBe('01012345678');
    expect(nationalPhoneDigits('+1 (201) 555-0123', 'US')).toBe('2015550123');
  });

  it("names the other deployment country's number, and only that", () => {
    expect(otherPhoneCountry('(201) 555-0123', 'KR')).toBe('US');
    expect(otherPhoneCountry('010-1234-5678', 'US')).toBe('KR');
    expect(otherPhoneCountry('02-1234-5678', 'KR')).toBeNull();
    expect(otherPhoneCountry('010-1234-5678', 'KR')).toBeNull();
  });

  it('has an example of each country that its own rule takes', () => {
    for (const country of COUNTRIES) {
      expect(parsePhoneNumber(PHONE_EXAMPLES[country], country)).toBe(PHONE_EXAMPLES[country]);
    }
  });
});
