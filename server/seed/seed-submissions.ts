// The demo creator's entries (issue 9): one in each state a creator can see (reviewing, returned,
// approved, converting, waiting, competing, closed), with real files in private storage and ZIP
// project files. The works already in seeded groups (seed-competitions.ts demoEntries, competing
// and closed) and one added to the newest video topic's next waiting group become the demo's
// scheduled entries; the others are entered in that topic. The
// states are set the way the pipeline sets them (same columns, same conversion queue), and only
// once: a demo account with any entry is left alone.
import { execFile } from 'node:child_process';
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { GroupState, TOPIC_TYPE_VIDEO } from '../../contract/topic-rules.js';
import { keepTemporary, temporaryPath, type PrivateStore } from '../files/index.js';
import { SEED_MEDIA_DIR } from './sample-works.js';
import type { Database } from '../db/client.js';
import {
  competitionGroups,
  conversionJobs,
  groupSubmissions,
  privateFiles,
  submissions,
  topics,
} from '../db/schema.js';
import { findDemoAccount } from './seed.js';

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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A ZIP archive of small files, stored (method 0): what `unzip` and any archive tool open. */
export function zipArchive(files: readonly { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  // 2026-01-01 00:00 in MS-DOS time, so the bytes do not depend on the clock.
  const dosTime = 0;
  const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const crc = crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(file.data.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(file.data.length, 20);
    central.writeUInt32LE(file.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, file.data);
    centrals.push(central, name);
    offset += local.length + name.length + file.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
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
  const demo = await findDemoAccount(db);
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
    // Project files are one ZIP archive (contract/submission-rules.ts): the work's source clip and
    // a note, written as a real (stored, uncompressed) ZIP.
    const projectFile = async (title: string, work: string) => {
      const source = await temporaryPath(options.store);
      await writeFile(
        source,
        zipArchive([
          { name: `${title}/source.mp4`, data: await readFile(media(work)) },
          { name: `${title}/README.txt`, data: Buffer.from(`Project files of "${title}" (demo).\n`) },
        ]),
      );
      try {
        return await storeCopy(tx, options.store, demo.uuid, source, {
          name: `${title}-project.zip`,
          mime: 'application/zip',
          extension: 'zip',
        });
      } finally {
        await rm(source, { force: true });
      }
    };
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
        projectFileUuid: await projectFile('recipe-in-ten', 'work-recipe.mp4'),
        submittedAt: at(8),
        reviewedAt: at(5),
        projectFileAt: at(1),
        updatedAt: at(1),
      })
      .returning({ uuid: submissions.uuid });
    // A real job: the server's worker converts it after the first start.
    await tx.insert(conversionJobs).values({ submissionUuid: converting!.uuid, nextAttemptAt: options.now });
    created += 4;

    // Waiting: the demo's work joins the topic's next waiting group (at its end, as scheduling
    // would place it), showing the public copy of a seed work like the group's other entries.
    const [waitingGroup] = await tx
      .select({ uuid: competitionGroups.uuid })
      .from(competitionGroups)
      .where(
        and(eq(competitionGroups.topicUuid, topic.uuid), eq(competitionGroups.state, GroupState.Waiting)),
      )
      .orderBy(competitionGroups.beginAt)
      .limit(1);
    if (waitingGroup) {
      const [last] = await tx
        .select()
        .from(groupSubmissions)
        .where(eq(groupSubmissions.groupUuid, waitingGroup.uuid))
        .orderBy(desc(groupSubmissions.position))
        .limit(1);
      if (last?.videoUrl) {
        await tx.insert(groupSubmissions).values({
          groupUuid: waitingGroup.uuid,
          userUuid: demo.uuid,
          position: last.position + 1,
          name: 'City lights',
          tType: 'video',
          videoUrl: last.videoUrl,
          thumbnailUrl: last.thumbnailUrl,
          createdAt: at(3),
          updatedAt: at(3),
        });
      }
    }

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
          projectFileUuid: await projectFile(slug, 'work-unboxing.mp4'),
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
