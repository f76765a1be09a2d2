import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import type { SubmissionDetail } from '../../../contract/submissions';
import { getSubmission } from '../../api/submissions';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DateTime } from '../../components/ui/date-time';
import { Page, PageHeader } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { Thumbnail } from '../../components/ui/thumbnail';
import { submissionTone } from '../../components/ui/tones';
import type { VideoJsControls } from '../../components/video-player/load-videojs';
import { VideoPlayer } from '../../components/video-player/video-player';
import { formatFileSize } from '../../lib/format-file-size';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { formatTimecode } from '../../lib/timecode';
import { useEnvelope } from '../../lib/use-envelope';
import { EntryGroup } from './entry-group';
import { ProjectFileForm } from './project-file-form';
import { StatusTimeline } from './status-timeline';
import styles from './submission-detail-page.module.css';
import text from '../../components/ui/text.module.css';

// One entry (login required; GET /api/submission/{uuid}): the work, its status timeline, what the
// creator must do next (enter again after a return, send the project files after an approval) and
// the group it competes in.
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
        <EntryView entry={shown} justSentProjectFile={updated !== null} onUpdated={setUpdated} />
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

interface EntryViewProps {
  entry: SubmissionDetail;
  justSentProjectFile: boolean;
  onUpdated(entry: SubmissionDetail): void;
}

function EntryView({ entry, justSentProjectFile, onUpdated }: EntryViewProps) {
  const { t } = useTranslation('entries');
  return (
    <>
      <div role="status">
        {justSentProjectFile && <p className={styles.sent}>{t('detail.projectSent')}</p>}
      </div>

      {entry.state === 'returned' && (
        <Card title={t('detail.returnedTitle')} className={styles.returned}>
          <p className={styles.reason}>{entry.returnReason ?? t('detail.noReason')}</p>
          <ButtonLink to={paths.jobDetail(entry.mcfTopic.uuid)}>{t('detail.enterAgain')}</ButtonLink>
        </Card>
      )}

      {entry.projectFileRequested && <ProjectFileForm entry={entry} onSent={onUpdated} />}

      <div className={styles.columns}>
        <WorkCard entry={entry} />
        <StatusTimeline entry={entry} />
      </div>

      {entry.groupUuid && <EntryGroup submissionUuid={entry.uuid} />}
    </>
  );
}

/** The work as sent (or as converted for the app), its date, description, files and thumbnail. */
function WorkCard({ entry }: { entry: SubmissionDetail }) {
  const { t } = useTranslation('entries');
  const language = currentLanguage();
  const isVideo = entry.tType === 'video';
  // The delivery file once converted, the original until then.
  const media = entry.delivery ?? entry.work;
  const player = useRef<VideoJsControls | null>(null);
  const notes = [...(entry.reviewComments ?? [])].sort((a, b) => a.atMs - b.atMs);
  return (
    <Card title={t('detail.work')}>
      <div className={styles.work}>
        {isVideo ? (
          <VideoPlayer
            src={media.url}
            type="video/mp4"
            poster={entry.poster?.url ?? entry.thumbnail.url}
            label={entry.title}
            onPlayer={(controls) => {
              player.current = controls;
            }}
          />
        ) : (
          <div className={styles.image}>
            <img src={media.url} alt={entry.title} />
          </div>
        )}
        <p className={text.mutedXs}>
          {entry.delivery ? t('detail.deliveryShown') : t('detail.originalShown')}
        </p>
        {notes.length > 0 && (
          <section className={styles.notes} aria-labelledby="reviewer-notes">
            <h3 id="reviewer-notes" className={styles.notesTitle}>
              {t('detail.reviewerNotes')}
            </h3>
            <ol className={styles.noteList}>
              {notes.map((note) => (
                <li key={note.uuid} className={styles.note}>
                  {isVideo ? (
                    <button
                      type="button"
                      className={styles.noteTime}
                      aria-label={t('detail.playFrom', { time: formatTimecode(note.atMs) })}
                      onClick={() => player.current?.currentTime(note.atMs / 1000)}
                    >
                      {formatTimecode(note.atMs)}
                    </button>
                  ) : null}
                  <p className={styles.noteText}>{note.body}</p>
                </li>
              ))}
            </ol>
          </section>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>{t('detail.submitted')}</dt>
            <dd>
              <DateTime iso={entry.submittedAt} />
            </dd>
          </div>
          <div>
            <dt>{t('detail.description')}</dt>
            <dd className={styles.description}>{entry.description || t('detail.noDescription')}</dd>
          </div>
          <div>
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
        <Thumbnail
          className={styles.thumbnail}
          src={entry.thumbnail.url}
          alt={t('detail.thumbnailAlt', { title: entry.title })}
          rounded
        />
      </div>
    </Card>
  );
}
