// Resumable uploads (issue 22) in the browser against the real server: an entry whose work upload
// is cut twice finishes without starting over, and one whose page is reloaded halfway continues
// from there once the creator confirms. Both entries then show on
// /my-entry-list. The work is a 5-second MP4 of a few megabytes made here (the media folder's clips
// are a few kilobytes: sent before any cut), sent on a throttled line.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { openJob } from './fixtures';

const MEDIA = path.join(import.meta.dirname, '../media');
const THUMBNAIL = path.join(MEDIA, 'thumb-720x405.png');
let work: string;
let workBytes: number;

test.beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-resumable-e2e-'));
  work = path.join(dir, 'long-take.mp4');
  // Lossless frames of the test pattern: about 3 MB for 5 seconds, in under a second.
  execFileSync(ffmpeg.path, [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30', '-t', '5'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p', work],
  ]);
  workBytes = statSync(work).size;
});

/**
 * A TCP proxy in front of the server that can cut every open connection at once. Chromium's offline
 * emulation (Playwright's offline switch) fails new requests but lets an upload already under way
 * go on; a dropped line also kills that one, which is what this does.
 */
async function startCuttingProxy(targetPort: number) {
  const open = new Set<net.Socket>();
  let down = false;
  const proxy = net.createServer((client) => {
    // While the line is down, a new connection is dropped at once (the browser may try again by
    // itself before the page sees an error).
    if (down) return void client.destroy();
    const server = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, server]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => open.delete(socket));
    }
    client.pipe(server).pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`,
    /** The line drops: every open connection is cut, and new ones too until `up()`. */
    down() {
      down = true;
      open.forEach((socket) => socket.destroy());
    },
    up() {
      down = false;
    },
    /** Stops listening and cuts what the browser keeps open. */
    close() {
      const closed = new Promise((resolve) => proxy.close(resolve));
      open.forEach((socket) => socket.destroy());
      return closed;
    },
  };
}

/** The upload's PATCH requests: the upload's URL and the offset each began at. */
function watchPatches(page: Page) {
  const patches: { url: string; offset: number }[] = [];
  const creations: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/uploads/')) return;
    if (request.method() === 'POST') creations.push(pathname);
    if (request.method() === 'PATCH') {
      patches.push({ url: pathname, offset: Number(request.headers()['upload-offset']) });
    }
  });
  return { patches, creations };
}

async function throttle(cdp: CDPSession, bytesPerSecond: number) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

const percentSent = (page: Page) =>
  page.getByRole('progressbar').evaluate((bar) => (bar as HTMLProgressElement).value);

/** Titles of this run (the suite may run more than once on one server): at most 20 characters. */
const titled = (title: string) => `${title} ${Date.now() % 100_000}`;

async function fillEntry(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Your video', { exact: true }).setInputFiles(work);
  await page.getByLabel('Thumbnail', { exact: true }).setInputFiles(THUMBNAIL);
}

async function expectListed(page: Page, title: string, origin = '') {
  await page.goto(`${origin}/my-entry-list?lng=en`);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
}

test('an entry whose upload is cut twice finishes without starting over', async ({ page, context }) => {
  test.setTimeout(180_000);
  const { patches } = watchPatches(page);
  const proxy = await startCuttingProxy(Number(process.env.E2E_PORT));
  await openJob(page, 'en', proxy.origin);
  const title = titled('Cut twice');
  await fillEntry(page, title);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // About 12 seconds for the whole work on this line.
  await throttle(cdp, Math.round(workBytes / 12));
  await page.getByRole('button', { name: 'Send my entry' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();

  for (const at of [25, 60]) {
    await expect.poll(() => percentSent(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(at);
    // The line drops: offline, and the upload's connection cut.
    await context.setOffline(true);
    proxy.down();
    // (Shown at the bar and told to screen readers.)
    await expect(page.getByText('Connection lost. Reconnecting…').first()).toBeVisible();
    await page.waitForTimeout(1500);
    proxy.up();
    await context.setOffline(false);
    // (Going back online lifts every emulated condition: the slow line again.)
    await throttle(cdp, Math.round(workBytes / 12));
  }
  await page.waitForURL(/\/submission-detail\/[0-9a-f-]{36}$/, { timeout: 90_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The work went to one upload, its later PATCHes each beginning where the server was.
  const workUrl = patches.find((patch) => patch.offset > 0)?.url;
  expect(workUrl).toBeDefined();
  const offsets = patches.filter((patch) => patch.url === workUrl).map((patch) => patch.offset);
  expect(offsets[0]).toBe(0);
  expect(offsets.length).toBeGreaterThanOrEqual(3);
  expect(offsets.slice(1).every((offset, i) => offset > offsets[i]!)).toBe(true);
  await throttle(cdp, -1);
  await expectListed(page, title, proxy.origin);
  await proxy.close();
});

test('an entry whose page is reloaded halfway continues from there once confirmed', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const { patches } = watchPatches(page);
  // The page asks before it is left during an upload; this creator means it.
  page.on('dialog', (dialog) => void dialog.accept());
  await openJob(page, 'en');
  const title = titled('Reloaded');
  await fillEntry(page, title);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await throttle(cdp, Math.round(workBytes / 12));
  await page.getByRole('button', { name: 'Send my entry' }).click();
  await expect.poll(() => percentSent(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(50);
  const workUrl = patches.at(-1)!.url;

  await page.reload();
  await throttle(cdp, -1);
  await fillEntry(page, title);
  // Both files are offered: the thumbnail sent whole, the work halfway.
  const offers = page.getByRole('group', { name: 'Unfinished upload' });
  await expect(offers.filter({ hasText: 'long-take.mp4' })).toContainText(
    /An unfinished upload of long-take\.mp4 \(\d+% sent\) was found/,
    // (The server may first finish closing the request the reload cut: it holds the upload.)
    { timeout: 40_000 },
  );
  await expect(offers).toHaveCount(2);
  for (const name of ['long-take.mp4', 'thumb-720x405.png']) {
    await offers.filter({ hasText: name }).getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByRole('button', { name: /Send my entry|Send again/ }).click();
  await page.waitForURL(/\/submission-detail\/[0-9a-f-]{36}$/, { timeout: 90_000 });

  // Only what was missing went after the reload: the same upload, from past its middle.
  const resumed = patches.filter((patch) => patch.url === workUrl);
  expect(resumed.at(-1)!.offset).toBeGreaterThanOrEqual(workBytes * 0.4);
  await expectListed(page, title);
});
