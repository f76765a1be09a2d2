import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOPIC_TYPE_VIDEO } from '../../../contract/topic-rules';
import type { Topic } from '../../../contract/topics';
import { preloadCompetitionStatusDialog } from '../../components/competition-status-dialog/lazy-competition-status-dialog';
import { ArrowRightIcon, ChartIcon, ImageIcon, VideoIcon } from '../../components/icons';
import { THUMBNAIL_SIZE } from '../../lib/constants';
import { currentLanguage } from '../../lib/i18n';
import { formatCount } from '../../lib/format-count';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import styles from './jobs.module.css';
import { useCurrency } from '../../stores/deployment-store';

export interface JobTileProps {
  topic: Topic;
  /** The Status button was pressed; focus returns to `opener` when the popup closes. */
  onStatus(topic: Topic, opener: HTMLElement): void;
}

/** One job (spec §2 "Job list"): thumbnail, topic, hashtags, reward, capacity, two actions. */
export function JobTile({ topic, onStatus }: JobTileProps) {
  const { t } = useTranslation('home');
  const language = currentLanguage();
  const currency = useCurrency();
  const titleId = useId();
  const isVideo = topic.topicType === TOPIC_TYPE_VIDEO;
  return (
    <article className={styles.tile} aria-labelledby={titleId}>
      <div className={styles.thumb}>
        {topic.thumbnailUrl ? (
          <img
            src={topic.thumbnailUrl}
            alt={t('jobs.thumbnailAlt', { topic: topic.topic })}
            width={THUMBNAIL_SIZE.width}
            height={THUMBNAIL_SIZE.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <span className={styles.type}>
          {isVideo ? <VideoIcon width={14} height={14} /> : <ImageIcon width={14} height={14} />}
          {isVideo ? t('jobs.video') : t('jobs.image')}
        </span>
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.topic}>
          {topic.topic}
        </h3>
        <ul className={styles.tags} aria-label={t('jobs.hashtags')}>
          {topic.hashtags.map((tag) => (
            <li key={tag}>#{tag.replace(/^#/, '')}</li>
          ))}
        </ul>
        <dl className={styles.facts}>
          <div>
            <dt>{t('jobs.reward')}</dt>
            <dd className={styles.reward}>{formatMoney(topic.maxAmount, currency, language)}</dd>
          </div>
          <div>
            <dt>{t('jobs.capacity')}</dt>
            <dd>{t('jobs.capacityValue', { value: formatCount(topic.maxCount, language) })}</dd>
          </div>
        </dl>
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

/** The last tile (spec §2): to the full job list. */
export function SeeAllJobsTile() {
  const { t } = useTranslation('home');
  return (
    <Link className={styles.seeAll} to={paths.jobs}>
      <span className={styles.seeAllTitle}>{t('jobs.seeAll')}</span>
      <span className={styles.seeAllText}>{t('jobs.seeAllText')}</span>
      <span className={styles.seeAllArrow}>
        <ArrowRightIcon />
      </span>
    </Link>
  );
}
