// Every page's first paint before the bundle runs (issue 25; site/first-paint.ts, site/page-routes.ts,
// plugins/static-spa.ts): its preloads, its shell, and the answers of its public reads embedded in
// the HTML, exactly as the API gives them.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_READS_ID, readKey, type EmbeddedReads } from '../../contract/embedded-reads.js';
import { mainBannersRead, mainWorksRead } from '../../contract/main-paths.js';
import { noticeRead, noticesRead } from '../../contract/page-reads.js';
import { firstTopicsRead } from '../../contract/session-reads.js';
import { createTopic } from '../competitions/competition-admin.js';
import { createNotice } from '../content/notices.js';
import { jsonForHtml, withFirstPaint } from '../site/first-paint.js';
import { SHELL_MODULES } from '../site/shell-classes.js';
import { CLASSES, INDEX } from './first-paint-fixtures.js';
import { topicInput } from './competition-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'], css: ['assets/index-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_table-1.js': { file: 'assets/table-1.js', imports: ['_shared-1.js'] },
  'src/pages/home/home-page.tsx': { file: 'assets/home-page-1.js', css: ['assets/home-page-1.css'] },
  'src/pages/notice/notice-page.tsx': {
    file: 'assets/notice-page-1.js',
    imports: ['_table-1.js'],
    css: ['assets/notice-page-1.css'],
  },
  'src/pages/notice-detail/notice-detail-page.tsx': { file: 'assets/notice-detail-page-1.js' },
  'src/pages/login/login-page.tsx': { file: 'assets/login-page-1.js' },
  'src/pages/jobs/jobs-page.tsx': { file: 'assets/jobs-page-1.js' },
  'src/pages/mypage/mypage-page.tsx': { file: 'assets/mypage-page-1.js' },
  ...Object.fromEntries(
    ['ko', 'en'].flatMap((language) =>
      ['common', 'home', 'notices', 'auth', 'errors', 'entries', 'account'].map((ns) => [
        `locales/${language}/${ns}.json`,
        { file: `assets/${ns}-${language}.js` },
      ]),
    ),
  ),
};

const embeddedOf = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${EMBEDDED_READS_ID}">(.*?)</script>`).exec(
    html,
  );
  return match ? (JSON.parse(match[1]!) as EmbeddedReads) : null;
};

const bannersPage = (image: string | null, topic = 'Brand promo') => ({
  status: 200,
  data: {
    lists: [{ uuid: 'u1', mcfTopic: { ...topicInput({ topic }), mainBannerImageUrl: image } }],
    totalCount: 1,
    page: 1,
    size: 10,
  },
  errorCode: null,
  message: null,
});
const homeWith = (banners: unknown) => ({
  layout: 'home' as const,
  preloads: '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">',
  embedded: { language: 'ko', answers: { [readKey(mainBannersRead)]: banners } },
  classes: CLASSES,
});

