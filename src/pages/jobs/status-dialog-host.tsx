import { Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Topic } from '../../../contract/topics';
import { LazyCompetitionStatusDialog } from '../../components/competition-status-dialog/lazy-competition-status-dialog';
import { ErrorBoundary } from '../../components/error-boundary';
import { Modal } from '../../components/ui/dialog';
import { PageLoader } from '../../components/page-loader';
import styles from './jobs-page.module.css';

export interface StatusTarget {
  topic: Topic;
  /** The Status button: focus returns there. */
  opener: HTMLElement;
}

/**
 * The competition status popup of one job, loaded when first opened (its code, the date library
 * and its texts), as the home page opens it. (The home page keeps its own copy of these few lines:
 * nothing of this page may enter the home route's first download.)
 */
export function StatusDialogHost({ target, onClose }: { target: StatusTarget; onClose(): void }) {
  return (
    <ErrorBoundary fallback={<DialogFailed returnFocus={target.opener} onClose={onClose} />}>
      <Suspense
        fallback={
          <div className={styles.dialogLoading}>
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
function DialogFailed({ returnFocus, onClose }: { returnFocus: HTMLElement; onClose(): void }) {
  const { t } = useTranslation('entries');
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal labelledBy={titleId} onClose={onClose} returnFocus={returnFocus} initialFocus={closeRef} size="sm">
      <div className={styles.failed} role="alert">
        <h2 id={titleId} className={styles.failedTitle}>
          {t('jobs.statusErrorTitle')}
        </h2>
        <p>{t('jobs.statusError')}</p>
        <button ref={closeRef} type="button" className={styles.failedClose} onClick={onClose}>
          {t('jobs.close')}
        </button>
      </div>
    </Modal>
  );
}
