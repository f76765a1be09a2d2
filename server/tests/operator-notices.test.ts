// The console's notices (issue 21, support): post with an attachment, hide (the file leaves the
// public folder and cannot be downloaded), show again, replace and remove the attachment, every
// change audited; the refusals with their stable codes; post-notice writes the same audit line.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleNoticeDetail } from '../../contract/operator-content.js';
import { auditLog } from '../db/schema.js';
import { privateFilesDir } from '../files/stored-files.js';
import { createTextPdf } from '../seed/tiny-pdf.js';
import { multipartBody, type Part } from './multipart.js';
import { call, operatorToken } from './operator-fixtures.js';
import { createTestApp, errorBody, opsRunner, type TestApp } from './test-app.js';

let t: TestApp;
let dir: string;
let support: string;
let reviewer: string;
let ops: ReturnType<typeof opsRunner>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-console-notices-'));
  t = await createTestApp({ publicFilesDir: path.join(dir, 'public') });
  ops = opsRunner(t, path.join(dir, 'public'));
  support = await operatorToken(t, ops, 'help@example.com', 'support');
  reviewer = await operatorToken(t, ops, 'review@example.com', 'reviewer');
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const pdf = (text: string) => createTextPdf(text, [{ text }]);
const publicNames = () => readdir(path.join(dir, 'public')).catch(() => [] as string[]);
const privateNames = () => readdir(privateFilesDir(path.join(dir, 'public'))).catch(() => [] as string[]);

function send(method: 'POST' | 'PATCH', url: string, parts: Part[], token = support) {
  const form = multipartBody(parts);
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
    payload: form.body,
  });
}
const shown = async (uuid: string) =>
  (await call(t, 'GET', `/operator/api/notices/${uuid}`, support)).json<{ data: ConsoleNoticeDetail }>().data;
const download = (fileUrl: string, fileName: string) =>
  t.app.inject({
    method: 'GET',
    url: `/p/api/files/download?${new URLSearchParams({ fileUrl, fileName }).toString()}`,
  });

