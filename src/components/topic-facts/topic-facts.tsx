import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOPIC_TYPE_VIDEO } from '../../../contract/topic-rules';
import type { Topic } from '../../../contract/topics';
import { formatCount } from '../../lib/format-count';
import { currentLanguage } from '../../lib/i18n';
import { Badge } from '../ui/badge';
import { Money } from '../ui/money';
import { groupTone } from '../ui/tones';
import styles from './topic-facts.module.css';
import { timeLimitText } from './time-limit-text';
import { videoStyleKey } from './video-style';

export interface TopicFact {
  key: 'reward' | 'capacity' | 'amountPerUser' | 'workType' | 'videoStyle' | 'timeLimit' | 'groups';
  label: string;
  value: ReactNode;
  /** A list that takes a whole row (the groups). */
  wide?: boolean;
}

/** Group state codes of CONTRACT.md, in the order a group passes them. */
const GROUP_STATES = [
  ['preparing', 1, 'countOfGroupReady'],
  ['waiting', 2, 'countOfGroupStandby'],
  ['competing', 3, 'countOfGroupProgress'],
  ['completed', 4, 'countOfGroupCompletion'],
] as const;

/**
 * What a job offers and asks (spec §3): reward, capacity, amount per creator, video or image,
 * style, the time limit in words (video jobs) and its groups per state, as labelled values. The job
 * page shows them in a figure grid; the job list's cards add them under their reward and capacity.
 */
export function useTopicFacts(topic: Topic): TopicFact[] {
  const { t } = useTranslation('entries');
  const language = currentLanguage();
  const isVideo = topic.topicType === TOPIC_TYPE_VIDEO;
  const style = videoStyleKey(topic.videoStyleType);
  const facts: TopicFact[] = [
    { key: 'reward', label: t('facts.reward'), value: <Money amount={topic.maxAmount} /> },
    {
      key: 'capacity',
      label: t('facts.capacity'),
      value: t('facts.capacityValue', { value: formatCount(topic.maxCount, language) }),
    },
    { key: 'amountPerUser', label: t('facts.amountPerUser'), value: <Money amount={topic.amountPerUser} /> },
    { key: 'workType', label: t('facts.workType'), value: isVideo ? t('facts.video') : t('facts.image') },
    { key: 'videoStyle', label: t('facts.videoStyle'), value: style ? t(`facts.styles.${style}`) : '--' },
  ];
  if (isVideo)
    facts.push({ key: 'timeLimit', label: t('facts.timeLimit'), value: timeLimitText(t, topic.timeLimit) });
  facts.push({
    key: 'groups',
    label: t('facts.groups'),
    wide: true,
    value: (
      <ul className={styles.groups}>
        {GROUP_STATES.map(([state, code, field]) => (
          <li key={state}>
            <Badge tone={groupTone[code]} state={state}>
              {t(`facts.groupStates.${state}`, {
                count: topic[field],
                value: formatCount(topic[field], language),
              })}
            </Badge>
          </li>
        ))}
      </ul>
    ),
  });
  return facts;
}
