import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MainItem } from '../../../contract/topics';
import { currentLanguage } from '../../lib/i18n';
import { formatCount } from '../../lib/format-count';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import styles from './banner.module.css';
import { useCurrency } from '../../stores/deployment-store';

export interface BannerSlideProps {
  item: MainItem;
  index: number;
  count: number;
  active: boolean;
}

/** All four group counts of a topic (spec §2 "count of groups"). */
export function countOfGroups(topic: MainItem['mcfTopic']): number {
  return (
    topic.countOfGroupReady +
    topic.countOfGroupStandby +
    topic.countOfGroupProgress +
    topic.countOfGroupCompletion
  );
}

/**
 * One banner (spec §2): image, topic, reward, capacity, count of groups, participate and guide
 * links. Slides are stacked in place (the fade); hidden ones are inert, so their links are
 * neither reachable by Tab nor read.
 */
export function BannerSlide({ item, index, count, active }: BannerSlideProps) {
  const { t } = useTranslation('home');
  const language = currentLanguage();
  const currency = useCurrency();
  const topic = item.mcfTopic;
  const first = index === 0;
  return (
    <div
      className={`swiper-slide ${styles.slide}`}
      role="group"
      aria-roledescription={t('banner.slideRoleDescription')}
      aria-label={t('banner.slideLabel', { index: index + 1, count })}
      data-active={active}
      inert={!active}
      // Every slide sits where the first one is, as Swiper's fade places them (no jump when it
      // takes over). Set once: React never rewrites it, Swiper may.
      style={{ transform: `translate3d(${-100 * index}%, 0, 0)` }}
    >
      {topic.mainBannerImageUrl ? (
        <img
          className={styles.image}
          src={topic.mainBannerImageUrl}
          alt={t('banner.imageAlt', { topic: topic.topic })}
          width={1440}
          height={440}
          decoding={first ? undefined : 'async'}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'low'}
        />
      ) : (
        <div className={styles.art} />
      )}
      <div className={styles.shade} />
      <div className={styles.inner}>
        <div className={styles.card}>
          <p className={styles.eyebrow}>{t('banner.eyebrow')}</p>
          <h2 className={styles.title}>{topic.topic}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('banner.reward')}</dt>
              <dd className={styles.reward}>{formatMoney(topic.maxAmount, currency, language)}</dd>
            </div>
            <div>
              <dt>{t('banner.capacity')}</dt>
              <dd>{t('banner.capacityValue', { value: formatCount(topic.maxCount, language) })}</dd>
            </div>
            <div>
              <dt>{t('banner.groups')}</dt>
              <dd>{t('banner.groupsValue', { value: formatCount(countOfGroups(topic), language) })}</dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <Link className={styles.participate} to={paths.jobDetail(topic.uuid)}>
              {t('banner.participate')}
              <span className="visually-hidden">: {topic.topic}</span>
            </Link>
            <Link className={styles.guide} to={paths.faq}>
              {t('banner.guide')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
