// Long file: the page table is one list of the portal's ~40 routes, read side by side with routes.tsx
// (and checked against it); split, neither half could be read against the route table.
// What our server knows of each route of the portal's route table (src/app/routes.tsx), to answer a
// page's HTML with what that page needs first (plugins/first-paint.ts, issue 25): its lazy module
// and locale namespaces (preloaded from Vite's manifest), its layout (the static shell painted
// before the JavaScript) and, for the public pages, the reads it starts with (answered inside the
// HTML). Read it side by side with routes.tsx; tests/page-routes.test.ts checks that both agree.
import { DEFAULT_PAGE_SIZE } from '../../contract/list-rules.js';
import type { Read } from '../../contract/embedded-reads.js';
import { mainBannersRead, mainWorksRead } from '../../contract/main-paths.js';
import { fileCategoriesRead, libraryListRead, noticeRead, noticesRead } from '../../contract/page-reads.js';
import { apiPaths } from '../../contract/paths.js';
import {
  firstNotificationsRead,
  firstSubmissionsRead,
  firstTopicsRead,
  sessionUserRead,
} from '../../contract/session-reads.js';
import { matchRoutes } from 'react-router-dom';

/** The layout a route renders in (src/app/layouts): the shell paints its frame. */
export type PageLayout = 'home' | 'auth' | 'default' | 'operator';

export interface PageRoute {
  /** The path as react-router writes it: `:name` for a segment, a final `*` for the rest. */
  path: string;
  /** The page's module, as Vite's manifest names it. */
  module: string;
  /** The locale namespaces the route loads before it renders (besides `common`). */
  namespaces: readonly string[];
  layout: PageLayout;
  /**
   * The public reads the page starts with, when it is opened without a query (a list's first
   * page, no filters); `params` are the path's named segments. Signed-in pages have none: a
   * navigation carries no token.
   */
  reads?: (params: Readonly<Record<string, string>>) => Read[];
  /**
   * The page's heading as its PageHeader writes it (i18next keys, `namespace:key`), painted by the
   * static shell so that the page has text on screen before its JavaScript has run.
   */
  heading?: PageHeading;
  /**
   * The page asks the API as it opens (a signed-in page, a mailed link's code). The API client
   * (src/api/client.ts) loads axios with that first call, right after the page's first paint; the
   * bench counts it in the page's figure with its content (scripts/bundle-guard.mjs), not in the
   * first paint's budget, and the HTML does not preload it.
   */
  asksAtOnce?: true;
  /**
   * The page is for a signed-in visitor (routes.tsx's requireSession group). Its shell's page part
   * is marked so: public/boot-after-paint.js takes it away in a browser that holds no session,
   * which the portal's guard then sends to the login page.
   */
  signedIn?: true;
  /**
   * The reads a signed-in page starts with, opened without a query (contract/session-reads.ts):
   * public/boot-after-paint.js asks them with the stored session's token while the app's scripts
   * download, and the API client takes their answers when the page asks.
   */
  sessionReads?: readonly Read[];
}

/** The name of axios's chunk (vite.config.ts), which the API client imports lazily. */
export const API_LIBRARY_CHUNK = 'axios';

/** The manifest key of axios's chunk, if the build has one. */
export function apiLibraryKey(manifest: Readonly<Record<string, { name?: string }>>): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]?.name === API_LIBRARY_CHUNK);
}

