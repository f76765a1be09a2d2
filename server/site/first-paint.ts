// A page's HTML made for its first paint (issue 25; QUALITY.md: LCP ≤ 2.0 s on mobile). Without it
// every route paid the whole waterfall: the entry script, then its page chunk, then its locale
// files, then its API reads, then the render. So each page's index.html carries:
// - preloads of its lazy chunk, the chunks that imports and its locale namespaces in the language
//   the visitor will most likely get (page-assets.ts), found while the HTML is parsed;
// - a static shell in #root: the header's two bars, the page's heading where the page table names
//   it (its title and intro from the locale files) and, on home, the first banner with its image
//   (styled by the `boot-` rules of src/styles/global.css at the real page's sizes), painted as
//   soon as the HTML and the CSS are there. React clears it on its first render, which waits
//   until the route is ready (src/main.tsx), so the page goes from shell to full in one step;
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
import { EMBEDDED_READS_ID, readKey, type EmbeddedReads } from '../../contract/embedded-reads.js';
import type { Envelope, Page } from '../../contract/envelope.js';
import { mainBannersRead } from '../../contract/main-paths.js';
import type { MainItem } from '../../contract/topics.js';
import type { PageLayout } from './page-routes.js';
import type { ShellHeading } from './page-texts.js';

const ROOT = '<div id="root"></div>';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

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
function startScriptsAfterFirstPaint(html: string): { html: string; boot: string } | null {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return null;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const boot =
    `<script src="/boot-after-paint.js" data-entry="${escapeAttribute(entry)}"` +
    ` data-modules="${escapeAttribute(modules.join(' '))}"></script>`;
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
}

/**
 * The top of the page as its PageHeader renders it (src/components/ui/page.tsx), at the same place
 * and size (the `boot-` rules of global.css). Text on screen is the page's first contentful
 * paint, and the page's largest text, its intro, paints here instead of after the JavaScript.
 */
function headingHtml(heading: ShellHeading, embedded: EmbeddedReads | null = null): string {
  const lead = heading.intro ? escapeAttribute(heading.intro) : '';
  // The introduction's hero: a tagline and a lead inside the intro, in a box.
  const intro = heading.tagline
    ? `<p class="boot-intro"><span class="boot-tagline">${escapeAttribute(heading.tagline)}</span><span class="boot-lead">${lead}</span></p>`
    : lead
      ? `<p class="boot-intro">${lead}</p>`
      : '';
  const width = heading.width ? ` data-width="${heading.width}"` : '';
  const html = `<div class="boot-heading"${width}><h1 class="boot-title">${escapeAttribute(heading.title)}</h1>${intro}</div>`;
  if (heading.tagline) return `<div class="boot-hero">${html}</div>`;
  if (heading.contents) return html + contentsHtml(heading.contents, width);
  const license = heading.license ? commonLicenseOf(embedded) : null;
  return (
    (heading.tabs ? headerRowHtml(html, heading.tabs) : html) +
    (heading.license && license ? licenseHtml(heading.license, license) : '')
  );
}

/** The heading with tabs beside it (PageHeader's actions; the libraries' switch), look-alikes too. */
function headerRowHtml(heading: string, tabs: { label: string; active: boolean }[]): string {
  const items = tabs
    .map(
      (tab) =>
        `<li><span class="boot-tab"${tab.active ? ' data-active="true"' : ''}>${escapeAttribute(tab.label)}</span></li>`,
    )
    .join('');
  return `<div class="boot-header-row">${heading}<div class="boot-actions"><div><ul class="boot-tabs">${items}</ul></div></div></div>`;
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

/**
 * The free libraries' licence block (LicenseBlock), under the heading: on a phone the largest text
 * of the first screen. Its icon's place is kept, empty.
 */
function licenseHtml(texts: { title: string; intro: string }, license: string): string {
  return (
    '<div class="boot-license"><span class="boot-license-icon"></span><div class="boot-license-body">' +
    `<h2 class="boot-license-title">${escapeAttribute(texts.title)}</h2>` +
    `<p class="boot-license-intro">${escapeAttribute(texts.intro)}</p>` +
    `<p class="boot-license-text">${escapeAttribute(license)}</p></div></div>`
  );
}

/**
 * A policy's table of contents in its card (PolicyDocument's Contents), the largest text on a
 * phone's first screen. Its entries are look-alikes of the links, not links: the shell is hidden
 * from assistive technology, so it holds nothing that takes focus.
 */
function contentsHtml({ title, headings }: { title: string; headings: string[] }, width: string): string {
  const items = headings
    .map((text) => `<li><span class="boot-link">${escapeAttribute(text)}</span></li>`)
    .join('');
  return `<div class="boot-contents"${width}><h2 class="boot-contents-title">${escapeAttribute(title)}</h2><ol>${items}</ol></div>`;
}

/**
 * /login's frame (src/app/layouts/auth-layout.tsx): the top bar, the card with the page's heading
 * and the room its form takes, and the copyright line, so that the card, centred like the real one,
 * puts the heading where the page's first render does.
 */
function authShellHtml(heading: ShellHeading | null | undefined): string {
  return (
    '<div class="boot-auth"><div class="boot-auth-top"></div><div class="boot-auth-card">' +
    (heading ? headingHtml(heading) : '') +
    '<div class="boot-auth-form"></div></div><div class="boot-auth-bottom"></div></div>'
  );
}

/** index.html for one page: its preloads, its shell and its embedded reads. */
export function withFirstPaint(
  html: string,
  { layout, preloads, embedded, heading }: FirstPaintInput,
): string {
  if (!html.includes(ROOT) || !html.includes('</head>')) return html;
  let page = html.replace('</head>', `${preloads}</head>`);
  let shell = '';
  let boot = '';
  const image = layout === 'home' ? bannerImageOf(embedded) : null;
  const withHeading = (layout === 'default' || layout === 'auth') && Boolean(heading);
  // Only a shell with content to paint (an image, text) is worth waiting for.
  const deferred = image || withHeading ? startScriptsAfterFirstPaint(page) : null;
  if (deferred) {
    page = deferred.html;
    boot = deferred.boot;
  }
  if (image && deferred) {
    const src = escapeAttribute(image);
    page = page.replace(
      '</head>',
      `<link rel="preload" as="image" href="${src}" fetchpriority="high"></head>`,
    );
    shell =
      HEADER +
      `<div class="boot-banner"><img src="${src}" alt="" width="1440" height="440" fetchpriority="high"><div class="boot-shade"></div></div>`;
  } else if (layout === 'home' || layout === 'default') {
    // The site's header and the page's frame below it, with its heading where the page table
    // names one; the operator console has a frame of its own, and paints with React.
    shell = HEADER + `<div class="boot-page">${heading ? headingHtml(heading, embedded) : ''}</div>`;
  } else if (layout === 'auth') {
    shell = authShellHtml(heading);
  }
  const data =
    embedded && Object.keys(embedded.answers).length > 0
      ? `<script type="application/json" id="${EMBEDDED_READS_ID}">${jsonForHtml(embedded)}</script>`
      : '';
  const root = shell
    ? `<div id="root"><div class="boot-shell" aria-hidden="true">${shell}</div></div>`
    : ROOT;
  return page.replace(ROOT, root + data + boot);
}
