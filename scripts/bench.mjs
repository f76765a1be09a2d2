// `npm run bench`: builds the portal twice (the local build, and the production build `--mode prod`
// that talks to the company's hosts), serves each with our own server (fresh data dir, free port),
// then prints the JavaScript each route loads and, on the local build, the Lighthouse medians of
// every public route on mobile (home on desktop too). JavaScript is counted two ways: gzip -9 of
// every script the page requests in its first 1.5 s in Chromium, with the API answering (for the
// prod build the browser's requests to its API and file hosts are answered by the same local
// server), and from Vite's manifest for every route of the page table (scripts/bundle-guard.mjs).
// Targets (QUALITY.md, issue 25): every route's first-paint JavaScript ≤ 160 kB gzip; mobile ≥ 98
// on every route Lighthouse visits and 100 on home, LCP ≤ 2.0 s, CLS ≤ 0.02. Lighthouse visits the
// public routes, and the signed-in ones with the demo creator's session. Exits 1 when one is missed
// or a page module is not a lazy chunk of its own.
// Options: --skip-build, --runs N (Lighthouse runs per route, 5), --routes /,/login (the first-1.5 s
// table), --lighthouse-routes /,/notice (`/notice/:uuid` is the newest notice), --signed-in-routes
// /jobs,/mypage (`none` for none), --builds local,prod, --skip-lighthouse, --list (the scripts of
// each route), --http1 (plain HTTP/1.1 instead of HTTPS with HTTP/2).
// The servers speak HTTPS with HTTP/2 (TLS_CERT_FILE and TLS_KEY_FILE, a self-signed certificate
// made for the run, which the browsers are told to accept), as a deployment does: over plain
// HTTP/1.1 a browser asks a page's files six at a time, and Lighthouse simulates that queue
// (docs/performance.md "HTTP/2").
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { generate as selfSignedCertificate } from 'selfsigned';
import { checkBuild, HOME_JS_BUDGET_KB, ROUTE_JS_BUDGET_KB } from './bundle-guard.mjs';
import { PAGE_ROUTES } from '../server/site/page-routes.ts';
import { DEMO_ACCOUNT } from '../server/seed/seed.ts';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const runs = Number(flag('--runs', 5));
const routes = flag('--routes', '/,/login,/notice,/faq,/audio,/font,/signup/agreement,/no-such-page').split(
  ',',
);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const overTls = !args.includes('--http1');
// The run's own self-signed certificate (startServer).
if (overTls) chromeFlags.push('--ignore-certificate-errors');

const builds = flag('--builds', 'local,prod').split(',');
const skipLighthouse = args.includes('--skip-lighthouse');
/**
 * The signed-in pages Lighthouse visits with the demo creator's session (issue 25): the page
 * table's pages that ask the API as they open, without a parameter. `--signed-in-routes none`
 * skips them.
 */
const signedInRoutes = flag(
  '--signed-in-routes',
  PAGE_ROUTES.filter((route) => route.asksAtOnce && !route.path.includes(':'))
    .map((route) => route.path)
    .join(','),
)
  .split(',')
  .filter((route) => route && route !== 'none');
/** The demo creator's localStorage (its session) per origin, from the bench's one login. */
const signedInStorage = new Map();
/** Where each build goes; the prod build stays out of dist/, which our server serves. */
const BUILDS = {
  local: { dir: 'dist', viteArgs: [] },
  prod: {
    dir: 'node_modules/.cache/bench/dist-prod',
    viteArgs: ['--mode', 'prod', '--outDir', 'node_modules/.cache/bench/dist-prod', '--emptyOutDir'],
    env: '.env.prod',
  },
};
/** QUALITY.md and issue 25: every public route on mobile. */
const MOBILE_SCORE_MIN = 98;
const LCP_MAX_S = 2.0;
const CLS_MAX = 0.02;
/** The public pages without a parameter (server/site/page-routes.ts), signup's form aside (it needs the agreement first). */
const LIGHTHOUSE_ROUTES = [
  '/',
  '/login',
  '/notice',
  '/faq',
  '/audio',
  '/font',
  '/introduction',
  '/agreement',
  '/privacy',
  '/operation-policies',
  '/profit-policies',
  '/signup/agreement',
  '/find-password',
  '/no-such-page',
];
/** How long after the navigation starts a script counts as the route's (the budget's definition). */
const FIRST_LOAD_MS = 1500;

