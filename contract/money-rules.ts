// Money of a deployment (CONTRACT.md "Money"): the currency belongs to the deployment, never to the
// UI language. Zod-free, so that the SPA imports these values without the schema library, and the
// server, its tests and the portal share one table of the §9 figures.
//
// Amounts are integers in minor units wherever they are kept or computed (won: 0 digits, so minor
// = major; dollars: cents). JSON carries the major unit (won whole, dollars with at most two
// decimals); `parseMinorUnits` reads such a value without floating point.

// The currencies, countries and deployments live in currency-rules.ts, the part the home route
// needs (its amounts and the deployment store): on their own, the withdrawal rules below stay out
// of the home route's JavaScript. Re-exported here, so that every importer keeps one module to ask.
import {
  CURRENCY_SETTINGS,
  COUNTRY_SETTINGS,
  VAT_PERCENT,
  type Country,
  type Currency,
} from './currency-rules.js';

export * from './currency-rules.js';

export type MinorUnitsResult =
  | { ok: true; minor: number }
  /**
   * format: not a plain decimal ("1e3", "1,000", "", "5."); fraction: won with a fractional part;
   * precision: dollars with more than two decimals; range: beyond Number.MAX_SAFE_INTEGER minor units.
   */
  | { ok: false; reason: 'format' | 'fraction' | 'precision' | 'range' };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A decimal string in the major unit ("5000", "12.5", "-3.07") to integer minor units, with integer
 * arithmetic only. Trailing zeros of the fraction are ignored ("5000.00" won is 5000); what is left
 * must fit the currency's minor unit. Surrounding spaces are allowed; signs are kept (callers that
 * want a positive amount check it).
 */
