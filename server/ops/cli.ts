// The operator commands: `npm run ops -- <command> [flags]` (server/ops.ts). Everything the spec
// does not show as a screen but the competitions need: topics, groups of approved entries,
// production counts as the mobile app reports them, the statistics run, the clock's state changes;
// and the notices, which have no editor screen either.
// runOps is the whole CLI minus the process: tests call it with an in-memory database.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { GroupState, TIME_LIMITS, TOPIC_TYPE_IMAGE, TOPIC_TYPE_VIDEO } from '../../contract/topics.js';
import { COMPETITION_JOBS_LOCK_ID, withAdvisoryLockWaiting } from '../db/advisory-lock.js';
import type { DatabaseHandle } from '../db/client.js';
import { DatabaseInUseError } from '../db/pglite-lock.js';
import { addDays, instantOf, wallTimeIn } from '../services/business-time.js';
import {
  CompetitionInputError,
  createTopic,
  overviewGroups,
  recordProduction,
  releaseGroup,
  scheduleGroup,
  type EntryInput,
  type GroupOverview,
} from '../services/competition-admin.js';
import { findTopic, listTopics } from '../services/competition-views.js';
import { advanceGroupStates } from '../services/lifecycle.js';
import {
  IMAGE_KINDS,
  imageSize,
  MAX_PUBLIC_FILE_BYTES,
  PUBLIC_FILES_PREFIX,
  publicFileExists,
  PublicFileError,
  storePublicFile,
  type MediaKind,
} from '../services/public-files.js';
import { createNotice } from '../services/notices.js';
import { installSeedMedia, sampleWork } from '../services/sample-works.js';
import { originalNameProblem, storeFile } from '../services/stored-files.js';
import { runStatistics } from '../services/statistics.js';

export interface OpsEnvironment {
  /** Opens (and migrates) the database the server uses. Called only by commands that need it. */
  openDatabase(): Promise<DatabaseHandle>;
  /** DATA_DIR/files/public */
  publicFilesDir: string;
  /** BUSINESS_TIME_ZONE: times written without a zone are read in it. */
  timeZone: string;
  now(): Date;
  out(text: string): void;
  err(text: string): void;
}

/** A mistake in the command line (exit code 2). */
class UsageError extends Error {}

const STATE_NAMES: Record<number, string> = {
  [GroupState.Preparing]: 'preparing',
  [GroupState.Waiting]: 'waiting',
  [GroupState.Competing]: 'competing',
  [GroupState.Completed]: 'completed',
};
const VIDEO_STYLES: Record<string, number> = { photo: 1, video: 2, graphics: 3, mixed: 4 };
/** What a notice may carry: documents (PDF; ZIP, which Office files are) and images. */
const NOTICE_ATTACHMENT_KINDS: readonly MediaKind[] = ['pdf', 'zip', 'jpeg', 'png', 'webp'];

type Options = NonNullable<ParseArgsConfig['options']>;

interface Command {
  summary: string;
  usage: string;
  options: Options;
  run(flags: Flags, env: OpsEnvironment): Promise<void>;
}

type Flags = Record<string, string | boolean | string[] | boolean[] | undefined>;

const TIME_HELP =
  'Times: ISO 8601 with a zone (2026-11-20T15:00:00Z, 2026-11-21T00:00+09:00), or a date or date and ' +
  'time without a zone, read in BUSINESS_TIME_ZONE (2026-11-21, 2026-11-21 09:30), or now, now+3d, ' +
  'now-2h, now+30m.';