if (!args.includes('--skip-build'))
  for (const name of builds)
    execFileSync('npx', ['vite', 'build', ...BUILDS[name].viteArgs], { stdio: 'inherit' });

const failures = [];
const servers = [];
try {
  for (const name of builds) {
    const { dir } = BUILDS[name];
    const guard = checkBuild(dir);
    for (const problem of [...guard.problems, ...guard.overBudget]) failures.push(`${name}: ${problem}`);
    const { baseURL, server } = await startServer(resolve(dir));
    servers.push(server);
    const hosts = name === 'local' ? [] : buildHosts(BUILDS[name].env);
    const sizes = await routeSizes(name, baseURL, hosts);
    const home = sizes.find((row) => row.route === '/');
    if (home && home.gzip / 1024 > HOME_JS_BUDGET_KB)
      failures.push(
        `${name}: home loads ${kB(home.gzip)} kB gzip of JavaScript in its first 1.5 s (> ${HOME_JS_BUDGET_KB})`,
      );
    console.log(
      `(manifest: home route ${guard.homeKB.toFixed(1)} kB gzip -9 in ${guard.files.length + 1} files)`,
    );
    console.log(
      `\n${name} build, manifest: each route's JavaScript, kB gzip -9 in the larger language. First paint (budget ${ROUTE_JS_BUDGET_KB}): the entry, the page chunk and its imports, its locale chunks. With its content: also the page's body and, where it asks the API as it opens, axios (both load after the first paint)\n| route | first paint | with its content |\n|---|---|---|`,
    );
    for (const row of [...guard.routes].sort((a, b) => b.kB - a.kB))
      console.log(
        `| ${row.path} | ${row.kB.toFixed(1)}${row.kB > ROUTE_JS_BUDGET_KB ? ' (over)' : ''} | ${row.contentKB.toFixed(1)} |`,
      );
    if (name === 'local' && !skipLighthouse) await lighthouseMedians(baseURL);
  }
} finally {
  for (const server of servers) server.kill('SIGTERM');
}
console.log(
  `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, load average at the end ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
if (failures.length > 0) {
  console.error(`\nBudget, splitting or Lighthouse check failed:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
}

