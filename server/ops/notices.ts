// Operator command of the notices: post-notice, the console's "new notice" (the same audited
// service, operators/content-actions.ts).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { CompetitionInputError } from '../competitions/index.js';
import { MAX_PUBLIC_FILE_BYTES, originalNameProblem } from '../files/index.js';
import {
  NoticeAttachmentError,
  OperatorError,
  OPS_COMMAND_ACTOR,
  postNoticeAudited,
} from '../operators/index.js';
import {
  operatorPath,
  opsStorage,
  RefusedError,
  UsageError,
  withDatabase,
  type CommandTable,
} from './command.js';
import { optional, parseTime, required, TIME_HELP } from './flags.js';

export const noticeCommands: CommandTable = {
  'post-notice': {
    summary: 'post a notice (HTML, sanitized when saved) with an optional attachment',
    usage: `post-notice --title TEXT --language ko|en (--content-file FILE | --content HTML)
             [--attachment FILE [--attachment-name NAME]] [--at TIME] [--hidden] [--json]

  --title            the notice's title
  --language         ko or en: the notice is listed on that language's site only
  --content-file     a file holding the notice's HTML (UTF-8); or --content with the HTML inline.
                     Paragraphs, headings, lists, tables, links (http, https, mailto, tel, site
                     paths) and text styles are kept; scripts, styles, images, frames, event
                     attributes and javascript: links are removed (contract/notice-html.ts)
  --attachment       a file users may download (PDF, ZIP including Office documents, JPEG, PNG,
                     WebP; at most ${MAX_PUBLIC_FILE_BYTES / 1024 / 1024} MB), stored under a generated name
  --attachment-name  the name users download it as (default: the file's own name); at most 50
                     characters, without / \\ NUL or ..
  --at               when it was posted (default now); the list is newest first
  --hidden           store it without showing it (its attachment is not downloadable either)

${TIME_HELP}`,
    options: {
      title: { type: 'string' },
      language: { type: 'string' },
      'content-file': { type: 'string' },
      content: { type: 'string' },
      attachment: { type: 'string' },
      'attachment-name': { type: 'string' },
      at: { type: 'string' },
      hidden: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const title = required(flags, 'title');
      const language = required(flags, 'language');
      if (language !== 'ko' && language !== 'en') throw new UsageError('--language is ko or en');
      const contentFile = optional(flags, 'content-file');
      const inline = optional(flags, 'content');
      if ((contentFile === undefined) === (inline === undefined)) {
        throw new UsageError('give exactly one of --content-file and --content');
      }
      let contentHtml = inline ?? '';
      if (contentFile) {
        const info = await stat(operatorPath(env, contentFile)).catch(() => null);
        if (!info?.isFile()) throw new CompetitionInputError(`no such file ${contentFile}`);
        contentHtml = await readFile(operatorPath(env, contentFile), 'utf8');
      }
      const postedAt = flags['at']
        ? parseTime(flags['at'] as string, env.timeZone, env.now(), 'at')
        : env.now();
      const isDisplay = flags['hidden'] !== true;

      const attachmentPath = optional(flags, 'attachment');
      let attachment: { bytes: Uint8Array; name: string } | null = null;
      if (attachmentPath) {
        // The name is checked before anything is read or stored.
        const name = optional(flags, 'attachment-name') ?? path.basename(attachmentPath);
        const problem = originalNameProblem(name);
        if (problem) throw new CompetitionInputError(`attachment "${name}": ${problem}`);
        const info = await stat(operatorPath(env, attachmentPath)).catch(() => null);
        if (!info?.isFile()) throw new CompetitionInputError(`no such file ${attachmentPath}`);
        if (info.size > MAX_PUBLIC_FILE_BYTES) {
          throw new CompetitionInputError(
            `${attachmentPath} is larger than ${MAX_PUBLIC_FILE_BYTES / 1024 / 1024} MB`,
          );
        }
        attachment = { bytes: await readFile(operatorPath(env, attachmentPath)), name };
      }

      await withDatabase(env, async (handle) => {
        let posted;
        try {
          posted = await postNoticeAudited(
            handle.db,
            OPS_COMMAND_ACTOR,
            opsStorage(env),
            { title, contentHtml, language, postedAt, isDisplay, attachment },
            env.now(),
          );
        } catch (error) {
          if (error instanceof NoticeAttachmentError || error instanceof OperatorError)
            throw new RefusedError(error.message);
          throw error;
        }
        const { uuid } = posted;
        // A hidden notice's attachment stays out of the public folder: no URL to give.
        const fileUrl = posted.attachment?.isPublic ? posted.attachment.fileUrl : null;
        if (flags['json']) {
          env.out(
            JSON.stringify({
              uuid,
              language,
              postedAt: postedAt.toISOString(),
              isDisplay,
              attachment: fileUrl,
            }),
          );
          return;
        }
        env.out(`Posted notice ${uuid} (${language}${isDisplay ? '' : ', hidden'}): ${title}`);
        if (fileUrl) env.out(`  attachment ${attachment!.name}: ${fileUrl}`);
      });
    },
  },
};
