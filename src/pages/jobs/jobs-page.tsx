import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTopics } from '../../api/topics';
import {
  StatusDialogHost,
  type StatusTarget,
} from '../../components/competition-status-dialog/status-dialog-host';
import { JobGrid, JobGridSkeleton } from '../../components/job-card/job-card';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Page, PageHeader } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { Pagination } from '../../components/ui/pagination';
import { currentLanguage } from '../../lib/i18n';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import { JobListCard } from './job-list-card';

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
    <Page>
      <PageHeader title={t('common:pages.jobs')} intro={t('jobs.intro')} />

      {jobs.status === 'error' && (
        <PageState kind="error" title={t('jobs.error')} errorCode={jobs.errorCode} onRetry={jobs.retry} />
      )}

      {jobs.status === 'loading' && (
        <JobGridSkeleton count={SKELETON_CARDS} loadingText={t('common:status.loading')} />
      )}

      {jobs.status === 'ready' && jobs.data.lists.length === 0 && (
        <EmptyState
          title={jobs.data.totalCount === 0 ? t('jobs.empty') : t('jobs.emptyPage')}
          action={
            jobs.data.totalCount > 0 && (
              <ButtonLink to={{ search: searchForPage(1) }} variant="secondary">
                {t('jobs.firstPage')}
              </ButtonLink>
            )
          }
        />
      )}

      {jobs.status === 'ready' && jobs.data.lists.length > 0 && (
        <JobGrid
          ref={listRef}
          tabIndex={-1}
          aria-label={t('jobs.listLabel')}
          aria-busy={stale || undefined}
          data-stale={stale || undefined}
        >
          {jobs.data.lists.map((topic) => (
            <li key={topic.uuid}>
              <JobListCard
                topic={topic}
                onStatus={(target, opener) => setStatusTarget({ topic: target, opener })}
              />
            </li>
          ))}
        </JobGrid>
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
    </Page>
  );
}
