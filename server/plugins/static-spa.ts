// Serves the built SPA (Vite's dist/): precompressed .br/.gz copies when the browser accepts them,
// long immutable caching for hashed files, no caching for index.html and other unhashed files, and
// the history-mode fallback (a deep link such as /mypage gets index.html).
// The home page (/ and /castingn) gets its own index.html that preloads the home page's lazy chunk
// and its locale chunks, so that they download alongside the main bundle instead of after it ran
// (they are the home page's critical path to its first paint, LCP), and paints the first banner
// before the bundle has run (home-first-paint.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '../../contract/envelope.js';
import type { MainItem } from '../../contract/topics.js';
import { isApiPath } from './envelope.js';
import { withFirstPaint } from './home-first-paint.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

export interface StaticSpa {
  /** Answers with index.html when the request is a page navigation; false when it is not. */
  fallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** True when `dir` holds a built SPA. */
export function hasBuiltSpa(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html'));
}

// Vite puts every hashed file under assets/; everything else (index.html, files copied from
// public/) keeps its name across builds and must be revalidated.
function isHashedAsset(root: string, filePath: string): boolean {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  return relative.startsWith('assets/');
}

function wantsHtmlPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  const pathname = request.url.split('?')[0] ?? '';
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  // A missing /assets/app.js or /favicon.png is a real 404, not a page of the app.
  return !lastSegment.includes('.');
}

