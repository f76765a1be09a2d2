import { NavLink } from 'react-router-dom';
import { PageTitle } from '../page-title';
import { paths } from '../../lib/paths';
import { useLibraryTranslation } from './library-i18n';
import styles from './library.module.css';

interface LibraryHeaderProps {
  title: string;
  subtitle: string;
}

/** The page's h1 and the switch between the two free libraries (audio, fonts). */
export function LibraryHeader({ title, subtitle }: LibraryHeaderProps) {
  const { t, lt } = useLibraryTranslation();
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.section} ${styles.sectionActive}` : styles.section;
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        <PageTitle title={title} />
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
      <nav aria-label={lt('sections.label')}>
        <ul className={styles.sections}>
          <li>
            <NavLink className={tabClass} to={paths.audio} end>
              {t('pages.audio')}
            </NavLink>
          </li>
          <li>
            <NavLink className={tabClass} to={paths.font} end>
              {t('pages.font')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