export interface PageHeading {
  title: string;
  intro?: string;
  /**
   * A line in the brand's colour above the intro, both inside a hero box (the introduction page:
   * its PageHeader's intro is the tagline and the lead, src/pages/introduction).
   */
  tagline?: string;
  /**
   * A policy's sections (`policies:<name>.sections`): the shell also paints the table of contents
   * that PolicyDocument puts under the heading (src/components/policy-document.tsx).
   */
  contents?: string;
  /** The page's column (`<Page width>`, src/components/ui/page.tsx); full width when absent. */
  width?: 'narrow' | 'medium';
  /** The way back above the title (the PageHeader's `back`): its label. */
  back?: string;
  /**
   * The PageHeader's action buttons as the page's first render draws them: a label each, the
   * button's variant, and whether it starts disabled (the room they take moves the heading on a
   * desktop, where they stand beside it, and on a phone, where they stand under it).
   */
  actions?: readonly ShellAction[];
  /** Tabs beside the heading (the PageHeader's actions): a label each and the path it opens. */
  tabs?: readonly { label: string; path: string }[];
  /**
   * The licence block the free libraries show under their heading (LicenseBlock): its title and
   * intro; its licence is the common one of the page's embedded list (contract/common-license.ts).
   */
  license?: { title: string; intro: string };
  /**
   * A policy in a box under the heading (`policies:<name>`, the first signup step's terms): the
   * shell paints its first articles.
   */
  document?: string;
  /**
   * The not-found page: its title and intro are PageState's message, and this key its way on (the
   * button home).
   */
  notFound?: string;
  /**
   * A notice (/notice/{uuid}): the page's title and its text are the embedded answer's
   * (shell-article.ts); these are the keys of the link back to the list and of the date's label.
   */
  article?: { back: string; posted: string };
}

/** A button of a PageHeader's actions (src/components/ui/button.tsx), as its shell paints it. */
export interface ShellAction {
  label: string;
  variant: 'primary' | 'secondary';
  disabled?: true;
}

/** The switch between the two free libraries (src/components/library/library-header.tsx). */
const LIBRARY_TABS = [
  { label: 'common:pages.audio', path: '/audio' },
  { label: 'common:pages.font', path: '/font' },
] as const;

const page = (name: string) => `src/pages/${name}/${name}-page.tsx`;

/** A policy page's heading as `<PolicyDocument policy={name} level={1} />` writes it. */
export const policyHeading = (name: string): PageHeading => ({
  title: `policies:${name}.title`,
  intro: `policies:${name}.effectiveDate`,
  width: 'narrow',
  contents: `policies:${name}.sections`,
});

/** The free libraries' first page: no filters, the first page at the first size. */
const firstPage = { page: 1, size: DEFAULT_PAGE_SIZE };

