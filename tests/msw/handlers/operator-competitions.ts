// The console's jobs and groups (/operator/api topics, topic-images, groups, group-entries,
// statistics; area `competitions`), with the server's checks and refusals: bodies parsed by the
// contract's schemas (400 VALIDATION_FAILED), TOPIC_TYPE_LOCKED for a job with groups,
// GROUP_CAPACITY_EXCEEDED, GROUP_STATE_CONFLICT, SUBMISSION_STATE_CONFLICT and
// PRODUCTION_TIME_INVALID. Changes last until the test ends (resetCompetitionHandlersState).
import { http } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import type { OperatorSubmissionItem } from '../../../contract/operator';
import {
  addGroupEntryBodySchema,
  groupQuerySchema,
  productionBodySchema,
  scheduleGroupBodySchema,
  statisticsBodySchema,
  topicCreateSchema,
  topicListQuerySchema,
  topicUpdateSchema,
  type ConsoleGroup,
} from '../../../contract/operator-competitions';
import { operatorPaths, TOPIC_IMAGE_FIELDS, TOPIC_IMAGE_KINDS } from '../../../contract/operator-paths';
import { GroupState, TOPIC_THUMBNAIL_SIZE } from '../../../contract/topic-rules';
import type { TopicDetail } from '../../../contract/topics';
import { fail, ok } from '../envelope';
import { consoleGroups, consoleTopics, entriesToSchedule } from '../fixtures/operator-competitions';
import { guarded, invalid, notFound, paged, queryOf } from './operator-guard';

let topics: TopicDetail[] = [];
let groups: ConsoleGroup[] = [];
let waiting: { topicUuid: string; entry: OperatorSubmissionItem }[] = [];
let created = 0;
let uploads = 0;

export function resetCompetitionHandlersState(): void {
  topics = structuredClone(consoleTopics);
  groups = structuredClone(consoleGroups);
  waiting = structuredClone(entriesToSchedule);
  created = 0;
  uploads = 0;
}
resetCompetitionHandlersState();

/** GET …/submissions?state=to-schedule&topic: the converted entries waiting for a group. */
export function entriesWaitingForAGroup(topicUuid?: string): OperatorSubmissionItem[] {
  return waiting.filter((row) => !topicUuid || row.topicUuid === topicUuid).map((row) => row.entry);
}

const newUuid = (prefix: string) => `${prefix}-0000-4000-8000-${String(++created).padStart(12, '0')}`;
const area = 'competitions';

/** A job's group counts follow its groups (the list shows them). */
function countGroups(topic: TopicDetail): TopicDetail {
  const count = (state: number) =>
    groups.filter((group) => group.topicUuid === topic.uuid && group.state === state).length;
  const hasGroups = groups.some((group) => group.topicUuid === topic.uuid);
  return hasGroups
    ? {
        ...topic,
        countOfGroupReady: count(GroupState.Preparing),
        countOfGroupStandby: count(GroupState.Waiting),
        countOfGroupProgress: count(GroupState.Competing),
        countOfGroupCompletion: count(GroupState.Completed),
      }
    : topic;
}

