// Serves the built SPA (Vite's dist/): precompressed .br/.gz copies when the browser accepts them,
// long immutable caching for hashed files, no caching for index.html and other unhashed files, and
// the history-mode fallback (a deep link such as /mypage gets index.html).
// Every page of the route table gets its own index.html (site/first-paint.ts): the preloads of its
// lazy chunk and locale chunks, so that they download alongside the main bundle instead of after it
// ran, a static shell painted before the bundle has run, and the answers of its public reads.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmbeddedReads, Read } from '../../contract/embedded-reads.js';
import { LANGUAGE_COOKIE } from '../../contract/language-choice.js';
import { withFirstPaint } from '../site/first-paint.js';
import { matchPageRoute, type PageRoute } from '../site/page-routes.js';
import { headingTexts } from '../site/page-texts.js';
import { withNotice } from '../site/shell-article.js';
import type { CssModuleClasses } from '../site/shell-classes.js';
import { isApiPath } from './envelope.js';

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

export const SPA_LANGUAGES = ['ko', 'en'] as const;
export type SpaLanguage = (typeof SPA_LANGUAGES)[number];

interface ManifestChunk {
  file: string;
  name?: string;
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

/** The language choice the portal keeps in its cookie (contract/language-choice.ts), if any. */
function chosenLanguage(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.split('=');
    if (name?.trim() === LANGUAGE_COOKIE) return value?.trim().toLowerCase();
  }
  return undefined;
}

/**
 * The language the SPA will pick (src/lib/i18n.ts: ?lng=, the stored choice, the browser's
 * languages, the default). The stored choice is in localStorage, which the server cannot see; the
 * portal also keeps it in a cookie for this guess. A wrong guess costs two small unused downloads
 * and a shell in the other language for a moment.
 */
export function guessLanguage(request: FastifyRequest): SpaLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  const lng = typeof query?.['lng'] === 'string' ? query['lng'].split(/[-_]/)[0]?.toLowerCase() : undefined;
  if (lng && isSpaLanguage(lng)) return lng;
  const chosen = chosenLanguage(request);
  if (chosen && isSpaLanguage(chosen)) return chosen;
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

/**
 * A page's lazy chunk with the chunks it imports and its locale chunks, less what index.html
 * preloads: what its first paint needs. Its body (src/lib/page-body.ts) and axios load after.
 */
function pagePreloadTags(
  manifest: Manifest,
  indexHtml: string,
  route: PageRoute,
  language: SpaLanguage,
): string {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // Not axios, even on a page that asks the API as it opens: it loads with that first request,
  // after the first paint, and a preload here would take its bandwidth (QUALITY.md, issue 25).
  visit(route.module);
  for (const namespace of ['common', ...route.namespaces]) visit(`locales/${language}/${namespace}.json`);
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

function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/**
 * The page compressed. A page without answers is the same for every visitor and is compressed
 * once, as hard as brotli goes; one with answers changes every few seconds and per notice, so it
 * gets a quality that costs about a millisecond (brotli 11 took tens: a stream of made-up notice
 * addresses would have kept the server compressing).
 */
function toVariant(html: string, etag: string, changing: boolean): HtmlVariant {
  const plain = Buffer.from(html);
  return {
    plain,
    gzip: gzipSync(plain, { level: changing ? 6 : 9 }),
    brotli: brotliCompressSync(plain, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: changing ? 5 : zlibConstants.BROTLI_MAX_QUALITY },
    }),
    etag,
  };
}

/**
 * The built index.html, Vite's manifest and the CSS modules' classes (none in an older build: the
 * shells then paint no heading); null without the manifest (e.g. an old build).
 */
function readBuild(
  root: string,
): { indexHtml: string; manifest: Manifest; classes: CssModuleClasses } | null {
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  const classesPath = path.join(root, '.vite', 'css-modules.json');
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return null;
  const indexHtml = readFileSync(indexPath, 'utf8');
  if (!indexHtml.includes('</head>')) return null;
  return {
    indexHtml,
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest,
    classes: existsSync(classesPath)
      ? (JSON.parse(readFileSync(classesPath, 'utf8')) as CssModuleClasses)
      : {},
  };
}

/** How many page variants are kept compressed (the pages with reads change every few seconds). */
const VARIANTS_KEPT = 64;

/**
 * Each page's HTML, per route and language: its preloads (computed once), its shell and the
 * answers of its reads (site/first-paint.ts). Variants are compressed once per content.
 */
function pages(root: string, answerReads?: StaticSpaOptions['answerReads']) {
  const build = readBuild(root);
  if (!build) return null;
  const { indexHtml, manifest, classes } = build;
  const preloads = new Map<string, string>();
  const variants = new Map<string, HtmlVariant>();

  return async (pathname: string, language: SpaLanguage, withReads: boolean): Promise<HtmlVariant | null> => {
    const match = matchPageRoute(pathname);
    if (!match || !manifest[match.route.module]) return null;
    const { route, params } = match;
    const preloadKey = `${route.path} ${language}`;
    let tags = preloads.get(preloadKey);
    if (tags === undefined) {
      tags = pagePreloadTags(manifest, indexHtml, route, language);
      preloads.set(preloadKey, tags);
    }
    const reads = withReads ? (route.reads?.(params) ?? []) : [];
    const embedded = answerReads && reads.length > 0 ? await answerReads(reads, language) : null;
    const texts = route.heading ? headingTexts(language, route.heading, route.path) : null;
    const heading = texts?.article ? await withNotice(texts, embedded, params.uuid ?? '') : texts;
    const html = withFirstPaint(indexHtml, {
      layout: route.layout,
      preloads: tags,
      embedded,
      heading,
      signedIn: route.signedIn,
      sessionReads: withReads ? route.sessionReads : undefined,
      language,
      classes,
    });
    const etag = etagOf(html);
    let variant = variants.get(etag);
    if (!variant) {
      variant = toVariant(html, etag, embedded !== null);
      if (variants.size >= VARIANTS_KEPT) variants.delete(variants.keys().next().value!);
      variants.set(etag, variant);
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
  /** The answers of a page's public reads (site/embedded-answers.ts), to embed them in its HTML. */
  answerReads?: (reads: readonly Read[], language: SpaLanguage) => Promise<EmbeddedReads | null>;
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

  const page = pages(root, options.answerReads);
  if (page) {
    app.addHook('onRequest', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (isApiPath(pathname) || !wantsHtmlPage(request)) return;
      // A query (a list's page or filters) asks for other reads than the page's first: the page
      // goes out with its preloads and shell, and asks the API itself.
      const variant = await page(pathname, guessLanguage(request), !request.url.includes('?'));
      if (!variant) return;
      void reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .header('vary', 'accept-encoding, accept-language, cookie')
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
