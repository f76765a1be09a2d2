// The groups resource (spec §7 "Groups"): the competition status popup's groups of a topic, as
// the server pages them. A topic's groups are `fixtureGroups` with its uuid; one topic fails.
import { http } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import { apiPaths } from '../../../contract/paths';
import { groupTopicQuerySchema } from '../../../contract/topics';
import { fail, ok } from '../envelope';
import { fixtureGroups, recipeShort } from '../fixtures/topics';

export const groupHandlers = [
  http.get(`*${apiPaths.groupTopic}`, ({ request }) => {
    const query = groupTopicQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
    const { page, size, groupState, topicUuid } = query.data;
    if (topicUuid === recipeShort.uuid) return fail(500, ErrorCode.Internal, 'Something went wrong.');
    const matching = fixtureGroups.filter(
      (group) => group.mcfTopic.uuid === topicUuid && group.groupState === groupState,
    );
    return ok({
      lists: matching.slice((page - 1) * size, page * size),
      totalCount: matching.length,
      page,
      size,
    });
  }),
];
