// Screenshots of a running portal in both languages, for a person to look at.
// Usage: node scripts/screenshots.mjs [baseURL] [outDir] [path ...]
//   e.g. node scripts/screenshots.mjs http://127.0.0.1:8080 /tmp/shots / /login /nope
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const [baseURL = 'http://127.0.0.1:8080', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ['/', '/login', '/no-such-page'];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
for (const lng of ['ko', 'en']) {
  for (const route of routes) {
    const url = new URL(route, baseURL);
    url.searchParams.set('lng', lng);
    await page.goto(url.href, { waitUntil: 'networkidle' });
    const name = `${lng}${route.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage: true });
    console.log(join(outDir, name));
  }
}
await browser.close();
