// Entries (submissions), their files and the creator's works in groups (spec §3-§5, §7 "Topics and
// entries", "Groups"; CONTRACT.md). One definition, used by the server's route schemas, the
// OpenAPI document, the SPA's API modules (type-only imports) and the msw handlers.
import { z } from 'zod';
import { safeText } from './text.js';
import { groupSchema, groupSubmissionSchema, topicSchema } from './topics.js';
import { SUBMISSION_STATES, TIMELINE_STEPS } from './submission-rules.js';

export * from './submission-rules.js';

export const submissionStateSchema = z.enum(SUBMISSION_STATES);

/**
 * A private file of the creator's (the work, the thumbnail, the project files). `url` is a
 * short-lived signed link that only the owner receives (in answers to their own calls); it works
 * without the Authorization header, so `<video>`, `<img>` and a download link can use it, and it
 * expires after `expiresAt`. Anyone else asking for the entry gets 404 and never sees a link.
 */
export const privateFileSchema = z.object({
  url: z.string(),
  /** The original file name. */
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  /** ISO 8601 UTC: when `url` stops working (ask for the entry again to get a fresh one). */
  expiresAt: z.string(),
});
export type PrivateFile = z.infer<typeof privateFileSchema>;

/** One step of the status timeline: when it happened, or by when it is expected. */
export const timelineEntrySchema = z.object({
  step: z.enum(TIMELINE_STEPS),
  /** ISO 8601 UTC; null while the step has not happened. */
  at: z.string().nullable(),
  /**
   * YYYY-MM-DD in the business time zone: the date the step is expected by, counted by the server
   * in business days (weekends and the deployment country's public holidays skipped; spec §9:
   * review within 5, scheduling within 7 business days). Null when nothing is promised.
   */
  expectedBy: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** An entry in the list of GET /api/submission/. */
export const submissionSummarySchema = z.object({
  uuid: z.string(),
  mcfTopic: topicSchema,
  title: z.string(),
  state: submissionStateSchema,
  /** `video` or `bcon` (an image work), as in the groups' letter templates. */
  tType: z.enum(['video', 'bcon']),
  thumbnail: privateFileSchema,
  /** ISO 8601 UTC. */
  submittedAt: z.string(),
  /** ISO 8601 UTC of the last change of state. */
  updatedAt: z.string(),
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

/** GET /api/submission/{uuid} (a documented addition to spec §7): the entry in full. */
export const submissionDetailSchema = submissionSummarySchema.extend({
  description: z.string(),
  /** The work as the creator sent it. */
  work: privateFileSchema,
  /** Once converted: the delivery file (H.264 MP4 with fast start, or the image) and its poster. */
  delivery: privateFileSchema.nullable(),
  poster: privateFileSchema.nullable(),
  /** The project files (one ZIP), once sent. */
  projectFile: privateFileSchema.nullable(),
  /** Why the entry was returned, in the words of the reviewer; null unless returned. */
  returnReason: z.string().nullable(),
  /** Whether project files can be sent now (approved, and none sent yet). */
  projectFileRequested: z.boolean(),
  timeline: z.array(timelineEntrySchema),
  /** The group it competes in, once scheduled (GET /api/group-submission/belong-to-group/{uuid}). */
  groupUuid: z.string().nullable(),
  /**
   * Ours (issue 21): the reviewer's remarks at moments of the work, once the entry is reviewed,
   * earliest moment first. The company's hosts send none: the portal reads a missing list as empty.
   */
  reviewComments: z
    .array(z.object({ uuid: z.string(), atMs: z.number().int().nonnegative(), body: z.string() }))
    .optional(),
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/** GET /api/submission/?page&size&state */
export const submissionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** Only entries in this state; absent = all. */
  state: submissionStateSchema.optional(),
});

/** A group as the creator's views show it: the group without its ranking table. */
export const groupSummarySchema = groupSchema.omit({ mcfGroupSubmissions: true });
export type GroupSummary = z.infer<typeof groupSummarySchema>;

/** The creator's own work in a group: its ranking row, plus which entry and which group. */
export const myGroupSubmissionSchema = groupSubmissionSchema.extend({
  /** The entry (GET /api/submission/{uuid}). */
  submissionUuid: z.string(),
  mcfGroup: groupSummarySchema,
});
export type MyGroupSubmission = z.infer<typeof myGroupSubmissionSchema>;

/** GET /api/group-submission?page&size&groupState: the creator's works in groups. */
export const myGroupSubmissionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** 2 waiting, 3 competing, 4 completed; absent = all. */
  groupState: z.coerce.number().int().min(1).max(4).optional(),
});

/**
 * GET /api/group-submission/{id}?page&size: the ranking table of the group `id`, for a creator who
 * has a work in it (anyone else: 404). `isMine` marks the caller's own rows.
 */
export const rankingRowSchema = groupSubmissionSchema.extend({ isMine: z.boolean() });
export type RankingRow = z.infer<typeof rankingRowSchema>;
export const groupRankingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(100),
});

/**
 * GET /api/group-submission/belong-to-group/{id}: the group that the caller's entry `id` (a
 * submission uuid) competes in, with the entry's own row; 404 when the entry is not the caller's
 * or is in no group yet.
 */
export const belongToGroupSchema = myGroupSubmissionSchema;

/** Path parameters: an entry's or a topic's uuid (`{uuid}`), a group's or an entry's id (`{id}`). */
export const uuidParamsSchema = z.object({ uuid: safeText().max(64) });
export const idParamsSchema = z.object({ id: safeText().max(64) });
