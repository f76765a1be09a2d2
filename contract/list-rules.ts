// List page sizes (spec §9: 20, 40, 60). A list starts at the first; the portal keeps the size in
// the URL (src/lib/use-list-params.ts), and our server embeds a list's first page at this size
// (server/site/page-routes.ts).
export const PAGE_SIZE_OPTIONS = [20, 40, 60] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZE_OPTIONS[0];
