import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOPIC_TYPE_VIDEO } from '../../../contract/topic-rules';
import type { Topic } from '../../../contract/topics';
import { preloadCompetitionStatusDialog } from '../../components/competition-status-dialog/lazy-competition-status-dialog';
import { ChartIcon, ImageIcon, VideoIcon } from '../../components/icons';
import { TopicFacts } from '../../components/topic-facts/topic-facts';
import { THUMBNAIL_SIZE } from '../../lib/constants';
import { paths } from '../../lib/paths';
import styles from './jobs-page.module.css';

export interface JobCardProps {
  topic: Topic;
  /** The Status button was pressed; focus returns to `opener` when the popup closes. */
  onStatus(topic: Topic, opener: HTMLElement): void;
}

/** One job of the list: thumbnail, topic, hashtags, its facts, participate and status. */
export function JobCard({ topic, onStatus }: JobCardProps) {
  const { t } = useTranslation('entries');
  const titleId = useId();
  const isVideo = topic.topicType === TOPIC_TYPE_VIDEO;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.thumb}>
        {topic.thumbnailUrl && (
          <img
            src={topic.thumbnailUrl}
            alt={t('job.thumbnailAlt', { topic: topic.topic })}
            width={THUMBNAIL_SIZE.width}
            height={THUMBNAIL_SIZE.height}
            loading="lazy"
            decoding="async"
          />
        )}
        <span className={styles.type} aria-hidden="true">
          {isVideo ? <VideoIcon width={14} height={14} /> : <ImageIcon width={14} height={14} />}
          {isVideo ? t('facts.video') : t('facts.image')}
        </span>
      </div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.topic}>
          {topic.topic}
        </h2>
        {topic.hashtags.length > 0 && (
          <ul className={styles.tags} aria-label={t('job.hashtags')}>
            {topic.hashtags.map((tag) => (
              <li key={tag}>#{tag.replace(/^#/, '')}</li>
            ))}
          </ul>
        )}
        <TopicFacts topic={topic} />
        <div className={styles.actions}>
          <Link className={styles.participate} to={paths.jobDetail(topic.uuid)}>
            {t('jobs.participate')}
            <span className="visually-hidden">: {topic.topic}</span>
          </Link>
          <button
            type="button"
            className={styles.status}
            onClick={(event) => onStatus(topic, event.currentTarget)}
            onPointerEnter={preloadCompetitionStatusDialog}
            onFocus={preloadCompetitionStatusDialog}
          >
            <ChartIcon width={16} height={16} />
            {t('jobs.status')}
            <span className="visually-hidden">: {topic.topic}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
