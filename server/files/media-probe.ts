// What an uploaded file really is, read from its bytes: its type (file-type), a video's length
// (ffprobe, the same reading the conversion uses) and an image's pixel size (image-size). Never
// the file's name or the type the browser claimed.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ffprobe from '@ffprobe-installer/ffprobe';
import { fileTypeFromFile } from 'file-type';
import { imageSizeFromFile } from 'image-size/fromFile';
import type { UploadKind } from '../../contract/submission-rules.js';
import { mp4IndexProblem } from './mp4-index.js';

/** What an upload can be: the entry kinds and, for inquiry attachments, PDF. */
export type SniffedKind = UploadKind | 'pdf';

const run = promisify(execFile);

export interface SniffedType {
  kind: SniffedKind;
  mime: string;
  /** The extension a stored file gets. */
  extension: string;
}

const KINDS: Record<string, SniffedType> = {
  mp4: { kind: 'mp4', mime: 'video/mp4', extension: 'mp4' },
  png: { kind: 'png', mime: 'image/png', extension: 'png' },
  jpg: { kind: 'jpeg', mime: 'image/jpeg', extension: 'jpg' },
  zip: { kind: 'zip', mime: 'application/zip', extension: 'zip' },
  pdf: { kind: 'pdf', mime: 'application/pdf', extension: 'pdf' },
};

/** The file's kind from its first bytes, or null when it is none of the kinds an upload accepts. */
export async function sniffUpload(filePath: string): Promise<SniffedType | null> {
  const type = await fileTypeFromFile(filePath);
  return type ? (KINDS[type.ext] ?? null) : null;
}

/**
 * A video's length in milliseconds as ffprobe reads its container; null when ffprobe cannot read
 * it, it holds no video stream (an MP4 with sound only is not a video work), or its own index does
 * not hold together (files/mp4-index.ts: media data missing, or a header whose length the
 * samples do not have). ffprobe reads only the index, so it takes a file cut in half, or a header
 * claiming 49 days, for a fine video, and the conversion would fail only after the review.
 */
export async function videoDurationMs(filePath: string): Promise<number | null> {
  try {
    if ((await mp4IndexProblem(filePath)) !== null) return null;
    const { stdout } = await run(
      ffprobe.path,
      ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', filePath],
      { timeout: 30_000, maxBuffer: 1024 * 1024 },
    );
    const probed = JSON.parse(stdout) as {
      format?: { duration?: string };
      streams?: { codec_type?: string }[];
    };
    if (!probed.streams?.some((stream) => stream.codec_type === 'video')) return null;
    const seconds = Number(probed.format?.duration);
    return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null;
  } catch {
    return null;
  }
}

/** An image's pixel size; null when the bytes are not a readable image. */
export async function imagePixelSize(filePath: string): Promise<{ width: number; height: number } | null> {
  try {
    const size = await imageSizeFromFile(filePath);
    return size.width && size.height ? { width: size.width, height: size.height } : null;
  } catch {
    return null;
  }
}
