// msw handlers for the notices resource (contract/notices.ts): the list paged like the server
// pages it (newest first), and one notice by uuid (404 NOT_FOUND for an unknown one).
import { http } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import { noticeListQuerySchema } from '../../../contract/notices';
import { apiPaths } from '../../../contract/paths';
import { fail, ok } from '../envelope';
import { fixtureNotices, summaryOf } from '../fixtures/notices';

export const noticeHandlers = [
  http.get(`*${apiPaths.notices}`, ({ request }) => {
    const query = noticeListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
    const { page, size } = query.data;
    return ok({
      lists: fixtureNotices.slice((page - 1) * size, page * size).map(summaryOf),
      totalCount: fixtureNotices.length,
      page,
      size,
    });
  }),
  http.get(`*${apiPaths.notices}/:uuid`, ({ params }) => {
    const notice = fixtureNotices.find((item) => item.uuid === params.uuid);
    return notice
      ? ok(notice)
      : fail(404, ErrorCode.NotFound, 'We could not find what you were looking for.');
  }),
];
