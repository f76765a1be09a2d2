// The conversion worker (issue 9) on the embedded database and, when TEST_DATABASE_URL is set, on
// a throwaway PostgreSQL: the worker loop converting a queue for real, concurrency, a shutdown in
// the middle of a conversion (ffmpeg stopped, the job queued again without losing an attempt), the
// lease renewed while converting and a worker that lost it changing nothing, a job of a server
// that died during its last attempt failed for an operator, and two servers' workers converting a
// shared queue with every entry converted exactly once.
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { conversionJobs, privateFiles, submissions } from '../db/schema.js';
import { createTopic } from '../competitions/competition-admin.js';
import { runFfmpeg } from '../submissions/conversion.js';
import {
  claimJob,
  LEASE_MS,
  MAX_ATTEMPTS,
  renewLease,
  runOneConversion,
  startConversionWorker,
} from '../submissions/conversion-worker.js';
import { createPrivateStore, type PrivateStore } from '../files/private-files.js';
import { topicInput } from './competition-fixtures.js';
import { insertUser } from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';
import { openTestDatabase } from './pglite-template.js';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const clip = path.join(import.meta.dirname, '../../tests/media/clip-3s.mp4');
let dir: string;
/** A clip long enough to still be converting when a test stops it. */
let longClip: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-worker-'));
  longClip = path.join(dir, 'long.mkv');
  // prettier-ignore
  await runFfmpeg([
    '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30:duration=60',
    '-c:v', 'mpeg4', '-q:v', '20', longClip,
  ]);
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function job(db: Database, uuid: string) {
  const [row] = await db.select().from(conversionJobs).where(eq(conversionJobs.submissionUuid, uuid));
  return row!;
}

/** A creator, a topic and a way to queue converting entries whose works are real files. */
async function fixtures(database: DatabaseHandle, store: PrivateStore, userId: string) {
  const userUuid = await insertUser(database, { userId, password: 'Right!pass1' });
  const topicUuid = await createTopic(database.db, topicInput());
  await mkdir(store.dir, { recursive: true });
  return async (source = clip): Promise<string> => {
    const db = database.db;
    const names = ['mp4', 'png', 'zip'].map((ext) => `${crypto.randomUUID().replace(/-/g, '')}.${ext}`);
    await copyFile(source, path.join(store.dir, names[0]!));
    const files = await db
      .insert(privateFiles)
      .values(
        names.map((storedName, index) => ({
          ownerUuid: userUuid,
          storedName,
          originalName: ['work.mp4', 'thumb.png', 'project.zip'][index]!,
          size: 1,
          mime: ['video/mp4', 'image/png', 'application/zip'][index]!,
        })),
      )
      .returning({ uuid: privateFiles.uuid });
    const [row] = await db
      .insert(submissions)
      .values({
        userUuid,
        topicUuid,
        title: 'Worker',
        description: '',
        tType: 'video',
        state: 'converting',
        workFileUuid: files[0]!.uuid,
        thumbnailFileUuid: files[1]!.uuid,
        projectFileUuid: files[2]!.uuid,
        projectFileAt: new Date(),
      })
      .returning({ uuid: submissions.uuid });
    await db.insert(conversionJobs).values({ submissionUuid: row!.uuid });
    return row!.uuid;
  };
}

