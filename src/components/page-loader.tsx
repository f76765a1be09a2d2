import { useTranslation } from 'react-i18next';
import styles from './page-loader.module.css';
import { Spinner } from './ui/spinner';

/**
 * Shown while a page's code or texts load. Not PageState's loading state: this one is in the first
 * route's JavaScript, where PageState would make the bundler split that JavaScript into more
 * chunks (+1.2 kB gzip measured on home).
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={styles.loader} role="status">
      <Spinner />
      <span className="visually-hidden">{t('status.loading')}</span>
    </div>
  );
}

/** The very first fallback, before any text is loaded: a spinner without words. */
export function BootLoader() {
  return (
    <div className={styles.boot} aria-busy="true">
      <Spinner />
    </div>
  );
}
