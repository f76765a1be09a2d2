// Phone numbers by deployment (issue 19): a Korean deployment takes Korean mobile numbers, a US
// deployment US numbers. Numbers are stored and keyed in E.164 (+821012345678) and shown in their
// own country's national format (010-1234-5678, (201) 555-0123). Zod-free, so that the server, the
// SPA's lazy pages (signup form, /mypage) and the tests share one rule; the home route never
// imports it (libphonenumber-js stays out of its JavaScript).
//
// libphonenumber-js/core with contract/phone-metadata.ts, its mobile metadata cut down to the
// deployment countries (scripts/phone-metadata.mjs): "mobile" metadata knows precisely which
// numbers are mobile ones, and the cut keeps it under 1 kB instead of ~24 kB gzip.
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/core';
import type { Country } from './currency-rules.js';
import { PHONE_METADATA } from './phone-metadata.js';

/** What a person may type: digits with spaces, hyphens, dots or parentheses, perhaps a leading +. */
const TYPED_PATTERN = /^\+?[\d\s().-]+$/;
const TYPED_MAX_LENGTH = 32;

/**
 * Korea: the numbers that reach people's phones, as the signup took them before (010, 011, 016,
 * 017, 018, 019 and 7 or 8 digits). libphonenumber also counts 012 machine-to-machine numbers as
 * mobile; they cannot read a code.
 */
const KOREAN_MOBILE_NATIONAL = /^01[016789]\d{7,8}$/;

/** Example numbers for hints, in E.164 (shown in the national format). */
export const PHONE_EXAMPLES: Readonly<Record<Country, string>> = {
  KR: '+821012345678',
  US: '+12015550123',
};

function parseTyped(typed: string, country: Country): PhoneNumber | null {
  const text = typed.trim();
  if (!text || text.length > TYPED_MAX_LENGTH || !TYPED_PATTERN.test(text)) return null;
  // extract: false: the whole text must be the number ("010-1234-5678 call me" is not one).
  const phone = parsePhoneNumberFromString(text, { defaultCountry: country, extract: false }, PHONE_METADATA);
  if (!phone || phone.country !== country || !phone.isValid()) return null;
  // US numbers cannot be told apart: a US mobile number is "fixed line or mobile".
  const type = phone.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  if (country === 'KR' && !KOREAN_MOBILE_NATIONAL.test(`0${phone.nationalNumber}`)) return null;
  return phone;
}

/**
 * The E.164 form of a typed number when it is a mobile number (for the US: a fixed-line-or-mobile
 * one) of `country`, the deployment's country; otherwise null (another country's number, a
 * fixed line, too short, letters). National digits with or without separators and E.164 are taken.
 */
export function parsePhoneNumber(typed: string, country: Country): string | null {
  return parseTyped(typed, country)?.number ?? null;
}

/**
 * The national digits of a number valid for `country` (010-1234-5678 → 01012345678,
 * (201) 555-0123 → 2015550123): what the SPA sends as `hpNumber`. Null when it is not valid there.
 */
export function nationalPhoneDigits(typed: string, country: Country): string | null {
  const phone = parseTyped(typed, country);
  return phone ? phone.formatNational().replace(/\D/g, '') : null;
}

/**
 * An E.164 number in its own country's national format (+821012345678 → 010-1234-5678,
 * +12015550123 → (201) 555-0123). Anything it cannot read comes back as it is.
 */
export function formatNationalPhone(e164: string): string {
  if (!e164.startsWith('+')) return e164;
  const phone = parsePhoneNumberFromString(e164, { extract: false }, PHONE_METADATA);
  return phone ? phone.formatNational() : e164;
}

/**
 * The deployment country whose mobile number this is, when it is not `country`'s: a US number
 * typed on a Korean deployment names 'US'. For the message that says what is wrong.
 */
export function otherPhoneCountry(typed: string, country: Country): Country | null {
  const other: Country = country === 'KR' ? 'US' : 'KR';
  return parseTyped(typed, country) === null && parseTyped(typed, other) !== null ? other : null;
}
