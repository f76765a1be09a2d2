// The MP4 index check (mp4-index.ts) on files the bundled ffmpeg writes in the layouts uploads come
// in (index first or last, with sound, B-frames, fragmented), and on each kind of lie or cut.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4IndexProblem } from './mp4-index.js';

let dir: string;
const file = (name: string) => path.join(dir, name);
const encode = (...args: string[]) => execFileSync(ffmpeg.path, ['-v', 'error', ...args]);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-mp4-index-'));
  const picture = ['-f', 'lavfi', '-i', 'testsrc=s=160x90:r=25:d=4'];
  const sound = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'];
  // Index at the end (ffmpeg's default, as phones write), sound, B-frames (an edit list).
  encode(...picture, ...sound, '-c:v', 'libx264', '-bf', '3', '-c:a', 'aac', file('index-last.mp4'));
  encode('-i', file('index-last.mp4'), '-c', 'copy', '-movflags', '+faststart', file('index-first.mp4'));
  encode(
    ...['-i', file('index-last.mp4'), '-c', 'copy'],
    ...['-movflags', 'frag_keyframe+empty_moov', file('fragmented.mp4')],
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A copy of `name` changed by `change`, written as `as`. */
async function variant(name: string, as: string, change: (bytes: Buffer) => Buffer): Promise<string> {
  await writeFile(file(as), change(Buffer.from(await readFile(file(name)))));
  return file(as);
}

/** Where the content of the first box of `type` starts (after its 8-byte header). */
const body = (bytes: Buffer, type: string) => bytes.indexOf(type, 0, 'latin1') + 4;

describe('the MP4 index check', () => {
  it.each(['index-last.mp4', 'index-first.mp4', 'fragmented.mp4'])('passes %s', async (name) => {
    expect(await mp4IndexProblem(file(name))).toBeNull();
  });

  it('finds a file cut short, wherever its index is', async () => {
    for (const name of ['index-last.mp4', 'index-first.mp4', 'fragmented.mp4']) {
      const cut = await variant(name, `cut-${name}`, (bytes) => bytes.subarray(0, bytes.length - 1000));
      expect(await mp4IndexProblem(cut), name).toMatch(/past the end/);
    }
  });

  it('finds a track header or an edit list that states a length the samples do not have', async () => {
    const trackHeader = await variant('index-first.mp4', 'mdhd.mp4', (bytes) => {
      // mdhd version 0: the duration at +16, in the track's timescale.
      const mdhd = body(bytes, 'mdhd');
      bytes.writeUInt32BE(bytes.readUInt32BE(mdhd + 16) * 10, mdhd + 16);
      return bytes;
    });
    expect(await mp4IndexProblem(trackHeader)).toMatch(/a track header says/);
    const editList = await variant('index-first.mp4', 'elst.mp4', (bytes) => {
      // elst version 0: the first edit's segment duration at +8, in the movie's timescale.
      const elst = body(bytes, 'elst');
      bytes.writeUInt32BE(49 * 24 * 60 * 60 * 1000, elst + 8);
      return bytes;
    });
    expect(await mp4IndexProblem(editList)).toMatch(/edit list says/);
  });

  it('finds a chunk offset past the end though every box fits', async () => {
    const moved = await variant('index-first.mp4', 'stco.mp4', (bytes) => {
      // The first chunk of the first track moved a megabyte on.
      const stco = body(bytes, 'stco');
      bytes.writeUInt32BE(bytes.readUInt32BE(stco + 8) + 1024 * 1024, stco + 8);
      return bytes;
    });
    expect(await mp4IndexProblem(moved)).toMatch(/samples run .* past the end/);
  });

  it('answers rather than loops on a table whose count is larger than its box', async () => {
    const lying = await variant('index-first.mp4', 'count.mp4', (bytes) => {
      bytes.writeUInt32BE(0xffff_ffff, body(bytes, 'stsc') + 4);
      return bytes;
    });
    expect(await mp4IndexProblem(lying)).toMatch(/unreadable tables/);
  });
});
