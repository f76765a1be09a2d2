// The development mailbox and SMS outbox on disk: one complete JSON file per message, a log line
// with the verification link only, and a whole signup read back from the files (as the end-to-end
// test does).
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../tests/test-app.js';
import { createDiskMailer, type MailboxFile } from './mailer.js';
import { createDiskSmsSender, type SmsOutboxFile } from './sms.js';

const FILE_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{16}\.json$/;

function captureLog() {
  const lines: { obj: Record<string, unknown>; msg: string }[] = [];
  const log = { info: (obj: Record<string, unknown>, msg: string) => void lines.push({ obj, msg }) };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

const readJson = async <T>(dir: string, name: string) =>
  JSON.parse(await readFile(path.join(dir, name), 'utf8')) as T;

describe('development mailbox and SMS outbox', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes one owner-only JSON file per mail, named by time, and logs only the file and the link', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-mailbox-'));
    const mailbox = path.join(dir, 'mailbox'); // created on first use
    const mailer = createDiskMailer(mailbox, () => new Date('2026-11-22T01:02:03.456Z'));
    const { lines, log } = captureLog();

    await mailer.send(
      {
        to: 'a@example.com',
        subject: 'Verify',
        text: 'link http://x/email-auth/abc',
        html: '<p>link</p>',
        devLogLink: 'http://x/email-auth/abc',
      },
      log,
    );
    await mailer.send(
      { to: 'a@example.com', subject: 'Temporary', text: 'Secret!pw123', html: '<p>Secret!pw123</p>' },
      log,
    );

    const files = (await readdir(mailbox)).sort();
    expect(files).toHaveLength(2); // no temporary files left behind
    for (const name of files) {
      expect(name).toMatch(FILE_NAME);
      expect(name.startsWith('2026-11-22T01-02-03.456Z-')).toBe(true);
      expect((await stat(path.join(mailbox, name))).mode & 0o077).toBe(0);
    }
    const contents = await Promise.all(files.map((name) => readJson<MailboxFile>(mailbox, name)));
    expect(contents).toContainEqual({
      to: 'a@example.com',
      subject: 'Verify',
      text: 'link http://x/email-auth/abc',
      html: '<p>link</p>',
      sentAt: '2026-11-22T01:02:03.456Z',
    });
    expect(contents.find((mail) => mail.subject === 'Temporary')).not.toHaveProperty('devLogLink');

    expect(lines).toHaveLength(2);
    expect(lines[0]!.obj).toMatchObject({
      verificationLink: 'http://x/email-auth/abc',
      mailboxFile: expect.any(String),
    });
    expect(JSON.stringify(lines)).not.toContain('Secret!pw123');
    expect(JSON.stringify(lines)).not.toContain('a@example.com');
  });

  it('writes one JSON file per text message and never logs the code or the number', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-outbox-'));
    const outbox = path.join(dir, 'sms-outbox');
    const sms = createDiskSmsSender(outbox, () => new Date('2026-11-22T01:02:03.456Z'));
    const { lines, log } = captureLog();
    await sms.send({ to: '01012345678', text: 'code 654321' }, log);
    const [name] = await readdir(outbox);
    expect(name).toMatch(FILE_NAME);
    expect(await readJson<SmsOutboxFile>(outbox, name!)).toEqual({
      to: '01012345678',
      text: 'code 654321',
      sentAt: '2026-11-22T01:02:03.456Z',
    });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toMatch(/654321|01012345678/);
  });

  it('carries a whole signup through the files: code from the outbox, link from the mailbox', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-data-'));
    const mailbox = path.join(dir, 'mailbox');
    const outbox = path.join(dir, 'sms-outbox');
    const t = await createTestApp({
      mailer: createDiskMailer(mailbox),
      smsSender: createDiskSmsSender(outbox),
    });
    try {
      const sent = await t.app.inject({
        method: 'GET',
        url: '/p/api/users/auth-hpnumber?hpNumber=01055556666',
      });
      expect(sent.statusCode).toBe(200);
      const [textFile] = await readdir(outbox);
      const text = await readJson<SmsOutboxFile>(outbox, textFile!);
      // In E.164, whatever form the API received the number in.
      expect(text.to).toBe('+821055556666');
      const code = /\d{6}/.exec(text.text)![0];

      const params = new URLSearchParams({
        userId: 'disk@example.com',
        password: 'Disk!pass12',
        userName: 'Disk',
        hpNumber: '01055556666',
        authHpNumber: code,
      });
      const logsBefore = t.logs.length;
      const signup = await t.app.inject({
        method: 'POST',
        url: `/p/api/users?${params.toString()}`,
        headers: { 'accept-language': 'en' },
      });
      expect(signup.statusCode).toBe(200);

      const [mailFile] = await readdir(mailbox);
      const mail = await readJson<MailboxFile>(mailbox, mailFile!);
      expect(mail).toMatchObject({
        to: 'disk@example.com',
        subject: '[Creator Portal] Please verify your email address',
      });
      const link = /http:\/\/portal\.test\/email-auth\/[\w-]+/.exec(mail.text)![0];
      expect(mail.html).toContain(link);

      // The dev convenience: one info line with the link; never the phone code or the password.
      const lines = t.logs.slice(logsBefore).map((line) => JSON.parse(line) as Record<string, unknown>);
      const linkLines = lines.filter((line) => line['verificationLink'] === link);
      expect(linkLines).toHaveLength(1);
      expect(linkLines[0]!['level']).toBe(30);
      expect(t.logs.join('\n')).not.toContain(code);
      expect(t.logs.join('\n')).not.toContain('Disk!pass12');

      const verified = await t.app.inject({
        method: 'GET',
        url: new URL(link).pathname.replace('/email-auth/', '/p/api/users/email-auth/'),
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
