// Operator commands of the free libraries: the console's categories, audio and fonts screens from a
// shell, through the same audited services (operators/library-actions.ts) and the same input rules
// (the console's form schemas of contract/operator-library.ts).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { audioTextsSchema, categoryCreateSchema, fontTextsSchema } from '../../contract/operator-library.js';
import { LIBRARY_FILE_MAX_BYTES, LIBRARY_TYPES } from '../../contract/operator-paths.js';
import { listCategoriesForConsole } from '../content/index.js';
import { tmpDir } from '../files/index.js';
import {
  addAudioAudited,
  addFontAudited,
  createCategoryAudited,
  editAudioAudited,
  editFontAudited,
  OperatorError,
  OPS_COMMAND_ACTOR,
  type LibraryFileInput,
} from '../operators/index.js';
import {
  operatorPath,
  opsPrivateStore,
  opsStorage,
  RefusedError,
  UsageError,
  withDatabase,
  type CommandTable,
  type Flags,
  type OpsEnvironment,
} from './command.js';
import { optional, optionalOneOf, required } from './flags.js';

/** The form's texts, checked as the console checks them; the first wrong one named. */
function checked<T extends z.ZodType>(schema: T, texts: Record<string, string | undefined>): z.infer<T> {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined)),
  );
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new UsageError(`${String(issue.path[0] ?? 'input')}: ${issue.message}`);
}

/** A file named on the command line, read whole (at most 50 MB, as in the console). */
async function fileArgument(env: OpsEnvironment, flags: Flags, flag: string): Promise<LibraryFileInput> {
  const given = required(flags, flag);
  const info = await stat(operatorPath(env, given)).catch(() => null);
  if (!info?.isFile()) throw new RefusedError(`no such file ${given}`);
  if (info.size > LIBRARY_FILE_MAX_BYTES)
    throw new RefusedError(`${given} is larger than ${LIBRARY_FILE_MAX_BYTES / 1024 / 1024} MB`);
  return { bytes: await readFile(operatorPath(env, given)), name: path.basename(given) };
}

/** The services' refusals as the command's (exit code 1, with the field and reason). */
async function refusedAs<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof OperatorError)
      throw new RefusedError(`${error.code}${error.field ? ` (${error.field})` : ''}: ${error.message}`);
    throw error;
  }
}

const display = (flags: Flags) => (flags['hidden'] === true ? 'false' : 'true');