describe('withFirstPaint', () => {
  it('home with a banner image: paints it, preloads it and defers the app to boot-after-paint.js', () => {
    const html = withFirstPaint(INDEX, homeWith(bannersPage('/p/api/files/public/a.webp')));
    expect(html).toMatch(
      /<div id="root"><div class="boot-shell" aria-hidden="true"><div class="boot-header">.*<div class="banner-banner"><img class="banner-image" src="\/p\/api\/files\/public\/a.webp" alt="".* data-shell-image><div class="banner-shade"><\/div><\/div>/,
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/p/api/files/public/a.webp" fetchpriority="high">',
    );
    // The entry and every preload (the page's too) start after the image, from boot-after-paint.js.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script src="/boot-after-paint.js" data-entry="/assets/index-1.js" data-modules="/assets/shared-1.js /assets/home-page-1.js"></script>',
    );
    expect(embeddedOf(html)?.answers[readKey(mainBannersRead)]).toEqual(
      bannersPage('/p/api/files/public/a.webp'),
    );
  });

  it("home without a banner image, or with a build without the banner's classes: the header shell, the app starts at once", () => {
    const { [SHELL_MODULES.banner]: _banner, ...withoutBanner } = CLASSES;
    for (const html of [
      withFirstPaint(INDEX, homeWith(bannersPage(null))),
      withFirstPaint(INDEX, {
        ...homeWith(bannersPage('/p/api/files/public/a.webp')),
        classes: withoutBanner,
      }),
    ]) {
      expect(html).toContain('<div class="boot-shell" aria-hidden="true"><div class="boot-header">');
      expect(html).not.toContain('data-shell-image');
      expect(html).not.toContain('rel="preload" as="image"');
      expect(html).not.toContain('boot-after-paint.js');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js"></head>');
    }
  });

  it('a page of the default layout: preloads, the header and page shell, its answers', () => {
    const notices = { status: 200, data: { lists: [], totalCount: 0, page: 1, size: 20 } };
    const html = withFirstPaint(INDEX, {
      layout: 'default',
      preloads: '<link rel="modulepreload" crossorigin href="/assets/notice-page-1.js">',
      embedded: { language: 'en', answers: { [readKey(noticesRead(1, 20))]: notices } },
    });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/notice-page-1.js"></head>');
    expect(html).toContain(
      '<div class="boot-header"><div class="boot-utility"></div></div><div class="boot-page"></div>',
    );
    expect(embeddedOf(html)).toEqual({
      language: 'en',
      answers: { '/p/api/notices?page=1&size=20': notices },
    });
  });

  it('cannot be broken out of by a topic name or an image address', () => {
    const html = withFirstPaint(
      INDEX,
      homeWith(bannersPage('/x.webp"><script>alert(1)</script>', '</script><script>alert(2)</script>')),
    );
    expect(html).not.toContain('<script>alert');
    expect(jsonForHtml({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
  });
});

describe('each page of a built portal', () => {
  let dir: string;
  let t: TestApp;
  const open = (url: string, language = 'ko') =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': language } });
  const api = (url: string, language = 'ko') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
    await mkdir(path.join(dir, '.vite'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), INDEX);
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(path.join(dir, '.vite', 'css-modules.json'), JSON.stringify(CLASSES));
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('home embeds exactly what the banners and the job tiles answer, and paints the first image', async () => {
    await createTopic(
      t.database.db,
      topicInput({ topic: 'First', mainBannerImageUrl: '/p/api/files/public/b.webp' }),
    );
    const home = await open('/');
    expect(home.statusCode).toBe(200);
    const embedded = embeddedOf(home.body);
    expect(embedded?.language).toBe('ko');
    expect(embedded?.answers[readKey(mainBannersRead)]).toEqual((await api('/p/api/main/banner')).json());
    expect(embedded?.answers[readKey(mainWorksRead)]).toEqual((await api('/p/api/main/work')).json());
    expect(home.body).toContain('<img class="banner-image" src="/p/api/files/public/b.webp"');
    expect(home.body).toContain(
      'data-modules="/assets/shared-1.js /assets/home-page-1.js /assets/common-ko.js /assets/home-ko.js"',
    );
    // The home page's stylesheet applies with the shell instead of being preloaded.
    expect(home.body).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-1.css">');
    expect(home.body).not.toContain('rel="preload" as="style"');
  });

  it("/notice: its chunks and locales preloaded, the board's first page embedded in the language asked", async () => {
    const page = await open('/notice', 'en-US,en;q=0.9');
    expect(page.statusCode).toBe(200);
    // Its heading is painted first (locales/en), so its chunks and locales start after it.
    expect(page.body).toContain(
      '<h1 class="pageTitle-title">Notices</h1>' +
        '<p class="page-intro">News about the service, payout schedules and policy changes.</p>',
    );
    const modules = /data-modules="([^"]*)"/.exec(page.body)?.[1]?.split(' ') ?? [];
    for (const file of ['notice-page-1.js', 'table-1.js', 'common-en.js', 'notices-en.js', 'errors-en.js']) {
      expect(modules).toContain(`/assets/${file}`);
    }
    // What index.html preloads already is not preloaded twice.
    expect(page.body.match(/shared-1\.js/g)).toHaveLength(1);
    // The page's stylesheet applies with the shell.
    expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/notice-page-1.css">');
    const embedded = embeddedOf(page.body);
    expect(embedded?.language).toBe('en');
    expect(embedded?.answers).toEqual({
      [readKey(noticesRead(1, 20))]: (await api('/p/api/notices?page=1&size=20', 'en')).json(),
    });
  });

  it("a signed-in page hands its first reads to the boot script, in the page's language", async () => {
    const jobs = await open('/jobs', 'en');
    expect(jobs.body).toContain('data-session="required"');
    expect(jobs.body).toContain(
      `data-session-reads="${readKey(firstTopicsRead).replace('&', '&amp;')}" data-language="en"></script>`,
    );
    // The account's address names the stored session's uuid, which the boot script puts in.
    expect((await open('/mypage')).body).toContain(
      'data-session-reads="/api/users/%7Buuid%7D" data-language="ko"',
    );
    // Another page of the list, or a public page: no reads for the boot script.
    expect((await open('/jobs?page=2')).body).not.toContain('data-session-reads');
    expect((await open('/notice')).body).not.toContain('data-session-reads');
  });

  it('a page opened with a query (another page of a list) goes out without answers', async () => {
    const page = await open('/notice?page=2');
    expect(page.body).toContain('notice-page-1.js');
    expect(embeddedOf(page.body)).toBeNull();
  });

  it('/notice/{uuid}: embeds that notice; an unknown one is left to the page', async () => {
    const uuid = await createNotice(t.database.db, {
      title: '첫 공지',
      contentHtml: '<p>안녕하세요</p>',
      language: 'ko',
      postedAt: new Date(),
      isDisplay: true,
    });
    const detail = await open(`/notice/${uuid}`);
    const answer = (await api(`/p/api/notices/${uuid}`)).json() as { data: { title: string } };
    expect(answer.data.title).toBe('첫 공지');
    expect(embeddedOf(detail.body)?.answers).toEqual({ [readKey(noticeRead(uuid))]: answer });
    // Its shell paints the notice, its text sanitized as the page sanitizes it.
    expect(detail.body).toContain('<h1 class="pageTitle-title">첫 공지</h1>');
    expect(detail.body).toContain('<div class="richText-prose noticeDetail-content"><p>안녕하세요</p></div>');
    const unknown = await open('/notice/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('notice-detail-page-1.js');
    expect(embeddedOf(unknown.body)).toBeNull();
    expect(unknown.body).not.toContain('<h1');
  });

  it('/login: its card and heading, its chunk started after them; a path outside the table gets the plain page', async () => {
    const korean = await open('/notice');
    expect(korean.body).toContain('<h1 class="pageTitle-title">공지사항</h1>');
    const login = await open('/login', 'en');
    expect(login.body).toContain(
      '<div class="auth-card"><div class="page-page" data-width="narrow"><header class="page-header"><div class="page-heading">' +
        '<h1 class="pageTitle-title">Log in</h1>',
    );
    expect(/data-modules="([^"]*)"/.exec(login.body)?.[1]?.split(' ')).toContain('/assets/login-page-1.js');
    // not-found's module is not in this made-up build: the plain index.html.
    const unknown = await open('/no/such/page');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(INDEX);
  });

  it('answers a repeated visit with 304, and API paths are never pages', async () => {
    const first = await open('/notice');
    const again = await t.app.inject({
      method: 'GET',
      url: '/notice',
      headers: { accept: 'text/html', 'accept-language': 'ko', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const apiPage = await t.app.inject({
      method: 'GET',
      url: '/p/api/notices',
      headers: { accept: 'text/html' },
    });
    expect(String(apiPage.headers['content-type'])).toContain('application/json');
  });
});
