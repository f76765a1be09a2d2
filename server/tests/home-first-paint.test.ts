// The home page's first paint before the bundle runs (plugins/home-first-paint.ts): the shell with
// the first banner image, its preload, the embedded banners and the deferred start of the app.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_BANNERS_ID, jsonForHtml, withFirstPaint } from '../plugins/home-first-paint.js';
import { createTopic } from '../competitions/competition-admin.js';
import { topicInput } from './competition-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

const INDEX =
  '<!doctype html><html lang="ko"><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'], css: ['assets/index-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'src/pages/home/home-page.tsx': { file: 'assets/home-page-1.js', css: ['assets/home-page-1.css'] },
  'locales/ko/common.json': { file: 'assets/common-ko.js' },
  'locales/ko/home.json': { file: 'assets/home-ko.js' },
  'locales/en/common.json': { file: 'assets/common-en.js' },
  'locales/en/home.json': { file: 'assets/home-en.js' },
};

const embedded = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${EMBEDDED_BANNERS_ID}">(.*?)</script>`).exec(
    html,
  );
  return match ? (JSON.parse(match[1]!) as { status: number; data: { lists: { uuid: string }[] } }) : null;
};

describe('withFirstPaint', () => {
  const page = (image: string | null, topic = 'Brand promo') => ({
    lists: [{ uuid: 'u1', mcfTopic: { ...topicInput({ topic }), mainBannerImageUrl: image } }],
    totalCount: 1,
    page: 1,
    size: 10,
  });

  it('leaves the page alone without a banner image', () => {
    expect(withFirstPaint(INDEX, { lists: [], totalCount: 0, page: 1, size: 10 })).toBe(INDEX);
    expect(withFirstPaint(INDEX, page(null) as never)).toBe(INDEX);
  });

  it('paints the first banner, preloads it, embeds the banners and defers the app to boot-home.js', () => {
    const html = withFirstPaint(INDEX, page('/p/api/files/public/a.webp') as never);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/p/api/files/public/a.webp" fetchpriority="high">',
    );
    expect(html).toMatch(
      /<div id="root"><div class="boot-shell" aria-hidden="true">.*<img src="\/p\/api\/files\/public\/a.webp" alt=""/,
    );
    expect(embedded(html)?.data.lists[0]?.uuid).toBe('u1');
    // The entry script and its preloads move to the boot script; the stylesheet stays.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain(
      '<script src="/boot-home.js" data-entry="/assets/index-1.js" data-modules="/assets/shared-1.js"></script>',
    );
  });

  it('cannot be broken out of by a topic name or an image address', () => {
    const html = withFirstPaint(
      INDEX,
      page('/x.webp"><script>alert(1)</script>', '</script><script>alert(2)</script>') as never,
    );
    expect(html).not.toContain('<script>alert');
    expect(jsonForHtml({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
  });
});

describe('home page HTML with a banner in the database', () => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
    await mkdir(path.join(dir, '.vite'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), INDEX);
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('embeds exactly what GET /p/api/main/banner answers, and paints its first image', async () => {
    await createTopic(
      t.database.db,
      topicInput({ topic: 'First', mainBannerImageUrl: '/p/api/files/public/b.webp' }),
    );
    const api = await t.app.inject({ method: 'GET', url: '/p/api/main/banner' });
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(embedded(home.body)).toEqual(api.json());
    expect(home.body).toContain('<img src="/p/api/files/public/b.webp"');
    expect(home.body).toContain(
      'data-modules="/assets/shared-1.js /assets/home-page-1.js /assets/common-ko.js /assets/home-ko.js"',
    );
    // The home page's stylesheet applies with the shell instead of being preloaded.
    expect(home.body).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-1.css">');
    expect(home.body).not.toContain('rel="preload" as="style"');
    // Other pages keep the plain index.html.
    const notice = await t.app.inject({ method: 'GET', url: '/notice', headers: { accept: 'text/html' } });
    expect(notice.body).toBe(INDEX);
  });
});
