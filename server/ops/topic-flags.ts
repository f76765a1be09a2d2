// The flags of create-topic and update-topic, read once for both: the §3 fields, the media, and the
// brief (issue 18: description, do / don't rules, example works, entry period). Only the flags given
// become fields, so update-topic changes nothing else.
import { readFile, stat } from 'node:fs/promises';
import {
  TIME_LIMITS,
  TOPIC_EXAMPLE_WORKS_MAX,
  TOPIC_RULE_MAX_LENGTH,
  TOPIC_RULES_MAX,
  TOPIC_TYPE_IMAGE,
  TOPIC_TYPE_VIDEO,
} from '../../contract/topics.js';
import {
  CompetitionInputError,
  type TopicUpdate,
  EXAMPLE_NAME_MAX_LENGTH,
  TOPIC_DESCRIPTION_MAX_LENGTH,
} from '../competitions/index.js';
import { IMAGE_KINDS } from '../files/index.js';
import { operatorPath, UsageError, type Flags, type OpsCommand, type OpsEnvironment } from './command.js';
import { floorToMinute, optional, parseTime, TIME_HELP, wholeNumber } from './flags.js';
import { publicMedia } from './public-media.js';

type ExampleWorkInput = NonNullable<TopicUpdate['exampleWorks']>[number];

const VIDEO_STYLES: Record<string, number> = { photo: 1, video: 2, graphics: 3, mixed: 4 };

export const TOPIC_FIELD_OPTIONS: OpsCommand['options'] = {
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
  description: { type: 'string' },
  do: { type: 'string', multiple: true },
  dont: { type: 'string', multiple: true },
  example: { type: 'string', multiple: true },
  'entry-begin': { type: 'string' },
  'entry-end': { type: 'string' },
  json: { type: 'boolean' },
};

export const TOPIC_FIELD_HELP = `  --topic               the title shown on the home page and the job list
  --max-amount          the reward of each group, in whole currency units (won), shared by its works
  --max-count           capacity: works per group
  --amount-per-user     amount per creator, in whole currency units
  --topic-type          video (1) or image (2)
  --video-style-type    photo (1), video (2), graphics (3) or mixed (4)
  --time-limit          ${TIME_LIMITS.join(', ')} (f… exact length, the rest minimum length)
  --hashtag             one hashtag (repeat the flag; a leading # is dropped), or --hashtags a,b,c
  --main-banner-image   a JPEG, PNG or WebP file (1200 x 400 suits the slider); the topic then shows
                        in the home slider. Or the URL of a public file already stored.
  --thumbnail           a JPEG, PNG or WebP file of exactly 720 x 405, or a stored public file URL

The brief, shown first on the job page (all optional):
  --description         the brief's HTML: a file holding it (UTF-8), or the HTML itself. Sanitized
                        as notices are: paragraphs, headings, lists, tables, links and text styles
                        stay; scripts, styles, images, frames and event attributes go. At most
                        ${TOPIC_DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters.
  --do, --dont          one line of the rules: what the work must do, or must not (repeat the flags;
                        at most ${TOPIC_RULES_MAX} lines in all, each at most ${TOPIC_RULE_MAX_LENGTH} characters, no control
                        characters). The page lists the do lines, then the don't lines.
  --example             an example of a good work, "NAME|IMAGE" or "NAME|VIDEO|POSTER" (repeat, at
                        most ${TOPIC_EXAMPLE_WORKS_MAX}): NAME is its caption and alternative text (at most ${EXAMPLE_NAME_MAX_LENGTH}
                        characters), IMAGE a JPEG, PNG or WebP, VIDEO an MP4 whose POSTER (a JPEG,
                        PNG or WebP) shows until it plays. Files or stored public file URLs; stored
                        and served like the thumbnail.
  --entry-begin         when entries open; --entry-end when they close (the server refuses an entry
                        before the begin and from the end on). Either may be left out: no begin is
                        open now, no end stays open. ${TIME_HELP}`;

/** The flags create-topic cannot do without. */
export const REQUIRED_TOPIC_FLAGS = [
  'topic-type',
  'video-style-type',
  'topic',
  'max-amount',
  'max-count',
  'amount-per-user',
  'time-limit',
] as const;

export const UPDATE_TOPIC_USAGE = `update-topic --uuid UUID [any flag of create-topic ...]
             [--clear-description] [--clear-rules] [--clear-examples] [--clear-entry-period] [--json]

Changes only what is given; the rest stays. --do and --dont together replace the rules, --example
replaces the example works, --hashtag the hashtags. The topic type cannot change once the topic
has groups or entries.

  --uuid                the topic's uuid (list-topics)
  --clear-description   remove the description
  --clear-rules         remove every do and don't line
  --clear-examples      remove the example works
  --clear-entry-period  entries open with no begin and no end (or give --entry-begin or --entry-end
                        with it to keep just that one)

${TOPIC_FIELD_HELP}`;

