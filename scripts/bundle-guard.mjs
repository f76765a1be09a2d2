// Checks of a build's Vite manifest (dist/.vite/manifest.json) that `npm run bench` fails on, and
// that tests/bundle-guard.test.ts runs against made-up manifests:
// - every page module (src/pages/*/*-page.tsx) is a lazy chunk of its own, never part of the
//   entry chunk or of anything the entry imports statically (route-level code splitting);
// - every route's first-paint JavaScript (the entry and its static imports, the route's page chunk
//   and its static imports, the route's locale chunks in the larger of the two languages; on home
//   also public/boot-after-paint.js) stays within the budget of 160 kB, counted as gzip -9 of each
//   file. QUALITY.md: what is not needed for the first paint loads after it. For a page that asks
//   the API as it opens, that is axios (loaded with its first request) and the page's body
//   (src/pages/*/*-body.tsx, src/lib/page-body.ts, loaded alongside that request): the guard
//   reports that figure too, as the route's JavaScript "with its content", without a budget. The
//   routes are the server's page table (server/site/page-routes.ts, checked against
//   src/app/routes.tsx), so this runs under tsx (`npm run bench`);
// - no chunk carries zod (the SPA imports the contract's zod-free `*-rules.ts` files as values and
//   the zod schemas' files type-only).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { PAGE_ROUTES, apiLibraryKey } from '../server/site/page-routes.ts';

/** QUALITY.md: at most 160 kB gzip of JavaScript for a route's first load (home and every other). */
export const ROUTE_JS_BUDGET_KB = 160;
export const HOME_JS_BUDGET_KB = ROUTE_JS_BUDGET_KB;
export const HOME_PAGE_MODULE = 'src/pages/home/home-page.tsx';
/** The locale namespaces the home route loads before it renders (src/app/routes.tsx). */
export const HOME_NAMESPACES = ['common', 'home'];
const LANGUAGES = ['ko', 'en'];
const PAGE_MODULE = /^src\/pages\/[^/]+\/[^/]+-page\.tsx$/;

/** Manifest keys of the chunks that `key` imports statically, itself included. */
export function staticClosure(manifest, key) {
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const imported of manifest[k].imports ?? []) visit(imported);
  };
  visit(key);
  return seen;
}

/** Problems with route-level splitting: page modules in the entry or missing as chunks of their own. */
export function pageSplitProblems(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) return ['the manifest has no entry chunk'];
  const entryFiles = new Set([...staticClosure(manifest, entryKey)].map((key) => manifest[key].file));
  const pages = new Set(manifest[entryKey].dynamicImports ?? []);
  for (const key of Object.keys(manifest)) if (PAGE_MODULE.test(key)) pages.add(key);
  const problems = [];
  if (![...pages].some((key) => PAGE_MODULE.test(key))) problems.push('the entry imports no page lazily');
  for (const key of pages) {
    if (!PAGE_MODULE.test(key)) continue;
    const chunk = manifest[key];
    if (!chunk) problems.push(`${key} has no chunk of its own (bundled into another chunk)`);
    else if (!chunk.isDynamicEntry) problems.push(`${key} is not loaded lazily`);
    else if (entryFiles.has(chunk.file)) problems.push(`${key} is in the entry's chunks (${chunk.file})`);
  }
  return problems;
}

