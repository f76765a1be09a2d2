// Assets (spec §7 "Assets", §9; CONTRACT.md "Money"): the creator's earnings, balance and
// withdrawal requests. One definition for the server's route schemas, the OpenAPI document, the
// SPA's API module (type-only import) and the msw handlers. Every amount is a JSON number in the
// deployment's major unit (GET /p/api/deployment: whole won, or dollars with at most two decimals);
// the server keeps and computes integer minor units (money-rules.ts).
import { z } from 'zod';
import { USER_TYPE2_VALUES, WITHDRAW_BLOCKED_REASONS, WITHDRAWAL_STATES } from './asset-rules.js';
import { CURRENCIES, PAYEE_TYPES } from './money-rules.js';
import { privateFileSchema } from './submissions.js';

export * from './asset-rules.js';

const amount = z.number();
/** YYYY-MM-DD in the business time zone. */
const businessDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Gross, tax and net of a withdrawal (money-rules.ts withdrawalPreview), in the major unit. */
export const withdrawalPreviewSchema = z.object({
  /** Debited from the balance. */
  gross: amount,
  /** VAT paid on top to a VAT-registered business (10%). */
  vat: amount,
  /** Income tax and local income tax withheld from an individual, and their sum. */
  incomeTax: amount,
  localIncomeTax: amount,
  withheld: amount,
  /** Paid to the account: gross + vat − withheld. */
  net: amount,
});
export type WithdrawalPreviewAmounts = z.infer<typeof withdrawalPreviewSchema>;

/** GET /api/assets/user/briefing?userType2 */
export const briefingQuerySchema = z.object({
  /** Which payee's tax rule `availablePreview` uses (asset-rules.ts USER_TYPE2_VALUES). */
  userType2: z.enum(USER_TYPE2_VALUES).default('individual'),
});

export const monthlyEarningSchema = z.object({
  /** YYYY-MM in the business time zone. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Credits and corrections of that month (a correction can make it negative). */
  amount,
});
export type MonthlyEarning = z.infer<typeof monthlyEarningSchema>;

export const briefingSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** Every credit and correction ever: totalEarned = available + inWithdrawal + paidOut. */
  totalEarned: amount,
  /** The balance: what may be withdrawn now. */
  available: amount,
  /** Requested and not yet paid (already debited). */
  inWithdrawal: amount,
  paidOut: amount,
  /** Spec §9's minimum cash-out of this deployment, in the major unit. */
  minimumWithdrawal: amount,
  /** Why a withdrawal cannot be requested now, or null when it can. */
  withdrawBlockedReason: z.enum(WITHDRAW_BLOCKED_REASONS).nullable(),
  /** True until the creator's first request that was not rejected: the documents must come with it. */
  documentsRequired: z.boolean(),
  userType2: z.enum(USER_TYPE2_VALUES),
  /** The preview of withdrawing the whole available balance as `userType2`. */
  availablePreview: withdrawalPreviewSchema,
  /** The payout date of a request made now (payout business days of the country, holidays skipped). */
  expectedPayoutDate: businessDate,
  /** The earnings chart: EARNINGS_CHART_MONTHS months, oldest first, this month last (zeros included). */
  monthlyEarnings: z.array(monthlyEarningSchema),
});
export type Briefing = z.infer<typeof briefingSchema>;

/**
 * GET /api/assets/log/no-withdrawal-request: the earnings not yet withdrawn. Withdrawals take the
 * oldest earnings first; an entry is listed while some of it remains (`remainingAmount`). All of
 * them in one list, oldest first (page 1, size = totalCount, at least 1).
 */
export const unwithdrawnEarningSchema = z.object({
  /** The group submission the credit is for. */
  groupSubmissionUuid: z.string(),
  topicUuid: z.string(),
  topic: z.string(),
  /** The entry's title. */
  submissionTitle: z.string(),
  /** The group's period, UTC as in GET /p/api/group/topic. */
  competitionBeginDate: z.string(),
  competitionBeginHour: z.string(),
  competitionEndDate: z.string(),
  competitionEndHour: z.string(),
  ranking: z.number().int().nullable(),
  /** Credited for it, corrections included. */
  amount,
  /** Of that, not yet withdrawn. */
  remainingAmount: amount,
  /** ISO 8601 UTC of the first credit. */
  creditedAt: z.string(),
});
export type UnwithdrawnEarning = z.infer<typeof unwithdrawnEarningSchema>;

