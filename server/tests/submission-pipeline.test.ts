// The pipeline after the upload: the operator's review (npm run ops), project files, the real ffmpeg
// conversion by the worker (fast-start H.264 and a poster), retries and failure, a job left running
// by a dead server, and scheduling converted entries into a group that the creator then sees.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffprobe from '@ffprobe-installer/ffprobe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionDetail } from '../../contract/submissions.js';
import { conversionJobs } from '../db/schema.js';
import { zonedMinute } from '../lib/business-time.js';
import { createTopic } from '../competitions/competition-admin.js';
import { claimJob, LEASE_MS, MAX_ATTEMPTS, runOneConversion } from '../submissions/conversion-worker.js';
import { createPrivateStore, findPrivateFile, storedPath } from '../files/private-files.js';
import { DAY, topicInput } from './competition-fixtures.js';
import { multipartBody } from './multipart.js';
import { createTestApp, insertUser, loginToken, type TestApp, opsRunner } from './test-app.js';

let t: TestApp;
let dir: string;
let token: string;
let topicUuid: string;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const media = (name: string) => readFile(path.join(import.meta.dirname, '../../tests/media', name));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-pipeline-'));
  t = await createTestApp({ publicFilesDir: path.join(dir, 'public') });
  await insertUser(t.database, { userId: 'maker@example.com', password: 'Right!pass1' });
  token = await loginToken(t.app, 'maker@example.com', 'Right!pass1');
  topicUuid = await createTopic(t.database.db, topicInput({ timeLimit: 'f5s' }));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const store = () => createPrivateStore(path.join(dir, 'private'));

const ops = (...argv: string[]) => opsRunner(t, path.join(dir, 'public'))(...argv);

async function detail(uuid: string): Promise<SubmissionDetail> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/submission/${uuid}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json<{ data: SubmissionDetail }>().data;
}

async function enterAndSendProjectFiles(): Promise<string> {
  const entry = multipartBody([
    { name: 'topicUuid', value: topicUuid },
    { name: 'title', value: 'Pipeline' },
    { name: 'description', value: '' },
    { name: 'thumbnail', fileName: 'thumb.png', content: await media('thumb-720x405.png') },
    { name: 'work', fileName: 'clip.mp4', content: await media('clip-5s.mp4') },
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/submission/',
    headers: { authorization: `Bearer ${token}`, 'content-type': entry.contentType },
    payload: entry.body,
  });
  const uuid = created.json<{ data: SubmissionDetail }>().data.uuid;
  expect((await ops('approve', '--uuid', uuid)).code).toBe(0);
  const zip = multipartBody([
    { name: 'projectFile', fileName: 'project.zip', content: await media('project.zip') },
  ]);
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/submission/project-file/${uuid}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': zip.contentType },
    payload: zip.body,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return uuid;
}

