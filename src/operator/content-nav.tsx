// The content area's sections (notices, audio, fonts, the libraries' categories), shown at the top
// of each section's page: a navigation landmark whose current section says so (aria-current).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { operatorPaths } from './paths';
import styles from './content-nav.module.css';

const SECTIONS = [
  ['notices', operatorPaths.notices()],
  ['audio', operatorPaths.libraryAudio()],
  ['fonts', operatorPaths.libraryFonts()],
  ['categories', operatorPaths.libraryCategories],
] as const;

export function ContentNav() {
  const { t } = useTranslation('operator');
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label={t('contentNav.label')}>
      <ul>
        {SECTIONS.map(([section, to]) => (
          <li key={section}>
            <Link
              to={to}
              className={styles.link}
              aria-current={pathname === to || pathname.startsWith(`${to}/`) ? 'page' : undefined}
            >
              {t(`contentNav.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
