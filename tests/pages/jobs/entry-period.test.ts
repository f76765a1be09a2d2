import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { entryPeriodState, timeLeft } from '../../../src/lib/entry-period';
import { addWeekdays, todayIn } from '../../../src/lib/weekdays';
import { countdownText } from '../../../src/pages/job-detail/countdown-text';
import { changeLanguage } from '../../../src/lib/i18n';

const period = { entryBeginDate: '2026-12-01T00:00:00Z', entryEndDate: '2026-12-10T12:00:00Z' };
const at = (iso: string) => Date.parse(iso);

describe('the entry period', () => {
  it('is not open before its beginning, open until its end, closed from its end on', () => {
    expect(entryPeriodState(period, at('2026-11-30T23:59:59Z'))).toEqual({
      kind: 'notYetOpen',
      begin: new Date(period.entryBeginDate),
    });
    expect(entryPeriodState(period, at('2026-12-01T00:00:00Z'))).toEqual({
      kind: 'open',
      end: new Date(period.entryEndDate),
    });
    expect(entryPeriodState(period, at('2026-12-10T12:00:00Z'))).toEqual({
      kind: 'closed',
      end: new Date(period.entryEndDate),
    });
    expect(entryPeriodState({}, at('2030-01-01T00:00:00Z'))).toEqual({ kind: 'open', end: null });
  });

  it('counts the time left in days, hours and minutes, rounded up to the minute', () => {
    expect(timeLeft(new Date(period.entryEndDate), at('2026-12-07T09:30:30Z'))).toEqual({
      days: 3,
      hours: 2,
      minutes: 30,
    });
    expect(timeLeft(new Date(period.entryEndDate), at('2026-12-11T00:00:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
    });
  });
});

describe('the countdown in words', () => {
  beforeAll(async () => {
    await i18next.loadNamespaces('entries');
  });
  const t = () => i18next.getFixedT(null, 'entries');

  it('says days and hours, then hours and minutes, then minutes', async () => {
    await changeLanguage('en');
    expect(countdownText(t(), { days: 3, hours: 2, minutes: 30 })).toBe('3 days 2 hours');
    expect(countdownText(t(), { days: 1, hours: 0, minutes: 5 })).toBe('1 day');
    expect(countdownText(t(), { days: 0, hours: 1, minutes: 1 })).toBe('1 hour 1 minute');
    expect(countdownText(t(), { days: 0, hours: 0, minutes: 12 })).toBe('12 minutes');
    expect(countdownText(t(), { days: 0, hours: 0, minutes: 0 })).toBe('less than a minute');
  });

  it('in Korean too', async () => {
    await changeLanguage('ko');
    expect(countdownText(t(), { days: 3, hours: 2, minutes: 30 })).toBe('3일 2시간');
    expect(countdownText(t(), { days: 0, hours: 5, minutes: 12 })).toBe('5시간 12분');
  });
});

describe('expected dates in weekdays', () => {
  it('skips weekends, not counting the day itself', () => {
    // Friday + 1 = Monday; Wednesday + 5 = next Wednesday.
    expect(addWeekdays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWeekdays('2026-11-25', 5)).toBe('2026-12-02');
    expect(addWeekdays('2026-11-28', 7)).toBe('2026-12-08');
  });

  it('takes today in the business zone', () => {
    const instant = new Date('2026-11-25T16:00:00Z');
    expect(todayIn('Asia/Seoul', instant)).toBe('2026-11-26');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-25');
  });
});
