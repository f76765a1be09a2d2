// The conversion queue's worker (issue 9).
//
// - Claims: a job is claimed with SELECT … FOR UPDATE SKIP LOCKED inside a short transaction that
//   marks it running and counts the attempt, so two servers on one PostgreSQL never convert the
//   same entry at once.
// - Lease: while ffmpeg runs, the worker renews the job's locked_at every HEARTBEAT_MS. A running
//   job not renewed for LEASE_MS belongs to a server that died (SIGKILL, power) and is claimed
//   again. The attempt number is the claim's fencing token: every later write of the worker
//   (renewal, retry, failure) says WHERE state = 'running' AND attempts = <its attempt>, so a
//   worker that lost its lease changes nothing, and stops its ffmpeg at its next renewal.
// - Retries: a failed try is retried after a growing pause (30 s, 2 min, 8 min …); after
//   MAX_ATTEMPTS the job is failed and waits for an operator (npm run ops -- retry-conversion).
//   A job whose server died during its last attempt is failed rather than tried forever.
//   The entry stays "converting" for its creator all along (the portal shows no failure).
// - Concurrency: CONVERSION_CONCURRENCY jobs at a time per server (1 by default: ffmpeg runs one
//   thread, so the API keeps the other core).
// - Shutdown: stop() kills the ffmpeg in progress and puts its job back in the queue without
//   counting the attempt (a restart converts it from the start); it never waits for a conversion.
import { rm } from 'node:fs/promises';
import type { LocalCopy } from '../files/index.js';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { conversionJobs, privateFiles, submissions } from '../db/schema.js';
import { ConversionAbortedError, CONVERSION_TIMEOUT_MS, convertWork } from './conversion.js';
import {
  findPrivateFile,
  forget,
  keepTemporary,
  tmpDir,
  temporaryPath,
  type PrivateStore,
} from '../files/index.js';
import { markConverted, SubmissionStateError } from './submission-pipeline.js';

export const MAX_ATTEMPTS = 3;
/** A running job not renewed for this long belongs to a server that is gone. */
export const LEASE_MS = 2 * 60_000;
/** How often a worker renews the lease of the job it converts. */
export const HEARTBEAT_MS = 30_000;
const FIRST_RETRY_MS = 30_000;

/** The pause before attempt `attempt + 1`: 30 s, 2 min, 8 min, … */
export function retryPauseMs(attempt: number): number {
  return FIRST_RETRY_MS * 4 ** Math.max(0, attempt - 1);
}

export interface ConversionWorkerOptions {
  db: Database;
  store: PrivateStore;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
  /** How often to look for work when the queue was empty. */
  pollMs?: number;
  /** Conversions at once in this server (CONVERSION_CONCURRENCY); 1 by default. */
  concurrency?: number;
  /** ffmpeg's time limit per conversion. */
  timeoutMs?: number;
  heartbeatMs?: number;
}

export interface ClaimedJob {
  submissionUuid: string;
  /** This claim's attempt number, also its fencing token. */
  attempts: number;
}

/** The job is still this claim's: running with the claim's attempt number. */
function owned(job: ClaimedJob) {
  return and(
    eq(conversionJobs.submissionUuid, job.submissionUuid),
    eq(conversionJobs.state, 'running'),
    eq(conversionJobs.attempts, job.attempts),
  );
}

/**
 * Claims the next due job, or null: a queued one whose time has come, or a running one whose lease
 * ran out. Marks it running, renews its lease and counts the attempt.
 */
export async function claimJob(db: Database, now: Date): Promise<ClaimedJob | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ submissionUuid: conversionJobs.submissionUuid, state: conversionJobs.state })
      .from(conversionJobs)
      .where(
        or(
          and(eq(conversionJobs.state, 'queued'), lte(conversionJobs.nextAttemptAt, now)),
          and(
            eq(conversionJobs.state, 'running'),
            lte(conversionJobs.lockedAt, new Date(now.getTime() - LEASE_MS)),
          ),
        ),
      )
      .orderBy(conversionJobs.nextAttemptAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!job) return null;
    const [claimed] = await tx
      .update(conversionJobs)
      .set({ state: 'running', lockedAt: now, attempts: sql`${conversionJobs.attempts} + 1`, updatedAt: now })
      .where(eq(conversionJobs.submissionUuid, job.submissionUuid))
      .returning({ submissionUuid: conversionJobs.submissionUuid, attempts: conversionJobs.attempts });
    return claimed ?? null;
  });
}