async function startServer(staticDir) {
  const port = await new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
  const baseURL = `${overTls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  let tls = null;
  if (overTls) {
    const pems = await selfSignedCertificate([{ name: 'commonName', value: '127.0.0.1' }], {
      keySize: 2048,
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    tls = {
      cert: pems.cert,
      TLS_CERT_FILE: join(dataDir, 'cert.pem'),
      TLS_KEY_FILE: join(dataDir, 'key.pem'),
    };
    writeFileSync(tls.TLS_CERT_FILE, pems.cert);
    writeFileSync(tls.TLS_KEY_FILE, pems.private, { mode: 0o600 });
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      ...(tls ? { TLS_CERT_FILE: tls.TLS_CERT_FILE, TLS_KEY_FILE: tls.TLS_KEY_FILE } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await waitFor(`${baseURL}/p/api/openapi.json`, tls?.cert);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return { baseURL, server };
}

/** The API and file hosts a build's env file names (answered by the local server in the browser). */
function buildHosts(envFile) {
  const text = readFileSync(envFile, 'utf8');
  return ['VITE_API_HOST', 'VITE_FILE_HOST']
    .map((key) => new RegExp(`^${key}=(.*)$`, 'm').exec(text)?.[1]?.trim())
    .filter((host) => host && /^https?:\/\//.test(host));
}

/** Waits until `url` answers 200; `ca`: the certificate of a server over TLS. */
async function waitFor(url, ca) {
  const answersOk = () =>
    ca
      ? new Promise((done, fail) => {
          https
            .get(url, { ca }, (response) => {
              response.resume();
              done(response.statusCode === 200);
            })
            .on('error', fail);
        })
      : fetch(url).then((response) => response.ok);
  for (let i = 0; i < 240; i++) {
    try {
      if (await answersOk()) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

function kB(n) {
  return (n / 1024).toFixed(1);
}

async function routeSizes(name, baseURL, hosts) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  // The prod build calls other origins, which our server's Content-Security-Policy (connect-src
  // 'self') would block on 127.0.0.1; in production those hosts are listed by the deployment.
  const context = await browser.newContext({ bypassCSP: hosts.length > 0, ignoreHTTPSErrors: overTls });
  for (const host of hosts) {
    await context.route(`${host}/**`, async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const headers = {
        'access-control-allow-origin': baseURL,
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE',
      };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
      const response = await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` });
      await route.fulfill({ response, headers: { ...response.headers(), ...headers } });
    });
  }
  console.log(
    `\n${name} build${hosts.length ? ` (API: ${hosts.join(', ')} answered by ${baseURL})` : ''}: JavaScript each route requests in its first ${FIRST_LOAD_MS / 1000} s (kB, gzip -9 / brotli 11 of each file)\n| route | files | gzip | brotli |\n|---|---|---|---|`,
  );
  const rows = [];
  for (const route of routes) {
    const page = await context.newPage();
    const scripts = [];
    let started = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && Date.now() - started <= FIRST_LOAD_MS) scripts.push(request);
    });
    started = Date.now();
    await page.goto(`${baseURL}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(Math.max(0, FIRST_LOAD_MS - (Date.now() - started)));
    await page.waitForLoadState('networkidle');
    let gzip = 0;
    let brotli = 0;
    for (const request of scripts) {
      const body = await (await request.response())?.body();
      if (!body) continue;
      gzip += gzipSync(body, { level: 9 }).length;
      brotli += brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
      }).length;
    }
    rows.push({ route, files: scripts.length, gzip, brotli });
    if (args.includes('--list'))
      for (const request of scripts) console.log(`|   ${new URL(request.url()).pathname} | | | |`);
    console.log(`| ${route} | ${scripts.length} | ${kB(gzip)} | ${kB(brotli)} |`);
    await page.close();
  }
  await browser.close();
  return rows;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * One Lighthouse run of `url`: performance score, LCP (s), CLS, TBT (ms); null when Lighthouse
 * could not measure the page (a runtime error such as NO_LCP on a loaded machine).
 */
async function lighthouseRun(url, config, { signedIn = false } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (signedIn) await logInDemo(chrome.port, new URL(url).origin);
    const { lhr } = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The session lives in localStorage: Lighthouse would clear it. logInDemo cleared the cache.
        disableStorageReset: signedIn,
      },
      config,
    );
    if (lhr.runtimeError || lhr.categories.performance.score === null) {
      console.warn(`(${url}: Lighthouse could not measure it: ${lhr.runtimeError?.code ?? 'no score'})`);
      return null;
    }
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      element: lcpElement(lhr),
      shifted: shiftedElements(lhr),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Gives the browser the demo creator's session: the first time, logs in as a person does (the
 * login page of the same build) and keeps what that left in localStorage; later runs get the same
 * entries (one login for the whole bench: logins are rate-limited). Then empties the browser's
 * cache, so that Lighthouse's load of a signed-in page starts as cold as a public one's.
 */
async function logInDemo(port, origin) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    if (!signedInStorage.has(origin)) {
      // In English: Lighthouse's Chrome asks for en-US pages, and the later runs' browsers get the
      // stored choice (localStorage) but not its cookie, so the server guesses from that header.
      // A Korean choice would make every page's HTML preload and paint English, then render Korean.
      await page.goto(`${origin}/login?lng=en&redirect=${encodeURIComponent('/notice')}`);
      await page.locator('input[type="email"]').fill(DEMO_ACCOUNT.userId);
      await page.locator('input[type="password"]').fill(DEMO_ACCOUNT.password);
      await Promise.all([
        page.waitForFunction(() => globalThis.location.pathname === '/notice', { timeout: 30_000 }),
        page.keyboard.press('Enter'),
      ]);
      signedInStorage.set(origin, await page.evaluate(() => ({ ...globalThis.localStorage })));
    } else {
      // A same-origin address that loads no script: the API's document.
      await page.goto(`${origin}/p/api/openapi.json`);
      await page.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) globalThis.localStorage.setItem(key, value);
      }, signedInStorage.get(origin));
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** What moved, when a run's CLS is over the target: Lighthouse's layout shifts, largest first. */
function shiftedElements(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items
    .slice(0, 3)
    .map(
      (item) =>
        `${(item.node?.selector ?? item.node?.nodeLabel ?? '?').split(' > ').slice(-2).join(' > ')} (${item.score?.toFixed(3)})`,
    );
}

