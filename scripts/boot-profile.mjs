// The home page's boot on a throttled phone: serves a build with our server (fresh data dir), loads /
// at 390 x 844 with 4x CPU throttling, takes a CPU profile from navigation to 5 s after load and
// prints the JavaScript self time by script and by function, the long tasks and their time over
// 50 ms after the first paint (docs/performance.md). Usage:
//   node scripts/boot-profile.mjs [staticDir=dist] [runs=3] [ko|en]
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
const dir = resolve(process.argv[2] ?? 'dist');
const runs = Number(process.argv[3] ?? 3);
const lng = process.argv[4] ?? 'ko';
const port = 40000 + Math.floor(Math.random() * 1000);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pf-')),
    STATIC_DIR: dir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(base + '/p/api/openapi.json')).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 500));
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const totals = [];
for (let r = 0; r < runs; r++) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: lng === 'en' ? 'en-US' : 'ko-KR',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.addInitScript(() => {
    globalThis.__lt = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) globalThis.__lt.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(base + '/', { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const { profile } = await cdp.send('Profiler.stop');
  const lt = await page.evaluate(() => globalThis.__lt);
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  // aggregate self time by url
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas;
  const byUrl = {};
  const byFn = {};
  for (let i = 0; i < profile.samples.length; i++) {
    const n = byId.get(profile.samples[i]);
    const d = (dt[i + 1] ?? 0) / 1000;
    const url = n.callFrame.url.replace(base, '') || '(' + n.callFrame.functionName + ')';
    if (n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') continue;
    byUrl[url] = (byUrl[url] ?? 0) + d;
    const fk =
      url + ' ' + n.callFrame.functionName + ':' + n.callFrame.lineNumber + ':' + n.callFrame.columnNumber;
    byFn[fk] = (byFn[fk] ?? 0) + d;
  }
  const total = Object.values(byUrl).reduce((a, b) => a + b, 0);
  const tbt = lt.filter(([s]) => s >= (fcp ?? 0)).reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
  totals.push({ total, tbt });
  if (r === runs - 1 || process.env.ALL) {
    console.log(
      `run ${r}: JS self time ${total.toFixed(0)} ms, fcp ${fcp?.toFixed(0)}, long tasks`,
      lt.map(([s, d]) => `${s.toFixed(0)}+${d.toFixed(0)}`).join(' '),
      'tbt~',
      tbt.toFixed(0),
    );
    console.log(
      Object.entries(byUrl)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 16)
        .map(([u, v]) => `  ${v.toFixed(1).padStart(7)} ${u}`)
        .join('\n'),
    );
    console.log(
      Object.entries(byFn)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([u, v]) => `  ${v.toFixed(1).padStart(7)} ${u}`)
        .join('\n'),
    );
  }
  await context.close();
}
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(
  'median JS self ms',
  med(totals.map((t) => t.total)).toFixed(0),
  'median tbt~',
  med(totals.map((t) => t.tbt)).toFixed(0),
  'all',
  totals.map((t) => t.total.toFixed(0)).join(','),
);
await browser.close();
server.kill('SIGTERM');
