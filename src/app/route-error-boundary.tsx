import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFound } from '../components/not-found';
import { PageTitle } from '../components/page-title';
import styles from '../components/status-message.module.css';

/**
 * A page that cannot load or render (a lost connection while its code loads, a bug) shows a
 * translated message and a retry instead of a blank screen (QUALITY.md "Faults").
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  return (
    <section className={styles.message} role="alert">
      <PageTitle title={t('routeError.title')} />
      <p className={styles.text}>{t('routeError.text')}</p>
      {/* A full reload also fetches a new build's files when the old chunks are gone. */}
      <button type="button" className={styles.action} onClick={() => window.location.reload()}>
        {t('routeError.retry')}
      </button>
    </section>
  );
}
