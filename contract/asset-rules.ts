// The asset and withdrawal rules (spec §7 "Assets", §9; profit policies art. 5-9) as plain values,
// without zod, so the SPA can import them as values; the server validates with exactly these
// (contract/assets.ts). The arithmetic (amounts, tax preview, minors) is in money-rules.ts.
import type { Country } from './currency-rules.js';
import type { PayeeType } from './money-rules.js';

/** A withdrawal request is requested (balance debited, payment pending), then paid or rejected. */
export const WITHDRAWAL_STATES = ['requested', 'paid', 'rejected'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/**
 * `userType2` of GET /api/assets/user/briefing (spec §7 names the parameter, not its meaning):
 * the kind of payee whose tax rule the briefing's `availablePreview` applies to the whole
 * available balance. `individual` (the default): income tax withheld; `business`: a business not
 * registered for VAT (nothing added, nothing withheld); `vatBusiness`: a VAT-registered business
 * (VAT on top). The withdraw form's payeeType + vatRegistered map onto the same three.
 */
export const USER_TYPE2_VALUES = ['individual', 'business', 'vatBusiness'] as const;
export type UserType2 = (typeof USER_TYPE2_VALUES)[number];

export function payeeOfUserType2(userType2: UserType2): { payeeType: PayeeType; vatRegistered: boolean } {
  if (userType2 === 'vatBusiness') return { payeeType: 'business', vatRegistered: true };
  return { payeeType: userType2, vatRegistered: false };
}

/**
 * Why the withdraw button is disabled (briefing `withdrawBlockedReason`), or null: less than the
 * minimum cash-out available, or a request still waiting to be paid (one at a time).
 */
export const WITHDRAW_BLOCKED_REASONS = ['belowMinimum', 'pending'] as const;
export type WithdrawBlockedReason = (typeof WITHDRAW_BLOCKED_REASONS)[number];

/** Multipart field names of POST /api/assets/withdrawal-request. */
export const WITHDRAWAL_FIELDS = {
  /** Text, in the currency's major unit: whole won ("5000") or dollars with ≤ 2 decimals ("12.50"). */
  amount: 'amount',
  accountHolder: 'accountHolder',
  /**
   * The bank: its code in the deployment's list (contract/banks.ts, what the portal sends), or one
   * of its names as older clients typed them. Anything else is 400 WITHDRAWAL_BANK_UNKNOWN.
   */
  bankName: 'bankName',
  /** Digits, with spaces or hyphens if typed so; as many as the country's accounts have. */
  accountNumber: 'accountNumber',
  /**
   * Instead of the three above: the uuid of one of the creator's own earlier requests (not
   * rejected; GET /api/assets/withdrawals/payout-details names it), whose holder, bank and whole
   * account number the server copies. Another creator's request, or an unknown one, is 400
   * WITHDRAWAL_ACCOUNT_SOURCE_INVALID.
   */
  accountFromRequest: 'accountFromRequest',
  /** `individual` or `business`. */
  payeeType: 'payeeType',
  /** `true` or `false` (default); only a business may be VAT-registered. */
  vatRegistered: 'vatRegistered',
  /** YYYY-MM-DD. */
  dateOfBirth: 'dateOfBirth',
  /** For a minor (under the deployment's adult age on the request date): all three required. */
  guardianName: 'guardianName',
  guardianPhone: 'guardianPhone',
  guardianConsent: 'guardianConsent',
} as const;

/**
 * The documents of profit policies art. 6: one file per field, `document1` to `document5`, filled
 * from the first (each field at most once); required on the first request (briefing
 * `documentsRequired`), optional later.
 */
export const WITHDRAWAL_DOCUMENT_FIELDS = [
  'document1',
  'document2',
  'document3',
  'document4',
  'document5',
] as const;

/** Documents and the consent form: PDF, JPG or PNG, read from the bytes; ≤ 1 GB, names ≤ 50 (§5, §9). */
export const WITHDRAWAL_DOCUMENT_KINDS = ['pdf', 'png', 'jpeg'] as const;
export const WITHDRAWAL_DOCUMENTS_MAX = WITHDRAWAL_DOCUMENT_FIELDS.length;

/** The request header that makes a retried request harmless: 8-64 of A-Z a-z 0-9 _ -. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const ACCOUNT_HOLDER_MAX_LENGTH = 40;
export const BANK_NAME_MAX_LENGTH = 40;
export const GUARDIAN_NAME_MAX_LENGTH = 40;

/** An account number: digits, letters (IBAN-like), spaces and hyphens; 6 to 34 digits or letters. */
const ACCOUNT_NUMBER_PATTERN = /^[0-9A-Za-z](?:[0-9A-Za-z -]*[0-9A-Za-z])?$/;

/** The rule before issue 19 (any country): what requests of then may hold. */
export function normalizeAccountNumber(text: string): string | null {
  const trimmed = text.trim();
  if (!ACCOUNT_NUMBER_PATTERN.test(trimmed)) return null;
  const bare = trimmed.replace(/[ -]/g, '').toUpperCase();
  return bare.length >= 6 && bare.length <= 34 ? bare : null;
}

/**
 * How many digits an account number of the country has: Korean bank accounts 10 to 14 (the
 * lifetime numbers made from a phone number included), US accounts 6 to 17 (ABA's maximum).
 */
export const ACCOUNT_NUMBER_DIGITS: Readonly<Record<Country, { min: number; max: number }>> = {
  KR: { min: 10, max: 14 },
  US: { min: 6, max: 17 },
};

/** What is wrong with a typed account number: nothing typed, not only digits, too few or too many. */
export type AccountNumberProblem = 'required' | 'notDigits' | 'length';

/** Digits, with single spaces or hyphens between them as banks print them ("110-123-456789"). */
const DIGITS_PATTERN = /^[0-9]+(?:[ -][0-9]+)*$/;

export function accountNumberProblem(text: string, country: Country): AccountNumberProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (!DIGITS_PATTERN.test(trimmed)) return 'notDigits';
  const digits = trimmed.replace(/[ -]/g, '').length;
  const { min, max } = ACCOUNT_NUMBER_DIGITS[country];
  return digits < min || digits > max ? 'length' : null;
}

/** The account number as stored (digits only), or null when it breaks the country's rule. */
export function normalizeAccountNumberFor(text: string, country: Country): string | null {
  return accountNumberProblem(text, country) ? null : text.trim().replace(/[ -]/g, '');
}

/** A request's uuid as `accountFromRequest` names it. */
export const REQUEST_UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account number as every list and log shows it: all but the last 4 characters hidden. */
export function maskAccountNumber(normalized: string): string {
  const visible = normalized.slice(-4);
  return '*'.repeat(Math.max(0, normalized.length - visible.length)) + visible;
}

/** A phone number for the guardian: digits with optional +, spaces and hyphens; 8 to 15 digits. */
export function isGuardianPhone(text: string): boolean {
  const trimmed = text.trim();
  if (!/^\+?[0-9][0-9 -]*[0-9]$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

/** Months in the briefing's earnings chart: this month and the 11 before it. */
export const EARNINGS_CHART_MONTHS = 12;
