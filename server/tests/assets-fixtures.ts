// Earnings for the asset tests, through the real credit path: a topic with one group whose entries
// belong to the given creators, productions reported, and the statistics run after the group's end
// (which makes its results final and credits them).
import { eq } from 'drizzle-orm';
import type { Currency } from '../../contract/money-rules.js';
import type { Database } from '../db/client.js';
import { groupSubmissions } from '../db/schema.js';
import { recordProduction } from '../competitions/competition-admin.js';
import { advanceGroupStates } from '../competitions/lifecycle.js';
import { runStatistics } from '../competitions/statistics.js';
import { DAY, HOUR, topicWithGroup } from './competition-fixtures.js';

/**
 * A finished group of `owners.length` entries (entry i belongs to owners[i], null for a sample work)
 * with `counts[i]` productions, reward `reward`; the statistics run credits it. Returns the uuids.
 */
export async function creditedGroup(
  db: Database,
  options: { owners: (string | null)[]; counts: number[]; reward: number; currency?: Currency; endAt?: Date },
) {
  const endAt = options.endAt ?? new Date(Date.now() - 2 * DAY);
  const beginAt = new Date(endAt.getTime() - 7 * DAY);
  const { groupUuid, entryUuids } = await topicWithGroup(db, {
    now: new Date(beginAt.getTime() - DAY),
    beginAt,
    endAt,
    names: options.owners.map((_, index) => `Work ${index + 1}`),
    topic: { maxAmount: options.reward },
  });
  await advanceGroupStates(db, new Date(beginAt.getTime() + HOUR));
  for (const [index, entryUuid] of entryUuids.entries()) {
    await db
      .update(groupSubmissions)
      .set({ userUuid: options.owners[index] ?? null })
      .where(eq(groupSubmissions.uuid, entryUuid));
    const count = options.counts[index] ?? 0;
    if (count > 0) {
      const producedAt = new Date(beginAt.getTime() + 2 * HOUR);
      await recordProduction(db, { groupSubmissionUuid: entryUuid, count, producedAt }, producedAt);
    }
  }
  await runStatistics(db, {
    now: new Date(endAt.getTime() + HOUR),
    trigger: 'ops',
    currency: options.currency ?? 'KRW',
  });
  return { groupUuid, entryUuids, beginAt, endAt };
}
