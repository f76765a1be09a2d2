import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Topic } from '../../../contract/topics';
import { LazyCompetitionStatusDialog } from '../../components/competition-status-dialog/lazy-competition-status-dialog';
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
        <Suspense fallback={null}>
          <PromoPopups />
        </Suspense>
      )}
      {statusTarget && (
        <Suspense fallback={<DialogLoading />}>
          <LazyCompetitionStatusDialog
            topic={statusTarget.topic}
            returnFocus={statusTarget.opener}
            onClose={() => setStatusTarget(null)}
          />
        </Suspense>
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
