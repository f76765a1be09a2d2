import { describe, expect, it } from 'vitest';
import {
  businessMidnight,
  instantOf,
  latestDailyTime,
  utcDate,
  utcHour,
  utcTimestamp,
  wallTimeIn,
} from './business-time.js';

describe('business time', () => {
  it('reads the wall clock of a zone', () => {
    expect(wallTimeIn(new Date('2026-11-21T16:30:00Z'), 'Asia/Seoul')).toMatchObject({
      year: 2026,
      month: 11,
      day: 22,
      hour: 1,
      minute: 30,
    });
  });

  it('finds the instant of a wall time (Seoul is UTC+9 all year)', () => {
    expect(
      instantOf({ year: 2026, month: 11, day: 22, hour: 0, minute: 0 }, 'Asia/Seoul').toISOString(),
    ).toBe('2026-11-21T15:00:00.000Z');
    expect(instantOf({ year: 2027, month: 1, day: 1, hour: 1, minute: 0 }, 'UTC').toISOString()).toBe(
      '2027-01-01T01:00:00.000Z',
    );
  });

  it('follows daylight saving time (New York)', () => {
    expect(
      instantOf({ year: 2026, month: 7, day: 1, hour: 1, minute: 0 }, 'America/New_York').toISOString(),
    ).toBe('2026-07-01T05:00:00.000Z');
    expect(
      instantOf({ year: 2026, month: 12, day: 1, hour: 1, minute: 0 }, 'America/New_York').toISOString(),
    ).toBe('2026-12-01T06:00:00.000Z');
    // 02:30 does not exist on 8 March 2026 there: the instant just after the jump.
    expect(
      instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York').toISOString(),
    ).toBe('2026-03-08T07:30:00.000Z');
  });

  it('the latest daily 01:00 is today once it has passed, otherwise yesterday', () => {
    const zone = 'Asia/Seoul';
    // 00:59 in Seoul on 22 Nov -> 01:00 on 21 Nov
    expect(latestDailyTime(new Date('2026-11-21T15:59:00Z'), zone, 1).toISOString()).toBe(
      '2026-11-20T16:00:00.000Z',
    );
    // 01:00 exactly -> itself
    expect(latestDailyTime(new Date('2026-11-21T16:00:00Z'), zone, 1).toISOString()).toBe(
      '2026-11-21T16:00:00.000Z',
    );
    expect(latestDailyTime(new Date('2026-11-22T03:00:00Z'), zone, 1).toISOString()).toBe(
      '2026-11-21T16:00:00.000Z',
    );
    // Across a month end
    expect(latestDailyTime(new Date('2026-11-30T15:30:00Z'), zone, 1).toISOString()).toBe(
      '2026-11-29T16:00:00.000Z',
    );
  });

  it('midnight of the business day, and days around it', () => {
    const now = new Date('2026-11-22T00:45:00Z'); // 09:45 on 22 Nov in Seoul
    expect(businessMidnight(now, 'Asia/Seoul').toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(businessMidnight(now, 'Asia/Seoul', -3).toISOString()).toBe('2026-11-18T15:00:00.000Z');
    expect(businessMidnight(now, 'UTC', 10).toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });

  it('formats the UTC strings of the API', () => {
    const instant = new Date('2026-11-20T15:07:09.123Z');
    expect(utcDate(instant)).toBe('2026-11-20');
    expect(utcHour(instant)).toBe('15:07');
    expect(utcTimestamp(instant)).toBe('2026-11-20T15:07:09Z');
  });
});
