// A page's HTML made for its first paint (issue 25; QUALITY.md: LCP ≤ 2.0 s on mobile). Without it
// every route paid the whole waterfall: the entry script, then its page chunk, then its locale
// files, then its API reads, then the render. So each page's index.html carries:
// - preloads of its lazy chunk, the chunks that imports and its locale namespaces in the language
//   the visitor will most likely get (page-assets.ts), found while the HTML is parsed;
// - a static shell in #root: the header's two bars (the `boot-` rules of src/styles/global.css),
//   then on home the first banner with its image, on a page the page table gives a heading its
//   title, intro and the part under them, written with the components' own classes
//   (shell-parts.ts), painted as soon as the HTML and the CSS are there. React clears it on its
//   first render, which waits until the route is ready (src/main.tsx), so the page goes from
//   shell to full in one step;
// - the answers of the public reads the page starts with, as a JSON data block
//   (contract/embedded-reads.ts), so that its first render needs no request (the portal takes
//   them only when the API is on this origin). A data block is not script: the
//   Content-Security-Policy allows it.
// A page whose shell has content (home's banner image, another page's heading) hands the app's
// script to public/boot-after-paint.js, which starts it once that content has painted (or after
// 1.5 s): on a slow connection the page's largest element no longer shares the bandwidth and the
// main thread with ~150 kB of JavaScript. Plain ES5 in its own file, because the
// Content-Security-Policy forbids inline script.
import { commonLicense } from '../../contract/common-license.js';
import { EMBEDDED_READS_ID, readKey, type EmbeddedReads, type Read } from '../../contract/embedded-reads.js';
import type { Envelope, Page } from '../../contract/envelope.js';
import { mainBannersRead } from '../../contract/main-paths.js';
import type { MainItem } from '../../contract/topics.js';
import type { PageLayout } from './page-routes.js';
import type { ShellHeading } from './page-texts.js';
import { classNamer, MissingPartError, type CssModuleClasses } from './shell-classes.js';
import { escapeHtml } from '../lib/escape-html.js';
import { authShellHtml, pageContentHtml, siteShellHtml } from './shell-parts.js';

const ROOT = '<div id="root"></div>';

/** JSON that cannot end the data block early (`</script>`, `<!--`). */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLE_PRELOAD = /<link rel="preload" as="style" crossorigin href="([^"]+)">/g;

/**
 * Takes the app's entry script and its preloads out of the head and hands them to
 * public/boot-after-paint.js, which starts them once the shell has painted (home: its first
 * banner image).
 */
function startScriptsAfterFirstPaint(
  html: string,
  reads: { keys: readonly string[]; language: string } | null,
): { html: string; boot: string } | null {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return null;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  // A read key is a path and a query, encoded: it has no space.
  const sessionReads = reads
    ? ` data-session-reads="${escapeHtml(reads.keys.join(' '))}" data-language="${escapeHtml(reads.language)}"`
    : '';
  const boot =
    `<script src="/boot-after-paint.js" data-entry="${escapeHtml(entry)}"` +
    ` data-modules="${escapeHtml(modules.join(' '))}"${sessionReads}></script>`;
  return {
    // The page's own stylesheet applies with the shell (a few kB; cheap while the page is small),
    // so React's first render does not pay for restyling the whole page when it arrives.
    // Vite's loader finds it in place and does not add it again.
    html: html
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(STYLE_PRELOAD, (_tag, href: string) => `<link rel="stylesheet" crossorigin href="${href}">`),
    boot,
  };
}

/**
 * Home's first banner as its slide paints it (src/pages/home/banner-slide.tsx, its classes from
 * banner.module.css): the band, the image over it and the shade over the image; null when the
 * build did not write a class it needs.
 */
function bannerShell(image: string, classes: CssModuleClasses): string | null {
  const cls = classNamer(classes);
  try {
    return (
      `<div class="${cls('banner', 'banner')}"><img class="${cls('banner', 'image')}" src="${escapeHtml(image)}"` +
      ` alt="" width="1440" height="440" fetchpriority="high" data-shell-image><div class="${cls('banner', 'shade')}"></div></div>`
    );
  } catch (error) {
    if (error instanceof MissingPartError) return null;
    throw error;
  }
}

/** The first banner's image, from the embedded answer of the banners. */
function bannerImageOf(embedded: EmbeddedReads | null): string | null {
  const answer = embedded?.answers[readKey(mainBannersRead)] as Envelope<Page<MainItem>> | undefined;
  return answer?.data?.lists[0]?.mcfTopic.mainBannerImageUrl ?? null;
}

