// The operator console's API (issue 21), under /operator/api on the portal's own server. Not part
// of spec §7: the company's hosts do not offer it, and the creator portal never calls it. Its
// session is separate from a creator's: its own token (another signing key and audience), its own
// storage key in the browser; a creator token answers 403 here and an operator token 403 on /api.
// The paths and plain lists are in operator-paths.ts (no zod: the console's chunks import them).
import { z } from 'zod';
import { WITHDRAWAL_STATES } from './asset-rules.js';
import { INQUIRY_STATES, inquirySchema, inquirySummarySchema } from './inquiries.js';
import { withdrawalRequestSchema } from './assets.js';
import {
  CREATOR_STATES,
  ERASURE_REFUSALS,
  OPERATOR_SUBMISSION_FILTERS,
  QUEUE_KEYS,
} from './operator-paths.js';
import { privateFileSchema } from './submissions.js';
import { safeMultilineText, safeText } from './text.js';
import {
  OPERATOR_PASSWORD_MAX_LENGTH,
  OPERATOR_PASSWORD_MIN_LENGTH,
  OPERATOR_ROLES,
  REVIEW_COMMENT_MAX_LENGTH,
} from './operator-rules.js';

export * from './operator-paths.js';

export const operatorRoleSchema = z.enum(OPERATOR_ROLES);

export const operatorSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
});
export type OperatorInfo = z.infer<typeof operatorSchema>;

// ----- Setting up an account (the one-time link) and logging in -----------------------------

export const setupParamsSchema = z.object({ code: safeText().min(1).max(100) });

/** GET /operator/api/auth/setup/{code}: what the setup page shows (the second factor to scan). */
export const setupInfoSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
  /** The otpauth:// URI an authenticator app reads, and the same as an SVG QR code. */
  otpauthUri: z.string(),
  qrSvg: z.string(),
  /** The secret in Base32, for typing it in by hand. */
  secret: z.string(),
  expiresAt: z.string(),
});
export type SetupInfo = z.infer<typeof setupInfoSchema>;

export const totpCodeSchema = safeText()
  .trim()
  .regex(/^\d{6}$/);

/** POST /operator/api/auth/setup/{code} */
export const setupBodySchema = z.object({
  password: safeText().min(OPERATOR_PASSWORD_MIN_LENGTH).max(OPERATOR_PASSWORD_MAX_LENGTH),
  code: totpCodeSchema,
});
export type SetupBody = z.infer<typeof setupBodySchema>;

/** The ten recovery codes, shown once. */
export const setupDoneSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type SetupDone = z.infer<typeof setupDoneSchema>;

/** POST /operator/api/auth/login: the password and the authenticator's code (or a recovery code). */
export const operatorLoginBodySchema = z.object({
  email: safeText().trim().min(1).max(200),
  password: safeText().min(1).max(OPERATOR_PASSWORD_MAX_LENGTH),
  code: safeText().trim().min(6).max(20),
});
export type OperatorLoginBody = z.infer<typeof operatorLoginBodySchema>;

