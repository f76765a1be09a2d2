// Topics (jobs), banners, groups and group submissions (spec §3, CONTRACT.md "Topics, banners,
// groups"). One definition, used by the server's route schemas, the OpenAPI document, the SPA's
// API modules (type-only imports) and the msw handlers.
import { z } from 'zod';
import { safeText } from './text.js';

import {
  LENGTH_KINDS,
  TIME_LIMITS,
  TOPIC_EXAMPLE_WORKS_MAX,
  TOPIC_KEYWORD_MAX,
  TOPIC_RULE_KINDS,
  TOPIC_RULES_MAX,
  TOPIC_SORTS,
} from './topic-rules.js';

export * from './topic-rules.js';

export const topicSchema = z.object({
  uuid: z.string(),
  topic: z.string(),
  /** Reward, in the currency's major unit. */
  maxAmount: z.number(),
  /** Capacity. */
  maxCount: z.number().int(),
  amountPerUser: z.number(),
  mainBannerImageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  topicType: z.number().int(),
  videoStyleType: z.number().int(),
  timeLimit: z.string(),
  hashtags: z.array(z.string()),
  countOfGroupReady: z.number().int(),
  countOfGroupStandby: z.number().int(),
  countOfGroupProgress: z.number().int(),
  countOfGroupCompletion: z.number().int(),
  /**
   * Ours (issue 18), absent from the company's hosts: the entry period, ISO 8601 UTC instants. No
   * end means entries stay open; before the begin and after the end the server refuses an entry.
   */
  entryBeginDate: z.string().nullable().optional(),
  entryEndDate: z.string().nullable().optional(),
});
export type Topic = z.infer<typeof topicSchema>;

/** GET /p/api/main/banner and GET /p/api/main/work: `data.lists` of these. */
export const mainItemSchema = z.object({ uuid: z.string(), mcfTopic: topicSchema });
export type MainItem = z.infer<typeof mainItemSchema>;

export const letterTemplateSchema = z.object({
  /** The entry's name; empty when its creator has left the portal (then `anonymous` is true). */
  name: z.string(),
  /** `video` or `bcon` (an image work). */
  tType: z.enum(['video', 'bcon']),
  videoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /**
   * Ours (issue 19): true when the entry's creator has left the portal. The entry keeps its place,
   * results and media; its name is empty and the SPA shows a neutral label ("Entry by a former
   * member") in the reader's language. Absent otherwise.
   */
  anonymous: z.literal(true).optional(),
});
export type LetterTemplate = z.infer<typeof letterTemplateSchema>;

/** One line of a topic's rules: something the work must do, or must not. */
export const topicRuleSchema = z.object({
  kind: z.enum(TOPIC_RULE_KINDS),
  text: z.string(),
});
export type TopicRule = z.infer<typeof topicRuleSchema>;

/** An example of a good work, in the letter-template shape the groups use. */
export type TopicExampleWork = LetterTemplate;

/**
 * GET /v1/api/topics/{uuid}: the topic with its brief (ours, issue 18; every field optional, since
 * the company's hosts send none of them).
 */
export const topicDetailSchema = topicSchema.extend({
  /** Sanitized HTML (the notices' allow-list, contract/notice-html.ts). */
  description: z.string().nullable().optional(),
  rules: z.array(topicRuleSchema).max(TOPIC_RULES_MAX).optional(),
  exampleWorks: z.array(letterTemplateSchema).max(TOPIC_EXAMPLE_WORKS_MAX).optional(),
});
export type TopicDetail = z.infer<typeof topicDetailSchema>;

export const groupSubmissionSchema = z.object({
  uuid: z.string(),
  /** Null while the group is waiting (the SPA shows '--'). */
  ranking: z.number().int().nullable(),
  countOfOrder: z.number().int().nullable(),
  /** Percent, 0 to 100. */
  ratio: z.number().nullable(),
  /** Secured amount, in the currency's major unit. */
  accumulationAmount: z.number().nullable(),
  mcfSubmission: z.object({ letterTemplates: z.array(letterTemplateSchema) }),
});
export type GroupSubmission = z.infer<typeof groupSubmissionSchema>;

export const groupSchema = z.object({
  uuid: z.string(),
  groupState: z.number().int(),
  mcfTopic: topicSchema,
  /** UTC date (YYYY-MM-DD) and hour (HH:mm); the SPA shows them in the browser's time zone. */
  competitionBeginDate: z.string(),
  competitionBeginHour: z.string(),
  competitionEndDate: z.string(),
  competitionEndHour: z.string(),
  /** ISO timestamp of the last statistics run, null before the first. */
  competitionUpdateAt: z.string().nullable(),
  countOfSubmission: z.number().int(),
  countOfOrder: z.number().int(),
  mcfGroupSubmissions: z.array(groupSubmissionSchema),
});
export type Group = z.infer<typeof groupSchema>;

/** GET /p/api/group/topic?page&size&groupState&topicUuid (the home popup: page 1, size 100). */
export const groupTopicQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(100),
  groupState: z.coerce.number().int().min(1).max(4),
  topicUuid: safeText().max(64),
});

/**
 * GET /api/topics?page&size, and ours (issue 18; a host that ignores them answers the plain list,
 * which the SPA then narrows itself): topicType (1 video, 2 image = anything but 1),
 * videoStyleType, lengthKind and timeLimit, open (entries open now), sort, keyword (topic name or
 * hashtag, case-insensitive).
 */
export const topicsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  topicType: z.coerce.number().int().min(1).max(2).optional(),
  videoStyleType: z.coerce.number().int().min(1).max(4).optional(),
  lengthKind: z.enum(LENGTH_KINDS).optional(),
  timeLimit: z.enum(TIME_LIMITS).optional(),
  open: z.enum(['true', 'false']).optional(),
  sort: z.enum(TOPIC_SORTS).default('newest'),
  keyword: safeText().trim().max(TOPIC_KEYWORD_MAX).optional(),
});
export type TopicsQuery = z.infer<typeof topicsQuerySchema>;
