// Entries end to end through the real app: the upload and every refusal (nothing kept after one),
// the owner-only reads and signed links with ranges, project files and the state machine's
// conflicts, an upload cut off on a real socket, and the creator's works in groups.
// Long file: the upload, the reads and the state machine share one app with its stored files; split,
// each part would build its own.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes.js';
import type { SubmissionDetail, SubmissionSummary } from '../../contract/submissions.js';
import { TOPIC_TYPE_IMAGE } from '../../contract/topic-rules.js';
import { conversionJobs, privateFiles, submissions } from '../db/schema.js';
import { createTopic, scheduleGroup } from '../competitions/competition-admin.js';
import { countTemporaries, createPrivateStore } from '../files/private-files.js';
import {
  approveSubmission,
  returnSubmission,
  SubmissionStateError,
} from '../submissions/submission-pipeline.js';
import { DAY, HOUR, topicInput, videoEntries } from './competition-fixtures.js';
import { multipartBody, type Part } from './multipart.js';
import { createTestApp, errorBody, insertUser, loginToken, type TestApp } from './test-app.js';

const media = (name: string) => readFile(path.join(import.meta.dirname, '../../tests/media', name));

let t: TestApp;
let privateDir: string;
let token: string;
let otherToken: string;
let videoTopic: string;
let imageTopic: string;
let clip5: Buffer;
let clip3: Buffer;
let thumb: Buffer;
let bigThumb: Buffer;
let zip: Buffer;
let notVideo: Buffer;
/** 5 s of sound in an MP4 container: MP4 bytes, but no video. */
let soundOnly: Buffer;

// Above the parser's 1 MiB file buffer (MULTIPART_BUFFERS), as the real 1 GB limit is: a part waiting to be
// read pauses the parser instead of meeting the limit (which makes the parser drop the rest).
const MAX_TEST_FILE = 4 * 1024 * 1024;

beforeAll(async () => {
  privateDir = await mkdtemp(path.join(tmpdir(), 'portal-private-'));
  t = await createTestApp({ privateFilesDir: privateDir, maxUploadBytes: MAX_TEST_FILE });
  await insertUser(t.database, { userId: 'creator@example.com', password: 'Right!pass1' });
  await insertUser(t.database, { userId: 'other@example.com', password: 'Right!pass1' });
  token = await loginToken(t.app, 'creator@example.com', 'Right!pass1');
  otherToken = await loginToken(t.app, 'other@example.com', 'Right!pass1');
  videoTopic = await createTopic(t.database.db, topicInput({ topic: 'Five seconds', timeLimit: 'f5s' }));
  imageTopic = await createTopic(
    t.database.db,
    topicInput({ topic: 'A picture', topicType: TOPIC_TYPE_IMAGE, timeLimit: 'f1s' }),
  );
  [clip5, clip3, thumb, bigThumb, zip, notVideo] = await Promise.all([
    media('clip-5s.mp4'),
    media('clip-3s.mp4'),
    media('thumb-720x405.png'),
    media('thumb-1280x720.png'),
    media('project.zip'),
    media('not-a-video.mp4'),
  ]);
  const soundOnlyPath = path.join(privateDir, 'sound-only.mp4');
  execFileSync(ffmpeg.path, [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=5'],
    ...['-c:a', 'aac', '-f', 'mp4', soundOnlyPath],
  ]);
  soundOnly = await readFile(soundOnlyPath);
  await rm(soundOnlyPath);
});

afterAll(async () => {
  await t.close();
  await rm(privateDir, { recursive: true, force: true });
});

function entryParts(overrides: Partial<Record<'topicUuid' | 'title' | 'description', string>> = {}): Part[] {
  return [
    { name: 'topicUuid', value: overrides.topicUuid ?? videoTopic },
    { name: 'title', value: overrides.title ?? 'My loop' },
    { name: 'description', value: overrides.description ?? 'A box opens.\nThen it closes.' },
    { name: 'thumbnail', fileName: 'thumb.png', content: thumb, type: 'image/png' },
    { name: 'work', fileName: 'loop.mp4', content: clip5, type: 'video/mp4' },
  ];
}

