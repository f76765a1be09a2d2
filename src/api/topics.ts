// Topics resource (spec §7 "Topics and entries"): the job list and one job. Every call resolves
// with the envelope (src/api/client.ts).
import type { Page } from '../../contract/envelope';
import { apiPaths } from '../../contract/paths';
import type { Topic, TopicDetail, TopicsQuery } from '../../contract/topics';
import { api } from './client';

/** GET /api/topics' parameters: page and size, and the issue-18 filters, sort and search when set. */
export type TopicsRequest = Partial<TopicsQuery> & Pick<TopicsQuery, 'page' | 'size'>;

/**
 * GET /api/topics: one page of the jobs (pages start at 1). A host that does not know the filters
 * answers the plain list (the job list narrows it itself).
 */
export function getTopics(request: TopicsRequest, signal?: AbortSignal) {
  return api.get<Page<Topic>>(apiPaths.topics, { params: request, signal });
}

/** GET /v1/api/topics/{uuid}: one job with its brief, when it has one; 404 (NOT_FOUND) for an unknown uuid. */
export function getTopic(uuid: string, signal?: AbortSignal) {
  return api.get<TopicDetail>(apiPaths.topic(uuid), { signal });
}
