// A login in this tab, remembered for the rest of its session (sessionStorage): home's promo popups
// never greet someone who has just logged in (issue 17), on the page the login returns to or later.
// Apart from the promo popups' other storage so that the root layout, which writes it, does not
// carry their code into the home route's first load.
import { readSessionStorage, writeSessionStorage } from './storage';

export const LOGGED_IN_KEY = 'homePromosAfterLogin';

export function hasLoggedInThisSession(): boolean {
  return readSessionStorage(LOGGED_IN_KEY) === '1';
}

export function rememberLoginThisSession(): void {
  writeSessionStorage(LOGGED_IN_KEY, '1');
}
