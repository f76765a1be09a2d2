// The parts of a page's static shell (first-paint.ts), written with the elements and CSS module
// classes its components render (shell-classes.ts), so that each part stands where the page's
// first render puts it: React then replaces the shell without moving a line, and an equal box is
// not a new largest paint. The shell is hidden from assistive technology (aria-hidden), so it holds
// nothing that takes focus: its links are `<a>` without an href, which is not focusable.
import { escapeHtml } from '../lib/escape-html.js';
import { MissingPartError, type ClassNamer } from './shell-classes.js';
import type { ShellHeading } from './page-texts.js';

/** The site's frame (src/app/layouts/site-shell.tsx) with a page in its main region. */
export function siteShellHtml(cls: ClassNamer, header: string, page: string): string {
  return `<div class="${cls('shell', 'shell')}">${header}<div class="${cls('shell', 'main')}">${page}</div></div>`;
}

/** `<Page width>` (src/components/ui/page.tsx) around its parts. */
function pageHtml(cls: ClassNamer, width: ShellHeading['width'], parts: string): string {
  return `<div class="${cls('page', 'page')}" data-width="${width ?? 'full'}">${parts}</div>`;
}

/** PageHeader (src/components/ui/page.tsx): the title, the sentence under it, the actions. */
function pageHeaderHtml(cls: ClassNamer, heading: ShellHeading): string {
  const intro = heading.tagline
    ? // The introduction's hero: a tagline and a lead inside the intro.
      `<span class="${cls('introduction', 'tagline')}">${escapeHtml(heading.tagline)}</span>` +
      `<span class="${cls('introduction', 'lead')}">${escapeHtml(heading.intro ?? '')}</span>`
    : heading.intro
      ? escapeHtml(heading.intro)
      : '';
  const actions = heading.tabs?.length
    ? tabsHtml(cls, heading.tabs)
    : heading.actions?.length
      ? heading.actions.map((action) => buttonHtml(cls, action)).join('')
      : '';
  return (
    `<header class="${cls('page', 'header')}"><div class="${cls('page', 'heading')}">` +
    (heading.back ? backHtml(cls, heading.back) : '') +
    `<h1 class="${cls('pageTitle', 'title')}">${escapeHtml(heading.title)}</h1>` +
    (intro ? `<p class="${cls('page', 'intro')}">${intro}</p>` : '') +
    `</div>${actions ? `<div class="${cls('page', 'actions')}">${actions}</div>` : ''}</header>`
  );
}

/** PageHeader's way back (a link to the list the page belongs to). */
function backHtml(cls: ClassNamer, label: string): string {
  return `<a class="${cls('page', 'back')}"><span aria-hidden="true">←</span>${escapeHtml(label)}</a>`;
}

/** A Button of the heading's actions, with its variant, size and disabled look. */
function buttonHtml(cls: ClassNamer, action: NonNullable<ShellHeading['actions']>[number]): string {
  const disabled = action.disabled ? ' aria-disabled="true"' : '';
  return `<a class="${cls('button', 'button')}" data-variant="${action.variant}" data-size="md"${disabled}>${escapeHtml(action.label)}</a>`;
}

/** The switch between the two free libraries (src/components/library/library-header.tsx). */
function tabsHtml(cls: ClassNamer, tabs: NonNullable<ShellHeading['tabs']>): string {
  const items = tabs
    .map((tab) =>
      tab.active
        ? `<li><a class="${cls('library', 'section', 'sectionActive')}" aria-current="page">${escapeHtml(tab.label)}</a></li>`
        : `<li><a class="${cls('library', 'section')}">${escapeHtml(tab.label)}</a></li>`,
    )
    .join('');
  return `<nav><ul class="${cls('library', 'sections')}">${items}</ul></nav>`;
}

/** A policy's table of contents in its card (PolicyDocument at level 1, its Contents). */
function contentsHtml(cls: ClassNamer, { title, headings }: NonNullable<ShellHeading['contents']>): string {
  const items = headings.map((text) => `<li><a>${escapeHtml(text)}</a></li>`).join('');
  return (
    `<div class="${cls('card', 'card')}" data-padding="sm"><nav class="${cls('policy', 'contents')}">` +
    `<h2 class="${cls('policy', 'contentsTitle')}">${escapeHtml(title)}</h2><ol>${items}</ol></nav></div>`
  );
}

/** The free libraries' licence block (LicenseBlock), its icon's place kept, empty. */
function licenseHtml(cls: ClassNamer, texts: NonNullable<ShellHeading['license']>, license: string): string {
  return (
    `<section class="${cls('library', 'licenseBlock')}">` +
    `<svg class="${cls('library', 'licenseIcon')}" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"></svg>` +
    `<div class="${cls('layout', 'stack')} ${cls('library', 'licenseBody')}">` +
    `<h2 class="${cls('library', 'licenseTitle')}">${escapeHtml(texts.title)}</h2>` +
    `<p class="${cls('text', 'muted')}">${escapeHtml(texts.intro)}</p>` +
    `<p class="${cls('library', 'licenseText')}">${escapeHtml(license)}</p></div></section>`
  );
}

