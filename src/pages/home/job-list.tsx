import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mainWorksRead } from '../../../contract/main-paths';
import { getMainWorks } from '../../api/main';
import {
  StatusDialogHost,
  type StatusTarget,
} from '../../components/competition-status-dialog/status-dialog-host';
import { JobCard, JobGrid, JobGridSkeleton } from '../../components/job-card/job-card';
import { Button } from '../../components/ui/button';
import { embeddedAnswer } from '../../lib/embedded-reads';
import { currentLanguage } from '../../lib/i18n';
import { useEnvelope } from '../../lib/use-envelope';
import { SeeAllJobsTile } from './job-tile';
import layout from '../../components/ui/layout.module.css';
import styles from './jobs.module.css';

/** Seven jobs and the "see all" tile: two rows on a wide screen. */
const SKELETON_TILES = 8;

/**
 * Spec §2 "Job list", from GET /p/api/main/work: a tile per job, the last tile to /jobs, and the
 * competition status popup of the job whose Status button was pressed.
 */
export function JobList() {
  const { t } = useTranslation(['home', 'common']);
  const language = currentLanguage();
  const titleId = useId();
  const works = useEnvelope(`works:${language}`, getMainWorks, {
    keepPrevious: true,
    initial: embeddedAnswer(mainWorksRead),
  });
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.heading}>
          {t('jobs.title')}
        </h2>
        <p className={styles.subtitle}>{t('jobs.subtitle')}</p>
      </div>

      {works.status === 'loading' && (
        <JobGridSkeleton count={SKELETON_TILES} loadingText={t('common:status.loading')} />
      )}

      {/* Not PageState: home loads neither the `errors` texts nor their table (its budget). */}
      {works.status === 'error' && (
        <div className={`${layout.spread} ${styles.problem}`} role="alert">
          <p>{t('jobs.error')}</p>
          <Button onClick={works.retry}>{t('jobs.retry')}</Button>
        </div>
      )}

      {works.status === 'ready' && (
        <>
          {works.data.lists.length === 0 && <p className={styles.empty}>{t('jobs.empty')}</p>}
          <JobGrid>
            {works.data.lists.map((item) => (
              <li key={item.uuid}>
                <JobCard
                  topic={item.mcfTopic}
                  onStatus={(topic, opener) => setStatusTarget({ topic, opener })}
                />
              </li>
            ))}
            <li>
              <SeeAllJobsTile />
            </li>
          </JobGrid>
        </>
      )}

      {statusTarget && <StatusDialogHost target={statusTarget} onClose={() => setStatusTarget(null)} />}
    </section>
  );
}
