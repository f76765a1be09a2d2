// Runs the competition jobs inside the server process: at start and then at every minute, it moves
// groups by the clock (lifecycle.ts) and, when the day's 01:00 run (business time zone) has not
// happened yet, runs the statistics. A missed 01:00 (the server was down) is caught up at the next
// tick. Every tick takes the advisory lock, so with N instances only one does the work.
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '../../contract/error-codes.js';
import { COMPETITION_JOBS_LOCK_ID, withAdvisoryLock, withAdvisoryLockWaiting } from '../db/advisory-lock.js';
import type { Currency } from '../../contract/money-rules.js';
import type { DatabaseHandle } from '../db/client.js';
import { describeErrorForLog } from '../lib/error-log.js';
import { latestDailyTime } from '../lib/business-time.js';
import { CompetitionInputError } from './competition-input.js';
import { advanceGroupStates } from './lifecycle.js';
import { latestRunSince, runStatistics, STATISTICS_HOUR } from './statistics.js';

export interface SchedulerOptions {
  handle: DatabaseHandle;
  log: FastifyBaseLogger;
  timeZone: string;
  /** The deployment's currency: the statistics run credits final results in it. KRW unless set. */
  currency?: Currency;
  now?: () => Date;
  intervalMs?: number;
}

export interface TickResult {
  /** False when another instance holds the lock. */
  ran: boolean;
  started: number;
  completed: number;
  /** Groups updated by a statistics run in this tick, or null when none was due. */
  statisticsGroups: number | null;
}

/** One tick: the lifecycle, then the daily statistics run when it is due. */
export async function runCompetitionTick(
  handle: DatabaseHandle,
  now: Date,
  timeZone: string,
  currency: Currency = 'KRW',
): Promise<TickResult> {
  const outcome = await withAdvisoryLock(handle, COMPETITION_JOBS_LOCK_ID, async () => {
    const dueSince = latestDailyTime(now, timeZone, STATISTICS_HOUR);
    if ((await latestRunSince(handle.db, dueSince)) === null) {
      // runStatistics moves the groups first.
      const run = await runStatistics(handle.db, { now, trigger: 'schedule', currency });
      return { ...run.advanced, statisticsGroups: run.groupUuids.length };
    }
    const advanced = await advanceGroupStates(handle.db, now);
    return { ...advanced, statisticsGroups: null };
  });
  if (!outcome.acquired) return { ran: false, started: 0, completed: 0, statisticsGroups: null };
  return { ran: true, ...outcome.result };
}

/**
 * An operator's run of a competition job (run-statistics, advance-states) under the jobs' lock:
 * it waits for a tick in flight, and is refused (CompetitionInputError) when the lock stays busy.
 */
export async function withCompetitionJobsLock<T>(handle: DatabaseHandle, task: () => Promise<T>): Promise<T> {
  const outcome = await withAdvisoryLockWaiting(handle, COMPETITION_JOBS_LOCK_ID, task);
  if (!outcome.acquired) {
    throw new CompetitionInputError(
      'another statistics run or state change is busy; try again in a minute',
      ErrorCode.CompetitionJobsBusy,
    );
  }
  return outcome.result;
}

export interface CompetitionScheduler {
  /** Resolves when the first tick (at start) has finished. */
  readonly firstTick: Promise<void>;
  /** Stops the timer and waits for a tick in flight. */
  stop(): Promise<void>;
}

export function startCompetitionScheduler(options: SchedulerOptions): CompetitionScheduler {
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      const result = await runCompetitionTick(options.handle, now(), options.timeZone, options.currency);
      if (result.started > 0 || result.completed > 0 || result.statisticsGroups !== null) {
        options.log.info({ competitionJobs: result }, 'competition groups updated');
      }
    } catch (error) {
      // The next tick tries again (a database outage must not stop the schedule).
      options.log.error({ error: describeErrorForLog(error) }, 'competition jobs failed');
    }
  };

  const schedule = () => {
    if (stopped) return;
    // Just after each minute starts, so that a group beginning on the minute moves within a second.
    const delay = intervalMs - (Date.now() % intervalMs) + 500;
    timer = setTimeout(() => {
      inFlight = tick().finally(schedule);
    }, delay);
  };

  const firstTick = tick().finally(schedule);
  inFlight = firstTick;

  return {
    firstTick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
}
