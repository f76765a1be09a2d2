// The real ffmpeg conversion (issue 9) on the committed test clips: H.264 yuv420p + AAC with the
// moov box first and a JPEG poster; a clip shorter than the poster's second; an image delivered as
// it is; a file that is no video, a time limit and an abort, each with a clear error and nothing
// left behind.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import ffprobe from '@ffprobe-installer/ffprobe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversionAbortedError, ConversionError, convertWork, runFfmpeg } from './conversion.js';

const media = (name: string) => path.join(import.meta.dirname, '../../tests/media', name);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-conversion-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function probe(file: string, entries: string): string[] {
  return execFileSync(ffprobe.path, ['-v', 'error', '-show_entries', entries, '-of', 'csv=p=0', file])
    .toString()
    .trim()
    .split('\n');
}

const outputs = (name: string) => ({
  deliveryPath: path.join(dir, `${name}.mp4`),
  posterPath: path.join(dir, `${name}.jpg`),
});

describe('convertWork', () => {
  it('the bundled ffmpeg has libx264', () => {
    const encoders = execFileSync(ffmpeg.path, ['-hide_banner', '-encoders']).toString();
    expect(encoders).toMatch(/^ V\S* libx264 /m);
  });

  it('makes a fast-start H.264/AAC MP4 and a JPEG poster of a video', async () => {
    const out = outputs('clip5');
    const result = await convertWork({ source: media('clip-5s.mp4'), kind: 'video', ...out });
    expect(result.delivery).toMatchObject({ path: out.deliveryPath, mime: 'video/mp4', extension: 'mp4' });
    expect(result.poster).toMatchObject({ path: out.posterPath, mime: 'image/jpeg', extension: 'jpg' });
    expect(probe(out.deliveryPath, 'stream=codec_type,codec_name,pix_fmt').sort()).toEqual(
      expect.arrayContaining(['h264,video,yuv420p']),
    );
    const duration = Number(probe(out.deliveryPath, 'format=duration')[0]);
    expect(duration).toBeGreaterThan(4.8);
    expect(duration).toBeLessThan(5.3);
    const bytes = await readFile(out.deliveryPath);
    expect(bytes.indexOf('moov')).toBeGreaterThan(0);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    expect(result.delivery.size).toBe(bytes.length);
    const poster = await readFile(out.posterPath);
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(probe(out.posterPath, 'stream=width,height')).toEqual(['320,180']);
    expect((await readdir(dir)).filter((name) => name.endsWith('.part'))).toEqual([]);
  }, 60_000);

  it('keeps audio as AAC and takes the first frame of a clip shorter than a second', async () => {
    const source = path.join(dir, 'short.mkv');
    // prettier-ignore
    await runFfmpeg([
      '-f', 'lavfi', '-i', 'testsrc=size=161x91:rate=25:duration=0.4',
      '-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.4',
      '-c:v', 'mpeg4', '-c:a', 'pcm_s16le', '-shortest', source,
    ]);
    const out = outputs('short');
    await convertWork({ source, kind: 'video', ...out });
    // Odd sizes rounded down to even ones for yuv420p.
    expect(probe(out.deliveryPath, 'stream=codec_name,width,height').sort()).toEqual(['aac', 'h264,160,90']);
    expect(probe(out.posterPath, 'stream=codec_name')).toEqual(['mjpeg']);
  }, 60_000);

  it('delivers an image as it is, and as its own poster', async () => {
    const out = { deliveryPath: path.join(dir, 'image.png'), posterPath: path.join(dir, 'image-poster.png') };
    const source = media('thumb-720x405.png');
    const result = await convertWork({ source, kind: 'image', imageMime: 'image/png', ...out });
    expect(result.delivery).toMatchObject({ mime: 'image/png', extension: 'png' });
    expect(result.poster).toMatchObject({ mime: 'image/png', extension: 'png' });
    const original = await readFile(source);
    expect((await readFile(out.deliveryPath)).equals(original)).toBe(true);
    expect((await readFile(out.posterPath)).equals(original)).toBe(true);
  });

  it('refuses a file that is no video with what ffmpeg said, leaving nothing', async () => {
    const out = outputs('broken');
    const failure = convertWork({ source: media('not-a-video.mp4'), kind: 'video', ...out });
    await expect(failure).rejects.toBeInstanceOf(ConversionError);
    await expect(failure).rejects.toThrow(/^ffmpeg exited with code \d+: .+/);
    const left = await readdir(dir);
    expect(left.filter((name) => name.startsWith('broken'))).toEqual([]);
  });

  it('stops ffmpeg past its time limit', async () => {
    const out = outputs('slow');
    await expect(
      // 1 ms: less than ffmpeg takes to start at all (30 ms was enough for the whole clip on a fast
      // quiet machine, and the test then saw a finished conversion).
      convertWork({ source: media('clip-5s.mp4'), kind: 'video', ...out }, { timeoutMs: 1 }),
    ).rejects.toThrow('ffmpeg took longer than 0 s and was stopped');
    expect((await readdir(dir)).filter((name) => name.startsWith('slow'))).toEqual([]);
  });

  it('stops ffmpeg when aborted, as a shutdown and not a failure of the work', async () => {
    const out = outputs('aborted');
    const controller = new AbortController();
    const conversion = convertWork(
      { source: media('clip-5s.mp4'), kind: 'video', ...out },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 20);
    await expect(conversion).rejects.toBeInstanceOf(ConversionAbortedError);
    expect((await readdir(dir)).filter((name) => name.startsWith('aborted'))).toEqual([]);
    // Already aborted: ffmpeg is not even started.
    await expect(runFfmpeg(['-version'], { signal: controller.signal })).rejects.toBeInstanceOf(
      ConversionAbortedError,
    );
  });
});