/**
 * The first signup step's form as far as the terms' box (signup-agreement-page.tsx with
 * PolicyDocument at level 2): the box has a height of its own, so its first articles fill it.
 */
function agreementHtml(cls: ClassNamer, document: NonNullable<ShellHeading['document']>): string {
  const sections = document.sections
    .map(
      (section) =>
        `<section class="${cls('policy', 'section')}"><h3 class="${cls('policy', 'heading')}">${escapeHtml(section.heading)}</h3>` +
        section.paragraphs
          .map((paragraph) =>
            typeof paragraph === 'string'
              ? `<p>${escapeHtml(paragraph)}</p>`
              : `<ol class="${cls('policy', 'items')}">${paragraph.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>`,
          )
          .join('') +
        '</section>',
    )
    .join('');
  return (
    `<form class="${cls('form', 'form')}"><section class="${cls('signupAgreement', 'policy')}">` +
    `<div class="${cls('signupAgreement', 'scroll')}"><article class="${cls('policy', 'document')}">` +
    `<h2 class="${cls('policy', 'title')}">${escapeHtml(document.title)}</h2>` +
    `<p class="${cls('policy', 'effective')}">${escapeHtml(document.effectiveDate)}</p>${sections}` +
    '</article></div></section></form>'
  );
}

/** The not-found page (PageState kind notFound with its code, its title the page's h1). */
function notFoundHtml(cls: ClassNamer, heading: ShellHeading, action: string): string {
  return (
    `<div class="${cls('pageState', 'state')}" data-kind="not-found">` +
    `<p class="${cls('pageState', 'code')}">404</p>` +
    `<h1 class="${cls('pageTitle', 'title')}">${escapeHtml(heading.title)}</h1>` +
    `<p class="${cls('pageState', 'text')}">${escapeHtml(heading.intro ?? '')}</p>` +
    `<div class="${cls('pageState', 'actions')}">${buttonHtml(cls, { label: action, variant: 'primary' })}</div></div>`
  );
}

/**
 * A notice (notice-detail-page.tsx when its answer is there): the way back, its title, the card with
 * the date's line (the date itself is left to the page, which writes it in the visitor's time zone)
 * and the text, sanitized by our server as the page sanitizes it (shell-article.ts).
 */
function articleHtml(cls: ClassNamer, article: NonNullable<ShellHeading['article']>): string {
  if (!article.notice) throw new MissingPartError('the notice is not embedded');
  return (
    `<header class="${cls('page', 'header')}"><div class="${cls('page', 'heading')}">` +
    backHtml(cls, article.back) +
    `<h1 class="${cls('pageTitle', 'title')}">${escapeHtml(article.notice.title)}</h1></div></header>` +
    `<article class="${cls('card', 'card')}" data-padding="none"><dl class="${cls('noticeDetail', 'meta')}">` +
    `<dt>${escapeHtml(article.posted)}</dt><dd>&#160;</dd></dl>` +
    `<div class="${cls('richText', 'prose')} ${cls('noticeDetail', 'content')}">${article.notice.html}</div></article>`
  );
}

/**
 * A page of the site's frame as its first render paints it: the heading (in the introduction's
 * hero), then the part under it that the page table names (a policy's contents, the libraries'
 * licence, the signup's terms), or the not-found message.
 */
export function pageContentHtml(cls: ClassNamer, heading: ShellHeading, license: string | null): string {
  if (heading.notFound)
    return pageHtml(cls, heading.width, notFoundHtml(cls, heading, heading.notFound.action));
  if (heading.article) return pageHtml(cls, heading.width, articleHtml(cls, heading.article));
  const header = pageHeaderHtml(cls, heading);
  const top = heading.tagline ? `<div class="${cls('introduction', 'hero')}">${header}</div>` : header;
  const below = heading.contents
    ? contentsHtml(cls, heading.contents)
    : heading.license && license
      ? licenseHtml(cls, heading.license, license)
      : heading.document
        ? agreementHtml(cls, heading.document)
        : '';
  return pageHtml(cls, heading.width, top + below);
}

/**
 * /login's frame (src/app/layouts/auth-layout.tsx): the top bar, the card with the page's heading
 * and the room its form takes (global.css .boot-auth-form), and the copyright line, so that the
 * card, centred like the real one, puts the heading where the page's first render does.
 */
export function authShellHtml(cls: ClassNamer, heading: ShellHeading): string {
  return (
    `<div class="${cls('auth', 'page')}"><div class="${cls('auth', 'top')}"></div>` +
    `<div class="${cls('auth', 'card')}">${pageHtml(cls, heading.width, pageHeaderHtml(cls, heading) + '<div class="boot-auth-form"></div>')}</div>` +
    `<div class="${cls('auth', 'bottom')}"><p>&#160;</p></div></div>`
  );
}
