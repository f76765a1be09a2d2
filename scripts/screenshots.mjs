// Full-page screenshots of every route (the layout test's list, tests/e2e/route-samples.ts) at 390,
// 768 and 1440 px in both languages, logged in as the demo account, for a person to look at.
// It builds nothing: it serves the current dist/ with a server of its own (a free port, a
// throwaway data folder, the demo data), or photographs a portal that is already running.
// Usage (tsx, for the shared .ts list): npm run screenshots -- [--base-url URL] [--out DIR] [--only home,my-asset]
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { closePromoPopups } from '../tests/e2e/fixtures.ts';
import {
  browserLocales,
  findSampleIds,
  languages,
  logInDemo,
  openSample,
  routeSamples,
  storeSession,
  viewports,
} from '../tests/e2e/route-samples.ts';

const { values: options } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    out: { type: 'string', default: 'screenshots' },
    only: { type: 'string' },
  },
});
const outDir = resolve(options.out);

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

/** Our own server on dist/ with fresh demo data; resolves once it answers. */
async function startServer() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ has no build: run `npm run build` first.');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-screenshots-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: 'dist',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The first start creates the database and seeds the demo data.
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${baseURL}/p/api/openapi.json`)).ok) return { baseURL, stop };
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  stop();
  throw new Error('the server did not start within 3 minutes');
}

/** Lazy images load near the viewport only: scroll through the page once so the picture has them. */
async function loadLazyImages(page) {
  // Runs in the page: the browser's globals through globalThis (this file is linted as Node code).
  await page.evaluate(async () => {
    const { document, window } = globalThis;
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((next) => setTimeout(next, 60));
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => [...globalThis.document.images].every((image) => image.complete), null, {
      timeout: 5_000,
    })
    .catch(() => console.warn(`${page.url()}: some images still loading after 5 s`));
}

const server = options['base-url'] ? null : await startServer();
const baseURL = options['base-url'] ?? server.baseURL;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const session = await logInDemo(baseURL);
  const only = options.only?.split(',');
  const samples = routeSamples(await findSampleIds(baseURL, session)).filter(
    (sample) => !only || only.includes(sample.name),
  );
  // The visitor's screens first; then the tab logs in once, as the login page would.
  const ordered = [
    ...samples.filter((s) => s.session === 'anonymous'),
    ...samples.filter((s) => s.session === 'demo'),
  ];
  mkdirSync(outDir, { recursive: true });
  let count = 0;
  for (const lng of languages) {
    for (const viewport of viewports) {
      const context = await browser.newContext({
        baseURL,
        viewport,
        locale: browserLocales[lng],
        timezoneId: 'Asia/Seoul',
      });
      const page = await context.newPage();
      let loggedIn = false;
      for (const sample of ordered) {
        if (sample.session === 'demo' && !loggedIn) {
          await storeSession(page, session);
          loggedIn = true;
        }
        const notReady = await openSample(page, sample, lng);
        if (notReady) console.warn(`${lng} ${viewport.width} ${sample.name}: ${notReady}`);
        if (sample.home) await closePromoPopups(page, lng);
        await loadLazyImages(page);
        await page.screenshot({
          path: join(outDir, `${lng}-${viewport.width}-${sample.name}.png`),
          fullPage: true,
        });
        count++;
      }
      await context.close();
    }
  }
  console.log(`${count} screenshots in ${outDir}`);
} finally {
  await browser.close();
  server?.stop();
}
