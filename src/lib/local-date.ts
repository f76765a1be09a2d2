// Calendar dates in the browser's own time zone ("today" as the user sees it).

/** `YYYY-MM-DD` of `now` in the browser's time zone. */
export function localDateKey(now: Date = new Date()): string {
  const year = now.getFullYear();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}
