// Money as CONTRACT.md "Money" has it: the currency belongs to the deployment (stores/
// deployment-store.ts), never to the UI language; the language only decides the conventions.
// Amounts arrive in the currency's major unit; this only formats, it never converts.
//   KRW: `1,000,000원` (ko), `₩1,000,000` (en); never a minor unit.
//   USD: `US$5.00` (ko, Intl's Korean form), `$5.00` (en); always cents.
import type { Currency } from '../../contract/currency-rules';
import { CURRENCY_SETTINGS } from '../../contract/currency-rules';
import type { Language } from './constants';

// Written out rather than by Intl.NumberFormat: both languages group by three with commas and write
// decimals with a point, and building the first Intl.NumberFormat loads the locale's data, a
// ~70 ms task on a throttled phone in the home route's first render (blocking time). money.test.ts
// checks every case against Intl.
const PREFIX: Record<Currency, Record<Language, string>> = {
  KRW: { ko: '', en: '₩' },
  USD: { ko: 'US$', en: '$' },
};

/**
 * Rounded as Intl rounds: half away from zero on the shortest decimal that reads back as the number
 * (1.005 → 1.01, where toFixed, working on the binary value 1.00499…, gives 1.00).
 */
function fixed(magnitude: number, digits: number): string {
  const shortest = String(magnitude);
  if (shortest.includes('e')) return magnitude.toFixed(digits);
  return (Math.round(Number(`${shortest}e${digits}`)) / 10 ** digits).toFixed(digits);
}

function grouped(amount: number, digits: number): string {
  const [whole = '', fraction] = fixed(Math.abs(amount), digits).split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
}

/** An amount of `currency`, in `language`'s conventions; '' for a value that is not a number. */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  if (!Number.isFinite(amount)) return '';
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const number = grouped(amount, CURRENCY_SETTINGS[currency].minorDigits);
  // Korean writes won as a number followed by 원.
  return currency === 'KRW' && language === 'ko'
    ? `${sign}${number}원`
    : `${sign}${PREFIX[currency][language]}${number}`;
}
