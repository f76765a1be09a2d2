// Operator commands of the creators' entries (issue 9): review (approve, return), the conversion
// queue (retry-conversion) and scheduling converted entries into a group. Every state change goes
// through services/submission-pipeline.ts, so a command that lost a race (another operator, the
// server) is refused with the entry's real state, and nothing is half done.
import { desc, eq, inArray } from 'drizzle-orm';
import { SUBMISSION_STATES, type SubmissionState } from '../../contract/submission-rules.js';
import { GroupState } from '../../contract/topics.js';
import {
  competitionGroups,
  conversionJobs,
  groupSubmissions,
  submissions,
  users,
  type SubmissionRow,
} from '../db/schema.js';
import type { Database } from '../db/client.js';
import { CompetitionInputError, scheduleGroup } from '../services/competition-admin.js';
import { findPrivateFile, storedPath, createPrivateStore } from '../services/private-files.js';
import { storePublicFileFrom } from '../services/public-files.js';
import { privateFilesDir } from '../services/stored-files.js';
import {
  approveSubmission,
  RETURN_REASON_MAX_LENGTH,
  retryConversion,
  returnSubmission,
  SubmissionStateError,
} from '../services/submission-pipeline.js';
import { RefusedError, UsageError, withDatabase, type CommandTable, type OpsEnvironment } from './command.js';
import { optional, parseTime, required, TIME_HELP } from './flags.js';

function shownState(row: SubmissionRow, groupState: number | null): SubmissionState {
  if (row.state !== 'scheduled') return row.state;
  if (groupState === GroupState.Competing) return 'competing';
  if (groupState === GroupState.Completed) return 'closed';
  return 'waiting';
}

async function entryOrRefuse(db: Database, uuid: string): Promise<SubmissionRow> {
  const [row] = await db.select().from(submissions).where(eq(submissions.uuid, uuid));
  if (!row) throw new RefusedError(`no entry ${uuid}`);
  return row;
}

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

const uuidOption = { uuid: { type: 'string' }, json: { type: 'boolean' } } as const;

