import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import type { SubmissionDetail } from '../../../contract/submissions';
import { getSubmission } from '../../api/submissions';
import { Badge } from '../../components/ui/badge';
import { Page, PageHeader } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { submissionTone } from '../../components/ui/tones';
import { pageBody } from '../../lib/page-body';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import styles from './submission-detail-page.module.css';

// One entry (login required; GET /api/submission/{uuid}): the work, its status timeline, what the
// creator must do next (enter again after a return, send the project files after an approval) and
// the group it competes in. This is the page's frame (heading, states, the entry's request); the
// rest is its body, a chunk of its own that starts loading with this module (lib/page-body.ts).
// `competition`: the player's and the ranking table's texts.
const SubmissionDetailBody = pageBody(() => import('./submission-detail-body'), ['competition']);

export default function SubmissionDetailPage() {
  const { t } = useTranslation(['entries', 'common']);
  const { uuid = '' } = useParams();
  const entry = useEnvelope(`submission:${uuid}`, (signal) => getSubmission(uuid, signal));
  // The entry as the project files upload answered it (newer than the one loaded).
  const [updated, setUpdated] = useState<SubmissionDetail | null>(null);
  const back = { to: paths.myEntryList, label: t('detail.backToList') };

  if (entry.status === 'ready') {
    const shown = updated?.uuid === entry.data.uuid ? updated : entry.data;
    return (
      <Page width="medium">
        <PageHeader
          back={back}
          title={shown.title}
          intro={
            <span className={styles.intro}>
              <Badge tone={submissionTone[shown.state]} state={shown.state}>
                {t(`states.${shown.state}`)}
              </Badge>
              <span>
                {t('detail.topic')}{' '}
                <Link to={paths.jobDetail(shown.mcfTopic.uuid)}>{shown.mcfTopic.topic}</Link>
              </span>
            </span>
          }
        />
        <Suspense fallback={<PageState kind="loading" />}>
          <SubmissionDetailBody entry={shown} justSentProjectFile={updated !== null} onUpdated={setUpdated} />
        </Suspense>
      </Page>
    );
  }
  const notFound = entry.status === 'error' && entry.errorCode === ErrorCode.NotFound;
  return (
    <Page width="medium">
      <PageHeader
        back={back}
        title={t('common:pages.submissionDetail')}
        documentTitle={notFound ? t('detail.notFoundTitle') : undefined}
      />
      {entry.status === 'loading' && <PageState kind="loading" />}
      {notFound && (
        <PageState kind="notFound" title={t('detail.notFoundTitle')} text={t('detail.notFoundText')} />
      )}
      {entry.status === 'error' && !notFound && (
        <PageState kind="error" title={t('detail.error')} errorCode={entry.errorCode} onRetry={entry.retry} />
      )}
    </Page>
  );
}
