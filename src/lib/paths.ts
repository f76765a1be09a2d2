// Every in-app URL, built in one place (STYLE.md: no string paths scattered in components).
// The route table (src/app/routes.tsx) holds the matching patterns, in the order of spec §2.

const segment = encodeURIComponent;

export type Query = Record<string, string | number | boolean | null | undefined>;

/** `path` plus the query's non-empty values, URL-encoded. */
export function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  // Public
  home: '/',
  castingn: '/castingn',
  agreement: '/agreement',
  privacy: '/privacy',
  notices: '/notice',
  noticeDetail: (uuid: string) => `/notice/${segment(uuid)}`,
  faq: '/faq',
  operationPolicies: '/operation-policies',
  profitPolicies: '/profit-policies',
  /** `redirect` is where to go after logging in (a path with its search). */
  login: (redirect?: string) => withQuery('/login', { redirect }),
  signupAgreement: '/signup/agreement',
  signupForm: '/signup/form',
  introduction: '/introduction',
  findPassword: '/find-password',
  audio: '/audio',
  font: '/font',
  emailAuth: (email?: string) => withQuery('/email-auth', { email }),
  emailAuthCode: (authCode: string) => `/email-auth/${segment(authCode)}`,
  signupType: (type: string) => `/signup/${segment(type)}`,
  /** The email change's mailed link (issue 19): public, it may open in another browser. */
  emailChange: (code: string) => `/email-change/${segment(code)}`,
  // Login required
  jobs: '/jobs',
  jobDetail: (uuid: string) => `/jobs/${segment(uuid)}`,
  myEntryList: '/my-entry-list',
  myAsset: '/my-asset',
  submissionDetail: (uuid: string) => `/submission-detail/${segment(uuid)}`,
  withdraw: '/withdraw',
  mypage: '/mypage',
  qna: '/qna',
  qnaForm: '/qna/form',
  qnaEdit: (uuid: string) => `/qna/form/${segment(uuid)}`,
  qnaDetail: (uuid: string) => `/qna/${segment(uuid)}`,
  notifications: '/notifications',
} as const;

// Browsers treat "\" like "/" and drop tabs and newlines inside URLs, so "/\evil.example" or
// "/\t/evil.example" would leave the site just like "//evil.example".
const UNSAFE_REDIRECT = /[\\\p{Cc}]/u;
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * The post-login target: only a path on this site (one leading "/"); anything else, and the
 * login page itself (which would only say "already logged in"), becomes the home page.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || UNSAFE_REDIRECT.test(target)) {
    return paths.home;
  }
  const url = new URL(target, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN || url.pathname === paths.login()) return paths.home;
  return target;
}
