// A reviewer's timecoded remarks on an entry (issue 21): "at 0:03.2, the logo is too small". The
// console writes them during the review; the creator reads them on /submission-detail once the
// entry is approved or returned (a remark is part of the decision, not a live chat).
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { reviewComments, submissions, type ReviewCommentRow } from '../db/schema.js';
import { SubmissionStateError } from './submission-pipeline.js';

export async function listReviewComments(db: Database, submissionUuid: string): Promise<ReviewCommentRow[]> {
  return db
    .select()
    .from(reviewComments)
    .where(eq(reviewComments.submissionUuid, submissionUuid))
    .orderBy(asc(reviewComments.atMs), asc(reviewComments.createdAt));
}

/** A remark on an entry in review (an entry already decided takes none: 409). */
export async function addReviewComment(
  db: Database,
  input: { submissionUuid: string; operatorUuid: string | null; atMs: number; body: string },
  now: Date,
): Promise<ReviewCommentRow> {
  return db.transaction(async (tx) => {
    // Locks the entry: a remark cannot slip in after a decision made at the same moment.
    const [entry] = await tx
      .select({ state: submissions.state })
      .from(submissions)
      .where(eq(submissions.uuid, input.submissionUuid))
      .for('update');
    if (!entry || entry.state !== 'reviewing') {
      throw new SubmissionStateError(input.submissionUuid, 'reviewing', entry?.state ?? null);
    }
    const [row] = await tx
      .insert(reviewComments)
      .values({ ...input, body: input.body.trim(), createdAt: now })
      .returning();
    return row!;
  });
}

/** Removes a remark of an entry still in review; null when there is no such remark. */
export async function deleteReviewComment(
  db: Database,
  submissionUuid: string,
  commentUuid: string,
): Promise<ReviewCommentRow | null> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ state: submissions.state })
      .from(submissions)
      .where(eq(submissions.uuid, submissionUuid))
      .for('update');
    if (!entry) return null;
    if (entry.state !== 'reviewing') throw new SubmissionStateError(submissionUuid, 'reviewing', entry.state);
    const [row] = await tx
      .delete(reviewComments)
      .where(and(eq(reviewComments.uuid, commentUuid), eq(reviewComments.submissionUuid, submissionUuid)))
      .returning();
    return row ?? null;
  });
}
