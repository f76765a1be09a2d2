// Main resource (spec §7 "Main"): the home page's banners and job tiles. Every call resolves with
// the envelope (src/api/client.ts).
import type { Page } from '../../contract/envelope';
import { apiPaths } from '../../contract/paths';
import type { MainItem } from '../../contract/topics';
import { api } from './client';

export function getMainBanners(signal?: AbortSignal) {
  return api.get<Page<MainItem>>(apiPaths.mainBanner, { signal });
}

export function getMainWorks(signal?: AbortSignal) {
  return api.get<Page<MainItem>>(apiPaths.mainWork, { signal });
}
