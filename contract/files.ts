// Files (spec §7 "Files", CONTRACT.md "Files"): public files, their categories and the download
// path. The free audio and font items (library.ts) and notice attachments (notices.ts) point at
// stored files with this shape.
import { z } from 'zod';
import { safeText } from './text.js';

/** The kinds of public file that GET /p/api/files/ and GET /p/api/files/category know. */
export const FILE_TYPES = ['audio', 'font', 'notice'] as const;
export const fileTypeSchema = z.enum(FILE_TYPES);
export type FileType = z.infer<typeof fileTypeSchema>;

/** A file the server stored. Also the answer of POST /api/files/{prefix}. */
export const storedFileSchema = z.object({
  /** Where the server serves the file (a path on the file host); the download path's `fileUrl`. */
  fileUrl: z.string(),
  /** The original file name (at most 50 characters, Korean allowed); the download's name. */
  fileName: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** GET /p/api/files/?fileType — `data.lists` of the public files of that type, newest first. */
export const publicFileSchema = storedFileSchema.extend({
  uuid: z.string(),
  fileType: fileTypeSchema,
  /** ISO 8601 UTC. */
  createdAt: z.string(),
});
export type PublicFile = z.infer<typeof publicFileSchema>;
export const publicFileListQuerySchema = z.object({ fileType: fileTypeSchema });

/**
 * GET /p/api/files/category?fileType — `data.lists` of categories in display order. Audio has
 * two levels (category 1 and, under each, category 2); fonts have one level, the font types.
 * `name` is in the request's language (Accept-Language).
 */
export const fileCategorySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  depth: z.union([z.literal(1), z.literal(2)]),
  /** The category-1 uuid of a category 2; null on depth 1. */
  parentUuid: z.string().nullable(),
});
export type FileCategory = z.infer<typeof fileCategorySchema>;
export const fileCategoryQuerySchema = z.object({ fileType: z.enum(['audio', 'font']) });

/**
 * GET /p/api/files/download?fileUrl&fileName — opened by the browser itself (not through axios).
 * Serves only files the server stored and marked public, as an attachment named by the stored
 * original name (RFC 6266 `filename*`); anything else answers 4xx and reads nothing.
 */
export const downloadQuerySchema = z.object({
  fileUrl: safeText().min(1).max(300),
  fileName: safeText().max(200).optional(),
});
