// Converting an entry's work for delivery (issue 9): a video becomes H.264 (libx264, yuv420p) with
// AAC audio in an MP4 with fast start (moov first, so players start before the whole file arrives),
// plus a JPEG poster frame; an image work is delivered as it is (the upload proved it a PNG or JPEG
// of the right size), and is its own poster.
//
// ffmpeg is the binary that @ffmpeg-installer/ffmpeg ships (built with libx264), so `npm ci` is
// all a server needs. It runs with one thread (decoder, filters and encoder) at the "veryfast"
// preset and a lower CPU priority, so a conversion never takes the API's cores; it is killed
// (SIGKILL) past its time limit or when the caller aborts (the server stopping). Outputs are
// written under temporary names and renamed only when complete; nothing half-written is left.
import { spawn } from 'node:child_process';
import { copyFile, rename, rm, stat } from 'node:fs/promises';
import { setPriority } from 'node:os';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

/** A conversion that takes longer than this is stopped and counts as failed. */
export const CONVERSION_TIMEOUT_MS = 20 * 60_000;
/** The poster is the frame this far in (the very first frame of a shorter clip). */
export const POSTER_AT_SECONDS = 1;

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

/** ffmpeg refused the work, failed, or ran out of time: the message says which, in plain words. */
export class ConversionError extends Error {
  override name = 'ConversionError';
}

/** The caller aborted (the server is stopping): not the work's fault, the job is simply retried. */
export class ConversionAbortedError extends Error {
  override name = 'ConversionAbortedError';
  constructor() {
    super('the conversion was stopped because the server is shutting down');
  }
}

export interface RunOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** The last lines of ffmpeg's error output (the useful part), without blank lines. */
function lastLines(stderr: string): string {
  return stderr.trim().split('\n').filter(Boolean).slice(-5).join(' | ').slice(-600);
}

/** Runs the bundled ffmpeg with `args`; rejects with ConversionError or ConversionAbortedError. */
export function runFfmpeg(args: readonly string[], options: RunOptions = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? CONVERSION_TIMEOUT_MS;
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(new ConversionAbortedError());
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (child.pid !== undefined) {
      try {
        // Below the API (0) on a shared machine; a failure to lower it is harmless.
        setPriority(child.pid, 10);
      } catch {
        /* not permitted here: run at normal priority */
      }
    }
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderr = (stderr + text).slice(-8000);
    });
    let stoppedFor: 'timeout' | 'abort' | null = null;
    const stop = (why: 'timeout' | 'abort') => {
      if (stoppedFor) return;
      stoppedFor = why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('timeout'), timeoutMs);
    const onAbort = () => stop('abort');
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error) => {
      settle();
      reject(new ConversionError(`ffmpeg could not be started (${ffmpeg.path}): ${error.message}`));
    });
    child.on('close', (code, killedBy) => {
      settle();
      if (stoppedFor === 'abort') reject(new ConversionAbortedError());
      else if (stoppedFor === 'timeout') {
        reject(
          new ConversionError(`ffmpeg took longer than ${Math.round(timeoutMs / 1000)} s and was stopped`),
        );
      } else if (code === 0) resolve();
      else {
        const how = killedBy ? `was killed by ${killedBy}` : `exited with code ${code}`;
        reject(new ConversionError(`ffmpeg ${how}: ${lastLines(stderr) || 'no error output'}`));
      }
    });
  });
}

async function described(path: string, mime: string, extension: string): Promise<ConvertedFile> {
  return { path, mime, extension, size: (await stat(path)).size };
}

async function nonEmpty(path: string): Promise<boolean> {
  try {
    return (await stat(path)).size > 0;
  } catch {
    return false;
  }
}

/** The H.264/AAC fast-start MP4 arguments, one thread everywhere. */
function videoArgs(source: string, output: string): string[] {
  // prettier-ignore
  return [
    '-threads', '1',
    '-i', source,
    '-filter_threads', '1',
    '-map', '0:v:0',
    '-map', '0:a:0?',
    '-c:v', 'libx264',
    '-preset', 'veryfast',
    '-crf', '23',
    '-pix_fmt', 'yuv420p',
    // Even dimensions, as yuv420p needs.
    '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2',
    '-threads', '1',
    '-x264-params', 'threads=1:lookahead-threads=1',
    '-c:a', 'aac',
    '-b:a', '128k',
    '-movflags', '+faststart',
    '-f', 'mp4',
    output,
  ];
}

function posterArgs(source: string, at: number, output: string): string[] {
  // prettier-ignore
  return [
    '-threads', '1',
    '-ss', String(at),
    '-i', source,
    '-frames:v', '1',
    '-q:v', '3',
    '-f', 'image2',
    output,
  ];
}

/**
 * Converts `input.source` into `deliveryPath` and `posterPath` (both written under temporary names
 * first, then renamed, so a half-written output never carries the final name).
 */
export async function convertWork(
  input: {
    source: string;
    kind: 'video' | 'image';
    /** The image's own type, for an image work. */
    imageMime?: string;
    deliveryPath: string;
    posterPath: string;
  },
  options: RunOptions = {},
): Promise<ConversionOutput> {
  const deliveryTemp = `${input.deliveryPath}.part`;
  const posterTemp = `${input.posterPath}.part`;
  try {
    if (input.kind === 'image') {
      if (options.signal?.aborted) throw new ConversionAbortedError();
      const mime = input.imageMime === 'image/png' ? 'image/png' : 'image/jpeg';
      const extension = mime === 'image/png' ? 'png' : 'jpg';
      await copyFile(input.source, deliveryTemp);
      await copyFile(input.source, posterTemp);
      await rename(deliveryTemp, input.deliveryPath);
      await rename(posterTemp, input.posterPath);
      return {
        delivery: await described(input.deliveryPath, mime, extension),
        poster: await described(input.posterPath, mime, extension),
      };
    }
    const started = Date.now();
    const budget = options.timeoutMs ?? CONVERSION_TIMEOUT_MS;
    await runFfmpeg(videoArgs(input.source, deliveryTemp), options);
    if (!(await nonEmpty(deliveryTemp)))
      throw new ConversionError('ffmpeg wrote no video: the work has no frames');
    const rest = { ...options, timeoutMs: Math.max(1000, budget - (Date.now() - started)) };
    // A second in; a clip shorter than that has no frame there (ffmpeg then writes nothing and
    // still succeeds), so its very first frame.
    await runFfmpeg(posterArgs(deliveryTemp, POSTER_AT_SECONDS, posterTemp), rest);
    if (!(await nonEmpty(posterTemp))) await runFfmpeg(posterArgs(deliveryTemp, 0, posterTemp), rest);
    if (!(await nonEmpty(posterTemp))) throw new ConversionError('ffmpeg wrote no poster frame');
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
