// Reading flag values the same way in every command: required and optional text, whole numbers,
// and times (with a zone, in the business time zone, or relative to now).
import { addDays, instantOf, wallTimeIn } from '../lib/business-time.js';
import { UsageError, type Flags } from './command.js';

export const TIME_HELP =
  'Times: ISO 8601 with a zone (2026-11-20T15:00:00Z, 2026-11-21T00:00+09:00), or a date or date and ' +
  'time without a zone, read in BUSINESS_TIME_ZONE (2026-11-21, 2026-11-21 09:30), or now, now+3d, ' +
  'now-2h, now+30m.';

export function required(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

export function optional(flags: Flags, name: string): string | undefined {
  const value = flags[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** An optional flag that, when given, must be one of `values`. */
export function optionalOneOf<T extends string>(
  flags: Flags,
  name: string,
  values: readonly T[],
): T | undefined {
  const value = optional(flags, name);
  if (value && !(values as readonly string[]).includes(value)) {
    throw new UsageError(`--${name} is one of ${values.join(', ')}`);
  }
  return value as T | undefined;
}

/** --limit of a list: a whole number of at least 1, 100 unless given. */
export function limitFlag(flags: Flags): number {
  const limit = Number(optional(flags, 'limit') ?? 100);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit is a whole number of at least 1');
  return limit;
}

/** Digits only (thousands separators allowed): money and counts are never fractions. */
export function wholeNumber(text: string, name: string): number {
  const cleaned = text.replace(/[,_]/g, '');
  if (!/^\d+$/.test(cleaned) || !Number.isSafeInteger(Number(cleaned))) {
    throw new UsageError(`--${name} must be a whole number (got "${text}")`);
  }
  return Number(cleaned);
}

export function floorToMinute(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / 60_000) * 60_000);
}

export function parseTime(text: string, timeZone: string, now: Date, name: string): Date {
  const value = text.trim();
  const relative = /^now(?:([+-])(\d+)([dhm]))?$/.exec(value);
  if (relative) {
    if (!relative[1]) return now;
    const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[relative[3] as 'd' | 'h' | 'm'];
    return new Date(now.getTime() + (relative[1] === '-' ? -1 : 1) * Number(relative[2]) * unit);
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(value)) {
    const parsed = new Date(value);
    if (!Number.isNaN(parsed.getTime())) return parsed;
  }
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(value);
  if (local) {
    const wall = {
      year: Number(local[1]),
      month: Number(local[2]),
      day: Number(local[3]),
      hour: Number(local[4] ?? 0),
      minute: Number(local[5] ?? 0),
    };
    // Refuse 2026-02-30 and 25:00 instead of rolling them over.
    const check = addDays(wall, 0);
    if (check.month === wall.month && check.day === wall.day && wall.hour < 24 && wall.minute < 60) {
      const instant = instantOf(wall, timeZone);
      const shown = wallTimeIn(instant, timeZone);
      if (shown.day === wall.day) return instant;
    }
  }
  throw new UsageError(`--${name}: cannot read "${text}" as a time. ${TIME_HELP}`);
}
