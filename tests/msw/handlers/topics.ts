// The topics resource (spec §7 "Topics and entries"): the job list, paged as the server pages it,
// and one job (404 NOT_FOUND for an unknown uuid).
import { http } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import { apiPaths } from '../../../contract/paths';
import { topicsQuerySchema } from '../../../contract/topics';
import { fail, ok } from '../envelope';
import { jobTopics } from '../fixtures/jobs';

export const topicHandlers = [
  http.get(`*${apiPaths.topics}`, ({ request }) => {
    const query = topicsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
    const { page, size } = query.data;
    return ok({
      lists: jobTopics.slice((page - 1) * size, page * size),
      totalCount: jobTopics.length,
      page,
      size,
    });
  }),
  // apiPaths.topic(':uuid') would encode the colon.
  http.get('*/v1/api/topics/:uuid', ({ params }) => {
    const topic = jobTopics.find((candidate) => candidate.uuid === params.uuid);
    return topic ? ok(topic) : fail(404, ErrorCode.NotFound, 'We could not find what you were looking for.');
  }),
];
