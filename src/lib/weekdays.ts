// Expected dates "in about n business days" where the SPA does not know the deployment's public
// holidays (the server counts them with date-holidays, too large to ship to the browser): weekdays
// only, so the texts that show these dates say "about". Dates are calendar dates (YYYY-MM-DD).

const DAY_MS = 24 * 60 * 60_000;

/** The date `days` weekdays after `date` (the day itself does not count: Friday + 1 = Monday). */
export function addWeekdays(date: string, days: number): string {
  let time = Date.parse(`${date}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    time += DAY_MS;
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(time).toISOString().slice(0, 10);
}

/** Today's date in `timeZone` (the business zone), as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