/** Renews the claim's lease; false when the job is no longer this claim's. */
export async function renewLease(db: Database, job: ClaimedJob, now: Date): Promise<boolean> {
  const renewed = await db
    .update(conversionJobs)
    .set({ lockedAt: now, updatedAt: now })
    .where(owned(job))
    .returning({ uuid: conversionJobs.submissionUuid });
  return renewed.length > 0;
}

async function settleJob(
  db: Database,
  job: ClaimedJob,
  patch: Partial<typeof conversionJobs.$inferInsert>,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(conversionJobs)
    .set({ lockedAt: null, updatedAt: now, ...patch })
    .where(owned(job))
    .returning({ uuid: conversionJobs.submissionUuid });
  return updated.length > 0;
}

/** The name a converted file is downloaded under: the work's name with the new extension. */
function derivedName(original: string, suffix: string, extension: string): string {
  const base = original.replace(/\.[^.]*$/, '');
  const chars = [...base].slice(0, 50 - suffix.length - extension.length - 1).join('');
  return `${chars || 'work'}${suffix}.${extension}`;
}

/**
 * Converts one claimed entry and records the result (the job done, in the same transaction);
 * throws when the conversion failed. An entry converted already (by a server whose lease this
 * one took over) is left as it is.
 */
export async function convertSubmission(
  db: Database,
  store: PrivateStore,
  uuid: string,
  now: () => Date,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<'converted' | 'already'> {
  const [entry] = await db.select().from(submissions).where(eq(submissions.uuid, uuid));
  if (!entry) throw new Error(`entry ${uuid} is gone`);
  if (entry.state !== 'converting' || entry.convertedAt !== null) return 'already';
  const work = await findPrivateFile(db, entry.workFileUuid);
  if (!work) throw new Error(`entry ${uuid} has no work file`);
  const deliveryPath = await temporaryPath(store);
  const posterPath = await temporaryPath(store);
  const kept: string[] = [];
  // ffmpeg reads a path: the stored file itself on disk, a temporary copy when it is in S3.
  let source: LocalCopy | null = null;
  try {
    source = await store.storage.localCopy('private', work.storedName, tmpDir(store));
    const output = await convertWork(
      {
        source: source.path,
        kind: entry.tType === 'video' ? 'video' : 'image',
        imageMime: work.mime,
        deliveryPath,
        posterPath,
      },
      { signal: options.signal, timeoutMs: options.timeoutMs },
    );
    const delivery = await keepTemporary(
      store,
      { path: deliveryPath },
      {
        ownerUuid: entry.userUuid,
        originalName: derivedName(work.originalName, '', output.delivery.extension),
        mime: output.delivery.mime,
        extension: output.delivery.extension,
      },
    );
    kept.push(delivery.storedName);
    const poster = await keepTemporary(
      store,
      { path: posterPath },
      {
        ownerUuid: entry.userUuid,
        originalName: derivedName(work.originalName, '-poster', output.poster.extension),
        mime: output.poster.mime,
        extension: output.poster.extension,
      },
    );
    kept.push(poster.storedName);
    const at = now();
    await db.transaction(async (tx) => {
      const [deliveryRow, posterRow] = await tx
        .insert(privateFiles)
        .values([
          { ...delivery, createdAt: at },
          { ...poster, createdAt: at },
        ])
        .returning({ uuid: privateFiles.uuid });
      await markConverted(
        tx,
        uuid,
        { deliveryFileUuid: deliveryRow!.uuid, posterFileUuid: posterRow!.uuid },
        at,
      );
    });
    return 'converted';
  } catch (error) {
    await forget(store, kept);
    if (error instanceof SubmissionStateError) return 'already';
    throw error;
  } finally {
    await Promise.all([
      rm(deliveryPath, { force: true }),
      rm(posterPath, { force: true }),
      source?.release(),
    ]);
  }
}

type RunOptions = ConversionWorkerOptions & { signal?: AbortSignal };

/** Converts a claimed job with its lease renewed; records the outcome if the job is still its. */
async function runClaimed(options: RunOptions, job: ClaimedJob): Promise<void> {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const entry = { submission: job.submissionUuid, attempt: job.attempts };
  const controller = new AbortController();
  const onStop = () => controller.abort();
  options.signal?.addEventListener('abort', onStop, { once: true });
  if (options.signal?.aborted) controller.abort();
  let leaseLost = false;
  const heartbeat = setInterval(() => {
    renewLease(db, job, now()).then(
      (mine) => {
        if (mine) return;
        leaseLost = true;
        controller.abort();
      },
      // The database is away for a moment: try again at the next beat (the lease is 4 beats).
      (error: unknown) => log.warn({ ...entry, error: String(error) }, 'conversion lease not renewed'),
    );
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  try {
    const outcome = await convertSubmission(db, options.store, job.submissionUuid, now, {
      signal: controller.signal,
      timeoutMs: options.timeoutMs ?? CONVERSION_TIMEOUT_MS,
    });
    if (outcome === 'already') {
      // Converted by a server whose lease this claim took over: the job is done.
      await settleJob(db, job, { state: 'done', lastError: null }, now());
      log.info(entry, 'entry converted already');
    } else {
      log.info(entry, 'entry converted');
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (leaseLost) {
      log.warn(entry, 'conversion stopped: another server took the job over');
    } else if (error instanceof ConversionAbortedError) {
      // The server is stopping: back in the queue at once, and this attempt does not count.
      await settleJob(db, job, { state: 'queued', attempts: job.attempts - 1, nextAttemptAt: now() }, now());
      log.info(entry, 'conversion stopped for the shutdown; queued again');
    } else if (job.attempts >= MAX_ATTEMPTS) {
      await settleJob(db, job, { state: 'failed', lastError: message.slice(0, 2000) }, now());
      log.error({ ...entry, reason: message }, 'conversion failed; an operator can retry it');
    } else {
      const pause = retryPauseMs(job.attempts);
      await settleJob(
        db,
        job,
        {
          state: 'queued',
          lastError: message.slice(0, 2000),
          nextAttemptAt: new Date(now().getTime() + pause),
        },
        now(),
      );
      log.warn({ ...entry, reason: message, retryInSeconds: pause / 1000 }, 'conversion will be retried');
    }
  } finally {
    clearInterval(heartbeat);
    options.signal?.removeEventListener('abort', onStop);
  }
}

/**
 * Runs one due job if there is one; answers whether there was. A job taken over from a dead server
 * after its last attempt is failed for an operator instead of being run again.
 */
export async function runOneConversion(options: RunOptions): Promise<boolean> {
  const now = options.now ?? (() => new Date());
  if (options.signal?.aborted) return false;
  const job = await claimJob(options.db, now());
  if (!job) return false;
  if (job.attempts > MAX_ATTEMPTS) {
    const reason = `the server stopped during each of ${MAX_ATTEMPTS} attempts`;
    await settleJob(options.db, job, { state: 'failed', attempts: MAX_ATTEMPTS, lastError: reason }, now());
    options.log.error(
      { submission: job.submissionUuid, reason },
      'conversion failed; an operator can retry it',
    );
    return true;
  }
  await runClaimed(options, job);
  return true;
}

export interface ConversionWorker {
  /** Looks for work now instead of at the next poll (after project files arrive). */
  wake(): void;
  /** Stops the conversions in progress (their jobs queued again) and the polling. */
  stop(): Promise<void>;
}

/** `concurrency` loops polling the queue; main.ts starts them and stops them on shutdown. */
export function startConversionWorker(options: ConversionWorkerOptions): ConversionWorker {
  const pollMs = options.pollMs ?? 2_000;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const stopping = new AbortController();
  const run: RunOptions = { ...options, signal: stopping.signal };

  const slot = () => {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    const loop = async () => {
      timer = null;
      try {
        while (!stopping.signal.aborted && (await runOneConversion(run))) {
          // Drain the queue, one job at a time in this slot.
        }
      } catch (error) {
        options.log.error(
          { error: error instanceof Error ? error.message : String(error) },
          'conversion queue unavailable',
        );
      }
      if (!stopping.signal.aborted) timer = setTimeout(tick, pollMs);
    };
    const tick = () => {
      if (running || stopping.signal.aborted) return;
      running = loop().finally(() => {
        running = null;
      });
    };
    return {
      tick,
      wake() {
        if (timer) {
          clearTimeout(timer);
          timer = null;
        }
        tick();
      },
      async stop() {
        if (timer) clearTimeout(timer);
        await running;
      },
    };
  };

  const slots = Array.from({ length: concurrency }, slot);
  for (const each of slots) each.tick();
  return {
    wake() {
      for (const each of slots) each.wake();
    },
    async stop() {
      stopping.abort();
      await Promise.all(slots.map((each) => each.stop()));
    },
  };
}
