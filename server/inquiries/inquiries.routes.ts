// 1:1 inquiries (spec §7 "Inquiries", issue 11): the creator's list, one inquiry, write, edit and
// delete, with one optional attachment (PDF, image or ZIP, checked from its bytes, private). Another
// creator's inquiry answers 404 to every call; an answered or deleted one cannot be changed (409).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import {
  INQUIRY_ATTACHMENT_KINDS,
  INQUIRY_CATEGORIES,
  INQUIRY_CONTENT_MAX_LENGTH,
  INQUIRY_FIELDS,
  INQUIRY_TITLE_MAX_LENGTH,
  inquiryListQuerySchema,
  inquiryParamsSchema,
  inquirySchema,
  inquirySummarySchema,
  type InquiryCategory,
} from '../../contract/inquiries.js';
import { apiPaths, routePattern } from '../../contract/paths.js';
import { countCharacters } from '../../contract/submission-rules.js';
import { typedTextProblem } from '../../contract/text-rules.js';
import type { Database } from '../db/client.js';
import { pickLanguage } from '../i18n/messages.js';
import { requireSession } from '../plugins/auth.js';
import { describeErrorForLog } from '../lib/error-log.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { createRateLimitHook, type RateLimitSetting } from '../plugins/rate-limits.js';
import type { FileLinks } from '../files/index.js';
import {
  deleteUnanswered,
  describeInquiry,
  editUnanswered,
  findOwnInquiry,
  InquiryStateError,
  listInquiries,
  ownsSubmission,
  writeInquiry,
  type InquiryTexts,
} from './inquiries.js';
import {
  forget,
  keepTemporary,
  type PrivateStore,
  registerUploads,
  readUpload,
  refuse,
  sniffAs,
  type ReceivedFile,
  uploadDeadline,
} from '../files/index.js';
import { sendCreatorCachedJson } from '../lib/public-cache.js';
import { failure, rateLimited, sessionFailures } from '../plugins/responses.js';

export interface InquiryRouteOptions {
  db: Database;
  links: FileLinks;
  store: PrivateStore;
  now: () => Date;
  maxFileBytes?: number;
  /** Inquiries written or edited per creator. */
  writeRateLimit?: RateLimitSetting;
}

export const DEFAULT_INQUIRY_RATE_LIMIT: RateLimitSetting = { max: 30, timeWindowMs: 60 * 60_000 };

const writeFailures = {
  ...sessionFailures,
  400: failure(
    'INQUIRY_CATEGORY_INVALID, INQUIRY_TITLE_INVALID, INQUIRY_CONTENT_INVALID, INQUIRY_LINK_INVALID, ' +
      'CONTROL_CHARACTERS, FILE_NAME_INVALID or VALIDATION_FAILED; `field` names the form field at fault.',
  ),
  404: failure('NOT_FOUND: no such inquiry of yours.'),
  409: failure('INQUIRY_STATE_CONFLICT: answered or deleted inquiries cannot be changed.'),
  413: failure('FILE_TOO_LARGE: the attachment is over 1 GB.'),
  415: failure('FILE_TYPE_INVALID: the attachment is not a PDF, PNG, JPG or ZIP (from its bytes).'),
  429: rateLimited,
};

function checkTexts(texts: Map<string, string>): InquiryTexts {
  const category = texts.get(INQUIRY_FIELDS.category) ?? '';
  if (!(INQUIRY_CATEGORIES as readonly string[]).includes(category)) {
    throw refuse(400, ErrorCode.InquiryCategoryInvalid, INQUIRY_FIELDS.category);
  }
  // A control character answers CONTROL_CHARACTERS; a bidi control or nothing visible (only a
  // zero-width space) the field's own code (contract/text-rules.ts, as the portal checks).
  const rawTitle = texts.get(INQUIRY_FIELDS.title) ?? '';
  const titleProblem = typedTextProblem(rawTitle);
  if (titleProblem === 'control') throw refuse(400, ErrorCode.ControlCharacters, INQUIRY_FIELDS.title);
  const title = rawTitle.trim();
  if (titleProblem || title === '' || countCharacters(title) > INQUIRY_TITLE_MAX_LENGTH) {
    throw refuse(400, ErrorCode.InquiryTitleInvalid, INQUIRY_FIELDS.title);
  }
  const rawContent = texts.get(INQUIRY_FIELDS.content) ?? '';
  const contentProblem = typedTextProblem(rawContent, { multiline: true });
  if (contentProblem === 'control') {
    throw refuse(400, ErrorCode.ControlCharacters, INQUIRY_FIELDS.content);
  }
  const content = rawContent.trim();
  if (contentProblem || content === '' || countCharacters(content) > INQUIRY_CONTENT_MAX_LENGTH) {
    throw refuse(400, ErrorCode.InquiryContentInvalid, INQUIRY_FIELDS.content);
  }
  const submissionUuid = (texts.get(INQUIRY_FIELDS.submissionUuid) ?? '').trim() || null;
  return { category: category as InquiryCategory, title, content, submissionUuid };
}

