import { useTranslation } from 'react-i18next';
import { TOPIC_TYPE_VIDEO } from '../../../contract/topic-rules';
import type { Topic } from '../../../contract/topics';
import { currentLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import styles from './topic-facts.module.css';
import { timeLimitText } from './time-limit-text';
import { useCurrency } from '../../stores/deployment-store';

const VIDEO_STYLES = { 1: 'photo', 2: 'video', 3: 'graphics', 4: 'mixed' } as const;

function videoStyleKey(type: number) {
  return VIDEO_STYLES[type as keyof typeof VIDEO_STYLES] ?? null;
}

/**
 * What a job offers and asks (spec §3): reward, capacity, amount per user, video or image, video
 * style, the time limit in words (video jobs) and its groups per state. The job list's cards and
 * the job page show the same facts, the page a little larger.
 */
export function TopicFacts({ topic, size = 'compact' }: { topic: Topic; size?: 'compact' | 'full' }) {
  const { t } = useTranslation('entries');
  const language = currentLanguage();
  const currency = useCurrency();
  const isVideo = topic.topicType === TOPIC_TYPE_VIDEO;
  const style = videoStyleKey(topic.videoStyleType);
  const count = (value: number) => value.toLocaleString(language);
  const groups = [
    ['preparing', topic.countOfGroupReady],
    ['waiting', topic.countOfGroupStandby],
    ['competing', topic.countOfGroupProgress],
    ['completed', topic.countOfGroupCompletion],
  ] as const;

  return (
    <dl className={styles.facts} data-size={size}>
      <div>
        <dt>{t('facts.reward')}</dt>
        <dd className={styles.reward}>{formatMoney(topic.maxAmount, currency, language)}</dd>
      </div>
      <div>
        <dt>{t('facts.capacity')}</dt>
        <dd>{t('facts.capacityValue', { value: count(topic.maxCount) })}</dd>
      </div>
      <div>
        <dt>{t('facts.amountPerUser')}</dt>
        <dd>{formatMoney(topic.amountPerUser, currency, language)}</dd>
      </div>
      <div>
        <dt>{t('facts.workType')}</dt>
        <dd>{isVideo ? t('facts.video') : t('facts.image')}</dd>
      </div>
      <div>
        <dt>{t('facts.videoStyle')}</dt>
        <dd>{style ? t(`facts.styles.${style}`) : '--'}</dd>
      </div>
      {isVideo && (
        <div>
          <dt>{t('facts.timeLimit')}</dt>
          <dd>{timeLimitText(t, topic.timeLimit)}</dd>
        </div>
      )}
      <div className={styles.wide}>
        <dt>{t('facts.groups')}</dt>
        <dd>
          <ul className={styles.groups}>
            {groups.map(([state, value]) => (
              <li key={state} data-state={state}>
                {t(`facts.groupStates.${state}`, { count: value, value: count(value) })}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
