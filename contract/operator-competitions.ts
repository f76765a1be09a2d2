// The console's topics and groups (issue 21, area `competitions`): the shapes of its requests and
// answers. The services behind them check the same limits again (competitions/competition-admin.ts).
import { z } from 'zod';
import { uuidText } from './operator.js';
import { TOPIC_IMAGE_KINDS } from './operator-paths.js';
import { safeMultilineText, safeText } from './text.js';
import {
  EXAMPLE_NAME_MAX_LENGTH,
  PRODUCTION_COUNT_MAX,
  TIME_LIMITS,
  TOPIC_AMOUNT_MAX,
  TOPIC_CAPACITY_MAX,
  TOPIC_DESCRIPTION_MAX_LENGTH,
  TOPIC_EXAMPLE_WORKS_MAX,
  TOPIC_HASHTAG_MAX_LENGTH,
  TOPIC_HASHTAGS_MAX,
  TOPIC_RULE_KINDS,
  TOPIC_RULE_MAX_LENGTH,
  TOPIC_RULES_MAX,
  TOPIC_TITLE_MAX_LENGTH,
  topicSchema,
} from './topics.js';

const amount = z.number().int().min(0).max(TOPIC_AMOUNT_MAX);
/** A public file stored before (POST topic-images answers its URL). */
const publicFile = safeText().max(300);
const instant = safeText().pipe(z.iso.datetime({ offset: true }));

const topicFields = {
  topic: safeText().trim().min(1).max(TOPIC_TITLE_MAX_LENGTH),
  /** The reward of each group, in the currency's major unit. */
  maxAmount: amount,
  /** Capacity: works per group. */
  maxCount: z.number().int().min(1).max(TOPIC_CAPACITY_MAX),
  amountPerUser: amount,
  /** 1 video, 2 image. */
  topicType: z.union([z.literal(1), z.literal(2)]),
  videoStyleType: z.number().int().min(1).max(4),
  timeLimit: z.enum(TIME_LIMITS),
  /** One word each; a leading # is dropped. */
  hashtags: z
    .array(
      safeText()
        .trim()
        .min(1)
        .max(TOPIC_HASHTAG_MAX_LENGTH + 1),
    )
    .max(TOPIC_HASHTAGS_MAX),
  mainBannerImageUrl: publicFile.nullable(),
  thumbnailUrl: publicFile.nullable(),
  /** HTML, sanitized as notices are before it is stored. */
  description: safeMultilineText().max(TOPIC_DESCRIPTION_MAX_LENGTH).nullable(),
  rules: z
    .array(
      z.object({ kind: z.enum(TOPIC_RULE_KINDS), text: safeText().trim().min(1).max(TOPIC_RULE_MAX_LENGTH) }),
    )
    .max(TOPIC_RULES_MAX),
  exampleWorks: z
    .array(
      z.object({
        name: safeText().trim().min(1).max(EXAMPLE_NAME_MAX_LENGTH),
        tType: z.enum(['video', 'bcon']),
        videoUrl: publicFile.nullable(),
        thumbnailUrl: publicFile,
      }),
    )
    .max(TOPIC_EXAMPLE_WORKS_MAX),
  /** When entries open and close (ISO 8601); null: no limit on that side. */
  entryBeginDate: instant.nullable(),
  entryEndDate: instant.nullable(),
};

const periodInOrder = (body: { entryBeginDate?: string | null; entryEndDate?: string | null }) =>
  !body.entryBeginDate ||
  !body.entryEndDate ||
  Date.parse(body.entryBeginDate) < Date.parse(body.entryEndDate);
const periodIssue = { message: 'the entry period must end after it begins', path: ['entryEndDate'] };

export const topicCreateSchema = z.object(topicFields).refine(periodInOrder, periodIssue);
export type TopicCreate = z.infer<typeof topicCreateSchema>;

/** Only the fields given change. */
export const topicUpdateSchema = z
  .object(topicFields)
  .partial()
  .refine(periodInOrder, periodIssue)
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type TopicUpdate = z.infer<typeof topicUpdateSchema>;