function topicHandlers() {
  return [
    http.get(
      `*${operatorPaths.topics}`,
      guarded(({ request }) => {
        const query = topicListQuerySchema.safeParse(queryOf(request));
        if (!query.success) return invalid();
        const { page, size } = query.data;
        return ok(paged(topics.map(countGroups), page, size));
      }, area),
    ),
    http.get(
      `*/operator/api/topics/:uuid`,
      guarded<{ uuid: string }>(({ params }) => {
        const topic = topics.find((candidate) => candidate.uuid === params.uuid);
        return topic ? ok(countGroups(topic)) : notFound();
      }, area),
    ),
    http.post(
      `*${operatorPaths.topics}`,
      guarded(async ({ request }) => {
        const body = topicCreateSchema.safeParse(await request.json());
        if (!body.success) return invalid();
        const topic: TopicDetail = {
          ...body.data,
          uuid: newUuid('7b000000'),
          countOfGroupReady: 0,
          countOfGroupStandby: 0,
          countOfGroupProgress: 0,
          countOfGroupCompletion: 0,
        };
        topics = [topic, ...topics];
        return ok({ uuid: topic.uuid, changed: [] });
      }, area),
    ),
    http.patch(
      `*/operator/api/topics/:uuid`,
      guarded<{ uuid: string }>(async ({ params, request }) => {
        const body = topicUpdateSchema.safeParse(await request.json());
        if (!body.success) return invalid();
        const topic = topics.find((candidate) => candidate.uuid === params.uuid);
        if (!topic) return notFound();
        const locked = groups.some((group) => group.topicUuid === topic.uuid);
        if (body.data.topicType !== undefined && body.data.topicType !== topic.topicType && locked) {
          return fail(409, ErrorCode.TopicTypeLocked, 'The topic type cannot change.');
        }
        topics = topics.map((candidate) => (candidate === topic ? { ...topic, ...body.data } : candidate));
        return ok({ uuid: topic.uuid, changed: Object.keys(body.data) });
      }, area),
    ),
    http.post(
      `*${operatorPaths.topicImages}`,
      guarded(async ({ request }) => {
        const form = await request.formData();
        const kind = form.get(TOPIC_IMAGE_FIELDS.kind);
        const file = form.get(TOPIC_IMAGE_FIELDS.file);
        if (typeof kind !== 'string' || !(TOPIC_IMAGE_KINDS as readonly string[]).includes(kind))
          return invalid();
        if (file === null || typeof file === 'string') return invalid();
        // msw cannot decode images: a thumbnail is taken to be the right size, as the page checked it.
        const size = kind === 'thumbnail' ? TOPIC_THUMBNAIL_SIZE : { width: 1600, height: 900 };
        // jsdom's FormData drops the file's name: the URL counts the uploads instead.
        return ok({ url: `https://files.example.test/public/${kind}-${++uploads}`, ...size });
      }, area),
    ),
  ];
}

function groupOr404(uuid: string) {
  return groups.find((group) => group.uuid === uuid) ?? null;
}

/** The statistics, as the run computes them: by production count, the reward shared by ratio. */
function rank(group: ConsoleGroup, now: string): ConsoleGroup {
  const reward = topics.find((topic) => topic.uuid === group.topicUuid)?.maxAmount ?? 0;
  const total = group.entries.reduce((sum, entry) => sum + entry.countOfOrder, 0);
  const order = [...group.entries].sort((a, b) => b.countOfOrder - a.countOfOrder);
  return {
    ...group,
    countOfOrder: total,
    competitionUpdateAt: now,
    final: group.state === GroupState.Completed,
    entries: group.entries.map((entry) => {
      const ratioBasisPoints = total === 0 ? 0 : Math.round((entry.countOfOrder / total) * 10_000);
      return {
        ...entry,
        ranking: order.indexOf(entry) + 1,
        ratioBasisPoints,
        accumulationAmount: Math.round((reward * ratioBasisPoints) / 10_000),
      };
    }),
  };
}

