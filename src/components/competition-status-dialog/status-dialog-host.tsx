import { Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Topic } from '../../../contract/topics';
import { ErrorBoundary } from '../error-boundary';
import { PageLoader } from '../page-loader';
import { Button } from '../ui/button';
import { Modal } from '../ui/dialog';
import { LazyCompetitionStatusDialog } from './lazy-competition-status-dialog';
import styles from './status-dialog-host.module.css';

export interface StatusTarget {
  topic: Topic;
  /** The Status button: focus returns there. */
  opener: HTMLElement;
}

/**
 * The competition status popup of one job for home and the job list: loaded when first opened
 * (its code, the date library and its texts), with a spinner meanwhile and a message when its code
 * cannot be downloaded. Its own texts are in `home`, which both routes load.
 */
export function StatusDialogHost({ target, onClose }: { target: StatusTarget; onClose(): void }) {
  return (
    <ErrorBoundary fallback={<DialogFailed returnFocus={target.opener} onClose={onClose} />}>
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
function DialogFailed({ returnFocus, onClose }: { returnFocus: HTMLElement; onClose(): void }) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal labelledBy={titleId} onClose={onClose} returnFocus={returnFocus} initialFocus={closeRef} size="sm">
      <div className={styles.failed} role="alert">
        <h2 id={titleId} className={styles.failedTitle}>
          {t('jobs.statusErrorTitle')}
        </h2>
        <p>{t('jobs.statusError')}</p>
        <Button ref={closeRef} className={styles.failedClose} onClick={onClose}>
          {t('jobs.close')}
        </Button>
      </div>
    </Modal>
  );
}
