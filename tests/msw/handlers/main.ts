// The main resource (spec §7 "Main"): the home page's banners and job tiles.
import { http } from 'msw';
import { apiPaths } from '../../../contract/paths';
import type { MainItem } from '../../../contract/topics';
import { ok } from '../envelope';
import { bannerItems, workItems } from '../fixtures/topics';

export function pageOf<T>(lists: T[], page = 1, size = Math.max(lists.length, 1)) {
  return { lists, totalCount: lists.length, page, size };
}

export function mainResponse(items: MainItem[]) {
  return ok(pageOf(items));
}

export const mainHandlers = [
  http.get(`*${apiPaths.mainBanner}`, () => mainResponse(bannerItems)),
  http.get(`*${apiPaths.mainWork}`, () => mainResponse(workItems)),
];
