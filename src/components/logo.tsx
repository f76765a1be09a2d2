import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import styles from './logo.module.css';

/** The site name with its mark; a link home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#4a3aff" />
        <path d="M12 10.5v11l9-5.5z" fill="#fff" />
      </svg>
      <span className={styles.name}>{t('app.name')}</span>
    </Link>
  );
}
