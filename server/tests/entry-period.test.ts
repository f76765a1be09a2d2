// The entry period (issue 18) on the real app: an entry before the topic's begin or from its end on
// is refused with a stable code at the topicUuid field, leaving no file and no row; one inside it
// (or with no period at all) is accepted.
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes.js';
import { privateFiles, submissions } from '../db/schema.js';
import { createTopic } from '../competitions/competition-admin.js';
import { DAY, HOUR, topicInput } from './competition-fixtures.js';
import { multipartBody } from './multipart.js';
import { createTestApp, insertUser, loginToken, type TestApp } from './test-app.js';

const media = (name: string) => readFile(path.join(import.meta.dirname, '../../tests/media', name));

let t: TestApp;
let privateDir: string;
let token: string;
let clip5: Buffer;
let thumb: Buffer;

beforeAll(async () => {
  privateDir = await mkdtemp(path.join(tmpdir(), 'portal-period-'));
  t = await createTestApp({ privateFilesDir: privateDir });
  await insertUser(t.database, { userId: 'creator@example.com', password: 'Right!pass1' });
  token = await loginToken(t.app, 'creator@example.com', 'Right!pass1');
  [clip5, thumb] = await Promise.all([media('clip-5s.mp4'), media('thumb-720x405.png')]);
});
afterAll(async () => {
  await t.close();
  await rm(privateDir, { recursive: true, force: true });
});

async function topicWithPeriod(entryBeginAt: Date | null, entryEndAt: Date | null) {
  return createTopic(t.database.db, topicInput({ timeLimit: 'f5s', entryBeginAt, entryEndAt }));
}

function enter(topicUuid: string) {
  const { body, contentType } = multipartBody([
    { name: 'topicUuid', value: topicUuid },
    { name: 'title', value: 'My loop' },
    { name: 'description', value: '' },
    { name: 'thumbnail', fileName: 'thumb.png', content: thumb, type: 'image/png' },
    { name: 'work', fileName: 'loop.mp4', content: clip5, type: 'video/mp4' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/submission/',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: body,
  });
}

async function kept() {
  const [entries] = await t.database.db.select({ n: count() }).from(submissions);
  const [files] = await t.database.db.select({ n: count() }).from(privateFiles);
  const onDisk = (await readdir(privateDir)).filter((name) => name !== 'tmp' && name !== 'uploads').length;
  const temporaries = await readdir(path.join(privateDir, 'tmp')).catch(() => []);
  return { entries: entries!.n, files: files!.n, onDisk, temporaries: temporaries.length };
}

describe('the entry period', () => {
  it('refuses an entry before the period begins: 409 ENTRY_NOT_YET_OPEN at topicUuid, nothing kept', async () => {
    const now = t.clock.now().getTime();
    const topic = await topicWithPeriod(new Date(now + HOUR), new Date(now + 10 * DAY));
    const before = await kept();
    const response = await enter(topic);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: 409,
      errorCode: ErrorCode.EntryNotYetOpen,
      field: 'topicUuid',
      data: null,
    });
    expect(await kept()).toEqual(before);
  });

  it('refuses an entry once the period has ended (the end itself included): 409 ENTRY_CLOSED', async () => {
    const now = t.clock.now();
    const ended = await topicWithPeriod(new Date(now.getTime() - 10 * DAY), new Date(now.getTime() - HOUR));
    const endsNow = await topicWithPeriod(null, now);
    const before = await kept();
    for (const topic of [ended, endsNow]) {
      const response = await enter(topic);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: ErrorCode.EntryClosed, field: 'topicUuid' });
    }
    expect(await kept()).toEqual(before);
  });

  it('accepts an entry inside the period, at its very begin, and with no period at all', async () => {
    const now = t.clock.now();
    const open = await topicWithPeriod(new Date(now.getTime() - DAY), new Date(now.getTime() + DAY));
    const beginsNow = await topicWithPeriod(now, null);
    const noPeriod = await topicWithPeriod(null, null);
    for (const topic of [open, beginsNow, noPeriod]) {
      const response = await enter(topic);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await kept()).toMatchObject({ entries: 3, files: 6, onDisk: 6 });
  });

  it('follows the clock: the same topic closes when its end passes', async () => {
    const now = t.clock.now();
    const topic = await topicWithPeriod(null, new Date(now.getTime() + HOUR));
    expect((await enter(topic)).statusCode).toBe(201);
    t.clock.advance(HOUR);
    expect((await enter(topic)).json()).toMatchObject({ errorCode: ErrorCode.EntryClosed });
  });
});
