// The bundle guard of `npm run bench` (scripts/bundle-guard.mjs): route-level splitting and the
// home route's JavaScript budget, over made-up Vite manifests and, when a build is present, over
// the real one in dist/.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkBuild,
  homeScriptFiles,
  pageSplitProblems,
  contentScriptFiles,
  routeScriptFiles,
  type Manifest,
} from '../../scripts/bundle-guard.mjs';

const split: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/pages/home/home-page.tsx', 'src/pages/jobs/jobs-page.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_swiper.js': { file: 'assets/swiper.js' },
  // axios, which the API client imports lazily (vite.config.ts names its chunk).
  '_axios.js': { file: 'assets/axios.js', name: 'axios', imports: ['_vendor.js'] },
  'src/pages/home/home-page.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', 'index.html'],
    dynamicImports: ['_swiper.js'],
  },
  'src/pages/jobs/jobs-page.tsx': {
    file: 'assets/jobs.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
    // Its body (src/lib/page-body.ts) and a dialog that opens on a click.
    dynamicImports: ['src/pages/jobs/jobs-body.tsx', '_dialog.js'],
  },
  'src/pages/jobs/jobs-body.tsx': {
    file: 'assets/jobs-body.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_dates.js'],
  },
  '_dates.js': { file: 'assets/dates.js' },
  '_dialog.js': { file: 'assets/dialog.js', isDynamicEntry: true },
  'locales/ko/common.json': { file: 'assets/ko-common.js', isDynamicEntry: true },
  'locales/ko/home.json': { file: 'assets/ko-home.js', isDynamicEntry: true },
  'locales/en/home.json': { file: 'assets/en-home.js', isDynamicEntry: true },
};

describe('bundle guard', () => {
  it('accepts pages that are lazy chunks of their own', () => {
    expect(pageSplitProblems(split)).toEqual([]);
  });

  it('refuses a page bundled into the entry or into a chunk the entry imports', () => {
    const inEntry: Manifest = {
      ...split,
      'src/pages/jobs/jobs-page.tsx': { file: 'assets/index.js', isDynamicEntry: true },
    };
    expect(pageSplitProblems(inEntry)).toEqual([
      "src/pages/jobs/jobs-page.tsx is in the entry's chunks (assets/index.js)",
    ]);
    const inVendor: Manifest = {
      ...split,
      'src/pages/jobs/jobs-page.tsx': { file: 'assets/vendor.js', isDynamicEntry: true },
    };
    expect(pageSplitProblems(inVendor)).toHaveLength(1);
    const { ['src/pages/jobs/jobs-page.tsx']: _jobs, ...missing } = split;
    expect(pageSplitProblems(missing)).toEqual([
      'src/pages/jobs/jobs-page.tsx has no chunk of its own (bundled into another chunk)',
    ]);
  });

  it("counts the entry, the home page, their static imports and one language's home texts", () => {
    expect(homeScriptFiles(split).sort()).toEqual(
      [
        'assets/home.js',
        'assets/index.js',
        'assets/ko-common.js',
        'assets/ko-home.js',
        'assets/vendor.js',
      ].sort(),
    );
  });

  it("counts a route's page, its static imports and its namespaces' texts with the entry", () => {
    expect(
      routeScriptFiles(split, { module: 'src/pages/jobs/jobs-page.tsx', namespaces: ['home'] }, 'en').sort(),
    ).toEqual(['assets/en-home.js', 'assets/index.js', 'assets/jobs.js', 'assets/vendor.js'].sort());
  });

  it("counts neither axios nor the page's body in its first paint, both in its content", () => {
    const route = { module: 'src/pages/jobs/jobs-page.tsx', namespaces: [] };
    const firstPaint = ['assets/index.js', 'assets/jobs.js', 'assets/ko-common.js', 'assets/vendor.js'];
    expect(routeScriptFiles(split, { ...route, asksAtOnce: true }).sort()).toEqual(firstPaint);
    // The body with its imports; axios only where the page asks the API as it opens; never a
    // chunk that only a click loads.
    expect(contentScriptFiles(split, route).sort()).toEqual(
      [...firstPaint, 'assets/jobs-body.js', 'assets/dates.js'].sort(),
    );
    expect(contentScriptFiles(split, { ...route, asksAtOnce: true }).sort()).toEqual(
      [...firstPaint, 'assets/jobs-body.js', 'assets/dates.js', 'assets/axios.js'].sort(),
    );
    const { ['_axios.js']: _axios, ...withoutAxios } = split;
    const dist = mkdtempSync(join(tmpdir(), 'guard-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(withoutAxios));
    expect(checkBuild(dist).problems).toEqual([
      'the manifest has no axios chunk (vite.config.ts names it: the pages that ask the API at once count it)',
    ]);
  });

  it('lists a route other than home over the budget apart from the problems', () => {
    const dist = mkdtempSync(join(tmpdir(), 'guard-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(split));
    for (const chunk of Object.values(split)) writeFileSync(join(dist, chunk.file), 'export {};');
    // About 2 kB of gzip: random text does not compress.
    writeFileSync(
      join(dist, 'assets', 'jobs.js'),
      `export const s = '${randomBytes(1536).toString('base64')}';`,
    );
    const routes = [
      { path: '/', module: 'src/pages/home/home-page.tsx', namespaces: ['home'] },
      { path: '/jobs', module: 'src/pages/jobs/jobs-page.tsx', namespaces: [] },
    ];
    const guard = checkBuild(dist, 1, routes);
    expect(guard.routes).toEqual([{ path: '/jobs', kB: expect.any(Number), contentKB: expect.any(Number) }]);
    expect(guard.problems).toEqual([]);
    expect(guard.overBudget).toEqual([
      expect.stringMatching(/^\/jobs route JavaScript [\d.]+ kB gzip > 1 kB/),
    ]);
  });

  it('refuses a build over the budget or with zod in a chunk', () => {
    const dist = mkdtempSync(join(tmpdir(), 'guard-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(split));
    for (const chunk of Object.values(split)) writeFileSync(join(dist, chunk.file), 'export {};');
    expect(checkBuild(dist).problems).toEqual([]);
    expect(checkBuild(dist, 0.01, []).problems).toEqual([
      expect.stringMatching(/^home route JavaScript [\d.]+ kB gzip > 0.01 kB/),
    ]);
    writeFileSync(join(dist, 'assets', 'jobs.js'), 'const s = e._zod.def.shape;');
    expect(checkBuild(dist).problems).toEqual([
      'assets/jobs.js carries zod (a contract schema file imported as a value)',
    ]);
  });

  it.runIf(existsSync('dist/.vite/manifest.json'))('holds for the build in dist/', () => {
    const guard = checkBuild('dist');
    expect(guard.problems).toEqual([]);
    // Every route's first paint within the budget (issue 25), not only home's.
    expect(guard.overBudget).toEqual([]);
  });
});
