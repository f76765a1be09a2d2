// The console's notices (issue 21, area `content`: support and admin): the shapes of its requests
// and answers. The forms are multipart (a notice may carry a file): NOTICE_FIELDS names the parts.
import { z } from 'zod';
import {
  NOTICE_ATTACHMENT_KINDS,
  NOTICE_CONTENT_MAX_LENGTH,
  NOTICE_TITLE_MAX_LENGTH,
} from './operator-paths.js';
import { safeMultilineText, safeText } from './text.js';

export const consoleNoticeQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  language: z.enum(['ko', 'en']).optional(),
});
/** The list's query as the browser sends it. */
export interface ConsoleNoticeQuery {
  page?: number;
  size?: number;
  language?: 'ko' | 'en';
}

export const consoleNoticeSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  language: z.enum(['ko', 'en']),
  /** When it was posted (ISO 8601); the lists are newest first. */
  date: z.string(),
  /** Shown on the portal; a hidden notice's attachment is kept out of the public folder. */
  isDisplay: z.boolean(),
  attachment: z
    .object({
      uuid: z.string(),
      fileName: z.string(),
      size: z.number().int(),
      /** Where it downloads while the notice is shown; null while it is hidden. */
      fileUrl: z.string().nullable(),
    })
    .nullable(),
});
export type ConsoleNotice = z.infer<typeof consoleNoticeSchema>;
export const consoleNoticePageSchema = z.object({
  lists: z.array(consoleNoticeSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type ConsoleNoticePage = z.infer<typeof consoleNoticePageSchema>;
export const consoleNoticeDetailSchema = consoleNoticeSchema.extend({
  /** The sanitized HTML, as the portal shows it. */
  content: z.string(),
});
export type ConsoleNoticeDetail = z.infer<typeof consoleNoticeDetailSchema>;

/** The text parts of a new notice (each required but isDisplay, which defaults to shown). */
export const noticeTextsSchema = z.object({
  title: safeText().trim().min(1).max(NOTICE_TITLE_MAX_LENGTH),
  language: z.enum(['ko', 'en']),
  /** HTML, sanitized with the notices' allowlist when saved. */
  content: safeMultilineText().min(1).max(NOTICE_CONTENT_MAX_LENGTH),
  isDisplay: z.enum(['true', 'false']).default('true'),
});
/** The text parts of an edit: only those given change. */
export const noticeEditTextsSchema = noticeTextsSchema
  .extend({
    isDisplay: z.enum(['true', 'false']).optional(),
    removeAttachment: z.enum(['true', 'false']).optional(),
  })
  .partial();

/** For the OpenAPI document: the multipart bodies, texts first. */
export const noticeFormSchema = noticeTextsSchema.extend({
  attachment: z
    .string()
    .describe(`Optional: ${NOTICE_ATTACHMENT_KINDS.join(', ')}, at most 20 MB.`)
    .optional(),
});
export const noticeEditFormSchema = noticeEditTextsSchema.extend({
  attachment: z.string().describe('Optional: replaces the attachment.').optional(),
});

export const noticeSavedSchema = z.object({ uuid: z.string(), changed: z.array(z.string()) });
export type NoticeSaved = z.infer<typeof noticeSavedSchema>;
