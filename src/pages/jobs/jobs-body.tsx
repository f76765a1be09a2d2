// The job list's body (issue 25): the filter bar, the cards, the empty states, the pages and the
// status popup's host, in a chunk of its own so that the list's first download is its frame
// (jobs-page.tsx), which holds the URL state and starts the list's request.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page as ListPage } from '../../../contract/envelope';
import type { Topic } from '../../../contract/topics';
import {
  StatusDialogHost,
  type StatusTarget,
} from '../../components/competition-status-dialog/status-dialog-host';
import { JobGrid } from '../../components/job-card/job-card';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageState } from '../../components/ui/page-state';
import { Pagination } from '../../components/ui/pagination';
import { EAGER_CARD_IMAGES } from '../../lib/constants';
import type { EnvelopeState } from '../../lib/use-envelope';
import type { ListParams } from '../../lib/use-list-params';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { JobFilters } from './job-filters';
import { JobListCard } from './job-list-card';
import {
  activeFilterCount,
  jobFilterValues,
  NO_JOB_FILTERS,
  type JobFilterKey,
  type JobFilters as Filters,
} from './job-query';
import styles from './jobs-page.module.css';
import { narrowTopics } from './narrow-topics';

/** A page of jobs, with the request it answers: a kept previous list is marked as stale. */
export type JobsAnswer = ListPage<Topic> & { request: string };

export interface JobsBodyProps {
  list: ListParams<JobFilterKey>;
  filters: Filters;
  jobs: EnvelopeState<JobsAnswer> & { retry: () => void };
  /** The request the URL asks for now (the key of `jobs`). */
  requestKey: string;
  /** The cards' placeholders while the jobs load: the frame's, which it shows while this loads. */
  skeleton: ReactNode;
}

export default function JobsBody({ list, filters, jobs, requestKey, skeleton }: JobsBodyProps) {
  const { t } = useTranslation(['entries', 'common']);
  const { page, size, searchForPage, setSize } = list;
  const filterCount = activeFilterCount(filters);
  const now = useMinuteClock();
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const stale = jobs.status === 'ready' && jobs.data.request !== requestKey;
  const received = jobs.status === 'ready' ? jobs.data.lists : [];
  const shown = narrowTopics(received, filters, now);
  // Jobs left out here mean the host ignored the filters: the count is then this page's.
  const narrowedHere = shown.length !== received.length;

  // After a page or filter change the list takes focus: the link that was pressed may be gone.
  const listKey = requestKey;
  const firstListKey = useRef(listKey);
  useEffect(() => {
    if (listKey !== firstListKey.current) listRef.current?.focus({ preventScroll: true });
  }, [listKey]);

  const clear = () => list.setFilters(jobFilterValues(NO_JOB_FILTERS));

  return (
    <>
      <JobFilters
        filters={filters}
        activeCount={filterCount}
        onChange={(next) => list.setFilters(jobFilterValues(next))}
        onClear={clear}
      />

      {jobs.status === 'error' && (
        <PageState kind="error" title={t('jobs.error')} errorCode={jobs.errorCode} onRetry={jobs.retry} />
      )}

      {jobs.status === 'loading' && skeleton}

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
          {shown.map((topic, index) => (
            <li key={topic.uuid}>
              <JobListCard
                topic={topic}
                now={now}
                imageLoading={index < EAGER_CARD_IMAGES ? 'eager' : 'lazy'}
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
    </>
  );
}
