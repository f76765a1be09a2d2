// Entries (spec §7 "Topics and entries"; contract/submissions.ts), answering src/api/submissions.ts:
// the entry upload, the caller's entries, one entry and its project files. Uploads stream
// (multipart) into DATA_DIR/files/private/tmp, are checked from their bytes there, and are kept
// (submission-intake.ts) only when the whole request is valid; anything else leaves no file and no
// row. A topic in full is topics.routes.ts's, the works in groups group-submissions.routes.ts's
// (server/competitions/).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths, routePattern } from '../../contract/paths.js';
import {
  countCharacters,
  DESCRIPTION_MAX_LENGTH,
  durationFits,
  submissionDetailSchema,
  SUBMISSION_FIELDS,
  submissionListQuerySchema,
  submissionSummarySchema,
  THUMBNAIL_SIZE,
  TITLE_MAX_LENGTH,
  UPLOAD_KINDS,
  uuidParamsSchema,
} from '../../contract/submissions.js';
import { FILE_SIZE_MAX_BYTES, UPLOAD_ID_FIELDS } from '../../contract/submission-rules.js';
import { typedTextProblem } from '../../contract/text-rules.js';
import { entryPeriodState, TOPIC_TYPE_VIDEO } from '../../contract/topic-rules.js';
import { pickLanguage } from '../i18n/messages.js';
import { requireSession } from '../plugins/auth.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { createRateLimitHook, type RateLimitSetting } from '../plugins/rate-limits.js';
import { findTopic } from '../competitions/index.js';
import {
  imagePixelSize,
  videoDurationMs,
  type SniffedType,
  linkExpiryMs,
  registerUploads,
  readUpload,
  refuse,
  sniffAs,
  UPLOAD_TIMEOUT_MS,
  uploadDeadline,
} from '../files/index.js';
import type { PrivateStore, ReceivedFile } from '../files/index.js';
import {
  takeUploadedFiles,
  type HeldUploads,
  type ResumableUploads,
  type UploadedFilesDeps,
} from '../uploads/index.js';
import { sendCreatorCachedJson } from '../lib/public-cache.js';
import { createSubmission, receiveProjectFile } from './submission-intake.js';
import { SubmissionStateError } from './submission-pipeline.js';
import {
  describeSubmission,
  findOwnSubmission,
  getSubmissionDetail,
  listSubmissions,
  type SubmissionReadDeps,
} from './submissions.js';

export { UPLOAD_TIMEOUT_MS };
import { failure, rateLimited, sessionFailures } from '../plugins/responses.js';

/** Entry and project-file uploads per creator (each one is up to 1 GB of disk and a probe). */
export const DEFAULT_UPLOAD_RATE_LIMIT: RateLimitSetting = { max: 30, timeWindowMs: 60 * 60_000 };

export interface SubmissionRouteOptions extends SubmissionReadDeps {
  store: PrivateStore;
  uploadRateLimit?: RateLimitSetting;
  /** The largest file accepted (spec §9: 1 GB); tests lower it to meet the limit cheaply. */
  maxFileBytes?: number;
  /** How long an upload's body may take in all (UPLOAD_TIMEOUT_MS unless a test lowers it). */
  uploadTimeoutMs?: number;
  /** The resumable uploads an entry may name instead of a file part (issue 22); null: none. */
  uploads?: ResumableUploads | null;
}

/** Each file of an entry: its part, or the text field naming a finished resumable upload. */
const ENTRY_FILES = [
  { file: SUBMISSION_FIELDS.thumbnail, uploadId: UPLOAD_ID_FIELDS.thumbnail },
  { file: SUBMISSION_FIELDS.work, uploadId: UPLOAD_ID_FIELDS.work },
] as const;
const PROJECT_FILES = [
  { file: SUBMISSION_FIELDS.projectFile, uploadId: UPLOAD_ID_FIELDS.projectFile },
] as const;

