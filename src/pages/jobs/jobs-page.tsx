import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getTopics } from '../../api/topics';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { PageTitle } from '../../components/page-title';
import { Pagination } from '../../components/pagination/pagination';
import { currentLanguage } from '../../lib/i18n';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import { JobCard } from './job-card';
import styles from './jobs-page.module.css';
import { StatusDialogHost, type StatusTarget } from './status-dialog-host';

const NO_FILTERS: readonly never[] = [];
const SKELETON_CARDS = 8;

// Jobs (login required; GET /api/topics): every open job as a card, page and size (20/40/60) in
// the URL; each card leads to its entry form and opens the competition status popup.
export default function JobsPage() {
  const { t } = useTranslation(['entries', 'common']);
  const language = currentLanguage();
  const { page, size, searchForPage, setSize } = useListParams(NO_FILTERS);
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const jobs = useEnvelope(
    `topics?page=${page}&size=${size}&lng=${language}`,
    (signal) => getTopics(page, size, signal),
    { keepPrevious: true },
  );
  const stale = jobs.status === 'ready' && (jobs.data.page !== page || jobs.data.size !== size);

  // After a page change the list takes focus: the link that was pressed may be gone.
  const listKey = `${page}/${size}`;
  const firstListKey = useRef(listKey);
  useEffect(() => {
    if (listKey !== firstListKey.current) listRef.current?.focus({ preventScroll: true });
  }, [listKey]);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <PageTitle title={t('common:pages.jobs')} />
        <p className={styles.intro}>{t('jobs.intro')}</p>
      </header>

      {jobs.status === 'error' && (
        <LoadProblem
          title={t('jobs.error')}
          errorCode={jobs.errorCode}
          retryLabel={t('jobs.retry')}
          onRetry={jobs.retry}
        />
      )}

      {jobs.status === 'loading' && (
        <>
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <div className={styles.card}>
                  <div className={`${styles.thumb} ${styles.bone}`} />
                  <div className={styles.body}>
                    <span className={`${styles.bone} ${styles.boneLine}`} />
                    <span className={`${styles.bone} ${styles.boneBlock}`} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <p className="visually-hidden" role="status">
            {t('common:status.loading')}
          </p>
        </>
      )}

      {jobs.status === 'ready' && jobs.data.lists.length === 0 && (
        <div className={styles.empty}>
          {jobs.data.totalCount === 0 ? (
            <p>{t('jobs.empty')}</p>
          ) : (
            <p>
              {t('jobs.emptyPage')} <Link to={{ search: searchForPage(1) }}>{t('jobs.firstPage')}</Link>
            </p>
          )}
        </div>
      )}

      {jobs.status === 'ready' && jobs.data.lists.length > 0 && (
        <ul
          ref={listRef}
          tabIndex={-1}
          className={styles.grid}
          aria-label={t('jobs.listLabel')}
          aria-busy={stale || undefined}
          data-stale={stale || undefined}
        >
          {jobs.data.lists.map((topic) => (
            <li key={topic.uuid}>
              <JobCard
                topic={topic}
                onStatus={(target, opener) => setStatusTarget({ topic: target, opener })}
              />
            </li>
          ))}
        </ul>
      )}

      {jobs.status === 'ready' && (
        <Pagination
          page={page}
          size={size}
          totalCount={jobs.data.totalCount}
          searchForPage={searchForPage}
          onSizeChange={setSize}
          label={t('jobs.pagination')}
        />
      )}

      {statusTarget && <StatusDialogHost target={statusTarget} onClose={() => setStatusTarget(null)} />}
    </div>
  );
}
