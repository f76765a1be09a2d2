// Topics (jobs), banners, groups and group submissions (spec §3, CONTRACT.md "Topics, banners,
// groups"). One definition, used by the server's route schemas, the OpenAPI document, the SPA's
// API modules (type-only imports) and the msw handlers.
import { z } from 'zod';
import { safeText } from './text.js';

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
});
export type Topic = z.infer<typeof topicSchema>;

/** GET /p/api/main/banner and GET /p/api/main/work: `data.lists` of these. */
export const mainItemSchema = z.object({ uuid: z.string(), mcfTopic: topicSchema });
export type MainItem = z.infer<typeof mainItemSchema>;

export const letterTemplateSchema = z.object({
  name: z.string(),
  /** `video` or `bcon` (an image work). */
  tType: z.enum(['video', 'bcon']),
  videoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type LetterTemplate = z.infer<typeof letterTemplateSchema>;

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

/** GET /api/topics?page&size */
export const topicsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
