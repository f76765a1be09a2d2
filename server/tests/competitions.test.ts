// Topics, groups and group submissions on the real app and an in-memory Postgres: the lifecycle by
// the clock, the statistics run on real rows, and the endpoints' shapes and paging.
// Long file: the lifecycle, the statistics and the endpoints read one seeded database whose setup
// takes seconds.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import {
  GroupState,
  groupSchema,
  mainItemSchema,
  topicSchema,
  TOPIC_TYPE_IMAGE,
} from '../../contract/topics.js';
import {
  competitionGroups,
  groupSubmissions,
  productionReports,
  statisticsRuns,
  topics,
} from '../db/schema.js';
import {
  createTopic,
  recordProduction,
  releaseGroup,
  scheduleGroup,
} from '../competitions/competition-admin.js';
import { advanceGroupStates } from '../competitions/lifecycle.js';
import { runStatistics } from '../competitions/statistics.js';
import { DAY, HOUR, topicInput, topicWithGroup, videoEntries } from './competition-fixtures.js';
import { createTestApp, insertUser, loginToken, type TestApp } from './test-app.js';

const groupPage = envelopeSchema(pageSchema(groupSchema));
const mainPage = envelopeSchema(pageSchema(mainItemSchema));
const topicPage = envelopeSchema(pageSchema(topicSchema));

const T0 = new Date('2026-11-20T15:00:00Z');

let t: TestApp;
let filesDir: string;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'portal-public-files-'));
  t = await createTestApp({ publicFilesDir: filesDir });
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});
beforeEach(async () => {
  // Cascades to groups, entries and reports.
  await t.database.db.delete(topics);
  await t.database.db.delete(statisticsRuns);
});

const db = () => t.database.db;

async function stateOf(groupUuid: string): Promise<number> {
  const [row] = await db()
    .select({ state: competitionGroups.state })
    .from(competitionGroups)
    .where(eq(competitionGroups.uuid, groupUuid));
  return row!.state;
}

async function entriesOf(groupUuid: string) {
  return db()
    .select()
    .from(groupSubmissions)
    .where(eq(groupSubmissions.groupUuid, groupUuid))
    .orderBy(groupSubmissions.position);
}

describe('the group lifecycle by the clock', () => {
  it('waiting before its begin, competing at its begin, completed at its end (UTC)', async () => {
    const beginAt = new Date(T0.getTime() + DAY);
    const endAt = new Date(beginAt.getTime() + 7 * DAY);
    const { groupUuid, state } = await topicWithGroup(db(), { now: T0, beginAt, endAt });
    expect(state).toBe(GroupState.Waiting);

    expect(await advanceGroupStates(db(), new Date(beginAt.getTime() - 1))).toEqual({
      started: 0,
      completed: 0,
    });
    expect(await stateOf(groupUuid)).toBe(GroupState.Waiting);

    expect(await advanceGroupStates(db(), beginAt)).toEqual({ started: 1, completed: 0 });
    expect(await stateOf(groupUuid)).toBe(GroupState.Competing);

    await advanceGroupStates(db(), new Date(endAt.getTime() - 1));
    expect(await stateOf(groupUuid)).toBe(GroupState.Competing);

    expect(await advanceGroupStates(db(), endAt)).toEqual({ started: 0, completed: 1 });
    expect(await stateOf(groupUuid)).toBe(GroupState.Completed);
    // Nothing moves back, nothing moves twice.
    expect(await advanceGroupStates(db(), new Date(endAt.getTime() + DAY))).toEqual({
      started: 0,
      completed: 0,
    });
  });

  it('a waiting group whose whole period has passed goes straight to completed', async () => {
    const { groupUuid } = await topicWithGroup(db(), {
      now: T0,
      beginAt: new Date(T0.getTime() + HOUR),
      endAt: new Date(T0.getTime() + 2 * HOUR),
    });
    expect(await advanceGroupStates(db(), new Date(T0.getTime() + 3 * HOUR))).toEqual({
      started: 0,
      completed: 1,
    });
    expect(await stateOf(groupUuid)).toBe(GroupState.Completed);
  });

  it('a group scheduled inside its period starts competing at once', async () => {
    const { state } = await topicWithGroup(db(), {
      now: T0,
      beginAt: new Date(T0.getTime() - HOUR),
      endAt: new Date(T0.getTime() + DAY),
    });
    expect(state).toBe(GroupState.Competing);
  });

  it('a preparing group is held until released, then follows the clock', async () => {
    const beginAt = new Date(T0.getTime() + HOUR);
    const { groupUuid, state } = await topicWithGroup(db(), {
      now: T0,
      beginAt,
      endAt: new Date(T0.getTime() + DAY),
      preparing: true,
    });
    expect(state).toBe(GroupState.Preparing);
    await advanceGroupStates(db(), new Date(beginAt.getTime() + HOUR));
    expect(await stateOf(groupUuid)).toBe(GroupState.Preparing);
    expect(await releaseGroup(db(), groupUuid, new Date(beginAt.getTime() + HOUR))).toBe(
      GroupState.Competing,
    );
    await expect(releaseGroup(db(), groupUuid, T0)).rejects.toThrow(/not preparing/);
  });
});

