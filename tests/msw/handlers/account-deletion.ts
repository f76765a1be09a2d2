// Leaving the portal (DELETE /api/users/{id}, contract/account-deletion.ts) as the server answers
// it: 403 without a session, 404 for another id, 400 for another body or a wrong password, 409
// while something must be finished first (set per account with blockLeaving), 200 once. State is
// reset after every test by tests/setup.ts.
import { http } from 'msw';
import { leaveBodySchema } from '../../../contract/account-deletion';
import { ErrorCode, type ErrorCodeValue } from '../../../contract/error-codes';
import { fail, ok } from '../envelope';
import { accountOfRequest } from './users';

type Blocker = typeof ErrorCode.LeaveWithdrawalPending | typeof ErrorCode.LeaveEntryInProgress;

let blockers = new Map<string, Blocker>();
let left = new Set<string>();

/** Makes the account's leaving answer 409 with `code` until the end of the test. */
export function blockLeaving(uuid: string, code: Blocker): void {
  blockers.set(uuid, code);
}

/** The accounts that left during the test. */
export function accountsLeft(): ReadonlySet<string> {
  return left;
}

export function resetAccountDeletionHandlersState(): void {
  blockers = new Map();
  left = new Set();
}

const refuse = (status: number, code: ErrorCodeValue) => fail(status, code, code);

export const accountDeletionHandlers = [
  http.delete('*/api/users/:id', async ({ request, params }) => {
    const account = accountOfRequest(request);
    if (!account || left.has(account.user.uuid)) return refuse(403, ErrorCode.SessionInvalid);
    if (String(params['id']).toLowerCase() !== account.user.uuid) return refuse(404, ErrorCode.NotFound);
    const body = leaveBodySchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return refuse(400, ErrorCode.ValidationFailed);
    if (body.data.password !== account.password) return refuse(400, ErrorCode.PasswordMismatch);
    const blocker = blockers.get(account.user.uuid);
    if (blocker) return refuse(409, blocker);
    left.add(account.user.uuid);
    return ok({ uuid: account.user.uuid, leftAt: new Date().toISOString() });
  }),
];