const uploadFailures = {
  ...sessionFailures,
  400: failure(
    'FILE_NAME_INVALID, FILE_MISSING, VIDEO_DURATION_INVALID, THUMBNAIL_SIZE_INVALID, TITLE_INVALID, ' +
      'DESCRIPTION_INVALID, CONTROL_CHARACTERS or VALIDATION_FAILED; `field` names the form field at fault.',
  ),
  404: failure(
    'NOT_FOUND: no such topic or entry of yours, or (field: the upload id field) no finished upload of yours by that id.',
  ),
  409: failure(
    'SUBMISSION_STATE_CONFLICT: the entry is not waiting for project files; ENTRY_NOT_YET_OPEN or ' +
      "ENTRY_CLOSED (field topicUuid): the topic's entry period has not begun or is over; " +
      'UPLOAD_NOT_FINISHED or UPLOAD_IN_USE (field: the upload id field): the named upload is still receiving bytes, or another request is using it.',
  ),
  413: failure('FILE_TOO_LARGE: a file is over 1 GB.'),
  415: failure("FILE_TYPE_INVALID: a file's bytes are not of a type this field accepts."),
  429: rateLimited,
};

// A control character answers CONTROL_CHARACTERS; a bidi control or nothing visible (a title of
// only a zero-width space) is the field's own code (contract/text-rules.ts, as the portal checks).
function checkTitle(title: string | undefined) {
  const problem = typedTextProblem(title ?? '');
  if (problem === 'control') throw refuse(400, ErrorCode.ControlCharacters, SUBMISSION_FIELDS.title);
  const text = (title ?? '').trim();
  if (problem || text === '' || countCharacters(text) > TITLE_MAX_LENGTH) {
    throw refuse(400, ErrorCode.TitleInvalid, SUBMISSION_FIELDS.title);
  }
  return text;
}

function checkDescription(description: string | undefined) {
  const text = description ?? '';
  const problem = typedTextProblem(text, { multiline: true });
  if (problem === 'control') throw refuse(400, ErrorCode.ControlCharacters, SUBMISSION_FIELDS.description);
  if (problem || countCharacters(text) > DESCRIPTION_MAX_LENGTH) {
    throw refuse(400, ErrorCode.DescriptionInvalid, SUBMISSION_FIELDS.description);
  }
  return text.trim();
}

