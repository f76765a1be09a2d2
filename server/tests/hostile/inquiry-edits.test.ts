// Hostile probe of inquiry edits (issue 20, item 2): four parallel PUT /api/inquiries/{uuid}, each
// with a new file, all answered 200 and left three files on disk with private_files rows that no
// inquiry named. Edits of one inquiry now take turns (a row lock) and each removes exactly the file
// its committed update replaced: whatever the interleaving, one file and one row are left. PGlite
// takes one connection at a time, so the race is also run on a real PostgreSQL server shared by two
// instances (when TEST_DATABASE_URL is set: `eval "$(scripts/start-test-postgres.sh)"`).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inquiry } from '../../../contract/inquiries.js';
import { buildApp } from '../../app.js';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { inquiries, privateFiles } from '../../db/schema.js';
import { createTextPdf } from '../../seed/tiny-pdf.js';
import { createMemoryMailer } from '../doubles.js';
import { multipartBody } from '../multipart.js';
import {
  createTestApp,
  GENEROUS_LOGIN_LIMITS,
  insertUser,
  loginToken,
  TEST_JWT_SECRET,
  type TestApp,
} from '../test-app.js';
import { adminUrl, createThrowawayDatabase } from '../throwaway-postgres.js';

const EDITS = 4;
const fields = { category: 'payout', title: 'Which file is it?', content: 'See the attachment.' };

function send(app: FastifyInstance, method: 'POST' | 'PUT', url: string, token: string, fileLabel: string) {
  const { body, contentType } = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    {
      name: 'attachment',
      fileName: `${fileLabel}.pdf`,
      content: createTextPdf(fileLabel, [{ text: fileLabel }]),
    },
  ]);
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: body,
  });
}

/**
 * Writes an inquiry with a file, then sends EDITS edits at once (spread over the given instances),
 * each with a new file; checks that one file and one row are left, the ones the inquiry names.
 */
async function raceEdits(apps: FastifyInstance[], db: Database, token: string, privateDir: string) {
  const written = await send(apps[0]!, 'POST', '/api/inquiries', token, 'first');
  expect(written.statusCode, written.body).toBe(201);
  const { uuid } = written.json<{ data: Inquiry }>().data;

  const responses = await Promise.all(
    Array.from({ length: EDITS }, (_, index) =>
      send(apps[index % apps.length]!, 'PUT', `/api/inquiries/${uuid}`, token, `edit-${index}`),
    ),
  );
  expect(responses.map((response) => response.statusCode)).toEqual(Array(EDITS).fill(200));

  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.uuid, uuid));
  const rows = await db.select().from(privateFiles);
  expect(rows.map((row) => row.uuid)).toEqual([inquiry!.attachmentFileUuid]);
  expect(rows[0]!.originalName).toMatch(/^edit-\d\.pdf$/);
  const onDisk = (await readdir(privateDir)).filter((name) => name !== 'tmp' && name !== 'uploads');
  expect(onDisk).toEqual([rows[0]!.storedName]);
}

describe('hostile: parallel inquiry edits with new files (PGlite)', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-inquiry-race-'));
    t = await createTestApp({ publicFilesDir: path.join(dir, 'public') });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it(`${EDITS} edits at once leave one file and one row, the ones the inquiry names`, async () => {
    await insertUser(t.database, { userId: 'racer@example.com', password: 'Right!pass1' });
    const token = await loginToken(t.app, 'racer@example.com', 'Right!pass1');
    await raceEdits([t.app], t.database.db, token, path.join(dir, 'private'));
  });
});

describe.skipIf(!adminUrl)('hostile: parallel inquiry edits on PostgreSQL (TEST_DATABASE_URL)', () => {
  let dropDatabase: () => Promise<void> = async () => {};
  let handles: DatabaseHandle[] = [];
  let apps: FastifyInstance[] = [];
  let privateDir: string;

  beforeAll(async () => {
    privateDir = await mkdtemp(path.join(tmpdir(), 'portal-pg-inquiry-race-'));
    const database = await createThrowawayDatabase('portal_inquiry_race');
    dropDatabase = database.drop;
    handles = await Promise.all([1, 2].map(() => openDatabase({ url: database.url })));
    await runMigrations(handles[0]!);
    apps = await Promise.all(
      handles.map(async (handle) => {
        const app = await buildApp({
          db: handle.db,
          jwtSecret: TEST_JWT_SECRET,
          logging: false,
          mailer: createMemoryMailer(),
          privateFilesDir: privateDir,
          loginLimits: GENEROUS_LOGIN_LIMITS,
        });
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(handles.map((handle) => handle.close()));
    await dropDatabase();
    await rm(privateDir, { recursive: true, force: true });
  });

  it(`${EDITS} edits at once on two instances leave one file and one row`, async () => {
    await insertUser(handles[0]!, { userId: 'pg-racer@example.com', password: 'Right!pass1' });
    const token = await loginToken(apps[0]!, 'pg-racer@example.com', 'Right!pass1');
    await raceEdits(apps, handles[0]!.db, token, privateDir);
  });
});