export const submissionCommands: CommandTable = {
  'list-submissions': {
    summary: 'list entries, newest first, optionally in one state (reviewing, converting, …)',
    usage: `list-submissions [--state ${SUBMISSION_STATES.join('|')}] [--limit N] [--json]`,
    options: { state: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
    async run(flags, env) {
      const state = optional(flags, 'state');
      if (state && !(SUBMISSION_STATES as readonly string[]).includes(state)) {
        throw new UsageError(`--state is one of ${SUBMISSION_STATES.join(', ')}`);
      }
      const limit = Number(optional(flags, 'limit') ?? 100);
      if (!Number.isInteger(limit) || limit < 1)
        throw new UsageError('--limit is a whole number of at least 1');
      await withDatabase(env, async ({ db }) => {
        const rows = await db
          .select({
            entry: submissions,
            userId: users.userId,
            groupState: competitionGroups.state,
            job: conversionJobs.state,
          })
          .from(submissions)
          .innerJoin(users, eq(users.uuid, submissions.userUuid))
          .leftJoin(groupSubmissions, eq(groupSubmissions.submissionUuid, submissions.uuid))
          .leftJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
          .leftJoin(conversionJobs, eq(conversionJobs.submissionUuid, submissions.uuid))
          .orderBy(desc(submissions.submittedAt));
        const listed = rows
          .map((row) => ({
            uuid: row.entry.uuid,
            state: shownState(row.entry, row.groupState),
            conversion: row.job,
            converted: row.entry.convertedAt !== null,
            title: row.entry.title,
            creator: row.userId,
            topicUuid: row.entry.topicUuid,
            submittedAt: row.entry.submittedAt.toISOString(),
          }))
          .filter((row) => !state || row.state === state)
          .slice(0, limit);
        print(
          env,
          flags['json'] === true,
          listed,
          listed.length === 0
            ? 'no entries'
            : listed
                .map(
                  (row) =>
                    `${row.uuid}  ${row.state.padEnd(10)} ${row.state === 'converting' ? `(${row.converted ? 'converted, to schedule' : (row.conversion ?? 'queued')}) ` : ''}${row.title}  by ${row.creator}  ${row.submittedAt}`,
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
        const row = await step(() => approveSubmission(db, uuid, env.now()));
        print(env, flags['json'] === true, { uuid, state: row.state }, `approved ${uuid}`);
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
        const row = await step(() => returnSubmission(db, uuid, reason, env.now()));
        print(env, flags['json'] === true, { uuid, state: row.state }, `returned ${uuid}`);
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
        await step(() => retryConversion(db, uuid, env.now()));
        print(
          env,
          flags['json'] === true,
          { uuid, conversion: 'queued' },
          `conversion of ${uuid} queued again`,
        );
      });
    },
  },

  'schedule-entries': {
    summary: 'schedule converted entries of one topic into a new group (they then show as waiting)',
    usage: `schedule-entries --topic UUID --begin TIME --end TIME --entry ENTRY [--entry ENTRY ...]
             [--preparing] [--json]

  --entry      a converted entry of that topic (list-submissions --state converting shows which are
               converted); its delivery file and poster become the work shown in the rankings
  --preparing  hold the group until release-group
${TIME_HELP}`,
    options: {
      topic: { type: 'string' },
      begin: { type: 'string' },
      end: { type: 'string' },
      entry: { type: 'string', multiple: true },
      preparing: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const topicUuid = required(flags, 'topic');
      const beginAt = parseTime(required(flags, 'begin'), env.timeZone, env.now(), 'begin');
      const endAt = parseTime(required(flags, 'end'), env.timeZone, env.now(), 'end');
      const entryUuids = (flags['entry'] as string[] | undefined) ?? [];
      if (entryUuids.length === 0) throw new UsageError('give --entry at least once');
      if (new Set(entryUuids).size !== entryUuids.length) throw new UsageError('an entry is given twice');
      const store = createPrivateStore(privateFilesDir(env.publicFilesDir));
      await withDatabase(env, async ({ db }) => {
        const rows = await db.select().from(submissions).where(inArray(submissions.uuid, entryUuids));
        const entries = [];
        for (const uuid of entryUuids) {
          const row = rows.find((candidate) => candidate.uuid === uuid);
          if (!row) throw new RefusedError(`no entry ${uuid}`);
          if (row.topicUuid !== topicUuid) throw new RefusedError(`entry ${uuid} belongs to another topic`);
          if (
            row.state !== 'converting' ||
            !row.convertedAt ||
            !row.deliveryFileUuid ||
            !row.posterFileUuid
          ) {
            throw new RefusedError(`entry ${uuid} is not converted yet (${row.state})`);
          }
          // What the public rankings show: copies in the public folder under generated names.
          const delivery = await findPrivateFile(db, row.deliveryFileUuid);
          const poster = await findPrivateFile(db, row.posterFileUuid);
          if (!delivery || !poster) throw new RefusedError(`entry ${uuid} lost its converted files`);
          const posterPublic = await storePublicFileFrom(
            env.publicFilesDir,
            storedPath(store, poster.storedName),
            ['jpeg', 'png'],
          );
          const videoPublic =
            row.tType === 'video'
              ? await storePublicFileFrom(env.publicFilesDir, storedPath(store, delivery.storedName), ['mp4'])
              : null;
          entries.push({
            name: row.title,
            tType: row.tType === 'video' ? ('video' as const) : ('bcon' as const),
            videoUrl: videoPublic?.url ?? null,
            thumbnailUrl: posterPublic.url,
            userUuid: row.userUuid,
            submissionUuid: row.uuid,
          });
        }
        let group;
        try {
          group = await scheduleGroup(
            db,
            { topicUuid, beginAt, endAt, preparing: flags['preparing'] === true, entries },
            env.now(),
          );
        } catch (error) {
          if (error instanceof SubmissionStateError) throw new RefusedError(error.message);
          if (error instanceof CompetitionInputError) throw error;
          throw error;
        }
        print(
          env,
          flags['json'] === true,
          { groupUuid: group.uuid, state: group.state, entries: entryUuids },
          `group ${group.uuid} (state ${group.state}) with ${entryUuids.length} entr${entryUuids.length === 1 ? 'y' : 'ies'}`,
        );
      });
    },
  },
};