/** Registered inside the session scope of app.ts: every call needs a valid token. */
export const submissionRoutes: FastifyPluginAsyncZod<SubmissionRouteOptions> = async (app, options) => {
  const { db, store } = options;
  const deps: SubmissionReadDeps = options;
  const uploaded: UploadedFilesDeps = {
    db,
    store,
    uploads: options.uploads ?? null,
    now: options.now,
    maxFileBytes: options.maxFileBytes ?? FILE_SIZE_MAX_BYTES,
  };
  await registerUploads(app, {
    maxFileBytes: options.maxFileBytes,
    files: 2,
    fields: 10,
    fieldSize: 4096,
    parts: 12,
  });
  const perCreator = createRateLimitHook(
    app,
    'upload',
    options.uploadRateLimit ?? DEFAULT_UPLOAD_RATE_LIMIT,
    (request) => request.session?.userUuid ?? request.ip,
  );
  // Half an hour for the body of these two only (files/multipart-upload.ts).
  const allowLongUpload = uploadDeadline(options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS);

  app.post(
    apiPaths.submissions,
    {
      onRequest: [allowLongUpload],
      preHandler: [perCreator],
      schema: {
        summary: 'Enter a work (multipart: topicUuid, title, description, thumbnail, work)',
        description:
          'Texts first, then the thumbnail (PNG or JPG, exactly 720 x 405) and the work (MP4 for a video ' +
          'topic, meeting its time limit; PNG or JPG for an image topic), each at most 1 GB with a name of at most 50 characters. ' +
          'Where the deployment says `resumableUploads`, a text field `thumbnailUploadId` or `workUploadId` may name a finished ' +
          'upload of the caller (/api/uploads/<id>, tus 1.0) in place of its file part: every check applies to its bytes, and ' +
          'the entry uses it up. Answers 201 with the entry.',
        tags: ['submissions'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: envelopeSchema(submissionDetailSchema), ...uploadFailures },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      let topic: Awaited<ReturnType<typeof findTopic>> = null;
      let title = '';
      let description = '';
      let thumbnailType: SniffedType | null = null;
      // The thumbnail (sent before the work) is checked on arrival: refused, the work is never read.
      const checkThumbnail = async (field: string, file: ReceivedFile) => {
        if (field !== SUBMISSION_FIELDS.thumbnail) return;
        thumbnailType = await sniffAs(file, UPLOAD_KINDS.thumbnail, SUBMISSION_FIELDS.thumbnail);
        const size = await imagePixelSize(file.temporary.path);
        if (!size || size.width !== THUMBNAIL_SIZE.width || size.height !== THUMBNAIL_SIZE.height) {
          throw refuse(400, ErrorCode.ThumbnailSizeInvalid, SUBMISSION_FIELDS.thumbnail);
        }
      };
      const { texts, files } = await readUpload(
        request,
        store,
        [SUBMISSION_FIELDS.thumbnail, SUBMISSION_FIELDS.work],
        async (texts) => {
          title = checkTitle(texts.get(SUBMISSION_FIELDS.title));
          description = checkDescription(texts.get(SUBMISSION_FIELDS.description));
          topic = await findTopic(db, texts.get(SUBMISSION_FIELDS.topicUuid) ?? '');
          if (!topic) throw refuse(404, ErrorCode.NotFound, SUBMISSION_FIELDS.topicUuid);
          // The period is checked when the texts arrive, before a byte of a file is stored: an
          // upload that began in time is accepted even if its last byte arrives after the end.
          const period = entryPeriodState(topic, options.now());
          if (period === 'notYetOpen')
            throw refuse(409, ErrorCode.EntryNotYetOpen, SUBMISSION_FIELDS.topicUuid);
          if (period === 'closed') throw refuse(409, ErrorCode.EntryClosed, SUBMISSION_FIELDS.topicUuid);
        },
        // A file may come as a named upload instead of a part (takeUploadedFiles, below).
        [],
        checkThumbnail,
      );
      let held: HeldUploads | null = null;
      let accepted = false;
      try {
        held = await takeUploadedFiles(uploaded, session.userUuid, texts, files, ENTRY_FILES, checkThumbnail);
        const chosen = topic!;
        const isVideo = chosen.topicType === TOPIC_TYPE_VIDEO;
        const work = files.get(SUBMISSION_FIELDS.work)!;
        const thumbnail = files.get(SUBMISSION_FIELDS.thumbnail)!;
        const workType = await sniffAs(
          work,
          isVideo ? UPLOAD_KINDS.videoWork : UPLOAD_KINDS.imageWork,
          SUBMISSION_FIELDS.work,
        );
        if (isVideo) {
          const duration = await videoDurationMs(work.temporary.path);
          // MP4 bytes that hold no readable video (sound only, or broken) are not a video work.
          if (duration === null) throw refuse(415, ErrorCode.FileTypeInvalid, SUBMISSION_FIELDS.work);
          if (!durationFits(chosen.timeLimit, duration)) {
            throw refuse(400, ErrorCode.VideoDurationInvalid, SUBMISSION_FIELDS.work);
          }
        } else if (!(await imagePixelSize(work.temporary.path))) {
          throw refuse(415, ErrorCode.FileTypeInvalid, SUBMISSION_FIELDS.work);
        }
        const row = await createSubmission(
          db,
          store,
          {
            userUuid: session.userUuid,
            topicUuid: chosen.uuid,
            title,
            description,
            tType: isVideo ? 'video' : 'bcon',
            // The pipeline's mails to the creator are written in the language they entered in.
            language: pickLanguage(request.headers['accept-language']),
            work: { ...work, type: workType },
            thumbnail: { ...thumbnail, type: thumbnailType! },
          },
          options.now(),
          (tx) => held!.consume(tx),
        );
        accepted = true;
        request.log.info(
          { submission: row.uuid, topic: chosen.uuid, uploads: held.ids.length },
          'entry received',
        );
        return reply.code(201).send({ ...ok(await describeSubmission(deps, row, null)), status: 201 });
      } finally {
        await Promise.all([...files.values()].map((file) => file.temporary.discard()));
        await held?.settle(accepted);
      }
    },
  );

  app.get(
    apiPaths.submissions,
    {
      schema: {
        summary: "The caller's entries, newest first",
        tags: ['submissions'],
        security: [{ bearerAuth: [] }],
        querystring: submissionListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(submissionSummarySchema)), ...sessionFailures },
      },
    },
    (request, reply) => {
      const { page, size, state } = request.query;
      const { userUuid } = requireSession(request);
      // The thumbnails' links hold their expiry: the answer is kept within one expiry step.
      const key = { ...request.query, links: linkExpiryMs(deps.now()) };
      return sendCreatorCachedJson(request, reply, db, userUuid, key, async () =>
        ok({ ...(await listSubmissions(deps, userUuid, { page, size, state })), page, size }),
      );
    },
  );

  app.get(
    routePattern(apiPaths.submission, 'uuid'),
    {
      schema: {
        summary: "One of the caller's entries in full (anyone else's: 404)",
        tags: ['submissions'],
        security: [{ bearerAuth: [] }],
        params: uuidParamsSchema,
        response: {
          200: envelopeSchema(submissionDetailSchema),
          404: failure('NOT_FOUND'),
          ...sessionFailures,
        },
      },
    },
    async (request) => {
      const detail = await getSubmissionDetail(deps, requireSession(request).userUuid, request.params.uuid);
      if (!detail) throw new ApiError(404, ErrorCode.NotFound);
      return ok(detail);
    },
  );

  app.post(
    routePattern(apiPaths.projectFile, 'uuid'),
    {
      onRequest: [allowLongUpload],
      preHandler: [perCreator],
      schema: {
        summary: 'Send the project files (one ZIP) of an approved entry',
        description:
          'Multipart with one file, projectFile, or the text field projectFileUploadId naming a finished resumable upload ' +
          'of the caller in its place. The entry moves to converting; answers the entry.',
        tags: ['submissions'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(submissionDetailSchema), ...uploadFailures },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const own = await findOwnSubmission(db, session.userUuid, request.params.uuid);
      if (!own) throw new ApiError(404, ErrorCode.NotFound);
      const notWaiting = () => own.submission.state !== 'approved' || own.submission.projectFileUuid !== null;
      // Refused before a byte is stored when the entry cannot take project files now.
      if (notWaiting()) throw new ApiError(409, ErrorCode.SubmissionStateConflict);
      const { texts, files } = await readUpload(
        request,
        store,
        [SUBMISSION_FIELDS.projectFile],
        () => undefined,
        [],
      );
      let held: HeldUploads | null = null;
      let accepted = false;
      try {
        held = await takeUploadedFiles(uploaded, session.userUuid, texts, files, PROJECT_FILES);
        const file = files.get(SUBMISSION_FIELDS.projectFile)!;
        const type = await sniffAs(file, UPLOAD_KINDS.projectFile, SUBMISSION_FIELDS.projectFile);
        const row = await receiveProjectFile(
          db,
          store,
          {
            userUuid: session.userUuid,
            submissionUuid: own.submission.uuid,
            projectFile: { ...file, type },
          },
          options.now(),
          (tx) => held!.consume(tx),
        );
        accepted = true;
        request.log.info({ submission: row.uuid, uploads: held.ids.length }, 'project files received');
        return ok(await describeSubmission(deps, row, null));
      } catch (error) {
        if (error instanceof SubmissionStateError) throw new ApiError(409, ErrorCode.SubmissionStateConflict);
        throw error;
      } finally {
        await Promise.all([...files.values()].map((file) => file.temporary.discard()));
        await held?.settle(accepted);
      }
    },
  );
};
