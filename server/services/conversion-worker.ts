// The conversion queue's worker (issue 9). A job is claimed with SELECT … FOR UPDATE SKIP LOCKED
// inside a short transaction that marks it running, so two servers on one PostgreSQL never convert
// the same entry; a job whose server died mid-way (running, lease older than LEASE_MS) is claimed
// again. A failed try is retried with a growing pause (30 s, 2 min, 8 min); after MAX_ATTEMPTS the
// job is failed and waits for an operator (npm run ops -- retry-conversion <uuid>). The entry stays
// "converting" for its creator all along.
import { rm } from 'node:fs/promises';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { conversionJobs, privateFiles, submissions } from '../db/schema.js';
import { convertWork } from './conversion.js';
import {
  findPrivateFile,
  forget,
  keepTemporary,
  storedPath,
  temporaryPath,
  type PrivateStore,
} from './private-files.js';
import { markConversionFailed, markConverted, SubmissionStateError } from './submission-pipeline.js';

export const MAX_ATTEMPTS = 3;
/** A running job not finished after this long belongs to a server that is gone. */
export const LEASE_MS = 30 * 60_000;
const FIRST_RETRY_MS = 30_000;

export interface ConversionWorkerOptions {
  db: Database;
  store: PrivateStore;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
  /** How often to look for work when the queue was empty. */
  pollMs?: number;
}

/** Claims the next due job, or null. Marks it running and counts the attempt. */
export async function claimJob(
  db: Database,
  now: Date,
): Promise<{ submissionUuid: string; attempts: number } | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ submissionUuid: conversionJobs.submissionUuid })
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

/** The name a converted file is downloaded under: the work's name with the new extension. */
function derivedName(original: string, suffix: string, extension: string): string {
  const base = original.replace(/\.[^.]*$/, '');
  const chars = [...base].slice(0, 50 - suffix.length - extension.length - 1).join('');
  return `${chars || 'work'}${suffix}.${extension}`;
}

/** Converts one claimed entry and records the result; throws when the conversion failed. */
export async function convertSubmission(db: Database, store: PrivateStore, uuid: string, now: () => Date) {
  const [entry] = await db.select().from(submissions).where(eq(submissions.uuid, uuid));
  if (!entry) throw new Error(`entry ${uuid} is gone`);
  const work = await findPrivateFile(db, entry.workFileUuid);
  if (!work) throw new Error(`entry ${uuid} has no work file`);
  const deliveryPath = await temporaryPath(store);
  const posterPath = await temporaryPath(store);
  const kept: string[] = [];
  try {
    const output = await convertWork({
      source: storedPath(store, work.storedName),
      kind: entry.tType === 'video' ? 'video' : 'image',
      imageMime: work.mime,
      deliveryPath,
      posterPath,
    });
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
  } catch (error) {
    await forget(store, kept);
    throw error;
  } finally {
    await Promise.all([rm(deliveryPath, { force: true }), rm(posterPath, { force: true })]);
  }
}

/** Runs one due job if there is one; answers whether there was. */
export async function runOneConversion(options: ConversionWorkerOptions): Promise<boolean> {
  const now = options.now ?? (() => new Date());
  const job = await claimJob(options.db, now());
  if (!job) return false;
  try {
    await convertSubmission(options.db, options.store, job.submissionUuid, now);
    options.log.info({ submission: job.submissionUuid, attempt: job.attempts }, 'entry converted');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof SubmissionStateError || job.attempts >= MAX_ATTEMPTS) {
      await markConversionFailed(options.db, job.submissionUuid, message, now());
      options.log.error(
        { submission: job.submissionUuid, attempt: job.attempts, reason: message },
        'conversion failed',
      );
    } else {
      const pause = FIRST_RETRY_MS * 4 ** (job.attempts - 1);
      await options.db
        .update(conversionJobs)
        .set({
          state: 'queued',
          lockedAt: null,
          lastError: message.slice(0, 2000),
          nextAttemptAt: new Date(now().getTime() + pause),
          updatedAt: now(),
        })
        .where(eq(conversionJobs.submissionUuid, job.submissionUuid));
      options.log.warn(
        { submission: job.submissionUuid, attempt: job.attempts, reason: message },
        'conversion will be retried',
      );
    }
  }
  return true;
}

export interface ConversionWorker {
  /** Looks for work now instead of at the next poll (after project files arrive). */
  wake(): void;
  /** Finishes the conversion in progress, if any, and stops. */
  stop(): Promise<void>;
}

/** One conversion at a time, polling the queue; main.ts starts it and stops it on shutdown. */
export function startConversionWorker(options: ConversionWorkerOptions): ConversionWorker {
  const pollMs = options.pollMs ?? 2_000;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const loop = async () => {
    timer = null;
    try {
      while (!stopped && (await runOneConversion(options))) {
        // Drain the queue, one job at a time.
      }
    } catch (error) {
      options.log.error(
        { error: error instanceof Error ? error.message : String(error) },
        'conversion queue unavailable',
      );
    }
    if (!stopped) timer = setTimeout(tick, pollMs);
  };
  const tick = () => {
    if (running || stopped) return;
    running = loop().finally(() => {
      running = null;
    });
  };
  tick();
  return {
    wake() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