describe('the statistics run', () => {
  const beginAt = T0;
  const endAt = new Date(T0.getTime() + 7 * DAY);
  const during = (hours: number) => new Date(beginAt.getTime() + hours * HOUR);

  async function report(entryUuid: string, count: number, hours: number) {
    await recordProduction(
      db(),
      { groupSubmissionUuid: entryUuid, count, producedAt: during(hours) },
      during(hours),
    );
  }

  it('ranks with ties, ratios of the total, amounts that add up exactly to the reward', async () => {
    const { groupUuid, entryUuids } = await topicWithGroup(db(), {
      now: during(1),
      beginAt,
      endAt,
      names: ['A', 'B', 'C', 'D', 'E'],
      topic: { maxAmount: 1_000_000 },
    });
    const [a, b, c, d] = entryUuids as [string, string, string, string, string];
    await report(a, 100, 1);
    await report(a, 20, 5);
    await report(b, 90, 2);
    await report(c, 60, 3);
    await report(d, 60, 4);
    // E produced nothing.
    const now = during(24);
    const run = await runStatistics(db(), { now, trigger: 'ops' });
    expect(run.groupUuids).toEqual([groupUuid]);

    const rows = await entriesOf(groupUuid);
    expect(
      rows.map((row) => [row.countOfOrder, row.ranking, row.ratioBasisPoints, row.accumulationAmount]),
    ).toEqual([
      [120, 1, 3636, 363_637],
      [90, 2, 2727, 272_727],
      [60, 3, 1818, 181_818],
      [60, 3, 1818, 181_818],
      [0, 5, 0, 0],
    ]);
    expect(rows.reduce((sum, row) => sum + row.accumulationAmount!, 0)).toBe(1_000_000);

    const [group] = await db().select().from(competitionGroups).where(eq(competitionGroups.uuid, groupUuid));
    expect(group).toMatchObject({ countOfOrder: 330, competitionUpdateAt: now, finalStatisticsAt: null });
    const runs = await db().select().from(statisticsRuns);
    expect(runs).toMatchObject([{ trigger: 'ops', ranAt: now, groupCount: 1 }]);
  });

  it('three equal shares of 1,000,000 give 333,334 + 333,333 + 333,333', async () => {
    const { groupUuid, entryUuids } = await topicWithGroup(db(), { now: during(1), beginAt, endAt });
    for (const entry of entryUuids) await report(entry, 7, 2);
    await runStatistics(db(), { now: during(3), trigger: 'ops' });
    const rows = await entriesOf(groupUuid);
    expect(rows.map((row) => row.ranking)).toEqual([1, 1, 1]);
    expect(rows.map((row) => row.ratioBasisPoints)).toEqual([3333, 3333, 3333]);
    expect(rows.map((row) => row.accumulationAmount)).toEqual([333_334, 333_333, 333_333]);
  });

  it('a zero total gives zero ratios and amounts, and everybody shares rank 1', async () => {
    const { groupUuid } = await topicWithGroup(db(), { now: during(1), beginAt, endAt });
    await runStatistics(db(), { now: during(3), trigger: 'ops' });
    const rows = await entriesOf(groupUuid);
    expect(
      rows.map((row) => [row.countOfOrder, row.ranking, row.ratioBasisPoints, row.accumulationAmount]),
    ).toEqual([
      [0, 1, 0, 0],
      [0, 1, 0, 0],
      [0, 1, 0, 0],
    ]);
  });

  it('counts only the reports made inside the period and up to the run', async () => {
    const { groupUuid, entryUuids } = await topicWithGroup(db(), { now: during(1), beginAt, endAt });
    const [a] = entryUuids as [string];
    // Rows written directly: recordProduction refuses times outside the period.
    await db()
      .insert(productionReports)
      .values([
        { groupSubmissionUuid: a, count: 1000, producedAt: new Date(beginAt.getTime() - 1) },
        { groupSubmissionUuid: a, count: 5, producedAt: beginAt },
        { groupSubmissionUuid: a, count: 7, producedAt: during(10) },
        { groupSubmissionUuid: a, count: 300, producedAt: during(30) },
        { groupSubmissionUuid: a, count: 2000, producedAt: endAt },
      ]);
    await runStatistics(db(), { now: during(20), trigger: 'ops' });
    expect((await entriesOf(groupUuid))[0]!.countOfOrder).toBe(12);
    await runStatistics(db(), { now: new Date(endAt.getTime() + HOUR), trigger: 'schedule' });
    expect((await entriesOf(groupUuid))[0]!.countOfOrder).toBe(312);
  });

  it('a run moves ended groups to completed and makes their results final; later runs leave them', async () => {
    const { groupUuid, entryUuids } = await topicWithGroup(db(), { now: during(1), beginAt, endAt });
    await report(entryUuids[0]!, 10, 2);
    // The 01:00 run after a midnight end.
    const firstRun = new Date(endAt.getTime() + HOUR);
    const run = await runStatistics(db(), { now: firstRun, trigger: 'schedule' });
    expect(run.advanced).toEqual({ started: 0, completed: 1 });
    expect(run.groupUuids).toEqual([groupUuid]);
    const [group] = await db().select().from(competitionGroups).where(eq(competitionGroups.uuid, groupUuid));
    expect(group).toMatchObject({
      state: GroupState.Completed,
      countOfOrder: 10,
      finalStatisticsAt: firstRun,
    });

    // A late report of a production made during the period is recorded, but the results are final...
    const late = await recordProduction(
      db(),
      { groupSubmissionUuid: entryUuids[1]!, count: 30, producedAt: during(50) },
      new Date(endAt.getTime() + 2 * HOUR),
    );
    expect(late).toMatchObject({ recorded: true, final: true });
    const nextDay = new Date(firstRun.getTime() + DAY);
    expect((await runStatistics(db(), { now: nextDay, trigger: 'schedule' })).groupUuids).toEqual([]);
    expect((await entriesOf(groupUuid)).map((row) => row.ranking)).toEqual([1, 2, 2]);

    // ...until the operator recomputes that group.
    const forced = await runStatistics(db(), { now: nextDay, trigger: 'ops', alsoGroups: [groupUuid] });
    expect(forced.groupUuids).toEqual([groupUuid]);
    expect((await entriesOf(groupUuid)).map((row) => [row.ranking, row.accumulationAmount])).toEqual([
      [2, 250_000],
      [1, 750_000],
      [3, 0],
    ]);
  });

  it('leaves waiting and preparing groups alone', async () => {
    const { groupUuid } = await topicWithGroup(db(), {
      now: T0,
      beginAt: new Date(T0.getTime() + DAY),
      endAt: new Date(T0.getTime() + 2 * DAY),
    });
    expect((await runStatistics(db(), { now: T0, trigger: 'ops' })).groupUuids).toEqual([]);
    const [group] = await db().select().from(competitionGroups).where(eq(competitionGroups.uuid, groupUuid));
    expect(group!.competitionUpdateAt).toBeNull();
    expect((await entriesOf(groupUuid)).every((row) => row.ranking === null)).toBe(true);
  });

  it('production reports: only in the period, not in the future, whole positive counts, resends ignored', async () => {
    const { entryUuids } = await topicWithGroup(db(), { now: during(1), beginAt, endAt });
    const entry = entryUuids[0]!;
    const now = during(10);
    await expect(
      recordProduction(
        db(),
        { groupSubmissionUuid: entry, count: 1, producedAt: new Date(beginAt.getTime() - 1) },
        now,
      ),
    ).rejects.toThrow(/outside the group's period/);
    await expect(
      recordProduction(db(), { groupSubmissionUuid: entry, count: 1, producedAt: during(11) }, now),
    ).rejects.toThrow(/in the future/);
    await expect(recordProduction(db(), { groupSubmissionUuid: entry, count: 0 }, now)).rejects.toThrow();
    await expect(recordProduction(db(), { groupSubmissionUuid: entry, count: 1.5 }, now)).rejects.toThrow();
    await expect(
      recordProduction(db(), { groupSubmissionUuid: '00000000-0000-0000-0000-000000000000', count: 1 }, now),
    ).rejects.toThrow(/no group entry/);
    expect(
      await recordProduction(db(), { groupSubmissionUuid: entry, count: 4, reportId: 'app-1' }, now),
    ).toMatchObject({ recorded: true });
    expect(
      await recordProduction(db(), { groupSubmissionUuid: entry, count: 4, reportId: 'app-1' }, now),
    ).toMatchObject({ recorded: false });
    await expect(
      recordProduction(db(), { groupSubmissionUuid: entryUuids[1]!, count: 4, reportId: 'app-1' }, now),
    ).rejects.toThrow(/another entry/);
  });

  it('refuses reports for a group that has not begun', async () => {
    const { entryUuids } = await topicWithGroup(db(), {
      now: T0,
      beginAt: new Date(T0.getTime() + DAY),
      endAt: new Date(T0.getTime() + 2 * DAY),
    });
    await expect(
      recordProduction(db(), { groupSubmissionUuid: entryUuids[0]!, count: 1 }, T0),
    ).rejects.toThrow(/has not begun/);
  });
});

describe('GET /p/api/main/banner and /p/api/main/work', () => {
  it('banner: topics with a banner image, newest first, with their group counts per state', async () => {
    const older = await createTopic(
      db(),
      topicInput({ topic: 'Older', mainBannerImageUrl: '/p/api/files/public/x.webp' }),
      new Date(T0.getTime() - HOUR),
    );
    await createTopic(db(), topicInput({ topic: 'No banner' }), T0);
    const { topicUuid: newer } = await topicWithGroup(db(), {
      now: T0,
      beginAt: new Date(T0.getTime() - HOUR),
      endAt: new Date(T0.getTime() + DAY),
      topic: { topic: 'Newer', mainBannerImageUrl: '/p/api/files/public/y.webp' },
    });
    const response = await t.app.inject({ method: 'GET', url: '/p/api/main/banner?_t=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = mainPage.parse(response.json());
    expect(body).toMatchObject({ status: 200, errorCode: null, message: null });
    expect(body.data.lists.map((item) => item.mcfTopic.topic)).toEqual(['Newer', 'Older']);
    expect(body.data).toMatchObject({ totalCount: 2, page: 1 });
    const [first, second] = body.data.lists;
    expect(first!.uuid).toBe(newer);
    expect(second!.uuid).toBe(older);
    expect(first!.mcfTopic).toMatchObject({
      countOfGroupReady: 0,
      countOfGroupStandby: 0,
      countOfGroupProgress: 1,
      countOfGroupCompletion: 0,
      maxAmount: 1_000_000,
      hashtags: ['one', 'two'],
    });
    // Exactly the contract's fields.
    expect(Object.keys(response.json().data.lists[0].mcfTopic).sort()).toEqual(
      Object.keys(topicSchema.shape).sort(),
    );
  });

  it('work: every topic, newest first', async () => {
    await createTopic(db(), topicInput({ topic: 'A' }), new Date(T0.getTime() - 2 * HOUR));
    await createTopic(
      db(),
      topicInput({ topic: 'B', topicType: TOPIC_TYPE_IMAGE }),
      new Date(T0.getTime() - HOUR),
    );
    const body = mainPage.parse((await t.app.inject({ method: 'GET', url: '/p/api/main/work' })).json());
    expect(body.data.lists.map((item) => [item.mcfTopic.topic, item.mcfTopic.topicType])).toEqual([
      ['B', 2],
      ['A', 1],
    ]);
    expect(body.data.totalCount).toBe(2);
  });

  it('answers an empty list when there are no topics', async () => {
    const body = mainPage.parse((await t.app.inject({ method: 'GET', url: '/p/api/main/banner' })).json());
    expect(body.data).toMatchObject({ lists: [], totalCount: 0 });
  });
});

describe('GET /p/api/group/topic', () => {
  const url = (query: Record<string, string | number | undefined>) => {
    const pairs = Object.entries(query).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : [[key, String(value)]],
    );
    return `/p/api/group/topic?${new URLSearchParams(pairs)}`;
  };

  it('the groups of a topic in one state, works ordered by ranking, in the contract shape', async () => {
    const now = new Date(T0.getTime() + 2 * DAY);
    const { topicUuid, groupUuid, entryUuids } = await topicWithGroup(db(), {
      now: T0,
      beginAt: T0,
      endAt: new Date(T0.getTime() + 7 * DAY),
      names: ['Low', 'High', 'Mid'],
      topic: { maxAmount: 500_000 },
    });
    await recordProduction(db(), { groupSubmissionUuid: entryUuids[0]!, count: 10, producedAt: T0 }, now);
    await recordProduction(db(), { groupSubmissionUuid: entryUuids[1]!, count: 50, producedAt: T0 }, now);
    await recordProduction(db(), { groupSubmissionUuid: entryUuids[2]!, count: 40, producedAt: T0 }, now);
    await runStatistics(db(), { now: new Date('2026-11-21T16:00:00Z'), trigger: 'schedule' });

    const response = await t.app.inject({
      method: 'GET',
      url: url({ page: 1, size: 100, groupState: 3, topicUuid, _t: 123 }),
    });
    expect(response.statusCode).toBe(200);
    const body = groupPage.parse(response.json());
    expect(body.data).toMatchObject({ totalCount: 1, page: 1, size: 100 });
    const group = body.data.lists[0]!;
    expect(group).toMatchObject({
      uuid: groupUuid,
      groupState: 3,
      competitionBeginDate: '2026-11-20',
      competitionBeginHour: '15:00',
      competitionEndDate: '2026-11-27',
      competitionEndHour: '15:00',
      competitionUpdateAt: '2026-11-21T16:00:00Z',
      countOfSubmission: 3,
      countOfOrder: 100,
    });
    expect(group.mcfTopic.uuid).toBe(topicUuid);
    expect(group.mcfTopic.countOfGroupProgress).toBe(1);
    expect(
      group.mcfGroupSubmissions.map((entry) => [
        entry.mcfSubmission.letterTemplates[0]!.name,
        entry.ranking,
        entry.countOfOrder,
        entry.ratio,
        entry.accumulationAmount,
      ]),
    ).toEqual([
      ['High', 1, 50, 50, 250_000],
      ['Mid', 2, 40, 40, 200_000],
      ['Low', 3, 10, 10, 50_000],
    ]);
    expect(group.mcfGroupSubmissions[0]!.mcfSubmission.letterTemplates[0]).toEqual({
      name: 'High',
      tType: 'video',
      videoUrl: `/p/api/files/public/${'a'.repeat(32)}.mp4`,
      thumbnailUrl: `/p/api/files/public/${'b'.repeat(32)}.jpg`,
    });
    expect(Object.keys(response.json().data.lists[0]).sort()).toEqual(Object.keys(groupSchema.shape).sort());
  });

  it('a ratio keeps two decimals', async () => {
    const now = new Date(T0.getTime() + HOUR);
    const { topicUuid, entryUuids } = await topicWithGroup(db(), {
      now: T0,
      beginAt: T0,
      endAt: new Date(T0.getTime() + DAY),
    });
    await recordProduction(db(), { groupSubmissionUuid: entryUuids[0]!, count: 1, producedAt: T0 }, now);
    await recordProduction(db(), { groupSubmissionUuid: entryUuids[1]!, count: 2, producedAt: T0 }, now);
    await runStatistics(db(), { now, trigger: 'ops' });
    const body = groupPage.parse(
      (await t.app.inject({ method: 'GET', url: url({ groupState: 3, topicUuid }) })).json(),
    );
    expect(body.data.lists[0]!.mcfGroupSubmissions.map((entry) => entry.ratio)).toEqual([66.67, 33.33, 0]);
  });

  it('a waiting group answers null rankings, counts, ratios and amounts, in entry order', async () => {
    const { topicUuid } = await topicWithGroup(db(), {
      now: T0,
      beginAt: new Date(T0.getTime() + DAY),
      endAt: new Date(T0.getTime() + 2 * DAY),
      topic: { topicType: TOPIC_TYPE_IMAGE },
      names: ['One', 'Two'],
    });
    const body = groupPage.parse(
      (
        await t.app.inject({ method: 'GET', url: url({ page: 1, size: 100, groupState: 2, topicUuid }) })
      ).json(),
    );
    const group = body.data.lists[0]!;
    expect(group).toMatchObject({
      groupState: 2,
      competitionUpdateAt: null,
      countOfOrder: 0,
      countOfSubmission: 2,
    });
    expect(group.mcfGroupSubmissions).toEqual([
      expect.objectContaining({ ranking: null, countOfOrder: null, ratio: null, accumulationAmount: null }),
      expect.objectContaining({ ranking: null, countOfOrder: null, ratio: null, accumulationAmount: null }),
    ]);
    expect(group.mcfGroupSubmissions.map((entry) => entry.mcfSubmission.letterTemplates[0])).toEqual([
      {
        name: 'One',
        tType: 'bcon',
        videoUrl: null,
        thumbnailUrl: `/p/api/files/public/${'c'.repeat(32)}.webp`,
      },
      {
        name: 'Two',
        tType: 'bcon',
        videoUrl: null,
        thumbnailUrl: `/p/api/files/public/${'c'.repeat(32)}.webp`,
      },
    ]);
  });

  it('pages: size and page cut the list, totalCount counts them all', async () => {
    const topicUuid = await createTopic(db(), topicInput());
    const uuids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const group = await scheduleGroup(
        db(),
        {
          topicUuid,
          beginAt: new Date(T0.getTime() + index * HOUR),
          endAt: new Date(T0.getTime() + 7 * DAY),
          entries: videoEntries([`Entry ${index}`]),
        },
        new Date(T0.getTime() + DAY),
      );
      uuids.push(group.uuid);
    }
    const page = async (pageNumber: number, size: number) =>
      groupPage.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: url({ page: pageNumber, size, groupState: 3, topicUuid }),
          })
        ).json(),
      ).data;
    const first = await page(1, 2);
    expect(first).toMatchObject({ totalCount: 5, page: 1, size: 2 });
    const all = [...first.lists, ...(await page(2, 2)).lists, ...(await page(3, 2)).lists];
    // By begin time.
    expect(all.map((group) => group.uuid)).toEqual(uuids);
    expect((await page(4, 2)).lists).toEqual([]);
    expect((await page(1, 100)).lists).toHaveLength(5);
  });

  it('completed groups come newest first', async () => {
    const topicUuid = await createTopic(db(), topicInput());
    const older = await scheduleGroup(
      db(),
      { topicUuid, beginAt: T0, endAt: new Date(T0.getTime() + DAY), entries: videoEntries(['a']) },
      new Date(T0.getTime() + 10 * DAY),
    );
    const newer = await scheduleGroup(
      db(),
      {
        topicUuid,
        beginAt: new Date(T0.getTime() + DAY),
        endAt: new Date(T0.getTime() + 2 * DAY),
        entries: videoEntries(['b']),
      },
      new Date(T0.getTime() + 10 * DAY),
    );
    const body = groupPage.parse(
      (await t.app.inject({ method: 'GET', url: url({ groupState: 4, topicUuid }) })).json(),
    );
    expect(body.data.lists.map((group) => group.uuid)).toEqual([newer.uuid, older.uuid]);
  });

  it('an unknown or malformed topic answers an empty list', async () => {
    for (const topicUuid of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const response = await t.app.inject({ method: 'GET', url: url({ groupState: 3, topicUuid }) });
      expect(response.statusCode).toBe(200);
      expect(groupPage.parse(response.json()).data).toMatchObject({ lists: [], totalCount: 0 });
    }
  });

  it('refuses a page size over 100, a missing state, and a state outside 1 to 4', async () => {
    const topicUuid = '00000000-0000-0000-0000-000000000000';
    for (const query of [
      { size: 101, groupState: 3, topicUuid },
      { topicUuid },
      { groupState: 5, topicUuid },
      { groupState: 3 },
      { page: 0, groupState: 3, topicUuid },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: url(query) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, data: null, errorCode: 'VALIDATION_FAILED' });
    }
  });
});

