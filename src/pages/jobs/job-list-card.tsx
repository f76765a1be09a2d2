import { useTranslation } from 'react-i18next';
import type { Topic } from '../../../contract/topics';
import { JobCard, type JobCardProps } from '../../components/job-card/job-card';
import { entryPeriodText } from '../../components/topic-facts/entry-period-text';
import { useTopicFacts } from '../../components/topic-facts/topic-facts';
import { entryPeriodState } from '../../lib/entry-period';
import { currentLanguage } from '../../lib/i18n';

interface JobListCardProps {
  topic: Topic;
  onStatus: JobCardProps['onStatus'];
  /** The moment the list was drawn, for the entry period's state. */
  now: number;
  imageLoading?: JobCardProps['imageLoading'];
}

/**
 * A job of the list: home's card with every fact of the job under its reward and capacity, and
 * its entry period (open until …, closed, opens on …).
 */
export function JobListCard({ topic, onStatus, now, imageLoading }: JobListCardProps) {
  const { t } = useTranslation('entries');
  const language = currentLanguage();
  // The card shows reward and capacity itself, in the same words as home.
  const moreFacts = useTopicFacts(topic).filter((fact) => fact.key !== 'reward' && fact.key !== 'capacity');
  // A whole row, so that "Open until Nov 30, 2026 11:59 PM" reads on one line.
  const period = {
    key: 'entries',
    label: t('entryPeriod.label'),
    value: entryPeriodText(t, entryPeriodState(topic, now), language),
    wide: true,
  };
  return (
    <JobCard
      topic={topic}
      onStatus={onStatus}
      headingLevel={2}
      moreFacts={[period, ...moreFacts]}
      imageLoading={imageLoading}
    />
  );
}
