// Operator commands of the creators' entries (issue 9): review (approve, return), the conversion
// queue (retry-conversion) and scheduling converted entries into a group. Every state change goes
// through submissions/submission-pipeline.ts, so a command that lost a race (another operator, the
// server) is refused with the entry's real state, and nothing is half done.
import { SUBMISSION_STATES } from '../../contract/submission-rules.js';
import type { Database } from '../db/client.js';
import { storedPath } from '../files/index.js';
import {
  addToGroupAudited,
  approveEntry,
  OPS_COMMAND_ACTOR,
  retryEntryConversion,
  returnEntry,
} from '../operators/index.js';
import {
  RETURN_REASON_MAX_LENGTH,
  SubmissionStateError,
  findSubmission,
  listSubmissionsForOperator,
  submissionOverview,
} from '../submissions/index.js';
import {
  foundOrRefused,
  opsPrivateStore,
  RefusedError,
  withDatabase,
  type CommandTable,
  type OpsEnvironment,
} from './command.js';
import { limitFlag, optional, optionalOneOf, required } from './flags.js';
import { saveFiles, type SavedFile } from './save-files.js';
import { notifyCreator, notifyScheduled } from './submission-mails.js';

// The mails to the creators live in submission-mails.ts; re-exported for their callers.
export { notifyCreator, notifyScheduled } from './submission-mails.js';

const entryOrRefuse = (db: Database, uuid: string) => foundOrRefused(findSubmission(db, uuid), 'entry', uuid);

/** Runs a pipeline step, turning a lost race or a wrong state into a refusal with the reason. */
async function step<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof SubmissionStateError) throw new RefusedError(error.message);
    if (error instanceof RangeError) throw new RefusedError(error.message);
    throw error;
  }
}

function print(env: OpsEnvironment, json: boolean, value: unknown, text: string) {
  env.out(json ? JSON.stringify(value, null, 2) : text);
}

const CONVERSION_STATES = ['queued', 'running', 'done', 'failed'] as const;

const uuidOption = { uuid: { type: 'string' }, json: { type: 'boolean' } } as const;

