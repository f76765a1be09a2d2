// The assets resource (contract/assets.ts): briefing, earnings not yet withdrawn, withdrawal requests
// paged, the last request's account (payout details), and a new request checked as the server
// checks it (Idempotency-Key, amount in minor units, payee, texts, a bank of the Korean list, the
// country's account digits or an earlier request's account, date of birth and a minor's guardian,
// documents on the first request, one pending at a time, the balance). A test changes the
// creator's money with setAssetState; a request made during a test lasts until it ends
// (resetAssetHandlersState).
import { http } from 'msw';
import {
  ACCOUNT_HOLDER_MAX_LENGTH,
  BANK_NAME_MAX_LENGTH,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  WITHDRAWAL_DOCUMENT_FIELDS,
  WITHDRAWAL_FIELDS as F,
  isGuardianPhone,
  maskAccountNumber,
  normalizeAccountNumberFor,
  withdrawalListQuerySchema,
  type Briefing,
  type PayoutDetails,
  type UnwithdrawnEarning,
  type WithdrawalRequest,
} from '../../../contract/assets';
import { findBank, storedBankName } from '../../../contract/banks';
import { ErrorCode, type ErrorCodeValue } from '../../../contract/error-codes';
import { checkWithdrawalAmount, isMinorOn } from '../../../contract/money-rules';
import { apiPaths } from '../../../contract/paths';
import type { EnvelopeResponse } from '../envelope';
import { HttpResponse } from 'msw';
import { ok } from '../envelope';
import { fixtureBriefing, fixtureUnwithdrawn, fixtureWithdrawals, previewOf } from '../fixtures/assets';
import { privateFile } from '../fixtures/submissions';

/** The uuid the next withdrawal request gets. */
export const NEW_WITHDRAWAL_UUID = 'w9000000-0000-4000-8000-000000000001';
/** Today in the business time zone, as the handlers see it. */
export const ASSETS_TODAY = '2026-11-24';

interface AssetState {
  briefing: Briefing;
  unwithdrawn: UnwithdrawnEarning[];
  withdrawals: WithdrawalRequest[];
}

const initial = (): AssetState => ({
  briefing: fixtureBriefing,
  unwithdrawn: fixtureUnwithdrawn,
  withdrawals: fixtureWithdrawals,
});

let state = initial();
/** Every POST that reached the handler: its idempotency key and the request made for it. */
let byKey = new Map<string, WithdrawalRequest>();

export function resetAssetHandlersState(): void {
  state = initial();
  byKey = new Map();
}

export function setAssetState(
  changes: Omit<Partial<AssetState>, 'briefing'> & { briefing?: Partial<Briefing> },
): void {
  state = {
    briefing: { ...state.briefing, ...changes.briefing },
    unwithdrawn: changes.unwithdrawn ?? state.unwithdrawn,
    withdrawals: changes.withdrawals ?? state.withdrawals,
  };
}

/** How many withdrawal requests the handler made (one per idempotency key). */
export function withdrawalsMade(): number {
  return byKey.size;
}

/** The account GET /api/assets/withdrawals/payout-details offers: the newest request not rejected. */
function payoutDetails(): PayoutDetails {
  const last = state.withdrawals.find((request) => request.state !== 'rejected');
  return {
    account:
      last && last.bankCode
        ? {
            requestUuid: last.uuid,
            accountHolder: last.accountHolder,
            bankCode: last.bankCode,
            bankName: last.bankName,
            accountNumberMasked: last.accountNumberMasked,
            payeeType: last.payeeType,
            vatRegistered: last.vatRegistered,
            requestedAt: last.requestedAt,
          }
        : null,
    documentsOnFile: last !== undefined,
  };
}

/** A refusal naming the form field at fault, as the server's envelope does. */
function refuse(status: number, errorCode: ErrorCodeValue, field?: string): EnvelopeResponse {
  return HttpResponse.json(
    { status, data: null, errorCode, message: `refused: ${errorCode}`, ...(field ? { field } : {}) },
    { status },
  );
}

function isFile(value: FormDataEntryValue | null): value is File {
  return value !== null && typeof value === 'object' && 'size' in value;
}

/** What GET /api/assets/statement answers: a BOM, the header row and one line. */
export const STATEMENT_CSV =
  '\uFEFFDate,Job,Entry,Group (competition period),Gross (KRW),VAT (KRW),Tax withheld (KRW),Net (KRW),State\r\n' +
  '2026-11-20,City walks,Morning run,2026-11-13 – 2026-11-20,120000,0,0,120000,Earnings credited\r\n';

