import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Topic } from '../../../contract/topics';
import { LazyCompetitionStatusDialog } from '../../components/competition-status-dialog/lazy-competition-status-dialog';
import { ErrorBoundary } from '../../components/error-boundary';
import { Modal } from '../../components/ui/dialog';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { AudioBanner } from './audio-banner';
import { BannerSection } from './banner-section';
import { JobList } from './job-list';
import styles from './home-page.module.css';

const PromoPopups = lazy(() => import('./promo-popups'));

interface StatusTarget {
  topic: Topic;
  opener: HTMLElement;
}

// Home, also shown at /castingn (spec §2): banner slider, free audio/font banner, job tiles, the
// promo popups (after the first paint) and the competition status popup of a job.
export default function HomePage() {
  const { t } = useTranslation();
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const [promosReady, setPromosReady] = useState(false);

  useEffect(() => afterFirstPaint(() => setPromosReady(true)), []);

  return (
    <div className={styles.home}>
      <div className="visually-hidden">
        <PageTitle title={t('pages.home')} documentTitle={t('app.name')} />
      </div>
      <BannerSection />
      <AudioBanner />
      <JobList onStatus={(topic, opener) => setStatusTarget({ topic, opener })} />
      {promosReady && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <PromoPopups />
          </Suspense>
        </ErrorBoundary>
      )}
      {statusTarget && (
        <ErrorBoundary
          fallback={<DialogFailed returnFocus={statusTarget.opener} onClose={() => setStatusTarget(null)} />}
        >
          <Suspense fallback={<DialogLoading />}>
            <LazyCompetitionStatusDialog
              topic={statusTarget.topic}
              returnFocus={statusTarget.opener}
              onClose={() => setStatusTarget(null)}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

/** While the popup's code loads: a dimmed page and a spinner (focus stays on the button). */
function DialogLoading() {
  return (
    <div className={styles.dialogLoading}>
      <PageLoader />
    </div>
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
        <button ref={closeRef} type="button" className={styles.failedClose} onClick={onClose}>
          {t('jobs.close')}
        </button>
      </div>
    </Modal>
  );
}
