// Business days (CONTRACT.md "Money", spec §9): weekends and the public holidays of the
// deployment's country (BUSINESS_COUNTRY, KR by default) are skipped, with the holiday calendar of
// `date-holidays` (substitute holidays and multi-day holidays such as Chuseok included). Dates are
// calendar dates in the business time zone, as YYYY-MM-DD.
import Holidays from 'date-holidays';
import { wallTimeIn } from './business-time.js';

export interface BusinessCalendar {
  country: string;
  timeZone: string;
}

const DAY_MS = 24 * 60 * 60_000;
const holidayCache = new Map<string, Set<string>>();

/**
 * Corrections to date-holidays' rules, in days to move the start by. Seollal (설날) is the day
 * before the lunar new year, the day itself and the day after (2026: 16 to 18 February, the new
 * year on the 17th), but date-holidays 3.x starts its three days on the new year itself (17 to 19
 * February), a weekday off at both ends. Its hand-listed substitute days already assume the right
 * days, and Chuseok's rule (the 14th of the 8th month) is right.
 */
const RULE_START_CORRECTIONS: Readonly<Record<string, number>> = { 'korean 01-0-01 P3D': -1 };

/** The public holidays of `country` in `year`, as YYYY-MM-DD (every day of a multi-day holiday). */
export function publicHolidays(country: string, year: number): Set<string> {
  const cacheKey = `${country}:${year}`;
  const cached = holidayCache.get(cacheKey);
  if (cached) return cached;
  const days = new Set<string>();
  for (const holiday of new Holidays(country).getHolidays(year)) {
    if (holiday.type !== 'public') continue;
    const first = holiday.date.slice(0, 10);
    const length = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
    const correction = RULE_START_CORRECTIONS[holiday.rule] ?? 0;
    const firstDay = Date.parse(`${first}T00:00:00Z`) + correction * DAY_MS;
    for (let offset = 0; offset < length; offset += 1) {
      days.add(new Date(firstDay + offset * DAY_MS).toISOString().slice(0, 10));
    }
  }
  holidayCache.set(cacheKey, days);
  return days;
}

/** The calendar date of `instant` in the business time zone. */
export function businessDate(instant: Date, timeZone: string): string {
  const wall = wallTimeIn(instant, timeZone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

export function isBusinessDay(date: string, country: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(country, day.getUTCFullYear()).has(date);
}

/**
 * The date `days` business days after the day of `from` (in the business time zone): the day of
 * `from` itself does not count, so a Friday entry with 5 business days is due the next Friday.
 */
export function addBusinessDays(from: Date, days: number, calendar: BusinessCalendar): string {
  let date = Date.parse(`${businessDate(from, calendar.timeZone)}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date += DAY_MS;
    if (isBusinessDay(new Date(date).toISOString().slice(0, 10), calendar.country)) left -= 1;
  }
  return new Date(date).toISOString().slice(0, 10);
}

/**
 * Business days from the day of `from` to the day of `to` (the day of `from` not counted, the day
 * of `to` counted): 0 on the same day, 1 on the next business day. 0 when `to` is not later.
 */
export function businessDaysBetween(from: Date, to: Date, calendar: BusinessCalendar): number {
  let date = Date.parse(`${businessDate(from, calendar.timeZone)}T00:00:00Z`);
  const end = Date.parse(`${businessDate(to, calendar.timeZone)}T00:00:00Z`);
  let days = 0;
  while (date < end) {
    date += DAY_MS;
    if (isBusinessDay(new Date(date).toISOString().slice(0, 10), calendar.country)) days += 1;
  }
  return days;
}
