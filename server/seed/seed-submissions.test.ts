// The demo creator's entries (issue 9): one in every state a creator sees, with real files in
// private storage (the project files a real ZIP), a real conversion job for the converting one, the
// closed one ranked with its secured amount; seeded once however often the server starts.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffprobe from '@ffprobe-installer/ffprobe';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops/cli.js';
import { createPrivateStore, storedPath } from '../files/private-files.js';
import type { DatabaseHandle } from '../db/client.js';
import { conversionJobs, groupSubmissions, privateFiles, submissions, users } from '../db/schema.js';
import { seedCompetitions } from './seed-competitions.js';
import { seedDemoSubmissions, zipArchive } from './seed-submissions.js';
import { DEMO_ACCOUNT, seedDemoContent } from './seed.js';
import { openTestDatabase } from '../tests/pglite-template.js';

interface Listed {
  uuid: string;
  state: string;
  conversion: string | null;
  creator: string;
}

describe('demo entries seed', () => {
  let database: DatabaseHandle;
  let dir: string;
  const now = new Date();
  const store = () => createPrivateStore(path.join(dir, 'public', 'private'));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-seed-entries-'));
    database = await openTestDatabase();
    await seedDemoContent(database.db);
    await seedCompetitions(database.db, {
      publicFilesDir: path.join(dir, 'public'),
      now,
      timeZone: 'Asia/Seoul',
    });
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function listed(): Promise<Listed[]> {
    const out: string[] = [];
    const code = await runOps(['list-submissions', '--json'], {
      openDatabase: async () => ({ ...database, close: async () => {} }),
      publicFilesDir: path.join(dir, 'public'),
      timeZone: 'Asia/Seoul',
      now: () => now,
      out: (text) => out.push(text),
      err: () => {},
    });
    expect(code).toBe(0);
    return JSON.parse(out.join('\n')) as Listed[];
  }

  it('gives the demo creator an entry in every state, once', async () => {
    const created = await seedDemoSubmissions(database.db, { store: store(), now });
    expect(await seedDemoSubmissions(database.db, { store: store(), now })).toBe(0);
    const entries = await listed();
    expect(entries).toHaveLength(created);
    expect(entries.every((entry) => entry.creator === DEMO_ACCOUNT.userId)).toBe(true);
    expect(new Set(entries.map((entry) => entry.state))).toEqual(
      new Set(['reviewing', 'returned', 'approved', 'converting', 'waiting', 'competing', 'closed']),
    );
    const converting = entries.find((entry) => entry.state === 'converting')!;
    expect(converting.conversion).toBe('queued');
    const [job] = await database.db
      .select()
      .from(conversionJobs)
      .where(eq(conversionJobs.submissionUuid, converting.uuid));
    expect(job).toMatchObject({ state: 'queued', attempts: 0 });
    const [returned] = await database.db
      .select()
      .from(submissions)
      .where(eq(submissions.uuid, entries.find((entry) => entry.state === 'returned')!.uuid));
    expect(returned!.returnReason).toMatch(/logo/);
  });

  it('ranks the closed entry with its secured amount, and leaves the waiting one unranked', async () => {
    const entries = await listed();
    const rows = await database.db
      .select()
      .from(groupSubmissions)
      .where(
        inArray(
          groupSubmissions.submissionUuid,
          entries.map((entry) => entry.uuid),
        ),
      );
    const row = (state: string) =>
      rows.find((candidate) => candidate.submissionUuid === entries.find((e) => e.state === state)!.uuid)!;
    expect(row('closed').ranking).toBeGreaterThanOrEqual(1);
    expect(row('closed').accumulationAmount).toBeGreaterThan(0);
    expect(row('waiting')).toMatchObject({ ranking: null, countOfOrder: 0 });
    expect(row('waiting').videoUrl).toMatch(/\.mp4$/);
  });

  it('keeps real files in private storage: playable works, 720 x 405 thumbnails, ZIP project files', async () => {
    const [demo] = await database.db.select().from(users).where(eq(users.userId, DEMO_ACCOUNT.userId));
    const files = await database.db.select().from(privateFiles).where(eq(privateFiles.ownerUuid, demo!.uuid));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const where = storedPath(store(), file.storedName);
      expect((await stat(where)).size).toBe(file.size);
      if (file.mime === 'application/zip') {
        const bytes = await readFile(where);
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
        expect(file.originalName).toMatch(/-project\.zip$/);
      } else {
        const probe = execFileSync(ffprobe.path, [
          '-v', 'error', '-show_entries', 'stream=codec_type,width,height', '-of', 'csv=p=0', where,
        ]).toString(); // prettier-ignore
        if (file.mime === 'video/mp4') expect(probe).toContain('video');
        else expect(probe.trim()).toBe('video,720,405');
      }
    }
  });

  it('writes ZIP archives that unzip reads back', async () => {
    const zip = zipArchive([
      { name: 'a/source.txt', data: Buffer.from('hello') },
      { name: 'a/README.txt', data: Buffer.from('') },
    ]);
    const file = path.join(dir, 'check.zip');
    await writeFile(file, zip);
    let listing: string;
    try {
      listing = execFileSync('unzip', ['-tq', file]).toString();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // no unzip on this machine
      throw error;
    }
    expect(listing).toMatch(/No errors detected/);
  });
});