export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: '/',
    module: page('home'),
    namespaces: ['home'],
    layout: 'home',
    reads: () => [mainBannersRead, mainWorksRead],
  },
  {
    path: '/castingn',
    module: page('home'),
    namespaces: ['home'],
    layout: 'home',
    reads: () => [mainBannersRead, mainWorksRead],
  },
  {
    path: '/operator/*',
    module: 'src/operator/operator-app.tsx',
    namespaces: ['operator', 'errors'],
    layout: 'operator',
  },
  {
    path: '/login',
    module: page('login'),
    namespaces: ['auth', 'errors'],
    layout: 'auth',
    heading: { title: 'auth:login.title', intro: 'auth:login.lead', width: 'narrow' },
  },
  // Public
  {
    path: '/agreement',
    module: page('agreement'),
    namespaces: ['policies'],
    layout: 'default',
    heading: policyHeading('terms'),
  },
  {
    path: '/privacy',
    module: page('privacy'),
    namespaces: ['policies'],
    layout: 'default',
    heading: policyHeading('privacy'),
  },
  {
    path: '/notice',
    module: page('notice'),
    namespaces: ['notices', 'errors'],
    layout: 'default',
    reads: () => [noticesRead(firstPage.page, firstPage.size)],
    heading: { title: 'common:pages.notice', intro: 'notices:list.intro' },
  },
  {
    path: '/notice/:uuid',
    module: page('notice-detail'),
    namespaces: ['notices', 'errors'],
    layout: 'default',
    reads: ({ uuid = '' }) => [noticeRead(uuid)],
    heading: {
      title: 'common:pages.noticeDetail',
      width: 'medium',
      article: { back: 'notices:detail.backToList', posted: 'notices:detail.posted' },
    },
  },
  {
    path: '/faq',
    module: page('faq'),
    namespaces: ['faq'],
    layout: 'default',
    heading: { title: 'common:pages.faq', intro: 'faq:intro', width: 'medium' },
  },
  {
    path: '/operation-policies',
    module: page('operation-policies'),
    namespaces: ['policies'],
    layout: 'default',
    heading: policyHeading('operation'),
  },
  {
    path: '/profit-policies',
    module: page('profit-policies'),
    namespaces: ['policies'],
    layout: 'default',
    heading: policyHeading('profit'),
  },
  {
    path: '/signup/agreement',
    module: page('signup-agreement'),
    namespaces: ['account', 'policies'],
    layout: 'default',
    heading: {
      title: 'common:pages.signupAgreement',
      intro: 'account:agreement.lead',
      width: 'narrow',
      document: 'policies:terms',
    },
  },
  { path: '/signup/form', module: page('signup-form'), namespaces: ['account', 'errors'], layout: 'default' },
  {
    path: '/introduction',
    module: page('introduction'),
    namespaces: ['introduction'],
    layout: 'default',
    heading: {
      title: 'common:pages.introduction',
      tagline: 'introduction:tagline',
      intro: 'introduction:lead',
    },
  },
  {
    path: '/find-password',
    module: page('find-password'),
    namespaces: ['account', 'errors'],
    layout: 'default',
    heading: { title: 'common:pages.findPassword', intro: 'account:findPassword.intro', width: 'narrow' },
  },
  {
    path: '/audio',
    module: page('audio'),
    namespaces: ['library', 'errors'],
    layout: 'default',
    reads: () => [fileCategoriesRead('audio'), libraryListRead(apiPaths.audio, firstPage)],
    heading: {
      title: 'common:pages.audio',
      intro: 'library:audio.subtitle',
      tabs: LIBRARY_TABS,
      license: { title: 'library:audio.licenseCommonTitle', intro: 'library:audio.licenseCommonIntro' },
    },
  },
  {
    path: '/font',
    module: page('font'),
    namespaces: ['library', 'errors'],
    layout: 'default',
    reads: () => [fileCategoriesRead('font'), libraryListRead(apiPaths.font, firstPage)],
    heading: {
      title: 'common:pages.font',
      intro: 'library:font.subtitle',
      tabs: LIBRARY_TABS,
      license: { title: 'library:font.licenseCommonTitle', intro: 'library:font.licenseCommonIntro' },
    },
  },
  { path: '/email-auth', module: page('email-auth'), namespaces: ['account', 'errors'], layout: 'default' },
  {
    path: '/email-auth/:authcode',
    module: page('email-auth'),
    namespaces: ['account', 'errors'],
    layout: 'default',
    asksAtOnce: true,
  },
  { path: '/signup/:type', module: page('email-auth'), namespaces: ['account', 'errors'], layout: 'default' },
  {
    path: '/email-change/:code',
    module: page('email-change'),
    namespaces: ['account', 'errors'],
    layout: 'default',
    asksAtOnce: true,
  },
  // Login required
  {
    path: '/jobs',
    module: page('jobs'),
    namespaces: ['entries'],
    layout: 'default',
    asksAtOnce: true,
    signedIn: true,
    sessionReads: [firstTopicsRead],
    heading: { title: 'common:pages.jobs', intro: 'entries:jobs.intro' },
  },
  {
    path: '/jobs/:uuid',
    module: page('job-detail'),
    namespaces: ['entries', 'errors'],
    layout: 'default',
    asksAtOnce: true,
    signedIn: true,
  },
  {
    path: '/my-entry-list',
    module: page('my-entry-list'),
    namespaces: ['entries', 'competition', 'errors'],
    layout: 'default',
    asksAtOnce: true,
    signedIn: true,
    sessionReads: [firstSubmissionsRead],
    heading: { title: 'common:pages.myEntryList', intro: 'entries:myEntries.intro' },
  },
  {
    path: '/my-asset',
    module: page('my-asset'),
    namespaces: ['assets', 'errors'],
    layout: 'default',
    asksAtOnce: true,
    signedIn: true,
    heading: {
      title: 'common:pages.myAsset',
      intro: 'assets:myAsset.intro',
      actions: [{ label: 'assets:myAsset.statement.download', variant: 'secondary' }],
    },
  },
  {
    path: '/submission-detail/:uuid',
    module: page('submission-detail'),
    namespaces: ['entries', 'errors'],
    layout: 'default',
    asksAtOnce: true,
    signedIn: true,
  },
  {
    path: '/withdraw',
    module: page('withdraw'),
    namespaces: ['assets', 'errors'],
    layout: 'default',
    asksAtOnce: true,
    signedIn: true,
    heading: {
      title: 'common:pages.withdraw',
      intro: 'assets:withdraw.intro',
      back: 'assets:withdraw.toMyAsset',
      width: 'narrow',
    },
  },
  {
    path: '/mypage',
    module: page('mypage'),
    namespaces: ['account', 'errors'],
    layout: 'default',
    asksAtOnce: true,
    signedIn: true,
    sessionReads: [sessionUserRead],
    heading: { title: 'common:pages.mypage', width: 'narrow' },
  },
  {
    path: '/qna',
    module: page('qna'),
    namespaces: ['qna', 'errors'],
    layout: 'default',
    asksAtOnce: true,
    signedIn: true,
    heading: {
      title: 'common:pages.qna',
      intro: 'qna:list.intro',
      actions: [{ label: 'qna:list.write', variant: 'primary' }],
    },
  },
  {
    path: '/qna/form',
    module: page('qna-form'),
    namespaces: ['qna', 'errors'],
    layout: 'default',
    asksAtOnce: true,
    signedIn: true,
    heading: {
      title: 'qna:form.newTitle',
      intro: 'qna:form.intro',
      back: 'qna:detail.back',
      width: 'narrow',
    },
  },
  {
    path: '/qna/form/:uuid',
    module: page('qna-form'),
    namespaces: ['qna', 'errors'],
    layout: 'default',
    asksAtOnce: true,
    signedIn: true,
  },
  {
    path: '/qna/:uuid',
    module: page('qna-detail'),
    namespaces: ['qna', 'errors'],
    layout: 'default',
    asksAtOnce: true,
    signedIn: true,
  },
  {
    path: '/notifications',
    module: page('notifications'),
    namespaces: ['notifications', 'errors'],
    layout: 'default',
    asksAtOnce: true,
    signedIn: true,
    sessionReads: [firstNotificationsRead],
    heading: {
      title: 'notifications:page.title',
      intro: 'notifications:page.intro',
      width: 'medium',
      // Disabled until the list says that something is unread.
      actions: [{ label: 'notifications:page.markAllRead', variant: 'secondary', disabled: true }],
    },
  },
  // Anything else
  {
    path: '/*',
    module: page('not-found'),
    namespaces: [],
    layout: 'default',
    heading: {
      title: 'common:notFound.title',
      intro: 'common:notFound.text',
      width: 'narrow',
      notFound: 'common:notFound.home',
    },
  },
];

export interface MatchedRoute {
  route: PageRoute;
  params: Record<string, string>;
}

// react-router's own matcher, so that a path finds the route the portal will render, ranked as
// the portal ranks them (plain segments before `:params`, `*` last).
const routeObjects = PAGE_ROUTES.map((route) => ({ path: route.path, route }));

/** The route a path renders; null for a path the route table does not take (none: `*` takes all). */
export function matchPageRoute(pathname: string): MatchedRoute | null {
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.params)) if (value !== undefined) params[name] = value;
  return { route: match.route.route, params };
}
