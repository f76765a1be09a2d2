// Wall-clock time in the business time zone (BUSINESS_TIME_ZONE, Asia/Seoul by default) and the UTC
// strings of the API. Built on Intl only, so it follows the zone's daylight-saving rules without a
// time-zone library.

export interface WallTime {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time of `instant` in `timeZone`. */
export function wallTimeIn(instant: Date, timeZone: string): WallTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year']!,
    month: parts['month']!,
    day: parts['day']!,
    hour: parts['hour']!,
    minute: parts['minute']!,
    second: parts['second']!,
  };
}

/** Milliseconds that `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallTimeIn(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the clocks of `timeZone` show `wall`. A wall time skipped by a DST jump
 * resolves to the instant just after the jump; a repeated one to its first occurrence.
 */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  if (first === second) return new Date(first);
  // Two candidates: keep one whose wall time is right, preferring the earlier.
  const candidates = [Math.min(first, second), Math.max(first, second)];
  const matching = candidates.find((candidate) => {
    const shown = wallTimeIn(new Date(candidate), timeZone);
    return shown.hour === wall.hour && shown.minute === wall.minute && shown.day === wall.day;
  });
  return new Date(matching ?? Math.max(first, second));
}

/** The calendar date `days` after (or before) the given one. */
export function addDays(wall: WallTime, days: number): WallTime {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: wall.hour,
    minute: wall.minute,
  };
}

/** Midnight (00:00) of the business day `days` after the one `now` falls in. */
export function businessMidnight(now: Date, timeZone: string, days = 0): Date {
  const today = wallTimeIn(now, timeZone);
  return instantOf(addDays({ ...today, hour: 0, minute: 0 }, days), timeZone);
}

/**
 * The most recent daily time `hour`:00 in `timeZone` at or before `now` (today's when it has
 * passed, otherwise yesterday's).
 */
export function latestDailyTime(now: Date, timeZone: string, hour: number): Date {
  const today = wallTimeIn(now, timeZone);
  const todays = instantOf({ ...today, hour, minute: 0 }, timeZone);
  if (todays.getTime() <= now.getTime()) return todays;
  return instantOf(addDays({ ...today, hour, minute: 0 }, -1), timeZone);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD in UTC. */
export function utcDate(instant: Date): string {
  return `${instant.getUTCFullYear()}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())}`;
}

/** HH:mm in UTC. */
export function utcHour(instant: Date): string {
  return `${pad(instant.getUTCHours())}:${pad(instant.getUTCMinutes())}`;
}

/** ISO 8601 in UTC to the second ("2026-11-21T16:00:00Z"). */
export function utcTimestamp(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** "2026-11-25 09:00 (GMT+9)": a time in the business zone, with its offset so nobody guesses. */
export function zonedMinute(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']} (${parts['timeZoneName']})`;
}
