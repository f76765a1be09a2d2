// The group lifecycle of spec §4 by the clock: waiting (2) becomes competing (3) at begin_at and
// completed (4) at end_at. Preparing (1) groups are held by the operator (npm run ops --
// release-group) and never move by themselves.
//
// A group that starts competing tells its creators (group-competing) in the same transaction as the
// move. A completed group tells them later, in the statistics run that makes its results final
// (statistics.ts): only then are the rank and the secured amount known.
import { and, eq, inArray, lte } from 'drizzle-orm';
import { GroupState } from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import { competitionGroups } from '../db/schema.js';
import { notifyGroupEntries } from '../notifications/index.js';
import { invalidatePublicReads } from '../lib/public-cache.js';

export interface AdvanceResult {
  /** Groups that moved to competing. */
  started: number;
  /** Groups that moved to completed (from competing, or from waiting when the whole period passed). */
  completed: number;
}

/** Moves every group whose time has come. Safe to run at any time, as often as wanted. */
export async function advanceGroupStates(db: Database, now: Date): Promise<AdvanceResult> {
  const { started, completed } = await db.transaction(async (tx) => {
    const completed = await tx
      .update(competitionGroups)
      .set({ state: GroupState.Completed })
      .where(
        and(
          inArray(competitionGroups.state, [GroupState.Waiting, GroupState.Competing]),
          lte(competitionGroups.endAt, now),
        ),
      )
      .returning({ uuid: competitionGroups.uuid });
    // Every waiting group left has end_at > now.
    const started = await tx
      .update(competitionGroups)
      .set({ state: GroupState.Competing })
      .where(and(eq(competitionGroups.state, GroupState.Waiting), lte(competitionGroups.beginAt, now)))
      .returning({ uuid: competitionGroups.uuid });
    await notifyGroupEntries(
      tx,
      started.map((group) => group.uuid),
      'group-competing',
    );
    return { started, completed };
  });
  if (started.length + completed.length > 0) await invalidatePublicReads(db, 'competitions');
  return { started: started.length, completed: completed.length };
}
