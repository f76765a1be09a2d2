// Every route of the route table (src/app/routes.tsx, spec §2) as a URL to open, with real uuids
// from the running server's demo data. Shared by the layout test (tests/e2e/layout.spec.ts) and
// `npm run screenshots` (scripts/screenshots.mjs, run with tsx), so both always cover the same
// screens. Plain fetch, no Playwright fixture, so the script can use it too.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { demoAccount } from './fixtures';

export const languages = ['ko', 'en'] as const;
export type Language = (typeof languages)[number];

export const viewports = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

/** The browser locale of each language, so dates and numbers read as a person there sees them. */
export const browserLocales: Record<Language, string> = { ko: 'ko-KR', en: 'en-US' };

export interface RouteSample {
  /** File-name friendly, unique: `en-390-<name>.png`. */
  name: string;
  path: string;
  /** `demo`: visited logged in as the demo account; `anonymous`: as a visitor. */
  session: 'anonymous' | 'demo';
  /** Home: its promo popups open after first paint and are closed before looking. */
  home?: boolean;
  /** The login screen's own layout has no main navigation at any width (auth-layout.tsx). */
  withoutNavigation?: boolean;
  /** Set in the tab before the visit (the signup form opens only after step 1's consents). */
  sessionStorage?: Record<string, string>;
}

export interface SampleIds {
  notice: string;
  job: string;
  submission: string;
  /** An answered inquiry when there is one (the detail then shows the answer too). */
  inquiry: string;
  /** An unanswered inquiry: only those open in the edit form. */
  editableInquiry: string;
}

const signupConsent = JSON.stringify({ terms: true, privacy: true, agreedAt: '2026-01-01T00:00:00.000Z' });

/** Spec §2 top to bottom, plus home as a visitor (the logged-out header) and the not-found page. */
export function routeSamples(ids: SampleIds): RouteSample[] {
  const demo = (name: string, path: string): RouteSample => ({ name, path, session: 'demo' });
  const visitor = (name: string, path: string): RouteSample => ({ name, path, session: 'anonymous' });
  return [
    { ...demo('home', '/'), home: true },
    { ...visitor('home-logged-out', '/'), home: true },
    { ...demo('castingn', '/castingn'), home: true },
    demo('agreement', '/agreement'),
    demo('privacy', '/privacy'),
    demo('notice', '/notice'),
    demo('notice-detail', `/notice/${ids.notice}`),
    demo('faq', '/faq'),
    demo('operation-policies', '/operation-policies'),
    demo('profit-policies', '/profit-policies'),
    // A logged-in visit to /login only alerts "already logged in" and goes home (spec §2).
    { ...visitor('login', '/login'), withoutNavigation: true },
    visitor('signup-agreement', '/signup/agreement'),
    { ...visitor('signup-form', '/signup/form'), sessionStorage: { signupConsent } },
    demo('introduction', '/introduction'),
    visitor('find-password', '/find-password'),
    demo('audio', '/audio'),
    demo('font', '/font'),
    visitor('email-auth', '/email-auth?email=new.creator%40example.com'),
    // A made-up code: the screen that says the link is not valid.
    visitor('email-auth-code', '/email-auth/0000000000000000'),
    // A made-up email change link (issue 19): the screen that says the link is not valid.
    visitor('email-change-code', '/email-change/0000000000000000'),
    visitor('signup-type', '/signup/complete'),
    demo('jobs', '/jobs'),
    demo('job-detail', `/jobs/${ids.job}`),
    demo('my-entry-list', '/my-entry-list'),
    demo('my-asset', '/my-asset'),
    demo('submission-detail', `/submission-detail/${ids.submission}`),
    demo('withdraw', '/withdraw'),
    demo('mypage', '/mypage'),
    demo('qna', '/qna'),
    demo('qna-form', '/qna/form'),
    demo('qna-form-edit', `/qna/form/${ids.editableInquiry}`),
    demo('qna-detail', `/qna/${ids.inquiry}`),
    demo('notifications', '/notifications'),
    demo('not-found', '/no-such-page'),
  ];
}

export interface CommonTexts {
  status: { loading: string };
  nav: Record<'home' | 'introduction' | 'jobs' | 'myEntries' | 'myAssets', string>;
}

/** The shell's texts as the build shows them (read at run time: the locale files change). */
export function commonTexts(lng: Language): CommonTexts {
  return JSON.parse(readFileSync(new URL(`../../locales/${lng}/common.json`, import.meta.url), 'utf8'));
}

