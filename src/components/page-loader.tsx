import { useTranslation } from 'react-i18next';
import styles from './page-loader.module.css';

/** Shown while a page's code or texts load. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={styles.loader} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('status.loading')}</span>
    </div>
  );
}

/** The very first fallback, before any text is loaded: a spinner without words. */
export function BootLoader() {
  return (
    <div className={styles.boot} aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
