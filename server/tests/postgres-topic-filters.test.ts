// The job list's filters, search and sorts (issue 18) on a real PostgreSQL server: migration 0011
// (pg_trgm and topic_search_text) applies there too, every case of topic-filter-cases.ts answers
// the same as on PGlite, and the keyword search can use its trigram index. Runs only when
// TEST_DATABASE_URL names a server whose user may create databases (`eval "$(scripts/start-test-postgres.sh)"`).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { listTopics } from '../competitions/competition-views.js';
import { createFilterTopics, FILTER_CASES } from './topic-filter-cases.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

const NOW = new Date('2026-11-22T03:00:00Z');

describe.skipIf(!adminUrl)('job list filters on PostgreSQL (TEST_DATABASE_URL)', () => {
  let dropDatabase: () => Promise<void> = async () => {};
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const database = await createThrowawayDatabase('portal_filters');
    dropDatabase = database.drop;
    handle = await openDatabase({ url: database.url });
    await runMigrations(handle);
    await createFilterTopics(handle.db, NOW);
  });
  afterAll(async () => {
    await handle?.close();
    await dropDatabase();
  });

  it.each(FILTER_CASES)('$name', async ({ query, expected }) => {
    const page = await listTopics(handle.db, { page: 1, size: 20, filters: query, now: NOW });
    expect(page.topics.map((topic) => topic.topic)).toEqual(expected);
    expect(page.totalCount).toBe(expected.length);
  });

  it('pages the narrowed list with its totalCount', async () => {
    const page = await listTopics(handle.db, { page: 2, size: 3, filters: { topicType: 1 }, now: NOW });
    expect(page.topics.map((topic) => topic.topic)).toEqual(['100%_real']);
    expect(page.totalCount).toBe(4);
  });

  it('can answer the keyword from the trigram index', async () => {
    // One connection (a transaction) for the setting and the plan; six rows would otherwise be read
    // straight from the table.
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select uuid from topics where topic_search_text(topic, hashtags) ilike '%coffee%'`,
      );
    });
    expect(JSON.stringify(plan)).toContain('topics_search_trgm_idx');
  });
});
