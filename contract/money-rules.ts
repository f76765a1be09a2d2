// Money of a deployment (CONTRACT.md "Money"): the currency belongs to the deployment, never to the
// UI language. Zod-free, so that the SPA imports these values without the schema library, and the
// server, its tests and the portal share one table of the §9 figures.
//
// Amounts are integers in minor units wherever they are kept or computed (won: 0 digits, so minor
// = major; dollars: cents). JSON carries the major unit (won whole, dollars with at most two
// decimals); `parseMinorUnits` reads such a value without floating point.

export const CURRENCIES = ['KRW', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const COUNTRIES = ['KR', 'US'] as const;
export type Country = (typeof COUNTRIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return value === 'KRW' || value === 'USD';
}

export function isCountry(value: unknown): value is Country {
  return value === 'KR' || value === 'US';
}

export interface CurrencySettings {
  /** Digits of the minor unit: 0 for won, 2 for dollars (cents). */
  minorDigits: 0 | 2;
  /** Spec §9: the minimum cash-out, in minor units (5,000 won; $5 = 500 cents). */
  minimumWithdrawalMinor: number;
}

export const CURRENCY_SETTINGS: Readonly<Record<Currency, CurrencySettings>> = {
  KRW: { minorDigits: 0, minimumWithdrawalMinor: 5_000 },
  USD: { minorDigits: 2, minimumWithdrawalMinor: 500 },
};

export interface CountrySettings {
  /** Spec §9: payment arrives within 3 business days (Korea) or about 7 (US). */
  payoutBusinessDays: number;
  /** Spec §9 minors need a legal guardian's consent: adults from 19 in Korea, 18 in the US. */
  adultAge: number;
}

export const COUNTRY_SETTINGS: Readonly<Record<Country, CountrySettings>> = {
  KR: { payoutBusinessDays: 3, adultAge: 19 },
  US: { payoutBusinessDays: 7, adultAge: 18 },
};

/** What `GET /p/api/deployment` answers (contract/deployment.ts); amounts in the major unit. */
export interface DeploymentSettings {
  currency: Currency;
  country: Country;
  /** In the currency's major unit (5000 won, or 5 dollars). */
  minimumWithdrawal: number;
  payoutBusinessDays: number;
  adultAge: number;
}

export function deploymentSettings(currency: Currency, country: Country): DeploymentSettings {
  return {
    currency,
    country,
    minimumWithdrawal: minorToMajor(CURRENCY_SETTINGS[currency].minimumWithdrawalMinor, currency),
    payoutBusinessDays: COUNTRY_SETTINGS[country].payoutBusinessDays,
    adultAge: COUNTRY_SETTINGS[country].adultAge,
  };
}

/**
 * The deployment each build mode of vite.config.ts talks to: the local build ("production", and
 * "development" for `npm run dev`), test and prod are Korean; us-prod and us-test are American.
 * The SPA starts with its mode's entry and the API confirms it (GET /p/api/deployment).
 */
export const BUILD_MODE_DEPLOYMENTS: Readonly<Record<string, { currency: Currency; country: Country }>> = {
  development: { currency: 'KRW', country: 'KR' },
  production: { currency: 'KRW', country: 'KR' },
  test: { currency: 'KRW', country: 'KR' },
  prod: { currency: 'KRW', country: 'KR' },
  'us-prod': { currency: 'USD', country: 'US' },
  'us-test': { currency: 'USD', country: 'US' },
};

/** The mode's deployment; an unknown mode gets the Korean one (the production default, spec §9). */
export function buildModeDeployment(mode: string): DeploymentSettings {
  const entry = Object.prototype.hasOwnProperty.call(BUILD_MODE_DEPLOYMENTS, mode)
    ? BUILD_MODE_DEPLOYMENTS[mode]!
    : null;
  return deploymentSettings(entry?.currency ?? 'KRW', entry?.country ?? 'KR');
}

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

/** Minor units to the major unit, for JSON and display (500 cents → 5; 1234 cents → 12.34). */
export function minorToMajor(minor: number, currency: Currency): number {
  const digits = CURRENCY_SETTINGS[currency].minorDigits;
  return digits === 0 ? minor : minor / 10 ** digits;
}
