// The signed-in console's frame: a top bar (who is signed in, the language, logout), the areas the
// role may use (a side column on wide screens, a horizontal scroller on phones) and the page.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { OperatorInfo } from '../../contract/operator';
import { LanguageSwitcher } from '../components/language-switcher';
import { MainContent } from '../components/main-content';
import { logOut } from './api/auth';
import { areasFor, type ConsoleArea } from './areas';
import { clearOperatorSession, getOperatorToken } from './operator-session';
import { operatorPaths } from './paths';
import styles from './console-layout.module.css';

/** Whether a navigation link is the current area (the dashboard only at its own path). */
function isCurrent(pathname: string, { to, end = false, also = [] }: ConsoleArea): boolean {
  if (end) return pathname === to;
  return [to, ...also].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export function ConsoleLayout({ operator }: { operator: OperatorInfo }) {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);

  // On a phone the areas scroll sideways: keep the current one in view (only the bar scrolls, never
  // the page; on wide screens the column shows every area and nothing moves).
  useEffect(() => {
    const bar = nav.current;
    const current = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !current || bar.scrollWidth <= bar.clientWidth) return;
    const left = current.getBoundingClientRect().left - bar.getBoundingClientRect().left + bar.scrollLeft;
    const right = left + current.offsetWidth;
    if (left < bar.scrollLeft || right > bar.scrollLeft + bar.clientWidth) {
      bar.scrollLeft = Math.max(0, left - (bar.clientWidth - current.offsetWidth) / 2);
    }
  }, [pathname]);

  function onLogout() {
    const token = getOperatorToken();
    clearOperatorSession();
    navigate(operatorPaths.login(), { replace: true });
    // The server ends the session too; the browser does not wait for it.
    if (token) void logOut(token);
  }

  return (
    <div className={styles.console}>
      <header className={styles.bar}>
        <p className={styles.brand}>{t('console.name')}</p>
        <div className={styles.who}>
          <span className={styles.name}>{operator.name || operator.email}</span>
          <span className={styles.role}>{t(`roles.${operator.role}`)}</span>
        </div>
        <div className={styles.tools}>
          <LanguageSwitcher tone="dark" />
          <button type="button" className={styles.logout} onClick={onLogout}>
            {t('console.logout')}
          </button>
        </div>
      </header>
      <div className={styles.body}>
        <nav ref={nav} className={styles.nav} aria-label={t('console.navigation')}>
          <ul>
            {areasFor(operator.role).map((entry) => (
              <li key={entry.area}>
                <Link
                  to={entry.to}
                  className={styles.link}
                  aria-current={isCurrent(pathname, entry) ? 'page' : undefined}
                >
                  {t(`areas.${entry.area}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <MainContent className={styles.main}>
          <Outlet />
        </MainContent>
      </div>
    </div>
  );
}

/** The frame of the pages before a login (login, setup): the console's name and the language. */
export function SignedOutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('operator');
  return (
    <div className={styles.console}>
      <header className={styles.bar}>
        <p className={styles.brand}>{t('console.name')}</p>
        <div className={styles.tools}>
          <LanguageSwitcher tone="dark" />
        </div>
      </header>
      <MainContent className={styles.signedOut}>{children}</MainContent>
    </div>
  );
}
