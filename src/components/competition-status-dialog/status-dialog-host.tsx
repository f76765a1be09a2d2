import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Topic } from '../../../contract/topics';
import { showAlert } from '../../lib/alert';
import { ErrorBoundary } from '../error-boundary';
import { PageLoader } from '../page-loader';
import { LazyCompetitionStatusDialog } from './lazy-competition-status-dialog';
import styles from './status-dialog-host.module.css';

export interface StatusTarget {
  topic: Topic;
  /** The Status button: focus returns there. */
  opener: HTMLElement;
}

/**
 * The competition status popup of one job for home and the job list: loaded when first opened
 * (its code, the date library and its texts), with a spinner meanwhile, and the portal's alert
 * when its code cannot be downloaded. Its one text is in `home`, which both routes load.
 */
export function StatusDialogHost({ target, onClose }: { target: StatusTarget; onClose(): void }) {
  return (
    <ErrorBoundary fallback={<LoadFailed onClose={onClose} />}>
      <Suspense
        fallback={
          // A dimmed page and a spinner; focus stays on the Status button meanwhile.
          <div className={styles.loading}>
            <PageLoader />
          </div>
        }
      >
        <LazyCompetitionStatusDialog topic={target.topic} returnFocus={target.opener} onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The popup's code could not be downloaded (offline, a new build replaced the old files). */
function LoadFailed({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('home');
  // Once, although StrictMode runs effects twice: an alert cannot be taken back.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    void showAlert(t('jobs.statusError')).then(onClose);
  }, [t, onClose]);
  return null;
}
