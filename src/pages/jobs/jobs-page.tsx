import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTopics } from '../../api/topics';
import {
  StatusDialogHost,
  type StatusTarget,
} from '../../components/competition-status-dialog/status-dialog-host';
import { JobGrid, JobGridSkeleton } from '../../components/job-card/job-card';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Page, PageHeader } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { Pagination } from '../../components/ui/pagination';
import { currentLanguage } from '../../lib/i18n';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { JobFilters } from './job-filters';
import { JobListCard } from './job-list-card';
import {
  activeFilterCount,
  JOB_FILTER_KEYS,
  jobFilterValues,
  NO_JOB_FILTERS,
  parseJobFilters,
  topicsRequest,
} from './job-query';
import styles from './jobs-page.module.css';
import { narrowTopics } from './narrow-topics';

const SKELETON_CARDS = 8;

// Jobs (login required; GET /api/topics): the open jobs as cards, with search, filters, sort, page
// and size in the URL (issue 18), so that a shared link or the back button shows the same list.
// Each card leads to its entry form and opens the competition status popup.
export default function JobsPage() {
  const { t } = useTranslation(['entries', 'common']);
  const language = currentLanguage();
  const list = useListParams(JOB_FILTER_KEYS);
  const { page, size, searchForPage, setSize } = list;
  const filters = parseJobFilters(list.filters);
  const filterCount = activeFilterCount(filters);
  const now = useMinuteClock();
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const request = topicsRequest(page, size, filters);
  const requestKey = new URLSearchParams(Object.entries(request).map(([key, value]) => [key, String(value)]));
  const jobs = useEnvelope(
    `topics?${requestKey.toString()}&lng=${language}`,
    // The answer carries the request it answers: a kept previous list is marked as stale.
    (signal) =>
      getTopics(request, signal).then((envelope) => ({
        ...envelope,
        data: envelope.data && { ...envelope.data, request: requestKey.toString() },
      })),
    { keepPrevious: true },
  );
  const stale = jobs.status === 'ready' && jobs.data.request !== requestKey.toString();
  const received = jobs.status === 'ready' ? jobs.data.lists : [];
  const shown = narrowTopics(received, filters, now);
  // Jobs left out here mean the host ignored the filters: the count is then this page's.
  const narrowedHere = shown.length !== received.length;

  // After a page or filter change the list takes focus: the link that was pressed may be gone.
  const listKey = requestKey.toString();
  const firstListKey = useRef(listKey);
  useEffect(() => {
    if (listKey !== firstListKey.current) listRef.current?.focus({ preventScroll: true });
  }, [listKey]);

  const clear = () => list.setFilters(jobFilterValues(NO_JOB_FILTERS));

  return (
    <Page>
      <PageHeader title={t('common:pages.jobs')} intro={t('jobs.intro')} />

      <JobFilters
        filters={filters}
        activeCount={filterCount}
        onChange={(next) => list.setFilters(jobFilterValues(next))}
        onClear={clear}
      />

      {jobs.status === 'error' && (
        <PageState kind="error" title={t('jobs.error')} errorCode={jobs.errorCode} onRetry={jobs.retry} />
      )}

      {jobs.status === 'loading' && (
        <JobGridSkeleton count={SKELETON_CARDS} loadingText={t('common:status.loading')} />
      )}

      {jobs.status === 'ready' && (
        <p className={styles.count} aria-live="polite">
          {narrowedHere
            ? t('jobFilters.countOnPage', { count: shown.length })
            : t('jobFilters.count', { count: jobs.data.totalCount })}
        </p>
      )}

      {jobs.status === 'ready' && shown.length === 0 && filterCount > 0 && (
        <EmptyState
          title={t('jobFilters.noMatch')}
          text={t('jobFilters.noMatchText')}
          action={
            <Button variant="secondary" onClick={clear}>
              {t('jobFilters.clear')}
            </Button>
          }
        />
      )}

      {jobs.status === 'ready' && shown.length === 0 && filterCount === 0 && (
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

      {jobs.status === 'ready' && shown.length > 0 && (
        <JobGrid
          ref={listRef}
          tabIndex={-1}
          aria-label={t('jobs.listLabel')}
          aria-busy={stale || undefined}
          data-stale={stale || undefined}
        >
          {shown.map((topic) => (
            <li key={topic.uuid}>
              <JobListCard
                topic={topic}
                now={now}
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
