// Phone numbers in the portal, by deployment (issue 19; contract/phone-rules.ts): the fields of the
// signup form and /mypage take a mobile number of the deployment's country, typed with or without
// separators; the API gets its national digits (spec §7: the SPA strips hyphens) and answers E.164,
// which is shown in its country's national format. Only the lazy pages import this module (it
// carries libphonenumber-js), never the home route.
import type { Country } from '../../contract/currency-rules';
import { ErrorCode } from '../../contract/error-codes';
import {
  PHONE_EXAMPLES,
  formatNationalPhone,
  nationalPhoneDigits,
  otherPhoneCountry,
  parsePhoneNumber,
} from '../../contract/phone-rules';
import { PHONE_CODE_LENGTH } from '../../contract/user-rules';

/** What is wrong with a typed number, as the key of its message under `account:phone.` */
export type PhoneProblem = 'required' | 'format' | 'otherCountry';

/** Null when `typed` is a mobile number of `country`; otherwise what is wrong with it. */
export function phoneProblem(typed: string, country: Country): PhoneProblem | null {
  if (!typed.trim()) return 'required';
  if (nationalPhoneDigits(typed, country) !== null) return null;
  return otherPhoneCountry(typed, country) ? 'otherCountry' : 'format';
}

/**
 * The digits to send as `hpNumber` when the typed number is a mobile number of `country`
 * ("010-1234-5678" → "01012345678", "(201) 555-0123" → "2015550123"), otherwise null.
 */
export function validHpNumber(typed: string, country: Country): string | null {
  return nationalPhoneDigits(typed, country);
}

/**
 * A number as people read it: E.164 (what the API answers) or national digits of `country` in
 * their country's national format ("+821012345678" → "010-1234-5678", "2015550123" →
 * "(201) 555-0123"); anything else as it is.
 */
export function formatPhone(value: string, country: Country): string {
  return formatNationalPhone(value.startsWith('+') ? value : (parsePhoneNumber(value, country) ?? value));
}

/** An example number of `country` for hints and placeholders, in its national format. */
export function phoneExample(country: Country): string {
  return formatNationalPhone(PHONE_EXAMPLES[country]);
}

/**
 * A formatted number for a sentence, which must not break it across lines ("010-1234-" at the end
 * of one line, "5678" on the next): no-break spaces, and a word joiner (U+2060, invisible) after
 * each hyphen, which stays a hyphen for a screen reader or a copy.
 */
export function unbreakablePhone(formatted: string): string {
  return formatted.replace(/ /g, '\u00a0').replace(/-/g, '-\u2060');
}

/** The key of a phone problem's message in the `account` namespace (its `{{example}}` from phoneExample). */
export type PhoneMessageKey = 'phone.required' | `phone.format.${Country}` | `phone.otherCountry.${Country}`;

export function phoneMessageKey(problem: PhoneProblem, country: Country): PhoneMessageKey {
  return problem === 'required' ? 'phone.required' : `phone.${problem}.${country}`;
}

export type CodeMessageKey = 'phone.codeRequired' | 'phone.codeFormat' | 'phone.codeExpired';

const CODE_PATTERN = new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`);

/** What is wrong with a typed code, if anything: empty, not 6 digits, or too old. */
export function codeProblem(typed: string, expired: boolean): CodeMessageKey | undefined {
  const code = typed.trim();
  if (!code) return 'phone.codeRequired';
  if (!CODE_PATTERN.test(code)) return 'phone.codeFormat';
  if (expired) return 'phone.codeExpired';
  return undefined;
}

/** Server answers that belong next to the code field. */
export const PHONE_CODE_ERRORS: readonly string[] = [
  ErrorCode.PhoneCodeInvalid,
  ErrorCode.PhoneCodeExpired,
  ErrorCode.PhoneCodeLocked,
];

/** Server answers that belong next to the number. */
export const PHONE_NUMBER_ERRORS: readonly string[] = [
  ErrorCode.PhoneNumberInvalid,
  ErrorCode.PhoneNumberUnchanged,
];
