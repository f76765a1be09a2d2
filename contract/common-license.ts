// The licence a list's items share, shown once above the list; an item whose licence differs
// carries its own line. The API sends a licence per item and no list-wide one, so the page's
// most frequent licence is taken as the common one (the first seen wins a tie). Here, in the
// contract, because our server's first paint of /audio and /font (server/site/first-paint.ts) says
// the same licence as the page's first render.

/** The most frequent licence of the items, or null for an empty list. */
export function commonLicense(licenses: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const license of licenses) counts.set(license, (counts.get(license) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  // A Map keeps insertion order: a later licence needs strictly more items to win.
  for (const [license, count] of counts) {
    if (count > bestCount) {
      best = license;
      bestCount = count;
    }
  }
  return best;
}
