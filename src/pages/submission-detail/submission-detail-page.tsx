import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import type { SubmissionDetail } from '../../../contract/submissions';
import { getSubmission } from '../../api/submissions';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { SubmissionStateBadge } from '../../components/submission-state/submission-state-badge';
import { VideoPlayer } from '../../components/video-player/video-player';
import { THUMBNAIL_SIZE } from '../../lib/constants';
import { formatDateTime, fromIsoTimestamp } from '../../lib/date';
import { formatFileSize } from '../../lib/format-file-size';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { EntryGroup } from './entry-group';
import { ProjectFileForm } from './project-file-form';
import { StatusTimeline } from './status-timeline';
import styles from './submission-detail-page.module.css';

// One entry (login required; GET /api/submission/{uuid}): the work, its status timeline, what the
// creator must do next (enter again after a return, send the project files after an approval) and
// the group it competes in.
export default function SubmissionDetailPage() {
  const { t } = useTranslation(['entries', 'common']);
  const { uuid = '' } = useParams();
  const entry = useEnvelope(`submission:${uuid}`, (signal) => getSubmission(uuid, signal));
  // The entry as the project files upload answered it (newer than the one loaded).
  const [updated, setUpdated] = useState<SubmissionDetail | null>(null);

  const backLink = (
    <Link className={styles.back} to={paths.myEntryList}>
      {t('detail.backToList')}
    </Link>
  );

  if (entry.status === 'error' && entry.errorCode === ErrorCode.NotFound) {
    return (
      <div className={styles.page}>
        <section className={styles.message}>
          <PageTitle title={t('detail.notFoundTitle')} />
          <p>{t('detail.notFoundText')}</p>
        </section>
        {backLink}
      </div>
    );
  }
  if (entry.status === 'error') {
    return (
      <div className={styles.page}>
        <PageTitle title={t('common:pages.submissionDetail')} />
        <LoadProblem
          title={t('detail.error')}
          errorCode={entry.errorCode}
          retryLabel={t('detail.retry')}
          onRetry={entry.retry}
          spaced
        />
        {backLink}
      </div>
    );
  }
  if (entry.status === 'loading') {
    return (
      <div className={styles.page}>
        <PageTitle title={t('common:pages.submissionDetail')} />
        <PageLoader />
      </div>
    );
  }

  const shown = updated?.uuid === entry.data.uuid ? updated : entry.data;
  return (
    <div className={styles.page}>
      {backLink}
      <EntryView entry={shown} justSentProjectFile={updated !== null} onUpdated={setUpdated} />
    </div>
  );
}

interface EntryViewProps {
  entry: SubmissionDetail;
  justSentProjectFile: boolean;
  onUpdated(entry: SubmissionDetail): void;
}

function EntryView({ entry, justSentProjectFile, onUpdated }: EntryViewProps) {
  const { t } = useTranslation('entries');
  const language = currentLanguage();
  const detailsId = useId();
  const isVideo = entry.tType === 'video';
  // The delivery file once converted, the original until then.
  const media = entry.delivery ?? entry.work;

  return (
    <>
      <header className={styles.head}>
        <SubmissionStateBadge state={entry.state} />
        <PageTitle title={entry.title} />
        <p className={styles.topic}>
          {t('detail.topic')} <Link to={paths.jobDetail(entry.mcfTopic.uuid)}>{entry.mcfTopic.topic}</Link>
        </p>
      </header>

      <div role="status">
        {justSentProjectFile && <p className={styles.sent}>{t('detail.projectSent')}</p>}
      </div>

      {entry.state === 'returned' && (
        <section className={`${styles.card} ${styles.returned}`} aria-labelledby={`${detailsId}-returned`}>
          <h2 id={`${detailsId}-returned`} className={styles.cardTitle}>
            {t('detail.returnedTitle')}
          </h2>
          <p className={styles.reason}>{entry.returnReason ?? t('detail.noReason')}</p>
          <Link className={styles.action} to={paths.jobDetail(entry.mcfTopic.uuid)}>
            {t('detail.enterAgain')}
          </Link>
        </section>
      )}

      {entry.projectFileRequested && <ProjectFileForm entry={entry} onSent={onUpdated} />}

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby={`${detailsId}-work`}>
          <h2 id={`${detailsId}-work`} className={styles.cardTitle}>
            {t('detail.work')}
          </h2>
          {isVideo ? (
            <VideoPlayer
              src={media.url}
              type="video/mp4"
              poster={entry.poster?.url ?? entry.thumbnail.url}
              label={entry.title}
            />
          ) : (
            <div className={styles.image}>
              <img src={media.url} alt={entry.title} />
            </div>
          )}
          <p className={styles.mediaNote}>
            {entry.delivery ? t('detail.deliveryShown') : t('detail.originalShown')}
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('detail.submitted')}</dt>
              <dd>
                <time dateTime={entry.submittedAt}>
                  {formatDateTime(fromIsoTimestamp(entry.submittedAt), language)}
                </time>
              </dd>
            </div>
            <div className={styles.wide}>
              <dt>{t('detail.description')}</dt>
              <dd className={styles.description}>{entry.description || t('detail.noDescription')}</dd>
            </div>
            <div className={styles.wide}>
              <dt>{t('detail.files')}</dt>
              <dd>
                <ul className={styles.files}>
                  {[entry.work, entry.thumbnail, entry.projectFile].map(
                    (file) =>
                      file && (
                        <li key={file.url}>
                          <a href={file.url} download={file.fileName}>
                            {file.fileName}
                          </a>{' '}
                          ({formatFileSize(file.size, language)})
                        </li>
                      ),
                  )}
                </ul>
              </dd>
            </div>
          </dl>
          <div className={styles.thumbnail}>
            <img
              src={entry.thumbnail.url}
              alt={t('detail.thumbnailAlt', { title: entry.title })}
              width={THUMBNAIL_SIZE.width}
              height={THUMBNAIL_SIZE.height}
              loading="lazy"
            />
          </div>
        </section>
        <StatusTimeline entry={entry} />
      </div>

      {entry.groupUuid && <EntryGroup submissionUuid={entry.uuid} />}
    </>
  );
}