/** Registered inside the session scope of app.ts: every call needs a valid token. */
export const inquiryRoutes: FastifyPluginAsyncZod<InquiryRouteOptions> = async (app, options) => {
  const { db, store, links } = options;
  await registerUploads(app, {
    maxFileBytes: options.maxFileBytes,
    files: 1,
    fields: 10,
    fieldSize: 16 * 1024,
    parts: 11,
  });
  // A file on a slow line: the body may take 30 minutes, and no more.
  app.addHook('onRequest', uploadDeadline());
  const perCreator = createRateLimitHook(
    app,
    'inquiry-write',
    options.writeRateLimit ?? DEFAULT_INQUIRY_RATE_LIMIT,
    (request) => request.session?.userUuid ?? request.ip,
  );

  /** Reads the form; the texts (and the linked entry) are checked before the file is stored. */
  async function readForm(request: Parameters<typeof readUpload>[0], userUuid: string) {
    let texts!: InquiryTexts;
    const { texts: raw, files } = await readUpload(
      request,
      store,
      [INQUIRY_FIELDS.attachment],
      async (fields) => {
        texts = checkTexts(fields);
        if (texts.submissionUuid && !(await ownsSubmission(db, userUuid, texts.submissionUuid))) {
          throw refuse(400, ErrorCode.InquiryLinkInvalid, INQUIRY_FIELDS.submissionUuid);
        }
      },
      [],
    );
    return { texts, raw, attachment: files.get(INQUIRY_FIELDS.attachment) ?? null };
  }

  /** Checks and keeps the attachment; returns the row to insert and its stored name. */
  async function keepAttachment(file: ReceivedFile, userUuid: string) {
    const type = await sniffAs(file, INQUIRY_ATTACHMENT_KINDS, INQUIRY_FIELDS.attachment);
    return keepTemporary(store, file.temporary, {
      ownerUuid: userUuid,
      originalName: file.fileName,
      mime: type.mime,
      extension: type.extension,
    });
  }

  app.get(
    apiPaths.inquiries,
    {
      schema: {
        summary: "The caller's inquiries, newest first",
        tags: ['inquiries'],
        security: [{ bearerAuth: [] }],
        querystring: inquiryListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(inquirySummarySchema)), ...sessionFailures },
      },
    },
    (request, reply) => {
      const { page, size } = request.query;
      const { userUuid } = requireSession(request);
      return sendCreatorCachedJson(request, reply, db, userUuid, request.query, async () =>
        ok({ ...(await listInquiries(db, userUuid, { page, size })), page, size }),
      );
    },
  );

  app.get(
    routePattern(apiPaths.inquiry, 'uuid'),
    {
      schema: {
        summary: "One of the caller's inquiries with its attachment and answer (anyone else's: 404)",
        tags: ['inquiries'],
        security: [{ bearerAuth: [] }],
        params: inquiryParamsSchema,
        response: { 200: envelopeSchema(inquirySchema), 404: failure('NOT_FOUND'), ...sessionFailures },
      },
    },
    async (request) => {
      const row = await findOwnInquiry(db, requireSession(request).userUuid, request.params.uuid);
      if (!row) throw new ApiError(404, ErrorCode.NotFound);
      return ok(await describeInquiry(db, links, row, options.now()));
    },
  );

  app.post(
    apiPaths.inquiries,
    {
      preHandler: [perCreator],
      schema: {
        summary: 'Write an inquiry (multipart: category, title, content, submissionUuid?, attachment?)',
        tags: ['inquiries'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: envelopeSchema(inquirySchema), ...writeFailures },
      },
    },
    async (request, reply) => {
      const { userUuid } = requireSession(request);
      const { texts, attachment } = await readForm(request, userUuid);
      const kept: string[] = [];
      try {
        const now = options.now();
        const fileRow = attachment ? await keepAttachment(attachment, userUuid) : null;
        if (fileRow) kept.push(fileRow.storedName);
        const row = await writeInquiry(db, {
          userUuid,
          texts,
          attachment: fileRow,
          language: pickLanguage(request.headers['accept-language']),
          now,
        });
        request.log.info({ inquiry: row.uuid }, 'inquiry written');
        return reply.code(201).send({ ...ok(await describeInquiry(db, links, row, now)), status: 201 });
      } catch (error) {
        await forget(store, kept);
        throw error;
      } finally {
        await attachment?.temporary.discard();
      }
    },
  );

  app.put(
    routePattern(apiPaths.inquiry, 'uuid'),
    {
      preHandler: [perCreator],
      schema: {
        summary: 'Edit an unanswered inquiry (multipart as for writing; attachmentAction keep or remove)',
        description: 'Sending a file replaces the attachment; the replaced or removed file is deleted.',
        tags: ['inquiries'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: inquiryParamsSchema,
        response: { 200: envelopeSchema(inquirySchema), ...writeFailures },
      },
    },
    async (request) => {
      const { userUuid } = requireSession(request);
      const current = await findOwnInquiry(db, userUuid, request.params.uuid);
      if (!current) throw new ApiError(404, ErrorCode.NotFound);
      // Refused before a byte is stored.
      if (current.state !== 'unanswered') throw new ApiError(409, ErrorCode.InquiryStateConflict);
      const { texts, raw, attachment } = await readForm(request, userUuid);
      const action = raw.get(INQUIRY_FIELDS.attachmentAction) ?? 'keep';
      const kept: string[] = [];
      try {
        if (action !== 'keep' && action !== 'remove') {
          throw refuse(400, ErrorCode.ValidationFailed, INQUIRY_FIELDS.attachmentAction);
        }
        const now = options.now();
        const fileRow = attachment ? await keepAttachment(attachment, userUuid) : null;
        if (fileRow) kept.push(fileRow.storedName);
        const edited = await editUnanswered(db, userUuid, current.uuid, {
          texts,
          attachment: fileRow
            ? { kind: 'replace', file: fileRow }
            : { kind: action === 'remove' ? 'remove' : 'keep' },
          now,
        });
        if (!edited) throw new ApiError(404, ErrorCode.NotFound);
        // Committed: the new file is the inquiry's now, whatever happens next.
        kept.length = 0;
        const { row, replacedStoredName } = edited;
        // The replaced file's bytes go once its row is gone. Should the storage fail here, the edit
        // stands and the daily sweep (files/orphan-files.ts) takes the file without a row.
        if (replacedStoredName) {
          await forget(store, [replacedStoredName]).catch((error: unknown) =>
            request.log.warn(
              { error: describeErrorForLog(error) },
              'the replaced inquiry attachment was not removed',
            ),
          );
        }
        return ok(await describeInquiry(db, links, row, now));
      } catch (error) {
        await forget(store, kept);
        if (error instanceof InquiryStateError) throw new ApiError(409, ErrorCode.InquiryStateConflict);
        throw error;
      } finally {
        await attachment?.temporary.discard();
      }
    },
  );

  app.delete(
    routePattern(apiPaths.inquiry, 'uuid'),
    {
      schema: {
        summary: 'Delete an unanswered inquiry (it stays, shown as deleted)',
        tags: ['inquiries'],
        security: [{ bearerAuth: [] }],
        params: inquiryParamsSchema,
        response: {
          200: envelopeSchema(inquirySchema),
          404: failure('NOT_FOUND'),
          409: failure('INQUIRY_STATE_CONFLICT: answered or already deleted.'),
          ...sessionFailures,
        },
      },
    },
    async (request) => {
      const { userUuid } = requireSession(request);
      const now = options.now();
      try {
        const row = await deleteUnanswered(db, userUuid, request.params.uuid, now);
        if (!row) throw new ApiError(404, ErrorCode.NotFound);
        return ok(await describeInquiry(db, links, row, now));
      } catch (error) {
        if (error instanceof InquiryStateError) throw new ApiError(409, ErrorCode.InquiryStateConflict);
        throw error;
      }
    },
  );
};
