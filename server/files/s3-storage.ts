// The S3-compatible backend of files/file-storage.ts (AWS S3, MinIO, Cloudflare R2, Ceph...):
// `<prefix>public/<name>` and `<prefix>private/<name>` in one bucket. Both ways are streamed:
// a stored file goes up from its temporary file on disk with its length known (one PutObject; our
// largest file is 1 GB, under S3's 5 GB for a single put), and comes down as the response body's
// stream, ranges included. Nothing is ever read whole into memory.
// Credentials come from the environment as the AWS SDK finds them (AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY, a profile, an instance role).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertStoredName, STORED_NAME, type FileStorage, type StorageArea } from './file-storage.js';

export interface S3Settings {
  bucket: string;
  /** The service's URL (MinIO, R2...); absent: AWS S3 of the region. */
  endpoint?: string;
  region: string;
  /** Path-style URLs (http://host/bucket/key), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Put before every key, e.g. "portal/" to share a bucket; empty by default. */
  keyPrefix?: string;
  /** Given credentials (tests); absent: the SDK's own lookup in the environment. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NotFound' || failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404
  );
}

export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible servers do not accept the
    // chunked trailing checksums the SDK sends by default with a streamed body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (area: StorageArea, name: string) =>
    `${settings.keyPrefix ?? ''}${area}/${assertStoredName(name)}`;

  const storage: FileStorage = {
    backend: 's3',
    async stat(area, name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(area, name) }));
        return {
          size: head.ContentLength ?? 0,
          lastModified: head.LastModified ?? new Date(0),
          etag: head.ETag ?? null,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(area, name, range) {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: keyOf(area, name),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // In Node the body is the HTTP response itself (an IncomingMessage): a stream.
      return answer.Body as Readable;
    },
    async putFile(area, name, localPath, contentType) {
      const { size } = await stat(localPath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(area, name),
          Body: createReadStream(localPath, { highWaterMark: 1024 * 1024 }),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await rm(localPath, { force: true });
    },
    async putBytes(area, name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(area, name),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentType,
        }),
      );
    },
    async remove(area, names) {
      // One call a name: DeleteObjects needs a Content-MD5 some S3-compatible servers refuse.
      await Promise.all(
        names.map((name) => client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(area, name) }))),
      );
    },
    async *list(area) {
      const prefix = `${settings.keyPrefix ?? ''}${area}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken, MaxKeys: 1000 }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          if (STORED_NAME.test(name)) yield { name, lastModified: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async localCopy(area, name, spoolDir) {
      await mkdir(spoolDir, { recursive: true, mode: 0o700 });
      const copyPath = path.join(spoolDir, randomBytes(16).toString('hex'));
      const release = () => rm(copyPath, { force: true });
      try {
        await pipeline(
          await storage.read(area, name),
          createWriteStream(copyPath, { mode: 0o600, flags: 'wx', highWaterMark: 1024 * 1024 }),
        );
      } catch (error) {
        await release();
        throw error;
      }
      return { path: copyPath, release };
    },
    locate: (area, name) => `s3://${Bucket}/${keyOf(area, name)}`,
    diskDir: () => null,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
  return storage;
}
