// The home page's first paint without waiting for the JavaScript (QUALITY.md: LCP ≤ 2.0 s on
// mobile). Its largest element is the first banner image, and nothing painted until the ~150 kB
// bundle had run. So the home page's index.html carries:
// - a preload of the first banner image, found while the HTML is parsed;
// - the app's script and its preloads handed to public/boot-home.js (kept small: it is on the
//   first route), which starts them once the image has painted (or failed, or after 1.5 s): on a
//   slow connection the image no longer shares the bandwidth with ~150 kB of JavaScript. Plain
//   ES5 in its own file, because the Content-Security-Policy forbids inline script;
// - a static shell in #root (the header's two bars and the banner band with that image, styled by
//   the `boot-` rules of src/styles/global.css at the real page's sizes), which paints as soon as
//   the HTML, the CSS and the image are there. React clears it on its first render, which waits
//   until the home route is ready (src/main.tsx), so the page goes from shell to full in one step;
// - the answer of GET /p/api/main/banner as a JSON data block, so that the page needs no banner
//   request (src/api/main.ts reads it only when the API is on this origin). A data block is not
//   script: the Content-Security-Policy allows it.
import type { Page } from '../../contract/envelope.js';
import type { MainItem } from '../../contract/topics.js';

export const EMBEDDED_BANNERS_ID = 'main-banners';
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
 * public/boot-home.js, which starts them once the first banner image has painted.
 */
function startScriptsAfterFirstPaint(html: string): { html: string; boot: string } | null {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return null;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const boot =
    `<script src="/boot-home.js" data-entry="${escapeAttribute(entry)}"` +
    ` data-modules="${escapeAttribute(modules.join(' '))}"></script>`;
  return {
    // The home page's own stylesheet applies with the shell (a few kB; cheap while the page is
    // small), so React's first render does not pay for restyling the whole page when it arrives.
    // Vite's loader finds it in place and does not add it again.
    html: html
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(STYLE_PRELOAD, (_tag, href: string) => `<link rel="stylesheet" crossorigin href="${href}">`),
    boot,
  };
}

/** index.html with the shell and the embedded banners; the HTML unchanged when there is no banner. */
export function withFirstPaint(html: string, banners: Page<MainItem>): string {
  const image = banners.lists[0]?.mcfTopic.mainBannerImageUrl;
  if (!image || !html.includes(ROOT) || !html.includes('</head>')) return html;
  const deferred = startScriptsAfterFirstPaint(html);
  if (!deferred) return html;
  const src = escapeAttribute(image);
  const envelope = { status: 200, data: banners, errorCode: null, message: null };
  const shell =
    '<div class="boot-shell" aria-hidden="true">' +
    '<div class="boot-header"><div class="boot-utility"></div></div>' +
    `<div class="boot-banner"><img src="${src}" alt="" width="1440" height="440" fetchpriority="high"><div class="boot-shade"></div></div>` +
    '</div>';
  return deferred.html
    .replace('</head>', `<link rel="preload" as="image" href="${src}" fetchpriority="high"></head>`)
    .replace(
      ROOT,
      `<div id="root">${shell}</div>` +
        `<script type="application/json" id="${EMBEDDED_BANNERS_ID}">${jsonForHtml(envelope)}</script>` +
        deferred.boot,
    );
}
