// Resumable uploads (issue 22) through the real app on a real socket, once with the uploads on
// this machine's disk and once in an S3 bucket (s3rver in this process): the tus protocol
// (creation, offsets, HEAD after a cut, a PATCH at the wrong offset, termination, the expiry sweep),
// the limits, and entries and project files that name a finished upload instead of a file part:
// every check of a part applies, an upload is consumed by exactly one entry, another creator's or
// an unfinished one is refused, and a refused entry leaves it for a corrected retry.
// Long file: both storages run the same suite on one app each, whose uploads the cases share.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startS3Bucket } from '../../scripts/s3-bucket.mjs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes.js';
import { resumableUploads, submissions, users } from '../db/schema.js';
import { createTopic } from '../competitions/competition-admin.js';
import { createPrivateStore, type S3Settings } from '../files/index.js';
import { approveSubmission } from '../submissions/submission-pipeline.js';
import { createResumableUploads, UPLOAD_EXPIRY_MS } from '../uploads/index.js';
import { topicInput } from './competition-fixtures.js';
import { multipartBody, type Part } from './multipart.js';
import { createTestApp, insertUser, loginToken, type TestApp } from './test-app.js';

process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] = 'true';

const media = (name: string) => readFile(path.join(import.meta.dirname, '../../tests/media', name));
const metadata = (fileName: string, type = 'application/octet-stream') =>
  `filename ${Buffer.from(fileName).toString('base64')},filetype ${Buffer.from(type).toString('base64')}`;

let clip5: Buffer;
let clip3: Buffer;
let thumb: Buffer;
let bigThumb: Buffer;
let zip: Buffer;

beforeAll(async () => {
  [clip5, clip3, thumb, bigThumb, zip] = await Promise.all([
    media('clip-5s.mp4'),
    media('clip-3s.mp4'),
    media('thumb-720x405.png'),
    media('thumb-1280x720.png'),
    media('project.zip'),
  ]);
});

interface Storage {
  name: string;
  setUp(
    dir: string,
  ): Promise<{ bucket: S3Settings | null; keys: () => Promise<string[]>; close(): Promise<void> }>;
}

const onDisk: Storage = {
  name: 'on disk',
  async setUp(dir) {
    const uploads = path.join(dir, 'private', 'uploads');
    return {
      bucket: null,
      keys: async () => (await readdir(uploads).catch(() => [])).filter((name) => !name.endsWith('.json')),
      close: async () => undefined,
    };
  },
};

const inBucket: Storage = {
  name: 'in an S3 bucket (s3rver, scripts/s3-bucket.mjs)',
  async setUp(dir) {
    const server = await startS3Bucket({ directory: path.join(dir, 's3'), bucket: 'uploads-test' });
    const bucket: S3Settings = {
      bucket: 'uploads-test',
      endpoint: server.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      keyPrefix: 'portal/',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    };
    const s3 = new S3Client(bucket);
    return {
      bucket,
      keys: async () =>
        (
          (await s3.send(new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: 'portal/uploads/' })))
            .Contents ?? []
        ).map((object) => object.Key!),
      close: () => server.close(),
    };
  },
};

