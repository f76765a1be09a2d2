import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOPIC_TYPE_VIDEO } from '../../../contract/topic-rules';
import type { Topic } from '../../../contract/topics';
import { THUMBNAIL_SIZE } from '../../lib/constants';
import { formatCount } from '../../lib/format-count';
import { currentLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { useCurrency } from '../../stores/deployment-store';
import { preloadCompetitionStatusDialog } from '../competition-status-dialog/lazy-competition-status-dialog';
import { ChartIcon, ImageIcon, VideoIcon } from '../icons';
import { Button, ButtonLink } from '../ui/button';
import styles from './job-card.module.css';

export interface JobFact {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** Takes the card's whole width (a list of groups). */
  wide?: boolean;
}

export interface JobCardProps {
  topic: Topic;
  /** The Status button was pressed; focus returns to `opener` when the popup closes. */
  onStatus(topic: Topic, opener: HTMLElement): void;
  /** h3 under home's section heading, h2 right under the job list's h1. */
  headingLevel?: 2 | 3;
  /**
   * Facts after the reward and the capacity (the job list shows every fact). Without them the
   * card is a tile of fixed height, as its placeholder is (home: no shift when the jobs arrive).
   */
  moreFacts?: JobFact[];
  /** Eager for the cards a list opens with (EAGER_CARD_IMAGES), lazy below them. */
  imageLoading?: 'lazy' | 'eager';
}

/**
 * One job, on home and on the job list alike (spec §2): thumbnail, topic, hashtags, reward and
 * capacity (in the same words on both), a participate link and the competition status button.
 * Its texts are in the `home` namespace, which the job list route loads too.
 *
 * Home's JavaScript budget is spent, and every module the card shares with pages other than home
 * and the job list becomes one more file of home's first download: so the card draws its own
 * thumbnail box and formats the reward itself rather than use Thumbnail and Money.
 */
export function JobCard({
  topic,
  onStatus,
  headingLevel = 3,
  moreFacts,
  imageLoading = 'lazy',
}: JobCardProps) {
  const { t } = useTranslation('home');
  const language = currentLanguage();
  const currency = useCurrency();
  const titleId = useId();
  const isVideo = topic.topicType === TOPIC_TYPE_VIDEO;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tile = !moreFacts;
  return (
    <article className={styles.card} data-tile={tile || undefined} aria-labelledby={titleId}>
      {/* The 720 × 405 box is reserved before the image arrives (CLS); no image, no broken one. */}
      <div className={styles.thumb}>
        {topic.thumbnailUrl && (
          <img
            src={topic.thumbnailUrl}
            alt={t('jobs.thumbnailAlt', { topic: topic.topic })}
            width={THUMBNAIL_SIZE.width}
            height={THUMBNAIL_SIZE.height}
            loading={imageLoading}
            decoding="async"
          />
        )}
        <span className={styles.type}>
          {isVideo ? <VideoIcon width={14} height={14} /> : <ImageIcon width={14} height={14} />}
          {isVideo ? t('jobs.video') : t('jobs.image')}
        </span>
      </div>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.topic}>
          {topic.topic}
        </Heading>
        {/* Kept when empty in a tile: its row is part of the tile's fixed height. */}
        {(tile || topic.hashtags.length > 0) && (
          <ul className={styles.tags} aria-label={t('jobs.hashtags')}>
            {topic.hashtags.map((tag) => (
              <li key={tag}>#{tag.replace(/^#/, '')}</li>
            ))}
          </ul>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>{t('jobs.reward')}</dt>
            <dd className={styles.reward}>{formatMoney(topic.maxAmount, currency, language)}</dd>
          </div>
          <div>
            <dt>{t('jobs.capacity')}</dt>
            <dd>{t('jobs.capacityValue', { value: formatCount(topic.maxCount, language) })}</dd>
          </div>
          {moreFacts?.map((fact) => (
            <div key={fact.key} data-wide={fact.wide || undefined}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <ButtonLink to={paths.jobDetail(topic.uuid)} size="sm" block>
            {t('jobs.participate')}
            <span className="visually-hidden">: {topic.topic}</span>
          </ButtonLink>
          <Button
            variant="secondary"
            size="sm"
            block
            onClick={(event) => onStatus(topic, event.currentTarget)}
            onPointerEnter={preloadCompetitionStatusDialog}
            onFocus={preloadCompetitionStatusDialog}
          >
            <ChartIcon width={16} height={16} />
            {t('jobs.status')}
            <span className="visually-hidden">: {topic.topic}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}

/** A card's placeholder while the jobs load: the tile's own boxes, so the same height as a tile. */
function JobCardSkeleton() {
  return (
    <div className={styles.card} data-tile="" aria-hidden="true">
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
  );
}

/** A grid of placeholder cards, announced as loading. */
export function JobGridSkeleton({ count, loadingText }: { count: number; loadingText: string }) {
  return (
    <>
      <JobGrid aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <JobCardSkeleton />
          </li>
        ))}
      </JobGrid>
      <p className="visually-hidden" role="status">
        {loadingText}
      </p>
    </>
  );
}

/** The grid of job cards (and of their placeholders). */
export function JobGrid({ children, ...rest }: ComponentProps<'ul'>) {
  return (
    <ul className={styles.grid} {...rest}>
      {children}
    </ul>
  );
}
