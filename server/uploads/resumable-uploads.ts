// Resumable uploads (issue 22): the tus 1.0 server (@tus/server) behind /api/uploads/, its data
// store (@tus/file-store in DATA_DIR/files/private/uploads, or @tus/s3-store in the bucket under
// `<S3_KEY_PREFIX>uploads/`), and the registry of who owns which upload (table resumable_uploads).
//
// The bytes are streamed by the store: to the file on disk, or through the S3 store's part files
// on disk to the bucket's multipart upload; never held in memory. The registry is what the limits
// count (uploads in progress per creator and their declared bytes), what an entry claims and
// consumes (uploaded-files.ts), and what the sweep expires (24 hours after creation).
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EVENTS, Server, type DataStore } from '@tus/server';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { FILE_SIZE_MAX_BYTES } from '../../contract/submission-rules.js';
import type { Database } from '../db/client.js';
import { describeErrorForLog } from '../lib/error-log.js';
import { resumableUploads, type ResumableUploadRow } from '../db/schema.js';
import type { PrivateStore, S3Settings } from '../files/index.js';
import { LargeWriteFileStore } from './large-write-file-store.js';

/** tus `Tus-Max-Size`: the largest file an entry takes (spec §9: 1 GB, binary units). */
export const RESUMABLE_MAX_BYTES = FILE_SIZE_MAX_BYTES;

/** Unfinished (and finished, unused) uploads are removed this long after their creation. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60_000;

/** How long an entry being checked holds an upload (longer than any check of a 1 GB file takes). */
export const UPLOAD_CLAIM_MS = 30 * 60_000;

/**
 * Per creator: uploads held at once (an entry needs two: its thumbnail and its work) and their
 * declared bytes in all. Past either, a new upload is refused (429 UPLOAD_LIMIT_REACHED).
 */
export interface UploadLimits {
  uploads: number;
  bytes: number;
}
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { uploads: 6, bytes: 4 * 1024 ** 3 };

/** The upload ids of our URLs: 32 hex digits (tus's own default naming). */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

export interface ResumableUploadsOptions {
  db: Database;
  store: PrivateStore;
  /** The bucket (S3_BUCKET) when the stored files live there; null: on this machine's disk. */
  s3?: S3Settings | null;
  now: () => Date;
  limits?: UploadLimits;
  /** The largest upload (RESUMABLE_MAX_BYTES unless a test lowers it). */
  maxBytes?: number;
  /** S3 part size (the store's default 8 MiB unless set; at least 5 MiB). */
  s3PartSize?: number;
}

type ReadableStore = DataStore & { read(id: string): Readable | Promise<Readable> };

export interface ResumableUploads {
  tus: Server;
  /** The clock of the expiries and claims. */
  now: () => Date;
  maxBytes: number;
  limits: UploadLimits;
  /** Runs one tus request; the caller has checked the session and the ownership. */
  handle(raw: IncomingMessage, res: ServerResponse, ownerUuid: string): Promise<void>;
  /** The caller's upload `id`, or null (unknown, someone else's, or expired). */
  findOwn(id: string, ownerUuid: string): Promise<ResumableUploadRow | null>;
  /** What the creator holds now: uploads and declared bytes. */
  held(ownerUuid: string): Promise<{ uploads: number; bytes: number }>;
  /** A readable stream of a finished upload's bytes. */
  read(id: string): Promise<Readable>;
  /** The upload's file on this machine's disk (the disk store), or null (S3). */
  diskPath(id: string): string | null;
  /** Removes an upload's bytes and its row (consumed, terminated or expired). */
  remove(id: string): Promise<void>;
  /** Removes the expired uploads, rows and bytes; returns how many went. */
  sweep(): Promise<number>;
}

/** The folder of the disk store: beside the temporaries, on the private files' disk. */
export const uploadsDir = (store: PrivateStore) => path.join(store.dir, 'uploads');

