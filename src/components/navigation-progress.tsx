import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import styles from './navigation-progress.module.css';

/**
 * While the router loads the next page (its code, texts, loaders) the current page stays on
 * screen; this thin bar and a polite status message say that something is happening.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      {busy && <div className={styles.bar} aria-hidden="true" />}
      <div className="visually-hidden" role="status">
        {busy ? t('status.loading') : ''}
      </div>
    </>
  );
}
