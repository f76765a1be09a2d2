// Money as spec §1 shows it: won in Korean, dollars in English. Amounts arrive in the currency's
// major unit (CONTRACT.md "Money"); this only formats, it never converts.
import type { Language } from './constants';

const wonFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });
const dollarWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const dollarCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `1000000` → `1,000,000원` (ko) or `$1,000,000` (en); cents only when the amount has them. */
export function formatMoney(amount: number, language: Language): string {
  if (!Number.isFinite(amount)) return '';
  if (language === 'ko') return `${wonFormat.format(amount)}원`;
  return (Number.isInteger(amount) ? dollarWhole : dollarCents).format(amount);
}