function post(url: string, parts: Part[], bearer = token) {
  const { body, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType },
    payload: body,
  });
}

const get = (url: string, bearer = token, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}`, ...headers } });

async function storedFileCount(): Promise<number> {
  return (await readdir(privateDir)).filter((name) => name !== 'tmp' && name !== 'uploads').length;
}

async function rowCounts() {
  const [entries] = await t.database.db.select({ n: count() }).from(submissions);
  const [files] = await t.database.db.select({ n: count() }).from(privateFiles);
  return { entries: entries!.n, files: files!.n, onDisk: await storedFileCount() };
}

async function listening(): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

async function enter(parts = entryParts()): Promise<SubmissionDetail> {
  const response = await post('/api/submission/', parts);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: SubmissionDetail }>().data;
}

describe('entering a work', () => {
  it('keeps a checked video entry and answers 201 with it', async () => {
    const entry = await enter();
    expect(entry).toMatchObject({
      title: 'My loop',
      description: 'A box opens.\nThen it closes.',
      state: 'reviewing',
      tType: 'video',
      projectFileRequested: false,
      returnReason: null,
      groupUuid: null,
      delivery: null,
    });
    expect(entry.mcfTopic.uuid).toBe(videoTopic);
    expect(entry.work).toMatchObject({ fileName: 'loop.mp4', size: clip5.length });
    expect(entry.thumbnail.fileName).toBe('thumb.png');
    expect(entry.timeline.map((step) => step.step)).toEqual([
      'submitted',
      'reviewed',
      'projectFiles',
      'converted',
      'scheduled',
      'competing',
      'closed',
    ]);
    expect(entry.timeline[1]!.expectedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const list = await get('/api/submission/?page=1&size=20');
    const page = list.json<{ data: { lists: SubmissionSummary[]; totalCount: number } }>().data;
    expect(page.lists.map((item) => item.uuid)).toContain(entry.uuid);
    const filtered = await get('/api/submission/?page=1&size=20&state=approved');
    expect(filtered.json<{ data: { totalCount: number } }>().data.totalCount).toBe(0);
  });

  it('takes an image entry for an image topic', async () => {
    const entry = await enter([
      { name: 'topicUuid', value: imageTopic },
      { name: 'title', value: '메뉴 그림 😀' },
      { name: 'description', value: '' },
      { name: 'thumbnail', fileName: 'thumb.png', content: thumb },
      { name: 'work', fileName: '작품.png', content: bigThumb },
    ]);
    expect(entry).toMatchObject({ tType: 'bcon', title: '메뉴 그림 😀' });
    expect(entry.work.fileName).toBe('작품.png');
  });

  const refusals: [string, () => Part[], number, string, string?][] = [
    ['an empty title', () => entryParts({ title: '  ' }), 400, ErrorCode.TitleInvalid, 'title'],
    // 21 code points (the emoji counts once, as the SPA counts).
    [
      'a 21-character title',
      () => entryParts({ title: `${'가'.repeat(20)}😀` }),
      400,
      ErrorCode.TitleInvalid,
      'title',
    ],
    [
      'a NUL in the title',
      () => entryParts({ title: 'a\u0000b' }),
      400,
      ErrorCode.ControlCharacters,
      'title',
    ],
    [
      'a 201-character description',
      () => entryParts({ description: 'x'.repeat(201) }),
      400,
      ErrorCode.DescriptionInvalid,
      'description',
    ],
    [
      'an unknown topic',
      () => entryParts({ topicUuid: '00000000-0000-0000-0000-000000000000' }),
      404,
      ErrorCode.NotFound,
    ],
    [
      'a 3 s video for an exactly-5 s topic',
      () => entryParts().map((part) => (part.name === 'work' ? { ...part, content: clip3 } : part)),
      400,
      ErrorCode.VideoDurationInvalid,
      'work',
    ],
    [
      'a 1280 x 720 thumbnail',
      () => entryParts().map((part) => (part.name === 'thumbnail' ? { ...part, content: bigThumb } : part)),
      400,
      ErrorCode.ThumbnailSizeInvalid,
      'thumbnail',
    ],
    [
      'a text file named .mp4',
      () => entryParts().map((part) => (part.name === 'work' ? { ...part, content: notVideo } : part)),
      415,
      ErrorCode.FileTypeInvalid,
      'work',
    ],
    [
      'an MP4 with sound only',
      () => entryParts().map((part) => (part.name === 'work' ? { ...part, content: soundOnly } : part)),
      415,
      ErrorCode.FileTypeInvalid,
      'work',
    ],
    [
      // A program renamed to .mp4: its bytes say ELF.
      'a renamed executable',
      () =>
        entryParts().map((part) =>
          part.name === 'work'
            ? { ...part, content: readFileSync(process.execPath).subarray(0, 64 * 1024) }
            : part,
        ),
      415,
      ErrorCode.FileTypeInvalid,
      'work',
    ],
    [
      'a ZIP as the thumbnail',
      () => entryParts().map((part) => (part.name === 'thumbnail' ? { ...part, content: zip } : part)),
      415,
      ErrorCode.FileTypeInvalid,
      'thumbnail',
    ],
    [
      'a 51-character file name',
      () =>
        entryParts().map((part) =>
          part.name === 'work' ? { ...part, fileName: `${'n'.repeat(47)}.mp4` } : part,
        ),
      400,
      ErrorCode.FileNameInvalid,
      'work',
    ],
    [
      // (A path such as ../x.mp4 never arrives: the multipart parser keeps only the base name.)
      'a file name with ..',
      () => entryParts().map((part) => (part.name === 'work' ? { ...part, fileName: 'loop..mp4' } : part)),
      400,
      ErrorCode.FileNameInvalid,
      'work',
    ],
    [
      'no thumbnail',
      () => entryParts().filter((part) => part.name !== 'thumbnail'),
      400,
      ErrorCode.FileMissing,
      'thumbnail',
    ],
    [
      'a file over the size limit',
      () =>
        entryParts().map((part) =>
          part.name === 'work'
            ? { ...part, content: Buffer.concat([clip5, Buffer.alloc(MAX_TEST_FILE)]) }
            : part,
        ),
      413,
      ErrorCode.FileTooLarge,
      'work',
    ],
  ];

  for (const [what, parts, status, code, field] of refusals) {
    it(`refuses ${what} with ${status} ${code}, keeping nothing`, async () => {
      const before = await rowCounts();
      const response = await post('/api/submission/', parts());
      expect(response.statusCode, response.body).toBe(status);
      expect(errorBody(response).errorCode).toBe(code);
      if (field) expect(response.json<{ field?: string }>().field).toBe(field);
      expect(await rowCounts()).toEqual(before);
      expect(await countTemporaries(createPrivateStore(privateDir))).toBe(0);
    });
  }

  it('needs a session', async () => {
    const { body, contentType } = multipartBody(entryParts());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/submission/',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(403);
  });

  it('leaves no temporary file and no row when the client goes away mid-upload (real socket)', async () => {
    const address = await listening();
    const before = await rowCounts();
    const { body, contentType } = multipartBody(entryParts());
    const { port } = new URL(address);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/submission/ HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
            `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        // Everything but the last part of the work, then gone.
        socket.write(body.subarray(0, body.length - 2000), () => {
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 300);
        });
      });
      socket.on('error', reject);
    });
    await expect.poll(() => countTemporaries(createPrivateStore(privateDir)), { timeout: 5_000 }).toBe(0);
    expect(await rowCounts()).toEqual(before);
  });

  // A refusal before the body's end closes the connection: the server reads no further (Node would
  // otherwise keep the connection and drain whatever the client still sends, 1 GB or more).
  const BIG_BODY = 64 * 1024 * 1024;
  // [what, title, thumbnail sent before the big work, with a session, status]
  const cutOffCases: [string, string, 'none' | 'good' | 'wrong size', boolean, number][] = [
    ['a file past the size limit', 'My loop', 'none', true, 413],
    ['a bad title before the file', '', 'none', true, 400],
    ['no session', 'My loop', 'none', false, 403],
    ['a 1280 x 720 thumbnail before the work', 'My loop', 'wrong size', true, 400],
  ];
  for (const [what, title, thumbnailSent, withToken, status] of cutOffCases) {
    it(`stops reading a body refused mid-way (${what}: ${status}, connection closed)`, async () => {
      const { port } = new URL(await listening());
      const before = await rowCounts();
      const boundary = 'cut-off-boundary';
      const texts = [
        ['topicUuid', videoTopic],
        ['title', title],
      ]
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('');
      const thumbnailPart =
        thumbnailSent === 'none'
          ? []
          : [
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="thumbnail"; filename="t.png"\r\n` +
                  'Content-Type: image/png\r\n\r\n',
              ),
              thumbnailSent === 'good' ? thumb : bigThumb,
              Buffer.from('\r\n'),
            ];
      const head = Buffer.concat([
        Buffer.from(texts),
        ...thumbnailPart,
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="work"; filename="big.mp4"\r\n` +
            'Content-Type: video/mp4\r\n\r\n',
        ),
      ]);
      const result = await new Promise<{ sent: number; answer: string }>((resolve) => {
        let sent = 0;
        let answer = '';
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          socket.destroy();
          resolve({ sent, answer });
        };
        const chunk = Buffer.alloc(1024 * 1024, 7);
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /api/submission/ HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
              (withToken ? `Authorization: Bearer ${token}\r\n` : '') +
              `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${BIG_BODY}\r\n\r\n`,
          );
          socket.write(head);
          const pump = () => {
            while (!done && sent < BIG_BODY - 2 * chunk.length) {
              sent += chunk.length;
              if (!socket.write(chunk)) return void socket.once('drain', pump);
            }
          };
          pump();
        });
        socket.on('data', (data) => (answer += data.toString('latin1')));
        socket.on('close', finish);
        socket.on('error', finish);
        setTimeout(finish, 10_000);
      });
      expect(result.answer.split('\r\n')[0]).toBe(
        `HTTP/1.1 ${status} ${status === 413 ? 'Payload Too Large' : status === 400 ? 'Bad Request' : 'Forbidden'}`,
      );
      expect(result.answer.toLowerCase()).toContain('connection: close');
      if (thumbnailSent === 'wrong size') expect(result.answer).toContain(ErrorCode.ThumbnailSizeInvalid);
      // Far less than the body was taken in (socket buffers only), and the socket was closed.
      expect(result.sent).toBeLessThan(BIG_BODY / 2);
      await expect.poll(() => countTemporaries(createPrivateStore(privateDir)), { timeout: 5_000 }).toBe(0);
      expect(await rowCounts()).toEqual(before);
    });
  }
});

