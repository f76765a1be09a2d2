// The one state machine of an entry (issue 9). Stored states and their only ways forward:
//
//   reviewing ──approve──▶ approved ──project files──▶ converting ──schedule──▶ scheduled
//       └──────return────▶ returned (final: the creator enters again)
//
// `converting` holds until the work is converted (converted_at) and an operator schedules it into
// a group; `scheduled` shows as waiting, competing or closed after the group's state (derived
// when read: submissions/submissions.ts), so the competition clock never touches entries.
//
// Every transition is one conditional UPDATE … WHERE uuid = $1 AND state = <from>: of two
// operators (or servers) approving and returning at once, exactly one wins and the other gets
// SubmissionStateError (409 SUBMISSION_STATE_CONFLICT on the API, exit 1 in the operator commands).
// The database holds the same table as a trigger (migration 0008_submission_transitions): any
// other UPDATE of the state, from whatever code or SQL, is refused with check_violation. Change
// TRANSITIONS and the trigger together (tests/submission-transitions.test.ts compares them).
//
// Used by the routes (project files), the conversion worker and the operator commands:
//   approveSubmission(db, uuid, now)            reviewing → approved
//   returnSubmission(db, uuid, reason, now)     reviewing → returned
//   attachProjectFile(db, uuid, fileUuid, now)  approved (no project file yet) → converting, job queued
//   markConverted(db, uuid, files, now)         converting: delivery + poster recorded, job done
//   markConversionFailed(db, uuid, error, now)  converting: job failed (an operator retries)
//   retryConversion(db, uuid, now)              converting, job failed → job queued again
//   markScheduled(tx, uuid, now)                converting (converted) → scheduled
//
// Approving, returning, receiving the project files and scheduling tell the creator (issue 18:
// entry-approved, entry-returned, project-files-received, entry-scheduled) in the transaction of
// the transition, so a refused or lost transition tells nobody and a repeated one nothing new.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { NotificationParams, NotificationType } from '../../contract/notifications.js';
import type { Database } from '../db/client.js';
import {
  competitionGroups,
  conversionJobs,
  groupSubmissions,
  submissions,
  topics,
  type StoredSubmissionState,
  type SubmissionRow,
} from '../db/schema.js';
import { notify } from '../notifications/index.js';

export const TRANSITIONS: Readonly<Record<StoredSubmissionState, readonly StoredSubmissionState[]>> = {
  reviewing: ['approved', 'returned'],
  returned: [],
  approved: ['converting'],
  converting: ['scheduled'],
  scheduled: [],
};

/** The entry is not in the state this step needs (or does not exist). */
export class SubmissionStateError extends Error {
  constructor(
    readonly submissionUuid: string,
    readonly expected: StoredSubmissionState,
    readonly actual: StoredSubmissionState | null,
  ) {
    super(
      actual === null
        ? `entry ${submissionUuid} does not exist`
        : `entry ${submissionUuid} is ${actual}, not ${expected}`,
    );
    this.name = 'SubmissionStateError';
  }
}

export const RETURN_REASON_MAX_LENGTH = 500;

type Patch = Partial<Omit<typeof submissions.$inferInsert, 'uuid' | 'state' | 'userUuid'>>;

/**
 * Moves `uuid` from `from` to `to` with `patch`, if (and only if) it is in `from` now and `extra`
 * holds. Throws SubmissionStateError otherwise. Runs on a transaction as well as on the database.
 */
export async function transition(
  db: Database,
  uuid: string,
  from: StoredSubmissionState,
  to: StoredSubmissionState,
  patch: Patch,
  now: Date,
  extra = sql`true`,
): Promise<SubmissionRow> {
  if (!TRANSITIONS[from].includes(to)) throw new Error(`no transition from ${from} to ${to}`);
  const [row] = await db
    .update(submissions)
    .set({ ...patch, state: to, updatedAt: now })
    .where(and(eq(submissions.uuid, uuid), eq(submissions.state, from), extra))
    .returning();
  if (row) return row;
  const [current] = await db
    .select({ state: submissions.state })
    .from(submissions)
    .where(eq(submissions.uuid, uuid));
  throw new SubmissionStateError(uuid, from, current?.state ?? null);
}

/** The values every entry notification carries: the entry's title and its topic's name. */
async function entryParams(tx: Database, row: SubmissionRow) {
  const [topic] = await tx.select({ topic: topics.topic }).from(topics).where(eq(topics.uuid, row.topicUuid));
  return { title: row.title, topic: topic?.topic ?? '' };
}

/** The creator of `row` hears of `type`, in the transaction of the transition. */
async function tellCreator(
  tx: Database,
  row: SubmissionRow,
  type: NotificationType,
  extra: NotificationParams = {},
): Promise<void> {
  await notify(tx, {
    userUuid: row.userUuid,
    type,
    subjectUuid: row.uuid,
    params: { ...(await entryParams(tx, row)), ...extra },
  });
}

