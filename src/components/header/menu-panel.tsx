import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { logout } from '../../stores/auth-store';
import { LanguageSwitcher } from '../language-switcher';
import { Button, ButtonLink } from '../ui/button';
import { mainNavigation } from './header-links';
import styles from './menu-panel.module.css';
import type { MenuPanelState } from './use-menu-panel';
import { useOpenMenu } from './use-open-menu';
import { UtilityNav } from './utility-nav';

export interface MenuPanelProps {
  /** The logged-in user's name; null when logged out. */
  userName: string | null;
  /** The header's menu state (use-menu-panel.ts). */
  menu: MenuPanelState;
}

/**
 * What the phone menu's panel holds (the panel itself is the header's): the main navigation, the
 * account links, the utility links and the language switcher. Loaded when the menu first opens, so
 * desktop visitors and the home route's first load never carry it.
 */
export default function MenuPanelContent({ userName, menu }: MenuPanelProps) {
  const { t } = useTranslation();
  useOpenMenu(menu);
  const id = menu.panelId;
  const onClose = menu.close;
  return (
    <>
      <nav aria-label={t('nav.label')}>
        <ul className={styles.mainList}>
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <NavLink className={styles.mainLink} to={item.to} end={item.end}>
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {userName !== null ? (
        <section className={styles.account} aria-labelledby={`${id}-user`}>
          <p id={`${id}-user`} className={styles.userName}>
            <span className={styles.avatar} aria-hidden="true">
              {userName.slice(0, 1).toUpperCase()}
            </span>
            {userName}
          </p>
          <ul className={styles.accountList}>
            <li>
              <ButtonLink variant="secondary" to={paths.mypage}>
                {t('header.myInfo')}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink variant="secondary" to={paths.qna}>
                {t('header.inquiry')}
              </ButtonLink>
            </li>
            <li>
              <Button
                variant="secondary"
                onClick={() => {
                  onClose();
                  logout();
                }}
              >
                {t('header.logout')}
              </Button>
            </li>
          </ul>
        </section>
      ) : (
        <div className={styles.authLinks}>
          <ButtonLink variant="secondary" block to={paths.login()}>
            {t('header.login')}
          </ButtonLink>
          <ButtonLink block to={paths.signupAgreement}>
            {t('header.signup')}
          </ButtonLink>
        </div>
      )}

      <UtilityNav listClassName={styles.utilityList} linkClassName={styles.utilityLink} />

      <div>
        <LanguageSwitcher />
      </div>
    </>
  );
}
