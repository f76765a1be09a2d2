// The job list's filters and sort applied to the page the server sent. Our server filters and sorts
// itself (GET /api/topics' issue-18 parameters), and then this changes nothing; a host that ignores
// the parameters sends a plain page, which is narrowed and sorted here by the same rules, so the
// page never shows a job that does not match what the user chose.
import { isExactLength, TOPIC_TYPE_VIDEO } from '../../../contract/topic-rules';
import type { Topic } from '../../../contract/topics';
import { videoStyleCode } from '../../components/topic-facts/video-style';
import { entryPeriodState } from '../../lib/entry-period';
import type { JobFilters } from './job-query';

/** "#Travel" and "travel" find the same hashtag. */
const normalize = (text: string) => text.replace(/^#/, '').toLocaleLowerCase();

function matches(topic: Topic, filters: JobFilters, now: number): boolean {
  const isVideo = topic.topicType === TOPIC_TYPE_VIDEO;
  if (filters.type && isVideo !== (filters.type === 'video')) return false;
  if (filters.style && topic.videoStyleType !== videoStyleCode(filters.style)) return false;
  // As our server does: by the time limit alone, whatever the type.
  if (filters.lengthKind && isExactLength(topic.timeLimit) !== (filters.lengthKind === 'exact')) return false;
  if (filters.timeLimit && topic.timeLimit !== filters.timeLimit) return false;
  if (filters.open && entryPeriodState(topic, now).kind !== 'open') return false;
  if (filters.keyword) {
    const keyword = normalize(filters.keyword);
    const found =
      topic.topic.toLocaleLowerCase().includes(keyword) ||
      topic.hashtags.some((tag) => normalize(tag).includes(keyword));
    if (!found) return false;
  }
  return true;
}

/**
 * "closing", as our server sorts: the open jobs with a deadline first, soonest first; then the
 * rest (no deadline, not open) in the order received (newest first).
 */
function closingRank(topic: Topic, now: number): number {
  const state = entryPeriodState(topic, now);
  return state.kind === 'open' && state.end ? state.end.getTime() : Number.MAX_SAFE_INTEGER;
}

export function narrowTopics(topics: readonly Topic[], filters: JobFilters, now: number): Topic[] {
  const kept = topics.filter((topic) => matches(topic, filters, now));
  // Array#sort is stable: equal jobs keep the server's order (newest first).
  if (filters.sort === 'reward') kept.sort((a, b) => b.maxAmount - a.maxAmount);
  if (filters.sort === 'closing') kept.sort((a, b) => closingRank(a, now) - closingRank(b, now));
  return kept;
}
