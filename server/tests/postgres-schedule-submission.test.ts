// schedule-submission on a real PostgreSQL server shared by two instances: two converted entries
// sent at once for the last place of a group, ten rounds; the group's row lock lets exactly one in,
// at the next position, and the other entry stays converting. Runs only when TEST_DATABASE_URL
// names a server whose user may create databases (`eval "$(scripts/start-test-postgres.sh)"`).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { groupSubmissions, privateFiles, submissions } from '../db/schema.js';
import { CompetitionInputError, createTopic, scheduleGroup } from '../competitions/competition-admin.js';
import { addSubmissionToGroup } from '../competitions/submission-scheduling.js';
import { DAY, topicInput } from './competition-fixtures.js';
import { insertUser } from './test-app.js';
import { adminUrl, createThrowawayDatabase } from './throwaway-postgres.js';

describe.skipIf(!adminUrl)('schedule-submission on PostgreSQL (TEST_DATABASE_URL)', () => {
  let dropDatabase: () => Promise<void> = async () => {};
  let handles: DatabaseHandle[] = [];
  let userUuid: string;
  let topicUuid: string;

  beforeAll(async () => {
    const database = await createThrowawayDatabase('portal_schedule_entry');
    dropDatabase = database.drop;
    handles = await Promise.all([1, 2].map(() => openDatabase({ url: database.url })));
    await runMigrations(handles[0]!);
    userUuid = await insertUser(handles[0]!, { userId: 'pg-late@example.com', password: 'Right!pass1' });
    topicUuid = await createTopic(handles[0]!.db, topicInput());
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await dropDatabase();
  });

  /** A converted entry waiting to be scheduled (files are not read by this step). */
  async function convertedEntry(): Promise<string> {
    const db = handles[0]!.db;
    const files = await db
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
    const [row] = await db
      .insert(submissions)
      .values({
        userUuid,
        topicUuid,
        title: 'Last place',
        description: '',
        tType: 'video',
        state: 'converting',
        workFileUuid: files[0]!.uuid,
        thumbnailFileUuid: files[1]!.uuid,
        projectFileUuid: files[2]!.uuid,
        projectFileAt: new Date(),
        deliveryFileUuid: files[3]!.uuid,
        posterFileUuid: files[4]!.uuid,
        convertedAt: new Date(),
      })
      .returning({ uuid: submissions.uuid });
    return row!.uuid;
  }

  it('lets exactly one of two entries sent at once take the last place', async () => {
    for (let round = 0; round < 10; round += 1) {
      const now = new Date();
      const group = await scheduleGroup(
        handles[0]!.db,
        {
          topicUuid,
          beginAt: new Date(now.getTime() + DAY),
          endAt: new Date(now.getTime() + 8 * DAY),
          capacity: 2,
          entries: [
            { name: 'Sample', tType: 'video', videoUrl: '/p/api/files/sample.mp4', thumbnailUrl: null },
          ],
        },
        now,
      );
      const entries = [await convertedEntry(), await convertedEntry()];
      const results = await Promise.allSettled(
        handles.map((handle, index) =>
          addSubmissionToGroup(
            handle.db,
            group.uuid,
            {
              name: `Late ${index}`,
              tType: 'video',
              videoUrl: `/p/api/files/late-${index}.mp4`,
              thumbnailUrl: `/p/api/files/late-${index}.jpg`,
              userUuid,
              submissionUuid: entries[index]!,
            },
            topicUuid,
            now,
          ),
        ),
      );
      const won = results.filter((result) => result.status === 'fulfilled');
      expect(won).toHaveLength(1);
      expect((won[0] as PromiseFulfilledResult<{ position: number }>).value.position).toBe(2);
      const lost = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      expect(lost.reason).toBeInstanceOf(CompetitionInputError);
      expect((lost.reason as Error).message).toContain('full');

      const rows = await handles[0]!.db
        .select()
        .from(groupSubmissions)
        .where(eq(groupSubmissions.groupUuid, group.uuid));
      expect(rows.map((row) => row.position).sort()).toEqual([1, 2]);
      const states = await handles[0]!.db
        .select({ uuid: submissions.uuid, state: submissions.state })
        .from(submissions)
        .where(eq(submissions.topicUuid, topicUuid));
      const ofRound = states.filter((row) => entries.includes(row.uuid)).map((row) => row.state);
      expect(ofRound.sort()).toEqual(['converting', 'scheduled']);
    }
  });
});