/** A withdrawal request as the creator sees it (lists and the POST answer). */
export const withdrawalRequestSchema = z.object({
  uuid: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
  /** Gross, tax and net as fixed when it was requested. */
  amounts: withdrawalPreviewSchema,
  payeeType: z.enum(PAYEE_TYPES),
  vatRegistered: z.boolean(),
  accountHolder: z.string(),
  /** The bank's name in the deployment's language; on a request made before the list, as it was typed. */
  bankName: z.string(),
  /** The bank's code in the deployment's list (contract/banks.ts): show its name in the reader's language. Null before the list. */
  bankCode: z.string().nullable(),
  /** All but the last 4 characters hidden ("********1234"); the full number is never sent back. */
  accountNumberMasked: z.string(),
  /** ISO 8601 UTC. */
  requestedAt: z.string(),
  /** By when it is paid: the payout business days after the request date. */
  expectedPayoutDate: businessDate,
  /** YYYY-MM-DD of the payment; null unless paid. */
  paidDate: businessDate.nullable(),
  /** ISO 8601 UTC; null unless rejected. */
  rejectedAt: z.string().nullable(),
  /** The operator's reason, in the words they gave; null unless rejected. */
  rejectionReason: z.string().nullable(),
  /** The documents sent with it, through signed links only the owner gets. */
  documents: z.array(privateFileSchema),
  /** A minor's guardian consent form; null otherwise. */
  guardianConsent: privateFileSchema.nullable(),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/**
 * GET /api/assets/withdrawals/payout-details (issue 19 item 5): what /withdraw offers again. The
 * account of the creator's last request that was not rejected — masked; the whole number never
 * leaves the server — when its bank is in the deployment's list and its number fits the
 * country's rule; null otherwise. Sending its `requestUuid` as `accountFromRequest` pays into it.
 */
export const keptAccountSchema = z.object({
  /** The request the account is from. */
  requestUuid: z.string(),
  accountHolder: z.string(),
  /** In the deployment's list (contract/banks.ts). */
  bankCode: z.string(),
  /** The bank's name in the deployment's language. */
  bankName: z.string(),
  /** "**********1234" */
  accountNumberMasked: z.string(),
  /** The payee of that request, which the form chooses again (the creator may change it). */
  payeeType: z.enum(PAYEE_TYPES),
  vatRegistered: z.boolean(),
  /** ISO 8601 UTC. */
  requestedAt: z.string(),
});
export type KeptAccount = z.infer<typeof keptAccountSchema>;

export const payoutDetailsSchema = z.object({
  account: keptAccountSchema.nullable(),
  /** The documents came with an earlier request that was not rejected: they are not asked for again. */
  documentsOnFile: z.boolean(),
});
export type PayoutDetails = z.infer<typeof payoutDetailsSchema>;

const text = (description: string) => z.string().describe(description);
const file = (description: string) => z.file().describe(description);

/**
 * The multipart body of POST /api/assets/withdrawal-request, for the OpenAPI document only (the
 * route reads the parts as they stream in: routes/assets.ts checks each as described here).
 */
export const withdrawalRequestBodySchema = z.object({
  amount: text('In the major unit: whole won ("5000") or dollars with at most 2 decimals ("12.50").'),
  payeeType: z.enum(PAYEE_TYPES),
  vatRegistered: z.enum(['true', 'false']).optional().describe('Only a business may be VAT-registered.'),
  accountHolder: text('At most 40 characters. Not with accountFromRequest.').optional(),
  bankName: text(
    "The bank's code in the deployment's list (contract/banks.ts: 004, 088, … in KR; chase, " +
      'bank-of-america, … in US); a listed name is accepted too. Else 400 WITHDRAWAL_BANK_UNKNOWN. ' +
      'Not with accountFromRequest.',
  ).optional(),
  accountNumber: text(
    'Digits (spaces or hyphens between them allowed): 10-14 in KR, 6-17 in US. Not with accountFromRequest.',
  ).optional(),
  accountFromRequest: text(
    'Instead of accountHolder, bankName and accountNumber: the uuid of one of your own earlier requests ' +
      'that was not rejected (payout-details `account.requestUuid`); its holder, bank and whole account ' +
      'number are used. Else 400 WITHDRAWAL_ACCOUNT_SOURCE_INVALID.',
  ).optional(),
  dateOfBirth: text('YYYY-MM-DD.'),
  guardianName: text("A minor's legal guardian (under the deployment's adult age).").optional(),
  guardianPhone: text("The guardian's phone number, 8 to 15 digits.").optional(),
  guardianConsent: file("The guardian's consent form: PDF, JPG or PNG.").optional(),
  document1: file(
    'Documents 1-5 (PDF, JPG or PNG, ≤ 1 GB, names ≤ 50): required unless documents are on file.',
  ).optional(),
  document2: file('As document1.').optional(),
  document3: file('As document1.').optional(),
  document4: file('As document1.').optional(),
  document5: file('As document1.').optional(),
});

/** GET /api/assets/withdrawal-request?page&size[&state] — newest first. */
export const withdrawalListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  /** The portal offers 20, 40 and 60 (spec §9). */
  size: z.coerce.number().int().min(1).max(100).default(20),
  state: z.enum(WITHDRAWAL_STATES).optional(),
});

/**
 * GET /api/assets/statement (ours, issue 18): every ledger line of the caller, oldest first, as a
 * CSV file (text/csv; charset=utf-8, with a UTF-8 BOM so that spreadsheet programs read Korean;
 * Content-Disposition: attachment; earnings-statement-YYYY-MM-DD.csv). The header row is in the
 * request's Accept-Language. Columns, in this order:
 * - date: YYYY-MM-DD of the line in the business time zone;
 * - job, entry, group: the topic, the entry's title and the group's period (YYYY-MM-DD – YYYY-MM-DD,
 *   business time zone) of an earnings line; empty on a withdrawal line;
 * - gross: the line's effect on the balance, signed (credits +, withdrawals −): the column sums to
 *   the balance;
 * - vat, withheld: on a withdrawal line, the VAT paid on top and the income taxes withheld, as fixed
 *   when it was requested; 0 on every other line (earnings are credited before tax) and on a
 *   rejected withdrawal (nothing was paid);
 * - net: what reaches the creator: the gross of an earnings line (credit, correction, a rejected
 *   withdrawal's return); on a withdrawal, what is paid to the bank account (−gross + vat −
 *   withheld, positive), 0 when it was rejected;
 * - state: credited, corrected, the withdrawal request's state (requested, paid, rejected), or
 *   returned (a rejected withdrawal's amount given back).
 * Amounts are plain numbers in the deployment's major unit: whole won, or dollars with 2 decimals.
 */
export const STATEMENT_COLUMNS = [
  'date',
  'job',
  'entry',
  'group',
  'gross',
  'vat',
  'withheld',
  'net',
  'state',
] as const;
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];
export const STATEMENT_STATES = [
  'credited',
  'corrected',
  'requested',
  'paid',
  'rejected',
  'returned',
] as const;
export type StatementState = (typeof STATEMENT_STATES)[number];
