// Operator commands of the 1:1 inquiries (issue 11): list them by state, show one (with where its
// attachment is on disk), and answer one. An answer is HTML, sanitized when saved with the notices'
// allowlist (contract/notice-html.ts), and mailed to the creator in the language they wrote in.
import { readFile, stat } from 'node:fs/promises';
import { INQUIRY_STATES } from '../../contract/inquiry-rules.js';
import type { Database } from '../db/client.js';
import {
  findInquiryWithCreator,
  InquiryStateError,
  listAllInquiries,
  mailInquiryAnswer,
} from '../inquiries/index.js';
import { answerInquiryAudited, EmptyAnswerError, OPS_COMMAND_ACTOR } from '../operators/index.js';
import { findPrivateFile, storedPath } from '../files/index.js';
import {
  foundOrRefused,
  operatorPath,
  opsPrivateStore,
  RefusedError,
  UsageError,
  withDatabase,
  type CommandTable,
  type OpsEnvironment,
  newsMail,
} from './command.js';
import { limitFlag, optional, optionalOneOf, required } from './flags.js';
import { saveFiles } from './save-files.js';

const inquiryOrRefuse = (db: Database, uuid: string) =>
  foundOrRefused(findInquiryWithCreator(db, uuid), 'inquiry', uuid);

/** The creator hears of the answer (inquiries/answer-mail.ts), reported on stderr. */
function mailAnswer(
  env: OpsEnvironment,
  db: Database,
  inquiry: { userUuid: string; title: string; uuid: string; language: string },
  to: string,
) {
  return mailInquiryAnswer(newsMail(env), db, inquiry, to);
}

export const inquiryCommands: CommandTable = {
  'list-inquiries': {
    summary: 'list 1:1 inquiries, newest first, optionally in one state (unanswered, answered, deleted)',
    usage: `list-inquiries [--state ${INQUIRY_STATES.join('|')}] [--limit N] [--json]`,
    options: { state: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
    async run(flags, env) {
      const state = optionalOneOf(flags, 'state', INQUIRY_STATES);
      const limit = limitFlag(flags);
      await withDatabase(env, async ({ db }) => {
        const rows = await listAllInquiries(db, state ? [state] : [], limit);
        const listed = rows.map((row) => ({
          uuid: row.uuid,
          state: row.state,
          category: row.category,
          title: row.title,
          createdAt: row.createdAt.toISOString(),
        }));
        env.out(
          flags['json'] === true
            ? JSON.stringify(listed, null, 2)
            : listed.length === 0
              ? 'no inquiries'
              : listed
                  .map(
                    (row) =>
                      `${row.uuid}  ${row.state.padEnd(10)} ${row.category.padEnd(7)} ${row.title}  ${row.createdAt}`,
                  )
                  .join('\n'),
        );
      });
    },
  },

  'show-inquiry': {
    summary:
      'one inquiry in full: the question, where its attachment is (or --save it into a folder), the answer',
    usage: 'show-inquiry --uuid INQUIRY [--save DIR] [--json]',
    options: { uuid: { type: 'string' }, save: { type: 'string' }, json: { type: 'boolean' } },
    async run(flags, env) {
      const uuid = required(flags, 'uuid');
      await withDatabase(env, async ({ db }) => {
        const { inquiry, userId } = await inquiryOrRefuse(db, uuid);
        const file = inquiry.attachmentFileUuid
          ? await findPrivateFile(db, inquiry.attachmentFileUuid)
          : null;
        const attachment = file
          ? {
              name: file.originalName,
              size: file.size,
              path: storedPath(opsPrivateStore(env), file.storedName),
            }
          : null;
        const saveDir = optional(flags, 'save');
        const saved =
          saveDir && file
            ? await saveFiles(env, opsPrivateStore(env), saveDir, [{ label: 'attachment', file }])
            : [];
        const shown = {
          uuid,
          state: inquiry.state,
          category: inquiry.category,
          creator: userId,
          language: inquiry.language,
          title: inquiry.title,
          content: inquiry.content,
          submissionUuid: inquiry.submissionUuid,
          attachment,
          saved,
          answer: inquiry.answerHtml,
          createdAt: inquiry.createdAt.toISOString(),
          answeredAt: inquiry.answeredAt?.toISOString() ?? null,
        };
        env.out(
          flags['json'] === true
            ? JSON.stringify(shown, null, 2)
            : [
                `${uuid}  ${inquiry.state}  [${inquiry.category}] "${inquiry.title}" by ${userId} (${inquiry.language})`,
                ...(inquiry.submissionUuid ? [`  about entry ${inquiry.submissionUuid}`] : []),
                '',
                inquiry.content,
                '',
                `  attachment: ${attachment ? `${attachment.name} (${attachment.size} bytes)  ${attachment.path}` : '-'}`,
                ...saved.map((written) => `  saved: ${written}`),
                ...(inquiry.answerHtml ? ['  answer:', inquiry.answerHtml] : []),
              ].join('\n'),
        );
      });
    },
  },

  'answer-inquiry': {
    summary: 'answer an unanswered inquiry (HTML, sanitized when saved); its creator is mailed',
    usage: `answer-inquiry --uuid INQUIRY (--content-file FILE | --content HTML) [--json]

  --content-file  a file holding the answer's HTML (UTF-8); or --content with the HTML inline.
                  The notices' allowlist applies: paragraphs, lists, tables, links and text styles
                  stay; scripts, styles, images, frames and event attributes are removed`,
    options: {
      uuid: { type: 'string' },
      'content-file': { type: 'string' },
      content: { type: 'string' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const uuid = required(flags, 'uuid');
      const contentFile = optional(flags, 'content-file');
      const inline = optional(flags, 'content');
      if ((contentFile === undefined) === (inline === undefined)) {
        throw new UsageError('give exactly one of --content-file and --content');
      }
      let html = inline ?? '';
      if (contentFile) {
        const info = await stat(operatorPath(env, contentFile)).catch(() => null);
        if (!info?.isFile()) throw new RefusedError(`no such file ${contentFile}`);
        html = await readFile(operatorPath(env, contentFile), 'utf8');
      }
      await withDatabase(env, async ({ db }) => {
        const { inquiry, userId } = await inquiryOrRefuse(db, uuid);
        let answer: string;
        try {
          answer = (await answerInquiryAudited(db, OPS_COMMAND_ACTOR, uuid, html, env.now())).answerHtml!;
        } catch (error) {
          if (error instanceof InquiryStateError) throw new RefusedError(`inquiry ${uuid} is ${error.state}`);
          if (error instanceof EmptyAnswerError) throw new RefusedError('the answer is empty once sanitized');
          throw error;
        }
        env.out(
          flags['json'] === true ? JSON.stringify({ uuid, state: 'answered', answer }) : `answered ${uuid}`,
        );
        await mailAnswer(env, db, inquiry, userId);
      });
    },
  },
};
