// "Add to calendar" (issue 18): an .ics file for a period (a job's entry period, a group's
// competition period). Times are written in UTC (DTSTART:20261130T150000Z) so that every calendar
// program shows them in its own user's zone. The `ics` package is imported on click only: it must
// not weigh on any route's first download.
import type { EventAttributes } from 'ics';
import { saveBlob } from './save-blob';

export interface CalendarPeriod {
  /** Stable across downloads, so that importing the file again updates the event. */
  uid: string;
  title: string;
  description: string;
  /** The page the event comes from (also appended to the description, which every program shows). */
  url: string;
  start: Date;
  end: Date;
}

type UtcDateArray = [number, number, number, number, number];

function utcParts(date: Date): UtcDateArray {
  return [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
  ];
}

/** The event's attributes for `ics`' createEvent. */
export function calendarEvent(period: CalendarPeriod): EventAttributes {
  return {
    uid: period.uid,
    productId: 'creator-portal',
    title: period.title,
    description: `${period.description}\n${period.url}`,
    url: period.url,
    start: utcParts(period.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(period.end),
    endInputType: 'utc',
    endOutputType: 'utc',
  };
}

/** The .ics text of one period; throws when `ics` refuses it. */
export async function calendarFileText(period: CalendarPeriod): Promise<string> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent(calendarEvent(period));
  if (error || !value) throw error ?? new Error('no calendar text');
  return value;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed.
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/** A file name from a job's name: characters no system allows become '-', at most 50 characters. */
export function calendarFileName(name: string): string {
  const base = [...name.replace(UNSAFE_IN_FILE_NAMES, '-').replace(/\s+/g, ' ').trim()]
    .slice(0, 50)
    .join('')
    .replace(/^[.\s-]+|[.\s-]+$/g, '');
  return `${base || 'event'}.ics`;
}

/** Makes the file and hands it to the browser as a download. */
export async function downloadCalendarFile(period: CalendarPeriod, fileName: string): Promise<void> {
  const text = await calendarFileText(period);
  saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), fileName);
}
