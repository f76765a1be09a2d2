import { describe, expect, it } from 'vitest';
import { calendarEvent, calendarFileName, calendarFileText } from '../../../src/lib/calendar-file';

const period = {
  uid: 'entry-period-a1@creator-portal',
  title: 'Entry period: Summer travel vlog intro',
  description: 'Entries for the job Summer travel vlog intro.',
  url: 'https://portal.example/jobs/a1',
  // 2026-12-01 00:00 in Seoul to 2026-12-31 23:59 in Seoul.
  start: new Date('2026-11-30T15:00:00Z'),
  end: new Date('2026-12-31T14:59:00Z'),
};

describe('the calendar file of a period', () => {
  it('writes the period in UTC, so that every calendar shows it in its own zone', async () => {
    const text = await calendarFileText(period);
    expect(text).toContain('DTSTART:20261130T150000Z');
    expect(text).toContain('DTEND:20261231T145900Z');
    expect(text).toContain('UID:entry-period-a1@creator-portal');
    expect(text).toContain('SUMMARY:Entry period: Summer travel vlog intro');
    // The page's address in the description, which every program shows (lines fold at 75 octets).
    expect(text.replace(/\r\n[ \t]/g, '')).toContain(
      'Summer travel vlog intro.\\nhttps://portal.example/jobs/a1',
    );
  });

  it('builds its event from UTC parts, whatever the zone of the browser', () => {
    expect(calendarEvent(period)).toMatchObject({
      start: [2026, 11, 30, 15, 0],
      end: [2026, 12, 31, 14, 59],
      startInputType: 'utc',
      startOutputType: 'utc',
      endInputType: 'utc',
      endOutputType: 'utc',
    });
  });

  it('names the file after the job, without characters a file system refuses', () => {
    expect(calendarFileName('Summer travel vlog intro')).toBe('Summer travel vlog intro.ics');
    expect(calendarFileName('카페 메뉴: 그래픽/포스터?')).toBe('카페 메뉴- 그래픽-포스터.ics');
    expect(calendarFileName('x'.repeat(80))).toBe(`${'x'.repeat(50)}.ics`);
    expect(calendarFileName('///')).toBe('event.ics');
  });
});