export const operatorLoginDataSchema = z.object({
  token: z.string(),
  operator: operatorSchema,
  /** When the session ends whatever happens (8 hours after the login). */
  expiresAt: z.string(),
  /** Minutes without a request after which the session ends. */
  idleMinutes: z.number().int().positive(),
  /** Recovery codes still unused (a login with one says how many are left). */
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type OperatorLoginData = z.infer<typeof operatorLoginDataSchema>;

// ----- Operators and the audit log (admin) ---------------------------------------------------

export const operatorListItemSchema = operatorSchema.extend({
  /** invited: the setup link is not used yet; active; disabled. */
  state: z.enum(['invited', 'active', 'disabled']),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type OperatorListItem = z.infer<typeof operatorListItemSchema>;
export const operatorListSchema = z.object({ lists: z.array(operatorListItemSchema) });

export const inviteOperatorBodySchema = z.object({
  email: safeText().trim().toLowerCase().pipe(z.email().max(200)),
  name: safeText().trim().min(1).max(50),
  role: operatorRoleSchema,
});
export type InviteOperatorBody = z.infer<typeof inviteOperatorBodySchema>;

/** The invitation: the one-time setup link to hand to the new operator (valid 72 hours). */
export const invitedOperatorSchema = z.object({
  operator: operatorListItemSchema,
  setupUrl: z.string(),
  expiresAt: z.string(),
});
export type InvitedOperator = z.infer<typeof invitedOperatorSchema>;

/** A uuid in a path or query: a control character is CONTROL_CHARACTERS, anything else not a uuid 400. */
export const uuidText = () => safeText().pipe(z.uuid());

export const uuidParamsSchema = z.object({ uuid: uuidText() });

export const updateOperatorBodySchema = z
  .object({ role: operatorRoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined);

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
  operator: uuidText().optional(),
  action: safeText().max(60).optional(),
  subjectType: safeText().max(40).optional(),
  subjectId: safeText().max(100).optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditLineSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorUuid: z.string().nullable(),
  actor: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLine = z.infer<typeof auditLineSchema>;

// ----- Dashboard ------------------------------------------------------------------------------

export const queueItemSchema = z.object({
  /** The entry, withdrawal request or inquiry. */
  uuid: z.string(),
  title: z.string(),
  creatorEmail: z.string(),
  /** When it joined the queue. */
  since: z.string(),
  /** Business days since then (the day itself not counted). */
  ageBusinessDays: z.number().int().nonnegative(),
  /** The promised date (YYYY-MM-DD), or null where the portal promises none. */
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueSchema = z.object({
  key: z.enum(QUEUE_KEYS),
  count: z.number().int().nonnegative(),
  overdueCount: z.number().int().nonnegative(),
  /** The promise in business days, or null. */
  promiseBusinessDays: z.number().int().positive().nullable(),
  /** Overdue first, then the oldest; at most 10. */
  items: z.array(queueItemSchema),
});
export type Queue = z.infer<typeof queueSchema>;

export const dashboardSchema = z.object({ queues: z.array(queueSchema) });
export type Dashboard = z.infer<typeof dashboardSchema>;

// ----- Entries ----------------------------------------------------------------------------------

export const submissionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  state: z.enum(OPERATOR_SUBMISSION_FILTERS).optional(),
  /** Entries of one topic (the scheduling screen: with state to-schedule). */
  topic: uuidText().optional(),
  /** Title, creator email or name, or the entry's uuid. */
  q: safeText().trim().max(100).optional(),
});
export type SubmissionListQuery = z.input<typeof submissionListQuerySchema>;

export const operatorSubmissionItemSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  topic: z.string(),
  tType: z.string(),
  state: z.string(),
  conversion: z.string().nullable(),
  creatorEmail: z.string(),
  creatorName: z.string(),
  submittedAt: z.string(),
});
export type OperatorSubmissionItem = z.infer<typeof operatorSubmissionItemSchema>;

export const operatorSubmissionPageSchema = z.object({
  lists: z.array(operatorSubmissionItemSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});

export const reviewCommentSchema = z.object({
  uuid: z.string(),
  atMs: z.number().int().nonnegative(),
  body: z.string(),
  createdAt: z.string(),
});
export type ReviewComment = z.infer<typeof reviewCommentSchema>;

export const operatorSubmissionDetailSchema = operatorSubmissionItemSchema.extend({
  description: z.string(),
  language: z.string(),
  returnReason: z.string().nullable(),
  conversionError: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The topic's time limit (spec §3: f10s, 1m, …; contract/submission-rules.ts durationRule). */
  timeLimit: z.string(),
  /** Signed links of a few hours (contract/submissions.ts); ranged requests work, so the player seeks. */
  work: privateFileSchema,
  thumbnail: privateFileSchema,
  projectFile: privateFileSchema.nullable(),
  comments: z.array(reviewCommentSchema),
});
export type OperatorSubmissionDetail = z.infer<typeof operatorSubmissionDetailSchema>;

export const returnBodySchema = z.object({ reason: safeMultilineText().trim().min(1).max(500) });

export const commentBodySchema = z.object({
  atMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000),
  body: safeText().trim().min(1).max(REVIEW_COMMENT_MAX_LENGTH),
});
export type CommentBody = z.infer<typeof commentBodySchema>;

export const commentParamsSchema = z.object({ uuid: uuidText(), commentUuid: uuidText() });

// ----- Withdrawals (finance) ----------------------------------------------------------------------

export const withdrawalListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  state: z.enum(WITHDRAWAL_STATES).optional(),
});
export type OperatorWithdrawalQuery = z.infer<typeof withdrawalListQuerySchema>;

/** A request as the finance team sees it: the creator's view, who asked, and in which language. */
export const operatorWithdrawalSchema = withdrawalRequestSchema.extend({
  creatorEmail: z.string(),
  creatorName: z.string(),
  /** The language the creator requested in: the payout promise is 3 (ko) or about 7 (en) business days. */
  language: z.string(),
  /** A minor's request (the guardian's consent form is among the documents). */
  minor: z.boolean(),
  guardianName: z.string().nullable(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

export const operatorWithdrawalPageSchema = z.object({
  lists: z.array(operatorWithdrawalSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});

/** POST …/account-number: the whole number, on an explicit reveal (audited). */
export const accountNumberSchema = z.object({ accountNumber: z.string() });

export const payBodySchema = z.object({
  /** The day the transfer was made (YYYY-MM-DD); today in the business time zone when absent. */
  paidDate: safeText()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    .optional(),
});

export const rejectBodySchema = z.object({ reason: safeMultilineText().trim().min(1).max(500) });

/** POST …/transfer-batch: the requests chosen for one bank transfer batch (a CSV answer). */
export const transferBatchBodySchema = z.object({ uuids: z.array(z.uuid()).min(1).max(500) });

// ----- Inquiries (support) ----------------------------------------------------------------------

export const inquiryConsoleQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  state: z.enum(INQUIRY_STATES).optional(),
});
export type InquiryConsoleQuery = z.infer<typeof inquiryConsoleQuerySchema>;

const asker = {
  creatorUuid: z.string(),
  creatorEmail: z.string(),
  creatorName: z.string(),
  /** The language the creator wrote in: the answer's mail is written in it. */
  language: z.string(),
};

export const operatorInquiryItemSchema = inquirySummarySchema.extend(asker);
export type OperatorInquiryItem = z.infer<typeof operatorInquiryItemSchema>;

export const operatorInquiryPageSchema = z.object({
  lists: z.array(operatorInquiryItemSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});

/** One inquiry as support sees it: the creator's view, who asked, and their latest withdrawals. */
export const operatorInquirySchema = inquirySchema.extend({
  ...asker,
  /** The creator's latest withdrawal requests (an inquiry about a payout names none itself). */
  withdrawals: z.array(
    z.object({ uuid: z.string(), state: z.enum(WITHDRAWAL_STATES), requestedAt: z.string() }),
  ),
});
export type OperatorInquiry = z.infer<typeof operatorInquirySchema>;

/** The answer as HTML: sanitized with the notices' allowlist when saved, as `answer-inquiry` does. */
export const answerBodySchema = z.object({ answer: safeMultilineText().min(1).max(20_000) });

// ----- Creators (support) -------------------------------------------------------------------------

export const creatorQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** Login email or name (a part of either), or the account's uuid. */
  q: safeText().trim().max(100).optional(),
});
export type CreatorQuery = z.infer<typeof creatorQuerySchema>;

export const creatorItemSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(CREATOR_STATES),
  createdAt: z.string(),
});
export type CreatorItem = z.infer<typeof creatorItemSchema>;

