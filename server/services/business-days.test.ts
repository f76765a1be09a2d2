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
