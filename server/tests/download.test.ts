// GET /p/api/files/download: serves exactly the public files the server stored, named by their
// stored original name, and reads nothing for any other fileUrl (traversal in every spelling);
// and the public folder serving the library's files (Range for the audio preview, the font
// preview stylesheet and its woff2 slices).
import type * as FsModule from 'node:fs';
import { storageAt } from '../files/file-storage.js';
import { readFile, writeFile } from 'node:fs/promises';
import type * as FsPromisesModule from 'node:fs/promises';
import path from 'node:path';
import { parse as parseContentDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Audio, Font } from '../../contract/library.js';
import type { Notice, NoticeSummary } from '../../contract/notices.js';
import { storedFiles } from '../db/schema.js';
import { createTopic } from '../competitions/competition-admin.js';
import { storePublicFile } from '../files/public-files.js';
import { storeFile } from '../files/stored-files.js';
import { topicInput } from './competition-fixtures.js';
import { createPublicContentApp, type PageBody, type PublicContentApp } from './public-content-fixture.js';

// Spied on to prove that a refused download never touches the disk.
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof FsModule>();
  return { ...actual, createReadStream: vi.fn(actual.createReadStream) };
});
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromisesModule>();
  return { ...actual, stat: vi.fn(actual.stat) };
});
const fs = await import('node:fs');
const fsPromises = await import('node:fs/promises');

const SEED_MEDIA = path.join(import.meta.dirname, '..', 'seed-media');

let test: PublicContentApp;
beforeAll(async () => {
  test = await createPublicContentApp();
});
afterAll(() => test.close());

const download = (fileUrl: string, fileName?: string) => {
  const query = new URLSearchParams({ fileUrl, ...(fileName === undefined ? {} : { fileName }) });
  return test.app.inject({ method: 'GET', url: `/p/api/files/download?${query.toString()}` });
};

async function koreanAttachment() {
  const list = await test.app.inject({
    method: 'GET',
    url: '/p/api/notices',
    headers: { 'accept-language': 'ko' },
  });
  const withFile = list.json<PageBody<NoticeSummary>>().data.lists.find((notice) => notice.hasAttachment)!;
  const detail = await test.app.inject({ method: 'GET', url: `/p/api/notices/${withFile.uuid}` });
  return detail.json<{ data: Notice }>().data.attachment!;
}

