// The operator console's inquiries (issue 21, support): the list with the unanswered first, one
// inquiry with its attachment and the creator's withdrawals, the answer sanitized as
// `answer-inquiry` sanitizes it (the same audited service: the same rows), mailed to the creator;
// 409 for an answered one, 400 for an answer that is nothing once sanitized; support and admins
// only.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, inquiries } from '../db/schema.js';
import { createTextPdf } from '../seed/tiny-pdf.js';
import { multipartBody } from './multipart.js';
import { call, operatorToken } from './operator-fixtures.js';
import { createTestApp, errorBody, insertUser, loginToken, opsRunner, type TestApp } from './test-app.js';

describe('the console inquiries', () => {
  let t: TestApp;
  let dir: string;
  let ops: ReturnType<typeof opsRunner>;
  let creatorToken: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'operator-inquiries-'));
    t = await createTestApp({ publicFilesDir: path.join(dir, 'public') });
    ops = opsRunner(t, path.join(dir, 'public'));
    await insertUser(t.database, { userId: 'asker@example.com', password: 'Right!pass1', userName: 'Asker' });
    creatorToken = await loginToken(t.app, 'asker@example.com', 'Right!pass1');
  });
  afterEach(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function ask(title: string, withAttachment = false): Promise<string> {
    const { body, contentType } = multipartBody([
      { name: 'category', value: 'payout' },
      { name: 'title', value: title },
      { name: 'content', value: 'When is it paid?' },
      ...(withAttachment
        ? [
            {
              name: 'attachment',
              fileName: 'statement.pdf',
              content: createTextPdf('Statement', [{ text: 'Nov' }]),
            },
          ]
        : []),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers: {
        authorization: `Bearer ${creatorToken}`,
        'content-type': contentType,
        'accept-language': 'en',
      },
      payload: body,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<{ data: { uuid: string } }>().data.uuid;
  }

  it('lists, shows and answers an inquiry with sanitized HTML, once, and mails the creator', async () => {
    const support = await operatorToken(t, ops, 'help@example.com', 'support');
    const first = await ask('First question', true);
    const second = await ask('Second question');

    const list = await call(t, 'GET', '/operator/api/inquiries', support);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json<{ data: { lists: { uuid: string; creatorEmail: string; language: string }[] } }>()
      .data.lists;
    expect(items.map((item) => item.uuid)).toEqual([first, second]);
    expect(items[0]).toMatchObject({ creatorEmail: 'asker@example.com', language: 'en' });

    const shown = await call(t, 'GET', `/operator/api/inquiries/${first}`, support);
    const inquiry = shown.json<{
      data: { attachment: { url: string } | null; withdrawals: unknown[]; creatorName: string };
    }>().data;
    expect(inquiry.attachment?.url).toMatch(/^\/p\/api\/files\/private\//);
    expect(inquiry).toMatchObject({ withdrawals: [], creatorName: 'Asker' });

    const empty = await call(t, 'POST', `/operator/api/inquiries/${first}/answer`, support, {
      answer: '<script>alert(1)</script>',
    });
    expect(empty.statusCode).toBe(400);
    const answered = await call(t, 'POST', `/operator/api/inquiries/${first}/answer`, support, {
      answer: '<p onclick="x()">Paid on <b>Friday</b>.</p><script>alert(1)</script>',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<{ data: { answer: string } }>().data.answer).toBe('<p>Paid on <b>Friday</b>.</p>');
    const twice = await call(t, 'POST', `/operator/api/inquiries/${first}/answer`, support, {
      answer: '<p>Again</p>',
    });
    expect(twice.statusCode).toBe(409);
    expect(errorBody(twice).errorCode).toBe('INQUIRY_STATE_CONFLICT');
    expect(
      (
        await call(t, 'POST', `/operator/api/inquiries/${crypto.randomUUID()}/answer`, support, {
          answer: '<p>?</p>',
        })
      ).statusCode,
    ).toBe(404);

    // The creator reads the answer, and was mailed.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${first}`,
      headers: { authorization: `Bearer ${creatorToken}` },
    });
    expect(mine.json<{ data: { state: string; answer: string } }>().data).toMatchObject({
      state: 'answered',
      answer: '<p>Paid on <b>Friday</b>.</p>',
    });
    await expect.poll(() => t.mailer.sent.filter((mail) => mail.to === 'asker@example.com').length).toBe(1);
    const lines = await t.database.db.select().from(auditLog);
    expect(lines.filter((line) => line.subjectId === first).map((line) => line.action)).toEqual([
      'inquiry.answer',
    ]);
  });

  it('answers through the command and the console with the same rows, and lets only support and admins in', async () => {
    const support = await operatorToken(t, ops, 'help@example.com', 'support');
    const reviewer = await operatorToken(t, ops, 'rev@example.com', 'reviewer');
    const byCommand = await ask('By command');
    const byConsole = await ask('By console');
    const forbidden = await call(t, 'POST', `/operator/api/inquiries/${byConsole}/answer`, reviewer, {
      answer: '<p>x</p>',
    });
    expect(forbidden.statusCode).toBe(403);
    expect(errorBody(forbidden).errorCode).toBe('OPERATOR_ROLE_FORBIDDEN');

    const html = '<p>See <a href="https://example.com/help">help</a>.</p><img src=x onerror=alert(1)>';
    expect((await ops('answer-inquiry', '--uuid', byCommand, '--content', html)).code).toBe(0);
    expect(
      (await call(t, 'POST', `/operator/api/inquiries/${byConsole}/answer`, support, { answer: html }))
        .statusCode,
    ).toBe(200);
    const rows = await t.database.db.select().from(inquiries);
    const shape = (uuid: string) => {
      const row = rows.find((one) => one.uuid === uuid)!;
      return { state: row.state, answer: row.answerHtml };
    };
    expect(shape(byCommand)).toEqual(shape(byConsole));
    expect(shape(byConsole).answer).not.toContain('onerror');
  });
});
