// The content domain's public face: what other folders of the server (other domains, the operator
// commands, main.ts, the seed) may use. Everything else in server/content/ is its own business
// (eslint-rules/server-layers.js); app.ts mounts its *.routes.ts directly.
export { listCategories } from './library.js';
export {
  audioForConsole,
  categoryInUse,
  findAudioRow,
  findCategory,
  findFontRow,
  fontForConsole,
  libraryChanged,
  listAudioForConsole,
  listCategoriesForConsole,
  listFontsForConsole,
  type CategoryRow,
  type LibraryListFilter,
} from './library-admin.js';
export { noticeSanitizerReady, sanitizeNoticeHtml } from './notice-html.js';
export { createNotice, type NoticeInput } from './notices.js';
export {
  changeNotice,
  findNoticeRow,
  listNoticesForConsole,
  noticeForConsole,
  type ConsoleNotice,
  type NoticeChanges,
} from './notice-admin.js';
