import dayjs, { type Dayjs } from 'dayjs';
import {
  browserTimeZone,
  formatDate,
  formatDateTime,
  fromIsoTimestamp,
  fromUtcDateHour,
} from '../../lib/date';
import { currentLanguage } from '../../lib/i18n';
import type { Language } from '../../lib/constants';

type When =
  /** An instant (ISO timestamp). */
  | { iso: string; utcDate?: never; utcHour?: never; date?: never }
  /** A UTC calendar date and "HH:mm" hour, as the group API sends them. */
  | { utcDate: string; utcHour: string; iso?: never; date?: never }
  /** A calendar date ("2026-11-30") that belongs to `zone`: shown as the date it is, never shifted. */
  | { date: string; iso?: never; utcDate?: never; utcHour?: never };

type DateTimeProps = When & {
  /**
   * The zone to show it in; the viewer's by default. A zone other than the viewer's is always
   * named after the value ("2026.11.30 (GMT+9)"), so that two times on one page never disagree
   * silently.
   */
  zone?: string;
  /** The calendar date only. */
  dateOnly?: boolean;
};

function calendarDate(date: string): Dayjs | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const value = dayjs(date);
  return value.isValid() ? value : null;
}

/** The short name of `zone` at `at` in `language` ("GMT+9", "EST"). */
export function zoneName(zone: string, at: Date, language: Language): string {
  const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'short' }).formatToParts(
    at,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** Whether two zones read the same wall clock at `at` (Asia/Tokyo and Asia/Seoul do). */
function sameClock(zone: string, other: string, at: Date): boolean {
  return zone === other || dayjs(at).tz(zone).utcOffset() === dayjs(at).tz(other).utcOffset();
}

/** A date or date-time in a `<time>` element, in the viewer's zone unless `zone` says otherwise. */
export function DateTime(props: DateTimeProps) {
  const language = currentLanguage();
  const viewerZone = browserTimeZone();
  const zone = props.zone ?? viewerZone;
  let value: Dayjs | null;
  if (props.date !== undefined) value = calendarDate(props.date);
  else if (props.iso !== undefined) value = fromIsoTimestamp(props.iso, zone);
  else value = fromUtcDateHour(props.utcDate, props.utcHour, zone);
  if (!value) return null;
  const dateOnly = props.dateOnly || props.date !== undefined;
  const text = dateOnly ? formatDate(value, language) : formatDateTime(value, language);
  const named = sameClock(zone, viewerZone, value.toDate())
    ? ''
    : ` (${zoneName(zone, value.toDate(), language)})`;
  const machine = props.date ?? value.toISOString();
  return <time dateTime={machine}>{`${text}${named}`}</time>;
}