const COMMANDS: Record<string, Command> = {
  'create-topic': {
    summary: 'create a topic (job) with every §3 field',
    usage: `create-topic --topic TEXT --max-amount N --max-count N --amount-per-user N
             --topic-type video|image --video-style-type photo|video|graphics|mixed --time-limit LIMIT
             [--hashtag TAG ...] [--main-banner-image FILE|URL] [--thumbnail FILE|URL] [--json]

  --topic               the title shown on the home page and the job list
  --max-amount          the reward of each group, in whole currency units (won), shared by its works
  --max-count           capacity: works per group
  --amount-per-user     amount per creator, in whole currency units
  --topic-type          video (1) or image (2)
  --video-style-type    photo (1), video (2), graphics (3) or mixed (4)
  --time-limit          ${TIME_LIMITS.join(', ')} (f… exact length, the rest minimum length)
  --hashtag             one hashtag (repeat the flag; a leading # is dropped), or --hashtags a,b,c
  --main-banner-image   a JPEG, PNG or WebP file (1200 x 400 suits the slider); the topic then shows
                        in the home slider. Or the URL of a public file already stored.
  --thumbnail           a JPEG, PNG or WebP file of exactly 720 x 405, or a stored public file URL`,
    options: {
      topic: { type: 'string' },
      'max-amount': { type: 'string' },
      'max-count': { type: 'string' },
      'amount-per-user': { type: 'string' },
      'topic-type': { type: 'string' },
      'video-style-type': { type: 'string' },
      'time-limit': { type: 'string' },
      hashtag: { type: 'string', multiple: true },
      hashtags: { type: 'string' },
      'main-banner-image': { type: 'string' },
      thumbnail: { type: 'string' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const topicTypeText = required(flags, 'topic-type');
      const topicType =
        topicTypeText === 'video'
          ? TOPIC_TYPE_VIDEO
          : topicTypeText === 'image'
            ? TOPIC_TYPE_IMAGE
            : wholeNumber(topicTypeText, 'topic-type');
      const styleText = required(flags, 'video-style-type');
      const videoStyleType = VIDEO_STYLES[styleText] ?? wholeNumber(styleText, 'video-style-type');
      const hashtags = [
        ...((flags['hashtag'] as string[] | undefined) ?? []),
        ...(typeof flags['hashtags'] === 'string' ? flags['hashtags'].split(',') : []),
      ].filter((tag) => tag.trim() !== '');
      const input = {
        topic: required(flags, 'topic'),
        maxAmount: wholeNumber(required(flags, 'max-amount'), 'max-amount'),
        maxCount: wholeNumber(required(flags, 'max-count'), 'max-count'),
        amountPerUser: wholeNumber(required(flags, 'amount-per-user'), 'amount-per-user'),
        topicType,
        videoStyleType,
        timeLimit: required(flags, 'time-limit'),
        hashtags,
      };
      const banner = optional(flags, 'main-banner-image');
      const thumbnail = optional(flags, 'thumbnail');
      const mainBannerImageUrl = banner
        ? await publicMedia(env, banner, IMAGE_KINDS, 'main-banner-image')
        : null;
      const thumbnailUrl = thumbnail
        ? await publicMedia(env, thumbnail, IMAGE_KINDS, 'thumbnail', { width: 720, height: 405 })
        : null;
      await withDatabase(env, async (handle) => {
        const uuid = await createTopic(handle.db, { ...input, mainBannerImageUrl, thumbnailUrl });
        if (flags['json']) env.out(JSON.stringify({ uuid, mainBannerImageUrl, thumbnailUrl }));
        else env.out(`Created topic ${uuid}: ${input.topic}`);
      });
    },
  },

  'schedule-group': {
    summary: 'schedule a group of approved entries for a topic',
    usage: `schedule-group --topic UUID --begin TIME --end TIME
             (--entry "NAME|MEDIA[|THUMBNAIL]" ... | --samples N) [--capacity N] [--preparing] [--json]

  --topic      the topic's uuid (list-topics)
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
      if (entryTexts.length === 0 && samples === 0)
        throw new UsageError('give --entry at least once, or --samples N');

      await withDatabase(env, async (handle) => {
        const topic = await findTopic(handle.db, topicUuid.toLowerCase());
        if (!topic) throw new CompetitionInputError(`no topic ${topicUuid} (see list-topics)`);
        const isVideo = topic.topicType === TOPIC_TYPE_VIDEO;
        const entries: EntryInput[] = [];
        for (const text of entryTexts) entries.push(await parseEntry(env, text, isVideo));
        if (samples > 0) {
          const urls = await installSeedMedia(env.publicFilesDir);
          const offset = Math.floor(now.getTime() / 60_000);
          for (let index = 0; index < samples; index += 1) {
            entries.push(sampleWork(urls, isVideo, offset + index));
          }
        }
        const group = await scheduleGroup(
          handle.db,
          {
            topicUuid: topic.uuid,
            beginAt,
            endAt,
            capacity,
            preparing: flags['preparing'] === true,
            entries,
          },
          now,
        );
        if (flags['json']) {
          env.out(JSON.stringify({ ...group, stateName: STATE_NAMES[group.state] }));
          return;
        }
        env.out(
          `Scheduled group ${group.uuid} of "${topic.topic}" (${STATE_NAMES[group.state]}), ` +
            `${beginAt.toISOString()} to ${endAt.toISOString()}:`,
        );
        group.entryUuids.forEach((uuid, index) => env.out(`  ${uuid}  ${entries[index]!.name}`));
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
        const state = await releaseGroup(handle.db, groupUuid, env.now());
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
        const report = await recordProduction(handle.db, input, now);
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
        const run = await locked(handle, () =>
          runStatistics(handle.db, {
            now: env.now(),
            trigger: 'ops',
            alsoGroups: ((flags['group'] as string[] | undefined) ?? []).map((uuid) => uuid.toLowerCase()),
          }),
        );
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
        const moved = await locked(handle, () => advanceGroupStates(handle.db, env.now()));
        if (flags['json']) env.out(JSON.stringify(moved));
        else env.out(`${moved.started} group(s) moved to competing, ${moved.completed} to completed.`);
      });
    },
  },

  'list-topics': {
    summary: 'list topics, newest first, with their group counts',
    usage: `list-topics [--page N] [--size N] [--json]`,
    options: { page: { type: 'string' }, size: { type: 'string' }, json: { type: 'boolean' } },
    async run(flags, env) {
      const page = flags['page'] ? wholeNumber(flags['page'] as string, 'page') : 1;
      const size = flags['size'] ? wholeNumber(flags['size'] as string, 'size') : 50;
      if (page < 1 || size < 1) throw new UsageError('--page and --size start at 1');
      await withDatabase(env, async (handle) => {
        const { topics, totalCount } = await listTopics(handle.db, { page, size });
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
              `groups ${groups.padEnd(8)} ${topic.topic}${topic.mainBannerImageUrl ? '  [banner]' : ''}`,
          );
        }
      });
    },
  },

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
        const info = await stat(contentFile).catch(() => null);
        if (!info?.isFile()) throw new CompetitionInputError(`no such file ${contentFile}`);
        contentHtml = await readFile(contentFile, 'utf8');
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
        const info = await stat(attachmentPath).catch(() => null);
        if (!info?.isFile()) throw new CompetitionInputError(`no such file ${attachmentPath}`);
        if (info.size > MAX_PUBLIC_FILE_BYTES) {
          throw new CompetitionInputError(
            `${attachmentPath} is larger than ${MAX_PUBLIC_FILE_BYTES / 1024 / 1024} MB`,
          );
        }
        attachment = { bytes: await readFile(attachmentPath), name };
      }

      await withDatabase(env, async (handle) => {
        let attachmentUuid: string | null = null;
        let fileUrl: string | null = null;
        if (attachment) {
          try {
            const stored = await storeFile(handle.db, env.publicFilesDir, {
              fileType: 'notice',
              originalName: attachment.name,
              content: { bytes: attachment.bytes, allowed: NOTICE_ATTACHMENT_KINDS },
              // A hidden notice's attachment stays out of the public folder.
              isPublic: isDisplay,
            });
            attachmentUuid = stored.uuid;
            fileUrl = stored.isPublic ? stored.fileUrl : null;
          } catch (error) {
            if (error instanceof PublicFileError) {
              throw new CompetitionInputError(`attachment "${attachment.name}": ${error.message}`);
            }
            throw error;
          }
        }
        const uuid = await createNotice(handle.db, {
          title,
          contentHtml,
          language,
          postedAt,
          attachmentUuid,
          isDisplay,
        });
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

function required(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

function optional(flags: Flags, name: string): string | undefined {
  const value = flags[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Digits only (thousands separators allowed): money and counts are never fractions. */
function wholeNumber(text: string, name: string): number {
  const cleaned = text.replace(/[,_]/g, '');
  if (!/^\d+$/.test(cleaned) || !Number.isSafeInteger(Number(cleaned))) {
    throw new UsageError(`--${name} must be a whole number (got "${text}")`);
  }
  return Number(cleaned);
}

function floorToMinute(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / 60_000) * 60_000);
}

export function parseTime(text: string, timeZone: string, now: Date, name: string): Date {
  const value = text.trim();
  const relative = /^now(?:([+-])(\d+)([dhm]))?$/.exec(value);
  if (relative) {
    if (!relative[1]) return now;
    const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[relative[3] as 'd' | 'h' | 'm'];
    return new Date(now.getTime() + (relative[1] === '-' ? -1 : 1) * Number(relative[2]) * unit);
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(value)) {
    const parsed = new Date(value);
    if (!Number.isNaN(parsed.getTime())) return parsed;
  }
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(value);
  if (local) {
    const wall = {
      year: Number(local[1]),
      month: Number(local[2]),
      day: Number(local[3]),
      hour: Number(local[4] ?? 0),
      minute: Number(local[5] ?? 0),
    };
    // Refuse 2026-02-30 and 25:00 instead of rolling them over.
    const check = addDays(wall, 0);
    if (check.month === wall.month && check.day === wall.day && wall.hour < 24 && wall.minute < 60) {
      const instant = instantOf(wall, timeZone);
      const shown = wallTimeIn(instant, timeZone);
      if (shown.day === wall.day) return instant;
    }
  }
  throw new UsageError(`--${name}: cannot read "${text}" as a time. ${TIME_HELP}`);
}

async function parseEntry(env: OpsEnvironment, text: string, isVideo: boolean): Promise<EntryInput> {
  const [name = '', media = '', thumbnail = '', ...rest] = text.split('|').map((part) => part.trim());
  if (!name || !media || rest.length > 0) {
    throw new UsageError(`--entry "${text}": write NAME|MEDIA or NAME|MEDIA|THUMBNAIL`);
  }
  if (isVideo) {
    return {
      name,
      tType: 'video',
      videoUrl: await publicMedia(env, media, ['mp4'], `entry "${name}" video`),
      thumbnailUrl: thumbnail
        ? await publicMedia(env, thumbnail, IMAGE_KINDS, `entry "${name}" thumbnail`)
        : null,
    };
  }
  if (thumbnail) throw new UsageError(`--entry "${text}": an image work is one image (NAME|IMAGE)`);
  return {
    name,
    tType: 'bcon',
    videoUrl: null,
    thumbnailUrl: await publicMedia(env, media, IMAGE_KINDS, `entry "${name}" image`),
  };
}

/** A file given on the command line, stored as a public file; or the URL of one stored before. */
async function publicMedia(
  env: OpsEnvironment,
  source: string,
  kinds: readonly MediaKind[],
  what: string,
  size?: { width: number; height: number },
): Promise<string> {
  if (source.startsWith(PUBLIC_FILES_PREFIX)) {
    if (!(await publicFileExists(env.publicFilesDir, source))) {
      throw new CompetitionInputError(`${what}: no stored public file ${source}`);
    }
    return source;
  }
  const info = await stat(source).catch(() => null);
  if (!info?.isFile()) throw new CompetitionInputError(`${what}: no such file ${source}`);
  if (info.size > MAX_PUBLIC_FILE_BYTES) {
    throw new CompetitionInputError(
      `${what}: ${source} is larger than ${MAX_PUBLIC_FILE_BYTES / 1024 / 1024} MB`,
    );
  }
  const content = await readFile(source);
  if (size) {
    const actual = imageSize(content);
    if (!actual || actual.width !== size.width || actual.height !== size.height) {
      throw new CompetitionInputError(
        `${what}: ${source} is ${actual ? `${actual.width} x ${actual.height}` : 'not an image whose size can be read'}; ` +
          `it must be ${size.width} x ${size.height}`,
      );
    }
  }
  try {
    return (await storePublicFile(env.publicFilesDir, content, kinds)).url;
  } catch (error) {
    if (error instanceof PublicFileError) throw new CompetitionInputError(`${what}: ${error.message}`);
    throw error;
  }
}

async function withDatabase(env: OpsEnvironment, task: (handle: DatabaseHandle) => Promise<void>) {
  const handle = await env.openDatabase();
  try {
    await task(handle);
  } finally {
    await handle.close();
  }
}

async function locked<T>(handle: DatabaseHandle, task: () => Promise<T>): Promise<T> {
  const outcome = await withAdvisoryLockWaiting(handle, COMPETITION_JOBS_LOCK_ID, task);
  if (!outcome.acquired) {
    throw new CompetitionInputError('another statistics run or state change is busy; try again in a minute');
  }
  return outcome.result;
}

function generalHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  return [
    'Operator commands of the creator portal: npm run ops -- <command> [flags]',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`),
    '',
    "`npm run ops -- <command> --help` describes a command. The commands use the server's settings",
    '(DATA_DIR or DATABASE_URL, BUSINESS_TIME_ZONE). On the embedded database, stop the server first.',
  ].join('\n');
}

/** Runs one command line; resolves with the process exit code (0 done, 1 refused, 2 usage). */
export async function runOps(argv: readonly string[], env: OpsEnvironment): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    env.out(generalHelp());
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    env.err(`Unknown command "${name}".\n\n${generalHelp()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    env.out(`npm run ops -- ${command.usage}`);
    return 0;
  }
  try {
    let flags: Flags;
    try {
      flags = parseArgs({ args: [...rest], options: command.options, strict: true, allowPositionals: false })
        .values as Flags;
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    await command.run(flags, env);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      env.err(`${name}: ${error.message}\n\nnpm run ops -- ${command.usage}`);
      return 2;
    }
    if (error instanceof CompetitionInputError || error instanceof DatabaseInUseError) {
      env.err(`${name}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