describe('review, conversion and scheduling', () => {
  it('approves, converts for real and schedules; the creator follows every step', async () => {
    const uuid = await enterAndSendProjectFiles();
    expect((await ops('list-submissions', '--state', 'converting')).out).toContain(uuid);
    // The approval was mailed in the language of the entry (the upload had no Accept-Language: Korean).
    const approvedMail = t.mailer.sent.find((mail) => mail.text.includes(`/submission-detail/${uuid}`))!;
    expect(approvedMail.to).toBe('maker@example.com');
    expect(approvedMail.subject).toContain('승인');
    const shown = await ops('show-submission', '--uuid', uuid, '--json');
    expect(JSON.parse(shown.out)).toMatchObject({
      uuid,
      state: 'converting',
      conversion: { state: 'queued' },
      files: { projectFile: { name: 'project.zip' } },
    });
    // --save copies the entry's files out under their names, for a reviewer to open.
    const review = path.join(dir, 'review');
    const saved = await ops('show-submission', '--uuid', uuid, '--save', review);
    expect(saved.code, saved.err).toBe(0);
    expect(saved.out).toContain(`saved: ${path.join(review, 'projectFile-project.zip')}`);
    expect(await readFile(path.join(review, 'projectFile-project.zip'))).toEqual(await media('project.zip'));
    // A second approval of the same entry is refused with its real state.
    const again = await ops('approve', '--uuid', uuid);
    expect(again.code).toBe(1);
    expect(again.err).toContain('converting');

    expect(await runOneConversion({ db: t.database.db, store: store(), log: silent })).toBe(true);
    const converted = await detail(uuid);
    expect(converted.state).toBe('converting');
    expect(converted.delivery?.fileName).toBe('clip.mp4');
    expect(converted.poster?.fileName).toBe('clip-poster.jpg');
    expect(converted.timeline.find((step) => step.step === 'converted')!.at).not.toBeNull();

    // H.264 with its moov box before the media data (fast start).
    const [, , , , , deliveryUuid] = converted.delivery!.url.split('/');
    const file = (await findPrivateFile(t.database.db, deliveryUuid!))!;
    const deliveryPath = storedPath(store(), file.storedName);
    const codec = execFileSync(ffprobe.path, [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=codec_name',
      '-of',
      'csv=p=0',
      deliveryPath,
    ])
      .toString()
      .trim();
    expect(codec).toBe('h264');
    const bytes = await readFile(deliveryPath);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));

    const now = Date.now();
    const scheduled = await ops(
      'schedule-group',
      '--topic',
      topicUuid,
      '--begin',
      new Date(now - DAY).toISOString(),
      '--end',
      new Date(now + 6 * DAY).toISOString(),
      '--submission',
      uuid,
      '--json',
    );
    expect(scheduled.code, scheduled.err).toBe(0);
    const { uuid: groupUuid } = JSON.parse(scheduled.out) as { uuid: string };
    const scheduledMail = t.mailer.sent.find((mail) => mail.subject.includes('그룹에 배정'))!;
    // The start in the business zone (Asia/Seoul here), with its offset.
    expect(scheduledMail.text).toContain(`${zonedMinute(new Date(now - DAY), 'Asia/Seoul')}에 시작`);
    expect(scheduledMail.text).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d \(GMT\+9\)에 시작/);
    const competing = await detail(uuid);
    expect(competing).toMatchObject({ state: 'competing', groupUuid });
    expect(competing.timeline.find((step) => step.step === 'competing')!.at).not.toBeNull();

    const belong = await t.app.inject({
      method: 'GET',
      url: `/api/group-submission/belong-to-group/${uuid}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(belong.statusCode).toBe(200);
    const row = belong.json<{ data: { mcfSubmission: { letterTemplates: { videoUrl: string }[] } } }>().data;
    // The public ranking shows the converted work from the public folder.
    const video = await t.app.inject({ method: 'GET', url: row.mcfSubmission.letterTemplates[0]!.videoUrl });
    expect(video.statusCode).toBe(200);

    const twice = await ops(
      'schedule-group',
      '--topic',
      topicUuid,
      '--begin',
      new Date(now + DAY).toISOString(),
      '--end',
      new Date(now + 6 * DAY).toISOString(),
      '--submission',
      uuid,
    );
    expect(twice.code).toBe(1);
  }, 60_000);

  it('retries a failing conversion, then fails it until an operator retries', async () => {
    const uuid = await enterAndSendProjectFiles();
    const entry = await detail(uuid);
    const [, , , , , workUuid] = entry.work.url.split('/');
    const work = (await findPrivateFile(t.database.db, workUuid!))!;
    const original = await readFile(storedPath(store(), work.storedName));
    await writeFile(storedPath(store(), work.storedName), 'not a video any more');
    let clock = Date.now();
    const options = { db: t.database.db, store: store(), log: silent, now: () => new Date(clock) };
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await runOneConversion(options)).toBe(true);
      // Not due again at once.
      expect(await runOneConversion(options)).toBe(false);
      clock += 60 * 60_000;
    }
    const [job] = await t.database.db
      .select()
      .from(conversionJobs)
      .where(eq(conversionJobs.submissionUuid, uuid));
    expect(job).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    expect(job!.lastError).toContain('ffmpeg');
    expect((await detail(uuid)).state).toBe('converting');
    // Operators find it by its conversion state, with ffmpeg's reason.
    const failed = await ops('list-submissions', '--conversion', 'failed');
    expect(failed.out).toContain(uuid);
    expect(failed.out).toContain('(failed: ffmpeg exited with code');
    const failedJson = JSON.parse(
      (await ops('list-submissions', '--conversion', 'failed', '--json')).out,
    ) as {
      uuid: string;
      conversionAttempts: number;
    }[];
    expect(failedJson.map((row) => row.uuid)).toEqual([uuid]);
    expect(failedJson[0]!.conversionAttempts).toBe(MAX_ATTEMPTS);
    expect((await ops('list-submissions', '--conversion', 'lost')).code).toBe(2);

    await writeFile(storedPath(store(), work.storedName), original);
    expect((await ops('retry-conversion', '--uuid', uuid)).code).toBe(0);
    expect(await runOneConversion(options)).toBe(true);
    expect((await detail(uuid)).delivery).not.toBeNull();
  }, 60_000);

  it('mails a returned entry its reason in the language it was entered in', async () => {
    const entry = multipartBody([
      { name: 'topicUuid', value: topicUuid },
      { name: 'title', value: 'In English' },
      { name: 'description', value: '' },
      { name: 'thumbnail', fileName: 'thumb.png', content: await media('thumb-720x405.png') },
      { name: 'work', fileName: 'clip.mp4', content: await media('clip-5s.mp4') },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/submission/',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': entry.contentType,
        'accept-language': 'en',
      },
      payload: entry.body,
    });
    const uuid = created.json<{ data: SubmissionDetail }>().data.uuid;
    const returned = await ops('return', '--uuid', uuid, '--reason', 'The <b>logo</b> is missing.');
    expect(returned.code).toBe(0);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.subject).toBe('[Creator Portal] Your entry "In English" was returned');
    expect(mail.text).toContain('The <b>logo</b> is missing.');
    // Escaped in the HTML body: the reason is text, never markup.
    expect(mail.html).toContain('The &lt;b&gt;logo&lt;/b&gt; is missing.');
    expect((await ops('return', '--uuid', uuid, '--reason', 'again')).code).toBe(1);
  });

  it('claims again a job that a dead server left running, but not a fresh one', async () => {
    const uuid = await enterAndSendProjectFiles();
    const now = new Date();
    const claimed = await claimJob(t.database.db, now);
    expect(claimed?.submissionUuid).toBe(uuid);
    expect(await claimJob(t.database.db, new Date(now.getTime() + 60_000))).toBeNull();
    const later = await claimJob(t.database.db, new Date(now.getTime() + LEASE_MS + 1000));
    expect(later).toMatchObject({ submissionUuid: uuid, attempts: 2 });
  });
});
