// GET /api/topics with the job list's filters, search and sorts (issue 18) on the real app and an
// in-memory PGlite: every filter alone and combined, each sort, the keyword in names and hashtags,
// paging with totalCount, and the refusal of values outside the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import { topicSchema } from '../../contract/topics.js';
import { createFilterTopics, FILTER_CASES, type FilterQuery } from './topic-filter-cases.js';
import { createTestApp, insertUser, loginToken, type TestApp } from './test-app.js';

const topicPage = envelopeSchema(pageSchema(topicSchema));

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.database, { userId: 'creator@example.com', password: 'Right!pass1' });
  token = await loginToken(t.app, 'creator@example.com', 'Right!pass1');
  await createFilterTopics(t.database.db, t.clock.now());
});
afterAll(() => t.close());

async function list(query: FilterQuery & { page?: number; size?: number }) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/topics?${search}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return topicPage.parse(response.json()).data;
}

describe('GET /api/topics filters, search and sorts', () => {
  it.each(FILTER_CASES)('$name', async ({ query, expected }) => {
    const page = await list({ ...query, size: 20 });
    expect(page.lists.map((topic) => topic.topic)).toEqual(expected);
    expect(page.totalCount).toBe(expected.length);
  });

  it('pages the narrowed list; totalCount counts all of it', async () => {
    const second = await list({ size: 2, page: 2 });
    expect(second.lists.map((topic) => topic.topic)).toEqual(['Menu board', 'Travel slideshow']);
    expect(second).toMatchObject({ totalCount: 6, page: 2, size: 2 });
    const videos = await list({ topicType: 1, size: 3, page: 2 });
    expect(videos.lists.map((topic) => topic.topic)).toEqual(['100%_real']);
    expect(videos.totalCount).toBe(4);
    const beyond = await list({ topicType: 2, size: 20, page: 2 });
    expect(beyond).toMatchObject({ lists: [], totalCount: 2 });
  });

  it('answers the entry period in UTC, null when unset', async () => {
    const { lists } = await list({ size: 20 });
    const noPeriod = lists.find((topic) => topic.topic === '100%_real')!;
    expect(noPeriod).toMatchObject({ entryBeginDate: null, entryEndDate: null });
    const closed = lists.find((topic) => topic.topic === 'Menu board')!;
    expect(closed.entryEndDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Date.parse(closed.entryEndDate!)).toBeLessThan(t.clock.now().getTime());
  });

  it('refuses values outside the contract with 400', async () => {
    for (const query of [
      'sort=oldest',
      'lengthKind=long',
      'timeLimit=7s',
      'topicType=3',
      'videoStyleType=5',
      'open=yes',
      `keyword=${'x'.repeat(51)}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/topics?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('follows the clock: a topic whose end passes leaves the open ones', async () => {
    const before = await list({ open: 'true', size: 20 });
    expect(before.lists.map((topic) => topic.topic)).toContain('Unboxing loop');
    t.clock.advance(2 * 24 * 60 * 60_000);
    const after = await list({ open: 'true', size: 20 });
    expect(after.lists.map((topic) => topic.topic)).not.toContain('Unboxing loop');
    // Two days on, Travel slideshow has opened.
    expect(after.lists.map((topic) => topic.topic)).toContain('Travel slideshow');
  });
});
