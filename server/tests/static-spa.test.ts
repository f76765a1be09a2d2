// Serving the built SPA: precompressed files, caching, history fallback, security headers.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from './test-app.js';

const INDEX_HTML =
  '<!doctype html><html lang="ko"><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('static SPA', () => {
  let dir: string;
  let t: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dir, 'assets', 'app-abc123.js'), APP_JS);
    await writeFile(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
    await writeFile(path.join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
    await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    // Outside the static root: must never be reachable.
    await writeFile(path.join(path.dirname(dir), `${path.basename(dir)}-secret.txt`), 'top secret');
    t = await createTestApp({ staticDir: dir });
    production = await createTestApp({ staticDir: dir, isProduction: true });
  });
  afterAll(async () => {
    await t.close();
    await production.close();
    await rm(dir, { recursive: true, force: true });
    await rm(path.join(path.dirname(dir), `${path.basename(dir)}-secret.txt`), { force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, app = t.app) =>
    app.inject({ method: 'GET', url, headers });

  it('serves the brotli copy of a hashed asset when accepted, cached as immutable', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('serves gzip to a client without brotli, and the plain file to one with neither', async () => {
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('serves index.html at / and unhashed files with no-cache', async () => {
    const root = await get('/', { accept: 'text/html' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toBe(INDEX_HTML);
    expect(root.headers['cache-control']).toBe('no-cache');

    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('answers a deep link such as /mypage with index.html (no-cache)', async () => {
    for (const url of ['/mypage', '/notice/3?page=2', '/castingn']) {
      const response = await get(url, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('does not answer index.html to a non-page request', async () => {
    // A missing file with an extension is a real 404, even for a browser.
    const missingAsset = await get('/assets/nope.js', { accept: 'text/html' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.body).not.toContain('<div id="root">');

    // A script that asks for JSON, and a POST, are not page navigations.
    expect((await get('/mypage', { accept: 'application/json' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/mypage', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
  });

  it('answers an unknown API path in JSON, never index.html', async () => {
    // Protected prefixes answer 403 to an anonymous caller before routing (plugins/auth.ts).
    for (const [url, status, code] of [
      ['/api/x', 403, 'SESSION_INVALID'],
      ['/p/api/x', 404, 'NOT_FOUND'],
      ['/v1/api/x', 403, 'SESSION_INVALID'],
      ['/api/assets/app-abc123.js', 403, 'SESSION_INVALID'],
    ] as const) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(status);
      expect(errorBody(response)).toMatchObject({ status, data: null, errorCode: code });
    }
  });

  it('never serves a file outside the static folder', async () => {
    const name = `${path.basename(dir)}-secret.txt`;
    for (const url of [
      `/../${name}`,
      `/..%2f${name}`,
      `/assets/..%2f..%2f${name}`,
      `/%2e%2e/${name}`,
      `/assets/..\\..\\${name}`,
    ]) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.body, url).not.toContain('top secret');
      expect(response.statusCode, url).not.toBe(403); // 403 is reserved for sessions
    }
  });

  it('sends the security headers on pages, assets and API answers', async () => {
    for (const url of ['/', '/mypage', '/assets/app-abc123.js', '/api/x', '/p/api/openapi.json']) {
      const response = await get(url, { accept: 'text/html' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS in production only', async () => {
    const response = await get('/', { accept: 'text/html' }, production.app);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});

describe('without a built SPA', () => {
  it('serves the API and answers JSON 404 for pages', async () => {
    const t = await createTestApp({ staticDir: null });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/mypage', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      expect(errorBody(page).errorCode).toBe('NOT_FOUND');
      expect((await t.app.inject({ method: 'GET', url: '/p/api/openapi.json' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('home page preloads (Vite manifest)', () => {
  const HOME_INDEX =
    '<!doctype html><html lang="ko"><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js"></head><body><div id="root"></div></body></html>';
  const MANIFEST = {
    'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_swiper-1.js': { file: 'assets/swiper-1.js' },
    'src/pages/home/home-page.tsx': {
      file: 'assets/home-page-1.js',
      imports: ['index.html', '_shared-1.js'],
      dynamicImports: ['_swiper-1.js'],
      css: ['assets/home-page-1.css'],
    },
    // axios, which the API client loads lazily (src/api/client.ts), named by vite.config.ts.
    '_axios-1.js': { file: 'assets/axios-1.js', name: 'axios', imports: ['_shared-1.js'] },
    'src/pages/mypage/mypage-page.tsx': { file: 'assets/mypage-page-1.js', imports: ['index.html'] },
    'src/pages/login/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['index.html'] },
    'locales/ko/common.json': { file: 'assets/common-ko.js' },
    'locales/ko/home.json': { file: 'assets/home-ko.js' },
    'locales/en/common.json': { file: 'assets/common-en.js' },
    'locales/en/home.json': { file: 'assets/home-en.js' },
  };
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
    await mkdir(path.join(dir, '.vite'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), HOME_INDEX);
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="[^"]+"[^>]* href="([^"]+)">/g)].map((m) => m[1]);

  it('preloads the home chunk and its locale chunks on / and /castingn, in the guessed language', async () => {
    const en = await get('/', { 'accept-language': 'en-US,en;q=0.9,ko;q=0.8' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/text\/html/);
    expect(en.headers['cache-control']).toBe('no-cache');
    expect(en.headers['vary']).toMatch(/accept-language/);
    expect(preloads(en.body)).toEqual([
      '/assets/shared-1.js',
      '/assets/home-page-1.js',
      '/assets/common-en.js',
      '/assets/home-en.js',
      '/assets/home-page-1.css',
    ]);
    // The rest of the head is index.html's; the body gets the shell (the header: no banner here).
    const head = (html: string) => html.slice(0, html.indexOf('<body>'));
    expect(
      head(en.body.replace(/<link rel="(modulepreload|preload)"[^>]*assets\/(home|common)[^>]*>/g, '')),
    ).toBe(head(HOME_INDEX));
    expect(en.body).toContain(
      '<div id="root"><div class="boot-shell" aria-hidden="true"><div class="boot-header">',
    );

    const ko = await get('/castingn?lng=ko', { 'accept-language': 'en' });
    expect(preloads(ko.body)).toContain('/assets/common-ko.js');
    expect(preloads(ko.body)).not.toContain('/assets/common-en.js');

    // The portal's stored choice (its cookie) wins over the browser's languages; ?lng= over both.
    const chosen = await get('/', { 'accept-language': 'en-US,en', cookie: 'theme=x; lng=ko' });
    expect(preloads(chosen.body)).toContain('/assets/home-ko.js');
    expect(chosen.headers['vary']).toMatch(/cookie/);
    expect(preloads((await get('/?lng=en', { cookie: 'lng=ko' })).body)).toContain('/assets/home-en.js');
    // A cookie naming no language of ours is no choice.
    expect(preloads((await get('/', { 'accept-language': 'en', cookie: 'lng=fr' })).body)).toContain(
      '/assets/home-en.js',
    );

    // Neither language named: the default, Korean.
    expect(preloads((await get('/', { 'accept-language': 'fr, en;q=0' })).body)).toContain(
      '/assets/home-ko.js',
    );
    expect(preloads((await get('/', { 'accept-language': 'fr, en;q=0.5' })).body)).toContain(
      '/assets/home-en.js',
    );
  });

  it('preloads what a page paints first: not axios, which comes with the first request after it', async () => {
    // /mypage asks the API as it opens; its request, and the axios it needs, follow the first paint.
    const mypage = preloads((await get('/mypage', { 'accept-language': 'ko' })).body);
    expect(mypage).toEqual([
      '/assets/shared-1.js', // index.html's own
      '/assets/mypage-page-1.js',
      '/assets/common-ko.js',
    ]);
    // This made-up build wrote no CSS module classes, so /login paints no card (first-paint.ts)
    // and its chunks are preloaded as they are.
    const login = preloads((await get('/login', { 'accept-language': 'ko' })).body);
    expect(login).toEqual(['/assets/shared-1.js', '/assets/login-page-1.js', '/assets/common-ko.js']);
  });

  it('sends the precompressed variants and answers 304 to a matching ETag', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, br', 'accept-language': 'ko' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('/assets/home-ko.js');
    const gz = await get('/', { 'accept-encoding': 'gzip', 'accept-language': 'ko' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(brotliDecompressSync(br.rawPayload).toString());

    const etag = String(br.headers['etag']);
    const again = await get('/', { 'if-none-match': etag, 'accept-language': 'ko' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('leaves other pages, and non-page requests, alone', async () => {
    const notice = await get('/notice');
    expect(notice.statusCode).toBe(200);
    expect(notice.body).toBe(HOME_INDEX);
    expect((await get('/', { accept: 'application/json' })).body).not.toContain('home-page-1.js');
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });
});