describe.each([onDisk, inBucket])('resumable uploads $name', (storage) => {
  let t: TestApp;
  let dir: string;
  let base: string;
  let token: string;
  let otherToken: string;
  let videoTopic: string;
  let bucket: Awaited<ReturnType<Storage['setUp']>>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-resumable-'));
    bucket = await storage.setUp(dir);
    t = await createTestApp({ privateFilesDir: path.join(dir, 'private'), uploadsBucket: bucket.bucket });
    await insertUser(t.database, { userId: 'creator@example.com', password: 'Right!pass1' });
    await insertUser(t.database, { userId: 'other@example.com', password: 'Right!pass1' });
    token = await loginToken(t.app, 'creator@example.com', 'Right!pass1');
    otherToken = await loginToken(t.app, 'other@example.com', 'Right!pass1');
    videoTopic = await createTopic(t.database.db, topicInput({ topic: 'Five seconds', timeLimit: 'f5s' }));
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await t?.close();
    await bucket?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const tus = (method: string, url: string, headers: Record<string, string> = {}, body?: Buffer) =>
    fetch(new URL(url, base), {
      method,
      headers: { 'Tus-Resumable': '1.0.0', ...headers },
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
  const auth = (jwt = token) => ({ authorization: `Bearer ${jwt}` });

  async function create(length: number, fileName = 'clip.mp4', jwt = token) {
    const answer = await tus('POST', '/api/uploads/', {
      ...auth(jwt),
      'Upload-Length': String(length),
      'Upload-Metadata': metadata(fileName),
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    const location = answer.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    return location;
  }
  const patch = (url: string, offset: number, bytes: Buffer, jwt = token) =>
    tus(
      'PATCH',
      url,
      { ...auth(jwt), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      bytes,
    );
  const offsetOf = async (url: string) => {
    const head = await tus('HEAD', url, auth());
    expect(head.status).toBe(200);
    return Number(head.headers.get('upload-offset'));
  };
  /** A finished upload of `bytes`, sent in two PATCHes; its id. */
  async function upload(bytes: Buffer, fileName: string, jwt = token) {
    const url = await create(bytes.length, fileName, jwt);
    const half = Math.floor(bytes.length / 2);
    expect((await patch(url, 0, bytes.subarray(0, half), jwt)).status).toBe(204);
    expect((await patch(url, half, bytes.subarray(half), jwt)).status).toBe(204);
    return url.split('/').pop()!;
  }
  const enter = (parts: Part[], jwt = token) => {
    const { body, contentType } = multipartBody([
      { name: 'topicUuid', value: videoTopic },
      { name: 'title', value: 'Resumed' },
      { name: 'description', value: '' },
      ...parts,
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/submission/',
      headers: { ...auth(jwt), 'content-type': contentType },
      payload: body,
    });
  };
  const rowsOf = async (id: string) =>
    (await t.database.db.select({ n: count() }).from(resumableUploads).where(eq(resumableUploads.id, id)))[0]!
      .n;

  it('says so in the deployment and advertises 1 GiB at most', async () => {
    const deployment = await t.app.inject({ method: 'GET', url: '/p/api/deployment' });
    expect(deployment.json().data.resumableUploads).toBe(true);
    const options = await tus('OPTIONS', '/api/uploads/', auth());
    expect(options.status).toBe(204);
    expect(options.headers.get('tus-max-size')).toBe(String(1024 ** 3));
    expect(options.headers.get('tus-extension')).toMatch(/creation.*termination.*expiration|expiration/);
  });

  it('refuses a creation without a session (403), over 1 GiB (413) and with a bad name (400)', async () => {
    const anonymous = await tus('POST', '/api/uploads/', {
      'Upload-Length': '10',
      'Upload-Metadata': metadata('a.mp4'),
    });
    expect(anonymous.status).toBe(403);
    expect((await anonymous.json()).errorCode).toBe(ErrorCode.SessionInvalid);
    const tooLarge = await tus('POST', '/api/uploads/', {
      ...auth(),
      'Upload-Length': String(1024 ** 3 + 1),
      'Upload-Metadata': metadata('a.mp4'),
    });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).errorCode).toBe(ErrorCode.FileTooLarge);
    const badName = await tus('POST', '/api/uploads/', {
      ...auth(),
      'Upload-Length': '10',
      'Upload-Metadata': metadata('../escape.mp4'),
    });
    expect(badName.status).toBe(400);
    expect((await badName.json()).errorCode).toBe(ErrorCode.FileNameInvalid);
  });

  it('keeps what arrived before a cut, refuses a PATCH at the wrong offset, and finishes', async () => {
    // The protocol does not look at the bytes: 1 MiB of noise, cut after a quarter.
    const bytes = randomBytes(1024 * 1024);
    const url = await create(bytes.length);
    expect(await offsetOf(url)).toBe(0);
    // A connection cut in the middle of a PATCH: what reached the server stays.
    const controller = new AbortController();
    const first = bytes.subarray(0, 256 * 1024);
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(first);
        setTimeout(() => controller.abort(), 300);
      },
    });
    await fetch(new URL(url, base), {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        ...auth(),
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body,
      signal: controller.signal,
      duplex: 'half',
    } as RequestInit).catch(() => undefined);
    // The server writes what it was sent: on disk as it comes; in a bucket, kept as a part.
    let offset = 0;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      offset = await offsetOf(url);
      if (offset === first.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBe(first.length);
    const wrong = await patch(url, 0, bytes.subarray(0, 10));
    expect(wrong.status).toBe(409);
    const rest = await patch(url, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
    const [row] = await t.database.db
      .select()
      .from(resumableUploads)
      .where(eq(resumableUploads.id, url.split('/').pop()!));
    expect(row!.finishedAt).not.toBeNull();
  });

  it("answers 404 for another creator's upload, and terminates the caller's own", async () => {
    const url = await create(1000);
    expect((await tus('HEAD', url, auth(otherToken))).status).toBe(404);
    expect((await tus('DELETE', url, auth(otherToken))).status).toBe(404);
    expect((await tus('DELETE', url, auth())).status).toBe(204);
    expect((await tus('HEAD', url, auth())).status).toBe(404);
    await expect.poll(() => rowsOf(url.split('/').pop()!)).toBe(0);
  });

  it("limits a creator's uploads in progress (429), then sweeps them 24 hours on", async () => {
    const held = await t.database.db
      .select({ n: count() })
      .from(resumableUploads)
      .innerJoin(users, eq(users.uuid, resumableUploads.ownerUuid))
      .where(eq(users.userId, 'creator@example.com'));
    const room = 6 - held[0]!.n;
    const urls: string[] = [];
    for (let i = 0; i < room; i += 1) urls.push(await create(1000, `part${i}.mp4`));
    const over = await tus('POST', '/api/uploads/', {
      ...auth(),
      'Upload-Length': '1000',
      'Upload-Metadata': metadata('one-more.mp4'),
    });
    expect(over.status).toBe(429);
    expect((await over.json()).errorCode).toBe(ErrorCode.UploadLimitReached);
    // Something was sent, so the bytes exist. And a finished upload whose row went (its creator's
    // account erased: the rows cascade): its bytes go with the sweep too.
    await patch(urls[0]!, 0, Buffer.alloc(10, 1));
    expect((await tus('DELETE', urls[1]!, auth())).status).toBe(204);
    const orphan = await upload(Buffer.alloc(100, 2), 'orphan.png');
    await t.database.db.delete(resumableUploads).where(eq(resumableUploads.id, orphan));
    expect((await bucket.keys()).some((key) => key.includes(orphan))).toBe(true);
    // Then the day passes.
    const before = (await bucket.keys()).length;
    expect(before).toBeGreaterThan(0);
    t.clock.advance(UPLOAD_EXPIRY_MS + 60_000);
    const sweeper = await createResumableUploads({
      db: t.database.db,
      store: createPrivateStore(path.join(dir, 'private')),
      s3: bucket.bucket,
      now: t.clock.now,
    });
    expect(await sweeper.sweep()).toBeGreaterThanOrEqual(room);
    expect((await t.database.db.select({ n: count() }).from(resumableUploads))[0]!.n).toBe(0);
    expect(await bucket.keys()).toEqual([]);
    expect((await tus('HEAD', urls[0]!, auth())).status).toBe(404);
  });

  it('takes an entry whose files are finished uploads, and uses them up', async () => {
    const thumbnailUploadId = await upload(thumb, 'thumb.png');
    const workUploadId = await upload(clip5, 'clip.mp4');
    const answer = await enter([
      { name: 'thumbnailUploadId', value: thumbnailUploadId },
      { name: 'workUploadId', value: workUploadId },
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.title).toBe('Resumed');
    expect(await rowsOf(workUploadId)).toBe(0);
    expect((await tus('HEAD', `/api/uploads/${workUploadId}`, auth())).status).toBe(404);
    // Used up: a second entry naming it finds nothing.
    const again = await enter([
      { name: 'thumbnailUploadId', value: thumbnailUploadId },
      { name: 'workUploadId', value: workUploadId },
    ]);
    expect(again.statusCode).toBe(404);
    expect(again.json().field).toBe('thumbnailUploadId');
  });

  it("refuses another creator's upload (404) and an unfinished one (409)", async () => {
    const theirs = await upload(thumb, 'thumb.png', otherToken);
    const work = await upload(clip5, 'clip.mp4');
    const stolen = await enter([
      { name: 'thumbnailUploadId', value: theirs },
      { name: 'workUploadId', value: work },
    ]);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ errorCode: ErrorCode.NotFound, field: 'thumbnailUploadId' });
    const unfinished = (await create(clip5.length)).split('/').pop()!;
    const early = await enter([
      { name: 'thumbnail', fileName: 'thumb.png', content: thumb },
      { name: 'workUploadId', value: unfinished },
    ]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errorCode: ErrorCode.UploadNotFinished, field: 'workUploadId' });
    // Neither refusal used anything up.
    expect(await rowsOf(work)).toBe(1);
    expect(await rowsOf(theirs)).toBe(1);
    for (const id of [work, unfinished]) {
      expect((await tus('DELETE', `/api/uploads/${id}`, auth())).status).toBe(204);
    }
  });

  it('lets exactly one of two entries at once have the same uploads', async () => {
    const thumbnailUploadId = await upload(thumb, 'thumb.png');
    const workUploadId = await upload(clip5, 'clip.mp4');
    const parts = [
      { name: 'thumbnailUploadId', value: thumbnailUploadId },
      { name: 'workUploadId', value: workUploadId },
    ];
    const before = (await t.database.db.select({ n: count() }).from(submissions))[0]!.n;
    const answers = await Promise.all([enter(parts), enter(parts)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, expect.any(Number)]);
    const loser = answers.find((answer) => answer.statusCode !== 201)!;
    expect([404, 409]).toContain(loser.statusCode);
    expect((await t.database.db.select({ n: count() }).from(submissions))[0]!.n).toBe(before + 1);
  });

  it('applies every check of a part, and a refused entry leaves the uploads for a corrected retry', async () => {
    const wrongSize = await upload(bigThumb, 'big.png');
    const shortClip = await upload(clip3, 'short.mp4');
    const notVideo = await upload(zip, 'clip.mp4');
    const work = await upload(clip5, 'clip.mp4');
    const thumbnail = await upload(thumb, 'thumb.png');
    const cases: [Part[], number, string, string][] = [
      [
        [
          { name: 'thumbnailUploadId', value: wrongSize },
          { name: 'workUploadId', value: work },
        ],
        400,
        ErrorCode.ThumbnailSizeInvalid,
        'thumbnail',
      ],
      [
        [
          { name: 'thumbnailUploadId', value: thumbnail },
          { name: 'workUploadId', value: shortClip },
        ],
        400,
        ErrorCode.VideoDurationInvalid,
        'work',
      ],
      [
        [
          { name: 'thumbnailUploadId', value: thumbnail },
          { name: 'workUploadId', value: notVideo },
        ],
        415,
        ErrorCode.FileTypeInvalid,
        'work',
      ],
      [
        [
          { name: 'thumbnailUploadId', value: thumbnail },
          { name: 'workUploadId', value: work },
          { name: 'work', fileName: 'clip.mp4', content: clip5 },
        ],
        400,
        ErrorCode.ValidationFailed,
        'workUploadId',
      ],
    ];
    for (const [parts, status, code, field] of cases) {
      const answer = await enter(parts);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json()).toMatchObject({ errorCode: code, field });
    }
    const retry = await enter([
      { name: 'thumbnailUploadId', value: thumbnail },
      { name: 'workUploadId', value: work },
    ]);
    expect(retry.statusCode, retry.body).toBe(201);
    for (const id of [wrongSize, shortClip, notVideo]) {
      expect((await tus('DELETE', `/api/uploads/${id}`, auth())).status).toBe(204);
    }
  });

  it('takes project files as a finished upload', async () => {
    const entry = await enter([
      { name: 'thumbnailUploadId', value: await upload(thumb, 'thumb.png') },
      { name: 'workUploadId', value: await upload(clip5, 'clip.mp4') },
    ]);
    const uuid = entry.json().data.uuid as string;
    await approveSubmission(t.database.db, uuid, new Date());
    const projectFileUploadId = await upload(zip, 'project.zip');
    const { body, contentType } = multipartBody([
      { name: 'projectFileUploadId', value: projectFileUploadId },
    ]);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/submission/project-file/${uuid}`,
      headers: { ...auth(), 'content-type': contentType },
      payload: body,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.state).toBe('converting');
    expect(await rowsOf(projectFileUploadId)).toBe(0);
  });
});

describe('resumable uploads on a nearly full disk', () => {
  it('refuses a creation that would touch the reserve (503 with Retry-After)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-resumable-full-'));
    // A reserve larger than any disk: every creation would eat into it.
    const t = await createTestApp({
      privateFilesDir: path.join(dir, 'private'),
      privateStoreReserveBytes: 2 ** 60,
    });
    try {
      await insertUser(t.database, { userId: 'creator@example.com', password: 'Right!pass1' });
      const jwt = await loginToken(t.app, 'creator@example.com', 'Right!pass1');
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/',
        headers: {
          authorization: `Bearer ${jwt}`,
          'tus-resumable': '1.0.0',
          'upload-length': '1000',
          'upload-metadata': metadata('clip.mp4'),
        },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBeDefined();
      expect(answer.json().errorCode).toBe(ErrorCode.ServiceUnavailable);
      expect((await t.database.db.select({ n: count() }).from(resumableUploads))[0]!.n).toBe(0);
    } finally {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
