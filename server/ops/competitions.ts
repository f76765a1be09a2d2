// Operator commands of the competitions: topics, groups of approved entries, production counts as
// the mobile app reports them, the statistics run and the clock's state changes.
import {
  entryPeriodState,
  GroupState,
  TOPIC_TYPE_VIDEO,
  type EntryPeriodState,
} from '../../contract/topics.js';
import {
  CompetitionInputError,
  overviewGroups,
  type EntryInput,
  type GroupOverview,
  type TopicInput,
  findTopic,
  listTopics,
  withCompetitionJobsLock,
  advanceGroupStates,
} from '../competitions/index.js';
import {
  createTopicAudited,
  OPS_COMMAND_ACTOR,
  recordProductionAudited,
  releaseGroupAudited,
  runStatisticsAudited,
  scheduleGroupAudited,
  updateTopicAudited,
} from '../operators/index.js';
import { installSeedMedia, sampleWork } from '../seed/sample-works.js';
import {
  opsPrivateStore,
  opsStorage,
  UsageError,
  withDatabase,
  type CommandTable,
  type OpsEnvironment,
} from './command.js';
import { floorToMinute, optional, parseTime, required, TIME_HELP, wholeNumber } from './flags.js';
import { parseEntry } from './public-media.js';
import {
  REQUIRED_TOPIC_FLAGS,
  TOPIC_FIELD_HELP,
  TOPIC_FIELD_OPTIONS,
  topicFieldsFrom,
  UPDATE_TOPIC_USAGE,
} from './topic-flags.js';
import { notifyScheduled } from './submission-mails.js';

const STATE_NAMES: Record<number, string> = {
  [GroupState.Preparing]: 'preparing',
  [GroupState.Waiting]: 'waiting',
  [GroupState.Competing]: 'competing',
  [GroupState.Completed]: 'completed',
};
const ENTRY_STATES: Record<EntryPeriodState, string> = { notYetOpen: 'soon', open: 'open', closed: 'closed' };

