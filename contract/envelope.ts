// The response envelope of CONTRACT.md: every JSON response, success or failure, has this shape.
import { z } from 'zod';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.number().int(),
    data,
    errorCode: z.string().nullable(),
    message: z.string().nullable(),
    /**
     * Ours, not the company API's: on 429 and 503 only, the seconds to wait before trying again
     * (the same value as the Retry-After header, for clients that cannot read headers).
     */
    retryAfter: z.number().int().positive().optional(),
    /**
     * Ours: on a refused multipart upload, the form field at fault (`work`, `thumbnail`, `title`,
     * `projectFile`, …), so the SPA can show the reason next to it.
     */
    field: z.string().optional(),
  });

export const errorEnvelopeSchema = envelopeSchema(z.null());

/** Lists, paged or not. Pages start at 1. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    lists: z.array(item),
    totalCount: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    size: z.number().int().positive(),
  });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** The envelope as the SPA sees it: `data` is null whenever the call failed. */
export interface Envelope<T> {
  status: number;
  data: T | null;
  errorCode: string | null;
  message: string | null;
  /** On 429 and 503: seconds to wait before trying again (Retry-After). */
  retryAfter?: number;
  /** On a refused upload: the form field at fault. */
  field?: string;
  /** The ETag header, when the server sent one (a conditional GET: GET /api/notifications/unread-count). */
  etag?: string;
}

export interface Page<T> {
  lists: T[];
  totalCount: number;
  page: number;
  size: number;
}
