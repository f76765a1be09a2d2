// The console's free libraries (issue 21, support): categories with both names (an empty one may go,
// one in use may not), audio whose length comes from its bytes, fonts with a preview stylesheet the
// server writes, hiding and showing (the files leave the public folder and come back), replacing a
// file, every change audited; the refusals with their codes and fields, which store nothing; and
// the commands, which give the same rows as the console.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleAudio, ConsoleCategory, ConsoleFont } from '../../contract/operator-library.js';
import { auditLog } from '../db/schema.js';
import { privateFilesDir } from '../files/stored-files.js';
import { synthesizeTrack } from '../seed/wav-synth.js';
import { multipartBody, type Part } from './multipart.js';
import { call, operatorToken } from './operator-fixtures.js';
import { createTestApp, opsRunner, type TestApp } from './test-app.js';

let t: TestApp;
let dir: string;
let support: string;
let ops: ReturnType<typeof opsRunner>;
let music: string;
let pop: string;
let sansSerif: string;

const BASE = '/operator/api/library';
const wav = (seconds: number, seed = 1) => synthesizeTrack({ seconds, bpm: 120, style: 'pop', seed });
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let woff2: Buffer;
const zip = (text: string) => Buffer.from(zipSync({ 'font/readme.txt': Buffer.from(text) }));
const license = Buffer.from('SIL Open Font License 1.1\n\nCopyright 2026 Example Type Foundry.', 'utf8');

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-console-library-'));
  t = await createTestApp({ publicFilesDir: path.join(dir, 'public') });
  ops = opsRunner(t, path.join(dir, 'public'));
  support = await operatorToken(t, ops, 'help@example.com', 'support');
  woff2 = await readFile(
    path.join(
      process.cwd(),
      'node_modules/@fontsource/abril-fatface/files/abril-fatface-latin-400-normal.woff2',
    ),
  );
  const add = async (body: Record<string, unknown>) => {
    const answer = await call(t, 'POST', `${BASE}/categories`, support, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: { uuid: string } }>().data.uuid;
  };
  music = await add({ fileType: 'audio', nameKo: '음악', nameEn: 'Music', sort: 1 });
  pop = await add({ fileType: 'audio', parentUuid: music, nameKo: '팝', nameEn: 'Pop', sort: 1 });
  sansSerif = await add({ fileType: 'font', nameKo: '고딕', nameEn: 'Sans-serif' });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const publicNames = () => readdir(path.join(dir, 'public')).catch(() => [] as string[]);
const privateNames = () => readdir(privateFilesDir(path.join(dir, 'public'))).catch(() => [] as string[]);
const nameOf = (url: string) => url.split('/').pop()!;

