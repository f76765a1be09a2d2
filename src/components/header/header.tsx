import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { selectDisplayName, useAuthStore } from '../../stores/auth-store';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../logo';
import styles from './header.module.css';
import { UserMenu } from './user-menu';

const mainNavigation = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.introduction, key: 'nav.introduction', end: false },
  { to: paths.jobs, key: 'nav.jobs', end: false },
  { to: paths.myEntryList, key: 'nav.myEntries', end: false },
  { to: paths.myAsset, key: 'nav.myAssets', end: false },
] as const;

const utilityLinks = [
  { to: paths.audio, key: 'header.freeAudioFont' },
  { to: paths.notices, key: 'header.notice' },
  { to: paths.faq, key: 'header.faq' },
  { to: paths.operationPolicies, key: 'header.policy' },
] as const;

/** Spec §2 "Header": utility links, account links or the user menu, and the main navigation. */
export function Header() {
  const { t } = useTranslation();
  const userName = useAuthStore(selectDisplayName);
  return (
    <header className={styles.header}>
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
        </div>
      </div>
    </header>
  );
}
