import { describe, expect, it } from 'vitest';
import { TOPIC_TYPE_IMAGE, TOPIC_TYPE_VIDEO } from '../../../contract/topic-rules';
import type { Topic } from '../../../contract/topics';
import { NO_JOB_FILTERS, type JobFilters } from '../../../src/pages/jobs/job-query';
import { narrowTopics } from '../../../src/pages/jobs/narrow-topics';

const NOW = Date.parse('2026-11-25T00:00:00Z');

function job(topic: string, fields: Partial<Topic> = {}): Topic {
  return {
    uuid: topic,
    topic,
    maxAmount: 100,
    maxCount: 10,
    amountPerUser: 10,
    mainBannerImageUrl: null,
    thumbnailUrl: null,
    topicType: TOPIC_TYPE_VIDEO,
    videoStyleType: 1,
    timeLimit: 'f5s',
    hashtags: [],
    countOfGroupReady: 0,
    countOfGroupStandby: 0,
    countOfGroupProgress: 0,
    countOfGroupCompletion: 0,
    ...fields,
  };
}

// In the server's order (newest first).
const jobs = [
  job('Travel vlog', { hashtags: ['#Summer', 'trip'], maxAmount: 300, entryEndDate: '2026-12-20T00:00:00Z' }),
  job('Logo poster', { topicType: TOPIC_TYPE_IMAGE, videoStyleType: 3, maxAmount: 500 }),
  job('City walk', {
    timeLimit: '30s',
    videoStyleType: 4,
    maxAmount: 500,
    entryEndDate: '2026-12-01T00:00:00Z',
  }),
  job('Old leaves', { timeLimit: '1m', entryEndDate: '2026-01-01T00:00:00Z', maxAmount: 900 }),
  job('New year', { timeLimit: 'f10s', entryBeginDate: '2026-12-31T00:00:00Z', maxAmount: 50 }),
  job('Cafe menu', { hashtags: ['food'], maxAmount: 200, entryEndDate: '2026-11-26T00:00:00Z' }),
];

const names = (filters: Partial<JobFilters>) =>
  narrowTopics(jobs, { ...NO_JOB_FILTERS, ...filters }, NOW).map((topic) => topic.topic);

describe('the job list narrowed on the page received', () => {
  it('keeps everything in the server order without filters', () => {
    expect(names({})).toEqual(jobs.map((topic) => topic.topic));
  });

  it('narrows by type (image = anything but video) and style', () => {
    expect(names({ type: 'image' })).toEqual(['Logo poster']);
    expect(names({ type: 'video', style: 'mixed' })).toEqual(['City walk']);
  });

  it('narrows by length kind and value', () => {
    expect(names({ lengthKind: 'minimum' })).toEqual(['City walk', 'Old leaves']);
    expect(names({ lengthKind: 'exact', timeLimit: 'f10s' })).toEqual(['New year']);
  });

  it('keeps only the jobs taking entries now', () => {
    expect(names({ open: true })).toEqual(['Travel vlog', 'Logo poster', 'City walk', 'Cafe menu']);
  });

  it('finds a name or a hashtag, in any case, with or without #', () => {
    expect(names({ keyword: 'CITY' })).toEqual(['City walk']);
    expect(names({ keyword: '#summer' })).toEqual(['Travel vlog']);
    expect(names({ keyword: 'foo' })).toEqual(['Cafe menu']);
    expect(names({ keyword: 'nothing like it' })).toEqual([]);
  });

  it('sorts by highest reward, ties in the server order', () => {
    expect(names({ sort: 'reward' })).toEqual([
      'Old leaves',
      'Logo poster',
      'City walk',
      'Travel vlog',
      'Cafe menu',
      'New year',
    ]);
  });

  it('sorts open jobs by the soonest deadline, then the rest in the server order', () => {
    expect(names({ sort: 'closing' })).toEqual([
      'Cafe menu',
      'City walk',
      'Travel vlog',
      'Logo poster',
      'Old leaves',
      'New year',
    ]);
  });

  it('combines filters and sort', () => {
    expect(names({ type: 'video', open: true, sort: 'reward' })).toEqual([
      'City walk',
      'Travel vlog',
      'Cafe menu',
    ]);
  });

  it('changes nothing on a page the server already narrowed', () => {
    const filters = { ...NO_JOB_FILTERS, type: 'video' as const, open: true, sort: 'closing' as const };
    const once = narrowTopics(jobs, filters, NOW);
    expect(narrowTopics(once, filters, NOW)).toEqual(once);
  });
});
