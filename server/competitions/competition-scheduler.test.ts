// The scheduler's tick on a real (embedded) database with an injected clock: the lifecycle every
// tick, the statistics once per business day after 01:00 (caught up after a missed 01:00), and
// nothing while another instance holds the lock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GroupState } from '../../contract/topics.js';
import { COMPETITION_JOBS_LOCK_ID, withAdvisoryLock } from '../db/advisory-lock.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { competitionGroups, statisticsRuns, topics } from '../db/schema.js';
import { DAY, HOUR, topicWithGroup } from '../tests/competition-fixtures.js';
import { runCompetitionTick, startCompetitionScheduler } from './competition-scheduler.js';
import { openTestDatabase } from '../tests/pglite-template.js';

const ZONE = 'Asia/Seoul';
// 01:00 in Seoul on 22 November 2026.
const RUN_TIME = new Date('2026-11-21T16:00:00Z');

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(topics);
  await handle.db.delete(statisticsRuns);
});

const at = (offsetMs: number) => new Date(RUN_TIME.getTime() + offsetMs);

describe('runCompetitionTick', () => {
  it('runs the statistics once per business day at 01:00, and moves groups at every tick', async () => {
    // Ends at midnight Seoul (one hour before the run), as the spec's competitions do.
    const { groupUuid } = await topicWithGroup(handle.db, {
      now: at(-8 * DAY),
      beginAt: at(-7 * DAY - HOUR),
      endAt: at(-HOUR),
    });
    // The previous day's run happened.
    await handle.db.insert(statisticsRuns).values({ trigger: 'schedule', ranAt: at(-DAY), groupCount: 1 });

    // 23:59 (a tick at that time): the group, waiting until now, is competing.
    expect(await runCompetitionTick(handle, at(-HOUR - 60_000), ZONE)).toEqual({
      ran: true,
      started: 1,
      completed: 0,
      statisticsGroups: null,
    });
    // ...00:00: completed by the clock, but no statistics until 01:00.
    expect(await runCompetitionTick(handle, at(-HOUR), ZONE)).toMatchObject({
      completed: 1,
      statisticsGroups: null,
    });
    expect(await runCompetitionTick(handle, at(-1), ZONE)).toMatchObject({ statisticsGroups: null });
    // 01:00: the run makes the completed group's results final.
    expect(await runCompetitionTick(handle, RUN_TIME, ZONE)).toMatchObject({ statisticsGroups: 1 });
    const [group] = await handle.db.select().from(competitionGroups);
    expect(group).toMatchObject({
      uuid: groupUuid,
      state: GroupState.Completed,
      finalStatisticsAt: RUN_TIME,
    });
    // Later ticks that day do not run it again.
    expect(await runCompetitionTick(handle, at(60_000), ZONE)).toMatchObject({ statisticsGroups: null });
    expect(await runCompetitionTick(handle, at(22 * HOUR), ZONE)).toMatchObject({ statisticsGroups: null });
    // The next day's 01:00 does (nothing left to update).
    expect(await runCompetitionTick(handle, at(DAY), ZONE)).toMatchObject({ statisticsGroups: 0 });
  });

  it('catches up a missed 01:00 at the next tick (the server was down)', async () => {
    await handle.db.insert(statisticsRuns).values({ trigger: 'schedule', ranAt: at(-DAY), groupCount: 0 });
    expect(await runCompetitionTick(handle, at(9 * HOUR), ZONE)).toMatchObject({ statisticsGroups: 0 });
    const runs = await handle.db.select().from(statisticsRuns);
    expect(runs.map((run) => run.ranAt)).toContainEqual(at(9 * HOUR));
  });

  it('an on-demand run before 01:00 does not replace the 01:00 run; one after it does', async () => {
    await handle.db.insert(statisticsRuns).values({ trigger: 'ops', ranAt: at(-60_000), groupCount: 0 });
    expect(await runCompetitionTick(handle, RUN_TIME, ZONE)).toMatchObject({ statisticsGroups: 0 });
    await handle.db.delete(statisticsRuns);
    await handle.db.insert(statisticsRuns).values({ trigger: 'ops', ranAt: at(60_000), groupCount: 0 });
    expect(await runCompetitionTick(handle, at(2 * 60_000), ZONE)).toMatchObject({ statisticsGroups: null });
  });

  it('does nothing while another run holds the lock', async () => {
    let release!: () => void;
    const held = withAdvisoryLock(
      handle,
      COMPETITION_JOBS_LOCK_ID,
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    try {
      expect(await runCompetitionTick(handle, RUN_TIME, ZONE)).toEqual({
        ran: false,
        started: 0,
        completed: 0,
        statisticsGroups: null,
      });
    } finally {
      release();
      await held;
    }
    expect((await runCompetitionTick(handle, RUN_TIME, ZONE)).ran).toBe(true);
  });
});

describe('startCompetitionScheduler', () => {
  it('ticks at start with the injected clock, logs what moved, and stops', async () => {
    const { groupUuid } = await topicWithGroup(handle.db, {
      now: at(-DAY),
      beginAt: at(-HOUR),
      endAt: at(DAY),
    });
    const lines: unknown[] = [];
    const log = {
      info: (...args: unknown[]) => lines.push(args),
      error: (...args: unknown[]) => lines.push(args),
    };
    const scheduler = startCompetitionScheduler({
      handle,
      log: log as never,
      timeZone: ZONE,
      now: () => RUN_TIME,
      intervalMs: 60_000,
    });
    await scheduler.firstTick;
    await scheduler.stop();
    const [group] = await handle.db.select().from(competitionGroups);
    expect(group).toMatchObject({
      uuid: groupUuid,
      state: GroupState.Competing,
      competitionUpdateAt: RUN_TIME,
    });
    expect(JSON.stringify(lines)).toContain('competition groups updated');
  });

  it('logs a failing tick instead of throwing', async () => {
    const closed = await openDatabase({ inMemory: true });
    await closed.close();
    const errors: unknown[] = [];
    const scheduler = startCompetitionScheduler({
      handle: closed,
      log: { info: () => {}, error: (...args: unknown[]) => errors.push(args) } as never,
      timeZone: ZONE,
    });
    await scheduler.firstTick;
    await scheduler.stop();
    expect(JSON.stringify(errors)).toContain('competition jobs failed');
  });
});
