import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTime } from '../../../src/components/ui/date-time';

afterEach(() => vi.restoreAllMocks());

/** The viewer's zone as the browser reports it (dayjs's tz.guess reads Intl). */
function viewerIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone };
  });
}

describe('DateTime', () => {
  it("shows an instant in the viewer's zone without naming it", () => {
    viewerIn('Asia/Seoul');
    render(<DateTime iso="2026-11-21T16:00:00Z" />);
    const time = screen.getByText('Nov 22, 2026 1:00 AM');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-21T16:00:00.000Z');
  });

  it('names the zone when it is not the viewer’s', () => {
    viewerIn('America/Los_Angeles');
    render(<DateTime utcDate="2026-11-20" utcHour="15:00" zone="Asia/Seoul" />);
    expect(screen.getByText('Nov 21, 2026 12:00 AM (GMT+9)')).toBeInTheDocument();
  });

  it('keeps a calendar date as it is and names its zone for a viewer elsewhere', () => {
    viewerIn('America/New_York');
    render(<DateTime date="2026-11-30" zone="Asia/Seoul" />);
    const time = screen.getByText('Nov 30, 2026 (GMT+9)');
    expect(time).toHaveAttribute('datetime', '2026-11-30');
  });

  it('does not name a zone that reads the same clock as the viewer’s', () => {
    viewerIn('Asia/Tokyo');
    render(<DateTime date="2026-11-30" zone="Asia/Seoul" />);
    expect(screen.getByText('Nov 30, 2026')).toBeInTheDocument();
  });
});
