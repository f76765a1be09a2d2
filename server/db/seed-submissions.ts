// The demo creator's entries (issue 9): one in each state a creator can see, with real files in
// private storage. The works already competing in seeded groups (seed-competitions.ts demoEntries)
// become the demo's scheduled entries; the others are entered in the newest video topic. The
// states are set the way the pipeline sets them (same columns, same conversion queue), and only
// once: a demo account with any entry is left alone.
import { execFile } from 'node:child_process';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { TOPIC_TYPE_VIDEO } from '../../contract/topic-rules.js';
import { keepTemporary, temporaryPath, type PrivateStore } from '../services/private-files.js';
import { SEED_MEDIA_DIR } from '../services/sample-works.js';
import type { Database } from './client.js';
import {
  competitionGroups,
  conversionJobs,
  groupSubmissions,
  privateFiles,
  submissions,
  topics,
  users,
} from './schema.js';
import { DEMO_ACCOUNT } from './seed.js';

const run = promisify(execFile);
const SEED_LOCK_ID = 7_301_009;

async function storeCopy(
  db: Database,
  store: PrivateStore,
  ownerUuid: string,
  source: string,
  file: { name: string; mime: string; extension: string },
  transform?: (from: string, to: string) => Promise<void>,
): Promise<string> {
  const temporary = await temporaryPath(store);
  if (transform) await transform(source, temporary);
  else await copyFile(source, temporary);
  const row = await keepTemporary(
    store,
    { path: temporary },
    {
      ownerUuid,
      originalName: file.name,
      mime: file.mime,
      extension: file.extension,
    },
  );
  const [stored] = await db.insert(privateFiles).values(row).returning({ uuid: privateFiles.uuid });
  return stored!.uuid;
}

/** The demo's thumbnails are the seed posters scaled to the 720 x 405 a thumbnail must have. */
const toThumbnail = async (from: string, to: string) => {
  await run(ffmpeg.path, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    from,
    '-vf',
    'scale=720:405',
    '-f',
    'mjpeg',
    to,
  ]);
};

export async function seedDemoSubmissions(
  db: Database,
  options: { store: PrivateStore; now: Date },
): Promise<number> {
  const [demo] = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(eq(users.userId, DEMO_ACCOUNT.userId));
  if (!demo) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx
      .select({ n: count() })
      .from(submissions)
      .where(eq(submissions.userUuid, demo.uuid));
    if ((existing?.n ?? 0) > 0) return 0;
    const [topic] = await tx
      .select()
      .from(topics)
      .where(eq(topics.topicType, TOPIC_TYPE_VIDEO))
      .orderBy(sql`${topics.createdAt} desc`)
      .limit(1);
    if (!topic) return 0;

    const media = (name: string) => path.join(SEED_MEDIA_DIR, name);
    const day = 24 * 60 * 60_000;
    const at = (daysAgo: number) => new Date(options.now.getTime() - daysAgo * day);
    const files = async (work: string, poster: string, title: string) => ({
      workFileUuid: await storeCopy(tx, options.store, demo.uuid, media(work), {
        name: `${title}.mp4`,
        mime: 'video/mp4',
        extension: 'mp4',
      }),
      thumbnailFileUuid: await storeCopy(
        tx,
        options.store,
        demo.uuid,
        media(poster),
        { name: `${title}-thumbnail.jpg`, mime: 'image/jpeg', extension: 'jpg' },
        toThumbnail,
      ),
    });
    const projectFile = async (title: string) =>
      storeCopy(tx, options.store, demo.uuid, media('work-latte.mp4'), {
        name: `${title}-project.mp4`,
        mime: 'video/mp4',
        extension: 'mp4',
      });
    const base = (title: string, description: string) => ({
      userUuid: demo.uuid,
      topicUuid: topic.uuid,
      title,
      description,
      tType: 'video',
    });
    let created = 0;

    // Under review, returned, waiting for project files, being converted.
    await tx.insert(submissions).values({
      ...base('Morning city', 'Sunrise over the river, cut to the beat.'),
      ...(await files('work-city.mp4', 'work-city-poster.jpg', 'morning-city')),
      submittedAt: at(1),
      updatedAt: at(1),
    });
    await tx.insert(submissions).values({
      ...base('Latte art', 'A heart poured in one take.'),
      ...(await files('work-latte.mp4', 'work-latte-poster.jpg', 'latte-art')),
      state: 'returned',
      returnReason: 'The brand logo must stay visible for the whole clip. Please enter it again.',
      submittedAt: at(9),
      reviewedAt: at(4),
      updatedAt: at(4),
    });
    await tx.insert(submissions).values({
      ...base('Puppy unboxing', 'A puppy finds the box first.'),
      ...(await files('work-puppy.mp4', 'work-puppy-poster.jpg', 'puppy-unboxing')),
      state: 'approved',
      submittedAt: at(6),
      reviewedAt: at(2),
      updatedAt: at(2),
    });
    const [converting] = await tx
      .insert(submissions)
      .values({
        ...base('Recipe in ten', 'Ten ingredients, ten seconds.'),
        ...(await files('work-recipe.mp4', 'work-recipe-poster.jpg', 'recipe-in-ten')),
        state: 'converting',
        projectFileUuid: await projectFile('recipe-in-ten'),
        submittedAt: at(8),
        reviewedAt: at(5),
        projectFileAt: at(1),
        updatedAt: at(1),
      })
      .returning({ uuid: submissions.uuid });
    // A real job: the server's worker converts it after the first start.
    await tx.insert(conversionJobs).values({ submissionUuid: converting!.uuid, nextAttemptAt: options.now });
    created += 4;

    // The demo's works in seeded groups become scheduled entries (waiting, competing or closed).
    const placed = await tx
      .select({ uuid: groupSubmissions.uuid, name: groupSubmissions.name, topicUuid: topics.uuid })
      .from(groupSubmissions)
      .innerJoin(competitionGroups, eq(competitionGroups.uuid, groupSubmissions.groupUuid))
      .innerJoin(topics, eq(topics.uuid, competitionGroups.topicUuid))
      .where(and(eq(groupSubmissions.userUuid, demo.uuid), isNotNull(groupSubmissions.videoUrl)));
    for (const [index, work] of placed.entries()) {
      const title = [...work.name].slice(0, 20).join('');
      const slug = `demo-work-${index + 1}`;
      const stored = await files('work-unboxing.mp4', 'work-unboxing-poster.jpg', slug);
      const [entry] = await tx
        .insert(submissions)
        .values({
          ...base(title, 'Entered by the demo creator.'),
          topicUuid: work.topicUuid,
          ...stored,
          state: 'scheduled',
          projectFileUuid: await projectFile(slug),
          deliveryFileUuid: stored.workFileUuid,
          posterFileUuid: stored.thumbnailFileUuid,
          submittedAt: at(30),
          reviewedAt: at(27),
          projectFileAt: at(25),
          convertedAt: at(25),
          scheduledAt: at(20),
          updatedAt: at(20),
        })
        .returning({ uuid: submissions.uuid });
      await tx
        .update(groupSubmissions)
        .set({ submissionUuid: entry!.uuid })
        .where(eq(groupSubmissions.uuid, work.uuid));
      created += 1;
    }
    return created;
  });
}