describe('GET /p/api/files/download', () => {
  it('streams a notice attachment with its Korean name (RFC 6266 filename*), type and headers', async () => {
    const attachment = await koreanAttachment();
    const response = await download(attachment.fileUrl, attachment.fileName);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(attachment.size));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain(
      "filename*=UTF-8''2026%EB%85%84_12%EC%9B%94_%EC%A0%95%EC%82%B0_%EC%9D%BC%EC%A0%95.pdf",
    );
    expect(parseContentDisposition(disposition).parameters['filename']).toBe('2026년_12월_정산_일정.pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.byteLength).toBe(attachment.size);
  });

  it('names the file by the stored name, whatever fileName the caller sends', async () => {
    const attachment = await koreanAttachment();
    const response = await download(attachment.fileUrl, '../../etc/passwd.html');
    expect(response.statusCode).toBe(200);
    expect(
      parseContentDisposition(String(response.headers['content-disposition'])).parameters['filename'],
    ).toBe('2026년_12월_정산_일정.pdf');
  });

  it('serves audio and font packages with the type the server stored', async () => {
    const audio = await test.app.inject({ method: 'GET', url: '/p/api/audio?size=1' });
    const track = audio.json<PageBody<Audio>>().data.lists[0]!;
    const wav = await download(track.file.fileUrl, track.file.fileName);
    expect(wav.statusCode).toBe(200);
    expect(wav.headers['content-type']).toBe('audio/wav');
    expect(wav.rawPayload.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(parseContentDisposition(String(wav.headers['content-disposition']))).toEqual({
      type: 'attachment',
      parameters: { filename: 'sunny-side-up.wav' },
    });

    const font = await test.app.inject({ method: 'GET', url: '/p/api/font?searchKeyword=jua' });
    const jua = font.json<PageBody<Font>>().data.lists[0]!;
    const zip = await download(jua.file.fileUrl, jua.file.fileName);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(parseContentDisposition(String(zip.headers['content-disposition'])).parameters['filename']).toBe(
      'Jua-webfont.zip',
    );
    const { unzipSync } = await import('fflate');
    const entries = Object.keys(unzipSync(new Uint8Array(zip.rawPayload)));
    expect(entries.sort()).toEqual([
      'Jua/OFL.txt',
      'Jua/files/jua-korean-400-normal.woff2',
      'Jua/files/jua-latin-400-normal.woff2',
      'Jua/jua-400.css',
    ]);
  });

  it('refuses a private file, an unknown URL and traversal in every form, reading nothing', async () => {
    const hidden = await storeFile(test.database.db, storageAt(test.publicFilesDir), {
      fileType: 'notice',
      originalName: 'draft.pdf',
      content: { bytes: Buffer.from('%PDF-1.4 private draft'), allowed: ['pdf'] },
      isPublic: false,
    });
    // A file outside storage that traversal would reach.
    await writeFile(path.join(test.dataDir, 'secret.txt'), 'secret');
    const attachment = await koreanAttachment();
    const storedName = attachment.fileUrl.split('/').pop()!;
    vi.mocked(fs.createReadStream).mockClear();
    vi.mocked(fsPromises.stat).mockClear();

    const refused = [
      hidden.fileUrl,
      '/p/api/files/public/00000000000000000000000000000000.pdf',
      '/p/api/files/public/../secret.txt',
      '/p/api/files/public/../../secret.txt',
      '/p/api/files/public/%2e%2e/secret.txt',
      '/p/api/files/public/%252e%252e%252fsecret.txt',
      '/p/api/files/public/..%2fsecret.txt',
      '/p/api/files/public/..\\secret.txt',
      '/p/api/files/public\\..\\secret.txt',
      `/p/api/files/public/${storedName}/../../secret.txt`,
      `/p/api/files/public/${storedName}\u0000.txt`,
      `/p/api/files/public/${storedName}%00`,
      `/p/api/files/public/./${storedName}`,
      `/p/api/files/public//${storedName}`,
      `/P/API/FILES/PUBLIC/${storedName}`,
      `${attachment.fileUrl}?x=1`,
      `${attachment.fileUrl} `,
      path.join(test.dataDir, 'secret.txt'),
      '/etc/passwd',
      `file://${path.join(test.dataDir, 'secret.txt')}`,
      'file:///etc/passwd',
      `http://localhost${attachment.fileUrl}`,
      `https://evil.example${attachment.fileUrl}`,
      `//evil.example${attachment.fileUrl}`,
      'C:\\Windows\\win.ini',
      storedName,
    ];
    for (const fileUrl of refused) {
      const response = await download(fileUrl, 'x.pdf');
      expect(response.statusCode, fileUrl).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, fileUrl).toBeLessThan(500);
      expect(response.json(), fileUrl).toMatchObject({
        data: null,
        errorCode: expect.stringMatching(/^(NOT_FOUND|VALIDATION_FAILED|CONTROL_CHARACTERS)$/),
      });
      expect(response.headers['content-disposition']).toBeUndefined();
    }
    // Raw query strings the URLSearchParams above would have escaped.
    for (const raw of [
      'fileUrl=%00',
      'fileUrl=..%2F..%2Fsecret.txt',
      'fileUrl=',
      'fileName=a.pdf',
      'fileUrl=' + 'a'.repeat(301),
    ]) {
      const response = await test.app.inject({ method: 'GET', url: `/p/api/files/download?${raw}` });
      expect(response.statusCode, raw).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, raw).toBeLessThan(500);
    }
    expect(fs.createReadStream).not.toHaveBeenCalled();
    expect(fsPromises.stat).not.toHaveBeenCalled();
  });

  it('answers 404 when a registered public file is missing on disk', async () => {
    const [row] = await test.database.db
      .insert(storedFiles)
      .values({
        fileType: 'notice',
        storedName: 'ffffffffffffffffffffffffffffffff.pdf',
        fileUrl: '/p/api/files/public/ffffffffffffffffffffffffffffffff.pdf',
        originalName: 'gone.pdf',
        size: 10,
        mime: 'application/pdf',
      })
      .returning();
    const response = await download(row!.fileUrl);
    expect(response.statusCode).toBe(404);
    await test.database.db.delete(storedFiles).where(eq(storedFiles.uuid, row!.uuid));
  });
});

