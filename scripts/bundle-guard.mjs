// Checks of a build's Vite manifest (dist/.vite/manifest.json) that `npm run bench` fails on, and
// that tests/bundle-guard.test.ts runs against made-up manifests:
// - every page module (src/pages/*/*-page.tsx) is a lazy chunk of its own, never part of the
//   entry chunk or of anything the entry imports statically (route-level code splitting);
// - the home route's JavaScript (entry, its static imports, the home page chunk and its static
//   imports, the home namespaces' locale chunks, public/boot-home.js) stays within the budget,
//   counted as gzip -9 of each file;
// - no chunk carries zod (the SPA imports the contract's zod-free `*-rules.ts` files as values and
//   the zod schemas' files type-only).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const HOME_JS_BUDGET_KB = 160;
export const HOME_PAGE_MODULE = 'src/pages/home/home-page.tsx';
/** The locale namespaces the home route loads before it renders (src/app/routes.tsx). */
export const HOME_NAMESPACES = ['common', 'home'];
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

/** The files of the home route's JavaScript, from the manifest (one language's locale chunks). */
export function homeScriptFiles(manifest, language = 'ko') {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const keys = new Set([
    ...staticClosure(manifest, entryKey),
    ...staticClosure(manifest, HOME_PAGE_MODULE),
    ...HOME_NAMESPACES.flatMap((ns) => [...staticClosure(manifest, `locales/${language}/${ns}.json`)]),
  ]);
  return [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

export function gzipKB(buffer) {
  return gzipSync(buffer, { level: 9 }).length / 1024;
}

/** The guard over one build folder: { homeKB, files, problems }. */
export function checkBuild(distDir, budgetKB = HOME_JS_BUDGET_KB) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { homeKB: NaN, files: [], problems: [`no ${manifestPath}`] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const problems = pageSplitProblems(manifest);
  let homeKB = 0;
  const files = homeScriptFiles(manifest);
  for (const file of [...files, 'boot-home.js']) {
    const path = join(distDir, file);
    if (existsSync(path)) homeKB += gzipKB(readFileSync(path));
  }
  const assets = join(distDir, 'assets');
  for (const file of existsSync(assets) ? readdirSync(assets) : []) {
    if (file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('._zod.def'))
      problems.push(`assets/${file} carries zod (a contract schema file imported as a value)`);
  }
  if (homeKB > budgetKB)
    problems.push(`home route JavaScript ${homeKB.toFixed(1)} kB gzip > ${budgetKB} kB (manifest)`);
  return { homeKB, files, problems };
}
