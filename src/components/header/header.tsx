import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { paths } from '../../lib/paths';
import { selectDisplayName, useAuthStore } from '../../stores/auth-store';
import { CloseIcon, Icon } from '../icons';
import { ButtonLink } from '../ui/button';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../logo';
import styles from './header.module.css';
import { mainNavigation } from './header-links';
import panelStyles from './menu-panel.module.css';
import { useMenuPanel } from './use-menu-panel';
import { UserLabel } from './user-label';
import { UtilityNav } from './utility-nav';

/**
 * Spec §2 "Header": utility links, account links or the user menu, and the main navigation.
 * From 900 px the two bars show everything; below, CSS hides the utility bar, the navigation and
 * the account links (display: none, so they leave the accessibility tree) and shows the menu
 * button, whose panel holds every one of those links.
 */
// The panel's links load with the first opening (a phone-sized window); the home route's JavaScript
// budget is spent, and desktop visitors never open it.
const MenuPanelContent = lazy(() => import('./menu-panel'));
// The signed-in user's menu loads only for a signed-in visitor; meanwhile the same name shows,
// at the same size, so nothing moves when it arrives.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
// The notification bell and its polling load after the first paint, for a signed-in visitor only;
// until then an empty slot of its size keeps the bar from moving.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
);

/** True once the page has painted and the browser is idle, while `wanted` holds. */
function useAfterFirstPaint(wanted: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (wanted && !painted) return afterFirstPaint(() => setPainted(true));
  }, [wanted, painted]);
  return wanted && painted;
}

function UserName({ name }: { name: string }) {
  return (
    <span className={styles.userButton}>
      <UserLabel name={name} />
    </span>
  );
}

export function Header() {
  const { t } = useTranslation();
  const userName = useAuthStore(selectDisplayName);
  const menu = useMenuPanel();
  const showBell = useAfterFirstPaint(userName !== null);
  const { open, toggle, headerRef, buttonRef, panelRef, panelId } = menu;
  // Once loaded, the content stays (closing only hides the panel).
  const [everOpened, setEverOpened] = useState(false);
  if (open && !everOpened) setEverOpened(true);
  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.utilityBar}>
        <div className={styles.inner}>
          <UtilityNav listClassName={styles.utilityLinks} linkClassName={styles.utilityLink} />
          <LanguageSwitcher tone="dark" />
        </div>
      </div>
      <div className={styles.mainBar}>
        <div className={styles.inner}>
          <Logo />
          <nav aria-label={t('nav.label')} className={styles.mainNav}>
            <ul className={styles.navList}>
              {mainNavigation.map((item) => (
                <li key={item.to}>
                  <NavLink className={styles.navLink} to={item.to} end={item.end}>
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {userName !== null && (
            <div className={styles.bellSlot}>
              {showBell && (
                <Suspense fallback={null}>
                  <NotificationBell />
                </Suspense>
              )}
            </div>
          )}
          <div className={styles.account}>
            {userName !== null ? (
              <Suspense fallback={<UserName name={userName} />}>
                <UserMenu name={userName} />
              </Suspense>
            ) : (
              <>
                <ButtonLink variant="ghost" size="sm" to={paths.login()}>
                  {t('header.login')}
                </ButtonLink>
                <ButtonLink size="sm" to={paths.signupAgreement}>
                  {t('header.signup')}
                </ButtonLink>
              </>
            )}
          </div>
          <button
            ref={buttonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={toggle}
          >
            {open ? (
              <CloseIcon />
            ) : (
              <Icon>
                <path d="M4 7h16M4 12h16M4 17h16" />
              </Icon>
            )}
            {t('header.menu')}
          </button>
        </div>
      </div>
      <div className={panelStyles.scrim} hidden={!open} aria-hidden="true" />
      {/* Hidden (not only covered) while closed: screen readers never meet its landmarks next to
          the desktop ones. */}
      <div ref={panelRef} id={panelId} className={panelStyles.panel} hidden={!open}>
        {everOpened && (
          <Suspense fallback={null}>
            <MenuPanelContent userName={userName} menu={menu} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
