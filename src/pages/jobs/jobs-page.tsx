import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getTopics } from '../../api/topics';
import { JobGridSkeleton } from '../../components/job-card/job-card';
import { Page, PageHeader } from '../../components/ui/page';
import { currentLanguage } from '../../lib/i18n';
import { pageBody } from '../../lib/page-body';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import { JOB_FILTER_KEYS, parseJobFilters, topicsRequest } from './job-query';

const SKELETON_CARDS = 8;

// The body (jobs-body.tsx: the filter bar, the cards, the pages, the status popup) is a chunk of its
// own that starts loading with this module, alongside the list's request (issue 25). `home`: the
// job card's and the status popup host's texts; `library`: the filter bar's; `errors`: the failed
// list's message, which only the body shows.
const JobsBody = pageBody(() => import('./jobs-body'), ['errors', 'home', 'library']);

// Jobs (login required; GET /api/topics): the open jobs as cards, with search, filters, sort, page
// and size in the URL (issue 18), so that a shared link or the back button shows the same list.
// Each card leads to its entry form and opens the competition status popup. This frame reads the
// URL and asks for the list; until the body is there, the cards' placeholders stand in for it.
export default function JobsPage() {
  const { t } = useTranslation(['entries', 'common']);
  const language = currentLanguage();
  const list = useListParams(JOB_FILTER_KEYS);
  const { page, size } = list;
  const filters = parseJobFilters(list.filters);
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
  const skeleton = <JobGridSkeleton count={SKELETON_CARDS} loadingText={t('common:status.loading')} />;

  return (
    <Page>
      <PageHeader title={t('common:pages.jobs')} intro={t('jobs.intro')} />
      <Suspense fallback={skeleton}>
        <JobsBody
          list={list}
          filters={filters}
          jobs={jobs}
          requestKey={requestKey.toString()}
          skeleton={skeleton}
        />
      </Suspense>
    </Page>
  );
}
