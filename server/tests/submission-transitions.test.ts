// The entry state machine held by the database itself (migration 0008_submission_transitions): every
// move between two stored states is tried with a plain UPDATE (as an operator's SQL or a careless
// code path would write it), on PGlite and, when TEST_DATABASE_URL is set, on a throwaway
// PostgreSQL. Exactly the moves of TRANSITIONS (submissions/submission-pipeline.ts) go through; every
// other is refused with check_violation, so the trigger and the code cannot drift apart unseen.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { privateFiles, submissions, type StoredSubmissionState } from '../db/schema.js';
import { createTopic } from '../competitions/competition-admin.js';
import {
  approveSubmission,
  attachProjectFile,
  markConverted,
  markScheduled,
  TRANSITIONS,
} from '../submissions/submission-pipeline.js';
import { topicInput } from './competition-fixtures.js';
import { insertUser } from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';
import { openTestDatabase } from './pglite-template.js';

const STATES = Object.keys(TRANSITIONS) as StoredSubmissionState[];

/** The SQLSTATE and constraint of a refused statement (drizzle wraps the driver's error). */
function sqlError(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = current.cause;
  }
  return {};
}

function transitionSuite(open: () => Promise<{ handle: DatabaseHandle; close: () => Promise<void> }>) {
  let handle: DatabaseHandle;
  let close: () => Promise<void>;
  let userUuid: string;
  let topicUuid: string;

  beforeAll(async () => {
    ({ handle, close } = await open());
    userUuid = await insertUser(handle, { userId: 'states@example.com', password: 'Right!pass1' });
    topicUuid = await createTopic(handle.db, topicInput());
  });
  afterAll(() => close());

  /** An entry stored in `state`, with every column any state needs (reason, project file, conversion). */
  async function entryIn(state: StoredSubmissionState): Promise<string> {
    const files = await handle.db
      .insert(privateFiles)
      .values(
        ['work.mp4', 'thumb.png', 'project.zip', 'delivery.mp4', 'poster.jpg'].map((name, index) => ({
          ownerUuid: userUuid,
          storedName: `${crypto.randomUUID().replace(/-/g, '')}.${name.split('.')[1]}`,
          originalName: name,
          size: 10 + index,
          mime: 'application/octet-stream',
        })),
      )
      .returning({ uuid: privateFiles.uuid });
    const now = new Date();
    const [row] = await handle.db
      .insert(submissions)
      .values({
        userUuid,
        topicUuid,
        title: 'States',
        description: '',
        tType: 'video',
        state,
        returnReason: 'A reason.',
        workFileUuid: files[0]!.uuid,
        thumbnailFileUuid: files[1]!.uuid,
        projectFileUuid: files[2]!.uuid,
        deliveryFileUuid: files[3]!.uuid,
        posterFileUuid: files[4]!.uuid,
        reviewedAt: now,
        projectFileAt: now,
        convertedAt: now,
      })
      .returning({ uuid: submissions.uuid });
    return row!.uuid;
  }

  it('lets exactly the moves of TRANSITIONS through a plain UPDATE and refuses every other', async () => {
    const outcome: string[] = [];
    const expected: string[] = [];
    for (const from of STATES) {
      for (const to of STATES) {
        if (from === to) continue;
        const uuid = await entryIn(from);
        let result: string;
        try {
          await handle.db.update(submissions).set({ state: to }).where(eq(submissions.uuid, uuid));
          result = 'moved';
        } catch (error) {
          const { code, constraint } = sqlError(error);
          result = `${code}:${constraint}`;
        }
        outcome.push(`${from} -> ${to}: ${result}`);
        expected.push(
          `${from} -> ${to}: ${TRANSITIONS[from].includes(to) ? 'moved' : '23514:submissions_state_transition'}`,
        );
      }
    }
    expect(outcome).toEqual(expected);
  });

  it('leaves other changes of an entry alone, and the pipeline walks its whole way', async () => {
    const uuid = await entryIn('reviewing');
    // Not a state change: the trigger does not run.
    await handle.db.update(submissions).set({ title: 'Renamed' }).where(eq(submissions.uuid, uuid));
    await handle.db.update(submissions).set({ state: 'reviewing' }).where(eq(submissions.uuid, uuid));
    await handle.db
      .update(submissions)
      .set({ projectFileUuid: null, convertedAt: null })
      .where(eq(submissions.uuid, uuid));
    const now = new Date();
    await approveSubmission(handle.db, uuid, now);
    const [project] = await handle.db
      .insert(privateFiles)
      .values({
        ownerUuid: userUuid,
        storedName: `${'a'.repeat(32)}.zip`,
        originalName: 'p.zip',
        size: 1,
        mime: 'application/zip',
      })
      .returning({ uuid: privateFiles.uuid });
    await attachProjectFile(handle.db, uuid, project!.uuid, now);
    const [row] = await handle.db.select().from(submissions).where(eq(submissions.uuid, uuid));
    await markConverted(
      handle.db,
      uuid,
      { deliveryFileUuid: row!.deliveryFileUuid!, posterFileUuid: row!.posterFileUuid! },
      now,
    );
    const scheduled = await handle.db.transaction((tx) => markScheduled(tx, uuid, now));
    expect(scheduled.state).toBe('scheduled');
  });
}

describe('entry states in the database (PGlite)', () => {
  transitionSuite(async () => {
    const handle = await openTestDatabase();
    return { handle, close: () => handle.close() };
  });
});

describe.skipIf(!adminUrl)('entry states in the database (PostgreSQL, TEST_DATABASE_URL)', () => {
  transitionSuite(async () => {
    const database = await createThrowawayDatabase('portal_entry_states');
    const handle = await openDatabase({ url: database.url });
    await runMigrations(handle);
    return {
      handle,
      close: async () => {
        await handle.close();
        await database.drop();
      },
    };
  });
});
