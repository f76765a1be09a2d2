// The browser's checks of a chosen file before a single byte is sent (spec §5, §9; issue 9): its
// name, its size, its type from its bytes, and what the field asks of its content (a video's
// duration against the topic's time limit, a thumbnail's pixel size). The limits and rules are the
// contract's, which the server applies too. Each check answers the first problem it finds, as a
// value the form turns into a sentence in the current language.
import {
  durationFits,
  durationRule,
  FILE_SIZE_MAX_BYTES,
  THUMBNAIL_SIZE,
  UPLOAD_KINDS,
  type DurationRule,
  type UploadKind,
} from '../../contract/submission-rules';
import { checkFileName, type FileNameCheckProblem } from './file-name-check';
import { sniffFileKind } from './file-signature';
import { probeImageSize, probeVideoDuration } from './media-probe';
import { readMp4Duration } from './mp4-duration';

export type FileProblem =
  | { code: 'unreadable' }
  | FileNameCheckProblem
  | { code: 'tooLarge' }
  | { code: 'wrongType'; accepted: readonly UploadKind[] }
  | { code: 'durationUnreadable' }
  | { code: 'durationMismatch'; durationMs: number; rule: DurationRule }
  | { code: 'imageUnreadable' }
  | { code: 'wrongDimensions'; width: number; height: number };

/** Name, size and type from the bytes: what every upload field checks first. */
export async function checkFileBasics(
  file: File,
  accepted: readonly UploadKind[],
): Promise<FileProblem | null> {
  const nameProblem = checkFileName(file.name);
  if (nameProblem) return nameProblem;
  if (file.size > FILE_SIZE_MAX_BYTES) return { code: 'tooLarge' };
  const kind = await sniffFileKind(file);
  if (!kind || !accepted.includes(kind)) return { code: 'wrongType', accepted };
  return null;
}

/** A video work: an mp4 whose real duration meets the topic's time limit. */
export async function checkVideoWork(file: File, timeLimit: string): Promise<FileProblem | null> {
  const basics = await checkFileBasics(file, UPLOAD_KINDS.videoWork);
  if (basics) return basics;
  const rule = durationRule(timeLimit);
  // A topic without a readable limit asks nothing of the length; the server decides.
  if (!rule) return null;
  // The movie header first (any codec; the server measures with ffprobe, see mp4-duration.ts); the
  // browser's own reading for a file whose header gives no duration (a fragmented MP4).
  const durationMs = (await readMp4Duration(file)) ?? (await probeVideoDuration(file));
  if (durationMs === null) return { code: 'durationUnreadable' };
  return durationFits(timeLimit, durationMs) ? null : { code: 'durationMismatch', durationMs, rule };
}

/** An image work: png or jpg, any size. */
export function checkImageWork(file: File): Promise<FileProblem | null> {
  return checkFileBasics(file, UPLOAD_KINDS.imageWork);
}

/** A thumbnail: png or jpg of exactly 720 × 405 pixels. */
export async function checkThumbnail(file: File): Promise<FileProblem | null> {
  const basics = await checkFileBasics(file, UPLOAD_KINDS.thumbnail);
  if (basics) return basics;
  const size = await probeImageSize(file);
  if (!size) return { code: 'imageUnreadable' };
  return size.width === THUMBNAIL_SIZE.width && size.height === THUMBNAIL_SIZE.height
    ? null
    : { code: 'wrongDimensions', width: size.width, height: size.height };
}

/** Project files: one ZIP archive. */
export function checkProjectFile(file: File): Promise<FileProblem | null> {
  return checkFileBasics(file, UPLOAD_KINDS.projectFile);
}