describe('conversion worker (embedded database)', () => {
  let database: DatabaseHandle;
  let store: PrivateStore;
  let entry: (source?: string) => Promise<string>;

  beforeAll(async () => {
    database = await openTestDatabase();
    store = createPrivateStore(path.join(dir, 'private'));
    entry = await fixtures(database, store, 'worker@example.com');
  });
  afterAll(async () => {
    await database.close();
  });

  it('converts a queue for real, two at a time, each entry once', async () => {
    const uuids = await Promise.all([1, 2, 3].map(() => entry()));
    const worker = startConversionWorker({ db: database.db, store, log: silent, pollMs: 50, concurrency: 2 });
    try {
      await until(async () => {
        const rows = await database.db
          .select({ state: conversionJobs.state })
          .from(conversionJobs)
          .where(inArray(conversionJobs.submissionUuid, uuids));
        return rows.every((row) => row.state === 'done');
      }, 60_000);
    } finally {
      await worker.stop();
    }
    for (const uuid of uuids) {
      expect(await job(database.db, uuid)).toMatchObject({ state: 'done', attempts: 1, lockedAt: null });
      const [row] = await database.db.select().from(submissions).where(eq(submissions.uuid, uuid));
      expect(row!.convertedAt).not.toBeNull();
      expect(row!.deliveryFileUuid).not.toBeNull();
    }
  }, 90_000);

  it('stops ffmpeg on shutdown and queues the job again without spending an attempt', async () => {
    const uuid = await entry(longClip);
    const worker = startConversionWorker({ db: database.db, store, log: silent, pollMs: 50 });
    await until(async () => (await job(database.db, uuid)).state === 'running');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    await worker.stop();
    // Not waited for: the conversion takes several seconds.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await job(database.db, uuid)).toMatchObject({ state: 'queued', attempts: 0, lockedAt: null });
    const [row] = await database.db.select().from(submissions).where(eq(submissions.uuid, uuid));
    expect(row!.convertedAt).toBeNull();
    // ffmpeg's half-written output went with it.
    expect(await readdir(path.join(store.dir, 'tmp'))).toEqual([]);
    // Out of the way of the next tests.
    await database.db.delete(conversionJobs).where(eq(conversionJobs.submissionUuid, uuid));
  }, 30_000);

  it('renews the lease of a long conversion, and a worker that lost its lease changes nothing', async () => {
    const uuid = await entry(longClip);
    const now = new Date();
    const mine = (await claimJob(database.db, now))!;
    expect(mine).toMatchObject({ submissionUuid: uuid, attempts: 1 });
    // Renewed just before the lease runs out: still not another server's to take.
    expect(await renewLease(database.db, mine, new Date(now.getTime() + LEASE_MS - 1000))).toBe(true);
    expect(await claimJob(database.db, new Date(now.getTime() + LEASE_MS + 1000))).toBeNull();

    // Another server takes the job over (this worker stalled past the lease) …
    const theirs = (await claimJob(database.db, new Date(Date.now() + 3 * LEASE_MS)))!;
    expect(theirs).toMatchObject({ submissionUuid: uuid, attempts: 2 });
    expect(await renewLease(database.db, mine, new Date())).toBe(false);
    await database.db
      .update(conversionJobs)
      .set({ state: 'queued', attempts: 0, lockedAt: null, nextAttemptAt: new Date() })
      .where(eq(conversionJobs.submissionUuid, uuid));
    // … and while a worker converts, another claim takes it: the worker's next beat stops its ffmpeg
    // and it writes nothing over the new owner's job.
    const converting = runOneConversion({ db: database.db, store, log: silent, heartbeatMs: 50 });
    await until(async () => (await job(database.db, uuid)).state === 'running');
    const [taken] = await database.db
      .update(conversionJobs)
      .set({ attempts: sql`${conversionJobs.attempts} + 1` })
      .where(eq(conversionJobs.submissionUuid, uuid))
      .returning();
    const started = Date.now();
    expect(await converting).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await job(database.db, uuid)).toMatchObject({ state: 'running', attempts: taken!.attempts });
    const [row] = await database.db.select().from(submissions).where(eq(submissions.uuid, uuid));
    expect(row!.convertedAt).toBeNull();
    await database.db.delete(conversionJobs).where(eq(conversionJobs.submissionUuid, uuid));
  }, 30_000);

  it('claims again the job of a server that died, and fails it when that was its last attempt', async () => {
    const uuid = await entry();
    const long = new Date(Date.now() - LEASE_MS - 1000);
    await database.db
      .update(conversionJobs)
      .set({ state: 'running', attempts: MAX_ATTEMPTS, lockedAt: long })
      .where(eq(conversionJobs.submissionUuid, uuid));
    expect(await runOneConversion({ db: database.db, store, log: silent })).toBe(true);
    expect(await job(database.db, uuid)).toMatchObject({
      state: 'failed',
      attempts: MAX_ATTEMPTS,
      lockedAt: null,
      lastError: `the server stopped during each of ${MAX_ATTEMPTS} attempts`,
    });

    // Died on its first attempt: converted on the next one.
    await database.db
      .update(conversionJobs)
      .set({ state: 'running', attempts: 1, lockedAt: long })
      .where(eq(conversionJobs.submissionUuid, uuid));
    expect(await runOneConversion({ db: database.db, store, log: silent })).toBe(true);
    expect(await job(database.db, uuid)).toMatchObject({ state: 'done', attempts: 2 });
  }, 30_000);

  it('marks done, without converting again, an entry converted before its job was taken over', async () => {
    const uuid = await entry();
    expect(await runOneConversion({ db: database.db, store, log: silent })).toBe(true);
    const files = await database.db.select().from(privateFiles);
    await database.db
      .update(conversionJobs)
      .set({ state: 'running', lockedAt: new Date(Date.now() - LEASE_MS - 1000) })
      .where(eq(conversionJobs.submissionUuid, uuid));
    expect(await runOneConversion({ db: database.db, store, log: silent })).toBe(true);
    expect(await job(database.db, uuid)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await database.db.select().from(privateFiles)).toHaveLength(files.length);
  }, 30_000);
});

describe.skipIf(!adminUrl)('conversion workers of two servers on PostgreSQL (TEST_DATABASE_URL)', () => {
  let dropDatabase: () => Promise<void> = async () => {};
  let handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    const database = await createThrowawayDatabase('portal_workers');
    dropDatabase = database.drop;
    handles = await Promise.all([1, 2].map(() => openDatabase({ url: database.url })));
    await runMigrations(handles[0]!);
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await dropDatabase();
  });

  it('converts a shared queue with every entry converted exactly once', async () => {
    const store = createPrivateStore(path.join(dir, 'shared'));
    const entry = await fixtures(handles[0]!, store, 'pg-worker@example.com');
    const uuids = await Promise.all([1, 2, 3, 4, 5, 6].map(() => entry()));
    const converted: string[] = [];
    const workers = handles.map((handle) =>
      startConversionWorker({
        db: handle.db,
        store,
        pollMs: 20,
        log: {
          ...silent,
          info: (fields: unknown) => void converted.push((fields as { submission: string }).submission),
        },
      }),
    );
    try {
      await until(async () => {
        const rows = await handles[0]!.db
          .select({ state: conversionJobs.state })
          .from(conversionJobs)
          .where(inArray(conversionJobs.submissionUuid, uuids));
        return rows.every((row) => row.state === 'done');
      }, 60_000);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(converted.sort()).toEqual([...uuids].sort());
    const jobs = await handles[0]!.db
      .select()
      .from(conversionJobs)
      .where(inArray(conversionJobs.submissionUuid, uuids));
    expect(jobs.every((row) => row.attempts === 1)).toBe(true);
    // Two private files per conversion: a delivery and a poster, never a second pair.
    const files = await handles[0]!.db.select().from(privateFiles);
    expect(files).toHaveLength(uuids.length * 5);
  }, 90_000);
});
