// A LIKE/ILIKE pattern that finds `keyword` anywhere in a text: its own %, _ and \ are escaped, so a
// search for "50%" finds "50%" and not everything. The library, topic, console entry and creator
// searches all use it.
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
