// Every page's first paint from the server (issue 25; server/site/first-paint.ts): the shell paints
// before the JavaScript, and a public page's first reads come inside its HTML, so its first render
// asks the API for nothing; a later visit to the same page asks again.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInDemo, type DemoSession } from './route-samples';

function manifest() {
  return JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >;
}

/** The file a source file became in the build under test. */
function manifestFile(source: string): string {
  const chunk = manifest()[source];
  if (!chunk) throw new Error(`the build has no chunk for ${source}`);
  return `/${chunk.file}`;
}

/** The file of axios's chunk in the build under test (vite.config.ts names it). */
function axiosFile(): string {
  const chunk = Object.values(manifest()).find((entry) => entry.name === 'axios');
  if (!chunk) throw new Error('the build has no axios chunk');
  return `/${chunk.file}`;
}

/** The API reads a page makes, as path and query without the cache breaker `_t`. */
function watchReads(page: Page, prefixes: string[]) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!prefixes.some((prefix) => url.pathname.startsWith(prefix))) return;
    url.searchParams.delete('_t');
    reads.push(url.pathname + url.search);
  });
  return reads;
}

test('the shell paints with JavaScript off: the header bars, a public page its heading, home its banner', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/notice');
  await expect(page.locator('#root .boot-shell .boot-header')).toBeVisible();
  await expect(page.locator('#root .boot-shell h1')).toHaveText('Notices');
  await expect(page.locator('#root .boot-shell h1 + p')).toHaveText(
    'News about the service, payout schedules and policy changes.',
  );
  await page.goto('/');
  await expect(page.locator('#root .boot-shell img[data-shell-image]')).toBeVisible();
  await context.close();
});

test("the page's HTML comes in the language the visitor chose, not the browser's", async ({ page }) => {
  // The browser asks for English (playwright.config.ts); the visitor picks 한국어.
  await page.goto('/notice');
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '한국어' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  // The next page's HTML, before any script: the shell's heading and the preloaded locale files
  // are Korean (the server read the choice's cookie).
  await page.route(/\.js$/, (route) => route.abort());
  const answer = await page.goto('/faq');
  expect(answer?.headers()['vary']).toContain('cookie');
  await expect(page.locator('#root .boot-shell h1')).toHaveText('자주 묻는 질문');
  // The shell hands its preloads to the boot script, which starts them after the first paint.
  const preloads = ((await page.locator('script[data-modules]').getAttribute('data-modules')) ?? '').split(
    ' ',
  );
  expect(preloads).toContain(manifestFile('locales/ko/faq.json'));
  expect(preloads).not.toContain(manifestFile('locales/en/faq.json'));
});

test('/notice and /font render their first page from the HTML; pages reached in the app ask the API', async ({
  page,
}) => {
  const reads = watchReads(page, ['/p/api/notices', '/p/api/font', '/p/api/files/category']);
  const axios = watchReads(page, [axiosFile()]);
  await page.goto('/notice');
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  const first = page.getByRole('table', { name: 'Notices' }).getByRole('link').first();
  await expect(first).toBeVisible();
  expect(reads).toEqual([]);
  // Nor does it load the API client's axios, which comes with the first call.
  expect(axios).toEqual([]);

  // A notice opened from the board, and the board again: both asked of the API.
  await first.click();
  await expect.poll(() => reads.filter((read) => /^\/p\/api\/notices\/[^/?]+$/.test(read)).length).toBe(1);
  expect(axios).toHaveLength(1);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  await expect.poll(() => reads).toContain('/p/api/notices?page=1&size=20');

  reads.length = 0;
  await page.goto('/font');
  await expect(page.getByTestId('font-preview').first()).toBeVisible();
  expect(reads).toEqual([]);
});

test("home's shell paints the first banner where its slide puts it, with the banner's own classes", async ({
  browser,
}) => {
  for (const width of [390, 1440]) {
    const viewport = { width, height: 823 };
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
    const withScript = await browser.newContext({ viewport });
    const shell = await noScript.newPage();
    await shell.goto('/');
    const image = shell.locator('#root .boot-shell img[data-shell-image]');
    const painted = await image.boundingBox();
    const app = await withScript.newPage();
    await app.goto('/');
    const slide = app.locator('main img').first();
    await expect(slide).toBeVisible();
    expect(await slide.boundingBox(), `at ${width} px`).toEqual(painted);
    // The same picture, under the same shade.
    expect(await slide.getAttribute('src')).toBe(await image.getAttribute('src'));
    const shade = (page: Page, selector: string) =>
      page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(await shade(shell, '#root .boot-shell img + div')).toBe(
      await shade(app, 'main img >> nth=0 >> xpath=following-sibling::div[1]'),
    );
    await noScript.close();
    await withScript.close();
  }
});

/** The boxes of a page's title and the sentence under it, rounded to the pixel. */
function headingBoxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height].map(Math.round);
    }),
  );
}

/**
 * The parts a shell paints beyond its title and the sentence under it, per page: the shell writes
 * them with the page's own elements and classes (server/site/shell-parts.ts), so the same selector
 * finds them in the shell and in the page's main region.
 */
const SHELL_PARTS: [path: string, parts: string][] = [
  ['/login', ''],
  ['/introduction', ''],
  ['/find-password', ''],
  ['/notice', ''],
  // A policy's table of contents.
  ['/privacy', 'nav li'],
  // The libraries' tabs and the licence block of the embedded list.
  ['/audio', 'header nav a, section h2, section p'],
  // The terms' title, date and first articles in their box.
  [
    '/signup/agreement',
    'form > section:first-child article h2, form > section:first-child article section:nth-of-type(-n+3) :is(h3, p, li)',
  ],
  // The not-found message and its button.
  ['/no/such/page', 'h1 ~ p, h1 ~ div a'],
  // The newest notice: the way back, the date's label and the notice's text.
  ['/notice/{newest}', 'header a, article dt, article div > *'],
];