export function approveSubmission(db: Database, uuid: string, now: Date): Promise<SubmissionRow> {
  return db.transaction(async (tx) => {
    const row = await transition(tx, uuid, 'reviewing', 'approved', { reviewedAt: now }, now);
    await tellCreator(tx, row, 'entry-approved');
    return row;
  });
}

export function returnSubmission(
  db: Database,
  uuid: string,
  reason: string,
  now: Date,
): Promise<SubmissionRow> {
  const text = reason.trim();
  if (text === '' || [...text].length > RETURN_REASON_MAX_LENGTH) {
    throw new RangeError(`a return reason has 1 to ${RETURN_REASON_MAX_LENGTH} characters`);
  }
  return db.transaction(async (tx) => {
    const row = await transition(
      tx,
      uuid,
      'reviewing',
      'returned',
      { reviewedAt: now, returnReason: text },
      now,
    );
    await tellCreator(tx, row, 'entry-returned', { reason: text });
    return row;
  });
}

/**
 * Records the project files of an approved entry and queues its conversion, in one transaction:
 * an entry is never converting without a job, nor queued twice.
 */
export async function attachProjectFile(
  db: Database,
  uuid: string,
  projectFileUuid: string,
  now: Date,
): Promise<SubmissionRow> {
  return db.transaction(async (tx) => {
    const row = await transition(
      tx,
      uuid,
      'approved',
      'converting',
      { projectFileUuid, projectFileAt: now },
      now,
      isNull(submissions.projectFileUuid),
    );
    await tx
      .insert(conversionJobs)
      .values({ submissionUuid: uuid, state: 'queued', nextAttemptAt: now, createdAt: now, updatedAt: now });
    await tellCreator(tx, row, 'project-files-received');
    return row;
  });
}

/** The converted delivery file and poster of a converting entry; its job is done. */
export async function markConverted(
  db: Database,
  uuid: string,
  files: { deliveryFileUuid: string; posterFileUuid: string },
  now: Date,
): Promise<SubmissionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(submissions)
      .set({ ...files, convertedAt: now, updatedAt: now })
      .where(
        and(eq(submissions.uuid, uuid), eq(submissions.state, 'converting'), isNull(submissions.convertedAt)),
      )
      .returning();
    if (!row) {
      const [current] = await tx
        .select({ state: submissions.state })
        .from(submissions)
        .where(eq(submissions.uuid, uuid));
      throw new SubmissionStateError(uuid, 'converting', current?.state ?? null);
    }
    await tx
      .update(conversionJobs)
      .set({ state: 'done', lockedAt: null, lastError: null, updatedAt: now })
      .where(eq(conversionJobs.submissionUuid, uuid));
    return row;
  });
}

export async function markConversionFailed(
  db: Database,
  uuid: string,
  error: string,
  now: Date,
): Promise<void> {
  await db
    .update(conversionJobs)
    .set({ state: 'failed', lockedAt: null, lastError: error.slice(0, 2000), updatedAt: now })
    .where(eq(conversionJobs.submissionUuid, uuid));
}

/** A failed conversion queued again from scratch (operator command retry-conversion). */
export async function retryConversion(db: Database, uuid: string, now: Date): Promise<void> {
  const updated = await db
    .update(conversionJobs)
    .set({ state: 'queued', attempts: 0, nextAttemptAt: now, lockedAt: null, updatedAt: now })
    .where(and(eq(conversionJobs.submissionUuid, uuid), eq(conversionJobs.state, 'failed')))
    .returning({ uuid: conversionJobs.submissionUuid });
  if (updated.length === 0) {
    const [current] = await db
      .select({ state: submissions.state })
      .from(submissions)
      .where(eq(submissions.uuid, uuid));
    throw new SubmissionStateError(uuid, 'converting', current?.state ?? null);
  }
}

/**
 * A converted entry scheduled into a group. Call inside the transaction that inserts its
 * group_submissions row (submission_uuid = the entry), so both happen or neither; the creator is
 * told (entry-scheduled, with the group's begin) in the same transaction.
 */
export async function markScheduled(tx: Database, uuid: string, now: Date): Promise<SubmissionRow> {
  const row = await transition(
    tx,
    uuid,
    'converting',
    'scheduled',
    { scheduledAt: now },
    now,
    isNotNull(submissions.convertedAt),
  );
  const [group] = await tx
    .select({ beginAt: competitionGroups.beginAt })
    .from(groupSubmissions)
    .innerJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
    .where(eq(groupSubmissions.submissionUuid, uuid));
  await tellCreator(tx, row, 'entry-scheduled', { beginAt: group?.beginAt.toISOString() ?? null });
  return row;
}
