// The body of an entry's page (submission-detail-page.tsx is its frame), a chunk of its own (issue
// 25): what shows once the entry is there, with the player, the timeline's dates (dayjs), the
// project files upload and the group's ranking table (the `competition` texts), so the route's
// first load carries none of them.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionDetail } from '../../../contract/submissions';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DateTime } from '../../components/ui/date-time';
import { Thumbnail } from '../../components/ui/thumbnail';
import type { VideoJsControls } from '../../components/video-player/load-videojs';
import { VideoPlayer } from '../../components/video-player/video-player';
import { formatFileSize } from '../../lib/format-file-size';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { formatTimecode } from '../../lib/timecode';
import { EntryGroup } from './entry-group';
import { ProjectFileForm } from './project-file-form';
import { StatusTimeline } from './status-timeline';
import styles from './submission-detail-page.module.css';
import text from '../../components/ui/text.module.css';

/** The entry as shown (the upload's answer once there is one), and how the frame learns of it. */
export interface SubmissionDetailBodyProps {
  entry: SubmissionDetail;
  justSentProjectFile: boolean;
  onUpdated(entry: SubmissionDetail): void;
}

export default function SubmissionDetailBody({
  entry,
  justSentProjectFile,
  onUpdated,
}: SubmissionDetailBodyProps) {
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