const HEADER = '<div class="boot-header"><div class="boot-utility"></div></div>';

export interface FirstPaintInput {
  layout: PageLayout;
  /** The page's preload tags (page-assets.ts). */
  preloads: string;
  /** The answers of the page's reads; null when it has none (or none could be had in time). */
  embedded: EmbeddedReads | null;
  /** The page's heading in the guessed language (page-texts.ts), painted by the shell. */
  heading?: ShellHeading | null;
  /**
   * A signed-in page: its shell's page part is marked, and public/boot-after-paint.js takes it away
   * in a browser without a session (the guard sends that visitor to the login page).
   */
  signedIn?: boolean;
  /**
   * A signed-in page's first reads (contract/session-reads.ts), which public/boot-after-paint.js
   * asks with the stored session in the language the page is answered in.
   */
  sessionReads?: readonly Read[];
  language?: string;
  /** The build's CSS module classes, which the shell's parts are written with (shell-classes.ts). */
  classes?: CssModuleClasses;
}

/**
 * The page under the header as the shell paints it (shell-parts.ts); null without a heading, or
 * when the build did not write a class a part needs (the page then paints with React alone).
 */
function pageShell(
  layout: PageLayout,
  heading: ShellHeading | null | undefined,
  embedded: EmbeddedReads | null,
  classes: CssModuleClasses,
): string | null {
  if (!heading || (layout !== 'default' && layout !== 'auth')) return null;
  const cls = classNamer(classes);
  try {
    if (layout === 'auth') return authShellHtml(cls, heading);
    const license = heading.license ? commonLicenseOf(embedded) : null;
    return siteShellHtml(cls, HEADER, pageContentHtml(cls, heading, license));
  } catch (error) {
    if (error instanceof MissingPartError) return null;
    throw error;
  }
}

/** The common licence of the page's embedded list, as the page's first render works it out. */
function commonLicenseOf(embedded: EmbeddedReads | null): string | null {
  for (const answer of Object.values(embedded?.answers ?? {})) {
    const lists = (answer as Envelope<Page<{ license?: unknown }>> | undefined)?.data?.lists;
    if (!Array.isArray(lists) || lists.length === 0) continue;
    const licenses = lists.map((item) => item.license);
    if (licenses.every((license): license is string => typeof license === 'string'))
      return commonLicense(licenses);
  }
  return null;
}

/** index.html for one page: its preloads, its shell and its embedded reads. */
export function withFirstPaint(
  html: string,
  {
    layout,
    preloads,
    embedded,
    heading,
    signedIn = false,
    sessionReads,
    language,
    classes = {},
  }: FirstPaintInput,
): string {
  if (!html.includes(ROOT) || !html.includes('</head>')) return html;
  let page = html.replace('</head>', `${preloads}</head>`);
  let shell = '';
  let boot = '';
  const image = layout === 'home' ? bannerImageOf(embedded) : null;
  const banner = image ? bannerShell(image, classes) : null;
  const content = pageShell(layout, heading, embedded, classes);
  // Only a shell with content to paint (an image, text) is worth waiting for.
  const reads =
    signedIn && sessionReads?.length && language ? { keys: sessionReads.map(readKey), language } : null;
  const deferred = banner || content ? startScriptsAfterFirstPaint(page, reads) : null;
  if (deferred) {
    page = deferred.html;
    boot = deferred.boot;
  }
  if (image && banner && deferred) {
    page = page.replace(
      '</head>',
      `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high"></head>`,
    );
    shell = HEADER + banner;
  } else if (content && deferred) {
    shell = content;
  } else if (layout === 'home' || layout === 'default') {
    // The site's header and an empty page below it; the operator console has a frame of its own,
    // and paints with React.
    shell = HEADER + '<div class="boot-page"></div>';
  }
  const data =
    embedded && Object.keys(embedded.answers).length > 0
      ? `<script type="application/json" id="${EMBEDDED_READS_ID}">${jsonForHtml(embedded)}</script>`
      : '';
  const session = signedIn && content ? ' data-session="required"' : '';
  const root = shell
    ? `<div id="root"><div class="boot-shell" aria-hidden="true"${session}>${shell}</div></div>`
    : ROOT;
  return page.replace(ROOT, root + data + boot);
}
