import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Topic } from '../../../contract/topics';
import { getMainWorks } from '../../api/main';
import { currentLanguage } from '../../lib/i18n';
import { useEnvelope } from '../../lib/use-envelope';
import { JobTile, SeeAllJobsTile } from './job-tile';
import styles from './jobs.module.css';

/** Seven jobs and the "see all" tile: two rows on a wide screen. */
const SKELETON_TILES = 8;

/** Spec §2 "Job list", from GET /p/api/main/work; the last tile goes to /jobs. */
export function JobList({ onStatus }: { onStatus(topic: Topic, opener: HTMLElement): void }) {
  const { t } = useTranslation(['home', 'common']);
  const language = currentLanguage();
  const titleId = useId();
  const works = useEnvelope(`works:${language}`, getMainWorks, { keepPrevious: true });

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.heading}>
          {t('jobs.title')}
        </h2>
        <p className={styles.subtitle}>{t('jobs.subtitle')}</p>
      </div>

      {works.status === 'loading' && (
        <>
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              <li key={index}>
                {/* The tile's own boxes, filled with placeholders: the same height as a tile. */}
                <div className={styles.tile}>
                  <div className={`${styles.thumb} ${styles.bone}`} />
                  <div className={styles.body}>
                    <div className={styles.topic}>
                      <span className={`${styles.bone} ${styles.boneLine}`} />
                    </div>
                    <div className={styles.tags}>
                      <span className={`${styles.bone} ${styles.boneShort}`} />
                    </div>
                    <div className={styles.facts}>
                      <span className={`${styles.bone} ${styles.boneShort}`} />
                    </div>
                    <div className={styles.actions}>
                      <span className={`${styles.bone} ${styles.boneActions}`} />
                    </div>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <p className="visually-hidden" role="status">
            {t('common:status.loading')}
          </p>
        </>
      )}

      {works.status === 'error' && (
        <div className={styles.problem} role="alert">
          <p>{t('jobs.error')}</p>
          <button type="button" className={styles.retry} onClick={works.retry}>
            {t('jobs.retry')}
          </button>
        </div>
      )}

      {works.status === 'ready' && (
        <>
          {works.data.lists.length === 0 && <p className={styles.empty}>{t('jobs.empty')}</p>}
          <ul className={styles.grid}>
            {works.data.lists.map((item) => (
              <li key={item.uuid}>
                <JobTile topic={item.mcfTopic} onStatus={onStatus} />
              </li>
            ))}
            <li>
              <SeeAllJobsTile />
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
