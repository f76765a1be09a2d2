// Support's account actions (issue 21 item 4): suspend and unsuspend, the same services as
// `suspend-user` and `unsuspend-user`, each with its audit line in the same transaction.
import { ErrorCode } from '../../contract/error-codes.js';
import { findUserByReference, forgetSessions, suspendUser, unsuspendUser } from '../accounts/index.js';
import type { Database } from '../db/client.js';
import { OperatorError } from './operator-accounts.js';
import { audited, type Actor } from './audit.js';

/** Suspends an active account and ends its sessions; answers how many ended. 404 unknown, 409 not active. */
export async function suspendCreator(db: Database, actor: Actor, uuid: string, now: Date): Promise<number> {
  const ended = await audited(db, actor, now, async (tx) => {
    const user = await findUserByReference(tx, uuid);
    if (!user) throw new OperatorError(404, ErrorCode.NotFound);
    const count = await suspendUser(tx, user.uuid);
    if (count === null) throw new OperatorError(409, ErrorCode.AccountStateConflict);
    return {
      result: count,
      audit: {
        action: 'creator.suspend',
        subjectType: 'creator',
        subjectId: user.uuid,
        before: { status: user.status },
        after: { status: 'suspended', sessionsEnded: count },
      },
    };
  });
  // Again after the commit: a request between the forgetting inside and the commit could have
  // cached the account's sessions as still valid.
  await forgetSessions(db, uuid);
  return ended;
}

export function unsuspendCreator(db: Database, actor: Actor, uuid: string, now: Date): Promise<void> {
  return audited(db, actor, now, async (tx) => {
    const user = await findUserByReference(tx, uuid);
    if (!user) throw new OperatorError(404, ErrorCode.NotFound);
    if (user.status !== 'suspended') throw new OperatorError(409, ErrorCode.AccountStateConflict);
    await unsuspendUser(tx, user.uuid);
    return {
      result: undefined,
      audit: {
        action: 'creator.unsuspend',
        subjectType: 'creator',
        subjectId: user.uuid,
        before: { status: 'suspended' },
        after: { status: 'active' },
      },
    };
  });
}
