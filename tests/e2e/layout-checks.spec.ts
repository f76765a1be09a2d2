// The layout checker on pages made for it: what it must find, and what it must leave alone (a
// slider's hidden slides, a table scrolling in its own box, a closed menu, visually hidden text),
// so that a failure of layout.spec.ts is a real one.
import { expect, test, type Page } from '@playwright/test';
import { inspectLayout, type NavigationItem } from './layout-checks';

test.use({ viewport: { width: 390, height: 844 } });

const navigation: NavigationItem[] = [
  { name: 'Home', path: '/' },
  { name: 'Jobs', path: '/jobs' },
];

async function inspect(page: Page, html: string, nav: NavigationItem[] = []) {
  // Served from a made-up origin, so that the links' paths resolve as on the site.
  await page.route('http://layout.test/', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html><body style="margin:0;font:16px sans-serif">${html}</body></html>`,
    }),
  );
  await page.goto('http://layout.test/');
  await page.unroute('http://layout.test/');
  return page.evaluate(inspectLayout, { layout: true, navigation: nav, limit: 6 });
}

test('a box wider than the viewport is named, with the page width', async ({ page }) => {
  const { problems } = await inspect(page, '<main><div class="wide" style="width:500px">Wide</div></main>');
  expect(problems).toEqual([
    'the page is 500 px wide in a 390 px viewport',
    'past the right edge: <div.wide> "Wide" reaches x 500',
  ]);
});

test('content cut off by <body> still counts; a slider and a scrolling table do not', async ({ page }) => {
  const cut = await inspect(
    page,
    '<style>body{overflow-x:hidden}</style><main><p style="width:600px">Long line</p></main>',
  );
  expect(cut.problems).toEqual([
    'the page is 600 px wide in a 390 px viewport',
    'past the right edge: <p> "Long line" reaches x 600',
  ]);

  const fine = await inspect(
    page,
    `<main>
      <div style="overflow:hidden"><div style="display:flex;width:1170px">
        <div style="width:390px">One</div><div style="width:390px">Two</div><div style="width:390px">Three</div>
      </div></div>
      <div style="overflow-x:auto"><table style="width:900px"><tr><td>Competition period</td></tr></table></div>
      <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap">Loading everything</span>
    </main>`,
  );
  expect(fine.problems).toEqual([]);
});

test('a word of six letters or more over four lines is squeezed; over three it is not', async ({ page }) => {
  const { problems } = await inspect(
    page,
    `<main><table><tr>
      <td style="width:20px;max-width:20px;word-break:break-all">Competition</td>
      <td style="width:52px;max-width:52px;word-break:break-all">Withdrawal</td>
      <td>Requested on a normal line</td>
    </tr></table></main>`,
  );
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(
    /^squeezed word: "Competition" laid over \d+ lines in <td> "Competition", \d+ px wide$/,
  );
});

test('an amount broken inside is found; one on its own line is not', async ({ page }) => {
  const { problems } = await inspect(
    page,
    `<main>
      <p style="width:60px;overflow-wrap:anywhere">₩1,000,000</p>
      <p style="width:80px">Paid ₩48,350</p>
    </main>`,
  );
  expect(problems).toEqual(['number broken across lines: "₩1,000,000" in <p> "₩1,000,000", 60 px wide']);
});

test('an identifier broken inside is not an amount, even where its digits break', async ({ page }) => {
  const { problems } = await inspect(
    page,
    `<main>
      <p style="width:70px;overflow-wrap:anywhere">d5db0856-713f-4891-92cf-aa797cf99093</p>
      <p style="width:70px;overflow-wrap:anywhere">creator1795869372752920@creator-portal.example</p>
      <p style="width:70px;overflow-wrap:anywhere">12345678-1234-1234-1234-123456789012</p>
      <p style="width:40px;overflow-wrap:anywhere">-₩5,000,000</p>
    </main>`,
  );
  expect(problems).toEqual(['number broken across lines: "₩5,000,000" in <p> "-₩5,000,000", 40 px wide']);
});

test('header items cut at the edge or scrolled out of their bar; a closed menu is not cut', async ({
  page,
}) => {
  const { problems } = await inspect(
    page,
    `<header>
      <nav style="overflow-x:auto;white-space:nowrap;width:390px">
        <a href="/a" style="display:inline-block;width:300px">Policies</a><a href="/b" style="display:inline-block;width:300px">Introduction</a><a href="/c" style="display:inline-block;width:300px">My assets</a>
      </nav>
      <div style="position:relative;width:390px;height:40px">
        <button style="position:absolute;left:350px;width:80px">Log in</button>
      </div>
      <div hidden><a href="/jobs">Jobs</a></div>
      <a href="#main" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);margin:-1px">Skip</a>
    </header><main id="main"></main>`,
  );
  expect(problems).toEqual([
    'the page is 430 px wide in a 390 px viewport',
    'past the right edge: <button> "Log in" reaches x 430',
    'header item cut: <a> "Introduction" cut by a box with overflow auto auto',
    'header item cut: <a> "My assets" scrolled out of its bar (reachable only by scrolling the bar sideways)',
    'header item cut: <button> "Log in" cut at the viewport edge (x 350 to 430, viewport 390)',
  ]);
});

test('the main navigation counts only links shown outside the page content', async ({ page }) => {
  const closed = await inspect(
    page,
    `<header><button aria-expanded="false">Menu</button>
      <div id="panel" hidden><nav><a href="/">Home</a><a href="/jobs">Jobs</a></nav></div></header>
    <main><a href="/jobs">Jobs</a></main>`,
    navigation,
  );
  expect(closed.unreachable).toEqual(['Home', 'Jobs']);

  await page.evaluate(() => document.getElementById('panel')!.removeAttribute('hidden'));
  const open = await page.evaluate(inspectLayout, { layout: false, navigation, limit: 6 });
  expect(open).toEqual({ problems: [], unreachable: [] });
});
