// The home page's two public reads (spec §7 "Main"), part of apiPaths (contract/paths.ts) and apart
// from it: the home route's first JavaScript needs only these, and the whole table of paths would
// weigh ~0.5 kB gzip there.
import type { Read } from './embedded-reads';
import type { Page } from './envelope';
import type { MainItem } from './topics';

export const mainPaths = {
  mainBanner: '/p/api/main/banner',
  mainWork: '/p/api/main/work',
} as const;

/** The home page's first read: the banners, its largest content (contract/embedded-reads.ts). */
export const mainBannersRead: Read<Page<MainItem>> = { path: mainPaths.mainBanner };

/** The home page's job tiles. */
export const mainWorksRead: Read<Page<MainItem>> = { path: mainPaths.mainWork };
