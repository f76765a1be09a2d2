// Main resource (spec §7 "Main"): the home page's banners and job tiles. Every call resolves with
// the envelope (src/api/client.ts).
import type { Envelope, Page } from '../../contract/envelope';
import { apiPaths } from '../../contract/paths';
import type { MainItem } from '../../contract/topics';
import type { Language } from '../lib/constants';
import { currentLanguage } from '../lib/i18n';
import { api } from './client';

export function getMainBanners(signal?: AbortSignal) {
  return api.get<Page<MainItem>>(apiPaths.mainBanner, { signal });
}

export function getMainWorks(signal?: AbortSignal) {
  return api.get<Page<MainItem>>(apiPaths.mainWork, { signal });
}

// The banners are the home page's largest content: their request starts from the route's loader,
// while the page's code and texts download, instead of after the page first renders.
const PREFETCH_MAX_AGE_MS = 10_000;
let prefetched: { promise: Promise<Envelope<Page<MainItem>>>; language: Language; at: number } | null = null;

export function prefetchMainBanners(): void {
  const promise = getMainBanners();
  prefetched = { promise, language: currentLanguage(), at: Date.now() };
  // A failed answer is not kept: a retry asks again.
  void promise.then((envelope) => {
    if (envelope.data === null && prefetched?.promise === promise) prefetched = null;
  });
}

/** The prefetched banners when they are fresh and in the current language; a new request otherwise. */
export function getMainBannersPrefetched(signal?: AbortSignal) {
  if (
    prefetched &&
    prefetched.language === currentLanguage() &&
    Date.now() - prefetched.at < PREFETCH_MAX_AGE_MS
  ) {
    return prefetched.promise;
  }
  return getMainBanners(signal);
}
