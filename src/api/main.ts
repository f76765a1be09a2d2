// Main resource (spec §7 "Main"): the home page's banners and job tiles. Every call resolves with
// the envelope (src/api/client.ts).
import type { Envelope, Page } from '../../contract/envelope';
import { mainBannersRead, mainPaths } from '../../contract/main-paths';
import type { MainItem } from '../../contract/topics';
import type { Language } from '../lib/constants';
import { embeddedAnswer } from '../lib/embedded-reads';
import { currentLanguage } from '../lib/i18n';
import { preloadImage } from '../lib/preload-image';
import { api } from './client';

export function getMainBanners(signal?: AbortSignal) {
  return api.get<Page<MainItem>>(mainPaths.mainBanner, { signal });
}

export function getMainWorks(signal?: AbortSignal) {
  return api.get<Page<MainItem>>(mainPaths.mainWork, { signal });
}

// The banners are the home page's largest content (its LCP element). Their request starts from
// the route's loader, while the page's code and texts download; the first banner's image is
// preloaded as soon as its address is known; and on the first page load the route waits a
// moment for them, so that the page's first paint already shows the banner.
const PREFETCH_MAX_AGE_MS = 10_000;
/** The longest the first page load waits for the banners before painting without them. */
const FIRST_PAINT_WAIT_MS = 400;

interface Prefetched {
  promise: Promise<Envelope<Page<MainItem>>>;
  /** Set once the answer is there. */
  answer: Envelope<Page<MainItem>> | null;
  language: Language;
  at: number;
}

let prefetched: Prefetched | null = null;
let firstLoad = true;

function freshPrefetch(): Prefetched | null {
  return prefetched &&
    prefetched.language === currentLanguage() &&
    Date.now() - prefetched.at < PREFETCH_MAX_AGE_MS
    ? prefetched
    : null;
}

/** Called by the home route's loader: starts the request; on the first page load, waits a little for it. */
export function prefetchMainBanners(): Promise<void> | void {
  // Our server embeds the banners in the home page's HTML (src/lib/embedded-reads.ts).
  const embedded = firstLoad ? embeddedAnswer(mainBannersRead) : null;
  if (embedded) {
    firstLoad = false;
    prefetched = {
      promise: Promise.resolve(embedded),
      answer: embedded,
      language: currentLanguage(),
      at: Date.now(),
    };
    return;
  }
  const promise = getMainBanners();
  const entry: Prefetched = { promise, answer: null, language: currentLanguage(), at: Date.now() };
  prefetched = entry;
  void promise.then((envelope) => {
    entry.answer = envelope;
    // A failed answer is not kept: a retry asks again.
    if (envelope.data === null && prefetched === entry) prefetched = null;
    const firstImage = envelope.data?.lists[0]?.mcfTopic.mainBannerImageUrl;
    if (firstImage) preloadImage(firstImage);
  });
  if (!firstLoad) return;
  firstLoad = false;
  return Promise.race([
    promise.then(() => undefined),
    new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_PAINT_WAIT_MS)),
  ]);
}

/** The prefetched banners when they are fresh and in the current language; a new request otherwise. */
export function getMainBannersPrefetched(signal?: AbortSignal) {
  return freshPrefetch()?.promise ?? getMainBanners(signal);
}

/** The prefetched answer if it has already arrived (for the page's first render), else null. */
export function peekMainBanners(): Envelope<Page<MainItem>> | null {
  const answer = freshPrefetch()?.answer ?? null;
  return answer && answer.data !== null ? answer : null;
}
