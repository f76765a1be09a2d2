import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { selectDisplayName, useAuthStore } from '../../stores/auth-store';
import { CloseIcon, Icon } from '../icons';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../logo';
import styles from './header.module.css';
import { mainNavigation, utilityLinks } from './header-links';
import panelStyles from './menu-panel.module.css';
import { useMenuPanel } from './use-menu-panel';
import { UserMenu } from './user-menu';

/**
 * Spec §2 "Header": utility links, account links or the user menu, and the main navigation.
 * From 900 px the two bars show everything; below, CSS hides the utility bar, the navigation and
 * the account links (display: none, so they leave the accessibility tree) and shows the menu
 * button, whose panel holds every one of those links.
 */
// The panel's links load with the first opening (a phone-sized window); the home route's JavaScript
// budget is spent, and desktop visitors never open it.
const MenuPanelContent = lazy(() => import('./menu-panel'));

export function Header() {
  const { t } = useTranslation();
  const userName = useAuthStore(selectDisplayName);
  const { open, toggle, close, onKeyDown, headerRef, buttonRef, panelRef, panelId } = useMenuPanel();
  // Once loaded, the content stays (closing only hides the panel).
  const [everOpened, setEverOpened] = useState(false);
  if (open && !everOpened) setEverOpened(true);
  return (
    // Keys are handled here, around the button and the panel, for the open menu's focus trap.
    <header ref={headerRef} className={styles.header} onKeyDown={onKeyDown}>
      <div className={styles.utilityBar}>
        <div className={styles.inner}>
          <nav aria-label={t('header.utilityLabel')}>
            <ul className={styles.utilityLinks}>
              {utilityLinks.map((link) => (
                <li key={link.to}>
                  <Link className={styles.utilityLink} to={link.to}>
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
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
          <div className={styles.account}>
            {userName !== null ? (
              <UserMenu name={userName} />
            ) : (
              <>
                <Link className={styles.loginLink} to={paths.login()}>
                  {t('header.login')}
                </Link>
                <Link className={styles.signupLink} to={paths.signupAgreement}>
                  {t('header.signup')}
                </Link>
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
            <MenuPanelContent id={panelId} userName={userName} onClose={close} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
