// The texts of a page's heading for its static shell (first-paint.ts), read from the same locale
// files the portal loads (locales/<language>/<namespace>.json), so the shell says what the page's
// first render will say, in the language the page will most likely get.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageHeading, ShellAction } from './page-routes.js';

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

const namespaces = new Map<string, Record<string, unknown>>();

function namespaceOf(language: string, namespace: string): Record<string, unknown> {
  const key = `${language}/${namespace}`;
  let texts = namespaces.get(key);
  if (!texts) {
    texts = JSON.parse(readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    namespaces.set(key, texts);
  }
  return texts;
}

function localeValue(language: string, key: string): unknown {
  const [namespace = '', dotted = ''] = key.split(':');
  let value: unknown = namespaceOf(language, namespace);
  for (const part of dotted.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

/** The text of an i18next key written `namespace:dotted.path`; null when it has none. */
export function localeText(language: string, key: string): string | null {
  const value = localeValue(language, key);
  return typeof value === 'string' ? value : null;
}

/** The headings of a policy's sections (`policies:<name>.sections`); null when there are none. */
function sectionHeadings(language: string, key: string): string[] | null {
  const sections = localeValue(language, key);
  if (!Array.isArray(sections)) return null;
  const headings = sections.map((section) => (section as { heading?: unknown } | null)?.heading);
  return headings.every((heading): heading is string => typeof heading === 'string') ? headings : null;
}

/** A heading as the shell paints it. */
export interface ShellHeading {
  title: string;
  intro: string | null;
  tagline?: string | null;
  /** A policy's table of contents: its title ("Contents") and its sections' headings. */
  contents?: { title: string; headings: string[] } | null;
  /** The way back above the title: its label. */
  back?: string | null;
  /** The action buttons beside the heading, their labels in this language. */
  actions?: ShellAction[] | null;
  /** The tabs beside the heading, the one of this page marked. */
  tabs?: { label: string; active: boolean }[] | null;
  /** The licence block's title and intro (its licence comes from the page's embedded list). */
  license?: { title: string; intro: string } | null;
  /** A policy in a box under the heading: its title, date and first articles (ShellDocument). */
  document?: ShellDocument | null;
  /** The not-found page: its message (title, intro) is a PageState with this way on. */
  notFound?: { action: string } | null;
  /**
   * A notice: the labels around it, and its title and sanitized text from the page's embedded
   * answer (shell-article.ts); without that answer the page paints with React alone.
   */
  article?: { back: string; posted: string; notice: { title: string; html: string } | null } | null;
  width?: PageHeading['width'];
}

/**
 * A policy as the signup's box shows it: its articles up to the first that takes a value from the
 * deployment (`{{email}}`): the box's height is its own, so the first ones fill it.
 */
export interface ShellDocument {
  title: string;
  effectiveDate: string;
  sections: { heading: string; paragraphs: (string | string[])[] }[];
}

/** A heading's texts in `language`: the title, and the sentence under it if it has one. */
export function headingTexts(language: string, heading: PageHeading, path = ''): ShellHeading | null {
  const title = localeText(language, heading.title);
  if (title === null) return null;
  return {
    title,
    intro: heading.intro ? localeText(language, heading.intro) : null,
    tagline: heading.tagline ? localeText(language, heading.tagline) : null,
    back: heading.back ? localeText(language, heading.back) : null,
    actions: heading.actions?.map((action) => ({
      ...action,
      label: localeText(language, action.label) ?? '',
    })),
    contents: heading.contents ? contentsOf(language, heading.contents) : null,
    tabs: heading.tabs?.map((tab) => ({
      label: localeText(language, tab.label) ?? '',
      active: tab.path === path,
    })),
    license: heading.license ? licenseOf(language, heading.license) : null,
    document: heading.document ? documentOf(language, heading.document) : null,
    notFound: heading.notFound ? actionOf(language, heading.notFound) : null,
    article: heading.article ? articleOf(language, heading.article) : null,
    width: heading.width,
  };
}

function contentsOf(language: string, key: string): ShellHeading['contents'] {
  const title = localeText(language, 'policies:contents');
  const headings = sectionHeadings(language, key);
  return title && headings ? { title, headings } : null;
}

function licenseOf(language: string, keys: { title: string; intro: string }): ShellHeading['license'] {
  const title = localeText(language, keys.title);
  const intro = localeText(language, keys.intro);
  return title && intro ? { title, intro } : null;
}

function actionOf(language: string, key: string): ShellHeading['notFound'] {
  const action = localeText(language, key);
  return action ? { action } : null;
}

/** Enough of a policy's articles to fill the signup's box (320 px, half a phone's screen). */
const SHELL_DOCUMENT_SECTIONS = 3;

const isText = (value: unknown): value is string => typeof value === 'string';

function documentOf(language: string, key: string): ShellDocument | null {
  const value = localeValue(language, key) as Partial<Record<keyof ShellDocument, unknown>> | undefined;
  if (!value || !isText(value.title) || !isText(value.effectiveDate) || !Array.isArray(value.sections))
    return null;
  const sections: ShellDocument['sections'] = [];
  for (const section of value.sections as { heading?: unknown; paragraphs?: unknown }[]) {
    const { heading, paragraphs } = section;
    if (!isText(heading) || !Array.isArray(paragraphs)) return null;
    const texts = paragraphs as unknown[];
    if (!texts.every((p) => isText(p) || (Array.isArray(p) && p.every(isText)))) return null;
    if (sections.length === SHELL_DOCUMENT_SECTIONS || JSON.stringify(texts).includes('{{')) break;
    sections.push({ heading, paragraphs: texts as (string | string[])[] });
  }
  return { title: value.title, effectiveDate: value.effectiveDate, sections };
}

function articleOf(language: string, keys: { back: string; posted: string }): ShellHeading['article'] {
  const back = localeText(language, keys.back);
  const posted = localeText(language, keys.posted);
  return back && posted ? { back, posted, notice: null } : null;
}
