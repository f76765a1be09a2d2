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
  /** The free libraries' categories: audio's two levels and the font types. */
  libraryCategories: '/operator/api/library/categories',
  libraryCategory: (uuid: string) => `/operator/api/library/categories/${encodeURIComponent(uuid)}`,
  libraryAudio: '/operator/api/library/audio',
  libraryAudioItem: (uuid: string) => `/operator/api/library/audio/${encodeURIComponent(uuid)}`,
  libraryFonts: '/operator/api/library/fonts',
  libraryFont: (uuid: string) => `/operator/api/library/fonts/${encodeURIComponent(uuid)}`,
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

/** A notice's title and (HTML) content, at most. */
export const NOTICE_TITLE_MAX_LENGTH = 200;
export const NOTICE_CONTENT_MAX_LENGTH = 50_000;

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

/** The free libraries the console keeps (stored files' and categories' fileType). */
export const LIBRARY_TYPES = ['audio', 'font'] as const;
export type LibraryType = (typeof LIBRARY_TYPES)[number];
/** An audio item's file: WAV or MP3, its length read from its bytes. */
export const LIBRARY_AUDIO_KINDS = ['wav', 'mp3'] as const;
/** A font's preview (one woff2 file, declared by the stylesheet the server writes for it). */
export const FONT_PREVIEW_KINDS = ['woff2'] as const;
/** A font's download package. */
export const FONT_PACKAGE_KINDS = ['zip'] as const;
/** A font's licence: a PDF, or plain text (UTF-8). */
export const FONT_LICENSE_KINDS = ['pdf', 'txt'] as const;
/** Each file of an audio or font item from the console. */
export const LIBRARY_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const LIBRARY_TITLE_MAX_LENGTH = 100;
export const LIBRARY_LICENSE_MAX_LENGTH = 2_000;
export const LIBRARY_CATEGORY_NAME_MAX_LENGTH = 50;
/** The display order: smaller first (ties newest first). */
export const LIBRARY_SORT_MAX = 1_000_000;
export const LIBRARY_BPM_MAX = 999;
/** The console's library list filter on visibility. */
export const LIBRARY_DISPLAY_FILTERS = ['shown', 'hidden'] as const;

/** The parts of the console's audio forms (multipart), texts before the file. */
export const AUDIO_FIELDS = {
  title: 'title',
  /** A second-level audio category; the first level is its parent. */
  category2Uuid: 'category2Uuid',
  bpm: 'bpm',
  licenseKo: 'licenseKo',
  licenseEn: 'licenseEn',
  sort: 'sort',
  isDisplay: 'isDisplay',
  file: 'file',
} as const;

/** The parts of the console's font forms (multipart), texts before the files. */
export const FONT_FIELDS = {
  fontName: 'fontName',
  maker: 'maker',
  fontTypeUuid: 'fontTypeUuid',
  licenseName: 'licenseName',
  sort: 'sort',
  isDisplay: 'isDisplay',
  /** The woff2 file the live preview uses. */
  preview: 'preview',
  /** The download (ZIP). */
  package: 'package',
  /** The licence's text or PDF. */
  license: 'license',
} as const;
