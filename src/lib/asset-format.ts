// Small formatting shared by the my-asset and withdraw pages: a month of the chart, a business date,
// the reason the withdraw button is disabled.
import dayjs from 'dayjs';
import type { Briefing, WithdrawBlockedReason } from '../../contract/assets';
import { majorToMinor, type Currency } from '../../contract/money-rules';
import type { Language } from './constants';

const MONTH_FORMAT: Record<Language, string> = { ko: 'YYYY.MM', en: 'MMM YYYY' };
const DATE_FORMAT: Record<Language, string> = { ko: 'YYYY.MM.DD', en: 'MMM D, YYYY' };

/** "2026-11" → "2026.11" / "Nov 2026". */
export function formatMonth(month: string, language: Language): string {
  const value = dayjs(`${month}-01`);
  return value.isValid() ? value.format(MONTH_FORMAT[language]) : month;
}

/** A calendar date of the business time zone ("2026-11-27"), shown as it is (no time zone shift). */
export function formatBusinessDate(date: string, language: Language): string {
  const value = dayjs(date);
  return value.isValid() ? value.format(DATE_FORMAT[language]) : date;
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
