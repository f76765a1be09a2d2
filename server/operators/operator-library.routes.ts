// Long file: the console's free libraries are twelve operations of one area (categories, audio,
// fonts), each with its OpenAPI schema; splitting them would scatter one form's rules.
//
// The console's free libraries (issue 21, area `content`: support and admin): categories with both
// names, audio and fonts hidden ones too; add and edit items with their files, show or hide them.
// The item forms are multipart: the texts are checked before any file byte is stored.
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeSchema } from '../../contract/envelope.js';
import {
  audioEditFormSchema,
  audioEditTextsSchema,
  audioFormSchema,
  audioTextsSchema,
  categoryCreateSchema,
  categoryEditSchema,
  categoryListQuerySchema,
  consoleAudioPageSchema,
  consoleAudioSchema,
  consoleCategoryListSchema,
  consoleFontPageSchema,
  consoleFontSchema,
  fontEditFormSchema,
  fontEditTextsSchema,
  fontFormSchema,
  fontTextsSchema,
  libraryListQuerySchema,
  librarySavedSchema,
} from '../../contract/operator-library.js';
import {
  AUDIO_FIELDS,
  FONT_FIELDS,
  LIBRARY_FILE_MAX_BYTES,
  operatorPaths,
  uuidParamsSchema,
} from '../../contract/operator.js';
import { routePattern } from '../../contract/paths.js';
import { ErrorCode } from '../../contract/error-codes.js';
import {
  audioForConsole,
  fontForConsole,
  listAudioForConsole,
  listCategoriesForConsole,
  listFontsForConsole,
} from '../content/index.js';
import type { Database } from '../db/client.js';
import {
  readUpload,
  registerUploads,
  tmpDir,
  type FileStorage,
  type PrivateStore,
  type ReceivedFile,
} from '../files/index.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { failure } from '../plugins/responses.js';
import {
  addAudioAudited,
  addFontAudited,
  createCategoryAudited,
  deleteCategoryAudited,
  editAudioAudited,
  editCategoryAudited,
  editFontAudited,
  type LibraryFileInput,
} from './library-actions.js';
import type { Actor } from './audit.js';
import type { OperatorRouteDeps } from './operator-deps.js';
import { actorOf, allow, requireOperator } from './operator-guard.js';
import { answered, checkedTexts, consoleFailures } from './refusals.js';

export interface OperatorLibraryDeps extends OperatorRouteDeps {
  /** Where uploads are received; its storage holds the libraries' files. */
  store: PrivateStore;
}

const notFound = { 404: failure('NOT_FOUND') };
const formFailures = {
  ...consoleFailures,
  400: failure(
    'VALIDATION_FAILED or CONTROL_CHARACTERS with `field`: a text part is missing or wrong (a category ' +
      'that is not of the right kind and level too); FILE_MISSING, FILE_NAME_INVALID with `field`.',
  ),
  413: failure('FILE_TOO_LARGE with `field`: a file is over 50 MB.'),
  415: failure(
    'FILE_TYPE_INVALID with `field`: audio that is not WAV or MP3 or whose length cannot be read, a ' +
      'preview that is not woff2, a package that is not a ZIP, a licence that is not a PDF or UTF-8 text.',
  ),
};
const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