export const creatorPageSchema = z.object({
  lists: z.array(creatorItemSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});

/** One creator for support: the account without secrets, the latest entries, inquiries and ledger. */
export const creatorDetailSchema = z.object({
  account: creatorItemSchema.extend({
    hpNumber: z.string().nullable(),
    emailVerified: z.boolean(),
    leftAt: z.string().nullable(),
    sessions: z.number().int().nonnegative(),
    lastUsedAt: z.string().nullable(),
    balanceMinor: z.number().int(),
  }),
  entries: z.array(operatorSubmissionItemSchema),
  inquiries: z.array(operatorInquiryItemSchema),
  /** Every credit, withdrawal and return, newest first, in the deployment currency's minor units. */
  ledger: z.array(
    z.object({
      at: z.string(),
      reason: z.string(),
      amountMinor: z.number().int(),
      note: z.string().nullable(),
    }),
  ),
});
export type CreatorDetail = z.infer<typeof creatorDetailSchema>;

/** What erasing an account on request would erase and keep (delete-user without --yes). */
export const erasureCountsSchema = z.object({
  sessions: z.number().int(),
  inquiries: z.number().int(),
  notifications: z.number().int(),
  entriesDeleted: z.number().int(),
  worksKept: z.number().int(),
  withdrawalsErased: z.number().int(),
  files: z.number().int(),
  ledgerLines: z.number().int(),
});
export type ErasureCounts = z.infer<typeof erasureCountsSchema>;
export const erasurePreviewSchema = z.object({
  counts: erasureCountsSchema,
  /** Why it is refused now (what to finish first), or null when it may be erased. */
  refusal: z
    .object({
      reason: z.enum(ERASURE_REFUSALS),
      subjects: z.array(z.object({ uuid: z.string(), state: z.string() })),
    })
    .nullable(),
});
export type ErasurePreview = z.infer<typeof erasurePreviewSchema>;
/** The operator types the account's login email to confirm; the final mail goes out in `language`. */
export const eraseCreatorBodySchema = z.object({
  email: safeText().trim().min(1).max(100),
  language: z.enum(['ko', 'en']).optional(),
});
export const erasedCreatorSchema = z.object({
  uuid: z.string(),
  leftAt: z.string(),
  counts: erasureCountsSchema,
});