export const assetHandlers = [
  http.get(`*${apiPaths.assetBriefing}`, () => ok(state.briefing)),
  http.get(
    `*${apiPaths.assetStatement}`,
    () =>
      new HttpResponse(STATEMENT_CSV, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="earnings-statement-2026-11-24.csv"',
        },
      }),
  ),
  http.get(`*${apiPaths.assetUnwithdrawn}`, () =>
    ok({
      lists: state.unwithdrawn,
      totalCount: state.unwithdrawn.length,
      page: 1,
      size: Math.max(1, state.unwithdrawn.length),
    }),
  ),
  http.get(`*${apiPaths.payoutDetails}`, () => ok(payoutDetails())),
  http.get(`*${apiPaths.withdrawalRequests}`, ({ request }) => {
    const query = withdrawalListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return refuse(400, ErrorCode.ValidationFailed);
    const { page, size } = query.data;
    const list = state.withdrawals;
    return ok({ lists: list.slice((page - 1) * size, page * size), totalCount: list.length, page, size });
  }),
  http.post(`*${apiPaths.withdrawalRequests}`, async ({ request }) => {
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) return refuse(400, ErrorCode.IdempotencyKeyInvalid);
    const earlier = byKey.get(key);
    if (earlier) return ok(earlier);
    const form = await request.formData();
    const text = (name: string) => String(form.get(name) ?? '');
    const { briefing } = state;
    const amount = checkWithdrawalAmount(text(F.amount), briefing.currency, Number.MAX_SAFE_INTEGER);
    if (!amount.ok) {
      const code =
        amount.problem === 'belowMinimum'
          ? ErrorCode.WithdrawalBelowMinimum
          : ErrorCode.WithdrawalAmountInvalid;
      return refuse(400, code, F.amount);
    }
    const payeeType = text(F.payeeType);
    if (payeeType !== 'individual' && payeeType !== 'business') {
      return refuse(400, ErrorCode.WithdrawalPayeeTypeInvalid, F.payeeType);
    }
    const vatRegistered = text(F.vatRegistered) === 'true';
    let account: Pick<WithdrawalRequest, 'accountHolder' | 'bankName' | 'bankCode' | 'accountNumberMasked'>;
    const from = text(F.accountFromRequest);
    if (from) {
      if ([F.accountHolder, F.bankName, F.accountNumber].some((name) => form.has(name))) {
        return refuse(400, ErrorCode.ValidationFailed, F.accountNumber);
      }
      const earlier = state.withdrawals.find(
        (request) => request.uuid === from && request.state !== 'rejected',
      );
      if (!earlier?.bankCode)
        return refuse(400, ErrorCode.WithdrawalAccountSourceInvalid, F.accountFromRequest);
      account = earlier;
    } else {
      const holder = text(F.accountHolder).trim();
      if (!holder || holder.length > ACCOUNT_HOLDER_MAX_LENGTH) {
        return refuse(400, ErrorCode.WithdrawalHolderInvalid, F.accountHolder);
      }
      const typedBank = text(F.bankName).trim();
      if (!typedBank || typedBank.length > BANK_NAME_MAX_LENGTH)
        return refuse(400, ErrorCode.WithdrawalBankInvalid, F.bankName);
      const bank = findBank('KR', typedBank);
      if (!bank) return refuse(400, ErrorCode.WithdrawalBankUnknown, F.bankName);
      const number = normalizeAccountNumberFor(text(F.accountNumber), 'KR');
      if (!number) return refuse(400, ErrorCode.WithdrawalAccountInvalid, F.accountNumber);
      account = {
        accountHolder: holder,
        bankName: storedBankName(bank, 'KR'),
        bankCode: bank.code,
        accountNumberMasked: maskAccountNumber(number),
      };
    }
    const birth = text(F.dateOfBirth);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birth) || birth > ASSETS_TODAY) {
      return refuse(400, ErrorCode.WithdrawalBirthDateInvalid, F.dateOfBirth);
    }
    const minor = isMinorOn(birth, ASSETS_TODAY, 'KR');
    if (minor) {
      if (!text(F.guardianName).trim())
        return refuse(400, ErrorCode.WithdrawalGuardianRequired, F.guardianName);
      if (!isGuardianPhone(text(F.guardianPhone))) {
        return refuse(400, ErrorCode.WithdrawalGuardianRequired, F.guardianPhone);
      }
      if (!isFile(form.get(F.guardianConsent))) {
        return refuse(400, ErrorCode.WithdrawalGuardianRequired, F.guardianConsent);
      }
    }
    if (briefing.withdrawBlockedReason === 'pending') return refuse(409, ErrorCode.WithdrawalPending);
    if (amount.minor > briefing.available) {
      return refuse(409, ErrorCode.WithdrawalInsufficientBalance, F.amount);
    }
    const documents = WITHDRAWAL_DOCUMENT_FIELDS.map((field) => form.get(field)).filter(isFile);
    if (briefing.documentsRequired && documents.length === 0) {
      return refuse(400, ErrorCode.WithdrawalDocumentsRequired, WITHDRAWAL_DOCUMENT_FIELDS[0]);
    }
    const consent = form.get(F.guardianConsent);
    const made: WithdrawalRequest = {
      uuid: NEW_WITHDRAWAL_UUID,
      state: 'requested',
      amounts: previewOf(
        amount.minor,
        payeeType === 'individual' ? 'individual' : vatRegistered ? 'vatBusiness' : 'business',
      ),
      payeeType,
      vatRegistered,
      accountHolder: account.accountHolder,
      bankName: account.bankName,
      bankCode: account.bankCode,
      accountNumberMasked: account.accountNumberMasked,
      requestedAt: `${ASSETS_TODAY}T03:00:00.000Z`,
      expectedPayoutDate: briefing.expectedPayoutDate,
      paidDate: null,
      rejectedAt: null,
      rejectionReason: null,
      documents: documents.map((file) => privateFile(file.name, file.size)),
      guardianConsent: minor && isFile(consent) ? privateFile(consent.name, consent.size) : null,
    };
    byKey.set(key, made);
    state = {
      ...state,
      briefing: {
        ...briefing,
        available: briefing.available - amount.minor,
        inWithdrawal: briefing.inWithdrawal + amount.minor,
        withdrawBlockedReason: 'pending',
        documentsRequired: false,
      },
      withdrawals: [made, ...state.withdrawals],
    };
    return ok(made, 201);
  }),
];