describe('an upload that takes too long', () => {
  it('is cut at its deadline like a client that went away: no temporary file, no row', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-private-'));
    const slow = await createTestApp({ privateFilesDir: dir, uploadTimeoutMs: 1_000 });
    try {
      await insertUser(slow.database, { userId: 'slow@example.com', password: 'Right!pass1' });
      const slowToken = await loginToken(slow.app, 'slow@example.com', 'Right!pass1');
      const topic = await createTopic(slow.database.db, topicInput({ topic: 'Slow', timeLimit: 'f5s' }));
      const { port } = new URL(await slow.app.listen({ port: 0, host: '127.0.0.1' }));
      const { body, contentType } = multipartBody(
        entryParts().map((part) => (part.name === 'topicUuid' ? { ...part, value: topic } : part)),
      );
      const started = Date.now();
      // Most of the body, then a trickle of a byte every 200 ms: never idle, never done.
      const closedAfter = await new Promise<number>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /api/submission/ HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${slowToken}\r\n` +
              `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
          );
          socket.write(body.subarray(0, body.length - 1000));
        });
        let next = body.length - 1000;
        const trickle = setInterval(() => {
          if (!socket.destroyed && next < body.length - 10) socket.write(body.subarray(next, ++next));
        }, 200);
        const done = () => {
          clearInterval(trickle);
          resolve(Date.now() - started);
        };
        socket.on('close', done);
        socket.on('error', () => socket.destroy());
        setTimeout(() => socket.destroy(), 8_000);
      });
      expect(closedAfter).toBeLessThan(5_000);
      await expect.poll(() => countTemporaries(createPrivateStore(dir)), { timeout: 5_000 }).toBe(0);
      const [entries] = await slow.database.db.select({ n: count() }).from(submissions);
      expect(entries!.n).toBe(0);
    } finally {
      await slow.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a nearly full disk', () => {
  it('refuses an upload before reading it: 503 with Retry-After, nothing kept', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-private-'));
    const full = await createTestApp({
      privateFilesDir: dir,
      privateStoreReserveBytes: Number.MAX_SAFE_INTEGER,
    });
    try {
      await insertUser(full.database, { userId: 'full@example.com', password: 'Right!pass1' });
      const fullToken = await loginToken(full.app, 'full@example.com', 'Right!pass1');
      const topic = await createTopic(full.database.db, topicInput({ topic: 'Full', timeLimit: 'f5s' }));
      const { body, contentType } = multipartBody(
        entryParts().map((part) => (part.name === 'topicUuid' ? { ...part, value: topic } : part)),
      );
      const response = await full.app.inject({
        method: 'POST',
        url: '/api/submission/',
        headers: { authorization: `Bearer ${fullToken}`, 'content-type': contentType },
        payload: body,
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('600');
      expect(errorBody(response).errorCode).toBe(ErrorCode.ServiceUnavailable);
      expect(await countTemporaries(createPrivateStore(dir))).toBe(0);
      const [entries] = await full.database.db.select({ n: count() }).from(submissions);
      expect(entries!.n).toBe(0);
    } finally {
      await full.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('reading entries', () => {
  it("answers 404 for another creator's entry and never shows it in their list", async () => {
    const entry = await enter();
    expect((await get(`/api/submission/${entry.uuid}`, otherToken)).statusCode).toBe(404);
    expect((await get('/api/submission/not-a-uuid')).statusCode).toBe(404);
    const theirs = await get('/api/submission/?page=1&size=100', otherToken);
    expect(theirs.json<{ data: { totalCount: number } }>().data.totalCount).toBe(0);
  });

  it('serves the files through signed links: whole, in ranges, never tampered or expired', async () => {
    const entry = await enter();
    const whole = await t.app.inject({ method: 'GET', url: entry.work.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['content-disposition']).toMatch(/^inline; filename="?loop\.mp4"?$/);
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.compare(whole.rawPayload, clip5)).toBe(0);

    const part = await t.app.inject({
      method: 'GET',
      url: entry.work.url,
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${clip5.length}`);
    expect(Buffer.compare(part.rawPayload, clip5.subarray(10, 20))).toBe(0);
    const beyond = await t.app.inject({
      method: 'GET',
      url: entry.work.url,
      headers: { range: `bytes=${clip5.length + 5}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const tampered = entry.work.url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    // The thumbnail's signature does not open the work.
    const [, , , , , thumbUuid, expires, signature] = entry.thumbnail.url.split('/');
    const [, , , , , workUuid] = entry.work.url.split('/');
    expect(thumbUuid).not.toBe(workUuid);
    const swapped = `/p/api/files/private/${workUuid}/${expires}/${signature}`;
    expect((await t.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(404);

    t.clock.advance(3 * HOUR);
    const expired = await t.app.inject({ method: 'GET', url: entry.work.url });
    expect(expired.statusCode).toBe(404);
    expect(errorBody(expired).errorCode).toBe(ErrorCode.NotFound);
    t.clock.advance(-3 * HOUR);
  });
});

describe('review and project files', () => {
  it('refuses project files before approval and after they came, and queues one conversion', async () => {
    const entry = await enter();
    const zipParts: Part[] = [{ name: 'projectFile', fileName: 'project.zip', content: zip }];
    const early = await post(`/api/submission/project-file/${entry.uuid}`, zipParts);
    expect(early.statusCode).toBe(409);
    expect(errorBody(early).errorCode).toBe(ErrorCode.SubmissionStateConflict);

    await approveSubmission(t.database.db, entry.uuid, new Date());
    const approved = (await get(`/api/submission/${entry.uuid}`)).json<{ data: SubmissionDetail }>().data;
    expect(approved).toMatchObject({ state: 'approved', projectFileRequested: true });

    const wrongType = await post(`/api/submission/project-file/${entry.uuid}`, [
      { name: 'projectFile', fileName: 'project.zip', content: thumb },
    ]);
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json<{ field?: string }>().field).toBe('projectFile');

    expect((await post(`/api/submission/project-file/${entry.uuid}`, zipParts, otherToken)).statusCode).toBe(
      404,
    );

    const sent = await post(`/api/submission/project-file/${entry.uuid}`, zipParts);
    expect(sent.statusCode, sent.body).toBe(200);
    const converting = sent.json<{ data: SubmissionDetail }>().data;
    expect(converting).toMatchObject({ state: 'converting', projectFileRequested: false });
    expect(converting.projectFile).toMatchObject({ fileName: 'project.zip', size: zip.length });
    const scheduling = converting.timeline.find((step) => step.step === 'scheduled')!;
    expect(scheduling.expectedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const download = await t.app.inject({ method: 'GET', url: converting.projectFile!.url });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="?project\.zip"?$/);

    const again = await post(`/api/submission/project-file/${entry.uuid}`, zipParts);
    expect(again.statusCode).toBe(409);
    const jobs = await t.database.db.select().from(conversionJobs);
    expect(jobs.filter((job) => job.submissionUuid === entry.uuid)).toHaveLength(1);
  });

  it('lets exactly one of an approval and a return at the same time win', async () => {
    const entry = await enter();
    const results = await Promise.allSettled([
      approveSubmission(t.database.db, entry.uuid, new Date()),
      returnSubmission(t.database.db, entry.uuid, 'The loop does not close.', new Date()),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(SubmissionStateError);
    await expect(approveSubmission(t.database.db, entry.uuid, new Date())).rejects.toBeInstanceOf(
      SubmissionStateError,
    );
  });

  it("shows a returned entry's reason", async () => {
    const entry = await enter();
    await returnSubmission(t.database.db, entry.uuid, 'Please show the product.', new Date());
    const detail = (await get(`/api/submission/${entry.uuid}`)).json<{ data: SubmissionDetail }>().data;
    expect(detail).toMatchObject({ state: 'returned', returnReason: 'Please show the product.' });
    const list = await get('/api/submission/?page=1&size=100&state=returned');
    expect(
      list.json<{ data: { lists: SubmissionSummary[] } }>().data.lists.map((item) => item.uuid),
    ).toContain(entry.uuid);
  });
});

describe('works in groups', () => {
  it("lists the creator's works in groups, ranks a group with isMine, and hides it from others", async () => {
    const [creator] = await t.database.db.select().from(submissions).limit(1);
    const now = new Date();
    const group = await scheduleGroup(
      t.database.db,
      {
        topicUuid: videoTopic,
        beginAt: new Date(now.getTime() - DAY),
        endAt: new Date(now.getTime() + 6 * DAY),
        entries: videoEntries(['Mine', 'Theirs']).map((entry, index) =>
          index === 0 ? { ...entry, userUuid: creator!.userUuid } : entry,
        ),
      },
      now,
    );
    const mine = await get('/api/group-submission?page=1&size=20&groupState=3');
    const page = mine.json<{
      data: { lists: { uuid: string; mcfGroup: { uuid: string } }[]; totalCount: number };
    }>().data;
    expect(page.totalCount).toBe(1);
    expect(page.lists[0]!.mcfGroup.uuid).toBe(group.uuid);
    expect(
      (await get('/api/group-submission?page=1&size=20&groupState=4')).json<{
        data: { totalCount: number };
      }>().data.totalCount,
    ).toBe(0);

    const ranking = await get(`/api/group-submission/${group.uuid}?page=1&size=100`);
    expect(ranking.statusCode).toBe(200);
    const rows = ranking.json<{ data: { lists: { isMine: boolean }[] } }>().data.lists;
    expect(rows.map((row) => row.isMine)).toEqual([true, false]);
    expect((await get(`/api/group-submission/${group.uuid}?page=1&size=100`, otherToken)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/group-submission/belong-to-group/${group.entryUuids[0]}`, otherToken)).statusCode,
    ).toBe(404);
  });
});