/** `path` with `lng` added to its query. */
export function withLanguage(path: string, lng: Language): string {
  return `${path}${path.includes('?') ? '&' : '?'}lng=${lng}`;
}

export interface DemoSession {
  uid: string;
  uuid: string;
  name: string;
  token: string;
}

async function api<T>(baseURL: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, baseURL), init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export async function logInDemo(baseURL: string): Promise<DemoSession> {
  const data = await api<{ userId: string; uuid: string; userName: string; jwt: string }>(
    baseURL,
    '/p/api/users/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: demoAccount.email, password: demoAccount.password }),
    },
  );
  return { uid: data.userId, uuid: data.uuid, name: data.userName, token: data.jwt };
}

type Listed<T> = { lists: T[] };

/** Real uuids for the routes that need one; writes an inquiry when the demo account has none open. */
export async function findSampleIds(baseURL: string, session: DemoSession): Promise<SampleIds> {
  const headers = { authorization: `Bearer ${session.token}` };
  const first = <T>(list: Listed<T>, what: string): T => {
    if (!list.lists[0]) throw new Error(`no ${what} in the demo data`);
    return list.lists[0];
  };
  const notices = await api<Listed<{ uuid: string }>>(baseURL, '/p/api/notices?page=1&size=1');
  const jobs = await api<Listed<{ uuid: string }>>(baseURL, '/api/topics?page=1&size=1', { headers });
  const entries = await api<Listed<{ uuid: string; state: string }>>(
    baseURL,
    '/api/submission/?page=1&size=100',
    { headers },
  );
  // An entry in a group shows the most (its group, ranking and timeline).
  const entry =
    entries.lists.find((e) => e.state === 'competing') ??
    entries.lists.find((e) => e.state === 'closed') ??
    first(entries, 'entry');

  let inquiries = await api<Listed<{ uuid: string; state: string }>>(baseURL, '/api/inquiries?size=100', {
    headers,
  });
  if (!inquiries.lists.some((i) => i.state === 'unanswered')) {
    const form = new FormData();
    form.set('category', 'other');
    form.set('title', 'Layout check');
    form.set('content', 'Written by the layout test so that the edit form has an inquiry to open.');
    await api(baseURL, '/api/inquiries', { method: 'POST', headers, body: form });
    inquiries = await api(baseURL, '/api/inquiries?size=100', { headers });
  }
  const unanswered = inquiries.lists.find((i) => i.state === 'unanswered')!;
  const answered = inquiries.lists.find((i) => i.state === 'answered') ?? unanswered;

  return {
    notice: first(notices, 'notice').uuid,
    job: first(jobs, 'job').uuid,
    submission: entry.uuid,
    inquiry: answered.uuid,
    editableInquiry: unanswered.uuid,
  };
}

/** Logs the tab in the way the login page does: the persisted auth store (src/stores/auth-store.ts). */
export async function storeSession(page: Page, session: DemoSession) {
  await ensureOrigin(page);
  await page.evaluate(
    (value) => localStorage.setItem('auth', value),
    JSON.stringify({ state: session, version: 1 }),
  );
}

/** Storage belongs to an origin: a fresh tab (about:blank) first opens a small file of the site. */
async function ensureOrigin(page: Page) {
  if (page.url() === 'about:blank') await page.goto('/favicon.svg');
}

/**
 * Opens `sample` and waits until it is ready to look at: its h1 visible, no loader left (a
 * `role=status` saying the loading text, or anything `aria-busy`), web fonts loaded. Returns why it
 * did not become ready, or null.
 */
export async function openSample(page: Page, sample: RouteSample, lng: Language): Promise<string | null> {
  const loadingText = commonTexts(lng).status.loading;
  if (sample.sessionStorage) {
    await ensureOrigin(page);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    }, sample.sessionStorage);
  }
  await page.goto(withLanguage(sample.path, lng));
  try {
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    return 'no visible h1 within 10 s';
  }
  try {
    await page.waitForFunction(
      (text) =>
        !document.querySelector('[aria-busy="true"]') &&
        ![...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes(text)),
      loadingText,
      { timeout: 10_000 },
    );
  } catch {
    return 'still loading after 10 s';
  }
  await page.evaluate(() => document.fonts.ready);
  return null;
}
