// The entry pipeline on a real PostgreSQL server shared by several server instances: of an approval
// and a return sent at once from two instances exactly one wins, and two conversion workers never
// claim the same job (FOR UPDATE SKIP LOCKED). Runs only when TEST_DATABASE_URL names a server whose
// user may create databases (see postgres.test.ts; `eval "$(scripts/start-test-postgres.sh)"`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { conversionJobs, privateFiles, submissions } from '../db/schema.js';
import { createTopic } from '../competitions/competition-admin.js';
import { claimJob } from '../submissions/conversion-worker.js';
import {
  approveSubmission,
  returnSubmission,
  SubmissionStateError,
} from '../submissions/submission-pipeline.js';
import { topicInput } from './competition-fixtures.js';
import { insertUser } from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

describe.skipIf(!adminUrl)('entries on PostgreSQL (TEST_DATABASE_URL)', () => {
  let dropDatabase: () => Promise<void> = async () => {};
  let handles: DatabaseHandle[] = [];
  let userUuid: string;
  let topicUuid: string;

  beforeAll(async () => {
    const database = await createThrowawayDatabase('portal_entries');
    dropDatabase = database.drop;
    handles = await Promise.all([1, 2].map(() => openDatabase({ url: database.url })));
    await runMigrations(handles[0]!);
    userUuid = await insertUser(handles[0]!, { userId: 'pg-creator@example.com', password: 'Right!pass1' });
    topicUuid = await createTopic(handles[0]!.db, topicInput());
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await dropDatabase();
  });

  async function entry(state: 'reviewing' | 'converting' = 'reviewing'): Promise<string> {
    const db = handles[0]!.db;
    const files = await db
      .insert(privateFiles)
      .values(
        ['work.mp4', 'thumb.png', 'project.zip'].map((name, index) => ({
          ownerUuid: userUuid,
          storedName: `${crypto.randomUUID().replace(/-/g, '')}.${name.split('.')[1]}`,
          originalName: name,
          size: 10 + index,
          mime: 'application/octet-stream',
        })),
      )
      .returning({ uuid: privateFiles.uuid });
    const [row] = await db
      .insert(submissions)
      .values({
        userUuid,
        topicUuid,
        title: 'On PostgreSQL',
        description: '',
        tType: 'video',
        state,
        workFileUuid: files[0]!.uuid,
        thumbnailFileUuid: files[1]!.uuid,
        ...(state === 'converting' ? { projectFileUuid: files[2]!.uuid, projectFileAt: new Date() } : {}),
      })
      .returning({ uuid: submissions.uuid });
    if (state === 'converting') await db.insert(conversionJobs).values({ submissionUuid: row!.uuid });
    return row!.uuid;
  }

  it('lets exactly one of an approval and a return from two instances win, every time', async () => {
    for (let round = 0; round < 10; round += 1) {
      const uuid = await entry();
      const [first, second] = handles as [DatabaseHandle, DatabaseHandle];
      const results = await Promise.allSettled([
        approveSubmission(first.db, uuid, new Date()),
        returnSubmission(second.db, uuid, 'Not this time.', new Date()),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const loser = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      expect(loser.reason).toBeInstanceOf(SubmissionStateError);
    }
  });

  it('never gives one conversion job to two workers', async () => {
    const queued = await Promise.all([1, 2, 3, 4, 5, 6].map(() => entry('converting')));
    const now = new Date(Date.now() + 1000);
    const claimed: string[] = [];
    // Two instances claiming as fast as they can until the queue is empty.
    await Promise.all(
      handles.map(async (handle) => {
        for (;;) {
          const job = await claimJob(handle.db, now);
          if (!job) return;
          claimed.push(job.submissionUuid);
        }
      }),
    );
    expect(claimed.sort()).toEqual([...queued].sort());
  });
});
