import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../components/icons';
import { paths } from '../../lib/paths';
import styles from './jobs.module.css';

/** The last tile of home's job list (spec §2): to every job. */
export function SeeAllJobsTile() {
  const { t } = useTranslation('home');
  return (
    <Link className={styles.seeAll} to={paths.jobs}>
      <span className={styles.seeAllTitle}>{t('jobs.seeAll')}</span>
      <span className={styles.seeAllText}>{t('jobs.seeAllText')}</span>
      <span className={styles.seeAllArrow}>
        <ArrowRightIcon />
      </span>
    </Link>
  );
}
