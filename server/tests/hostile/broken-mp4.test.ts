// Hostile probe of video works (issue 20, item 4): the first half of a valid 10 s clip (index
// intact, half the media data missing) and a header claiming 49 days were taken with 201, because
// ffprobe reads only the index; the conversion failed only after the review. Each is now refused
// with 415 FILE_TYPE_INVALID on the work, keeping nothing, while the whole clip is still taken.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../contract/error-codes.js';
import { privateFiles, submissions } from '../../db/schema.js';
import { createTopic } from '../../competitions/competition-admin.js';
import { topicInput } from '../competition-fixtures.js';
import { multipartBody } from '../multipart.js';
import { createTestApp, errorBody, insertUser, loginToken, type TestApp } from '../test-app.js';

const FORTY_NINE_DAYS_S = 49 * 24 * 60 * 60;

let t: TestApp;
let privateDir: string;
let token: string;
let topicUuid: string;
let clip: Buffer;
let thumbnail: Buffer;

beforeAll(async () => {
  privateDir = await mkdtemp(path.join(tmpdir(), 'portal-broken-mp4-'));
  t = await createTestApp({ privateFilesDir: privateDir });
  await insertUser(t.database, { userId: 'prober@example.com', password: 'Right!pass1' });
  token = await loginToken(t.app, 'prober@example.com', 'Right!pass1');
  // At least 5 s: every length these files claim fits, so only the file itself can refuse them.
  topicUuid = await createTopic(t.database.db, topicInput({ timeLimit: '5s' }));
  // A valid 10 s clip as the committed test media are made (tests/media/generate.sh): the index
  // (moov) before the media data, as fast-start files have it.
  const clipPath = path.join(privateDir, 'clip-10s.mp4');
  execFileSync(ffmpeg.path, [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=s=320x180:r=10:d=10'],
    ...['-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '40'],
    ...['-movflags', '+faststart', '-an', clipPath],
  ]);
  clip = await readFile(clipPath);
  await rm(clipPath);
  thumbnail = await readFile(path.join(import.meta.dirname, '../../../tests/media/thumb-720x405.png'));
});
afterAll(async () => {
  await t.close();
  await rm(privateDir, { recursive: true, force: true });
});

/** Where a box's content starts (after its 8-byte header): the clip's boxes are found by type. */
function boxBody(bytes: Buffer, type: string): number {
  const at = bytes.indexOf(type, 0, 'latin1');
  if (at < 4) throw new Error(`no ${type} box`);
  return at + 4;
}

/** The movie header (version 0) says `seconds`: timescale at +12, duration at +16. */
function claimLength(bytes: Buffer, seconds: number): Buffer {
  const copy = Buffer.from(bytes);
  const mvhd = boxBody(copy, 'mvhd');
  copy.writeUInt32BE(seconds * copy.readUInt32BE(mvhd + 12), mvhd + 16);
  return copy;
}

/** The first half of the file, its media data box also resized to end where the file now ends. */
function firstHalfResized(bytes: Buffer): Buffer {
  const half = Buffer.from(bytes.subarray(0, Math.floor(bytes.length / 2)));
  const mdat = boxBody(half, 'mdat') - 8;
  half.writeUInt32BE(half.length - mdat, mdat);
  return half;
}

function enter(work: Buffer) {
  const { body, contentType } = multipartBody([
    { name: 'topicUuid', value: topicUuid },
    { name: 'title', value: 'Ten seconds' },
    { name: 'description', value: 'A test pattern.' },
    { name: 'thumbnail', fileName: 'thumb.png', content: thumbnail, type: 'image/png' },
    { name: 'work', fileName: 'clip.mp4', content: work, type: 'video/mp4' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/submission/',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: body,
  });
}

async function kept() {
  const [entries] = await t.database.db.select({ n: count() }).from(submissions);
  const [files] = await t.database.db.select({ n: count() }).from(privateFiles);
  const onDisk = (await readdir(privateDir)).filter((name) => name !== 'tmp' && name !== 'uploads').length;
  return { entries: entries!.n, files: files!.n, onDisk };
}

describe('hostile: broken MP4 works', () => {
  const broken: [string, () => Buffer][] = [
    ['the first half of a valid 10 s clip', () => clip.subarray(0, Math.floor(clip.length / 2))],
    ['the first half with its media data box resized to fit', () => firstHalfResized(clip)],
    ['a movie header claiming 49 days', () => claimLength(clip, FORTY_NINE_DAYS_S)],
  ];
  for (const [what, make] of broken) {
    it(`refuses ${what} with 415 FILE_TYPE_INVALID on the work, keeping nothing`, async () => {
      const before = await kept();
      const response = await enter(make());
      expect(response.statusCode, response.body).toBe(415);
      expect(errorBody(response).errorCode).toBe(ErrorCode.FileTypeInvalid);
      expect(response.json<{ field?: string }>().field).toBe('work');
      expect(await kept()).toEqual(before);
    });
  }

  it('still takes the whole clip', async () => {
    const response = await enter(clip);
    expect(response.statusCode, response.body).toBe(201);
  });
});