export const libraryCommands: CommandTable = {
  'list-library-categories': {
    summary: 'list the audio categories (two levels) or the font types, with their uuids',
    usage: `list-library-categories --type audio|font [--json]`,
    options: { type: { type: 'string' }, json: { type: 'boolean' } },
    async run(flags, env) {
      const fileType = optionalOneOf(flags, 'type', LIBRARY_TYPES);
      if (!fileType) throw new UsageError('--type is audio or font');
      await withDatabase(env, async ({ db }) => {
        const rows = await listCategoriesForConsole(db, fileType);
        if (flags['json']) {
          env.out(JSON.stringify(rows));
          return;
        }
        if (rows.length === 0) env.out(`no ${fileType} categories`);
        for (const row of rows) {
          const indent = row.depth === 2 ? '    ' : '';
          env.out(
            `${indent}${row.uuid}  ${row.nameKo} / ${row.nameEn}  (sort ${row.sort}, ${row.itemCount} items)`,
          );
        }
      });
    },
  },

  'add-library-category': {
    summary: 'add an audio category (with --parent: of the second level) or a font type',
    usage: `add-library-category --type audio|font --name-ko TEXT --name-en TEXT [--parent UUID] [--sort N] [--json]`,
    options: {
      type: { type: 'string' },
      'name-ko': { type: 'string' },
      'name-en': { type: 'string' },
      parent: { type: 'string' },
      sort: { type: 'string' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const sort = optional(flags, 'sort');
      const input = checked(categoryCreateSchema, {
        fileType: optional(flags, 'type'),
        nameKo: optional(flags, 'name-ko'),
        nameEn: optional(flags, 'name-en'),
        parentUuid: optional(flags, 'parent'),
      });
      if (sort !== undefined) {
        const value = Number(sort);
        if (!Number.isInteger(value) || value < 0) throw new UsageError('--sort is a whole number');
        input.sort = value;
      }
      await withDatabase(env, async ({ db }) => {
        const { uuid } = await refusedAs(() =>
          createCategoryAudited(db, OPS_COMMAND_ACTOR, input, env.now()),
        );
        env.out(
          flags['json']
            ? JSON.stringify({ uuid })
            : `added category ${uuid}: ${input.nameKo} / ${input.nameEn}`,
        );
      });
    },
  },

  'add-audio': {
    summary: 'add a free audio item (WAV or MP3; its length is read from the file)',
    usage: `add-audio --file FILE --title TEXT --category UUID --bpm N --license-ko TEXT --license-en TEXT
          [--sort N] [--hidden] [--json]

  --category  an audio category of the second level (list-library-categories --type audio)
  --sort      the display order, smaller first (default 0: before the others, newest first)
  --hidden    store it without showing it (its file is not downloadable either)`,
    options: {
      file: { type: 'string' },
      title: { type: 'string' },
      category: { type: 'string' },
      bpm: { type: 'string' },
      'license-ko': { type: 'string' },
      'license-en': { type: 'string' },
      sort: { type: 'string' },
      hidden: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const texts = checked(audioTextsSchema, {
        title: optional(flags, 'title'),
        category2Uuid: optional(flags, 'category'),
        bpm: optional(flags, 'bpm'),
        licenseKo: optional(flags, 'license-ko'),
        licenseEn: optional(flags, 'license-en'),
        sort: optional(flags, 'sort'),
        isDisplay: display(flags),
      });
      const file = await fileArgument(env, flags, 'file');
      await withDatabase(env, async ({ db }) => {
        const { uuid } = await refusedAs(() =>
          addAudioAudited(
            db,
            OPS_COMMAND_ACTOR,
            opsStorage(env),
            { ...texts, isDisplay: texts.isDisplay === 'true', file },
            env.now(),
          ),
        );
        env.out(flags['json'] ? JSON.stringify({ uuid }) : `added audio ${uuid}: ${texts.title}`);
      });
    },
  },

  'add-font': {
    summary: 'add a free font: its preview woff2, its download ZIP and its licence (PDF or text)',
    usage: `add-font --name TEXT --maker TEXT --type UUID --license-name TEXT
         --preview FILE.woff2 --package FILE.zip --license FILE [--sort N] [--hidden] [--json]

  --type     a font type (list-library-categories --type font)
  --preview  the woff2 file the list's live preview uses (the server writes its stylesheet)
  --package  what users download
  --license  the licence, a PDF or a UTF-8 text file`,
    options: {
      name: { type: 'string' },
      maker: { type: 'string' },
      type: { type: 'string' },
      'license-name': { type: 'string' },
      preview: { type: 'string' },
      package: { type: 'string' },
      license: { type: 'string' },
      sort: { type: 'string' },
      hidden: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const texts = checked(fontTextsSchema, {
        fontName: optional(flags, 'name'),
        maker: optional(flags, 'maker'),
        fontTypeUuid: optional(flags, 'type'),
        licenseName: optional(flags, 'license-name'),
        sort: optional(flags, 'sort'),
        isDisplay: display(flags),
      });
      const files = {
        preview: await fileArgument(env, flags, 'preview'),
        package: await fileArgument(env, flags, 'package'),
        license: await fileArgument(env, flags, 'license'),
      };
      await withDatabase(env, async ({ db }) => {
        const { uuid } = await refusedAs(() =>
          addFontAudited(
            db,
            OPS_COMMAND_ACTOR,
            opsStorage(env),
            { ...texts, isDisplay: texts.isDisplay === 'true', ...files },
            env.now(),
          ),
        );
        env.out(flags['json'] ? JSON.stringify({ uuid }) : `added font ${uuid}: ${texts.fontName}`);
      });
    },
  },

  'library-item': {
    summary: 'show or hide an audio item or a font, or change its place in the order',
    usage: `library-item (--audio UUID | --font UUID) [--show | --hide] [--sort N]

  --hide  the item leaves the public list and its files leave the public folder; --show undoes it`,
    options: {
      audio: { type: 'string' },
      font: { type: 'string' },
      show: { type: 'boolean' },
      hide: { type: 'boolean' },
      sort: { type: 'string' },
    },
    async run(flags, env) {
      const audio = optional(flags, 'audio');
      const font = optional(flags, 'font');
      if ((audio === undefined) === (font === undefined))
        throw new UsageError('give exactly one of --audio and --font');
      if (flags['show'] === true && flags['hide'] === true)
        throw new UsageError('give --show or --hide, not both');
      const isDisplay = flags['show'] === true ? true : flags['hide'] === true ? false : undefined;
      const sortText = optional(flags, 'sort');
      const sort = sortText === undefined ? undefined : Number(sortText);
      if (sort !== undefined && (!Number.isInteger(sort) || sort < 0))
        throw new UsageError('--sort is a whole number');
      if (isDisplay === undefined && sort === undefined)
        throw new UsageError('give --show, --hide or --sort');
      const uuid = (audio ?? font)!;
      if (!/^[0-9a-f-]{36}$/i.test(uuid)) throw new UsageError('give the item’s uuid');
      const spool = tmpDir(opsPrivateStore(env));
      await withDatabase(env, async ({ db }) => {
        const edit = { isDisplay, sort };
        const changed = await refusedAs(() =>
          audio
            ? editAudioAudited(db, OPS_COMMAND_ACTOR, opsStorage(env), spool, uuid, edit, env.now())
            : editFontAudited(db, OPS_COMMAND_ACTOR, opsStorage(env), spool, uuid, edit, env.now()),
        );
        env.out(changed.length ? `changed ${changed.join(', ')} of ${uuid}` : `nothing changed for ${uuid}`);
      });
    },
  },
};
