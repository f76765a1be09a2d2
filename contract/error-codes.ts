// Stable error codes. E001-E003 are the login codes of spec §8; the rest are ours (CONTRACT.md:
// "a stable errorCode"). The SPA maps each code to an i18n key under `errors:`.
import { NETWORK_ERROR } from './network-error';

export const ErrorCode = {
  /** Login: a real account, wrong password. */
  WrongPassword: 'E001',
  /** Login: the account may not log in (suspended or withdrawn). */
  AccountBlocked: 'E002',
  /** Login: the email address is not verified yet. */
  EmailNotVerified: 'E003',
  /** Login: unknown account (deliberately not E001, and indistinguishable in timing). */
  LoginFailed: 'LOGIN_FAILED',
  /** The request does not match the route's schema. */
  ValidationFailed: 'VALIDATION_FAILED',
  /** Missing, malformed, expired or revoked token on a protected path (HTTP 403). */
  SessionInvalid: 'SESSION_INVALID',
  /** Unknown path or a resource that is not the caller's (HTTP 404). */
  NotFound: 'NOT_FOUND',
  /** Ending a session: the id is not a session id (HTTP 400). */
  SessionIdInvalid: 'SESSION_ID_INVALID',
  /** Too many attempts (HTTP 429, with Retry-After). */
  RateLimited: 'RATE_LIMITED',
  /** The database is unreachable (HTTP 503). */
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  /** Anything unexpected (HTTP 500). */
  Internal: 'INTERNAL_ERROR',
  /** Signup: the email address is already registered (HTTP 409). */
  DuplicateUserId: 'DUPLICATE_USER_ID',
  /** Signup / password change: the password breaks the rule of spec §5 (HTTP 400). */
  PasswordRule: 'PASSWORD_RULE',
  /** Password change: the new password equals the current one (HTTP 400). */
  PasswordUnchanged: 'PASSWORD_UNCHANGED',
  /** Signup: the phone code is wrong, or was sent to another number (HTTP 400). */
  PhoneCodeInvalid: 'PHONE_CODE_INVALID',
  /** Signup: the phone code is older than 3 minutes, or none was sent (HTTP 400). */
  PhoneCodeExpired: 'PHONE_CODE_EXPIRED',
  /** Signup: 5 wrong tries; the code is dead even if right, ask for a new one (HTTP 400). */
  PhoneCodeLocked: 'PHONE_CODE_LOCKED',
  /** Signup / phone change: not a mobile number of the deployment's country (contract/phone-rules.ts) (HTTP 400). */
  PhoneNumberInvalid: 'PHONE_NUMBER_INVALID',
  /** Phone change: the new number is the one already on the account (HTTP 400). */
  PhoneNumberUnchanged: 'PHONE_NUMBER_UNCHANGED',
  /** Name change: empty, over 30 characters, a bidi control or nothing visible (contract/profile-rules.ts) (HTTP 400). */
  UserNameInvalid: 'USER_NAME_INVALID',
  /** Email change: not an email address (format, or over 100 characters) (HTTP 400). */
  EmailInvalid: 'EMAIL_INVALID',
  /** Email change: the new address is the login email already (HTTP 400). */
  EmailUnchanged: 'EMAIL_UNCHANGED',
  /** A write that asks for the current password (the email change) got a wrong one (HTTP 400, never 403). */
  PasswordMismatch: 'PASSWORD_MISMATCH',
  /** Email change link: no such link (used, cancelled or replaced by a newer request) (HTTP 404). */
  EmailChangeInvalid: 'EMAIL_CHANGE_INVALID',
  /** Email change link: older than 24 hours (HTTP 410). */
  EmailChangeExpired: 'EMAIL_CHANGE_EXPIRED',
  /** Email verification: no such link (HTTP 404). */
  EmailAuthInvalid: 'EMAIL_AUTH_INVALID',
  /** Email verification: the link is older than 24 hours (HTTP 410). */
  EmailAuthExpired: 'EMAIL_AUTH_EXPIRED',
  /** Email verification: the address is already verified (HTTP 409). */
  EmailAuthAlreadyVerified: 'EMAIL_AUTH_ALREADY_VERIFIED',
  /** Mail or SMS could not be sent (HTTP 502). */
  DeliveryFailed: 'DELIVERY_FAILED',
  /** Upload: a file is over 1 GB (HTTP 413). */
  FileTooLarge: 'FILE_TOO_LARGE',
  /** Upload: a file name is empty, over 50 characters, or has / \\ .. or a control character (HTTP 400). */
  FileNameInvalid: 'FILE_NAME_INVALID',
  /** Upload: the file's bytes are not of a type this field accepts (HTTP 415). */
  FileTypeInvalid: 'FILE_TYPE_INVALID',
  /** Upload: a required file is missing, or a field came twice (HTTP 400). */
  FileMissing: 'FILE_MISSING',
  /** Entry: a named resumable upload has not received all its bytes yet (HTTP 409, issue 22). */
  UploadNotFinished: 'UPLOAD_NOT_FINISHED',
  /** Entry: another request is using the named resumable upload right now (HTTP 409). */
  UploadInUse: 'UPLOAD_IN_USE',
  /** Resumable upload: too many of the creator's uploads are in progress, or too many bytes (HTTP 429). */
  UploadLimitReached: 'UPLOAD_LIMIT_REACHED',
  /** Entry: the video's length does not meet the topic's time limit (HTTP 400). */
  VideoDurationInvalid: 'VIDEO_DURATION_INVALID',
  /** Entry: the thumbnail is not exactly 720 × 405 pixels (HTTP 400). */
  ThumbnailSizeInvalid: 'THUMBNAIL_SIZE_INVALID',
  /** Entry: the title is empty or over 20 characters (HTTP 400). */
  TitleInvalid: 'TITLE_INVALID',
  /** Entry: the description is over 200 characters (HTTP 400). */
  DescriptionInvalid: 'DESCRIPTION_INVALID',
  /** A text field holds NUL or another control character (HTTP 400). */
  ControlCharacters: 'CONTROL_CHARACTERS',
  /** The entry is not in a state that allows this (e.g. project files before approval) (HTTP 409). */
  SubmissionStateConflict: 'SUBMISSION_STATE_CONFLICT',
  /** Entry: the topic's entry period has not begun yet (HTTP 409). */
  EntryNotYetOpen: 'ENTRY_NOT_YET_OPEN',
  /** Entry: the topic's entry period is over (HTTP 409). */
  EntryClosed: 'ENTRY_CLOSED',
  /** Inquiry: the title is empty or over 50 characters (HTTP 400). */
  InquiryTitleInvalid: 'INQUIRY_TITLE_INVALID',
  /** Inquiry: the content is empty or over 2,000 characters (HTTP 400). */
  InquiryContentInvalid: 'INQUIRY_CONTENT_INVALID',
  /** Inquiry: the category is not one of entry, payout, account, other (HTTP 400). */
  InquiryCategoryInvalid: 'INQUIRY_CATEGORY_INVALID',
  /** Inquiry: the entry it names is not one of the creator's own (HTTP 400). */
  InquiryLinkInvalid: 'INQUIRY_LINK_INVALID',
  /** Inquiry: an answered or deleted inquiry can no longer be changed (HTTP 409). */
  InquiryStateConflict: 'INQUIRY_STATE_CONFLICT',
  /** Withdrawal: the amount is not a positive amount of the currency (zero, negative, fractional won, a third decimal of dollars, text, huge) (HTTP 400). */
  WithdrawalAmountInvalid: 'WITHDRAWAL_AMOUNT_INVALID',
  /** Withdrawal: the amount is under the minimum cash-out, 5,000 won or $5 (HTTP 400). */
  WithdrawalBelowMinimum: 'WITHDRAWAL_BELOW_MINIMUM',
  /** Withdrawal: the amount is more than the balance available (HTTP 409). */
  WithdrawalInsufficientBalance: 'WITHDRAWAL_INSUFFICIENT_BALANCE',
  /** Withdrawal: an earlier request is still waiting to be paid (HTTP 409). */
  WithdrawalPending: 'WITHDRAWAL_PENDING',
  /** Withdrawal: the account holder is empty or over 40 characters (HTTP 400). */
  WithdrawalHolderInvalid: 'WITHDRAWAL_HOLDER_INVALID',
  /** Withdrawal: the bank is empty or over 40 characters (HTTP 400). */
  WithdrawalBankInvalid: 'WITHDRAWAL_BANK_INVALID',
  /** Withdrawal: the bank is not one of the deployment's banks (contract/banks.ts) (HTTP 400). */
  WithdrawalBankUnknown: 'WITHDRAWAL_BANK_UNKNOWN',
  /** Withdrawal: the account number is not digits only, or not as many as the country's accounts have (10-14 in KR, 6-17 in US; spaces and hyphens allowed) (HTTP 400). */
  WithdrawalAccountInvalid: 'WITHDRAWAL_ACCOUNT_INVALID',
  /** Withdrawal: `accountFromRequest` names no earlier request of the caller's whose account can be used again (HTTP 400). */
  WithdrawalAccountSourceInvalid: 'WITHDRAWAL_ACCOUNT_SOURCE_INVALID',
  /** Withdrawal: payeeType is not individual or business, or an individual is marked VAT-registered (HTTP 400). */
  WithdrawalPayeeTypeInvalid: 'WITHDRAWAL_PAYEE_TYPE_INVALID',
  /** Withdrawal: the date of birth is not a real past date (YYYY-MM-DD) (HTTP 400). */
  WithdrawalBirthDateInvalid: 'WITHDRAWAL_BIRTH_DATE_INVALID',
  /** Withdrawal: a minor's guardian name, phone or consent form is missing or malformed (HTTP 400). */
  WithdrawalGuardianRequired: 'WITHDRAWAL_GUARDIAN_REQUIRED',
  /** Withdrawal: the first request needs the documents (1 to 5 files) (HTTP 400). */
  WithdrawalDocumentsRequired: 'WITHDRAWAL_DOCUMENTS_REQUIRED',
  /** The Idempotency-Key header is missing or not 8-64 of A-Z a-z 0-9 _ - (HTTP 400). */
  IdempotencyKeyInvalid: 'IDEMPOTENCY_KEY_INVALID',
  /** The Idempotency-Key was already used for a request with another amount (HTTP 409). */
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** Operator: the withdrawal is not in a state that allows this (HTTP 409). */
  WithdrawalStateConflict: 'WITHDRAWAL_STATE_CONFLICT',
  /** Leaving: a withdrawal request is still waiting to be paid; finish it first (HTTP 409). */
  LeaveWithdrawalPending: 'LEAVE_WITHDRAWAL_PENDING',
  /** Leaving: an entry is still in review or conversion; wait for it first (HTTP 409). */
  LeaveEntryInProgress: 'LEAVE_ENTRY_IN_PROGRESS',
  /** Operator console login: wrong email, password or code, or a disabled operator (HTTP 401). */
  OperatorLoginFailed: 'OPERATOR_LOGIN_FAILED',
  /** Operator setup link: unknown or already used (HTTP 404). */
  OperatorSetupInvalid: 'OPERATOR_SETUP_INVALID',
  /** Operator setup link: older than 72 hours (HTTP 410). */
  OperatorSetupExpired: 'OPERATOR_SETUP_EXPIRED',
  /** Operator setup: the authenticator code does not match the secret (HTTP 400). */
  OperatorCodeInvalid: 'OPERATOR_CODE_INVALID',
  /** Operator console: the operator's role may not use this part of the console (HTTP 403). */
  OperatorRoleForbidden: 'OPERATOR_ROLE_FORBIDDEN',
  /** Operator invitation: an operator with this email exists (HTTP 409). */
  OperatorEmailTaken: 'OPERATOR_EMAIL_TAKEN',
  /** Operator console: the account is not in a state that allows this (suspend an active one, let a suspended one back) (HTTP 409). */
  AccountStateConflict: 'ACCOUNT_STATE_CONFLICT',
  /** Review comment: no such comment on this entry (HTTP 404). */
  ReviewCommentNotFound: 'REVIEW_COMMENT_NOT_FOUND',
  /** Operator console: a topic, group or production count the competitions refuse (HTTP 400). */
  CompetitionInputInvalid: 'COMPETITION_INPUT_INVALID',
  /** Operator console: a topic with groups or entries keeps its type, video or image (HTTP 409). */
  TopicTypeLocked: 'TOPIC_TYPE_LOCKED',
  /** Operator console: more entries than the group's capacity (HTTP 400). */
  GroupCapacityExceeded: 'GROUP_CAPACITY_EXCEEDED',
  /** Operator console: the group is not in a state that allows this (released, begun or full) (HTTP 409). */
  GroupStateConflict: 'GROUP_STATE_CONFLICT',
  /** Operator console: a production count's time is outside its group's period or in the future (HTTP 400). */
  ProductionTimeInvalid: 'PRODUCTION_TIME_INVALID',
  /** Operator console: another statistics run or state change is busy (HTTP 409). */
  CompetitionJobsBusy: 'COMPETITION_JOBS_BUSY',
  /** Operator console: a library category still has items or second-level categories (HTTP 409). */
  CategoryInUse: 'CATEGORY_IN_USE',
  /** The SPA's own code for an upload the user cancelled. */
  UploadCancelled: 'UPLOAD_CANCELLED',
  /** The SPA's own code for a request that got no HTTP answer at all. */
  Network: NETWORK_ERROR,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
