import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../ui/page';
import { paths } from '../../lib/paths';
import styles from './library.module.css';

interface LibraryHeaderProps {
  title: string;
  subtitle: string;
}

/** The page's h1 and the switch between the two free libraries (audio, fonts). */
export function LibraryHeader({ title, subtitle }: LibraryHeaderProps) {
  const { t } = useTranslation(['library', 'common']);
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.section} ${styles.sectionActive}` : styles.section;
  return (
    <PageHeader
      title={title}
      intro={subtitle}
      actions={
        <nav aria-label={t('sections.label')}>
          <ul className={styles.sections}>
            <li>
              <NavLink className={tabClass} to={paths.audio} end>
                {t('common:pages.audio')}
              </NavLink>
            </li>
            <li>
              <NavLink className={tabClass} to={paths.font} end>
                {t('common:pages.font')}
              </NavLink>
            </li>
          </ul>
        </nav>
      }
    />
  );
}