function groupHandlers() {
  return [
    http.get(
      `*${operatorPaths.groups}`,
      guarded(({ request }) => {
        const query = groupQuerySchema.safeParse(queryOf(request));
        if (!query.success) return invalid();
        const { topic, state } = query.data;
        return ok({
          lists: groups.filter(
            (group) => (!topic || group.topicUuid === topic) && (!state || group.state === state),
          ),
        });
      }, area),
    ),
    http.post(
      `*${operatorPaths.groups}`,
      guarded(async ({ request }) => {
        const body = scheduleGroupBodySchema.safeParse(await request.json());
        if (!body.success) return invalid();
        const { topicUuid, beginAt, endAt, capacity, preparing, submissionUuids } = body.data;
        const topic = topics.find((candidate) => candidate.uuid === topicUuid);
        if (!topic) return notFound();
        const chosen = waiting.filter(
          (row) => row.topicUuid === topicUuid && submissionUuids.includes(row.entry.uuid),
        );
        if (chosen.length !== submissionUuids.length) {
          return fail(409, ErrorCode.SubmissionStateConflict, 'An entry is not waiting for a group.');
        }
        const size = capacity ?? topic.maxCount;
        if (chosen.length > size) return fail(400, ErrorCode.GroupCapacityExceeded, 'Too many entries.');
        const group: ConsoleGroup = {
          uuid: newUuid('9b000000'),
          topicUuid,
          topic: topic.topic,
          state: preparing ? GroupState.Preparing : GroupState.Waiting,
          beginAt,
          endAt,
          capacity: size,
          countOfOrder: 0,
          competitionUpdateAt: null,
          final: false,
          entries: chosen.map(({ entry }, index) => ({
            uuid: newUuid('9f000000'),
            position: index + 1,
            name: entry.title,
            tType: entry.tType,
            countOfOrder: 0,
            ranking: null,
            ratioBasisPoints: null,
            accumulationAmount: null,
          })),
        };
        groups = [...groups, group];
        waiting = waiting.filter((row) => !chosen.includes(row));
        return ok({
          uuid: group.uuid,
          state: group.state,
          entryUuids: group.entries.map((entry) => entry.uuid),
        });
      }, area),
    ),
    http.post(
      `*/operator/api/groups/:uuid/entries`,
      guarded<{ uuid: string }>(async ({ params, request }) => {
        const body = addGroupEntryBodySchema.safeParse(await request.json());
        if (!body.success) return invalid();
        const group = groupOr404(params.uuid);
        if (!group) return notFound();
        const notBegun = group.state === GroupState.Preparing || group.state === GroupState.Waiting;
        if (!notBegun || group.entries.length >= group.capacity) {
          return fail(409, ErrorCode.GroupStateConflict, 'The group has begun or is full.');
        }
        const row = waiting.find(
          (candidate) =>
            candidate.topicUuid === group.topicUuid && candidate.entry.uuid === body.data.submissionUuid,
        );
        if (!row) return fail(409, ErrorCode.SubmissionStateConflict, 'The entry is not waiting.');
        const added = {
          uuid: newUuid('9f000000'),
          position: group.entries.length + 1,
          name: row.entry.title,
          tType: row.entry.tType,
          countOfOrder: 0,
          ranking: null,
          ratioBasisPoints: null,
          accumulationAmount: null,
        };
        groups = groups.map((candidate) =>
          candidate === group ? { ...group, entries: [...group.entries, added] } : candidate,
        );
        waiting = waiting.filter((candidate) => candidate !== row);
        return ok({ groupSubmissionUuid: added.uuid, position: added.position, groupState: group.state });
      }, area),
    ),
    http.post(
      `*/operator/api/groups/:uuid/release`,
      guarded<{ uuid: string }>(({ params }) => {
        const group = groupOr404(params.uuid);
        if (!group) return notFound();
        if (group.state !== GroupState.Preparing) {
          return fail(409, ErrorCode.GroupStateConflict, 'The group is not preparing.');
        }
        groups = groups.map((candidate) =>
          candidate === group ? { ...group, state: GroupState.Waiting } : candidate,
        );
        return ok({ uuid: group.uuid, state: GroupState.Waiting });
      }, area),
    ),
    http.post(
      `*/operator/api/group-entries/:uuid/production`,
      guarded<{ uuid: string }>(async ({ params, request }) => {
        const body = productionBodySchema.safeParse(await request.json());
        if (!body.success) return invalid();
        const group = groups.find((candidate) =>
          candidate.entries.some((entry) => entry.uuid === params.uuid),
        );
        if (!group) return notFound();
        const producedAt = body.data.producedAt ?? new Date().toISOString();
        const at = Date.parse(producedAt);
        const counted = group.state === GroupState.Competing || group.state === GroupState.Completed;
        if (!counted || at < Date.parse(group.beginAt) || at > Date.parse(group.endAt)) {
          return fail(400, ErrorCode.ProductionTimeInvalid, 'Outside the group period.');
        }
        groups = groups.map((candidate) =>
          candidate === group
            ? {
                ...group,
                entries: group.entries.map((entry) =>
                  entry.uuid === params.uuid
                    ? { ...entry, countOfOrder: entry.countOfOrder + body.data.count }
                    : entry,
                ),
              }
            : candidate,
        );
        return ok({
          recorded: true,
          groupUuid: group.uuid,
          groupState: group.state,
          final: group.final,
          producedAt,
        });
      }, area),
    ),
    http.post(
      `*${operatorPaths.statistics}`,
      guarded(async ({ request }) => {
        const body = statisticsBodySchema.safeParse(await request.json());
        if (!body.success) return invalid();
        const ranAt = new Date().toISOString();
        const counted = (group: ConsoleGroup) =>
          (group.state === GroupState.Competing || group.state === GroupState.Completed) &&
          (!group.final || body.data.groupUuids.includes(group.uuid));
        const updated = groups.filter(counted).map((group) => group.uuid);
        groups = groups.map((group) => (counted(group) ? rank(group, ranAt) : group));
        return ok({ ranAt, groupUuids: updated, started: 0, completed: 0 });
      }, area),
    ),
  ];
}

/**
 * Registered before the creator's handlers (tests/msw/server.ts): the creator's `*\/api/topics`
 * would otherwise answer /operator/api/topics too.
 */
export const operatorCompetitionHandlers = [...topicHandlers(), ...groupHandlers()];