export function parseMinorUnits(text: string, currency: Currency): MinorUnitsResult {
  const match = DECIMAL.exec(text.trim());
  if (!match) return { ok: false, reason: 'format' };
  const [, sign = '', whole = '', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  const digits = CURRENCY_SETTINGS[currency].minorDigits;
  if (fraction.length > digits) return { ok: false, reason: digits === 0 ? 'fraction' : 'precision' };
  const magnitude = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (magnitude > MAX_SAFE) return { ok: false, reason: 'range' };
  const minor = Number(magnitude);
  return { ok: true, minor: sign === '-' && minor !== 0 ? -minor : minor };
}

/**
 * A JSON amount in the major unit to minor units, through its shortest decimal text (so 0.29 dollars
 * is 29 cents, not 28.999…); null when it is not a finite number of the currency's precision.
 */
export function majorToMinor(amount: number, currency: Currency): number | null {
  if (!Number.isFinite(amount)) return null;
  const result = parseMinorUnits(String(amount), currency);
  return result.ok ? result.minor : null;
}

// ---------------------------------------------------------------------------------------------
// The withdrawal preview (profit policies art. 8), in integer minor units, so that the server and
// the portal compute the same figures. The balance is debited by the gross amount; the company
// pays gross + VAT − withheld tax.

/**
 * Income tax withheld from individuals (profit policies art. 8: "income tax and local income tax
 * withheld", at the rate the law sets). Korea: personal business income, 3% income tax plus local
 * income tax of 10% of it (3.3% in all), each cut down to a multiple of 10 won, and nothing withheld
 * when the income tax comes to less than 1,000 won (the small-amount rule). US deployment: the rate
 * depends on the member's tax form and any treaty, which the operator settles with the payment; the
 * preview withholds nothing.
 */
export interface WithholdingRule {
  incomeTaxPercent: number;
  /** Local income tax as a percentage of the income tax. */
  localTaxPercentOfIncomeTax: number;
  /** Each tax is cut down to a multiple of this many minor units (10 won). */
  truncateToMinor: number;
  /** An income tax below this many minor units is not withheld at all (nor its local tax). */
  smallAmountMinor: number;
}

export const WITHHOLDING_RULES: Readonly<Record<Country, WithholdingRule>> = {
  KR: { incomeTaxPercent: 3, localTaxPercentOfIncomeTax: 10, truncateToMinor: 10, smallAmountMinor: 1_000 },
  US: { incomeTaxPercent: 0, localTaxPercentOfIncomeTax: 0, truncateToMinor: 1, smallAmountMinor: 0 },
};

/** Who is paid: an individual (tax withheld) or a business (VAT on top when VAT-registered). */
export const PAYEE_TYPES = ['individual', 'business'] as const;
export type PayeeType = (typeof PAYEE_TYPES)[number];

export interface WithdrawalPreviewInput {
  /** The amount withdrawn from the balance, in minor units (a positive integer). */
  grossMinor: number;
  country: Country;
  payeeType: PayeeType;
  /** Only for a business: registered for VAT (gets VAT on top, issues a tax invoice). */
  vatRegistered: boolean;
}

export interface WithdrawalPreview {
  /** Debited from the balance. */
  grossMinor: number;
  /** Paid on top to a VAT-registered business. */
  vatMinor: number;
  /** Withheld from an individual: income tax, local income tax, and their sum. */
  incomeTaxMinor: number;
  localIncomeTaxMinor: number;
  withheldMinor: number;
  /** What reaches the account: gross + VAT − withheld. */
  netMinor: number;
}

function percentOf(minor: number, percent: number): number {
  // Integers only: floor(minor × percent / 100), exact for any safe minor amount below 2^53 / 100.
  return Math.floor((minor * percent) / 100);
}

function truncateTo(minor: number, step: number): number {
  return step > 1 ? minor - (minor % step) : minor;
}

/** Gross, tax and net of a withdrawal (profit policies art. 8); every figure in minor units. */
export function withdrawalPreview(input: WithdrawalPreviewInput): WithdrawalPreview {
  const { grossMinor, country, payeeType, vatRegistered } = input;
  if (!Number.isSafeInteger(grossMinor) || grossMinor < 0) {
    throw new RangeError('grossMinor must be a non-negative safe integer');
  }
  let vatMinor = 0;
  let incomeTaxMinor = 0;
  let localIncomeTaxMinor = 0;
  if (payeeType === 'business') {
    if (vatRegistered) vatMinor = percentOf(grossMinor, VAT_PERCENT);
  } else {
    const rule = WITHHOLDING_RULES[country];
    incomeTaxMinor = truncateTo(percentOf(grossMinor, rule.incomeTaxPercent), rule.truncateToMinor);
    if (incomeTaxMinor < rule.smallAmountMinor) incomeTaxMinor = 0;
    localIncomeTaxMinor = truncateTo(
      percentOf(incomeTaxMinor, rule.localTaxPercentOfIncomeTax),
      rule.truncateToMinor,
    );
  }
  const withheldMinor = incomeTaxMinor + localIncomeTaxMinor;
  return {
    grossMinor,
    vatMinor,
    incomeTaxMinor,
    localIncomeTaxMinor,
    withheldMinor,
    netMinor: grossMinor + vatMinor - withheldMinor,
  };
}

/** Why an amount typed for a withdrawal cannot be requested, or null when it can. */
export type WithdrawalAmountProblem =
  /** Not a plain positive decimal, zero, negative, fractional won, a third decimal of dollars, huge. */
  | 'invalid'
  /** Under spec §9's minimum cash-out. */
  | 'belowMinimum'
  /** More than the balance available to withdraw. */
  | 'aboveAvailable';

/** The largest amount a request may name: 10^12 minor units (a trillion won; ten billion dollars). */
export const WITHDRAWAL_MAX_MINOR = 1_000_000_000_000;

/**
 * Checks an amount typed in the major unit ("5000", "12.50") against the currency, the minimum and
 * the available balance (minor units); the minor amount when it is fine.
 */
export function checkWithdrawalAmount(
  text: string,
  currency: Currency,
  availableMinor: number,
): { ok: true; minor: number } | { ok: false; problem: WithdrawalAmountProblem } {
  const parsed = parseMinorUnits(text, currency);
  if (!parsed.ok || parsed.minor <= 0 || parsed.minor > WITHDRAWAL_MAX_MINOR) {
    return { ok: false, problem: 'invalid' };
  }
  if (parsed.minor < CURRENCY_SETTINGS[currency].minimumWithdrawalMinor) {
    return { ok: false, problem: 'belowMinimum' };
  }
  if (parsed.minor > availableMinor) return { ok: false, problem: 'aboveAvailable' };
  return { ok: true, minor: parsed.minor };
}

/** Minor units as the plain decimal text of the major unit ("5000", "12.50"), for form fields. */
export function minorToDecimalText(minor: number, currency: Currency): string {
  const digits = CURRENCY_SETTINGS[currency].minorDigits;
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const magnitude = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${sign}${magnitude.slice(0, -digits)}.${magnitude.slice(-digits)}`;
}

/**
 * Age in whole years on `today` of someone born on `dateOfBirth` (both YYYY-MM-DD), counted the
 * legal way (Korea's 만 나이; a 29 February birthday counts from 1 March in a common year).
 */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!birth || !now) return null;
  const [by, bm, bd] = [Number(birth[1]), Number(birth[2]), Number(birth[3])];
  const [ny, nm, nd] = [Number(now[1]), Number(now[2]), Number(now[3])];
  const check = new Date(Date.UTC(by, bm - 1, bd));
  if (check.getUTCFullYear() !== by || check.getUTCMonth() !== bm - 1 || check.getUTCDate() !== bd) {
    return null;
  }
  let age = ny - by;
  if (nm < bm || (nm === bm && nd < bd)) age -= 1;
  return age;
}

/** Whether a creator born on `dateOfBirth` needs a legal guardian's consent on `today` (spec §9). */
export function isMinorOn(dateOfBirth: string, today: string, country: Country): boolean {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age < COUNTRY_SETTINGS[country].adultAge;
}
