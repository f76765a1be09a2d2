import { describe, expect, it } from 'vitest';
import { formatDate, formatTimestamp, formatUtcDateHour, fromIsoTimestamp, fromUtcDateHour } from './date';

// Explicit zones keep these tests independent of the machine's TZ.
const SEOUL = 'Asia/Seoul'; // UTC+9, no daylight saving
const LOS_ANGELES = 'America/Los_Angeles'; // UTC-8 in November

describe('UTC date + hour from the API', () => {
  it('moves to the next day in Seoul', () => {
    expect(formatUtcDateHour('2026-11-20', '15:00', 'ko', SEOUL)).toBe('2026.11.21 00:00');
    expect(formatUtcDateHour('2026-11-20', '15:00', 'en', SEOUL)).toBe('Nov 21, 2026 12:00 AM');
  });

  it('stays on the same day in Los Angeles', () => {
    expect(formatUtcDateHour('2026-11-20', '15:00', 'en', LOS_ANGELES)).toBe('Nov 20, 2026 7:00 AM');
    expect(formatUtcDateHour('2026-11-20', '15:00', 'ko', LOS_ANGELES)).toBe('2026.11.20 07:00');
  });

  it('accepts a one-digit hour', () => {
    expect(fromUtcDateHour('2026-11-20', '1:00', SEOUL)?.format('YYYY-MM-DD HH:mm')).toBe('2026-11-20 10:00');
  });

  it('gives nothing for malformed input instead of "Invalid Date"', () => {
    expect(fromUtcDateHour('20/11/2026', '15:00', SEOUL)).toBeNull();
    expect(fromUtcDateHour('2026-11-20', 'noon', SEOUL)).toBeNull();
    expect(formatUtcDateHour('', '', 'ko', SEOUL)).toBe('');
  });
});

describe('ISO timestamps', () => {
  it('show in the given zone, per language', () => {
    expect(formatTimestamp('2026-11-21T16:00:00Z', 'ko', SEOUL)).toBe('2026.11.22 01:00');
    expect(formatTimestamp('2026-11-21T16:00:00Z', 'en', LOS_ANGELES)).toBe('Nov 21, 2026 8:00 AM');
  });

  it('respect an explicit offset', () => {
    expect(formatTimestamp('2026-11-22T01:00:00+09:00', 'ko', SEOUL)).toBe('2026.11.22 01:00');
  });

  it('format as a date alone', () => {
    expect(formatDate(fromIsoTimestamp('2026-11-21T16:00:00Z', SEOUL), 'ko')).toBe('2026.11.22');
    expect(formatDate(fromIsoTimestamp('2026-11-21T16:00:00Z', LOS_ANGELES), 'en')).toBe('Nov 21, 2026');
  });

  it('give nothing for malformed input', () => {
    expect(fromIsoTimestamp('not a date', SEOUL)).toBeNull();
    expect(formatTimestamp('not a date', 'en', SEOUL)).toBe('');
  });
});
