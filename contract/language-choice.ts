// The visitor's language choice, which the portal keeps in localStorage (src/lib/i18n.ts), is
// also kept in a cookie of this name: our server reads it to answer a page's HTML in the language
// the portal will render (server/plugins/static-spa.ts), so that the shell's texts, the preloaded
// locale files and the embedded answers are the chosen language's and not the browser's.
export const LANGUAGE_COOKIE = 'lng';

/** A year: the choice outlives the session, as localStorage's does. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
