// Currencies, countries and the deployment of a build (CONTRACT.md "Money"), split from
// money-rules.ts (which re-exports all of it) so that the home route, which shows amounts, does
// not carry the withdrawal rules: a module is the bundler's smallest unit. Zod-free, like
// money-rules.ts.

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

/** Spec §9: VAT 10%, paid on top of the amount withdrawn to VAT-registered businesses. */
export const VAT_PERCENT = 10;

export interface CountrySettings {
  /** Spec §9: payment arrives within 3 business days (Korea) or about 7 (US). */
  payoutBusinessDays: number;
  /** Spec §9 minors need a legal guardian's consent: adults from 19 in Korea, 18 in the US. */
  adultAge: number;
  /**
   * The zone of the business days (IANA), for a host that does not say which it uses: the
   * company's Korean hosts run on Seoul time, its American ones on New York time.
   */
  timeZone: string;
}

export const COUNTRY_SETTINGS: Readonly<Record<Country, CountrySettings>> = {
  KR: { payoutBusinessDays: 3, adultAge: 19, timeZone: 'Asia/Seoul' },
  US: { payoutBusinessDays: 7, adultAge: 18, timeZone: 'America/New_York' },
};

/** The deployment's currency, country and §9 figures; amounts in the major unit. */
export interface DeploymentSettings {
  currency: Currency;
  country: Country;
  /** In the currency's major unit (5000 won, or 5 dollars). */
  minimumWithdrawal: number;
  payoutBusinessDays: number;
  adultAge: number;
  /** The zone (IANA) its business days and the entries' expected dates are counted in. */
  timeZone: string;
}

export function deploymentSettings(currency: Currency, country: Country): DeploymentSettings {
  return {
    currency,
    country,
    minimumWithdrawal: minorToMajor(CURRENCY_SETTINGS[currency].minimumWithdrawalMinor, currency),
    ...COUNTRY_SETTINGS[country],
  };
}

/** What `GET /p/api/deployment` answers (contract/deployment.ts): the settings and two more figures. */
export interface DeploymentAnswer extends DeploymentSettings {
  /** Digits of the currency's minor unit: 0 for won, 2 for dollars (cents). */
  minorUnitDigits: 0 | 2;
  /** Spec §9 / profit policies art. 8: VAT paid on top to VAT-registered businesses, in percent. */
  vatPercent: number;
}

/** `timeZone`: the server's own business zone (BUSINESS_TIME_ZONE), the country's otherwise. */
export function deploymentAnswer(currency: Currency, country: Country, timeZone?: string): DeploymentAnswer {
  const settings = deploymentSettings(currency, country);
  return {
    ...settings,
    timeZone: timeZone ?? settings.timeZone,
    minorUnitDigits: CURRENCY_SETTINGS[currency].minorDigits,
    vatPercent: VAT_PERCENT,
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
  // The table above as a condition: the SPA calls this with its build's constant mode, and a
  // condition folds away in the bundle where a lookup would carry the whole table (the home route's
  // budget is spent). tests/contract/money-rules.test.ts keeps the two in step.
  return mode === 'us-prod' || mode === 'us-test'
    ? deploymentSettings('USD', 'US')
    : deploymentSettings('KRW', 'KR');
}

/** Minor units to the major unit, for JSON and display (500 cents → 5; 1234 cents → 12.34). */
export function minorToMajor(minor: number, currency: Currency): number {
  const digits = CURRENCY_SETTINGS[currency].minorDigits;
  return digits === 0 ? minor : minor / 10 ** digits;
}
