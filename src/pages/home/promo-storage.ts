// What the promo popups remember (spec §2, §9).
// - "Close for today" on the notice: today's date, as the user's calendar shows it, in
//   localStorage; the notice stays hidden while that date is today.
// - A plain "Close" on either popup: for the rest of this tab's session (sessionStorage), so that
//   coming back to home from another page does not open them again.
// - A login in this tab: src/lib/login-marker.ts.
import { localDateKey } from '../../lib/local-date';
import { readSessionStorage, readStorage, writeSessionStorage, writeStorage } from '../../lib/storage';

export const NOTICE_HIDDEN_ON_KEY = 'homeNoticeHiddenOn';
export const NOTICE_CLOSED_KEY = 'homeNoticeClosed';
export const WELCOME_CLOSED_KEY = 'homeWelcomeClosed';

export function isNoticeHiddenToday(now: Date = new Date()): boolean {
  return readStorage(NOTICE_HIDDEN_ON_KEY) === localDateKey(now);
}

export function hideNoticeForToday(now: Date = new Date()): void {
  writeStorage(NOTICE_HIDDEN_ON_KEY, localDateKey(now));
}

export function isNoticeClosed(): boolean {
  return readSessionStorage(NOTICE_CLOSED_KEY) === '1';
}

export function closeNotice(): void {
  writeSessionStorage(NOTICE_CLOSED_KEY, '1');
}

export function isWelcomeClosed(): boolean {
  return readSessionStorage(WELCOME_CLOSED_KEY) === '1';
}

export function closeWelcome(): void {
  writeSessionStorage(WELCOME_CLOSED_KEY, '1');
}
