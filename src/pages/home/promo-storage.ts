// "Close for today" of the first promo popup (spec §2, §9): today's date, as the user's calendar
// shows it, in localStorage; the popup stays hidden while that date is today.
import { localDateKey } from '../../lib/local-date';
import { readStorage, writeStorage } from '../../lib/storage';

export const NOTICE_HIDDEN_ON_KEY = 'homeNoticeHiddenOn';

export function isNoticeHiddenToday(now: Date = new Date()): boolean {
  return readStorage(NOTICE_HIDDEN_ON_KEY) === localDateKey(now);
}

export function hideNoticeForToday(now: Date = new Date()): void {
  writeStorage(NOTICE_HIDDEN_ON_KEY, localDateKey(now));
}