/**
 * Opens each row's page with JavaScript off (the shell) and on (the page's first render), at a
 * phone's and a desktop's width, and compares the boxes of its title, the sentence under it and
 * the row's parts. Where they differ, the page's text jumps when React replaces the shell, and a
 * larger box would become the page's largest paint again, after the JavaScript.
 */
async function expectShellsInPlace(
  browser: Browser,
  rows: [path: string, parts: string][],
  session?: DemoSession,
) {
  for (const width of [390, 1440]) {
    const viewport = { width, height: 823 };
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
    const withScript = await browser.newContext({ viewport });
    if (session) await withScript.addInitScript(sessionScript, session);
    for (const [path, parts] of rows) {
      const selector = (root: string) =>
        ['h1, h1 + p', parts]
          .filter(Boolean)
          .join(', ')
          .split(', ')
          .map((part) => `${root} ${part}`)
          .join(', ');
      const shell = await noScript.newPage();
      await shell.goto(path);
      const painted = await headingBoxes(shell, selector('#root .boot-shell'));
      // The shell is aria-hidden: nothing in it may take focus (a notice's links lose their href).
      const focusable = shell.locator(
        '#root .boot-shell :is(a[href], button, input, select, textarea, [tabindex])',
      );
      expect(await focusable.count(), path).toBe(0);
      const app = await withScript.newPage();
      await app.goto(path);
      await expect(app.locator('main h1')).toBeVisible();
      const rendered = await headingBoxes(app, selector('main'));
      await Promise.all([shell.close(), app.close()]);
      expect(rendered, `${path} at ${width} px`).toEqual(painted);
      // The title, and every part the row names.
      expect(painted.length, path).toBeGreaterThanOrEqual(parts ? 2 : 1);
    }
    await noScript.close();
    await withScript.close();
  }
}

/** The session as the login page keeps it (src/stores/auth-store.ts), before the page's scripts. */
function sessionScript(session: DemoSession) {
  localStorage.setItem('auth', JSON.stringify({ state: session, version: 1 }));
}

test("a shell's heading stands where the page's first render puts it, on a phone and on a desktop", async ({
  browser,
  request,
}) => {
  // Nine pages, each opened twice at two widths.
  test.setTimeout(120_000);
  const notices = (await (await request.get('/p/api/notices?page=1&size=1')).json()) as {
    data: { lists: { uuid: string }[] };
  };
  const newest = notices.data.lists[0]!.uuid;
  // The server paints a notice once its sanitizer (jsdom) has loaded, which the first ask starts.
  await expect
    .poll(async () => (await request.get(`/notice/${newest}`, { headers: { accept: 'text/html' } })).text())
    .toContain('</h1>');
  await expectShellsInPlace(
    browser,
    SHELL_PARTS.map(([path, parts]) => [path.replace('{newest}', newest), parts]),
  );
});

/** The signed-in pages whose shell paints a heading, and its parts beyond the title and intro. */
const SIGNED_IN_SHELL_PARTS: [path: string, parts: string][] = [
  ['/jobs', ''],
  ['/my-entry-list', ''],
  // The statement's button beside the heading (a button in the page, its look in the shell).
  ['/my-asset', 'header :is(a,button)'],
  // The way back above the title.
  ['/withdraw', 'header a'],
  ['/mypage', ''],
  // The button to write an inquiry.
  ['/qna', 'header a'],
  ['/qna/form', 'header a'],
  // "Mark all as read", disabled until the list has loaded.
  ['/notifications', 'header :is(a,button)'],
];

test("a signed-in page's shell: its heading where the page puts it, and only for a browser with a session", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const session = await logInDemo(baseURL!);
  await expectShellsInPlace(browser, SIGNED_IN_SHELL_PARTS, session);

  // Without its scripts (blocked here) the page stays its shell: with a session it shows the
  // page's heading; without one, boot-after-paint.js has taken the heading away, and only the
  // header's bars wait for the guard to send the visitor to the login page.
  for (const signedIn of [true, false]) {
    const context = await browser.newContext();
    if (signedIn) await context.addInitScript(sessionScript, session);
    await context.route('**/assets/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/my-asset');
    await expect(page.locator('#root .boot-shell .boot-header')).toBeVisible();
    await expect(page.locator('#root .boot-shell h1')).toHaveCount(signedIn ? 1 : 0);
    await context.close();
  }
});

test("a signed-in page's first reads go out with its HTML, before the app's scripts, and the page uses their answers", async ({
  browser,
  baseURL,
}) => {
  const session = await logInDemo(baseURL!);
  const context = await browser.newContext();
  await context.addInitScript(sessionScript, session);
  const page = await context.newPage();
  const order: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/topics') {
      expect(request.headers()['authorization']).toBe(`Bearer ${session.token}`);
      order.push('topics');
    } else if (url.pathname === axiosFile()) order.push('axios');
    else if (/^\/assets\/index-[^/]+\.js$/.test(url.pathname)) order.push('entry');
  });
  await page.goto('/jobs');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Asked once, by the boot script, before the entry; the app took the answer.
  expect(order.filter((name) => name === 'topics')).toHaveLength(1);
  expect(order.indexOf('topics')).toBeLessThan(order.indexOf('entry'));

  // A later visit in the app asks the API itself (the boot's answers served the first page only).
  await page.getByRole('link', { name: 'My entries' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My entries' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => order.filter((name) => name === 'topics').length).toBe(2);
  await context.close();
});
