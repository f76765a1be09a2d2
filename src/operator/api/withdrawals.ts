// The withdrawal requests (finance): the list with the documents, the whole account number on an
// explicit reveal (audited), paid with a date, rejected with a reason, and a bank transfer batch.
import type { OperatorWithdrawal, OperatorWithdrawalQuery } from '../../../contract/operator';
import type { Page } from '../../../contract/envelope';
import { operatorPaths } from '../../../contract/operator-paths';
import { operatorApi } from './client';

/** GET /operator/api/withdrawals?page&size&state: oldest first. */
export function listWithdrawals(query: OperatorWithdrawalQuery, signal?: AbortSignal) {
  return operatorApi.get<Page<OperatorWithdrawal>>(operatorPaths.withdrawals, {
    params: { ...query },
    signal,
  });
}

/** POST …/account-number: the whole number, written to the audit log. */
export function revealAccountNumber(uuid: string) {
  return operatorApi.post<{ accountNumber: string }>(operatorPaths.revealAccount(uuid));
}

/** POST …/pay {paidDate}: today in the business time zone when no date is given. */
export function payWithdrawal(uuid: string, paidDate?: string) {
  return operatorApi.post<{ uuid: string; state: string }>(
    operatorPaths.payWithdrawal(uuid),
    paidDate ? { paidDate } : {},
  );
}

/** POST …/reject {reason}: the amount goes back to the creator's balance. */
export function rejectWithdrawal(uuid: string, reason: string) {
  return operatorApi.post<{ uuid: string; state: string }>(operatorPaths.rejectWithdrawal(uuid), { reason });
}

/** POST …/transfer-batch {uuids}: the CSV of the chosen waiting requests (whole account numbers). */
export function downloadTransferBatch(uuids: string[]) {
  return operatorApi.post<Blob>(operatorPaths.withdrawalsCsv, { uuids }, { responseType: 'blob' });
}