/** The home page's paths (src/app/routes.tsx): both render the lazy home page. */
const HOME_PATHS = new Set(['/', '/castingn']);
const HOME_PAGE_MODULE = 'src/pages/home/home-page.tsx';
/** The locale namespaces the home route loads before rendering (src/app/routes.tsx). */
const HOME_NAMESPACES = ['common', 'home'];
export const SPA_LANGUAGES = ['ko', 'en'] as const;
export type SpaLanguage = (typeof SPA_LANGUAGES)[number];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** One index.html variant, ready to send as it is. */
interface HtmlVariant {
  plain: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

function isSpaLanguage(value: string): value is SpaLanguage {
  return (SPA_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language the SPA will most likely pick (src/lib/i18n.ts: ?lng=, the stored choice, the
 * browser's languages, the default). The stored choice is not visible here; a wrong guess only
 * costs two small unused downloads.
 */
export function guessLanguage(request: FastifyRequest): SpaLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  const lng = typeof query?.['lng'] === 'string' ? query['lng'].split(/[-_]/)[0]?.toLowerCase() : undefined;
  if (lng && isSpaLanguage(lng)) return lng;
  const ranked = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        language: tag.split(/[-_]/)[0]?.toLowerCase() ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isSpaLanguage) ?? 'ko';
}

/** The home page's lazy chunk with the chunks it imports that index.html does not preload already. */
function homePreloadTags(manifest: Manifest, indexHtml: string, language: SpaLanguage): string {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(HOME_PAGE_MODULE);
  for (const namespace of HOME_NAMESPACES) visit(`locales/${language}/${namespace}.json`);
  const tags: string[] = [];
  for (const file of files) {
    if (!indexHtml.includes(`/${file}"`)) tags.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
  }
  for (const file of styles) {
    if (!indexHtml.includes(`/${file}"`))
      tags.push(`<link rel="preload" as="style" crossorigin href="/${file}">`);
  }
  return tags.join('');
}

function toVariant(html: string): HtmlVariant {
  const plain = Buffer.from(html);
  return {
    plain,
    gzip: gzipSync(plain, { level: 9 }),
    brotli: brotliCompressSync(plain, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
    }),
    etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
  };
}

/** index.html for the home page, per language; null without Vite's manifest (e.g. an old build). */
function homeHtmlByLanguage(root: string): Map<SpaLanguage, string> | null {
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const indexHtml = readFileSync(indexPath, 'utf8');
  if (!manifest[HOME_PAGE_MODULE] || !indexHtml.includes('</head>')) return null;
  return new Map(
    SPA_LANGUAGES.map((language) => {
      const tags = homePreloadTags(manifest, indexHtml, language);
      return [language, indexHtml.replace('</head>', `${tags}</head>`)];
    }),
  );
}

/** How long the banners embedded in the home page may be old (a new topic shows within this). */
const BANNERS_MAX_AGE_MS = 5_000;
/**
 * How long the home page waits for fresh banners. A slow or stuck database must not hold up the
 * first paint: past this the page goes out as the plain SPA (which asks for the banners itself),
 * and the answer, when it comes, serves the next visitors.
 */
export const BANNERS_WAIT_MS = 300;

/**
 * The home page's HTML per language, with the first paint's shell and banners when `banners` is
 * given (plugins/home-first-paint.ts). Variants are compressed once per change of the banners.
 */
function homePages(root: string, banners?: () => Promise<Page<MainItem>>) {
  const htmlByLanguage = homeHtmlByLanguage(root);
  if (!htmlByLanguage) return null;
  type Embedded = { at: number; json: string; page: Page<MainItem> | null };
  let embedded: Embedded | null = null;
  // One database read at a time, however many visitors arrive while it runs.
  let reading: Promise<Embedded> | null = null;
  const variants = new Map<string, HtmlVariant>();
  const PLAIN: Embedded = { at: 0, json: 'null', page: null };

  async function currentBanners(now: number): Promise<Embedded> {
    if (!banners) return PLAIN;
    if (embedded && now - embedded.at < BANNERS_MAX_AGE_MS) return embedded;
    reading ??= banners()
      // Without the database the page is still served, as the plain SPA.
      .catch(() => null)
      .then((page) => {
        embedded = { at: Date.now(), json: JSON.stringify(page), page };
        reading = null;
        return embedded;
      });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Embedded>((resolve) => {
      timer = setTimeout(() => resolve(PLAIN), BANNERS_WAIT_MS);
    });
    try {
      return await Promise.race([reading, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  return async (language: SpaLanguage): Promise<HtmlVariant | null> => {
    const html = htmlByLanguage.get(language);
    if (!html) return null;
    const current = await currentBanners(Date.now());
    const page = current.page;
    const key = `${language}:${current.json}`;
    let variant = variants.get(key);
    if (!variant) {
      // Only the variants of the current banners are kept.
      for (const old of variants.keys()) if (old.startsWith(`${language}:`)) variants.delete(old);
      variant = toVariant(page ? withFirstPaint(html, page) : html);
      variants.set(key, variant);
    }
    return variant;
  };
}

function acceptsEncoding(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name = '', ...params] = part.trim().split(';');
    return name.trim() === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

export interface StaticSpaOptions {
  /** The home page's banners, to paint the first one before the JavaScript runs. */
  homeBanners?: () => Promise<Page<MainItem>>;
}

export async function registerStaticSpa(
  app: FastifyInstance,
  root: string,
  options: StaticSpaOptions = {},
): Promise<StaticSpa> {
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: ['index.html'],
    // Cache-Control is ours (setHeaders), not send's default max-age=0.
    cacheControl: false,
    dotfiles: 'ignore',
    // API paths are never files, even if a file of that name were in dist/.
    allowedPath: (pathName) => !isApiPath(pathName),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', isHashedAsset(root, filePath) ? IMMUTABLE : NO_CACHE);
    },
  });

  const home = homePages(root, options.homeBanners);
  if (home) {
    app.addHook('onRequest', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (!HOME_PATHS.has(pathname) || !wantsHtmlPage(request)) return;
      const variant = await home(guessLanguage(request));
      if (!variant) return;
      void reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .header('vary', 'accept-encoding, accept-language')
        .header('etag', variant.etag);
      if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
      if (acceptsEncoding(request, 'br')) {
        return reply.header('content-encoding', 'br').send(variant.brotli);
      }
      if (acceptsEncoding(request, 'gzip')) {
        return reply.header('content-encoding', 'gzip').send(variant.gzip);
      }
      return reply.send(variant.plain);
    });
  }

  return {
    async fallback(request, reply) {
      if (!wantsHtmlPage(request)) return false;
      // The not-found handler may have set 404; the page itself is a normal 200.
      void reply.code(200).sendFile('index.html');
      return true;
    },
  };
}
