// The server's table of the portal's pages (site/page-routes.ts) agrees with the portal's route
// table (src/app/routes.tsx): the same paths, each with the same page module and locale namespaces,
// so that every page's HTML preloads what that page loads. Read from routes.tsx's text: the route
// table is code (lazy imports), and the server does not load the portal.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchPageRoute, PAGE_ROUTES, policyHeading } from '../site/page-routes.js';
import { headingTexts, localeText } from '../site/page-texts.js';

const source = readFileSync(path.join(import.meta.dirname, '../../src/app/routes.tsx'), 'utf8');

/** `page(() => import('../x/y'), ['a', 'b'])` → module and namespaces. */
const PAGE_CALL = /page\(\s*\(\)\s*=>\s*import\('\.\.\/([^']+)'\)\s*(?:,\s*\[([^\]]*)\])?\s*,?\s*\)/;

function pageOf(text: string): { module: string; namespaces: string[] } | null {
  const call = PAGE_CALL.exec(text);
  if (!call) return null;
  const namespaces = (call[2] ?? '')
    .split(',')
    .map((name) => name.trim().replace(/'/g, ''))
    .filter(Boolean);
  return { module: `src/${call[1]}.tsx`, namespaces };
}

/** Every route of routes.tsx with a page: its path (from the site's root), module and namespaces. */
function routesOfSource() {
  const named = new Map<string, ReturnType<typeof pageOf>>();
  for (const match of source.matchAll(/const (\w+) = (page\([\s\S]*?\));/g))
    named.set(match[1]!, pageOf(match[2]!));
  const routes: { path: string; module: string; namespaces: string[]; at: number }[] = [];
  // Each route object with a path (or the index route) and a lazy page, up to the next route.
  const starts = [...source.matchAll(/\{\s*(?:path: '([^']*)'|index: true)/g)];
  for (const [index, start] of starts.entries()) {
    const end = starts[index + 1]?.index ?? source.length;
    const body = source.slice(start.index, end);
    const lazy = /lazy: (\w+)\s*[,}]/.exec(body);
    const found = lazy && lazy[1] !== 'page' ? named.get(lazy[1]!) : pageOf(body);
    if (!found) continue;
    routes.push({ path: `/${start[1] ?? ''}`, ...found, at: start.index });
  }
  return routes;
}

/** The sources of a page module's folder (its components), tests left out. */
function folderSources(module: string): string[] {
  const folder = path.join(import.meta.dirname, '../..', path.dirname(module));
  return readdirSync(folder)
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .map((name) => readFileSync(path.join(folder, name), 'utf8'));
}

describe('the page table', () => {
  it('lists the route table’s pages with the same modules and namespaces', () => {
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    const fromSource = routesOfSource()
      .map(({ path: routePath, module, namespaces }) => ({ path: routePath, module, namespaces }))
      .sort(byPath);
    const fromTable = PAGE_ROUTES.map(({ path: routePath, module, namespaces }) => ({
      path: routePath,
      module,
      namespaces: [...namespaces],
    })).sort(byPath);
    expect(fromTable).toEqual(fromSource);
  });

  it('finds the route a path renders, as the portal ranks them', () => {
    expect(matchPageRoute('/')?.route.path).toBe('/');
    expect(matchPageRoute('/qna/form')?.route.path).toBe('/qna/form');
    expect(matchPageRoute('/qna/abc')).toMatchObject({
      route: { path: '/qna/:uuid' },
      params: { uuid: 'abc' },
    });
    expect(matchPageRoute('/signup/agreement')?.route.path).toBe('/signup/agreement');
    expect(matchPageRoute('/signup/kakao')).toMatchObject({ params: { type: 'kakao' } });
    expect(matchPageRoute('/operator/users/1')?.route.path).toBe('/operator/*');
    expect(matchPageRoute('/no/such/page')?.route.path).toBe('/*');
    expect(matchPageRoute('/notice/%E2%82%AC')?.params).toEqual({ uuid: '€' });
  });

  it('gives reads only to public pages', () => {
    const withReads = PAGE_ROUTES.filter((route) => route.reads).map((route) => route.path);
    expect(withReads).toEqual(['/', '/castingn', '/notice', '/notice/:uuid', '/audio', '/font']);
  });

  it("gives the boot script a signed-in page's first reads where its shell has a heading", () => {
    // tests/pages/session-first-reads.test.tsx holds each page's first request to its read.
    const withSessionReads = PAGE_ROUTES.filter((route) => route.sessionReads);
    expect(withSessionReads.map((route) => route.path)).toEqual([
      '/jobs',
      '/my-entry-list',
      '/mypage',
      '/notifications',
    ]);
    // The boot script runs only after a shell with content (site/first-paint.ts).
    for (const route of withSessionReads)
      expect([route.path, route.signedIn, !!route.heading]).toEqual([route.path, true, true]);
  });

  it('marks the pages that ask the API as they open: the signed-in ones and the mailed links', () => {
    // routes.tsx's signed-in pages: from the requireSession group to the catch-all after it.
    const from = source.indexOf('loader: requireSession');
    const to = source.indexOf("{ path: '*'", from);
    expect(from).toBeGreaterThan(0);
    const signedIn = routesOfSource()
      .filter((route) => route.at > from && route.at < to)
      .map((route) => route.path);
    expect(signedIn).toContain('/mypage');
    const asking = PAGE_ROUTES.filter((route) => route.asksAtOnce).map((route) => route.path);
    expect(asking.sort()).toEqual([...signedIn, '/email-auth/:authcode', '/email-change/:code'].sort());
    // The shells of exactly those pages paint only for a browser with a session.
    const marked = PAGE_ROUTES.filter((route) => route.signedIn).map((route) => route.path);
    expect(marked.sort()).toEqual([...signedIn].sort());
  });

  it("paints a heading the page's own PageHeader writes, in both languages", () => {
    const headed = PAGE_ROUTES.filter((route) => route.heading);
    expect(headed.map((route) => route.path)).toEqual([
      '/login',
      '/agreement',
      '/privacy',
      '/notice',
      '/notice/:uuid',
      '/faq',
      '/operation-policies',
      '/profit-policies',
      '/signup/agreement',
      '/introduction',
      '/find-password',
      '/audio',
      '/font',
      '/jobs',
      '/my-entry-list',
      '/my-asset',
      '/withdraw',
      '/mypage',
      '/qna',
      '/qna/form',
      '/notifications',
      '/*',
    ]);
    for (const { module, heading } of headed) {
      const source = readFileSync(path.join(import.meta.dirname, '../..', module), 'utf8');
      // A policy page is PolicyDocument at level 1, which writes the heading and the contents.
      const policy = /<PolicyDocument policy="(\w+)" level=\{1\} \/>/.exec(source)?.[1];
      if (heading!.contents || policy) {
        expect(heading, module).toEqual(policyHeading(policy ?? ''));
        for (const language of ['ko', 'en'])
          expect(headingTexts(language, heading!)?.contents?.headings.length, module).toBeGreaterThan(0);
      }
      const page = policy
        ? readFileSync(path.join(import.meta.dirname, '../../src/components/policy-document.tsx'), 'utf8')
        : source;
      // The same column, so that the heading stands where the page will put it.
      expect(page, module).toContain(heading!.width ? `<Page width="${heading!.width}">` : '<Page>');
      // The signup's box: the policies it shows, the terms first, in PolicyDocument at level 2.
      if (heading!.document) {
        expect(heading!.document).toBe('policies:terms');
        expect(page).toContain("(['terms', 'privacy'] as const).map");
        expect(page).toContain('<PolicyDocument policy={policy} level={2}');
        for (const language of ['ko', 'en'])
          expect(headingTexts(language, heading!)?.document?.sections.length, language).toBeGreaterThan(0);
      }
      // The not-found page: PageState's message with its code, its title the page's h1.
      if (heading!.notFound) expect(page).toMatch(/<PageState\s+kind="notFound"\s+code\s+pageTitle/);
      for (const key of [
        heading!.title,
        heading!.tagline,
        heading!.intro,
        heading!.notFound,
        heading!.article?.back,
        heading!.article?.posted,
        heading!.back,
        ...(heading!.actions ?? []).map((action) => action.label),
      ].filter((k): k is string => Boolean(k))) {
        for (const language of ['ko', 'en'])
          expect(localeText(language, key), `${key} in ${language}`).toBeTruthy();
        // The page asks for the same key: the full `namespace:key`, or the key in its own namespace.
        const [namespace, local] = key.split(':');
        if (policy) continue;
        // An action's button may be a component of the page's own folder (my-asset's statement).
        const action = heading!.actions?.some((entry) => entry.label === key);
        const files = action ? folderSources(module) : [page];
        const full = files.some((file) => file.includes(`t('${key}')`));
        const own = files.some(
          (file) =>
            file.includes(`t('${local}')`) &&
            (file.includes(`useTranslation(['${namespace}'`) ||
              file.includes(`useTranslation('${namespace}')`) ||
              (namespace === 'common' && file.includes('useTranslation()'))),
        );
        expect(full || own, `${module} renders ${key}`).toBe(true);
      }
    }
  });
});
