import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, publicHolidays } from './business-days.js';

const KR = { country: 'KR', timeZone: 'Asia/Seoul' };
const US = { country: 'US', timeZone: 'America/New_York' };

describe('business days', () => {
  it('skips the whole of Chuseok and the weekend after it (Korea, 2026)', () => {
    // Wednesday 23 September, 10:00 in Seoul; Chuseok is Thursday 24 to Saturday 26.
    expect(
      ['2026-09-24', '2026-09-25', '2026-09-26'].every((day) => publicHolidays('KR', 2026).has(day)),
    ).toBe(true);
    expect(addBusinessDays(new Date('2026-09-23T01:00:00Z'), 5, KR)).toBe('2026-10-02');
  });

  it('skips Seollal: the day before the lunar new year, the day and the day after (2025, 2026)', () => {
    // The new year on Tuesday 17 February 2026: Monday 16 to Wednesday 18 are holidays, Thursday 19 is not.
    expect(['2026-02-16', '2026-02-17', '2026-02-18'].map((day) => isBusinessDay(day, 'KR'))).toEqual([
      false,
      false,
      false,
    ]);
    expect(isBusinessDay('2026-02-19', 'KR')).toBe(true);
    // Friday 13 February + 1 business day: the weekend and the three days of Seollal → Thursday 19.
    expect(addBusinessDays(new Date('2026-02-13T02:00:00Z'), 1, KR)).toBe('2026-02-19');
    // 2025: the new year on Wednesday 29 January; Tuesday 28 to Thursday 30, Friday 31 a workday.
    expect(isBusinessDay('2025-01-28', 'KR')).toBe(false);
    expect(isBusinessDay('2025-01-31', 'KR')).toBe(true);
    // 2027: Saturday 6 to Monday 8 February with Sunday the 7th in it, so Tuesday 9 is a substitute.
    expect(addBusinessDays(new Date('2027-02-05T02:00:00Z'), 1, KR)).toBe('2027-02-10');
  });

  it('skips a substitute holiday (Gaecheonjeol on a Saturday moves to Monday 5 October 2026)', () => {
    expect(isBusinessDay('2026-10-05', 'KR')).toBe(false);
    // Friday 2 October + 1 business day: Saturday, Sunday, the Monday substitute holiday → Tuesday.
    expect(addBusinessDays(new Date('2026-10-02T03:00:00Z'), 1, KR)).toBe('2026-10-06');
  });

  it('counts from the date in the business time zone, not in UTC', () => {
    // 23:30 UTC on Sunday 22 November is already Monday 23 November in Seoul.
    expect(addBusinessDays(new Date('2026-11-22T23:30:00Z'), 5, KR)).toBe('2026-11-30');
  });

  it("uses the deployment country's holidays (Thanksgiving in the US, a plain Thursday in Korea)", () => {
    expect(isBusinessDay('2026-11-26', 'US')).toBe(false);
    expect(isBusinessDay('2026-11-26', 'KR')).toBe(true);
    expect(addBusinessDays(new Date('2026-11-25T15:00:00Z'), 2, US)).toBe('2026-11-30');
  });
});
