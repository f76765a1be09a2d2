// The S3 backend of the file storage (files/s3-storage.ts) against an S3-compatible server run in
// this process (s3rver): the storage calls themselves, and the app on it: public files served with
// their type, ranges and caching, downloads, and a creator's upload kept in the bucket, served by
// its signed link and deleted when it is replaced, with nothing left on this machine's disk.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inquiry } from '../../contract/inquiries.js';
import { privateFiles } from '../db/schema.js';
import { isStorageUnavailable, type FileStorage } from '../files/file-storage.js';
import { storePublicFile } from '../files/public-files.js';
import { createS3Storage } from '../files/s3-storage.js';
import { storeFile } from '../files/stored-files.js';
import { createTextPdf } from '../seed/tiny-pdf.js';
import { multipartBody } from './multipart.js';
import { createTestApp, insertUser, loginToken, opsRunner, type TestApp } from './test-app.js';

process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] = 'true';

const BUCKET = 'portal-test-files';
const SEED_MEDIA = path.join(import.meta.dirname, '../seed-media');

let s3server: S3rver;
let dir: string;
let storage: FileStorage;
let s3: S3Client;

const keys = async (prefix: string) =>
  ((await s3.send(new ListObjectsCommand({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map(
    (object) => object.Key!,
  );

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-s3-test-'));
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3') });
  const { port } = await s3server.run();
  const settings = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  s3 = new S3Client(settings);
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  storage = createS3Storage(settings);
});
let s3Closed = false;
afterAll(async () => {
  if (!s3Closed) await s3server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the S3 storage', () => {
  it('puts, stats, reads whole and in ranges, copies locally and removes', async () => {
    await storage.check();
    const name = `${'a'.repeat(32)}.txt`;
    expect(await storage.stat('private', name)).toBeNull();
    await storage.putBytes('private', name, Buffer.from('hello, bucket'), 'text/plain');
    expect(await keys('private/')).toContain(`private/${name}`);
    expect(await storage.stat('private', name)).toMatchObject({ size: 13 });
    expect(await (await storage.read('private', name)).toArray()).toEqual([Buffer.from('hello, bucket')]);
    const part = Buffer.concat(await (await storage.read('private', name, { start: 7, end: 12 })).toArray());
    expect(part.toString()).toBe('bucket');

    const spool = path.join(dir, 'spool');
    const copy = await storage.localCopy('private', name, spool);
    expect(await readFile(copy.path, 'utf8')).toBe('hello, bucket');
    await copy.release();
    expect(await readdir(spool)).toEqual([]);

    const local = path.join(spool, 'upload');
    await writeFile(local, 'streamed from a file');
    await storage.putFile('public', `${'b'.repeat(32)}.txt`, local, 'text/plain');
    // The local file went into the bucket: nothing stays behind.
    expect(await readdir(spool)).toEqual([]);
    expect(await storage.stat('public', `${'b'.repeat(32)}.txt`)).toMatchObject({ size: 20 });

    const listed: string[] = [];
    for await (const object of storage.list('public')) listed.push(object.name);
    expect(listed).toContain(`${'b'.repeat(32)}.txt`);

    await storage.remove('private', [name, `${'c'.repeat(32)}.txt`]);
    expect(await storage.stat('private', name)).toBeNull();
    expect(storage.locate('private', name)).toBe(`s3://${BUCKET}/private/${name}`);
    expect(() => storage.locate('private', '../etc/passwd')).toThrow(/not a stored file name/);
  });
});

describe('the app on S3', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  const localPublic = () => path.join(dir, 'files', 'public');

  beforeAll(async () => {
    t = await createTestApp({ publicFilesDir: localPublic(), storage });
    await insertUser(t.database, { userId: 'owner@example.com', password: 'Right!pass1' });
    await insertUser(t.database, { userId: 'other@example.com', password: 'Right!pass1' });
    token = await loginToken(t.app, 'owner@example.com', 'Right!pass1');
    otherToken = await loginToken(t.app, 'other@example.com', 'Right!pass1');
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a public file from the bucket with its type, ranges, ETag and a year of caching', async () => {
    const banner = await readFile(path.join(SEED_MEDIA, 'banner-recipe.webp'));
    const stored = await storePublicFile(storage, banner, ['webp']);
    expect(stored.created).toBe(true);
    expect((await storePublicFile(storage, banner, ['webp'])).created).toBe(false);
    expect(await keys('public/')).toContain(`public/${stored.name}`);

    const whole = await t.app.inject({ method: 'GET', url: stored.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/webp');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.headers['access-control-allow-origin']).toBe('*');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.rawPayload).toEqual(banner);
    const etag = String(whole.headers['etag']);

    const part = await t.app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(
      `bytes ${banner.length - 4}-${banner.length - 1}/${banner.length}`,
    );
    expect(part.rawPayload).toEqual(banner.subarray(banner.length - 4));

    const cached = await t.app.inject({ method: 'GET', url: stored.url, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    const outside = await t.app.inject({
      method: 'GET',
      url: stored.url,
      headers: { range: `bytes=${banner.length}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${banner.length}`);
    const head = await t.app.inject({ method: 'HEAD', url: stored.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(banner.length));

    for (const url of [
      `/p/api/files/public/${'0'.repeat(32)}.webp`,
      '/p/api/files/public/..%2F..%2Fsecret',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    // Nothing of it on this machine's disk.
    expect(await readdir(localPublic()).catch(() => [])).toEqual([]);
  });

  it('downloads a registered public file from the bucket as an attachment', async () => {
    const pdf = createTextPdf('Notice', [{ text: 'From the bucket' }]);
    const row = await storeFile(t.database.db, storage, {
      fileType: 'notice',
      originalName: '공지 첨부.pdf',
      content: { bytes: pdf, allowed: ['pdf'] },
      isPublic: true,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/p/api/files/download?fileUrl=${encodeURIComponent(row.fileUrl)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.rawPayload).toEqual(Buffer.from(pdf));
  });

  it('keeps an upload in the bucket, serves it by its owner’s link, and deletes it when replaced', async () => {
    const send = (method: 'POST' | 'PUT', url: string, name: string, content: Uint8Array) => {
      const { body, contentType } = multipartBody([
        { name: 'category', value: 'payout' },
        { name: 'title', value: 'Kept in S3' },
        { name: 'content', value: 'With an attachment.' },
        { name: 'attachment', fileName: name, content },
      ]);
      return t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload: body,
      });
    };
    const before = await keys('private/');
    const pdf = createTextPdf('Statement', [{ text: 'November' }]);
    const written = await send('POST', '/api/inquiries', 'statement.pdf', pdf);
    expect(written.statusCode, written.body).toBe(201);
    const inquiry = written.json<{ data: Inquiry }>().data;
    const added = (await keys('private/')).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);

    const link = inquiry.attachment!.url;
    const download = await t.app.inject({ method: 'GET', url: link });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(Buffer.from(pdf));
    const range = await t.app.inject({ method: 'GET', url: link, headers: { range: 'bytes=0-4' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('%PDF-');
    // Another creator never gets the inquiry, so never a link; a link made up is a 404.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${inquiry.uuid}`,
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(other.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: link.replace(/\/[^/]+$/, '/forged') })).statusCode).toBe(
      404,
    );

    const png = await readFile(path.join(import.meta.dirname, '../../tests/media/thumb-720x405.png'));
    const replaced = await send('PUT', `/api/inquiries/${inquiry.uuid}`, 'screen.png', png);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = (await keys('private/')).filter((key) => !before.includes(key));
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(added[0]);
    // Received and checked on this machine, kept only in the bucket. (The working folders tmp/ and
    // uploads/, the resumable uploads of an app not given the bucket for them, are empty.)
    expect(
      (await readdir(path.join(dir, 'files', 'private')).catch(() => [])).filter(
        (n) => n !== 'tmp' && n !== 'uploads',
      ),
    ).toEqual([]);
    expect(await readdir(path.join(dir, 'files', 'private', 'uploads')).catch(() => [])).toEqual([]);
    expect(await readdir(path.join(dir, 'files', 'private', 'tmp')).catch(() => [])).toEqual([]);

    // The operator sees where it is, and saves it out of the bucket to look at it.
    const ops = opsRunner(t, localPublic(), storage);
    const saveDir = path.join(dir, 'review');
    const shown = await ops('show-inquiry', '--uuid', inquiry.uuid, '--save', saveDir);
    expect(shown.code, shown.err).toBe(0);
    expect(shown.out).toContain(`s3://${BUCKET}/${after[0]}`);
    expect(shown.out).toContain(`saved: ${path.join(saveDir, 'attachment-screen.png')}`);
    expect(await readFile(path.join(saveDir, 'attachment-screen.png'))).toEqual(png);
    // Never over a file that is there.
    const again = await ops('show-inquiry', '--uuid', inquiry.uuid, '--save', saveDir);
    expect(again.code).not.toBe(0);
    expect(again.err).toMatch(/exists already/);
  });

  it('answers 503 with Retry-After while the bucket does not answer, and keeps nothing of an upload', async () => {
    const banner = await storePublicFile(storage, await readFile(path.join(SEED_MEDIA, 'thumb-pet.webp')), [
      'webp',
    ]);
    const countFiles = async () => (await t.database.db.select({ n: count() }).from(privateFiles))[0]!.n;
    const before = await countFiles();
    await s3server.close();
    s3Closed = true;

    const file = await t.app.inject({ method: 'GET', url: banner.url });
    expect(file.statusCode).toBe(503);
    expect(Number(file.headers['retry-after'])).toBeGreaterThan(0);
    expect(file.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });

    const { body, contentType } = multipartBody([
      { name: 'category', value: 'payout' },
      { name: 'title', value: 'While S3 is down' },
      { name: 'content', value: 'Nothing may be kept.' },
      { name: 'attachment', fileName: 'down.pdf', content: createTextPdf('Down', [{ text: 'S3' }]) },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: body,
    });
    expect(upload.statusCode).toBe(503);
    expect(Number(upload.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countFiles()).toBe(before);
    expect(await readdir(path.join(dir, 'files', 'private', 'tmp')).catch(() => [])).toEqual([]);
  });
});

describe('isStorageUnavailable', () => {
  it('is true for the storage side failing, not for a refusal of the request', () => {
    expect(isStorageUnavailable({ $fault: 'server', $metadata: { httpStatusCode: 503 } })).toBe(true);
    expect(isStorageUnavailable({ $fault: 'client', $metadata: { httpStatusCode: 500 } })).toBe(true);
    expect(isStorageUnavailable({ $fault: 'client', $metadata: { httpStatusCode: 403 } })).toBe(false);
    expect(isStorageUnavailable(new Error('a bug'))).toBe(false);
    expect(isStorageUnavailable(null)).toBe(false);
  });
});
