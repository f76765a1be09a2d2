import type { Topic } from '../../../contract/topics';
import { JobCard, type JobCardProps } from '../../components/job-card/job-card';
import { useTopicFacts } from '../../components/topic-facts/topic-facts';

/** A job of the list: home's card with every fact of the job under its reward and capacity. */
export function JobListCard({ topic, onStatus }: { topic: Topic; onStatus: JobCardProps['onStatus'] }) {
  // The card shows reward and capacity itself, in the same words as home.
  const moreFacts = useTopicFacts(topic).filter((fact) => fact.key !== 'reward' && fact.key !== 'capacity');
  return <JobCard topic={topic} onStatus={onStatus} headingLevel={2} moreFacts={moreFacts} />;
}
