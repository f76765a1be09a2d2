// Assets resource (spec §7 "Assets", issue 10; contract/assets.ts): the creator's briefing with the
// earnings chart, the earnings not yet withdrawn, the withdrawal requests, and a new request. A
// request is multipart (documents and a minor's consent form) with the upload progress and cancel
// of the submission flow, and carries an Idempotency-Key so that a retry makes one withdrawal.
// Amounts travel in the deployment's major unit; the form's amount is the decimal text it was typed
// as, never a float.
import type { Page } from '../../contract/envelope';
import {
  IDEMPOTENCY_KEY_HEADER,
  WITHDRAWAL_DOCUMENT_FIELDS,
  WITHDRAWAL_FIELDS,
  type UserType2,
  type WithdrawalState,
} from '../../contract/asset-rules';
import type { Briefing, PayoutDetails, UnwithdrawnEarning, WithdrawalRequest } from '../../contract/assets';
import type { PayeeType } from '../../contract/money-rules';
import { apiPaths } from '../../contract/paths';
import { api } from './client';
import type { UploadOptions } from './submissions';

/** GET /api/assets/user/briefing: totals, blocked reason, the available balance's preview, the chart. */
export function getBriefing(userType2: UserType2 = 'individual', signal?: AbortSignal) {
  return api.get<Briefing>(apiPaths.assetBriefing, { params: { userType2 }, signal });
}

/** GET /api/assets/log/no-withdrawal-request: every earning not yet withdrawn, oldest first. */
export function getUnwithdrawnEarnings(signal?: AbortSignal) {
  return api.get<Page<UnwithdrawnEarning>>(apiPaths.assetUnwithdrawn, { signal });
}

export interface WithdrawalListQuery {
  page: number;
  size: number;
  state?: WithdrawalState;
}

/**
 * GET /api/assets/statement: every ledger line as a CSV file (contract/assets.ts STATEMENT_COLUMNS),
 * fetched with the token in its header (spec §6: never in a URL), so the page saves the Blob itself.
 */
export function getStatement() {
  return api.get<Blob>(apiPaths.assetStatement, { responseType: 'blob' });
}

/** GET /api/assets/withdrawal-request: one page of the caller's requests, newest first. */
export function getWithdrawalRequests(query: WithdrawalListQuery, signal?: AbortSignal) {
  return api.get<Page<WithdrawalRequest>>(apiPaths.withdrawalRequests, { params: { ...query }, signal });
}

/**
 * GET /api/assets/withdrawals/payout-details (issue 19): the account of the last request, masked,
 * to offer again, and whether documents are on file.
 */
export function getPayoutDetails(signal?: AbortSignal) {
  return api.get<PayoutDetails>(apiPaths.payoutDetails, { signal });
}

export interface WithdrawalInput {
  /** The amount as typed, in the major unit ("5000", "12.50"), already checked by the contract's rules. */
  amount: string;
  /**
   * The account: typed (holder, the bank's code in the deployment's list, the number), or the
   * uuid of an earlier request whose account the server uses again (then the three are not sent).
   */
  accountHolder: string;
  bankName: string;
  accountNumber: string;
  accountFromRequest?: string | null;
  payeeType: PayeeType;
  vatRegistered: boolean;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** Only for a minor. */
  guardian: { name: string; phone: string; consent: File } | null;
  /** Up to five documents (profit policies art. 6). */
  documents: File[];
}

/** The multipart form of POST /api/assets/withdrawal-request: texts first, then the files. */
export function withdrawalForm(input: WithdrawalInput): FormData {
  const form = new FormData();
  const F = WITHDRAWAL_FIELDS;
  form.append(F.amount, input.amount.trim());
  if (input.accountFromRequest) {
    form.append(F.accountFromRequest, input.accountFromRequest);
  } else {
    form.append(F.accountHolder, input.accountHolder);
    form.append(F.bankName, input.bankName);
    form.append(F.accountNumber, input.accountNumber);
  }
  form.append(F.payeeType, input.payeeType);
  form.append(F.vatRegistered, String(input.payeeType === 'business' && input.vatRegistered));
  form.append(F.dateOfBirth, input.dateOfBirth);
  if (input.guardian) {
    form.append(F.guardianName, input.guardian.name);
    form.append(F.guardianPhone, input.guardian.phone);
  }
  input.documents.slice(0, WITHDRAWAL_DOCUMENT_FIELDS.length).forEach((file, index) => {
    form.append(WITHDRAWAL_DOCUMENT_FIELDS[index]!, file, file.name);
  });
  if (input.guardian) form.append(F.guardianConsent, input.guardian.consent, input.guardian.consent.name);
  return form;
}

/**
 * A new Idempotency-Key (contract IDEMPOTENCY_KEY_PATTERN: 8-64 of A-Z a-z 0-9 _ -). The form makes
 * one per confirmed preview and sends it with every attempt of that request.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** POST /api/assets/withdrawal-request (multipart): answers the request (201, or 200 for a repeated key). */
export function requestWithdrawal(
  input: WithdrawalInput,
  idempotencyKey: string,
  options: UploadOptions = {},
) {
  return api.postMultipart<WithdrawalRequest>(apiPaths.withdrawalRequests, withdrawalForm(input), {
    ...options,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
