import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import { getTopic } from '../../api/topics';
import { Page, PageHeader } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { currentLanguage } from '../../lib/i18n';
import { pageBody } from '../../lib/page-body';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';

// The body (job-detail-body.tsx: the brief, the figures, the entry period and the entry form) is a
// chunk of its own that starts loading with this module, alongside the job's request (issue 25).
// `competition`: the example entries' player and image dialog.
const JobDetailBody = pageBody(() => import('./job-detail-body'), ['competition']);

// A job (login required; GET /v1/api/topics/{uuid}). This frame paints the way back, the heading
// and the loading, error and not-found states; the job itself is the body's.
export default function JobDetailPage() {
  const { t } = useTranslation(['entries', 'common']);
  const { uuid = '' } = useParams();
  const language = currentLanguage();
  const topic = useEnvelope(`topic:${uuid}:${language}`, (signal) => getTopic(uuid, signal), {
    keepPrevious: true,
  });
  const back = { to: paths.jobs, label: t('job.backToJobs') };

  if (topic.status === 'ready') {
    return (
      <Page>
        <PageHeader back={back} title={topic.data.topic} />
        <Suspense fallback={<PageState kind="loading" />}>
          <JobDetailBody topic={topic.data} />
        </Suspense>
      </Page>
    );
  }
  const notFound = topic.status === 'error' && topic.errorCode === ErrorCode.NotFound;
  return (
    <Page width="medium">
      <PageHeader
        back={back}
        title={t('common:pages.jobDetail')}
        documentTitle={notFound ? t('job.notFoundTitle') : undefined}
      />
      {topic.status === 'loading' && <PageState kind="loading" />}
      {notFound && <PageState kind="notFound" title={t('job.notFoundTitle')} text={t('job.notFoundText')} />}
      {topic.status === 'error' && !notFound && (
        <PageState kind="error" title={t('job.error')} errorCode={topic.errorCode} onRetry={topic.retry} />
      )}
    </Page>
  );
}
