// The console's topics and groups (issue 21, area `competitions`: reviewer and admin). Every change
// goes through the audited services the commands use (competition-actions.ts); the reads are the
// competitions domain's own. Topic images are stored as public files first (topic-images), then
// named by URL in the topic, as create-topic names a stored file.
// Long file: eleven routes of one area, each mostly its OpenAPI description; splitting topics from
// groups would part the shared refusals and deps for little gain.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import {
  addedGroupEntrySchema,
  addGroupEntryBodySchema,
  consoleGroupListSchema,
  consoleTopicPageSchema,
  groupQuerySchema,
  productionBodySchema,
  recordedProductionSchema,
  releasedGroupSchema,
  scheduleGroupBodySchema,
  scheduledGroupSchema,
  statisticsBodySchema,
  statisticsRunSchema,
  topicCreateSchema,
  topicImageSchema,
  topicImageUploadSchema,
  topicListQuerySchema,
  topicSavedSchema,
  topicUpdateSchema,
  type TopicUpdate as TopicUpdateBody,
} from '../../contract/operator-competitions.js';
import {
  operatorPaths,
  TOPIC_IMAGE_FIELDS,
  TOPIC_IMAGE_KINDS,
  uuidParamsSchema,
} from '../../contract/operator.js';
import type { Currency } from '../../contract/money-rules.js';
import { routePattern } from '../../contract/paths.js';
import { TOPIC_IMAGE_MAX_BYTES, TOPIC_THUMBNAIL_SIZE, topicDetailSchema } from '../../contract/topics.js';
import {
  findTopicDetail,
  listTopics,
  overviewGroups,
  type TopicInput,
  type TopicUpdate,
} from '../competitions/index.js';
import type { DatabaseHandle } from '../db/client.js';
import {
  IMAGE_KINDS,
  imagePixelSize,
  publicFileExists,
  PublicFileError,
  readUpload,
  refuse,
  registerUploads,
  storePublicFileFrom,
  tmpDir,
  type PrivateStore,
} from '../files/index.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { failure } from '../plugins/responses.js';
import {
  addToGroupAudited,
  createTopicAudited,
  recordProductionAudited,
  releaseGroupAudited,
  runStatisticsAudited,
  scheduleGroupAudited,
  updateTopicAudited,
} from './competition-actions.js';
import type { OperatorRouteDeps } from './operator-deps.js';
import { actorOf, allow, requireOperator } from './operator-guard.js';
import { answered, consoleFailures } from './refusals.js';

export interface OperatorCompetitionDeps extends OperatorRouteDeps {
  /** Where uploads are received and converted works are copied from. */
  store: PrivateStore;
  currency: Currency;
  /** The statistics run takes the competitions' job lock through it; without it that run answers 503. */
  handle: DatabaseHandle | null;
  /** Tells the scheduled creators when their competition starts (after the commit). */
  mailScheduled: (submissionUuids: readonly string[], beginsAt: Date) => void;
}

const refused = failure(
  'COMPETITION_INPUT_INVALID: the competitions refuse these values (a hashtag of two words, an image URL ' +
    'not stored, …).',
);
const notFound = failure('NOT_FOUND: no such topic, group or entry.');

