// Money as CONTRACT.md "Money" has it: the currency belongs to the deployment (stores/
// deployment-store.ts), never to the UI language; the language only decides the conventions.
// Amounts arrive in the currency's major unit; this only formats, it never converts.
//   KRW: `1,000,000원` (ko), `₩1,000,000` (en); never a minor unit.
//   USD: `US$5.00` (ko, Intl's Korean form), `$5.00` (en); always cents.
import type { Currency } from '../../contract/money-rules';
import { CURRENCY_SETTINGS } from '../../contract/money-rules';
import type { Language } from './constants';

const LOCALES: Record<Language, string> = { ko: 'ko-KR', en: 'en-US' };

// Built on first use: the home route formats a few amounts in one currency and one language.
const formats = new Map<string, Intl.NumberFormat>();

function formatFor(currency: Currency, language: Language): Intl.NumberFormat {
  const key = `${currency} ${language}`;
  let format = formats.get(key);
  if (!format) {
    const digits = CURRENCY_SETTINGS[currency].minorDigits;
    // Korean writes won as a number followed by 원; the number alone here, the unit below.
    const korean = currency === 'KRW' && language === 'ko';
    format = new Intl.NumberFormat(LOCALES[language], {
      ...(korean ? {} : { style: 'currency', currency }),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/** An amount of `currency`, in `language`'s conventions; '' for a value that is not a number. */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  if (!Number.isFinite(amount)) return '';
  const text = formatFor(currency, language).format(amount);
  return currency === 'KRW' && language === 'ko' ? `${text}원` : text;
}