export const operatorLibraryRoutes: FastifyPluginAsyncZod<OperatorLibraryDeps> = async (app, deps) => {
  const { db, now, store } = deps;
  const content = { onRequest: [allow('content')] };
  const tags = ['operator'];
  await registerUploads(app, {
    maxFileBytes: LIBRARY_FILE_MAX_BYTES,
    files: 3,
    fields: 10,
    fieldSize: 16 * 1024,
    parts: 13,
  });

  /** Reads a multipart form: its texts checked by `schema` before a file byte is stored. */
  async function readForm<T extends z.ZodType>(
    request: Parameters<typeof readUpload>[0],
    schema: T,
    fileFields: readonly string[],
    required: readonly string[],
  ) {
    let texts!: z.infer<T>;
    const { files } = await readUpload(
      request,
      store,
      fileFields,
      (fields) => {
        texts = checkedTexts(schema, fields);
      },
      required,
    );
    // Each file is at most 50 MB: read whole, and the temporary files gone whatever happens.
    const read = new Map<string, LibraryFileInput>();
    try {
      for (const [field, file] of files)
        read.set(field, { bytes: await readFile(file.temporary.path), name: file.fileName });
    } finally {
      await Promise.all([...files.values()].map((file: ReceivedFile) => file.temporary.discard()));
    }
    return { texts, files: read };
  }

  /**
   * An item's GET-one and PATCH routes at `path` (an audio item, a font): `read` answers it, hidden
   * or not; the edit form's texts are checked by `texts` before any of its optional `files` is
   * stored, and `service` saves what `edit` makes of them.
   */
  function itemRoutes<Item extends z.ZodType, Texts extends z.ZodType, Edit>(item: {
    path: (uuid: string) => string;
    get: {
      summary: string;
      /** The item's schema, and the description of the 200 answer. */
      answer: Item;
      answered: string;
      read: (db: Database, uuid: string) => Promise<z.output<Item> | null>;
    };
    patch: {
      summary: string;
      description: string;
      form: z.ZodType;
      texts: Texts;
      files: readonly string[];
      edit: (texts: z.infer<Texts>, files: Map<string, LibraryFileInput>) => Edit;
      service: (
        db: Database,
        actor: Actor,
        storage: FileStorage,
        spoolDir: string,
        uuid: string,
        edit: Edit,
        now: Date,
      ) => Promise<string[]>;
    };
  }) {
    const { get, patch } = item;
    app.get(
      routePattern(item.path, 'uuid'),
      {
        ...content,
        schema: {
          summary: get.summary,
          tags,
          params: uuidParamsSchema,
          response: {
            // Widened: `read` is already typed by `answer`, which Fastify cannot resolve generically.
            200: envelopeSchema(get.answer).describe(get.answered) as z.ZodType,
            ...consoleFailures,
            ...notFound,
          },
        },
      },
      async (request) => {
        const found = await get.read(db, request.params.uuid);
        if (!found) throw new ApiError(404, ErrorCode.NotFound);
        return ok(found);
      },
    );

    app.patch(
      routePattern(item.path, 'uuid'),
      {
        ...content,
        schema: {
          summary: patch.summary,
          description: patch.description,
          tags,
          params: uuidParamsSchema,
          consumes: ['multipart/form-data'],
          multipartBody: patch.form,
          response: {
            200: envelopeSchema(librarySavedSchema).describe('Saved; `changed` names what changed.'),
            ...formFailures,
            ...notFound,
          },
        },
      },
      async (request) => {
        const operator = requireOperator(request, 'content');
        const { texts, files } = await readForm(request, patch.texts, patch.files, []);
        const changed = await answered(() =>
          patch.service(
            db,
            actorOf(operator),
            store.storage,
            tmpDir(store),
            request.params.uuid,
            patch.edit(texts, files),
            now(),
          ),
        );
        return ok({ uuid: request.params.uuid, changed });
      },
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Categories

  app.get(
    operatorPaths.libraryCategories,
    {
      ...content,
      schema: {
        summary: 'The categories of the audio or font library, with both names and how many items use each',
        tags,
        querystring: categoryListQuerySchema,
        response: {
          200: envelopeSchema(consoleCategoryListSchema).describe('The categories.'),
          ...consoleFailures,
        },
      },
    },
    async (request) => ok({ lists: await listCategoriesForConsole(db, request.query.fileType) }),
  );

  app.post(
    operatorPaths.libraryCategories,
    {
      ...content,
      schema: {
        summary: 'Add a category (with a parent: an audio category of the second level)',
        tags,
        body: categoryCreateSchema,
        response: {
          200: envelopeSchema(librarySavedSchema).describe('Added.'),
          ...consoleFailures,
          400: failure('VALIDATION_FAILED with `field`: a name, the sort or the parent is wrong.'),
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'content');
      const { uuid } = await answered(() =>
        createCategoryAudited(db, actorOf(operator), request.body, now()),
      );
      return ok({ uuid, changed: [] });
    },
  );

  app.patch(
    routePattern(operatorPaths.libraryCategory, 'uuid'),
    {
      ...content,
      schema: {
        summary: 'Rename a category or change its place in the order',
        tags,
        params: uuidParamsSchema,
        body: categoryEditSchema,
        response: {
          200: envelopeSchema(librarySavedSchema).describe('Saved; `changed` names what changed.'),
          ...consoleFailures,
          ...notFound,
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'content');
      const changed = await answered(() =>
        editCategoryAudited(db, actorOf(operator), request.params.uuid, request.body, now()),
      );
      return ok({ uuid: request.params.uuid, changed });
    },
  );

  app.delete(
    routePattern(operatorPaths.libraryCategory, 'uuid'),
    {
      ...content,
      schema: {
        summary: 'Delete a category nothing is filed under',
        tags,
        params: uuidParamsSchema,
        response: {
          200: envelopeSchema(librarySavedSchema).describe('Deleted.'),
          ...consoleFailures,
          ...notFound,
          409: failure('CATEGORY_IN_USE: audio, fonts or second-level categories are filed under it.'),
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'content');
      await answered(() => deleteCategoryAudited(db, actorOf(operator), request.params.uuid, now()));
      return ok({ uuid: request.params.uuid, changed: [] });
    },
  );

  // ---------------------------------------------------------------------------------------------
  // Audio

  app.get(
    operatorPaths.libraryAudio,
    {
      ...content,
      schema: {
        summary: 'Every audio item, hidden ones too, in the public order',
        tags,
        querystring: libraryListQuerySchema,
        response: {
          200: envelopeSchema(consoleAudioPageSchema).describe('A page of audio.'),
          ...consoleFailures,
        },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      return ok({ ...(await listAudioForConsole(db, request.query)), page, size });
    },
  );

  app.post(
    operatorPaths.libraryAudio,
    {
      ...content,
      schema: {
        summary: 'Add an audio item; its length is read from the file',
        tags,
        consumes: ['multipart/form-data'],
        multipartBody: audioFormSchema,
        response: { 200: envelopeSchema(librarySavedSchema).describe('Added.'), ...formFailures },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'content');
      const { texts, files } = await readForm(
        request,
        audioTextsSchema,
        [AUDIO_FIELDS.file],
        [AUDIO_FIELDS.file],
      );
      const { uuid } = await answered(() =>
        addAudioAudited(
          db,
          actorOf(operator),
          store.storage,
          { ...texts, isDisplay: texts.isDisplay === 'true', file: files.get(AUDIO_FIELDS.file)! },
          now(),
        ),
      );
      return ok({ uuid, changed: [] });
    },
  );

  itemRoutes({
    path: operatorPaths.libraryAudioItem,
    get: {
      summary: 'One audio item, hidden or not',
      answer: consoleAudioSchema,
      answered: 'The audio item.',
      read: audioForConsole,
    },
    patch: {
      summary: 'Edit, hide or show an audio item, or replace its file',
      description:
        'Only the parts given change. Hiding moves the file out of the public folder (it cannot be ' +
        'downloaded); showing moves it back.',
      form: audioEditFormSchema,
      texts: audioEditTextsSchema,
      files: [AUDIO_FIELDS.file],
      edit: (texts, files) => ({
        ...texts,
        isDisplay: flag(texts.isDisplay),
        file: files.get(AUDIO_FIELDS.file),
      }),
      service: editAudioAudited,
    },
  });

  // ---------------------------------------------------------------------------------------------
  // Fonts

  const fontFiles = [FONT_FIELDS.preview, FONT_FIELDS.package, FONT_FIELDS.license] as const;

  app.get(
    operatorPaths.libraryFonts,
    {
      ...content,
      schema: {
        summary: 'Every font, hidden ones too, in the public order',
        tags,
        querystring: libraryListQuerySchema,
        response: {
          200: envelopeSchema(consoleFontPageSchema).describe('A page of fonts.'),
          ...consoleFailures,
        },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      return ok({ ...(await listFontsForConsole(db, request.query)), page, size });
    },
  );

  app.post(
    operatorPaths.libraryFonts,
    {
      ...content,
      schema: {
        summary: 'Add a font: its preview woff2, its download ZIP and its licence',
        tags,
        consumes: ['multipart/form-data'],
        multipartBody: fontFormSchema,
        response: { 200: envelopeSchema(librarySavedSchema).describe('Added.'), ...formFailures },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'content');
      const { texts, files } = await readForm(request, fontTextsSchema, fontFiles, fontFiles);
      const { uuid } = await answered(() =>
        addFontAudited(
          db,
          actorOf(operator),
          store.storage,
          {
            ...texts,
            isDisplay: texts.isDisplay === 'true',
            preview: files.get(FONT_FIELDS.preview)!,
            package: files.get(FONT_FIELDS.package)!,
            license: files.get(FONT_FIELDS.license)!,
          },
          now(),
        ),
      );
      return ok({ uuid, changed: [] });
    },
  );

  itemRoutes({
    path: operatorPaths.libraryFont,
    get: {
      summary: 'One font, hidden or not',
      answer: consoleFontSchema,
      answered: 'The font.',
      read: fontForConsole,
    },
    patch: {
      summary: 'Edit, hide or show a font, or replace its files',
      description:
        'Only the parts given change. Hiding moves the package and the licence out of the public ' +
        'folder; showing moves them back.',
      form: fontEditFormSchema,
      texts: fontEditTextsSchema,
      files: fontFiles,
      edit: (texts, files) => ({
        ...texts,
        isDisplay: flag(texts.isDisplay),
        preview: files.get(FONT_FIELDS.preview),
        package: files.get(FONT_FIELDS.package),
        license: files.get(FONT_FIELDS.license),
      }),
      service: editFontAudited,
    },
  });
};