describe('GET /api/topics', () => {
  it('answers 403 without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/topics?page=1&size=20', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, data: null, errorCode: 'SESSION_INVALID' });
    }
  });

  it('pages the topics, newest first, for a logged-in creator', async () => {
    for (let index = 0; index < 3; index += 1) {
      await createTopic(db(), topicInput({ topic: `Topic ${index}` }), new Date(T0.getTime() + index * HOUR));
    }
    await insertUser(t.database, { userId: 'topics@example.com', password: 'Right!pass1' });
    const token = await loginToken(t.app, 'topics@example.com', 'Right!pass1');
    const get = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/topics?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return topicPage.parse(response.json()).data;
    };
    const first = await get('page=1&size=2');
    expect(first).toMatchObject({ totalCount: 3, page: 1, size: 2 });
    expect(first.lists.map((topic) => topic.topic)).toEqual(['Topic 2', 'Topic 1']);
    expect((await get('page=2&size=2')).lists.map((topic) => topic.topic)).toEqual(['Topic 0']);
    expect(await get('')).toMatchObject({ page: 1, size: 20 });
  });
});

describe('public files at /p/api/files/public/', () => {
  const name = `${'d'.repeat(32)}.mp4`;
  beforeAll(async () => {
    // An mp4 header and some bytes.
    const content = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(2000, 7),
    ]);
    await writeFile(path.join(filesDir, name), content);
  });

  it('serves a file with its type, nosniff, a year of caching and byte ranges', async () => {
    const whole = await t.app.inject({ method: 'GET', url: `/p/api/files/public/${name}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload).toHaveLength(2012);

    const part = await t.app.inject({
      method: 'GET',
      url: `/p/api/files/public/${name}`,
      headers: { range: 'bytes=4-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 4-11/2012');
    expect(part.body).toBe('ftypisom');
  });

  it('a missing file or a path out of the folder is a JSON 404', async () => {
    for (const url of [
      '/p/api/files/public/missing.mp4',
      '/p/api/files/public/../../package.json',
      '/p/api/files/public/%2e%2e/%2e%2e/package.json',
      '/p/api/files/public/..%2f..%2fpackage.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, data: null });
    }
  });
});
