// `npm run bench`: builds the portal, serves it with our own server (fresh data dir, free port),
// then prints the JavaScript each route loads (gzip and brotli, from the precompressed files the
// server sends) and the Lighthouse medians for home (3 mobile runs, 3 desktop runs).
// QUALITY.md targets: first-route JS ≤ 160 kB gzip, mobile ≥ 98, desktop 100, LCP ≤ 2.0 s mobile,
// CLS ≤ 0.02, TBT ≤ 100 ms. Options: --skip-build, --runs N, --routes /,/login
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const runs = Number(flag('--runs', 3));
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

if (!args.includes('--skip-build')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const baseURL = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  await waitFor(`${baseURL}/p/api/openapi.json`);
  await routeSizes();
  await lighthouseMedians();
} finally {
  server.kill('SIGTERM');
}

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

function sizeOf(file) {
  return existsSync(file) ? statSync(file).size : readFileSync(file.replace(/\.(gz|br)$/, '')).length;
}

async function routeSizes() {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const kB = (n) => (n / 1024).toFixed(1);
  console.log(
    `\nJavaScript per route (kB, as sent precompressed)\n| route | files | gzip | brotli |\n|---|---|---|---|`,
  );
  for (const route of routes) {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/'))
        scripts.add(url.pathname);
    });
    await page.goto(`${baseURL}${route}`, { waitUntil: 'networkidle' });
    let gzip = 0;
    let brotli = 0;
    for (const path of scripts) {
      gzip += sizeOf(join('dist', `${path}.gz`));
      brotli += sizeOf(join('dist', `${path}.br`));
    }
    console.log(`| ${route} | ${scripts.size} | ${kB(gzip)} | ${kB(brotli)} |`);
    await page.close();
  }
  await browser.close();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function lighthouseMedians() {
  console.log(
    `\nLighthouse on ${baseURL}/ (median of ${runs})\n| form factor | performance | LCP (s) | CLS | TBT (ms) |\n|---|---|---|---|---|`,
  );
  for (const [name, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
      try {
        const { lhr } = await lighthouse(
          `${baseURL}/`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          config,
        );
        results.push({
          score: Math.round(lhr.categories.performance.score * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
        });
      } finally {
        await chrome.kill();
      }
    }
    console.log(
      `| ${name} | ${median(results.map((r) => r.score))} | ${median(results.map((r) => r.lcp)).toFixed(2)} | ${median(results.map((r) => r.cls)).toFixed(3)} | ${Math.round(median(results.map((r) => r.tbt)))} |`,
    );
  }
  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
  );
}
