// The operator console's API paths and plain lists (issue 21), without zod, so the console's
// browser chunks import the same values the server's routes and schemas use (contract/operator.ts
// re-exports everything here).

export const operatorPaths = {
  setup: (code: string) => `/operator/api/auth/setup/${encodeURIComponent(code)}`,
  login: '/operator/api/auth/login',
  logout: '/operator/api/logout',
  me: '/operator/api/me',
  operators: '/operator/api/operators',
  operator: (uuid: string) => `/operator/api/operators/${encodeURIComponent(uuid)}`,
  /** A new setup link for an operator (password, authenticator and recovery codes reset). */
  setupLink: (uuid: string) => `/operator/api/operators/${encodeURIComponent(uuid)}/setup-link`,
  audit: '/operator/api/audit',
  dashboard: '/operator/api/dashboard',
  submissions: '/operator/api/submissions',
  submission: (uuid: string) => `/operator/api/submissions/${encodeURIComponent(uuid)}`,
  approve: (uuid: string) => `/operator/api/submissions/${encodeURIComponent(uuid)}/approve`,
  return: (uuid: string) => `/operator/api/submissions/${encodeURIComponent(uuid)}/return`,
  retryConversion: (uuid: string) => `/operator/api/submissions/${encodeURIComponent(uuid)}/retry-conversion`,
  comments: (uuid: string) => `/operator/api/submissions/${encodeURIComponent(uuid)}/comments`,
  creators: '/operator/api/creators',
  creator: (uuid: string) => `/operator/api/creators/${encodeURIComponent(uuid)}`,
  suspendCreator: (uuid: string) => `/operator/api/creators/${encodeURIComponent(uuid)}/suspend`,
  unsuspendCreator: (uuid: string) => `/operator/api/creators/${encodeURIComponent(uuid)}/unsuspend`,
  /** What erasing the account would erase and keep, or why it is refused now. */
  creatorErasure: (uuid: string) => `/operator/api/creators/${encodeURIComponent(uuid)}/erasure`,
  eraseCreator: (uuid: string) => `/operator/api/creators/${encodeURIComponent(uuid)}/erase`,
  inquiries: '/operator/api/inquiries',
  inquiry: (uuid: string) => `/operator/api/inquiries/${encodeURIComponent(uuid)}`,
  answerInquiry: (uuid: string) => `/operator/api/inquiries/${encodeURIComponent(uuid)}/answer`,
  withdrawals: '/operator/api/withdrawals',
  revealAccount: (uuid: string) => `/operator/api/withdrawals/${encodeURIComponent(uuid)}/account-number`,
  payWithdrawal: (uuid: string) => `/operator/api/withdrawals/${encodeURIComponent(uuid)}/pay`,
  rejectWithdrawal: (uuid: string) => `/operator/api/withdrawals/${encodeURIComponent(uuid)}/reject`,
  withdrawalsCsv: '/operator/api/withdrawals/transfer-batch',
  notices: '/operator/api/notices',
  notice: (uuid: string) => `/operator/api/notices/${encodeURIComponent(uuid)}`,
  topics: '/operator/api/topics',
  topic: (uuid: string) => `/operator/api/topics/${encodeURIComponent(uuid)}`,
  /** A topic's banner, thumbnail or example image, stored as a public file before the topic is saved. */
  topicImages: '/operator/api/topic-images',
  groups: '/operator/api/groups',
  releaseGroup: (uuid: string) => `/operator/api/groups/${encodeURIComponent(uuid)}/release`,
  groupEntries: (uuid: string) => `/operator/api/groups/${encodeURIComponent(uuid)}/entries`,
  production: (uuid: string) => `/operator/api/group-entries/${encodeURIComponent(uuid)}/production`,
  statistics: '/operator/api/statistics',
  comment: (uuid: string, commentUuid: string) =>
    `/operator/api/submissions/${encodeURIComponent(uuid)}/comments/${encodeURIComponent(commentUuid)}`,
} as const;

/** The dashboard's queues, in the order it shows them. */
export const QUEUE_KEYS = ['review', 'conversion-failed', 'scheduling', 'withdrawals', 'inquiries'] as const;
export type QueueKey = (typeof QUEUE_KEYS)[number];

/** The entry list's state filters: the stored states, and the entries whose conversion failed. */
export const OPERATOR_SUBMISSION_FILTERS = [
  'reviewing',
  'approved',
  'returned',
  'converting',
  'conversion-failed',
  'to-schedule',
  'scheduled',
] as const;
export type OperatorSubmissionFilter = (typeof OPERATOR_SUBMISSION_FILTERS)[number];

export const CREATOR_STATES = ['active', 'suspended', 'withdrawn'] as const;

/** Why an account cannot be erased now (what to finish first). */
export const ERASURE_REFUSALS = ['alreadyLeft', 'withdrawalPending', 'entryInProgress'] as const;

/** The group states' names, by their codes (contract/topic-rules.ts GroupState). */
export const GROUP_STATE_NAMES = { 1: 'preparing', 2: 'waiting', 3: 'competing', 4: 'completed' } as const;

/** What a topic image is for: the home slider's banner, the 720 x 405 thumbnail, an example work. */
export const TOPIC_IMAGE_KINDS = ['banner', 'thumbnail', 'example'] as const;
export type TopicImageKind = (typeof TOPIC_IMAGE_KINDS)[number];
/** The parts of POST topic-images, in the order they are sent. */
export const TOPIC_IMAGE_FIELDS = { kind: 'kind', file: 'file' } as const;

/** What a notice may carry: documents (PDF; ZIP, which Office files are) and images. */
export const NOTICE_ATTACHMENT_KINDS = ['pdf', 'zip', 'jpeg', 'png', 'webp'] as const;
/** A notice's attachment from the console (the command takes files up to the public limit). */
export const NOTICE_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** The parts of the console's notice forms (multipart), texts before the file. */
export const NOTICE_FIELDS = {
  title: 'title',
  language: 'language',
  content: 'content',
  isDisplay: 'isDisplay',
  attachment: 'attachment',
  /** 'true' on an edit: the attachment goes (without a new one). */
  removeAttachment: 'removeAttachment',
} as const;
