// Small formatting shared by the my-asset and withdraw pages: a month of the chart, a business date,
// the reason the withdraw button is disabled.
import dayjs from 'dayjs';
import type { Briefing, WithdrawBlockedReason } from '../../contract/assets';
import { majorToMinor, type Currency } from '../../contract/money-rules';
import type { Language } from './constants';
import { formatDate } from './date';
import { formatMoney } from './money';

const MONTH_FORMAT: Record<Language, string> = { ko: 'YYYY.MM', en: 'MMM YYYY' };
const SHORT_MONTH_FORMAT: Record<Language, string> = { ko: 'M월', en: 'MMM' };

/**
 * Amounts of the currency an answer names (the briefing's), in `language`'s conventions, as the
 * strings tables and sentences need. (Not the Money part: sharing that module with the home route
 * splits the home route's entry chunk, over its JavaScript budget.)
 */
export function moneyIn(currency: Currency, language: Language): (amount: number) => string {
  return (amount) => formatMoney(amount, currency, language);
}

/** "2026-11" → "2026.11" / "Nov 2026". */
export function formatMonth(month: string, language: Language): string {
  const value = dayjs(`${month}-01`);
  return value.isValid() ? value.format(MONTH_FORMAT[language]) : month;
}

/** "2026-11" → "11월" / "Nov": a month label under the chart, whose range names the years. */
export function formatShortMonth(month: string, language: Language): string {
  const value = dayjs(`${month}-01`);
  return value.isValid() ? value.format(SHORT_MONTH_FORMAT[language]) : month;
}

/**
 * A calendar date of the business time zone ("2026-11-27"), shown as it is (no time zone shift), in
 * the portal's date format: a string for sentences, where DateTime's element cannot go.
 */
export function formatBusinessDate(date: string, language: Language): string {
  const value = dayjs(date);
  return value.isValid() ? formatDate(value, language) : date;
}

/**
 * Why a withdrawal cannot be requested now: the server's reason, or below the minimum when the
 * available balance says so (a server that did not name it); null when it can.
 */
export function withdrawBlockedReason(briefing: Briefing, currency: Currency): WithdrawBlockedReason | null {
  if (briefing.withdrawBlockedReason) return briefing.withdrawBlockedReason;
  const available = majorToMinor(briefing.available, currency) ?? 0;
  const minimum = majorToMinor(briefing.minimumWithdrawal, currency) ?? 0;
  return available < minimum ? 'belowMinimum' : null;
}
