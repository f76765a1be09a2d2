import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import manifest from '../../tests/media/manifest.json';
import { readMp4Duration } from './mp4-duration';

const media = (name: string) => new Blob([readFileSync(join(__dirname, '../../tests/media', name))]);

function box(type: string, content: Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(8 + content.length);
  new DataView(bytes.buffer).setUint32(0, bytes.length);
  bytes.set(
    [...type].map((c) => c.charCodeAt(0)),
    4,
  );
  bytes.set(content, 8);
  return bytes;
}

function mvhdV1(timescale: number, duration: bigint): Uint8Array<ArrayBuffer> {
  const content = new Uint8Array(32);
  const view = new DataView(content.buffer);
  view.setUint8(0, 1);
  view.setUint32(20, timescale);
  view.setBigUint64(24, duration);
  return box('mvhd', content);
}

describe('an MP4 duration from its movie header', () => {
  it('reads the committed clips as ffprobe measured them', async () => {
    expect(await readMp4Duration(media('clip-5s.mp4'))).toBe(manifest['clip-5s.mp4'].durationMs);
    expect(await readMp4Duration(media('clip-3s.mp4'))).toBe(manifest['clip-3s.mp4'].durationMs);
  });

  it('finds a movie header after the media data, in a 64-bit header', async () => {
    const ftyp = box('ftyp', new Uint8Array(8));
    const mdat = box('mdat', new Uint8Array(1000));
    const moov = box('moov', mvhdV1(90_000, 450_000n));
    expect(await readMp4Duration(new Blob([ftyp, mdat, moov]))).toBe(5_000);
  });

  it('answers null for what is not an MP4', async () => {
    expect(await readMp4Duration(media('not-a-video.mp4'))).toBeNull();
    expect(await readMp4Duration(media('thumb-720x405.png'))).toBeNull();
    expect(await readMp4Duration(new Blob([]))).toBeNull();
  });
});
