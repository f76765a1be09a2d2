// `node scripts/boot-trace.mjs [--runs 5] [--dist dist] [--desktop]`: the home page's boot on the
// main thread, as a deterministic-ish complement to Lighthouse's TBT (docs/performance.md "Boot
// profile"). Serves a built SPA (default dist/, build it first) with our own server on a fresh data
// directory, loads / in Chromium with 4x CPU throttling (a 412 x 823 phone unless --desktop), records
// a trace and prints, per run, every main-thread task over 50 ms after the first contentful paint
// with what it spent its time on, then the medians of the blocking time (the part of each such task
// over 50 ms), of layout and of the entry's module evaluation.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const runs = Number(flag('--runs', 5));
const dist = resolve(flag('--dist', 'dist'));
const desktop = args.includes('--desktop');
const KINDS = ['v8.evaluateModule', 'FunctionCall', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'Paint'];

const port = await new Promise((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => done(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: dist,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'boot-trace-')),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (us) => Math.round(us / 1000);
const results = [];
const startLoad = loadavg()[0];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  await waitFor(`${base}/p/api/openapi.json`);
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(
      desktop
        ? {}
        : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'v8',
        'v8.execute',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'blink.user_timing',
        'loading',
      ],
    });
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    await context.close();

    const nav = events.find(
      (e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').startsWith(base),
    );
    if (!nav) throw new Error('no navigationStart for the page in the trace');
    const onMain = (e) => e.ph === 'X' && e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid)?.ts ?? nav.ts;
    const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.dur > 50_000 && e.ts >= fcp);
    const lines = tasks.map((task) => {
      const spent = {};
      for (const e of events)
        if (onMain(e) && KINDS.includes(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
          spent[e.name] = (spent[e.name] ?? 0) + e.dur;
      const parts = Object.entries(spent).map(([name, us]) => `${name} ${ms(us)}`);
      return `    at ${ms(task.ts - nav.ts)} ms: ${ms(task.dur)} ms (${parts.join(', ')})`;
    });
    const total = (name) => events.filter((e) => onMain(e) && e.name === name).reduce((a, e) => a + e.dur, 0);
    const result = {
      blocking: tasks.reduce((a, t) => a + t.dur - 50_000, 0),
      layout: total('Layout'),
      evaluate: total('v8.evaluateModule'),
      fcp: fcp - nav.ts,
    };
    results.push(result);
    console.log(
      `run ${run + 1}: FCP ${ms(result.fcp)} ms, blocking ${ms(result.blocking)} ms in ${tasks.length} tasks over 50 ms after FCP`,
    );
    console.log(lines.join('\n'));
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
console.log(
  `\nMedian of ${runs} (4x CPU, ${desktop ? 'desktop' : '412 x 823 phone'}): blocking after FCP ${ms(median(results.map((r) => r.blocking)))} ms, ` +
    `layout ${ms(median(results.map((r) => r.layout)))} ms, module evaluation ${ms(median(results.map((r) => r.evaluate)))} ms`,
);
console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${dist}, load average ${startLoad.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`,
);

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