function topicType(text: string): number {
  if (text === 'video') return TOPIC_TYPE_VIDEO;
  if (text === 'image') return TOPIC_TYPE_IMAGE;
  return wholeNumber(text, 'topic-type');
}

/** --description: a file's HTML when the text names a file, otherwise the HTML itself. */
async function description(env: OpsEnvironment, value: string): Promise<string> {
  const file = operatorPath(env, value);
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? readFile(file, 'utf8') : value;
}

/** One --example: "NAME|IMAGE" or "NAME|VIDEO|POSTER"; the media kind comes from its bytes. */
async function example(env: OpsEnvironment, text: string): Promise<ExampleWorkInput> {
  const [name = '', media = '', poster = '', ...rest] = text.split('|').map((part) => part.trim());
  if (!name || !media || rest.length > 0) {
    throw new UsageError(`--example "${text}": write NAME|IMAGE or NAME|VIDEO|POSTER`);
  }
  const url = await publicMedia(env, media, ['mp4', ...IMAGE_KINDS], `example "${name}"`);
  if (!url.endsWith('.mp4')) {
    if (poster)
      throw new CompetitionInputError(`example "${name}": an image example is one image (NAME|IMAGE)`);
    return { name, tType: 'bcon', videoUrl: null, thumbnailUrl: url };
  }
  if (!poster) {
    throw new CompetitionInputError(`example "${name}": a video example needs a poster (NAME|VIDEO|POSTER)`);
  }
  const posterUrl = await publicMedia(env, poster, IMAGE_KINDS, `example "${name}" poster`);
  return { name, tType: 'video', videoUrl: url, thumbnailUrl: posterUrl };
}

const list = (flags: Flags, name: string) => (flags[name] as string[] | undefined) ?? [];

/**
 * The topic fields the flags give, files stored as public media. Text is checked by the service
 * (createTopic / updateTopic), which says what is wrong.
 */
export async function topicFieldsFrom(flags: Flags, env: OpsEnvironment): Promise<TopicUpdate> {
  const fields: TopicUpdate = {};
  const text = (name: string) => optional(flags, name);
  const number = (name: string) => {
    const value = text(name);
    return value === undefined ? undefined : wholeNumber(value, name);
  };
  fields.topic = text('topic');
  fields.maxAmount = number('max-amount');
  fields.maxCount = number('max-count');
  fields.amountPerUser = number('amount-per-user');
  const type = text('topic-type');
  if (type) fields.topicType = topicType(type);
  const style = text('video-style-type');
  if (style) fields.videoStyleType = VIDEO_STYLES[style] ?? wholeNumber(style, 'video-style-type');
  fields.timeLimit = text('time-limit');
  if (flags['hashtag'] !== undefined || flags['hashtags'] !== undefined) {
    fields.hashtags = [
      ...list(flags, 'hashtag'),
      ...(typeof flags['hashtags'] === 'string' ? flags['hashtags'].split(',') : []),
    ].filter((tag) => tag.trim() !== '');
  }
  const banner = text('main-banner-image');
  if (banner) fields.mainBannerImageUrl = await publicMedia(env, banner, IMAGE_KINDS, 'main-banner-image');
  const thumbnail = text('thumbnail');
  if (thumbnail) {
    fields.thumbnailUrl = await publicMedia(env, thumbnail, IMAGE_KINDS, 'thumbnail', {
      width: 720,
      height: 405,
    });
  }

  const html = text('description');
  if (html) fields.descriptionHtml = await description(env, html);
  if (flags['do'] !== undefined || flags['dont'] !== undefined) {
    fields.rules = [
      ...list(flags, 'do').map((line) => ({ kind: 'do' as const, text: line })),
      ...list(flags, 'dont').map((line) => ({ kind: 'dont' as const, text: line })),
    ];
  }
  const examples = list(flags, 'example');
  if (examples.length > TOPIC_EXAMPLE_WORKS_MAX) {
    throw new CompetitionInputError(`at most ${TOPIC_EXAMPLE_WORKS_MAX} example works (--example)`);
  }
  if (examples.length > 0) {
    fields.exampleWorks = [];
    for (const one of examples) fields.exampleWorks.push(await example(env, one));
  }
  const now = env.now();
  for (const [flag, key] of [
    ['entry-begin', 'entryBeginAt'],
    ['entry-end', 'entryEndAt'],
  ] as const) {
    const value = text(flag);
    if (value) fields[key] = floorToMinute(parseTime(value, env.timeZone, now, flag));
  }
  // Only what was given: update-topic leaves the rest alone.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as TopicUpdate;
}