describe('the console’s notices', () => {
  it('posts, hides, shows, replaces and removes an attachment, each change audited', async () => {
    const posted = await send('POST', '/operator/api/notices', [
      { name: 'title', value: 'December payouts' },
      { name: 'language', value: 'en' },
      { name: 'content', value: '<p>Paid on <b>Friday</b>.</p><script>alert(1)</script>' },
      { name: 'attachment', fileName: 'schedule.pdf', content: pdf('Schedule') },
    ]);
    expect(posted.statusCode, posted.body).toBe(200);
    const { uuid } = posted.json<{ data: { uuid: string } }>().data;
    const notice = await shown(uuid);
    expect(notice).toMatchObject({
      title: 'December payouts',
      isDisplay: true,
      content: '<p>Paid on <b>Friday</b>.</p>',
    });
    const first = notice.attachment!;
    expect(first.fileName).toBe('schedule.pdf');
    expect((await download(first.fileUrl!, first.fileName)).statusCode).toBe(200);
    const publicDetail = await t.app.inject({ method: 'GET', url: `/p/api/notices/${uuid}` });
    expect(publicDetail.statusCode).toBe(200);

    // Hidden: the page is gone, the file is out of the public folder (kept privately).
    const storedName = first.fileUrl!.split('/').pop()!;
    const hidden = await send('PATCH', `/operator/api/notices/${uuid}`, [
      { name: 'isDisplay', value: 'false' },
    ]);
    expect(hidden.json<{ data: { changed: string[] } }>().data.changed).toEqual(['isDisplay']);
    expect((await t.app.inject({ method: 'GET', url: `/p/api/notices/${uuid}` })).statusCode).toBe(404);
    expect((await shown(uuid)).attachment).toMatchObject({ fileName: 'schedule.pdf', fileUrl: null });
    expect(await publicNames()).not.toContain(storedName);
    expect(await privateNames()).toContain(storedName);
    expect((await download(first.fileUrl!, first.fileName)).statusCode).toBe(404);

    // Shown again: downloadable again, and out of the private area.
    await send('PATCH', `/operator/api/notices/${uuid}`, [{ name: 'isDisplay', value: 'true' }]);
    expect((await download(first.fileUrl!, first.fileName)).statusCode).toBe(200);
    expect(await privateNames()).not.toContain(storedName);

    // Replaced: the new file downloads, the old one's bytes are gone; then removed.
    const replaced = await send('PATCH', `/operator/api/notices/${uuid}`, [
      { name: 'title', value: 'December payouts (updated)' },
      { name: 'attachment', fileName: 'schedule-v2.pdf', content: pdf('Schedule v2') },
    ]);
    expect(replaced.json<{ data: { changed: string[] } }>().data.changed.sort()).toEqual([
      'attachment',
      'title',
    ]);
    const second = (await shown(uuid)).attachment!;
    expect(second.fileName).toBe('schedule-v2.pdf');
    expect((await download(second.fileUrl!, second.fileName)).statusCode).toBe(200);
    expect(await publicNames()).not.toContain(storedName);
    await send('PATCH', `/operator/api/notices/${uuid}`, [{ name: 'removeAttachment', value: 'true' }]);
    expect((await shown(uuid)).attachment).toBeNull();
    expect((await download(second.fileUrl!, second.fileName)).statusCode).toBe(404);

    const lines = (await t.database.db.select().from(auditLog)).filter((line) => line.subjectId === uuid);
    expect(lines.map((line) => line.action)).toEqual([
      'notice.post',
      'notice.edit',
      'notice.edit',
      'notice.edit',
      'notice.edit',
    ]);
    expect(lines[1]).toMatchObject({ before: { isDisplay: true }, after: { isDisplay: false } });
    expect(lines[4]).toMatchObject({
      before: { attachment: 'schedule-v2.pdf' },
      after: { attachment: null },
    });
  });

  it('posts a hidden notice whose file never enters the public folder; lists hidden ones for support', async () => {
    const before = await publicNames();
    const posted = await send('POST', '/operator/api/notices', [
      { name: 'title', value: '초안' },
      { name: 'language', value: 'ko' },
      { name: 'content', value: '<p>준비 중</p>' },
      { name: 'isDisplay', value: 'false' },
      { name: 'attachment', fileName: 'draft.pdf', content: pdf('Draft') },
    ]);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await publicNames()).toEqual(before);
    const list = await call(t, 'GET', '/operator/api/notices?language=ko', support);
    expect(
      list.json<{ data: { lists: { title: string; isDisplay: boolean }[] } }>().data.lists,
    ).toContainEqual(expect.objectContaining({ title: '초안', isDisplay: false }));
  });

  it('refuses wrong parts with a stable code, another role, and leaves nothing behind', async () => {
    const lines = (await t.database.db.select().from(auditLog)).length;
    const files = await publicNames();
    const noTitle = await send('POST', '/operator/api/notices', [
      { name: 'language', value: 'en' },
      { name: 'content', value: '<p>x</p>' },
    ]);
    expect(errorBody(noTitle)).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'title' });
    const control = await send('POST', '/operator/api/notices', [
      { name: 'title', value: 'Bell\u0007' },
      { name: 'language', value: 'en' },
      { name: 'content', value: '<p>x</p>' },
    ]);
    expect(errorBody(control)).toMatchObject({ errorCode: 'CONTROL_CHARACTERS', field: 'title' });
    // Nothing would be left to read once sanitized.
    const empty = await send('POST', '/operator/api/notices', [
      { name: 'title', value: 'Empty' },
      { name: 'language', value: 'en' },
      { name: 'content', value: '<script>alert(1)</script><p> &nbsp; </p>' },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(errorBody(empty)).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'content' });
    const program = await send('POST', '/operator/api/notices', [
      { name: 'title', value: 'Tool' },
      { name: 'language', value: 'en' },
      { name: 'content', value: '<p>x</p>' },
      { name: 'attachment', fileName: 'tool.exe', content: Buffer.from('MZ\u0090\u0000 not a document') },
    ]);
    expect(program.statusCode).toBe(415);
    expect(errorBody(program)).toMatchObject({ errorCode: 'FILE_TYPE_INVALID', field: 'attachment' });
    const missing = await send('PATCH', `/operator/api/notices/${crypto.randomUUID()}`, [
      { name: 'title', value: 'X' },
    ]);
    expect(missing.statusCode).toBe(404);
    const forbidden = await send('POST', '/operator/api/notices', [{ name: 'title', value: 'X' }], reviewer);
    expect(errorBody(forbidden).errorCode).toBe('OPERATOR_ROLE_FORBIDDEN');
    expect(await t.database.db.select().from(auditLog)).toHaveLength(lines);
    expect(await publicNames()).toEqual(files);
  });

  it('post-notice writes the same audit line as the console', async () => {
    const made = await ops(
      'post-notice',
      '--title',
      'From the shell',
      '--language',
      'en',
      '--content',
      '<p>Hi</p>',
      '--json',
    );
    expect(made.code, made.err).toBe(0);
    const { uuid } = JSON.parse(made.out) as { uuid: string };
    const line = (await t.database.db.select().from(auditLog)).find((row) => row.subjectId === uuid);
    expect(line).toMatchObject({
      action: 'notice.post',
      actor: 'ops command',
      after: { title: 'From the shell' },
    });
  });
});