export const competitionCommands: CommandTable = {
  'create-topic': {
    summary: 'create a topic (job) with every §3 field and, optionally, its brief',
    usage: `create-topic --topic TEXT --max-amount N --max-count N --amount-per-user N
             --topic-type video|image --video-style-type photo|video|graphics|mixed --time-limit LIMIT
             [--hashtag TAG ...] [--main-banner-image FILE|URL] [--thumbnail FILE|URL]
             [--description FILE|HTML] [--do TEXT ...] [--dont TEXT ...]
             [--example "NAME|IMAGE" | --example "NAME|VIDEO|POSTER" ...]
             [--entry-begin TIME] [--entry-end TIME] [--json]

${TOPIC_FIELD_HELP}`,
    options: TOPIC_FIELD_OPTIONS,
    async run(flags, env) {
      for (const name of REQUIRED_TOPIC_FLAGS) required(flags, name);
      const fields = await topicFieldsFrom(flags, env);
      await withDatabase(env, async (handle) => {
        const input = { hashtags: [], mainBannerImageUrl: null, thumbnailUrl: null, ...fields };
        const uuid = await createTopicAudited(handle.db, OPS_COMMAND_ACTOR, input as TopicInput, env.now());
        if (flags['json']) {
          const { mainBannerImageUrl, thumbnailUrl } = input;
          env.out(
            JSON.stringify({
              uuid,
              mainBannerImageUrl,
              thumbnailUrl,
              exampleWorks: input.exampleWorks ?? [],
            }),
          );
        } else env.out(`Created topic ${uuid}: ${input.topic}`);
      });
    },
  },

  'update-topic': {
    summary: "change a topic's fields or brief (only the flags given)",
    usage: UPDATE_TOPIC_USAGE,
    options: {
      ...TOPIC_FIELD_OPTIONS,
      uuid: { type: 'string' },
      'clear-description': { type: 'boolean' },
      'clear-rules': { type: 'boolean' },
      'clear-examples': { type: 'boolean' },
      'clear-entry-period': { type: 'boolean' },
    },
    async run(flags, env) {
      const topicUuid = required(flags, 'uuid').toLowerCase();
      for (const [clear, ...given] of [
        ['clear-description', 'description'],
        ['clear-rules', 'do', 'dont'],
        ['clear-examples', 'example'],
      ]) {
        const both = given.find((name) => flags[clear!] === true && flags[name] !== undefined);
        if (both) throw new UsageError(`--${clear} and --${both} contradict each other`);
      }
      const fields = await topicFieldsFrom(flags, env);
      if (flags['clear-description'] === true) fields.descriptionHtml = null;
      if (flags['clear-rules'] === true) fields.rules = [];
      if (flags['clear-examples'] === true) fields.exampleWorks = [];
      if (flags['clear-entry-period'] === true) {
        fields.entryBeginAt ??= null;
        fields.entryEndAt ??= null;
      }
      await withDatabase(env, async (handle) => {
        const changed = await updateTopicAudited(handle.db, OPS_COMMAND_ACTOR, topicUuid, fields, env.now());
        if (flags['json']) env.out(JSON.stringify({ uuid: topicUuid, changed }));
        else env.out(`Updated topic ${topicUuid}: ${changed.join(', ')}`);
      });
    },
  },

  'schedule-group': {
    summary: 'schedule a group of approved entries for a topic',
    usage: `schedule-group --topic UUID --begin TIME --end TIME
             (--submission ENTRY ... | --entry "NAME|MEDIA[|THUMBNAIL]" ... | --samples N)
             [--capacity N] [--preparing] [--json]

  --topic      the topic's uuid (list-topics)
  --submission a creator's converted entry of this topic (list-submissions --state converting says
               which are converted); its converted work and poster become what the rankings show,
               the entry shows as waiting, competing or closed with the group, and its creator is
               mailed. Repeat the flag.
  --begin      when the group starts competing; --end when it completes (UTC is stored)
  --entry      an approved work: its name (at most 20 characters) and files. For a video topic MEDIA
               is an H.264 mp4 and THUMBNAIL an optional JPEG/PNG/WebP poster; for an image topic
               MEDIA is the image (JPEG/PNG/WebP). A stored public file URL works too. Repeat the flag.
  --samples    add N of the sample works that ship with the server (seed media), until the
               submission pipeline delivers approved entries
  --capacity   group size (default: the topic's capacity)
  --preparing  create it preparing: the clock leaves it alone until release-group

A group is created waiting and then moved by the clock at once: a period that has begun makes it
competing, one that has ended completed. ${TIME_HELP}`,
    options: {
      topic: { type: 'string' },
      begin: { type: 'string' },
      end: { type: 'string' },
      entry: { type: 'string', multiple: true },
      submission: { type: 'string', multiple: true },
      samples: { type: 'string' },
      capacity: { type: 'string' },
      preparing: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const topicUuid = required(flags, 'topic');
      const now = env.now();
      // Whole minutes: the API shows begin and end as HH:mm.
      const beginAt = floorToMinute(parseTime(required(flags, 'begin'), env.timeZone, now, 'begin'));
      const endAt = floorToMinute(parseTime(required(flags, 'end'), env.timeZone, now, 'end'));
      const capacity = flags['capacity'] ? wholeNumber(flags['capacity'] as string, 'capacity') : undefined;
      const entryTexts = (flags['entry'] as string[] | undefined) ?? [];
      const samples = flags['samples'] ? wholeNumber(flags['samples'] as string, 'samples') : 0;
      const submissionUuids = (flags['submission'] as string[] | undefined) ?? [];
      if (entryTexts.length === 0 && samples === 0 && submissionUuids.length === 0)
        throw new UsageError('give --submission or --entry at least once, or --samples N');

      await withDatabase(env, async (handle) => {
        const topic = await findTopic(handle.db, topicUuid.toLowerCase());
        if (!topic) throw new CompetitionInputError(`no topic ${topicUuid} (see list-topics)`);
        const isVideo = topic.topicType === TOPIC_TYPE_VIDEO;
        const entries: EntryInput[] = [];
        for (const text of entryTexts) entries.push(await parseEntry(env, text, isVideo));
        if (samples > 0) {
          const urls = await installSeedMedia(opsStorage(env));
          const offset = Math.floor(now.getTime() / 60_000);
          for (let index = 0; index < samples; index += 1) {
            entries.push(sampleWork(urls, isVideo, offset + index));
          }
        }
        const group = await scheduleGroupAudited(
          handle.db,
          OPS_COMMAND_ACTOR,
          opsPrivateStore(env),
          {
            topicUuid: topic.uuid,
            beginAt,
            endAt,
            capacity,
            preparing: flags['preparing'] === true,
            submissionUuids: submissionUuids.map((uuid) => uuid.toLowerCase()),
            otherEntries: entries,
          },
          now,
        );
        await notifyScheduled(env, handle.db, submissionUuids, beginAt);
        if (flags['json']) {
          env.out(JSON.stringify({ ...group, stateName: STATE_NAMES[group.state] }));
          return;
        }
        env.out(
          `Scheduled group ${group.uuid} of "${topic.topic}" (${STATE_NAMES[group.state]}), ` +
            `${beginAt.toISOString()} to ${endAt.toISOString()}:`,
        );
        group.entryUuids.forEach((uuid, index) => env.out(`  ${uuid}  ${group.entryNames[index]}`));
      });
    },
  },

  'release-group': {
    summary: 'move a preparing group to waiting (the clock takes it from there)',
    usage: `release-group --group UUID`,
    options: { group: { type: 'string' } },
    async run(flags, env) {
      const groupUuid = required(flags, 'group');
      await withDatabase(env, async (handle) => {
        const state = await releaseGroupAudited(handle.db, OPS_COMMAND_ACTOR, groupUuid, env.now());
        env.out(`Group ${groupUuid} is ${STATE_NAMES[state]}.`);
      });
    },
  },

  'record-production': {
    summary: 'record production counts of a work, as the mobile app reports them',
    usage: `record-production --entry UUID --count N [--at TIME] [--report-id ID] [--json]

  --entry      the group entry's uuid (list-groups --entries)
  --count      productions made (a whole number ≥ 1); each report adds to the work's count
  --at         when they were made (default now); must fall in the group's period
  --report-id  the app's id of the report: the same id again is ignored (a resent report)

The next statistics run (daily at 01:00 business time, or run-statistics) counts it. ${TIME_HELP}`,
    options: {
      entry: { type: 'string' },
      count: { type: 'string' },
      at: { type: 'string' },
      'report-id': { type: 'string' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const now = env.now();
      const input = {
        groupSubmissionUuid: required(flags, 'entry'),
        count: wholeNumber(required(flags, 'count'), 'count'),
        producedAt: flags['at'] ? parseTime(flags['at'] as string, env.timeZone, now, 'at') : undefined,
        reportId: optional(flags, 'report-id'),
      };
      await withDatabase(env, async (handle) => {
        const report = await recordProductionAudited(handle.db, OPS_COMMAND_ACTOR, input, now);
        if (flags['json']) {
          env.out(JSON.stringify(report));
          return;
        }
        if (!report.recorded) {
          env.out(`Report ${input.reportId} was recorded before; nothing changed.`);
          return;
        }
        env.out(
          `Recorded ${input.count} production(s) of ${input.groupSubmissionUuid} at ${report.producedAt.toISOString()}.`,
        );
        env.out(
          report.final
            ? `The group's results are final: run-statistics --group ${report.groupUuid} counts it.`
            : 'The next statistics run counts it (run-statistics runs one now).',
        );
      });
    },
  },

  'run-statistics': {
    summary: 'run the statistics now (rankings, ratios, secured amounts)',
    usage: `run-statistics [--group UUID ...] [--json]

Moves groups by the clock, then recomputes every competing group and every completed group whose
results are not final, as the daily 01:00 run does. --group recomputes that group too even when its
results are final (after a late report).`,
    options: { group: { type: 'string', multiple: true }, json: { type: 'boolean' } },
    async run(flags, env) {
      await withDatabase(env, async (handle) => {
        const run = await runStatisticsAudited(handle, OPS_COMMAND_ACTOR, {
          now: env.now(),
          currency: env.currency,
          alsoGroups: ((flags['group'] as string[] | undefined) ?? []).map((uuid) => uuid.toLowerCase()),
        });
        if (flags['json']) {
          env.out(JSON.stringify(run));
          return;
        }
        env.out(
          `Statistics run at ${run.ranAt.toISOString()}: ${run.groupUuids.length} group(s) updated` +
            ` (${run.advanced.started} moved to competing, ${run.advanced.completed} to completed).`,
        );
      });
    },
  },

  'advance-states': {
    summary: 'move groups by the clock now (the server does it every minute)',
    usage: `advance-states [--json]`,
    options: { json: { type: 'boolean' } },
    async run(flags, env) {
      await withDatabase(env, async (handle) => {
        const moved = await withCompetitionJobsLock(handle, () => advanceGroupStates(handle.db, env.now()));
        if (flags['json']) env.out(JSON.stringify(moved));
        else env.out(`${moved.started} group(s) moved to competing, ${moved.completed} to completed.`);
      });
    },
  },

  'list-topics': {
    summary: 'list topics, newest first, with their group counts and whether entries are open',
    usage: `list-topics [--page N] [--size N] [--json]`,
    options: { page: { type: 'string' }, size: { type: 'string' }, json: { type: 'boolean' } },
    async run(flags, env) {
      const page = flags['page'] ? wholeNumber(flags['page'] as string, 'page') : 1;
      const size = flags['size'] ? wholeNumber(flags['size'] as string, 'size') : 50;
      if (page < 1 || size < 1) throw new UsageError('--page and --size start at 1');
      await withDatabase(env, async (handle) => {
        const now = env.now();
        const { topics, totalCount } = await listTopics(handle.db, { page, size, now });
        if (flags['json']) {
          env.out(JSON.stringify({ lists: topics, totalCount, page, size }));
          return;
        }
        env.out(`${totalCount} topic(s); groups: preparing/waiting/competing/completed`);
        for (const topic of topics) {
          const type = topic.topicType === TOPIC_TYPE_VIDEO ? 'video' : 'image';
          const groups = `${topic.countOfGroupReady}/${topic.countOfGroupStandby}/${topic.countOfGroupProgress}/${topic.countOfGroupCompletion}`;
          env.out(
            `${topic.uuid}  ${type.padEnd(5)} style ${topic.videoStyleType} ${topic.timeLimit.padEnd(4)} ` +
              `reward ${String(topic.maxAmount).padStart(9)}  capacity ${String(topic.maxCount).padStart(3)}  ` +
              `groups ${groups.padEnd(8)} entries ${ENTRY_STATES[entryPeriodState(topic, now)].padEnd(6)} ` +
              `${topic.topic}${topic.mainBannerImageUrl ? '  [banner]' : ''}`,
          );
        }
      });
    },
  },

  'list-groups': {
    summary: 'list groups (optionally of one topic or state), with their entries',
    usage: `list-groups [--topic UUID] [--state preparing|waiting|competing|completed] [--group UUID] [--entries] [--json]

  --entries  show each group's entries (uuid, rank, production count, ratio, secured amount); the
             entry uuids are what record-production takes`,
    options: {
      topic: { type: 'string' },
      state: { type: 'string' },
      group: { type: 'string' },
      entries: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const stateText = optional(flags, 'state');
      let state: number | undefined;
      if (stateText) {
        const byName = Object.entries(STATE_NAMES).find(([, name]) => name === stateText)?.[0];
        state = byName ? Number(byName) : wholeNumber(stateText, 'state');
        if (!STATE_NAMES[state])
          throw new UsageError('--state is preparing, waiting, competing or completed');
      }
      await withDatabase(env, async (handle) => {
        const groups = await overviewGroups(handle.db, {
          topicUuid: optional(flags, 'topic')?.toLowerCase(),
          groupUuid: optional(flags, 'group')?.toLowerCase(),
          state,
        });
        if (flags['json']) {
          env.out(JSON.stringify(groups));
          return;
        }
        env.out(`${groups.length} group(s)`);
        for (const group of groups) printGroup(env, group, flags['entries'] === true);
      });
    },
  },
};

function printGroup(env: OpsEnvironment, group: GroupOverview, withEntries: boolean) {
  env.out(
    `${group.uuid}  ${STATE_NAMES[group.state]!.padEnd(9)} ${group.beginAt.toISOString()} to ${group.endAt.toISOString()}  ` +
      `${group.entries.length}/${group.capacity} entries  total ${group.countOfOrder}  ` +
      `updated ${group.competitionUpdateAt?.toISOString() ?? '-'}${group.final ? ' (final)' : ''}  ${group.topic}`,
  );
  if (!withEntries) return;
  for (const entry of group.entries) {
    const ratio = entry.ratioBasisPoints === null ? '-' : `${(entry.ratioBasisPoints / 100).toFixed(2)}%`;
    env.out(
      `    ${entry.uuid}  rank ${String(entry.ranking ?? '-').padStart(2)}  count ${String(entry.countOfOrder).padStart(6)}  ` +
        `${ratio.padStart(7)}  amount ${String(entry.accumulationAmount ?? '-').padStart(9)}  ${entry.name}`,
    );
  }
}
