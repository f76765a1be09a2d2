// The entry rules of spec §5 and §9 as plain values and functions, without zod, so that the SPA
// can import them as values (contract/submissions.ts imports zod, which must stay out of the
// bundle). The server validates with exactly these; contract/submissions.ts re-exports them.
import { containsControlCharacters, containsFormatCharacters, hasVisibleCharacter } from './text-rules.js';
import type { TimeLimit } from './topic-rules.js';

/** Spec §5/§9: an entry's title has at most 20 characters, its description at most 200. */
export const TITLE_MAX_LENGTH = 20;
export const DESCRIPTION_MAX_LENGTH = 200;
/** Spec §5/§9: file names at most 50 characters, files at most 1 GB (binary units). */
export const FILE_NAME_MAX_LENGTH = 50;
export const FILE_SIZE_MAX_BYTES = 1024 ** 3;
// Spec §5/§9: a thumbnail is exactly 720 × 405 pixels. In thumbnail-rules.ts, on its own, so that the home page's tiles get their size without the
// rest of this file (a module is the bundler's smallest unit); re-exported here.
export { THUMBNAIL_SIZE } from './thumbnail-rules.js';
/**
 * How far a work may be from an exact time limit (f5s = "exactly 5 seconds"), in milliseconds.
 * Encoders round a clip's length to whole frames and audio packets, and a browser's
 * `<video>.duration` and the server's MP4 reading can differ by a frame or two, so "exactly"
 * means within a quarter of a second either way. Minimum limits (5s = "at least 5 seconds") allow
 * the same quarter second below.
 */
export const DURATION_TOLERANCE_MS = 250;

/**
 * Characters as a person counts them: Unicode code points, not UTF-16 units, so '😀' or a
 * Korean syllable is one. Both sides count with this.
 */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Control characters (Unicode Cc, NUL included): the one rule of contract/text-rules.ts. */
export function hasControlCharacters(text: string, { multiline = false } = {}): boolean {
  return containsControlCharacters(text, { multiline });
}

/**
 * Why an uploaded file's name is refused, as a stable code, or null when it is fine. Every file the
 * server takes from a person (works, thumbnails, project files, inquiry attachments, withdrawal
 * documents and consent forms) is named by this rule. `hidden-characters`: format characters
 * (text-rules.ts), invisible or direction-changing, with which a name can show as another
 * (`clip\u202Egpj.mp4` as "clipmp4.jpg").
 */
export type FileNameProblem = 'empty' | 'too-long' | 'forbidden-characters' | 'hidden-characters';
export function fileNameProblem(name: string): FileNameProblem | null {
  if (name.trim() === '') return 'empty';
  if (countCharacters(name) > FILE_NAME_MAX_LENGTH) return 'too-long';
  if (/[/\\]/.test(name) || name.includes('..') || hasControlCharacters(name)) return 'forbidden-characters';
  if (containsFormatCharacters(name)) return 'hidden-characters';
  // What is left shows nothing (a Hangul filler U+3164, a blank braille pattern): no name to see.
  return hasVisibleCharacter(name) ? null : 'empty';
}

/** What a topic's time limit (spec §3) asks of a video. */
export interface DurationRule {
  /** f* limits: the video lasts exactly `seconds`; the others: at least `seconds`. */
  exact: boolean;
  seconds: number;
}

export function durationRule(timeLimit: TimeLimit | string): DurationRule | null {
  const match = /^(f?)(\d+)([sm])$/.exec(timeLimit);
  if (!match) return null;
  const amount = Number(match[2]);
  return { exact: match[1] === 'f', seconds: match[3] === 'm' ? amount * 60 : amount };
}

/** Whether a video of `durationMs` milliseconds meets the topic's time limit. */
export function durationFits(timeLimit: TimeLimit | string, durationMs: number): boolean {
  const rule = durationRule(timeLimit);
  if (!rule || !Number.isFinite(durationMs) || durationMs <= 0) return false;
  const target = rule.seconds * 1000;
  if (rule.exact) return Math.abs(durationMs - target) <= DURATION_TOLERANCE_MS;
  return durationMs >= target - DURATION_TOLERANCE_MS;
}

/**
 * Which file kinds each upload accepts, read from the file's bytes (never its name or the type
 * the browser claims). Spec §5: mp4 for video works, png or jpg for image works and thumbnails;
 * project files are one ZIP archive.
 */
export const UPLOAD_KINDS = {
  videoWork: ['mp4'],
  imageWork: ['png', 'jpeg'],
  thumbnail: ['png', 'jpeg'],
  projectFile: ['zip'],
} as const;
export type UploadKind = (typeof UPLOAD_KINDS)[keyof typeof UPLOAD_KINDS][number];

/**
 * An entry's progress (spec §4), in the order it moves:
 * reviewing → returned (final; the creator enters again) or approved (project files asked for)
 * → converting (project files received; the work is being converted) → waiting (scheduled into a
 * group that has not started) → competing → closed.
 */
export const SUBMISSION_STATES = [
  'reviewing',
  'returned',
  'approved',
  'converting',
  'waiting',
  'competing',
  'closed',
] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** The steps of an entry's status timeline (GET /api/submission/{uuid}, `timeline`), in order. */
export const TIMELINE_STEPS = [
  'submitted',
  'reviewed',
  'projectFiles',
  'converted',
  'scheduled',
  'competing',
  'closed',
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** Multipart field names of POST /api/submission/ and POST /api/submission/project-file/{uuid}. */
export const SUBMISSION_FIELDS = {
  topicUuid: 'topicUuid',
  title: 'title',
  description: 'description',
  work: 'work',
  thumbnail: 'thumbnail',
  projectFile: 'projectFile',
} as const;

/**
 * Issue 22: in place of a file part, a text field naming a finished resumable upload of the same
 * creator (the last path segment of its tus URL under `apiPaths.uploads`). Every check of a file
 * part applies to the upload's bytes unchanged; an entry that is accepted consumes the upload.
 */
export const UPLOAD_ID_FIELDS = {
  work: 'workUploadId',
  thumbnail: 'thumbnailUploadId',
  projectFile: 'projectFileUploadId',
} as const;

/** The tus metadata keys the portal sends with a resumable upload (the file's name and type). */
export const UPLOAD_METADATA = { fileName: 'filename', fileType: 'filetype' } as const;
