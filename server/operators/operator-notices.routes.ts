// The console's notices (issue 21, area `content`: support and admin): every notice, hidden ones
// too; post one (as post-notice does), edit, hide or show it, with its attachment. The forms are
// multipart: the texts are checked before any file byte is stored.
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import {
  consoleNoticeDetailSchema,
  consoleNoticePageSchema,
  consoleNoticeQuerySchema,
  noticeEditFormSchema,
  noticeEditTextsSchema,
  noticeFormSchema,
  noticeSavedSchema,
  noticeTextsSchema,
} from '../../contract/operator-content.js';
import {
  NOTICE_ATTACHMENT_MAX_BYTES,
  NOTICE_FIELDS,
  operatorPaths,
  uuidParamsSchema,
} from '../../contract/operator.js';
import { routePattern } from '../../contract/paths.js';
import { listNoticesForConsole, noticeForConsole } from '../content/index.js';
import {
  readUpload,
  refuse,
  registerUploads,
  tmpDir,
  type PrivateStore,
  type ReceivedFile,
} from '../files/index.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { failure } from '../plugins/responses.js';
import { editNoticeAudited, NoticeAttachmentError, postNoticeAudited } from './content-actions.js';
import type { OperatorRouteDeps } from './operator-deps.js';
import { actorOf, allow, requireOperator } from './operator-guard.js';
import { answered, checkedTexts, consoleFailures } from './refusals.js';

export interface OperatorNoticeDeps extends OperatorRouteDeps {
  /** Where uploads are received; its storage holds the notices' files. */
  store: PrivateStore;
}

const formFailures = {
  ...consoleFailures,
  400: failure(
    'VALIDATION_FAILED or CONTROL_CHARACTERS with `field`: a text part is missing or wrong; ' +
      'FILE_NAME_INVALID: the attachment’s name.',
  ),
  413: failure('FILE_TOO_LARGE: the attachment is over 20 MB.'),
  415: failure('FILE_TYPE_INVALID: the attachment is not a PDF, ZIP, JPEG, PNG or WebP.'),
};

export const operatorNoticeRoutes: FastifyPluginAsyncZod<OperatorNoticeDeps> = async (app, deps) => {
  const { db, now, store } = deps;
  const content = { onRequest: [allow('content')] };
  await registerUploads(app, {
    maxFileBytes: NOTICE_ATTACHMENT_MAX_BYTES,
    files: 1,
    fields: 8,
    fieldSize: 256 * 1024,
    parts: 9,
  });

  /** The attachment's bytes (at most 20 MB, so read whole), and its temporary file gone. */
  async function attachmentOf(file: ReceivedFile | undefined) {
    if (!file) return undefined;
    try {
      return { bytes: await readFile(file.temporary.path), name: file.fileName };
    } finally {
      await file.temporary.discard();
    }
  }

  /** Runs a save, turning a refused attachment into 415 on its part. */
  async function saving<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await answered(task);
    } catch (error) {
      if (error instanceof NoticeAttachmentError)
        throw refuse(415, ErrorCode.FileTypeInvalid, NOTICE_FIELDS.attachment);
      throw error;
    }
  }

  app.get(
    operatorPaths.notices,
    {
      ...content,
      schema: {
        summary: 'Every notice, hidden ones too, newest first (of one language, or all)',
        tags: ['operator'],
        querystring: consoleNoticeQuerySchema,
        response: {
          200: envelopeSchema(consoleNoticePageSchema).describe('A page of notices.'),
          ...consoleFailures,
        },
      },
    },
    async (request) => {
      const { page, size, language } = request.query;
      return ok({ ...(await listNoticesForConsole(db, { page, size, language })), page, size });
    },
  );

  app.get(
    routePattern(operatorPaths.notice, 'uuid'),
    {
      ...content,
      schema: {
        summary: 'One notice, hidden or not, with its content and attachment',
        tags: ['operator'],
        params: uuidParamsSchema,
        response: {
          200: envelopeSchema(consoleNoticeDetailSchema).describe('The notice.'),
          ...consoleFailures,
          404: failure('NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const notice = await noticeForConsole(db, request.params.uuid);
      if (!notice) throw new ApiError(404, ErrorCode.NotFound);
      return ok(notice);
    },
  );

  app.post(
    operatorPaths.notices,
    {
      ...content,
      schema: {
        summary:
          'Post a notice (HTML, sanitized when saved) with an optional attachment, as post-notice does',
        tags: ['operator'],
        consumes: ['multipart/form-data'],
        multipartBody: noticeFormSchema,
        response: { 200: envelopeSchema(noticeSavedSchema).describe('Posted.'), ...formFailures },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'content');
      let texts!: z.infer<typeof noticeTextsSchema>;
      const { files } = await readUpload(
        request,
        store,
        [NOTICE_FIELDS.attachment],
        (fields) => {
          texts = checkedTexts(noticeTextsSchema, fields);
        },
        [],
      );
      const attachment = await attachmentOf(files.get(NOTICE_FIELDS.attachment));
      const at = now();
      const { uuid } = await saving(() =>
        postNoticeAudited(
          db,
          actorOf(operator),
          store.storage,
          {
            title: texts.title,
            contentHtml: texts.content,
            language: texts.language,
            postedAt: at,
            isDisplay: texts.isDisplay === 'true',
            attachment: attachment ?? null,
          },
          at,
        ),
      );
      return ok({ uuid, changed: [] });
    },
  );

  app.patch(
    routePattern(operatorPaths.notice, 'uuid'),
    {
      ...content,
      schema: {
        summary: 'Edit, hide or show a notice; replace or remove its attachment',
        description:
          'Only the parts given change. Hiding moves the attachment out of the public folder (it cannot ' +
          'be downloaded); showing moves it back.',
        tags: ['operator'],
        params: uuidParamsSchema,
        consumes: ['multipart/form-data'],
        multipartBody: noticeEditFormSchema,
        response: {
          200: envelopeSchema(noticeSavedSchema).describe('Saved; `changed` names what changed.'),
          ...formFailures,
          404: failure('NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'content');
      let texts!: z.infer<typeof noticeEditTextsSchema>;
      const { files } = await readUpload(
        request,
        store,
        [NOTICE_FIELDS.attachment],
        (fields) => {
          texts = checkedTexts(noticeEditTextsSchema, fields);
        },
        [],
      );
      const file = await attachmentOf(files.get(NOTICE_FIELDS.attachment));
      const changed = await saving(() =>
        editNoticeAudited(
          db,
          actorOf(operator),
          store.storage,
          tmpDir(store),
          request.params.uuid,
          {
            title: texts.title,
            contentHtml: texts.content,
            language: texts.language,
            isDisplay: texts.isDisplay === undefined ? undefined : texts.isDisplay === 'true',
            attachment: file ?? (texts.removeAttachment === 'true' ? null : undefined),
          },
          now(),
        ),
      );
      return ok({ uuid: request.params.uuid, changed });
    },
  );
};
