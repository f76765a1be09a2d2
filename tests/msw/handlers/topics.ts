// The topics resource (spec §7 "Topics and entries"): the job list, narrowed, sorted and paged as
// our server does it (issue 18's filters, by the job list's own rules), and one job with its brief
// (404 NOT_FOUND for an unknown uuid). `topicsHandler(list, false)` is a host that ignores the filters.
import { http } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import { apiPaths } from '../../../contract/paths';
import { TOPIC_TYPE_VIDEO } from '../../../contract/topic-rules';
import { topicsQuerySchema, type Topic, type TopicsQuery } from '../../../contract/topics';
import { videoStyleKey } from '../../../src/components/topic-facts/video-style';
import type { JobFilters } from '../../../src/pages/jobs/job-query';
import { narrowTopics } from '../../../src/pages/jobs/narrow-topics';
import { fail, ok } from '../envelope';
import { jobTopics } from '../fixtures/jobs';

function filtersOf(query: TopicsQuery): JobFilters {
  return {
    type: query.topicType === undefined ? null : query.topicType === TOPIC_TYPE_VIDEO ? 'video' : 'image',
    style: query.videoStyleType === undefined ? null : videoStyleKey(query.videoStyleType),
    lengthKind: query.lengthKind ?? null,
    timeLimit: query.timeLimit ?? null,
    open: query.open === 'true',
    sort: query.sort,
    keyword: query.keyword ?? '',
  };
}

/** GET /api/topics over `topics`; `honourFilters: false` answers the plain list, as the company's hosts do. */
export function topicsHandler(topics: readonly Topic[] = jobTopics, honourFilters = true) {
  return http.get(`*${apiPaths.topics}`, ({ request }) => {
    const query = topicsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
    const { page, size } = query.data;
    const listed = honourFilters ? narrowTopics(topics, filtersOf(query.data), Date.now()) : topics;
    return ok({
      lists: listed.slice((page - 1) * size, page * size),
      totalCount: listed.length,
      page,
      size,
    });
  });
}

export const topicHandlers = [
  topicsHandler(),
  // apiPaths.topic(':uuid') would encode the colon.
  http.get('*/v1/api/topics/:uuid', ({ params }) => {
    const topic = jobTopics.find((candidate) => candidate.uuid === params.uuid);
    return topic ? ok(topic) : fail(404, ErrorCode.NotFound, 'We could not find what you were looking for.');
  }),
];