/** The body's names to the services' (the API says entryBeginDate and description, as GET does). */
function serviceFields(body: TopicUpdateBody): TopicUpdate {
  const { description, entryBeginDate, entryEndDate, ...rest } = body;
  const instant = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? null : new Date(value);
  const fields: TopicUpdate = {
    ...rest,
    descriptionHtml: description,
    entryBeginAt: instant(entryBeginDate),
    entryEndAt: instant(entryEndDate),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as TopicUpdate;
}

export const operatorCompetitionRoutes: FastifyPluginAsyncZod<OperatorCompetitionDeps> = async (
  app,
  deps,
) => {
  const { db, now, store } = deps;
  const reviewer = { onRequest: [allow('competitions')] };
  // topic-images is the one upload here: one small image and its kind.
  await registerUploads(app, {
    maxFileBytes: TOPIC_IMAGE_MAX_BYTES,
    files: 1,
    fields: 2,
    fieldSize: 64,
    parts: 3,
  });

  /** Every image URL the body names must be a public file stored before. */
  async function checkImages(body: TopicUpdateBody) {
    const named: [string, string | null | undefined][] = [
      ['mainBannerImageUrl', body.mainBannerImageUrl],
      ['thumbnailUrl', body.thumbnailUrl],
      ...(body.exampleWorks ?? []).flatMap((work, index): [string, string | null][] => [
        [`exampleWorks.${index}.thumbnailUrl`, work.thumbnailUrl],
        [`exampleWorks.${index}.videoUrl`, work.videoUrl],
      ]),
    ];
    for (const [field, url] of named) {
      if (url && !(await publicFileExists(store.storage, url))) {
        throw new ApiError(400, ErrorCode.CompetitionInputInvalid, undefined, field);
      }
    }
  }

  app.get(
    operatorPaths.topics,
    {
      ...reviewer,
      schema: {
        summary: 'Topics, newest first, every one (no entry-period filter), with their group counts',
        tags: ['operator'],
        querystring: topicListQuerySchema,
        response: {
          200: envelopeSchema(consoleTopicPageSchema).describe('A page of topics.'),
          ...consoleFailures,
        },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { topics, totalCount } = await listTopics(db, { page, size, now: now() });
      return ok({ lists: topics, totalCount, page, size });
    },
  );

  app.get(
    routePattern(operatorPaths.topic, 'uuid'),
    {
      ...reviewer,
      schema: {
        summary: 'One topic with its brief, for the edit form',
        tags: ['operator'],
        params: uuidParamsSchema,
        response: {
          200: envelopeSchema(topicDetailSchema).describe('The topic.'),
          ...consoleFailures,
          404: notFound,
        },
      },
    },
    async (request) => {
      const topic = await findTopicDetail(db, request.params.uuid);
      if (!topic) throw new ApiError(404, ErrorCode.NotFound);
      return ok(topic);
    },
  );

  app.post(
    operatorPaths.topics,
    {
      ...reviewer,
      schema: {
        summary: 'Create a topic (job) with its images and brief, as create-topic does',
        tags: ['operator'],
        body: topicCreateSchema,
        response: {
          200: envelopeSchema(topicSavedSchema).describe('Created; `changed` is empty.'),
          ...consoleFailures,
          400: refused,
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'competitions');
      await checkImages(request.body);
      const uuid = await answered(() =>
        createTopicAudited(db, actorOf(operator), serviceFields(request.body) as TopicInput, now()),
      );
      return ok({ uuid, changed: [] });
    },
  );

  app.patch(
    routePattern(operatorPaths.topic, 'uuid'),
    {
      ...reviewer,
      schema: {
        summary: "Change a topic's fields or brief (only those given), as update-topic does",
        tags: ['operator'],
        params: uuidParamsSchema,
        body: topicUpdateSchema,
        response: {
          200: envelopeSchema(topicSavedSchema).describe('Changed; `changed` names the columns.'),
          ...consoleFailures,
          400: refused,
          404: notFound,
          409: failure('TOPIC_TYPE_LOCKED: the topic has groups or entries, so it stays video or image.'),
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'competitions');
      await checkImages(request.body);
      const changed = await answered(() =>
        updateTopicAudited(db, actorOf(operator), request.params.uuid, serviceFields(request.body), now()),
      );
      return ok({ uuid: request.params.uuid, changed });
    },
  );

  app.post(
    operatorPaths.topicImages,
    {
      ...reviewer,
      schema: {
        summary: 'Store an image for a topic (banner, 720 x 405 thumbnail, example) as a public file',
        description:
          'Multipart: `kind` first, then `file` (JPEG, PNG or WebP). Answers the URL to give the topic; ' +
          'the same image stored twice is one file.',
        tags: ['operator'],
        consumes: ['multipart/form-data'],
        multipartBody: topicImageUploadSchema,
        response: {
          200: envelopeSchema(topicImageSchema).describe('Stored.'),
          ...consoleFailures,
          400: failure(
            'VALIDATION_FAILED: no kind or no file; THUMBNAIL_SIZE_INVALID: a thumbnail not 720 x 405.',
          ),
          413: failure('FILE_TOO_LARGE'),
          415: failure('FILE_TYPE_INVALID: not a JPEG, PNG or WebP image.'),
        },
      },
    },
    async (request) => {
      requireOperator(request, 'competitions');
      let kind = '';
      const { files } = await readUpload(request, store, [TOPIC_IMAGE_FIELDS.file], (texts) => {
        kind = texts.get(TOPIC_IMAGE_FIELDS.kind) ?? '';
        if (!(TOPIC_IMAGE_KINDS as readonly string[]).includes(kind)) {
          throw refuse(400, ErrorCode.ValidationFailed, TOPIC_IMAGE_FIELDS.kind);
        }
      });
      const file = files.get(TOPIC_IMAGE_FIELDS.file)!;
      try {
        const size = await imagePixelSize(file.temporary.path);
        if (!size) throw refuse(415, ErrorCode.FileTypeInvalid, TOPIC_IMAGE_FIELDS.file);
        if (
          kind === 'thumbnail' &&
          (size.width !== TOPIC_THUMBNAIL_SIZE.width || size.height !== TOPIC_THUMBNAIL_SIZE.height)
        ) {
          throw refuse(400, ErrorCode.ThumbnailSizeInvalid, TOPIC_IMAGE_FIELDS.file);
        }
        const stored = await storePublicFileFrom(
          store.storage,
          file.temporary.path,
          IMAGE_KINDS,
          tmpDir(store),
        ).catch((error: unknown) => {
          if (error instanceof PublicFileError)
            throw refuse(415, ErrorCode.FileTypeInvalid, TOPIC_IMAGE_FIELDS.file);
          throw error;
        });
        return ok({ url: stored.url, width: size.width, height: size.height });
      } finally {
        await file.temporary.discard();
      }
    },
  );

  app.get(
    operatorPaths.groups,
    {
      ...reviewer,
      schema: {
        summary: "Groups (of one topic, in one state) with their entries' rankings",
        tags: ['operator'],
        querystring: groupQuerySchema,
        response: { 200: envelopeSchema(consoleGroupListSchema).describe('The groups.'), ...consoleFailures },
      },
    },
    async (request) => {
      const groups = await overviewGroups(db, { topicUuid: request.query.topic, state: request.query.state });
      return ok({
        lists: groups.map((group) => ({
          ...group,
          beginAt: group.beginAt.toISOString(),
          endAt: group.endAt.toISOString(),
          competitionUpdateAt: group.competitionUpdateAt?.toISOString() ?? null,
        })),
      });
    },
  );

  app.post(
    operatorPaths.groups,
    {
      ...reviewer,
      schema: {
        summary: 'Schedule a new group of converted entries, as schedule-group --submission does',
        description:
          "The entries' converted works are published for the rankings and their creators mailed. A group is " +
          'created waiting (or preparing, held until released) and moved by the clock at once.',
        tags: ['operator'],
        body: scheduleGroupBodySchema,
        response: {
          200: envelopeSchema(scheduledGroupSchema).describe('Scheduled.'),
          ...consoleFailures,
          400: failure('COMPETITION_INPUT_INVALID, GROUP_CAPACITY_EXCEEDED'),
          404: notFound,
          409: failure('SUBMISSION_STATE_CONFLICT: an entry is not converted and waiting for a group.'),
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'competitions');
      const body = request.body;
      const beginAt = new Date(body.beginAt);
      const group = await answered(() =>
        scheduleGroupAudited(
          db,
          actorOf(operator),
          store,
          {
            topicUuid: body.topicUuid,
            beginAt,
            endAt: new Date(body.endAt),
            capacity: body.capacity,
            preparing: body.preparing,
            submissionUuids: body.submissionUuids,
          },
          now(),
        ),
      );
      deps.mailScheduled(body.submissionUuids, beginAt);
      return ok({ uuid: group.uuid, state: group.state, entryUuids: group.entryUuids });
    },
  );

  app.post(
    routePattern(operatorPaths.groupEntries, 'uuid'),
    {
      ...reviewer,
      schema: {
        summary: 'Add one converted entry to a group that has not begun, as schedule-submission does',
        tags: ['operator'],
        params: uuidParamsSchema,
        body: addGroupEntryBodySchema,
        response: {
          200: envelopeSchema(addedGroupEntrySchema).describe('Added at the next position.'),
          ...consoleFailures,
          400: refused,
          404: notFound,
          409: failure(
            'GROUP_STATE_CONFLICT: the group has begun or is full; SUBMISSION_STATE_CONFLICT: the entry is ' +
              'not converted and waiting, or is in a group already.',
          ),
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'competitions');
      const { submissionUuid } = request.body;
      const added = await answered(() =>
        addToGroupAudited(
          db,
          actorOf(operator),
          store,
          { submissionUuid, groupUuid: request.params.uuid },
          now(),
        ),
      );
      deps.mailScheduled([submissionUuid], added.beginAt);
      return ok({
        groupSubmissionUuid: added.groupSubmissionUuid,
        position: added.position,
        groupState: added.groupState,
      });
    },
  );

  app.post(
    routePattern(operatorPaths.releaseGroup, 'uuid'),
    {
      ...reviewer,
      schema: {
        summary: 'Release a preparing group: waiting, and on by the clock',
        tags: ['operator'],
        params: uuidParamsSchema,
        response: {
          200: envelopeSchema(releasedGroupSchema).describe("Released; the group's state now."),
          ...consoleFailures,
          404: notFound,
          409: failure('GROUP_STATE_CONFLICT: the group is not preparing.'),
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'competitions');
      const state = await answered(() =>
        releaseGroupAudited(db, actorOf(operator), request.params.uuid, now()),
      );
      return ok({ uuid: request.params.uuid, state });
    },
  );

  app.post(
    routePattern(operatorPaths.production, 'uuid'),
    {
      ...reviewer,
      schema: {
        summary: "Record production counts of a group's entry, as the mobile app reports them",
        tags: ['operator'],
        params: uuidParamsSchema,
        body: productionBodySchema,
        response: {
          200: envelopeSchema(recordedProductionSchema).describe(
            'Recorded (or, with a report id seen before, nothing changed: `recorded` false).',
          ),
          ...consoleFailures,
          400: failure(
            'PRODUCTION_TIME_INVALID; COMPETITION_INPUT_INVALID: the report id names another entry.',
          ),
          404: notFound,
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'competitions');
      const { count, producedAt, reportId } = request.body;
      const report = await answered(() =>
        recordProductionAudited(
          db,
          actorOf(operator),
          {
            groupSubmissionUuid: request.params.uuid,
            count,
            producedAt: producedAt === undefined ? undefined : new Date(producedAt),
            reportId,
          },
          now(),
        ),
      );
      return ok({ ...report, producedAt: report.producedAt.toISOString() });
    },
  );

  app.post(
    operatorPaths.statistics,
    {
      ...reviewer,
      schema: {
        summary: 'Run the statistics now (rankings, ratios, secured amounts), as run-statistics does',
        tags: ['operator'],
        body: statisticsBodySchema,
        response: {
          200: envelopeSchema(statisticsRunSchema).describe('The run.'),
          ...consoleFailures,
          409: failure('COMPETITION_JOBS_BUSY: another run or state change is busy; try again in a minute.'),
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'competitions');
      const handle = deps.handle;
      if (!handle) throw new ApiError(503, ErrorCode.ServiceUnavailable, 60);
      const run = await answered(() =>
        runStatisticsAudited(handle, actorOf(operator), {
          now: now(),
          currency: deps.currency,
          alsoGroups: request.body.groupUuids,
        }),
      );
      return ok({
        ranAt: run.ranAt.toISOString(),
        groupUuids: run.groupUuids,
        started: run.advanced.started,
        completed: run.advanced.completed,
      });
    },
  );
};