/** The LCP element as Lighthouse names it (its selector), to see what a route's LCP waits for. */
function lcpElement(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  return node ? (node.selector ?? node.nodeLabel ?? '?').split(' > ').slice(-2).join(' > ') : '?';
}

/** The newest notice's page (`/notice/:uuid` in --lighthouse-routes names it), if there is one. */
async function newestNotice(baseURL) {
  const list = await fetch(`${baseURL}/p/api/notices?page=1&size=20`).then((response) => response.json());
  const notice = list?.data?.lists?.[0]?.uuid;
  return notice ? `/notice/${notice}` : null;
}

/** The public routes Lighthouse visits: the page table's pages without a session or a parameter, and one notice. */
async function publicRoutes(baseURL) {
  const notice = await newestNotice(baseURL);
  return [...LIGHTHOUSE_ROUTES, ...(notice ? [notice] : [])];
}

async function lighthouseMedians(baseURL) {
  const signedIn = new Set(signedInRoutes);
  const lighthouseRoutes = flag('--lighthouse-routes', '')
    ? (
        await Promise.all(
          flag('--lighthouse-routes')
            .split(',')
            .map(async (route) => (route === '/notice/:uuid' ? await newestNotice(baseURL) : route)),
        )
      ).filter(Boolean)
    : await publicRoutes(baseURL);
  lighthouseRoutes.push(...signedInRoutes);
  console.log(
    `\nLighthouse on ${baseURL} (median of ${runs}; targets: mobile ≥ ${MOBILE_SCORE_MIN} (home 100), LCP ≤ ${LCP_MAX_S} s, CLS ≤ ${CLS_MAX})\n| route | form factor | performance | LCP (s) | CLS | TBT (ms) | runs (score, TBT ms) | LCP element |\n|---|---|---|---|---|---|---|---|`,
  );
  for (const route of lighthouseRoutes) {
    const factors =
      route === '/'
        ? [
            ['mobile', undefined],
            ['desktop', desktopConfig],
          ]
        : [['mobile', undefined]];
    for (const [name, config] of factors) {
      const results = [];
      // A run Lighthouse could not measure is made again, twice at most per route.
      for (let attempts = 0; results.length < runs && attempts < runs + 2; attempts++) {
        const result = await lighthouseRun(`${baseURL}${route}`, config, { signedIn: signedIn.has(route) });
        if (result) results.push(result);
      }
      if (results.length === 0) {
        failures.push(`Lighthouse ${name} ${route}: no run could measure it`);
        continue;
      }
      const score = median(results.map((r) => r.score));
      const lcp = median(results.map((r) => r.lcp));
      const cls = median(results.map((r) => r.cls));
      console.log(
        `| ${route}${signedIn.has(route) ? ' (signed in)' : ''} | ${name} | ${score} | ${lcp.toFixed(2)} | ${cls.toFixed(3)} | ${Math.round(median(results.map((r) => r.tbt)))} | ${results.map((r) => `${r.score} (${Math.round(r.tbt)})`).join(', ')} | \`${[...new Set(results.map((r) => r.element))].join('`, `')}\` |`,
      );
      const shifted = [...new Set(results.filter((r) => r.cls > CLS_MAX).flatMap((r) => r.shifted))];
      if (shifted.length > 0) console.log(`  (${route}: what moved: ${shifted.join(', ')})`);
      if (name !== 'mobile') continue;
      const minimum = route === '/' ? 100 : MOBILE_SCORE_MIN;
      if (score < minimum || lcp > LCP_MAX_S || cls > CLS_MAX)
        failures.push(
          `Lighthouse mobile ${route}: ${score} (≥ ${minimum}), LCP ${lcp.toFixed(2)} s, CLS ${cls.toFixed(3)}`,
        );
    }
  }
}
