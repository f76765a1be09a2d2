// The plain values of the topics contract (spec §3, §4, CONTRACT.md), without zod, so that the SPA
// can import them as values (contract/topics.ts imports zod, which must stay out of the bundle).
// contract/topics.ts re-exports everything here; the server keeps importing from there.

/** §3 timeLimit: f* = exact length, the rest = minimum length. */
export const TIME_LIMITS = [
  'f1s',
  'f2s',
  'f3s',
  'f4s',
  'f5s',
  'f10s',
  'f30s',
  'f1m',
  '1s',
  '2s',
  '5s',
  '10s',
  '30s',
  '1m',
  '3m',
  '5m',
] as const;
export type TimeLimit = (typeof TIME_LIMITS)[number];

/** §3 topicType: 1 = video, anything else = image. */
export const TOPIC_TYPE_VIDEO = 1;
export const TOPIC_TYPE_IMAGE = 2;

/** §3 videoStyleType: 1 photo-based, 2 video-based, 3 graphics-based, 4 mixed. */
export const VIDEO_STYLE_TYPES = [1, 2, 3, 4] as const;

/** CONTRACT.md group state codes. */
export const GroupState = { Preparing: 1, Waiting: 2, Competing: 3, Completed: 4 } as const;
export type GroupStateValue = (typeof GroupState)[keyof typeof GroupState];

// The brief and the job list's filters (issue 18).

/** Do / don't lines of a topic's rules, at most TOPIC_RULES_MAX, each at most TOPIC_RULE_MAX_LENGTH. */
export const TOPIC_RULE_KINDS = ['do', 'dont'] as const;
export type TopicRuleKind = (typeof TOPIC_RULE_KINDS)[number];
export const TOPIC_RULES_MAX = 10;
export const TOPIC_RULE_MAX_LENGTH = 200;
export const TOPIC_EXAMPLE_WORKS_MAX = 3;

/** /jobs: exact (f*) or minimum length. */
export const LENGTH_KINDS = ['exact', 'minimum'] as const;
export type LengthKind = (typeof LENGTH_KINDS)[number];
export const isExactLength = (timeLimit: string) => timeLimit.startsWith('f');

/** /jobs sort orders: newest first, highest reward first, soonest entry end first (open ones). */
export const TOPIC_SORTS = ['newest', 'reward', 'closing'] as const;
export type TopicSort = (typeof TOPIC_SORTS)[number];
export const TOPIC_KEYWORD_MAX = 50;

/** /jobs page sizes (spec §9 "list page size options 20, 40, 60"). */
export const JOB_PAGE_SIZES = [20, 40, 60] as const;

/**
 * Where `now` falls in a topic's entry period (entryBeginDate / entryEndDate, ISO instants; none
 * given means no bound): the server refuses an entry unless 'open', and the job page says so.
 */
export type EntryPeriodState = 'notYetOpen' | 'open' | 'closed';
export function entryPeriodState(
  period: { entryBeginDate?: string | null; entryEndDate?: string | null },
  now: Date,
): EntryPeriodState {
  if (period.entryBeginDate && now.getTime() < Date.parse(period.entryBeginDate)) return 'notYetOpen';
  if (period.entryEndDate && now.getTime() >= Date.parse(period.entryEndDate)) return 'closed';
  return 'open';
}

// What an operator may give a topic (the console's form, the commands, the services' checks).

/** A topic's title. */
export const TOPIC_TITLE_MAX_LENGTH = 100;
/** Works per group. */
export const TOPIC_CAPACITY_MAX = 10_000;
/** Money and counts are whole numbers: never fractions, never beyond what stays exact. */
export const TOPIC_AMOUNT_MAX = 1_000_000_000_000;
export const TOPIC_HASHTAGS_MAX = 10;
export const TOPIC_HASHTAG_MAX_LENGTH = 30;
/** A description is a page of text, not a document: 20,000 characters of HTML is plenty. */
export const TOPIC_DESCRIPTION_MAX_LENGTH = 20_000;
/** The caption (and alternative text) of an example work. */
export const EXAMPLE_NAME_MAX_LENGTH = 50;
/** A topic image (banner, thumbnail, example): a picture, not a 1 GB work. */
export const TOPIC_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** A topic's thumbnail is exactly this size (the job cards' 16:9). */
export const TOPIC_THUMBNAIL_SIZE = { width: 720, height: 405 } as const;
/** Production counts of one report (the mobile app's, or an operator's). */
export const PRODUCTION_COUNT_MAX = 1_000_000_000;
