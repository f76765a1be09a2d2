// npm run ops -- post-notice, through runOps on an in-memory database and a temporary folder.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { notices, storedFiles } from '../db/schema.js';
import { runOps } from '../ops/cli.js';
import { createTextPdf } from '../seed/tiny-pdf.js';
import { openTestDatabase } from './pglite-template.js';

let database: DatabaseHandle;
let dir: string;
let publicFilesDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'portal-ops-notice-'));
  publicFilesDir = path.join(dir, 'files', 'public');
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

async function ops(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(argv, {
    openDatabase: async () => ({ ...database, close: async () => {} }),
    publicFilesDir,
    timeZone: 'Asia/Seoul',
    now: () => new Date('2026-11-22T03:00:00Z'),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run ops -- post-notice', () => {
  it('posts a notice from an HTML file, sanitized, with a Korean-named attachment', async () => {
    const html = path.join(dir, 'notice.html');
    await writeFile(html, '<h3>안내</h3><p onclick="x()">본문<script>alert(1)</script></p>');
    const pdf = path.join(dir, '2027년_1월_정산_일정.pdf');
    await writeFile(pdf, createTextPdf('Schedule', [{ text: 'January' }]));
    const result = await ops(
      'post-notice',
      '--title',
      '1월 정산 일정',
      '--language',
      'ko',
      '--content-file',
      html,
      '--attachment',
      pdf,
      '--at',
      '2026-11-21 09:30',
      '--json',
    );
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const posted = JSON.parse(result.out) as { uuid: string; attachment: string };
    const [row] = await database.db.select().from(notices).where(eq(notices.uuid, posted.uuid));
    expect(row).toMatchObject({
      title: '1월 정산 일정',
      language: 'ko',
      isDisplay: true,
      content: '<h3>안내</h3><p>본문</p>',
    });
    expect(row!.postedAt.toISOString()).toBe('2026-11-21T00:30:00.000Z');
    const [file] = await database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.uuid, row!.attachmentUuid!));
    expect(file).toMatchObject({
      originalName: '2027년_1월_정산_일정.pdf',
      mime: 'application/pdf',
      isPublic: true,
      fileType: 'notice',
    });
    expect(posted.attachment).toBe(file!.fileUrl);
    expect(await readdir(publicFilesDir)).toContain(file!.storedName);
  });

  it('posts inline HTML, hidden (its attachment kept out of the public folder)', async () => {
    const pdf = path.join(dir, 'draft.pdf');
    await writeFile(pdf, createTextPdf('Draft', []));
    const result = await ops(
      'post-notice',
      '--title',
      'Draft',
      '--language',
      'en',
      '--content',
      '<p>Soon</p>',
      '--attachment',
      pdf,
      '--hidden',
    );
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Posted notice [0-9a-f-]{36} \(en, hidden\): Draft$/);
    const [row] = await database.db.select().from(notices).where(eq(notices.title, 'Draft'));
    expect(row!.isDisplay).toBe(false);
    const [file] = await database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.uuid, row!.attachmentUuid!));
    expect(file!.isPublic).toBe(false);
    expect(await readdir(path.join(dir, 'files', 'private'))).toContain(file!.storedName);
  });

  it('refuses attachment names over 50 characters or with / \\ NUL .., and files of other types', async () => {
    const pdf = path.join(dir, 'ok.pdf');
    await writeFile(pdf, createTextPdf('x', []));
    const before = await database.db.select().from(notices);
    for (const name of [
      '가'.repeat(47) + '.pdf',
      'a/b.pdf',
      'a\\b.pdf',
      'a\u0000b.pdf',
      '..pdf',
      'x..y.pdf',
    ]) {
      const result = await ops(
        'post-notice',
        '--title',
        'T',
        '--language',
        'ko',
        '--content',
        '<p>x</p>',
        '--attachment',
        pdf,
        '--attachment-name',
        name,
      );
      expect(result.code, name).toBe(1);
      expect(result.err).toMatch(/attachment/);
    }
    const script = path.join(dir, 'run.sh');
    await writeFile(script, '#!/bin/sh\necho hi\n');
    const wrongType = await ops(
      'post-notice',
      '--title',
      'T',
      '--language',
      'ko',
      '--content',
      '<p>x</p>',
      '--attachment',
      script,
    );
    expect(wrongType.code).toBe(1);
    expect(wrongType.err).toMatch(/expected pdf, zip, jpeg, png, webp/);
    expect(await database.db.select().from(notices)).toHaveLength(before.length);
    // 50 characters exactly is fine.
    const fifty = await ops(
      'post-notice',
      '--title',
      'T',
      '--language',
      'ko',
      '--content',
      '<p>x</p>',
      '--attachment',
      pdf,
      '--attachment-name',
      '가'.repeat(46) + '.pdf',
    );
    expect(fifty.code).toBe(0);
  });

  it('explains command-line mistakes with exit code 2', async () => {
    expect((await ops('post-notice', '--title', 'T', '--language', 'fr', '--content', 'x')).code).toBe(2);
    expect((await ops('post-notice', '--title', 'T', '--language', 'ko')).code).toBe(2);
    expect(
      (await ops('post-notice', '--title', 'T', '--language', 'ko', '--content', 'x', '--content-file', 'y'))
        .code,
    ).toBe(2);
    const help = await ops('post-notice', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('--attachment-name');
    expect((await ops('--help')).out).toContain('post-notice');
  });
});
