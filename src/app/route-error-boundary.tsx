import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { PageTitle } from '../components/page-title';
import { Button, ButtonLink } from '../components/ui/button';
import { paths } from '../lib/paths';
import styles from './route-error-boundary.module.css';

// A 404 answer needs the network that answered it, so its page can load then.
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page'));

/**
 * A page that cannot load or render (a lost connection while its code loads, a bug) shows a
 * translated message, a retry and the way home instead of a blank screen (QUALITY.md "Faults").
 *
 * Not PageState's error state, on purpose: this boundary is in the first route's JavaScript, and
 * PageState there makes Rolldown split that JavaScript into more chunks (1.2 to 2.1 kB gzip more on
 * home, measured; its budget has no room; rolldown/rolldown#10731). It reads like it: centred, the
 * retry first.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<PageLoader />}>
        <NotFoundPage />
      </Suspense>
    );
  }

  return (
    <section className={styles.message} role="alert">
      <PageTitle title={t('routeError.title')} />
      <p className={styles.text}>{t('routeError.text')}</p>
      <div className={styles.actions}>
        {/* A full reload also fetches a new build's files when the old chunks are gone. */}
        <Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>
        <ButtonLink variant="secondary" to={paths.home}>
          {t('notFound.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
