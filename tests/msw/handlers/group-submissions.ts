// The creator's works in groups (spec §7 "Groups"): their rows filtered by group state, the group
// of one entry and a group's ranking table (404 for a group or entry that is not theirs).
import { http } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import { apiPaths } from '../../../contract/paths';
import { groupRankingQuerySchema, myGroupSubmissionsQuerySchema } from '../../../contract/submissions';
import { fail, ok } from '../envelope';
import { myGroupSubmissions, rankingOf } from '../fixtures/submissions';

const notFound = () => fail(404, ErrorCode.NotFound, 'We could not find what you were looking for.');

export const groupSubmissionHandlers = [
  http.get(`*${apiPaths.myGroupSubmissions}`, ({ request }) => {
    const query = myGroupSubmissionsQuerySchema.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
    const { page, size, groupState } = query.data;
    const matching = myGroupSubmissions.filter(
      (row) => groupState === undefined || row.mcfGroup.groupState === groupState,
    );
    return ok({
      lists: matching.slice((page - 1) * size, page * size),
      totalCount: matching.length,
      page,
      size,
    });
  }),

  http.get(`*${apiPaths.myGroupSubmissions}/belong-to-group/:id`, ({ params }) => {
    const row = myGroupSubmissions.find((candidate) => candidate.submissionUuid === params.id);
    return row ? ok(row) : notFound();
  }),

  http.get(`*${apiPaths.myGroupSubmissions}/:id`, ({ params, request }) => {
    const query = groupRankingQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
    const rows = rankingOf(String(params.id));
    if (!rows) return notFound();
    const { page, size } = query.data;
    return ok({ lists: rows.slice((page - 1) * size, page * size), totalCount: rows.length, page, size });
  }),
];
