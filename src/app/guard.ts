// Route loaders that guard by session (spec §2, §8). Loaders run before a page's code is shown,
// so a protected page never renders for an anonymous visitor.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { showAlert } from '../lib/alert';
import { i18n, loadNamespaces } from '../lib/i18n';
import { paths } from '../lib/paths';
import { hasSignupConsent } from '../lib/signup-consent';
import { getToken } from '../stores/auth-store';

/** Anonymous visitors go to /login, remembering where they wanted to go. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (getToken()) return null;
  const url = new URL(request.url);
  return redirect(paths.login(url.pathname + url.search));
}

/**
 * A logged-in user on /login is sent home and told so there. The loader does not wait for the
 * dialog's answer: on a first page load no layout (and so no dialog host) is on screen until a
 * loader returns, so the message waits in the alert queue and opens over home.
 */
export async function redirectIfLoggedIn() {
  if (!getToken()) return null;
  await loadNamespaces(['auth']);
  void showAlert(i18n.t('auth:alreadyLoggedIn'));
  return redirect(paths.home);
}

/** The signup form opens only after both consents of the first step (spec §5). */
export function requireSignupConsent() {
  return hasSignupConsent() ? null : redirect(paths.signupAgreement);
}
