// Topics resource (spec §7 "Topics and entries"): the job list and one job. Every call resolves
// with the envelope (src/api/client.ts).
import type { Page } from '../../contract/envelope';
import { apiPaths } from '../../contract/paths';
import type { Topic } from '../../contract/topics';
import { api } from './client';

/** GET /api/topics: one page of the jobs (pages start at 1). */
export function getTopics(page: number, size: number, signal?: AbortSignal) {
  return api.get<Page<Topic>>(apiPaths.topics, { params: { page, size }, signal });
}

/** GET /v1/api/topics/{uuid}: one job; 404 (NOT_FOUND) for an unknown uuid. */
export function getTopic(uuid: string, signal?: AbortSignal) {
  return api.get<Topic>(apiPaths.topic(uuid), { signal });
}
