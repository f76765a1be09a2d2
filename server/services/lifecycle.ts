// The group lifecycle of spec §4 by the clock: waiting (2) becomes competing (3) at begin_at and
// completed (4) at end_at. Preparing (1) groups are held by the operator (npm run ops --
// release-group) and never move by themselves.
import { and, eq, inArray, lte } from 'drizzle-orm';
import { GroupState } from '../../contract/topics.js';
import type { Database } from '../db/client.js';
import { competitionGroups } from '../db/schema.js';
import { invalidatePublicReads } from './public-cache.js';

export interface AdvanceResult {
  /** Groups that moved to competing. */
  started: number;
  /** Groups that moved to completed (from competing, or from waiting when the whole period passed). */
  completed: number;
}

/** Moves every group whose time has come. Safe to run at any time, as often as wanted. */
export async function advanceGroupStates(db: Database, now: Date): Promise<AdvanceResult> {
  const completed = await db
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
  const started = await db
    .update(competitionGroups)
    .set({ state: GroupState.Competing })
    .where(and(eq(competitionGroups.state, GroupState.Waiting), lte(competitionGroups.beginAt, now)))
    .returning({ uuid: competitionGroups.uuid });
  if (started.length + completed.length > 0) await invalidatePublicReads(db, 'competitions');
  return { started: started.length, completed: completed.length };
}