/** The files of a route's first-paint JavaScript, from the manifest (one language's locale chunks). */
export function routeScriptFiles(manifest, { module, namespaces }, language = 'ko') {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const keys = new Set([
    ...staticClosure(manifest, entryKey),
    ...staticClosure(manifest, module),
    ...['common', ...namespaces].flatMap((ns) => [
      ...staticClosure(manifest, `locales/${language}/${ns}.json`),
    ]),
  ]);
  return [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

const PAGE_BODY = /^src\/pages\/[^/]+\/[^/]+-body\.tsx$/;

/**
 * The files of a route's JavaScript once its content is on screen: its first paint's, the page's
 * bodies (the `*-body.tsx` modules its page loads lazily) and, on a page that asks the API as it
 * opens, axios. The bodies' own locale namespaces are not in the manifest's graph (i18next loads
 * them) and are not counted.
 */
export function contentScriptFiles(manifest, route, language = 'ko') {
  const files = new Set(routeScriptFiles(manifest, route, language));
  const extra = new Set(route.asksAtOnce && apiLibraryKey(manifest) ? [apiLibraryKey(manifest)] : []);
  for (const key of staticClosure(manifest, route.module))
    for (const lazy of manifest[key].dynamicImports ?? []) if (PAGE_BODY.test(lazy)) extra.add(lazy);
  for (const key of extra)
    for (const chunk of staticClosure(manifest, key))
      if (manifest[chunk].file.endsWith('.js')) files.add(manifest[chunk].file);
  return [...files];
}

/** The files of the home route's JavaScript, from the manifest (one language's locale chunks). */
export function homeScriptFiles(manifest, language = 'ko') {
  return routeScriptFiles(manifest, { module: HOME_PAGE_MODULE, namespaces: ['home'] }, language);
}

export function gzipKB(buffer) {
  return gzipSync(buffer, { level: 9 }).length / 1024;
}

/**
 * The guard over one build folder: { homeKB, files (home's), routes: [{ path, kB, contentKB }],
 * problems, overBudget }. `routes` are the page table's (one row per page module and namespaces,
 * the first path naming it): `kB` its first paint, `contentKB` with its content. `problems` are
 * the made-up builds' findings (home's budget, QUALITY.md's "first route"; the lazy split; zod in
 * a chunk); `overBudget` lists the other routes whose first paint is over the budget. Both fail
 * `npm run bench` and the unit test over a build in dist/.
 */
export function checkBuild(distDir, budgetKB = ROUTE_JS_BUDGET_KB, routes = PAGE_ROUTES) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    return { homeKB: NaN, files: [], routes: [], problems: [`no ${manifestPath}`], overBudget: [] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const problems = pageSplitProblems(manifest);
  const sizeOf = (files) =>
    files.reduce((sum, file) => {
      const path = join(distDir, file);
      return existsSync(path) ? sum + gzipKB(readFileSync(path)) : sum;
    }, 0);

  const files = homeScriptFiles(manifest);
  const homeKB = sizeOf([...files, 'boot-after-paint.js']);
  if (homeKB > budgetKB)
    problems.push(`home route JavaScript ${homeKB.toFixed(1)} kB gzip > ${budgetKB} kB (manifest)`);

  const sizes = [];
  const overBudget = [];
  const seen = new Set();
  for (const route of routes) {
    const key = `${route.module} ${route.namespaces.join(',')} ${route.asksAtOnce ?? ''}`;
    if (route.module === HOME_PAGE_MODULE || seen.has(key) || !manifest[route.module]) continue;
    seen.add(key);
    const kB = Math.max(...LANGUAGES.map((language) => sizeOf(routeScriptFiles(manifest, route, language))));
    const contentKB = Math.max(
      ...LANGUAGES.map((language) => sizeOf(contentScriptFiles(manifest, route, language))),
    );
    sizes.push({ path: route.path, kB, contentKB });
    if (kB > budgetKB)
      overBudget.push(`${route.path} route JavaScript ${kB.toFixed(1)} kB gzip > ${budgetKB} kB (manifest)`);
  }

  if (routes.some((route) => route.asksAtOnce) && !apiLibraryKey(manifest))
    problems.push(
      'the manifest has no axios chunk (vite.config.ts names it: the pages that ask the API at once count it)',
    );

  const assets = join(distDir, 'assets');
  for (const file of existsSync(assets) ? readdirSync(assets) : []) {
    if (file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('._zod.def'))
      problems.push(`assets/${file} carries zod (a contract schema file imported as a value)`);
  }
  return { homeKB, files, routes: sizes, problems, overBudget };
}
