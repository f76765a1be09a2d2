// Notices (spec §3 "Notice", §7 "Main"): uuid, title, date, content, attachment. One definition,
// used by the server's route schemas, the OpenAPI document, the SPA's API module and msw.
import { z } from 'zod';
import { pageQuerySchema } from './envelope.js';
import { storedFileSchema } from './files.js';
import { safeText } from './text.js';

/** One row of GET /p/api/notices. */
export const noticeSummarySchema = z.object({
  uuid: z.string(),
  title: z.string(),
  /** When the notice was posted: an ISO 8601 UTC timestamp; the SPA shows the local date. */
  date: z.string(),
  /** True when the notice has an attachment (the list shows a clip mark). */
  hasAttachment: z.boolean(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

/** GET /p/api/notices/{uuid}. */
export const noticeSchema = noticeSummarySchema.extend({
  /**
   * HTML written by the operator. The server sanitizes it when it is saved and the SPA sanitizes
   * it again (DOMPurify) before it reaches the DOM: neither trusts the other.
   */
  content: z.string(),
  /** Downloads through GET /p/api/files/download with its fileUrl and fileName. */
  attachment: storedFileSchema.nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** GET /p/api/notices?page&size (newest first; page sizes 20, 40, 60 in the SPA, spec §9). */
export const noticeListQuerySchema = pageQuerySchema;

/** GET /p/api/notices/{uuid}. */
export const noticeParamsSchema = z.object({ uuid: safeText().max(64) });
