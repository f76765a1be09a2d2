// The home page's two public reads (spec §7 "Main"), part of apiPaths (contract/paths.ts) and apart
// from it: the home route's first JavaScript needs only these, and the whole table of paths would
// weigh ~0.5 kB gzip there.
export const mainPaths = {
  mainBanner: '/p/api/main/banner',
  mainWork: '/p/api/main/work',
} as const;
