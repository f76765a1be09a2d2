// The janitor of unreferenced private files (files/orphan-files.ts, `npm run ops -- sweep-orphans`):
// a complete file that no row names (a crash between keeping a file and saving its row) goes once it
// is a day old; files that rows name, and young files that a request may still be recording, stay.
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inquiry } from '../../contract/inquiries.js';
import { storageAt, type FileStorage } from '../files/file-storage.js';
import { sweepOrphanPrivateFiles } from '../files/orphan-files.js';
import { storeFile } from '../files/stored-files.js';
import { createTextPdf } from '../seed/tiny-pdf.js';
import { multipartBody } from './multipart.js';
import { createTestApp, insertUser, loginToken, opsRunner, type TestApp } from './test-app.js';

/** Folders beside the private files, never swept: temporaries, resumable uploads in progress. */
const WORKING_FOLDERS = ['tmp', 'uploads'];

let dir: string;
let t: TestApp;
let storage: FileStorage;
const privateDir = () => path.join(dir, 'private');
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-orphans-'));
  t = await createTestApp({ publicFilesDir: path.join(dir, 'public') });
  storage = storageAt(path.join(dir, 'public'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function age(name: string, days: number) {
  const when = new Date(Date.now() - days * DAY);
  await utimes(path.join(privateDir(), name), when, when);
}

describe('unreferenced private files', () => {
  it('are listed, then deleted once a day old; what rows name and what is young stays', async () => {
    // A file an inquiry names.
    await insertUser(t.database, { userId: 'keeper@example.com', password: 'Right!pass1' });
    const token = await loginToken(t.app, 'keeper@example.com', 'Right!pass1');
    const { body, contentType } = multipartBody([
      { name: 'category', value: 'payout' },
      { name: 'title', value: 'Kept' },
      { name: 'content', value: 'Named by a row.' },
      { name: 'attachment', fileName: 'kept.pdf', content: createTextPdf('Kept', [{ text: 'row' }]) },
    ]);
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: body,
    });
    expect(written.statusCode).toBe(201);
    expect((written.json() as { data: Inquiry }).data.attachment).not.toBeNull();
    // A non-public registry file (in the private area too).
    const draft = await storeFile(t.database.db, storage, {
      fileType: 'notice',
      originalName: 'draft.pdf',
      content: { bytes: createTextPdf('Draft', [{ text: 'not public' }]), allowed: ['pdf'] },
      isPublic: false,
    });
    // Two files nobody names: one old, one just written.
    const old = `${'d'.repeat(32)}.pdf`;
    const young = `${'e'.repeat(32)}.pdf`;
    await storage.putBytes('private', old, createTextPdf('Old', [{ text: 'orphan' }]), 'application/pdf');
    await storage.putBytes('private', young, createTextPdf('Young', [{ text: 'orphan' }]), 'application/pdf');
    const named = (await readdir(privateDir())).filter(
      (name) => !WORKING_FOLDERS.includes(name) && name !== old && name !== young,
    );
    expect(named).toHaveLength(2);
    for (const name of [...named, old]) await age(name, 2);

    const ops = opsRunner(t, path.join(dir, 'public'));
    const listed = await ops('sweep-orphans');
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toContain('1 unreferenced private file(s) older than 24 h found');
    expect(listed.out).toContain(path.join(privateDir(), old));
    expect(await readdir(privateDir())).toContain(old);

    expect((await ops('sweep-orphans', '--older-than-hours', '0.5')).code).toBe(2);
    const deleted = await ops('sweep-orphans', '--delete', '--json');
    expect(JSON.parse(deleted.out)).toEqual({ orphans: [path.join(privateDir(), old)], deleted: true });
    const left = (await readdir(privateDir())).filter((name) => !WORKING_FOLDERS.includes(name));
    expect(left.sort()).toEqual([...named, young].sort());
    expect(left).toContain(draft.storedName);

    // The young one goes too once it is old enough (the server's daily sweep).
    expect(await sweepOrphanPrivateFiles(t.database.db, storage, new Date(Date.now() + 2 * DAY))).toEqual([
      young,
    ]);
    expect((await readdir(privateDir())).filter((name) => !WORKING_FOLDERS.includes(name)).sort()).toEqual(
      named.sort(),
    );
  });
});
