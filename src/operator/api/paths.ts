// The operator API's paths. contract/operator.ts has the same `operatorPaths`, but that file builds
// zod schemas, and no browser chunk may carry zod (scripts/bundle-guard.mjs): until the paths move
// to a zod-free contract file, this copy stands in, and tests/operator/operator-paths.test.ts fails
// the moment the two disagree.
const segment = encodeURIComponent;

export const operatorApiPaths = {
  setup: (code: string) => `/operator/api/auth/setup/${segment(code)}`,
  login: '/operator/api/auth/login',
  logout: '/operator/api/logout',
  me: '/operator/api/me',
  operators: '/operator/api/operators',
  operator: (uuid: string) => `/operator/api/operators/${segment(uuid)}`,
  /** A new setup link for an operator (password, authenticator and recovery codes reset). */
  setupLink: (uuid: string) => `/operator/api/operators/${segment(uuid)}/setup-link`,
  audit: '/operator/api/audit',
  dashboard: '/operator/api/dashboard',
  submissions: '/operator/api/submissions',
  submission: (uuid: string) => `/operator/api/submissions/${segment(uuid)}`,
  approve: (uuid: string) => `/operator/api/submissions/${segment(uuid)}/approve`,
  return: (uuid: string) => `/operator/api/submissions/${segment(uuid)}/return`,
  retryConversion: (uuid: string) => `/operator/api/submissions/${segment(uuid)}/retry-conversion`,
  comments: (uuid: string) => `/operator/api/submissions/${segment(uuid)}/comments`,
  comment: (uuid: string, commentUuid: string) =>
    `/operator/api/submissions/${segment(uuid)}/comments/${segment(commentUuid)}`,
} as const;

/** The queues of the dashboard and the entry list's state filters (contract/operator.ts, zod-free copy). */
export const QUEUE_KEYS = ['review', 'conversion-failed', 'scheduling', 'withdrawals', 'inquiries'] as const;

export const OPERATOR_SUBMISSION_FILTERS = [
  'reviewing',
  'approved',
  'returned',
  'converting',
  'conversion-failed',
  'scheduled',
] as const;
export type OperatorSubmissionFilter = (typeof OPERATOR_SUBMISSION_FILTERS)[number];