export const submissionCommands: CommandTable = {
  'list-submissions': {
    summary:
      'list entries, newest first, optionally in one state (reviewing, converting, …) or with one conversion state (failed, …)',
    usage: `list-submissions [--state ${SUBMISSION_STATES.join('|')}] [--conversion ${CONVERSION_STATES.join('|')}] [--limit N] [--json]

  --conversion failed  the entries whose conversion failed three times (retry-conversion queues them again)`,
    options: {
      state: { type: 'string' },
      conversion: { type: 'string' },
      limit: { type: 'string' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const state = optionalOneOf(flags, 'state', SUBMISSION_STATES);
      const conversion = optionalOneOf(flags, 'conversion', CONVERSION_STATES);
      const limit = limitFlag(flags);
      await withDatabase(env, async ({ db }) => {
        // The shown state (a scheduled entry shows its group's) is filtered in SQL, with the limit.
        const listed = await listSubmissionsForOperator(db, { state, conversion, limit });
        const converting = (row: (typeof listed)[number]) =>
          row.converted
            ? '(converted, to schedule) '
            : `(${row.conversion ?? 'queued'}${row.conversion === 'failed' ? `: ${(row.conversionError ?? '').slice(0, 120)}` : ''}) `;
        print(
          env,
          flags['json'] === true,
          listed,
          listed.length === 0
            ? 'no entries'
            : listed
                .map(
                  (row) =>
                    `${row.uuid}  ${row.state.padEnd(10)} ${row.state === 'converting' ? converting(row) : ''}${row.title}  by ${row.creator}  ${row.submittedAt}`,
                )
                .join('\n'),
        );
      });
    },
  },

  approve: {
    summary: 'approve an entry under review: its creator is asked for the project files',
    usage: 'approve --uuid ENTRY [--json]',
    options: uuidOption,
    async run(flags, env) {
      const uuid = required(flags, 'uuid');
      await withDatabase(env, async ({ db }) => {
        await entryOrRefuse(db, uuid);
        const row = await step(() => approveEntry(db, OPS_COMMAND_ACTOR, uuid, env.now()));
        print(env, flags['json'] === true, { uuid, state: row.state }, `approved ${uuid}`);
        await notifyCreator(env, db, uuid, { kind: 'approved' });
      });
    },
  },

  return: {
    summary: 'return an entry under review with the reason its creator reads',
    usage: `return --uuid ENTRY --reason TEXT [--json]

  --reason  shown to the creator as it is written (1 to ${RETURN_REASON_MAX_LENGTH} characters)`,
    options: { ...uuidOption, reason: { type: 'string' } },
    async run(flags, env) {
      const uuid = required(flags, 'uuid');
      const reason = required(flags, 'reason');
      await withDatabase(env, async ({ db }) => {
        await entryOrRefuse(db, uuid);
        const row = await step(() => returnEntry(db, OPS_COMMAND_ACTOR, uuid, reason, env.now()));
        print(env, flags['json'] === true, { uuid, state: row.state }, `returned ${uuid}`);
        await notifyCreator(env, db, uuid, { kind: 'returned', reason: row.returnReason ?? reason });
      });
    },
  },

  'retry-conversion': {
    summary: 'queue a failed conversion again',
    usage: 'retry-conversion --uuid ENTRY [--json]',
    options: uuidOption,
    async run(flags, env) {
      const uuid = required(flags, 'uuid');
      await withDatabase(env, async ({ db }) => {
        await entryOrRefuse(db, uuid);
        await step(() => retryEntryConversion(db, OPS_COMMAND_ACTOR, uuid, env.now()));
        print(
          env,
          flags['json'] === true,
          { uuid, conversion: 'queued' },
          `conversion of ${uuid} queued again`,
        );
      });
    },
  },

  'schedule-submission': {
    summary: 'add one converted entry to a preparing or waiting group of its topic (its creator is mailed)',
    usage: `schedule-submission --uuid ENTRY --group GROUP [--json]

  --uuid   a converted entry (list-submissions --state converting says "converted, to schedule")
  --group  a group of the entry's topic that has not begun, with room left (list-groups --state
           waiting). The entry takes the next position; its converted work and poster are published
           as the public files the rankings show. To make a new group of entries, use
           schedule-group --submission.`,
    options: { ...uuidOption, group: { type: 'string' } },
    async run(flags, env) {
      const uuid = required(flags, 'uuid').toLowerCase();
      const groupUuid = required(flags, 'group').toLowerCase();
      await withDatabase(env, async ({ db }) => {
        const added = await step(() =>
          addToGroupAudited(
            db,
            OPS_COMMAND_ACTOR,
            opsPrivateStore(env),
            { submissionUuid: uuid, groupUuid },
            env.now(),
          ),
        );
        print(
          env,
          flags['json'] === true,
          { uuid, groupUuid, groupSubmissionUuid: added.groupSubmissionUuid, position: added.position },
          `scheduled ${uuid} into group ${groupUuid} at position ${added.position} (begins ${added.beginAt.toISOString()})`,
        );
        await notifyScheduled(env, db, [uuid], added.beginAt);
      });
    },
  },

  'show-submission': {
    summary:
      'one entry in full: state, texts, files (where to watch the work and read the project files, or --save them into a folder), conversion, group',
    usage: 'show-submission --uuid ENTRY [--save DIR] [--json]',
    options: { ...uuidOption, save: { type: 'string' } },
    async run(flags, env) {
      const uuid = required(flags, 'uuid');
      const store = opsPrivateStore(env);
      await withDatabase(env, async ({ db }) => {
        const overview = await foundOrRefused(submissionOverview(db, uuid), 'entry', uuid);
        const { row, conversion: job, group: placed } = overview;
        const files: Record<string, { name: string; size: number; path: string } | null> = {};
        const toSave: { label: string; file: SavedFile }[] = [];
        for (const { label, file } of overview.files) {
          files[label] = file
            ? { name: file.originalName, size: file.size, path: storedPath(store, file.storedName) }
            : null;
          if (file) toSave.push({ label, file });
        }
        const saveDir = optional(flags, 'save');
        const saved = saveDir ? await saveFiles(env, store, saveDir, toSave) : [];
        const shown = {
          uuid,
          state: overview.state,
          title: row.title,
          description: row.description,
          creator: overview.creator,
          language: row.language,
          topicUuid: row.topicUuid,
          returnReason: row.returnReason,
          submittedAt: row.submittedAt.toISOString(),
          reviewedAt: row.reviewedAt?.toISOString() ?? null,
          projectFileAt: row.projectFileAt?.toISOString() ?? null,
          convertedAt: row.convertedAt?.toISOString() ?? null,
          scheduledAt: row.scheduledAt?.toISOString() ?? null,
          conversion: job,
          groupUuid: placed?.groupUuid ?? null,
          files,
          saved,
        };
        const fileLines = Object.entries(files).map(
          ([label, file]) =>
            `  ${label.padEnd(11)} ${file ? `${file.name} (${file.size} bytes)  ${file.path}` : '-'}`,
        );
        print(
          env,
          flags['json'] === true,
          shown,
          [
            `${uuid}  ${shown.state}  "${row.title}" by ${shown.creator} (${row.language})`,
            `  topic ${row.topicUuid}${placed ? `, group ${placed.groupUuid}` : ''}`,
            ...(row.returnReason ? [`  returned: ${row.returnReason}`] : []),
            ...(job
              ? [
                  `  conversion: ${job.state}, ${job.attempts} attempt(s)${job.lastError ? `: ${job.lastError}` : ''}`,
                ]
              : []),
            `  files (open them from these ${store.storage.backend === 'disk' ? 'paths' : 'S3 keys'}; the work plays in any video player):`,
            ...fileLines,
            ...saved.map((written) => `  saved: ${written}`),
          ].join('\n'),
        );
      });
    },
  },
};
