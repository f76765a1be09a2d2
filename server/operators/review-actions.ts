// The review decisions (issue 21 item 4): one implementation for the console and the command
// line. Each runs the submissions domain's pipeline step inside `audited`, so the state change and
// its audit line commit together (the step's own transaction runs as a savepoint of this one); a
// refused step (another operator first, a wrong state) leaves neither.
import type { Database } from '../db/client.js';
import type { SubmissionRow } from '../db/schema.js';
import type { EntryNews } from '../mail/mail-texts.js';
import { approveSubmission, retryConversion, returnSubmission } from '../submissions/index.js';
import { audited, type Actor } from './audit.js';

/** Tells the creator of entry `uuid` what happened, after the commit (mail, in the background). */
export type EntryMailer = (uuid: string, news: EntryNews) => void;

export function approveEntry(db: Database, actor: Actor, uuid: string, now: Date): Promise<SubmissionRow> {
  return audited(db, actor, now, async (tx) => {
    const row = await approveSubmission(tx, uuid, now);
    return {
      result: row,
      audit: {
        action: 'entry.approve',
        subjectType: 'entry',
        subjectId: uuid,
        before: { state: 'reviewing' },
        after: { state: row.state },
      },
    };
  });
}

export function returnEntry(
  db: Database,
  actor: Actor,
  uuid: string,
  reason: string,
  now: Date,
): Promise<SubmissionRow> {
  return audited(db, actor, now, async (tx) => {
    const row = await returnSubmission(tx, uuid, reason, now);
    return {
      result: row,
      audit: {
        action: 'entry.return',
        subjectType: 'entry',
        subjectId: uuid,
        before: { state: 'reviewing', returnReason: null },
        after: { state: row.state, returnReason: row.returnReason },
      },
    };
  });
}

export function retryEntryConversion(db: Database, actor: Actor, uuid: string, now: Date): Promise<void> {
  return audited(db, actor, now, async (tx) => {
    await retryConversion(tx, uuid, now);
    return {
      result: undefined,
      audit: {
        action: 'entry.retry-conversion',
        subjectType: 'entry',
        subjectId: uuid,
        before: { conversion: 'failed' },
        after: { conversion: 'queued' },
      },
    };
  });
}
