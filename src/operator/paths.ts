// The console's own URLs (under /operator), built in one place like src/lib/paths.ts.
import { withQuery, type Query } from '../lib/paths';

const segment = encodeURIComponent;
export const OPERATOR_BASE = '/operator';

export const operatorPaths = {
  /** `next`: where to go after logging in; `ended`: say that the session ended. */
  login: (query: { next?: string; ended?: boolean } = {}) =>
    withQuery(`${OPERATOR_BASE}/login`, { next: query.next, ended: query.ended ? 1 : undefined }),
  setup: (code: string) => `${OPERATOR_BASE}/setup/${segment(code)}`,
  dashboard: OPERATOR_BASE,
  entries: (query: Query = {}) => withQuery(`${OPERATOR_BASE}/entries`, query),
  entry: (uuid: string) => `${OPERATOR_BASE}/entries/${segment(uuid)}`,
  operators: `${OPERATOR_BASE}/operators`,
  audit: (query: Query = {}) => withQuery(`${OPERATOR_BASE}/audit`, query),
  withdrawals: (query: Query = {}) => withQuery(`${OPERATOR_BASE}/withdrawals`, query),
  inquiries: (query: Query = {}) => withQuery(`${OPERATOR_BASE}/inquiries`, query),
  inquiry: (uuid: string) => `${OPERATOR_BASE}/inquiries/${segment(uuid)}`,
  /** The notices (area `content`): the list, a new one, one to edit. */
  notices: (query: Query = {}) => withQuery(`${OPERATOR_BASE}/notices`, query),
  newNotice: `${OPERATOR_BASE}/notices/new`,
  notice: (uuid: string) => `${OPERATOR_BASE}/notices/${segment(uuid)}`,
  /** The free libraries (area `content`): audio, fonts and their categories. */
  libraryAudio: (query: Query = {}) => withQuery(`${OPERATOR_BASE}/library/audio`, query),
  newLibraryAudio: `${OPERATOR_BASE}/library/audio/new`,
  libraryAudioItem: (uuid: string) => `${OPERATOR_BASE}/library/audio/${segment(uuid)}`,
  libraryFonts: (query: Query = {}) => withQuery(`${OPERATOR_BASE}/library/fonts`, query),
  newLibraryFont: `${OPERATOR_BASE}/library/fonts/new`,
  libraryFont: (uuid: string) => `${OPERATOR_BASE}/library/fonts/${segment(uuid)}`,
  libraryCategories: `${OPERATOR_BASE}/library/categories`,
  creators: (query: Query = {}) => withQuery(`${OPERATOR_BASE}/creators`, query),
  creator: (uuid: string) => `${OPERATOR_BASE}/creators/${segment(uuid)}`,
  /** Jobs (the API's topics) and their groups: area `competitions`. */
  topics: (query: Query = {}) => withQuery(`${OPERATOR_BASE}/topics`, query),
  newTopic: `${OPERATOR_BASE}/topics/new`,
  topic: (uuid: string) => `${OPERATOR_BASE}/topics/${segment(uuid)}`,
  topicGroups: (uuid: string) => `${OPERATOR_BASE}/topics/${segment(uuid)}/groups`,
} as const;

/** Where a login returns to: a console path only (never another site or the creator portal). */
export function safeOperatorNext(next: string | null | undefined): string {
  if (!next || !/^\/operator(?:[/?#]|$)/.test(next) || /[\\\p{Cc}]/u.test(next)) return OPERATOR_BASE;
  if (next.startsWith(`${OPERATOR_BASE}/login`) || next.startsWith(`${OPERATOR_BASE}/setup`))
    return OPERATOR_BASE;
  return next;
}
