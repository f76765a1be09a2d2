import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../components/error-boundary';
import { PageTitle } from '../../components/page-title';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { AudioBanner } from './audio-banner';
import { BannerSection } from './banner-section';
import { JobList } from './job-list';
import styles from './home-page.module.css';

const PromoPopups = lazy(() => import('./promo-popups'));

// Home, also shown at /castingn (spec §2): banner slider, free audio/font banner, job tiles, the
// promo popups (after the first paint); the job list opens a job's competition status popup.
export default function HomePage() {
  const { t } = useTranslation();
  const [promosReady, setPromosReady] = useState(false);

  useEffect(() => afterFirstPaint(() => setPromosReady(true)), []);

  return (
    <div className={styles.home}>
      <div className="visually-hidden">
        <PageTitle title={t('pages.home')} documentTitle={t('app.name')} />
      </div>
      <BannerSection />
      <AudioBanner />
      <JobList />
      {promosReady && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <PromoPopups />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
