// Converting an entry's work for delivery (issue 9): a video becomes H.264/AAC MP4 with fast start
// (moov first, so players start before the whole file arrives) plus a JPEG poster frame; an image
// work is delivered as it is, and is its own poster. ffmpeg runs one thread at the "veryfast"
// preset so a conversion never takes the API's cores; it is killed past its time limit.
import { execFile } from 'node:child_process';
import { copyFile, rename, rm, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

const run = promisify(execFile);

/** A conversion that takes longer than this is stopped and counts as failed. */
export const CONVERSION_TIMEOUT_MS = 20 * 60_000;

export interface ConvertedFile {
  path: string;
  mime: string;
  extension: string;
  size: number;
}

export interface ConversionOutput {
  delivery: ConvertedFile;
  poster: ConvertedFile;
}

async function described(path: string, mime: string, extension: string): Promise<ConvertedFile> {
  return { path, mime, extension, size: (await stat(path)).size };
}

async function ffmpegRun(args: string[]): Promise<void> {
  try {
    await run(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
      timeout: CONVERSION_TIMEOUT_MS,
      killSignal: 'SIGKILL',
      maxBuffer: 4 * 1024 * 1024,
    });
  } catch (error) {
    const { stderr, killed } = error as { stderr?: string; killed?: boolean };
    throw new Error(
      killed ? 'ffmpeg took too long and was stopped' : `ffmpeg failed: ${(stderr ?? '').trim().slice(-500)}`,
      { cause: error },
    );
  }
}

/**
 * Converts `input` into `deliveryPath` and `posterPath` (both written under temporary names first,
 * then renamed, so a half-written output never carries the final name).
 */
export async function convertWork(input: {
  source: string;
  kind: 'video' | 'image';
  /** The image's own type, for an image work. */
  imageMime?: string;
  deliveryPath: string;
  posterPath: string;
}): Promise<ConversionOutput> {
  const deliveryTemp = `${input.deliveryPath}.part`;
  const posterTemp = `${input.posterPath}.part`;
  try {
    if (input.kind === 'image') {
      const extension = input.imageMime === 'image/png' ? 'png' : 'jpg';
      await copyFile(input.source, deliveryTemp);
      await copyFile(input.source, posterTemp);
      await rename(deliveryTemp, input.deliveryPath);
      await rename(posterTemp, input.posterPath);
      const mime = input.imageMime ?? 'image/jpeg';
      return {
        delivery: await described(input.deliveryPath, mime, extension),
        poster: await described(input.posterPath, mime, extension),
      };
    }
    await ffmpegRun([
      '-i',
      input.source,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      // Even dimensions, as yuv420p needs.
      '-vf',
      'scale=trunc(iw/2)*2:trunc(ih/2)*2',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      '-threads',
      '1',
      '-f',
      'mp4',
      deliveryTemp,
    ]);
    // The first frame a second in (or the very first of a shorter clip).
    await ffmpegRun([
      '-ss',
      '0',
      '-i',
      deliveryTemp,
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-threads',
      '1',
      '-f',
      'image2',
      posterTemp,
    ]);
    await rename(deliveryTemp, input.deliveryPath);
    await rename(posterTemp, input.posterPath);
    return {
      delivery: await described(input.deliveryPath, 'video/mp4', 'mp4'),
      poster: await described(input.posterPath, 'image/jpeg', 'jpg'),
    };
  } finally {
    await Promise.all([rm(deliveryTemp, { force: true }), rm(posterTemp, { force: true })]);
  }
}