function send(method: 'POST' | 'PATCH', url: string, parts: Part[]) {
  const form = multipartBody(parts);
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${support}`, 'content-type': form.contentType },
    payload: form.body,
  });
}
const get = async <T>(url: string) => (await call(t, 'GET', url, support)).json<{ data: T }>().data;
const download = (fileUrl: string, fileName: string) =>
  t.app.inject({
    method: 'GET',
    url: `/p/api/files/download?${new URLSearchParams({ fileUrl, fileName }).toString()}`,
  });
const publicAudio = async () =>
  (await t.app.inject({ method: 'GET', url: '/p/api/audio?page=1&size=50' })).json<{
    data: { lists: { uuid: string; duration: number }[] };
  }>().data.lists;
const auditOf = async (uuid: string) =>
  (await t.database.db.select().from(auditLog)).filter((line) => line.subjectId === uuid);

const audioParts = (overrides: Record<string, string> = {}, file: Part | null = null): Part[] => [
  ...Object.entries({
    title: 'Morning Run',
    category2Uuid: pop,
    bpm: '120',
    licenseKo: '상업적 이용 가능',
    licenseEn: 'Free for commercial use',
    sort: '5',
    ...overrides,
  }).map(([name, value]) => ({ name, value })),
  file ?? { name: 'file', fileName: 'morning-run.wav', content: wav(3) },
];

describe('the console’s library categories', () => {
  it('lists both levels with both names and their use, renames, and deletes only an empty one', async () => {
    const audio = await get<{ lists: ConsoleCategory[] }>(`${BASE}/categories?fileType=audio`);
    expect(audio.lists.map((row) => [row.nameEn, row.depth, row.parentUuid])).toEqual([
      ['Music', 1, null],
      ['Pop', 2, music],
    ]);
    const renamed = await call(t, 'PATCH', `${BASE}/categories/${pop}`, support, { nameEn: 'Pop music' });
    expect(renamed.json<{ data: { changed: string[] } }>().data.changed).toEqual(['nameEn']);

    // A font type has no second level; a parent must be an audio category 1.
    const refused = await call(t, 'POST', `${BASE}/categories`, support, {
      fileType: 'font',
      parentUuid: sansSerif,
      nameKo: '굵은 고딕',
      nameEn: 'Bold sans',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'parentUuid' });

    // Music has Pop under it: refused with its code; an empty category goes.
    const inUse = await call(t, 'DELETE', `${BASE}/categories/${music}`, support);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ errorCode: 'CATEGORY_IN_USE' });
    const spare = (
      await call(t, 'POST', `${BASE}/categories`, support, {
        fileType: 'font',
        nameKo: '임시',
        nameEn: 'Spare',
      })
    ).json<{ data: { uuid: string } }>().data.uuid;
    expect((await call(t, 'DELETE', `${BASE}/categories/${spare}`, support)).statusCode).toBe(200);
    const fonts = await get<{ lists: ConsoleCategory[] }>(`${BASE}/categories?fileType=font`);
    expect(fonts.lists.map((row) => row.nameEn)).toEqual(['Sans-serif']);
    expect((await auditOf(spare)).map((line) => line.action)).toEqual([
      'library.category.create',
      'library.category.delete',
    ]);
  });
});

describe('the console’s audio', () => {
  it('adds audio with its length from the bytes, hides, shows and replaces it, each change audited', async () => {
    const added = await send('POST', `${BASE}/audio`, audioParts());
    expect(added.statusCode, added.body).toBe(200);
    const { uuid } = added.json<{ data: { uuid: string } }>().data;
    const item = await get<ConsoleAudio>(`${BASE}/audio/${uuid}`);
    const categories = await get<{ lists: ConsoleCategory[] }>(`${BASE}/categories?fileType=audio`);
    expect(categories.lists.map((row) => [row.nameKo, row.itemCount])).toEqual([
      ['음악', 1],
      ['팝', 1],
    ]);
    expect(item).toMatchObject({
      title: 'Morning Run',
      duration: 3,
      bpm: 120,
      sort: 5,
      isDisplay: true,
      category1: { uuid: music, nameKo: '음악' },
      category2: { uuid: pop },
      file: { fileName: 'morning-run.wav' },
    });
    expect((await publicAudio()).map((row) => row.uuid)).toContain(uuid);
    const first = item.file.fileUrl!;
    expect((await download(first, 'morning-run.wav')).statusCode).toBe(200);

    // Hidden: out of the public list, the file private and not downloadable.
    const hidden = await send('PATCH', `${BASE}/audio/${uuid}`, [{ name: 'isDisplay', value: 'false' }]);
    expect(hidden.json<{ data: { changed: string[] } }>().data.changed).toEqual(['isDisplay']);
    expect((await publicAudio()).map((row) => row.uuid)).not.toContain(uuid);
    expect((await get<ConsoleAudio>(`${BASE}/audio/${uuid}`)).file.fileUrl).toBeNull();
    expect(await publicNames()).not.toContain(nameOf(first));
    expect(await privateNames()).toContain(nameOf(first));
    expect((await download(first, 'morning-run.wav')).statusCode).toBe(404);
    const hiddenList = await get<{ lists: ConsoleAudio[] }>(`${BASE}/audio?display=hidden`);
    expect(hiddenList.lists.map((row) => row.uuid)).toEqual([uuid]);

    // Shown again, with a longer file: the length is read again, the old bytes are gone.
    const replaced = await send('PATCH', `${BASE}/audio/${uuid}`, [
      { name: 'isDisplay', value: 'true' },
      { name: 'file', fileName: 'morning-run-v2.wav', content: wav(5, 2) },
    ]);
    expect(replaced.json<{ data: { changed: string[] } }>().data.changed.sort()).toEqual([
      'duration',
      'file',
      'isDisplay',
    ]);
    const now = await get<ConsoleAudio>(`${BASE}/audio/${uuid}`);
    expect(now).toMatchObject({ duration: 5, isDisplay: true, file: { fileName: 'morning-run-v2.wav' } });
    expect((await download(now.file.fileUrl!, 'morning-run-v2.wav')).statusCode).toBe(200);
    expect([...(await publicNames()), ...(await privateNames())]).not.toContain(nameOf(first));

    const lines = await auditOf(uuid);
    expect(lines.map((line) => line.action)).toEqual([
      'library.audio.add',
      'library.audio.edit',
      'library.audio.edit',
    ]);
    expect(lines[2]).toMatchObject({
      before: { duration: 3, isDisplay: false, file: 'morning-run.wav' },
      after: { duration: 5, isDisplay: true, file: 'morning-run-v2.wav' },
    });
  });

  it('refuses what is wrong with its code and field, and stores nothing', async () => {
    const before = [...(await publicNames())].sort();
    const cases: [Part[], number, string, string][] = [
      [
        audioParts({}, { name: 'file', fileName: 'cover.png', content: png }),
        415,
        'FILE_TYPE_INVALID',
        'file',
      ],
      [audioParts({ category2Uuid: music }), 400, 'VALIDATION_FAILED', 'category2Uuid'],
      [audioParts({ bpm: 'fast' }), 400, 'VALIDATION_FAILED', 'bpm'],
      [audioParts({ title: '' }), 400, 'VALIDATION_FAILED', 'title'],
      [
        audioParts({}, { name: 'file', fileName: 'x'.repeat(60) + '.wav', content: wav(1) }),
        400,
        'FILE_NAME_INVALID',
        'file',
      ],
      [audioParts().slice(0, -1), 400, 'FILE_MISSING', 'file'],
    ];
    for (const [parts, status, code, field] of cases) {
      const answer = await send('POST', `${BASE}/audio`, parts);
      expect(answer.statusCode, `${code} ${field}: ${answer.body}`).toBe(status);
      expect(answer.json()).toMatchObject({ errorCode: code, field });
    }
    // A WAV header with no samples has no length to read.
    const empty = wav(1).slice(0, 44);
    const noLength = await send(
      'POST',
      `${BASE}/audio`,
      audioParts({}, { name: 'file', fileName: 'e.wav', content: empty }),
    );
    expect(noLength.statusCode).toBe(415);
    expect([...(await publicNames())].sort()).toEqual(before);
    const missing = await send('PATCH', `${BASE}/audio/00000000-0000-4000-8000-000000000000`, [
      { name: 'title', value: 'Nobody' },
    ]);
    expect(missing.statusCode).toBe(404);
  });

  it('add-audio and library-item give the same rows and lines as the console', async () => {
    const file = path.join(dir, 'evening.wav');
    await writeFile(file, wav(4, 3));
    const made = await ops(
      'add-audio',
      '--file',
      file,
      '--title',
      'Evening Walk',
      '--category',
      pop,
      '--bpm',
      '90',
      '--license-ko',
      '상업적 이용 가능',
      '--license-en',
      'Free for commercial use',
      '--hidden',
      '--json',
    );
    expect(made.code, made.err).toBe(0);
    const { uuid } = JSON.parse(made.out) as { uuid: string };
    expect(await get<ConsoleAudio>(`${BASE}/audio/${uuid}`)).toMatchObject({
      title: 'Evening Walk',
      duration: 4,
      bpm: 90,
      sort: 0,
      isDisplay: false,
      category1: { uuid: music },
      file: { fileName: 'evening.wav', fileUrl: null },
    });
    const shown = await ops('library-item', '--audio', uuid, '--show');
    expect(shown.code, shown.err).toBe(0);
    expect((await publicAudio()).map((row) => row.uuid)).toContain(uuid);
    const lines = await auditOf(uuid);
    expect(lines.map((line) => [line.action, line.actor])).toEqual([
      ['library.audio.add', 'ops command'],
      ['library.audio.edit', 'ops command'],
    ]);
    const refused = await ops(
      'add-audio',
      '--file',
      file,
      '--title',
      'X',
      '--category',
      music,
      '--bpm',
      '90',
      '--license-ko',
      'a',
      '--license-en',
      'b',
    );
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('category2Uuid');
  });
});

describe('the console’s fonts', () => {
  const fontParts = (files: Part[] = []): Part[] => [
    { name: 'fontName', value: 'Abril Fatface' },
    { name: 'maker', value: 'TypeTogether' },
    { name: 'fontTypeUuid', value: sansSerif },
    { name: 'licenseName', value: 'SIL Open Font License 1.1' },
    ...(files.length
      ? files
      : [
          { name: 'preview', fileName: 'abril.woff2', content: woff2 },
          { name: 'package', fileName: 'abril-fatface.zip', content: zip('Abril') },
          { name: 'license', fileName: 'OFL.txt', content: license },
        ]),
  ];

  it('adds a font with a preview stylesheet of its own, lists it publicly, hides its files', async () => {
    const added = await send('POST', `${BASE}/fonts`, fontParts());
    expect(added.statusCode, added.body).toBe(200);
    const { uuid } = added.json<{ data: { uuid: string } }>().data;
    const font = await get<ConsoleFont>(`${BASE}/fonts/${uuid}`);
    expect(font).toMatchObject({
      fontName: 'Abril Fatface',
      fontType: { uuid: sansSerif, nameEn: 'Sans-serif' },
      package: { fileName: 'abril-fatface.zip' },
      licenseFile: { fileName: 'OFL.txt' },
      isDisplay: true,
    });
    // The stylesheet declares the family for the woff2 stored next to it.
    const css = await t.app.inject({ method: 'GET', url: font.previewCssUrl });
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain(`font-family: '${font.fontFamily}'`);
    const woff2Name = /url\(\.\/([^)]+)\)/.exec(css.body)![1]!;
    expect((await t.app.inject({ method: 'GET', url: `/p/api/files/public/${woff2Name}` })).statusCode).toBe(
      200,
    );
    const licenseText = await download(font.licenseFile.fileUrl!, 'OFL.txt');
    expect(licenseText.body).toContain('Example Type Foundry');
    const publicList = await t.app.inject({ method: 'GET', url: '/p/api/font?page=1&size=20' });
    expect(
      publicList.json<{ data: { lists: { uuid: string }[] } }>().data.lists.map((row) => row.uuid),
    ).toContain(uuid);

    const hidden = await send('PATCH', `${BASE}/fonts/${uuid}`, [{ name: 'isDisplay', value: 'false' }]);
    expect(hidden.statusCode, hidden.body).toBe(200);
    const after = await get<ConsoleFont>(`${BASE}/fonts/${uuid}`);
    expect(after.package.fileUrl).toBeNull();
    expect(after.licenseFile.fileUrl).toBeNull();
    expect((await download(font.package.fileUrl!, 'abril-fatface.zip')).statusCode).toBe(404);
    const hiddenList = await get<{ lists: ConsoleFont[] }>(`${BASE}/fonts?display=hidden&keyword=typetog`);
    expect(hiddenList.lists.map((row) => row.uuid)).toEqual([uuid]);
    expect((await auditOf(uuid)).map((line) => line.action)).toEqual([
      'library.font.add',
      'library.font.edit',
    ]);
  });

  it('refuses a preview that is not woff2 and a licence that is not text or PDF, storing nothing', async () => {
    const before = [...(await publicNames())].sort();
    const notWoff2 = await send(
      'POST',
      `${BASE}/fonts`,
      fontParts([
        { name: 'preview', fileName: 'abril.woff2', content: png },
        { name: 'package', fileName: 'other.zip', content: zip('Other') },
        { name: 'license', fileName: 'OFL.txt', content: license },
      ]),
    );
    expect(notWoff2.statusCode).toBe(415);
    expect(notWoff2.json()).toMatchObject({ errorCode: 'FILE_TYPE_INVALID', field: 'preview' });
    const binaryLicense = await send(
      'POST',
      `${BASE}/fonts`,
      fontParts([
        { name: 'preview', fileName: 'abril.woff2', content: woff2 },
        { name: 'package', fileName: 'third.zip', content: zip('Third') },
        { name: 'license', fileName: 'OFL.txt', content: Buffer.from([0xff, 0xfe, 0x00, 0x41]) },
      ]),
    );
    expect(binaryLicense.statusCode).toBe(415);
    expect(binaryLicense.json()).toMatchObject({ errorCode: 'FILE_TYPE_INVALID', field: 'license' });
    expect([...(await publicNames())].sort()).toEqual(before);
  });
});
