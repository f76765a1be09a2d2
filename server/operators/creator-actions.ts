// Support's account actions (issue 21 item 4): suspend and unsuspend, the same services as
// `suspend-user` and `unsuspend-user`, and the erasure on request that `delete-user --yes` does,
// each with its audit line in the same transaction.
import { ErrorCode } from '../../contract/error-codes.js';
import {
  eraseAccount,
  findUserByReference,
  forgetSessions,
  suspendUser,
  unsuspendUser,
  type ErasureOptions,
  type ErasureResult,
} from '../accounts/index.js';
import type { Database } from '../db/client.js';
import { OperatorError } from './operator-accounts.js';
import { audited, writeAudit, type Actor } from './audit.js';

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

/**
 * Erases an account on its owner's request, as leaving the portal does (accounts/account-deletion.ts:
 * the same refusals, AccountDeletionRefusal). The audit line names no personal data: the uuid and
 * what was erased and kept.
 */
export function eraseCreator(
  db: Database,
  actor: Actor,
  uuid: string,
  options: Omit<ErasureOptions, 'inTransaction'>,
): Promise<ErasureResult> {
  return eraseAccount(db, uuid, {
    ...options,
    inTransaction: (tx, erased) =>
      writeAudit(
        tx,
        actor,
        {
          action: 'creator.erase',
          subjectType: 'creator',
          subjectId: erased.userUuid,
          after: { status: 'withdrawn', ...erased.counts },
        },
        options.now,
      ),
  });
}