export async function createResumableUploads(options: ResumableUploadsOptions): Promise<ResumableUploads> {
  const { db, now } = options;
  const maxBytes = options.maxBytes ?? RESUMABLE_MAX_BYTES;
  const limits = options.limits ?? DEFAULT_UPLOAD_LIMITS;
  const s3 = options.s3 ?? null;
  // In the bucket, an upload's object key is its store id: under the deployment's key prefix, so a
  // shared bucket stays tidy. The URL carries only the 32 hex digits.
  const idPrefix = s3 ? `${s3.keyPrefix ?? ''}uploads/` : '';
  const storeId = (id: string) => idPrefix + id;
  const publicId = (stored: string) => stored.slice(idPrefix.length);
  const directory = uploadsDir(options.store);
  const clientConfig = s3 && {
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
    // As files/s3-storage.ts: checksums only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  };
  // The S3 store (and the AWS SDK) is loaded only when a bucket is configured.
  const datastore: ReadableStore = s3
    ? new (await import('@tus/s3-store')).S3Store({
        ...(options.s3PartSize ? { partSize: options.s3PartSize } : {}),
        expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
        // A few parts in flight to the bucket at once (the store's default is 60): a slow bucket
        // then slows the PATCH instead of piling 8 MiB parts up in this process.
        maxConcurrentPartUploads: 4,
        s3ClientConfig: { bucket: s3.bucket, ...clientConfig },
      })
    : new LargeWriteFileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });

  // The route has checked the session; the tus hooks see a Web Request whose Node request is
  // runtime.node.req, and find its owner here.
  const owners = new WeakMap<IncomingMessage, string>();
  const ownerOf = (request: { runtime?: { node?: { req?: IncomingMessage } } }) => {
    const raw = request.runtime?.node?.req;
    const owner = raw ? owners.get(raw) : undefined;
    if (!owner) throw { status_code: 403, body: 'no session\n' };
    return owner;
  };

  const tus = new Server({
    path: '/api/uploads',
    datastore,
    maxSize: maxBytes,
    // Same origin only, as the rest of the API: no Access-Control-Allow-Origin (tus sends * unless told).
    allowedOrigins: () => false,
    namingFunction: () => storeId(randomBytes(16).toString('hex')),
    // A relative Location (/api/uploads/<32 hex>), whatever host or proxy the request came through.
    generateUrl: (_request, { path: base, id }) => `${base}/${publicId(id)}`,
    getFileIdFromRequest: (_request, lastPath) =>
      lastPath && UPLOAD_ID.test(lastPath) ? storeId(lastPath) : undefined,
    async onUploadCreate(request, upload) {
      const created = now();
      await db.insert(resumableUploads).values({
        id: publicId(upload.id),
        ownerUuid: ownerOf(request as never),
        length: upload.size ?? 0,
        fileName: upload.metadata?.['filename'] ?? '',
        createdAt: created,
        expiresAt: new Date(created.getTime() + UPLOAD_EXPIRY_MS),
      });
      return {};
    },
    async onUploadFinish(_request, upload) {
      await db
        .update(resumableUploads)
        .set({ finishedAt: now() })
        .where(eq(resumableUploads.id, publicId(upload.id)));
      return {};
    },
  });
  tus.on(EVENTS.POST_TERMINATE, (_request, _response, id) => {
    // (A query runs when awaited or then-ed.) Should it fail, the expiry sweep removes the row.
    db.delete(resumableUploads)
      .where(eq(resumableUploads.id, publicId(id)))
      .then(
        () => undefined,
        () => undefined,
      );
  });

  // The S3 store's remove() leaves the upload's last incomplete part (`<key>.part`, under S3's 5 MiB
  // part minimum) behind: that object goes here. And the sweep lists the uploads the store holds.
  const bucketCalls = s3
    ? await (async () => {
        const { S3Client, DeleteObjectCommand, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
        const client = new S3Client(clientConfig!);
        return {
          removeIncompletePart: (id: string) =>
            client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${storeId(id)}.part` })),
          async listIds() {
            const ids: string[] = [];
            let ContinuationToken: string | undefined;
            do {
              const page = await client.send(
                new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: idPrefix, ContinuationToken }),
              );
              for (const { Key } of page.Contents ?? []) {
                const id = Key?.slice(idPrefix.length).replace(/\.info$/, '');
                if (Key?.endsWith('.info') && id && UPLOAD_ID.test(id)) ids.push(id);
              }
              ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
            } while (ContinuationToken);
            return ids;
          },
        };
      })()
    : null;
  /** The ids of the uploads the store holds, whatever the registry says. */
  const storedIds = async (): Promise<string[]> =>
    bucketCalls
      ? bucketCalls.listIds()
      : (await readdir(directory).catch(() => [] as string[])).filter((name) => UPLOAD_ID.test(name));

  const remove = async (id: string) => {
    try {
      await datastore.remove(storeId(id));
    } catch (error) {
      // Already gone (swept by the store itself, or removed by another instance): not a failure.
      if ((error as { status_code?: number }).status_code !== 404) throw error;
    }
    await bucketCalls?.removeIncompletePart(id);
    await db.delete(resumableUploads).where(eq(resumableUploads.id, id));
  };

  return {
    tus,
    now,
    maxBytes,
    limits,
    async handle(raw, res, ownerUuid) {
      owners.set(raw, ownerUuid);
      await tus.handle(raw, res);
    },
    async findOwn(id, ownerUuid) {
      if (!UPLOAD_ID.test(id)) return null;
      const [row] = await db
        .select()
        .from(resumableUploads)
        .where(and(eq(resumableUploads.id, id), eq(resumableUploads.ownerUuid, ownerUuid)));
      return row && row.expiresAt > now() ? row : null;
    },
    async held(ownerUuid) {
      const [row] = await db
        .select({
          uploads: sql<number>`count(*)::int`,
          bytes: sql<number>`coalesce(sum(${resumableUploads.length}), 0)::bigint`,
        })
        .from(resumableUploads)
        .where(eq(resumableUploads.ownerUuid, ownerUuid));
      return { uploads: Number(row?.uploads ?? 0), bytes: Number(row?.bytes ?? 0) };
    },
    async read(id) {
      return datastore.read(storeId(id));
    },
    diskPath: (id) => (s3 ? null : path.join(directory, storeId(id))),
    remove,
    async sweep() {
      const expired = await db
        .select({ id: resumableUploads.id })
        .from(resumableUploads)
        // Not one an entry is being checked with right now (it is consumed or released soon).
        .where(
          and(
            lt(resumableUploads.expiresAt, now()),
            or(isNull(resumableUploads.claimedUntil), lt(resumableUploads.claimedUntil, now())),
          ),
        );
      for (const { id } of expired) await remove(id);
      // Bytes without a row (their creator's account erased, or a crash between the two), once as
      // old as an expired upload: finished or not.
      const registered = new Set(
        (await db.select({ id: resumableUploads.id }).from(resumableUploads)).map((row) => row.id),
      );
      let orphans = 0;
      for (const id of await storedIds()) {
        if (registered.has(id)) continue;
        const upload = await datastore.getUpload(storeId(id)).catch(() => null);
        const created = upload?.creation_date ? new Date(upload.creation_date).getTime() : 0;
        if (created + UPLOAD_EXPIRY_MS < now().getTime()) {
          await remove(id);
          orphans += 1;
        }
      }
      return expired.length + orphans;
    },
  };
}

/** Removes the expired uploads every hour (and says so in the log); returns the stop. */
export function sweepHourly(
  uploads: ResumableUploads,
  log: { info(object: object, text: string): void; error(object: object, text: string): void },
): () => void {
  const sweep = () =>
    void uploads
      .sweep()
      .then((removed) => {
        if (removed > 0) log.info({ removed }, 'removed expired resumable uploads');
      })
      .catch((error: unknown) =>
        log.error({ error: describeErrorForLog(error) }, 'the resumable uploads sweep failed'),
      );
  const timer = setInterval(sweep, 60 * 60_000).unref();
  return () => clearInterval(timer);
}