describe('GET /p/api/files/download of competition media', () => {
  it('serves a topic banner and a work that the competitions use, named by fileName with the real extension', async () => {
    const banner = await storePublicFile(
      storageAt(test.publicFilesDir),
      await readFile(path.join(SEED_MEDIA, 'banner-recipe.webp')),
      ['webp'],
    );
    await createTopic(test.database.db, topicInput({ mainBannerImageUrl: banner.url }));
    const response = await download(banner.url, '레시피 배너.exe');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(
      parseContentDisposition(String(response.headers['content-disposition'])).parameters['filename'],
    ).toBe('레시피 배너.webp');
    // An invalid name falls back to the stored one.
    const fallback = await download(banner.url, '../../x.webp');
    expect(
      parseContentDisposition(String(fallback.headers['content-disposition'])).parameters['filename'],
    ).toBe(banner.name);
  });

  it('refuses a public file that no topic or work uses', async () => {
    const stray = await storePublicFile(
      storageAt(test.publicFilesDir),
      await readFile(path.join(SEED_MEDIA, 'thumb-pet.webp')),
      ['webp'],
    );
    expect((await download(stray.url, 'x.webp')).statusCode).toBe(404);
  });
});

describe('public files of the libraries', () => {
  it('serves audio with byte ranges, so that the preview can seek', async () => {
    const audio = await test.app.inject({ method: 'GET', url: '/p/api/audio?size=1' });
    const track = audio.json<PageBody<Audio>>().data.lists[0]!;
    const response = await test.app.inject({
      method: 'GET',
      url: track.file.fileUrl,
      headers: { range: 'bytes=44-1043' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.headers['content-range']).toBe(`bytes 44-1043/${track.file.size}`);
    expect(response.rawPayload.byteLength).toBe(1000);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the font preview stylesheet, whose url()s resolve to woff2 files next to it', async () => {
    const font = await test.app.inject({ method: 'GET', url: '/p/api/font?searchKeyword=jua' });
    const jua = font.json<PageBody<Font>>().data.lists[0]!;
    const css = await test.app.inject({ method: 'GET', url: jua.previewCssUrl });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain("font-family: 'Jua'");
    expect(css.body).not.toContain('.woff)');
    expect(css.body).not.toContain('./files/');
    const urls = [...css.body.matchAll(/url\(\.\/([0-9a-f]{32}\.woff2)\)/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(80);
    expect(css.body.match(/unicode-range/g)?.length).toBe(urls.length);
    const woff2 = await test.app.inject({
      method: 'GET',
      url: new URL(urls[0]!, `http://x${jua.previewCssUrl}`).pathname,
    });
    expect(woff2.statusCode).toBe(200);
    expect(woff2.headers['content-type']).toBe('font/woff2');
    expect(woff2.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // Fonts are fetched in CORS mode when the portal runs on another origin.
    expect(woff2.headers['access-control-allow-origin']).toBe('*');
    const license = await test.app.inject({ method: 'GET', url: jua.licenseUrl });
    expect(license.headers['content-type']).toMatch(/^text\/plain/);
    expect(license.body).toContain('SIL OPEN FONT LICENSE');
  });
});