export const topicListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const consoleTopicPageSchema = z.object({
  lists: z.array(topicSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type ConsoleTopicPage = z.infer<typeof consoleTopicPageSchema>;

export const topicSavedSchema = z.object({ uuid: z.string(), changed: z.array(z.string()) });
export type TopicSaved = z.infer<typeof topicSavedSchema>;

/** POST topic-images (multipart): `kind` first, then `file`. */
export const topicImageUploadSchema = z.object({
  kind: z.enum(TOPIC_IMAGE_KINDS),
  file: z.string().describe('A JPEG, PNG or WebP image; a thumbnail is exactly 720 x 405.'),
});
export const topicImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TopicImage = z.infer<typeof topicImageSchema>;

export const groupQuerySchema = z.object({
  topic: uuidText().optional(),
  state: z.coerce.number().int().min(1).max(4).optional(),
});

export const consoleGroupEntrySchema = z.object({
  uuid: z.string(),
  position: z.number().int(),
  name: z.string(),
  tType: z.string(),
  countOfOrder: z.number().int(),
  ranking: z.number().int().nullable(),
  /** Hundredths of a percent. */
  ratioBasisPoints: z.number().int().nullable(),
  accumulationAmount: z.number().nullable(),
});
export const consoleGroupSchema = z.object({
  uuid: z.string(),
  topicUuid: z.string(),
  topic: z.string(),
  state: z.number().int(),
  beginAt: z.string(),
  endAt: z.string(),
  capacity: z.number().int(),
  countOfOrder: z.number().int(),
  competitionUpdateAt: z.string().nullable(),
  /** The results are final (the run after the group completed has counted them). */
  final: z.boolean(),
  entries: z.array(consoleGroupEntrySchema),
});
export type ConsoleGroup = z.infer<typeof consoleGroupSchema>;
export const consoleGroupListSchema = z.object({ lists: z.array(consoleGroupSchema) });

export const scheduleGroupBodySchema = z
  .object({
    topicUuid: uuidText(),
    beginAt: instant,
    endAt: instant,
    /** The topic's capacity when left out. */
    capacity: z.number().int().min(1).max(TOPIC_CAPACITY_MAX).optional(),
    /** Held until released; otherwise the clock moves it. */
    preparing: z.boolean().default(false),
    submissionUuids: z.array(uuidText()).min(1).max(TOPIC_CAPACITY_MAX),
  })
  .refine((body) => Date.parse(body.beginAt) < Date.parse(body.endAt), {
    message: 'the end must come after the begin',
    path: ['endAt'],
  });
export type ScheduleGroupBody = z.input<typeof scheduleGroupBodySchema>;
export const scheduledGroupSchema = z.object({
  uuid: z.string(),
  state: z.number().int(),
  entryUuids: z.array(z.string()),
});
export type ScheduledGroupAnswer = z.infer<typeof scheduledGroupSchema>;

export const addGroupEntryBodySchema = z.object({ submissionUuid: uuidText() });
export const addedGroupEntrySchema = z.object({
  groupSubmissionUuid: z.string(),
  position: z.number().int(),
  groupState: z.number().int(),
});

export const releasedGroupSchema = z.object({ uuid: z.string(), state: z.number().int() });

export const productionBodySchema = z.object({
  count: z.number().int().min(1).max(PRODUCTION_COUNT_MAX),
  /** When they were made; now when left out. Must fall in the group's period. */
  producedAt: instant.optional(),
  /** The app's id of the report: the same id again is ignored. */
  reportId: safeText().trim().min(1).max(200).optional(),
});
export type ProductionBody = z.infer<typeof productionBodySchema>;
export const recordedProductionSchema = z.object({
  recorded: z.boolean(),
  groupUuid: z.string(),
  groupState: z.number().int(),
  final: z.boolean(),
  producedAt: z.string(),
});
export type RecordedProduction = z.infer<typeof recordedProductionSchema>;

export const statisticsBodySchema = z.object({
  /** Recompute these groups too, even when their results are final (after a late report). */
  groupUuids: z.array(uuidText()).max(100).default([]),
});
export const statisticsRunSchema = z.object({
  ranAt: z.string(),
  groupUuids: z.array(z.string()),
  started: z.number().int(),
  completed: z.number().int(),
});
export type StatisticsRun = z.infer<typeof statisticsRunSchema>;
