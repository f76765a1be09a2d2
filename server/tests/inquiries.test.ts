// 1:1 inquiries through the real app: the five calls, limits, ownership (404 for anyone else, the
// attachment too), the state rules, attachments kept, replaced and removed without orphans, and the
// operator's answer (sanitized, mailed) through npm run ops.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes.js';
import type { Inquiry, InquirySummary } from '../../contract/inquiries.js';
import { createTextPdf } from '../seed/tiny-pdf.js';
import { multipartBody, type Part } from './multipart.js';
import { createTestApp, errorBody, insertUser, loginToken, type TestApp, opsRunner } from './test-app.js';

let t: TestApp;
let dir: string;
let token: string;
let otherToken: string;
let pdf: Uint8Array;
let png: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-inquiries-'));
  t = await createTestApp({ publicFilesDir: path.join(dir, 'public') });
  await insertUser(t.database, { userId: 'asker@example.com', password: 'Right!pass1' });
  await insertUser(t.database, { userId: 'stranger@example.com', password: 'Right!pass1' });
  token = await loginToken(t.app, 'asker@example.com', 'Right!pass1');
  otherToken = await loginToken(t.app, 'stranger@example.com', 'Right!pass1');
  pdf = createTextPdf('Statement', [{ text: 'November' }]);
  png = await readFile(path.join(import.meta.dirname, '../../tests/media/thumb-720x405.png'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const storedFiles = async () =>
  (await readdir(path.join(dir, 'private')).catch(() => [])).filter((n) => n !== 'tmp' && n !== 'uploads');

function form(fields: Record<string, string>, attachment?: { name: string; content: Uint8Array }): Part[] {
  return [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(attachment ? [{ name: 'attachment', fileName: attachment.name, content: attachment.content }] : []),
  ];
}

const valid = { category: 'payout', title: 'When is my payout?', content: 'I asked on Monday.\nThanks!' };

function send(method: 'POST' | 'PUT', url: string, parts: Part[], bearer = token, language = 'ko') {
  const { body, contentType } = multipartBody(parts);
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType, 'accept-language': language },
    payload: body,
  });
}
const call = (method: 'GET' | 'DELETE', url: string, bearer = token) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` } });

async function write(fields = valid, attachment?: { name: string; content: Uint8Array }, language = 'ko') {
  const response = await send('POST', '/api/inquiries', form(fields, attachment), token, language);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Inquiry }>().data;
}

const ops = (...argv: string[]) => opsRunner(t, path.join(dir, 'public'))(...argv);

describe('inquiries', () => {
  it('writes one with a PDF, lists it newest first and shows it with a signed attachment link', async () => {
    const first = await write();
    t.clock.advance(1000);
    const second = await write(
      { ...valid, category: 'other', title: '첨부 확인 부탁드립니다' },
      { name: '정산 내역.pdf', content: pdf },
    );
    expect(second).toMatchObject({
      state: 'unanswered',
      category: 'other',
      hasAttachment: true,
      answer: null,
    });
    expect(second.attachment).toMatchObject({ fileName: '정산 내역.pdf', size: pdf.length });
    const download = await t.app.inject({ method: 'GET', url: second.attachment!.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // Opens in the browser's viewer (and in the operator console's frame), saved from there.
    expect(download.headers['content-disposition']).toMatch(/^inline;/);

    const list = (await call('GET', '/api/inquiries?page=1&size=20')).json<{
      data: { lists: InquirySummary[]; totalCount: number };
    }>().data;
    expect(list.lists.slice(0, 2).map((item) => item.uuid)).toEqual([second.uuid, first.uuid]);
    const theirs = (await call('GET', '/api/inquiries?page=1&size=20', otherToken)).json<{
      data: { totalCount: number };
    }>().data;
    expect(theirs.totalCount).toBe(0);
  });

  const refusals: [string, Record<string, string>, number, string, string][] = [
    ['no category', { ...valid, category: 'refund' }, 400, ErrorCode.InquiryCategoryInvalid, 'category'],
    ['an empty title', { ...valid, title: '   ' }, 400, ErrorCode.InquiryTitleInvalid, 'title'],
    [
      'a 51-character title',
      { ...valid, title: 'x'.repeat(51) },
      400,
      ErrorCode.InquiryTitleInvalid,
      'title',
    ],
    ['an empty content', { ...valid, content: '' }, 400, ErrorCode.InquiryContentInvalid, 'content'],
    [
      '2,001 characters',
      { ...valid, content: '가'.repeat(2001) },
      400,
      ErrorCode.InquiryContentInvalid,
      'content',
    ],
    ['a NUL in the content', { ...valid, content: 'a\u0000b' }, 400, ErrorCode.ControlCharacters, 'content'],
    [
      "somebody else's entry",
      { ...valid, submissionUuid: '00000000-0000-0000-0000-000000000000' },
      400,
      ErrorCode.InquiryLinkInvalid,
      'submissionUuid',
    ],
  ];
  for (const [what, fields, status, code, field] of refusals) {
    it(`refuses ${what} with ${code}, keeping nothing`, async () => {
      const before = await storedFiles();
      const response = await send('POST', '/api/inquiries', form(fields, { name: 'a.pdf', content: pdf }));
      expect(response.statusCode, response.body).toBe(status);
      expect(errorBody(response).errorCode).toBe(code);
      expect(response.json<{ field?: string }>().field).toBe(field);
      expect(await storedFiles()).toEqual(before);
    });
  }

  it('refuses an attachment that is not a PDF, image or ZIP by its bytes', async () => {
    const response = await send(
      'POST',
      '/api/inquiries',
      form(valid, { name: 'notes.pdf', content: Buffer.from('just text, named .pdf') }),
    );
    expect(response.statusCode).toBe(415);
    expect(errorBody(response).errorCode).toBe(ErrorCode.FileTypeInvalid);
  });

  it('answers 404 to every call on somebody else’s inquiry', async () => {
    const mine = await write(valid, { name: 'a.pdf', content: pdf });
    expect((await call('GET', `/api/inquiries/${mine.uuid}`, otherToken)).statusCode).toBe(404);
    expect((await send('PUT', `/api/inquiries/${mine.uuid}`, form(valid), otherToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/inquiries/${mine.uuid}`, otherToken)).statusCode).toBe(404);
    expect((await call('GET', '/api/inquiries/not-a-uuid')).statusCode).toBe(404);
  });

  it('edits an unanswered inquiry: keeps, replaces and removes the attachment without orphans', async () => {
    const inquiry = await write(valid, { name: 'first.pdf', content: pdf });
    const filesWithOne = await storedFiles();

    const kept = await send('PUT', `/api/inquiries/${inquiry.uuid}`, form({ ...valid, title: 'Edited' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ data: Inquiry }>().data).toMatchObject({
      title: 'Edited',
      attachment: { fileName: 'first.pdf' },
    });

    const replaced = await send(
      'PUT',
      `/api/inquiries/${inquiry.uuid}`,
      form(valid, { name: 'screen.png', content: png }),
    );
    expect(replaced.json<{ data: Inquiry }>().data.attachment?.fileName).toBe('screen.png');
    expect((await storedFiles()).length).toBe(filesWithOne.length);

    const removed = await send(
      'PUT',
      `/api/inquiries/${inquiry.uuid}`,
      form({ ...valid, attachmentAction: 'remove' }),
    );
    expect(removed.json<{ data: Inquiry }>().data).toMatchObject({ attachment: null, hasAttachment: false });
    expect((await storedFiles()).length).toBe(filesWithOne.length - 1);
  });

  it('deletes as a state: shown as deleted, no longer editable', async () => {
    const inquiry = await write();
    const deleted = await call('DELETE', `/api/inquiries/${inquiry.uuid}`);
    expect(deleted.json<{ data: Inquiry }>().data.state).toBe('deleted');
    expect((await call('GET', `/api/inquiries/${inquiry.uuid}`)).json<{ data: Inquiry }>().data.state).toBe(
      'deleted',
    );
    const edit = await send('PUT', `/api/inquiries/${inquiry.uuid}`, form(valid));
    expect(edit.statusCode).toBe(409);
    expect(errorBody(edit).errorCode).toBe(ErrorCode.InquiryStateConflict);
    expect((await call('DELETE', `/api/inquiries/${inquiry.uuid}`)).statusCode).toBe(409);
  });

  it("takes the operator's answer sanitized, mails the creator in their language, then refuses changes", async () => {
    const inquiry = await write({ ...valid, title: 'Payout date' }, undefined, 'en');
    const answered = await ops(
      'answer-inquiry',
      '--uuid',
      inquiry.uuid,
      '--content',
      '<p>Paid on <strong>Friday</strong>.</p><script>alert(1)</script><img src=x onerror=alert(2)>',
    );
    expect(answered.code, answered.err).toBe(0);
    const shown = (await call('GET', `/api/inquiries/${inquiry.uuid}`)).json<{ data: Inquiry }>().data;
    expect(shown.state).toBe('answered');
    expect(shown.answer).toBe('<p>Paid on <strong>Friday</strong>.</p>');
    expect(shown.answeredAt).not.toBeNull();
    const mail = t.mailer.sent.at(-1)!;
    expect(mail).toMatchObject({
      to: 'asker@example.com',
      subject: '[Creator Portal] Your inquiry "Payout date" was answered',
    });
    expect(mail.text).toContain(`http://portal.test/qna/${inquiry.uuid}`);

    expect((await send('PUT', `/api/inquiries/${inquiry.uuid}`, form(valid))).statusCode).toBe(409);
    expect((await call('DELETE', `/api/inquiries/${inquiry.uuid}`)).statusCode).toBe(409);
    expect((await ops('answer-inquiry', '--uuid', inquiry.uuid, '--content', '<p>again</p>')).code).toBe(1);
    expect((await ops('list-inquiries', '--state', 'answered')).out).toContain(inquiry.uuid);
    expect(JSON.parse((await ops('show-inquiry', '--uuid', inquiry.uuid, '--json')).out)).toMatchObject({
      state: 'answered',
      language: 'en',
    });
  });
});
