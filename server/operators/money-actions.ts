// The finance team's decisions (issue 21 item 4): one implementation for the console and the
// commands (mark-paid, reject-withdrawal). Each runs the money domain's step inside `audited`; the
// whole account number is shown only on an explicit reveal or in a transfer batch, each audited.
import type { WithdrawalRequestRow } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { exportWithdrawalsCsv, markPaid, rejectWithdrawal, withdrawalAccountNumber } from '../money/index.js';
import { audited, writeAudit, type Actor } from './audit.js';

export function payWithdrawal(
  db: Database,
  actor: Actor,
  uuid: string,
  paidDate: string,
  now: Date,
): Promise<WithdrawalRequestRow> {
  return audited(db, actor, now, async (tx) => {
    const row = await markPaid(tx, uuid, paidDate, now);
    return {
      result: row,
      audit: {
        action: 'withdrawal.pay',
        subjectType: 'withdrawal',
        subjectId: uuid,
        before: { state: 'requested', paidDate: null },
        after: { state: row.state, paidDate: row.paidDate },
      },
    };
  });
}

export function refuseWithdrawal(
  db: Database,
  actor: Actor,
  uuid: string,
  reason: string,
  now: Date,
): Promise<WithdrawalRequestRow> {
  return audited(db, actor, now, async (tx) => {
    const row = await rejectWithdrawal(tx, uuid, reason, now);
    return {
      result: row,
      audit: {
        action: 'withdrawal.reject',
        subjectType: 'withdrawal',
        subjectId: uuid,
        before: { state: 'requested', rejectionReason: null },
        after: { state: row.state, rejectionReason: row.rejectionReason },
      },
    };
  });
}

/** The whole account number, audited; null when there is no such request. */
export function revealAccountNumber(
  db: Database,
  actor: Actor,
  uuid: string,
  now: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const number = await withdrawalAccountNumber(tx, uuid);
    if (number !== null) {
      await writeAudit(
        tx,
        actor,
        { action: 'withdrawal.reveal-account', subjectType: 'withdrawal', subjectId: uuid },
        now,
      );
    }
    return number;
  });
}

/** The transfer batch's CSV; one audit line per request it holds (whole numbers leave the server). */
export function exportTransferBatch(
  db: Database,
  actor: Actor,
  uuids: readonly string[],
  now: Date,
): Promise<{ csv: string; uuids: string[] }> {
  return db.transaction(async (tx) => {
    const batch = await exportWithdrawalsCsv(tx, uuids);
    for (const uuid of batch.uuids) {
      await writeAudit(
        tx,
        actor,
        { action: 'withdrawal.export', subjectType: 'withdrawal', subjectId: uuid },
        now,
      );
    }
    return batch;
  });
}
