// API paths exactly as spec §7 writes them (trailing slashes included). `/p/api` needs no login;
// `/api` and `/v1/api` need a valid token (CONTRACT.md).
import { mainPaths } from './main-paths';

export const apiPaths = {
  login: '/p/api/users/login',
  user: (id: string) => `/api/users/${encodeURIComponent(id)}`,
  castingn: '/api/users/castingn',
  /** Documented additions to spec §7 (issue 19): the phone change's code, and the change. */
  phoneChangeCode: '/api/users/hp-number/code',
  phoneNumber: (id: string) => `/api/users/${encodeURIComponent(id)}/hp-number`,
  /** Documented additions to spec §7 (issue 19, contract/sessions.ts). */
  logout: '/api/users/logout',
  sessions: '/api/users/sessions',
  session: (id: string) => `/api/users/sessions/${encodeURIComponent(id)}`,
  /** Documented additions to spec §7 (issue 19 item 2): the name change and the email change. */
  userName: (id: string) => `/api/users/${encodeURIComponent(id)}/user-name`,
  emailChange: (id: string) => `/api/users/${encodeURIComponent(id)}/email-change`,
  /** The email change's mailed link (public: opened from the mail, maybe in another browser). */
  emailChangeLink: (code: string) => `/p/api/users/email-change/${encodeURIComponent(code)}`,
  sameUserId: '/p/api/users/same-userid',
  authHpNumber: '/p/api/users/auth-hpnumber',
  signup: '/p/api/users',
  emailAuth: (code: string) => `/p/api/users/email-auth/${encodeURIComponent(code)}`,
  recertifyEmail: '/p/api/users/recertify-email',
  findUserId: '/p/api/users/userid',
  resetPassword: '/p/api/users/password',
  /** A documented addition to spec §7: the deployment's currency, country and §9 figures. */
  deployment: '/p/api/deployment',
  ...mainPaths,
  groupTopic: '/p/api/group/topic',
  topics: '/api/topics',
  topic: (uuid: string) => `/v1/api/topics/${encodeURIComponent(uuid)}`,
  submissions: '/api/submission/',
  /** A documented addition to spec §7: one entry in full. */
  submission: (uuid: string) => `/api/submission/${encodeURIComponent(uuid)}`,
  projectFile: (uuid: string) => `/api/submission/project-file/${encodeURIComponent(uuid)}`,
  /**
   * Issue 22: the resumable uploads (tus 1.0: creation, termination, expiration) of the hosts whose
   * deployment says `resumableUploads`; an upload is `${uploads}<id>`.
   */
  uploads: '/api/uploads/',
  myGroupSubmissions: '/api/group-submission',
  groupRanking: (id: string) => `/api/group-submission/${encodeURIComponent(id)}`,
  belongToGroup: (id: string) => `/api/group-submission/belong-to-group/${encodeURIComponent(id)}`,
  /** Signed, short-lived links to a creator's private files (contract/submissions.ts). */
  privateFilePrefix: '/p/api/files/private/',
  /** Spec §7 "Assets" (contract/assets.ts). */
  assetBriefing: '/api/assets/user/briefing',
  assetUnwithdrawn: '/api/assets/log/no-withdrawal-request',
  withdrawalRequests: '/api/assets/withdrawal-request',
  /** Ours (issue 19): the last request's account, masked, to pay into again (contract/assets.ts). */
  payoutDetails: '/api/assets/withdrawals/payout-details',
  /** Ours (issue 18): the earnings statement as CSV (contract/assets.ts STATEMENT_COLUMNS). */
  assetStatement: '/api/assets/statement',
  /** Documented additions to spec §7 (issue 18, contract/notifications.ts). */
  notifications: '/api/notifications',
  notificationsUnreadCount: '/api/notifications/unread-count',
  notificationsRead: '/api/notifications/read',
  mailPreferences: '/api/notifications/mail-preferences',
  inquiries: '/api/inquiries',
  inquiry: (uuid: string) => `/api/inquiries/${encodeURIComponent(uuid)}`,
  notices: '/p/api/notices',
  notice: (uuid: string) => `/p/api/notices/${encodeURIComponent(uuid)}`,
  publicFiles: '/p/api/files/',
  fileCategories: '/p/api/files/category',
  download: '/p/api/files/download',
  audio: '/p/api/audio',
  font: '/p/api/font',
} as const;

/**
 * The server's route pattern for a path that `apiPaths` builds from one parameter, so that a
 * route and the portal's call come from one definition: `routePattern(apiPaths.inquiry, 'uuid')`
 * is `/api/inquiries/:uuid`. The builder URL-encodes its argument, which leaves the placeholder
 * (letters and underscores only) as it is.
 */
export function routePattern(build: (value: string) => string, param: string): string {
  const placeholder = '__ROUTE_PARAM__';
  return build(placeholder).replace(placeholder, `:${param}`);
}
