// Dates and times. The API sends competition dates as UTC date + hour strings
// ("2026-11-20", "15:00") and other instants as ISO timestamps; the SPA shows them in the
// browser's time zone (CONTRACT.md), formatted per language. `timeZone` is a parameter so that
// tests (and a future user setting) can fix it.
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Language } from './constants';

dayjs.extend(utc);
dayjs.extend(timezone);

const DATE_FORMAT: Record<Language, string> = { ko: 'YYYY.MM.DD', en: 'MMM D, YYYY' };
const DATE_TIME_FORMAT: Record<Language, string> = { ko: 'YYYY.MM.DD HH:mm', en: 'MMM D, YYYY h:mm A' };

export function browserTimeZone(): string {
  return dayjs.tz.guess();
}

/** A UTC calendar date and "HH:mm" hour as an instant in `timeZone`; null when either is malformed. */
export function fromUtcDateHour(date: string, hour: string, timeZone = browserTimeZone()): Dayjs | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{1,2}:\d{2}$/.test(hour)) return null;
  const instant = dayjs.utc(`${date}T${hour.padStart(5, '0')}:00Z`);
  return instant.isValid() ? instant.tz(timeZone) : null;
}

/** An ISO timestamp ("2026-11-21T16:00:00Z") as an instant in `timeZone`; null when malformed. */
export function fromIsoTimestamp(value: string, timeZone = browserTimeZone()): Dayjs | null {
  const instant = dayjs.utc(value);
  return instant.isValid() ? instant.tz(timeZone) : null;
}

export function formatDate(value: Dayjs | null, language: Language): string {
  return value ? value.format(DATE_FORMAT[language]) : '';
}

export function formatDateTime(value: Dayjs | null, language: Language): string {
  return value ? value.format(DATE_TIME_FORMAT[language]) : '';
}

/** "2026-11-20" + "15:00" (UTC) → "2026.11.21 00:00" in Seoul, "Nov 20, 2026 7:00 AM" in Los Angeles. */
export function formatUtcDateHour(
  date: string,
  hour: string,
  language: Language,
  timeZone = browserTimeZone(),
): string {
  return formatDateTime(fromUtcDateHour(date, hour, timeZone), language);
}

export function formatTimestamp(value: string, language: Language, timeZone = browserTimeZone()): string {
  return formatDateTime(fromIsoTimestamp(value, timeZone), language);
}
