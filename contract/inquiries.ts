// 1:1 inquiries (spec §7 "Inquiries"; CONTRACT.md): the creator's questions with one attachment,
// and the operator's answer. One definition for the server's route schemas, the OpenAPI document,
// the SPA's API module (type-only import) and the msw handlers.
import { z } from 'zod';
import { INQUIRY_CATEGORIES, INQUIRY_STATES } from './inquiry-rules.js';
import { privateFileSchema } from './submissions.js';
import { safeText } from './text.js';

export * from './inquiry-rules.js';

/** An inquiry in the list of GET /api/inquiries. */
export const inquirySummarySchema = z.object({
  uuid: z.string(),
  category: z.enum(INQUIRY_CATEGORIES),
  title: z.string(),
  state: z.enum(INQUIRY_STATES),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
  /** ISO 8601 UTC; null while unanswered. */
  answeredAt: z.string().nullable(),
  hasAttachment: z.boolean(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

/** GET /api/inquiries/{uuid}: the inquiry in full. */
export const inquirySchema = inquirySummarySchema.extend({
  content: z.string(),
  /** The attachment through a signed link that only the owner gets; null when there is none. */
  attachment: privateFileSchema.nullable(),
  /** The entry it is about (the creator's own), with its title; null when none. */
  submission: z.object({ uuid: z.string(), title: z.string() }).nullable(),
  /** The answer as HTML, sanitized when it was saved (and again by the SPA); null while unanswered. */
  answer: z.string().nullable(),
  /** ISO 8601 UTC of the last change by the creator. */
  updatedAt: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** GET /api/inquiries?page&size */
export const inquiryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const inquiryParamsSchema = z.object({ uuid: safeText().max(64) });
