// Hostile probe of private_files rows that nothing names (issue 20, item 2): parallel inquiry edits
// once left such rows, and the daily sweep, which only took files without a row, never took them
// (each can be 1 GB). The sweep (files/orphan-files.ts) now deletes such a row and its file once
// the row is a day old; a younger one, and every row that an entry, inquiry or withdrawal names,
// stays with its file.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { inquiries, privateFiles, submissions, withdrawalRequests } from '../../db/schema.js';
import { createTopic } from '../../competitions/competition-admin.js';
import { createDiskStorage, type FileStorage } from '../../files/file-storage.js';
import { PRIVATE_FILE_REFERENCES, sweepOrphanPrivateFiles } from '../../files/orphan-files.js';
import { createTextPdf } from '../../seed/tiny-pdf.js';
import { topicInput } from '../competition-fixtures.js';
import { insertUser } from '../test-app.js';
import { openTestDatabase } from '../pglite-template.js';

const DAY = 24 * 60 * 60_000;
let dir: string;
let database: DatabaseHandle;
let storage: FileStorage;
let ownerUuid: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-orphan-rows-'));
  database = await openTestDatabase();
  storage = createDiskStorage({ public: path.join(dir, 'public'), private: path.join(dir, 'private') });
  ownerUuid = await insertUser(database, { userId: 'rows@example.com', password: 'Right!pass1' });
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const storedOnDisk = async () =>
  (await readdir(path.join(dir, 'private')).catch(() => []))
    .filter((name) => name !== 'tmp' && name !== 'uploads')
    .sort();

/** A stored file with its row, the row written `daysAgo` days before now. */
async function privateFile(label: string, daysAgo: number) {
  const storedName = `${randomBytes(16).toString('hex')}.pdf`;
  const bytes = createTextPdf(label, [{ text: label }]);
  await storage.putBytes('private', storedName, bytes, 'application/pdf');
  const [row] = await database.db
    .insert(privateFiles)
    .values({
      ownerUuid,
      storedName,
      originalName: `${label}.pdf`,
      size: bytes.length,
      mime: 'application/pdf',
      createdAt: new Date(Date.now() - daysAgo * DAY),
    })
    .returning();
  return row!;
}

describe('hostile: private_files rows that nothing names', () => {
  it('every column with a foreign key to private_files is one the sweep looks at', async () => {
    const result = await database.db.execute(sql`
      select cl.relname as table_name, a.attname as column_name
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'private_files'::regclass`);
    const swept = PRIVATE_FILE_REFERENCES.map((column) => `${getTableName(column.table)}.${column.name}`);
    // Both drivers answer { rows }.
    const keys = (result as unknown as { rows: { table_name: string; column_name: string }[] }).rows;
    expect(keys.map((key) => `${key.table_name}.${key.column_name}`).sort()).toEqual(swept.sort());
  });

  it('a day-old unreferenced row goes with its file; a young one and every referenced one stay', async () => {
    const [work, thumbnail, project, delivery, poster] = await Promise.all(
      ['work', 'thumbnail', 'project', 'delivery', 'poster'].map((label) => privateFile(label, 3)),
    );
    const topicUuid = await createTopic(database.db, topicInput());
    await database.db.insert(submissions).values({
      userUuid: ownerUuid,
      topicUuid,
      title: 'Named files',
      description: 'Every file column set.',
      tType: 'video',
      state: 'approved',
      workFileUuid: work!.uuid,
      thumbnailFileUuid: thumbnail!.uuid,
      projectFileUuid: project!.uuid,
      deliveryFileUuid: delivery!.uuid,
      posterFileUuid: poster!.uuid,
    });
    const attachment = await privateFile('attachment', 3);
    await database.db.insert(inquiries).values({
      userUuid: ownerUuid,
      category: 'other',
      title: 'Named attachment',
      content: 'Kept.',
      attachmentFileUuid: attachment.uuid,
    });
    const [consent, firstDocument, secondDocument] = await Promise.all(
      ['consent', 'document-1', 'document-2'].map((label) => privateFile(label, 3)),
    );
    await database.db.insert(withdrawalRequests).values({
      userUuid: ownerUuid,
      idempotencyKey: 'orphan-rows',
      currency: 'KRW',
      grossMinor: 30_000,
      vatMinor: 0,
      incomeTaxMinor: 900,
      localIncomeTaxMinor: 90,
      netMinor: 29_010,
      payeeType: 'individual',
      accountHolder: 'Row Keeper',
      bankName: 'Shinhan',
      accountNumber: '110123456789',
      accountNumberMasked: '110-***-**6789',
      dateOfBirth: '2010-01-01',
      guardianName: 'Guardian',
      guardianPhone: '01012345678',
      guardianConsentFileUuid: consent!.uuid,
      documentFileUuids: [firstDocument!.uuid, secondDocument!.uuid],
      expectedPayoutDate: '2026-12-10',
    });
    const unnamedOld = await privateFile('unnamed-old', 2);
    // Written an hour ago and not (yet) named: an upload whose transaction may still be running.
    const unnamedYoung = await privateFile('unnamed-young', 1 / 24);
    const named = [
      work,
      thumbnail,
      project,
      delivery,
      poster,
      attachment,
      consent,
      firstDocument,
      secondDocument,
    ];

    const now = new Date();
    // Listed without --delete: nothing changes.
    expect(await sweepOrphanPrivateFiles(database.db, storage, now, { dryRun: true })).toEqual([
      unnamedOld.storedName,
    ]);
    expect(await storedOnDisk()).toHaveLength(named.length + 2);

    expect(await sweepOrphanPrivateFiles(database.db, storage, now)).toEqual([unnamedOld.storedName]);
    const left = [...named, unnamedYoung].map((row) => row!.storedName).sort();
    expect(await storedOnDisk()).toEqual(left);
    const rows = await database.db.select({ storedName: privateFiles.storedName }).from(privateFiles);
    expect(rows.map((row) => row.storedName).sort()).toEqual(left);

    // The young one goes once it is a day old, and only it.
    expect(await sweepOrphanPrivateFiles(database.db, storage, new Date(Date.now() + DAY))).toEqual([
      unnamedYoung.storedName,
    ]);
    expect(await storedOnDisk()).toEqual(named.map((row) => row!.storedName).sort());
  });
});
