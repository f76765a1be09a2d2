// A job's entry period (issue 18; contract/topics.ts entryBeginDate, entryEndDate) for the screens:
// the contract's rule (contract/topic-rules.ts entryPeriodState, by which the server refuses an
// entry) with the instant that the state is counted to, and the time left until it in days, hours
// and minutes.
import { entryPeriodState as periodStateAt } from '../../contract/topic-rules';

export interface EntryPeriodFields {
  entryBeginDate?: string | null;
  entryEndDate?: string | null;
}

export type EntryPeriodState =
  { kind: 'open'; end: Date | null } | { kind: 'notYetOpen'; begin: Date } | { kind: 'closed'; end: Date };

function instant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** The period's two ends as dates (either may be missing; an instant that does not parse is). */
export function entryPeriodBounds(topic: EntryPeriodFields): { begin: Date | null; end: Date | null } {
  return { begin: instant(topic.entryBeginDate), end: instant(topic.entryEndDate) };
}

export function entryPeriodState(topic: EntryPeriodFields, now: number): EntryPeriodState {
  const { begin, end } = entryPeriodBounds(topic);
  const kind = periodStateAt(topic, new Date(now));
  if (kind === 'notYetOpen' && begin) return { kind, begin };
  if (kind === 'closed' && end) return { kind, end };
  return { kind: 'open', end };
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE_MS = 60_000;

/**
 * Whole days, hours and minutes from `now` until `until` (0 once it has passed), rounded up to the
 * minute so that "closes in 0 minutes" is never shown while entries are still open.
 */
export function timeLeft(until: Date, now: number): TimeLeft {
  const minutesLeft = Math.max(0, Math.ceil((until.getTime() - now) / MINUTE_MS));
  return {
    days: Math.floor(minutesLeft / (24 * 60)),
    hours: Math.floor((minutesLeft % (24 * 60)) / 60),
    minutes: minutesLeft % 60,
  };
}
