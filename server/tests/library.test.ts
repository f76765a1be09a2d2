// The free libraries on the seeded rows: categories by type and language, every audio band filter
// (items inside the band, bounds included or excluded as contract/library-rules.ts says), category
// filters, paging, hidden items, and the font type and search filters.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileCategory } from '../../contract/files.js';
import {
  BPM_BANDS,
  BPM_SEARCH_TYPES,
  TIME_BANDS,
  TIME_SEARCH_TYPES,
  type Audio,
  type Font,
} from '../../contract/library.js';
import { audioTracks, fonts } from '../db/schema.js';
import { SEED_AUDIO_CATEGORIES, SEED_TRACKS } from '../seed/seed-audio.js';
import { makerFromCopyright, SEED_FONT_TYPES } from '../seed/seed-fonts.js';
import { containsPattern } from '../db/like-pattern.js';
import { invalidatePublicReads } from '../lib/public-cache.js';
import { createPublicContentApp, type PageBody, type PublicContentApp } from './public-content-fixture.js';

let test: PublicContentApp;
beforeAll(async () => {
  test = await createPublicContentApp();
});
afterAll(() => test.close());

async function get<T>(url: string, language = 'ko') {
  const response = await test.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PageBody<T>>().data;
}

const inside = (value: number, [from, to]: readonly [number, number | null]) =>
  value >= from && (to === null || value < to);

describe('GET /p/api/files/category', () => {
  it('audio: two levels, named in the request’s language, parents first', async () => {
    const ko = await get<FileCategory>('/p/api/files/category?fileType=audio', 'ko');
    const en = await get<FileCategory>('/p/api/files/category?fileType=audio', 'en');
    const depth1 = ko.lists.filter((category) => category.depth === 1);
    expect(depth1.map((category) => category.name)).toEqual(SEED_AUDIO_CATEGORIES.map((c) => c.ko));
    expect(en.lists.filter((c) => c.depth === 1).map((c) => c.name)).toEqual(
      SEED_AUDIO_CATEGORIES.map((c) => c.en),
    );
    const music = depth1[0]!;
    expect(music.parentUuid).toBeNull();
    expect(ko.lists.filter((c) => c.parentUuid === music.uuid).map((c) => c.name)).toEqual(
      SEED_AUDIO_CATEGORIES[0]!.children.map((c) => c.ko),
    );
    const firstChild = ko.lists.findIndex((c) => c.depth === 2);
    expect(ko.lists.slice(0, firstChild).every((c) => c.depth === 1)).toBe(true);
  });

  it('font: the font types, one level', async () => {
    const en = await get<FileCategory>('/p/api/files/category?fileType=font', 'en');
    expect(en.lists.map((c) => c.name)).toEqual(SEED_FONT_TYPES.map((type) => type.en));
    expect(en.lists.every((c) => c.depth === 1 && c.parentUuid === null)).toBe(true);
    const ko = await get<FileCategory>('/p/api/files/category?fileType=font', 'ko');
    expect(ko.lists.map((c) => c.name)).toContain('손글씨');
  });

  it('refuses an unknown file type', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/p/api/files/category?fileType=video' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });
});

describe('GET /p/api/audio', () => {
  it('lists every displayed track in the operator’s order with names in the request’s language', async () => {
    const page = await get<Audio>('/p/api/audio?page=1&size=100&isDisplay=true&sortType=sort', 'en');
    expect(page.totalCount).toBe(SEED_TRACKS.length);
    expect(page.lists.map((track) => track.title)).toEqual(SEED_TRACKS.map((track) => track.title));
    const first = page.lists[0]!;
    expect(first).toMatchObject({ audioCategory1: { name: 'Music' }, audioCategory2: { name: 'Pop' } });
    expect(first.license).toMatch(/commercial use/);
    expect(first.file.fileUrl).toMatch(/^\/p\/api\/files\/public\/[0-9a-f]{32}\.wav$/);
    expect(first.file.fileName).toBe('sunny-side-up.wav');
    const ko = await get<Audio>('/p/api/audio?size=1', 'ko');
    expect(ko.lists[0]).toMatchObject({ audioCategory1: { name: '음악' }, audioCategory2: { name: '팝' } });
    expect(ko.lists[0]!.license).toMatch(/상업적 이용 가능/);
  });

  it.each(TIME_SEARCH_TYPES)('timeSearchType=%s keeps exactly the tracks inside its band', async (type) => {
    const page = await get<Audio>(`/p/api/audio?size=100&timeSearchType=${type}`);
    const expected = SEED_TRACKS.filter((track) => inside(track.seconds, TIME_BANDS[type]));
    expect(expected.length).toBeGreaterThan(0);
    expect(page.totalCount).toBe(expected.length);
    expect(page.lists.every((track) => inside(track.duration, TIME_BANDS[type]))).toBe(true);
  });

  it.each(BPM_SEARCH_TYPES)('bpmSearchType=%s keeps exactly the tracks inside its band', async (type) => {
    const page = await get<Audio>(`/p/api/audio?size=100&bpmSearchType=${type}`);
    const expected = SEED_TRACKS.filter((track) => inside(track.bpm, BPM_BANDS[type]));
    expect(expected.length).toBeGreaterThan(0);
    expect(page.totalCount).toBe(expected.length);
    expect(page.lists.every((track) => inside(track.bpm, BPM_BANDS[type]))).toBe(true);
  });

  it('band bounds: the lower bound is in, the upper bound out (60 s, 180 s, 100 and 200 BPM)', async () => {
    const titles = async (query: string) =>
      (await get<Audio>(`/p/api/audio?size=100&${query}`)).lists.map((t) => t.title);
    expect(await titles('timeSearchType=3')).toContain('Neon Run'); // 60 s
    expect(await titles('timeSearchType=2')).not.toContain('Neon Run');
    expect(await titles('timeSearchType=5')).toContain('Quiet Before Dawn'); // 180 s
    expect(await titles('timeSearchType=2')).toContain('Bubblegum Morning'); // 30 s
    expect(await titles('bpmSearchType=3')).toContain('Notification Chimes'); // 100 BPM
    expect(await titles('bpmSearchType=5')).toContain('Drum Roll Build'); // 200 BPM
    expect(await titles('bpmSearchType=4')).not.toContain('Drum Roll Build');
  });

  it('combines the band filters with each other and with the categories', async () => {
    const categories = await get<FileCategory>('/p/api/files/category?fileType=audio', 'en');
    const sfx = categories.lists.find((c) => c.name === 'Sound effects')!;
    const nature = categories.lists.find((c) => c.name === 'Nature')!;
    const bySfx = await get<Audio>(`/p/api/audio?size=100&audioCategory1Uuid=${sfx.uuid}`, 'en');
    expect(bySfx.totalCount).toBe(
      SEED_TRACKS.filter((t) => ['ui', 'nature', 'transition'].includes(t.category)).length,
    );
    expect(bySfx.lists.every((t) => t.audioCategory1.uuid === sfx.uuid)).toBe(true);
    const byNature = await get<Audio>(`/p/api/audio?size=100&audioCategory2Uuid=${nature.uuid}`, 'en');
    expect(byNature.lists.map((t) => t.title)).toEqual(
      SEED_TRACKS.filter((t) => t.category === 'nature').map((t) => t.title),
    );
    const combined = await get<Audio>(
      `/p/api/audio?size=100&audioCategory1Uuid=${sfx.uuid}&timeSearchType=1&bpmSearchType=3`,
      'en',
    );
    expect(combined.lists.map((t) => t.title)).toEqual(
      SEED_TRACKS.filter(
        (t) =>
          ['ui', 'nature', 'transition'].includes(t.category) &&
          t.seconds < 30 &&
          t.bpm >= 100 &&
          t.bpm < 150,
      ).map((t) => t.title),
    );
    // An unknown or malformed category matches nothing.
    expect(
      (await get<Audio>('/p/api/audio?audioCategory1Uuid=00000000-0000-4000-8000-000000000000')).totalCount,
    ).toBe(0);
    expect((await get<Audio>('/p/api/audio?audioCategory2Uuid=nope')).totalCount).toBe(0);
  });

  it('pages: totalCount of all, page 2 continues page 1', async () => {
    const first = await get<Audio>('/p/api/audio?page=1&size=10');
    const second = await get<Audio>('/p/api/audio?page=2&size=10');
    const last = await get<Audio>('/p/api/audio?page=3&size=10');
    expect(first).toMatchObject({ totalCount: SEED_TRACKS.length, page: 1, size: 10 });
    expect(second.lists.map((t) => t.title)).toEqual(SEED_TRACKS.slice(10, 20).map((t) => t.title));
    expect(last.lists).toHaveLength(SEED_TRACKS.length - 20);
  });

  it('never shows hidden tracks, whatever isDisplay says', async () => {
    await test.database.db
      .update(audioTracks)
      .set({ isDisplay: false })
      .where(eq(audioTracks.title, 'Neon Run'));
    // A write to the library outside its services says so itself (lib/public-cache.ts).
    await invalidatePublicReads(test.database.db, 'library');
    try {
      for (const query of ['', 'isDisplay=false', 'isDisplay=true', 'timeSearchType=3']) {
        const page = await get<Audio>(`/p/api/audio?size=100&${query}`);
        expect(page.lists.map((t) => t.title)).not.toContain('Neon Run');
      }
      expect((await get<Audio>('/p/api/audio?size=100')).totalCount).toBe(SEED_TRACKS.length - 1);
    } finally {
      await test.database.db
        .update(audioTracks)
        .set({ isDisplay: true })
        .where(eq(audioTracks.title, 'Neon Run'));
      await invalidatePublicReads(test.database.db, 'library');
    }
  });

  it('refuses filter codes outside the contract', async () => {
    for (const query of ['timeSearchType=6', 'bpmSearchType=0', 'sortType=newest', 'size=0']) {
      const response = await test.app.inject({ method: 'GET', url: `/p/api/audio?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /p/api/font', () => {
  it('lists every installed font with its preview, licence and package', async () => {
    const page = await get<Font>('/p/api/font?page=1&size=100&isDisplay=true&sortType=sort', 'en');
    expect(page.totalCount).toBe(24);
    const jua = page.lists.find((font) => font.fontName === 'Jua')!;
    expect(jua).toMatchObject({
      maker: 'The BM JUA Project Authors',
      fontType: { name: 'Sans-serif' },
      license: 'SIL Open Font License 1.1',
      fontFamily: 'Jua',
      file: { fileName: 'Jua-webfont.zip' },
    });
    expect(jua.previewCssUrl).toMatch(/^\/p\/api\/files\/public\/[0-9a-f]{32}\.css$/);
    expect(jua.licenseUrl).toMatch(/^\/p\/api\/files\/public\/[0-9a-f]{32}\.txt$/);
    // Korean fonts come first.
    expect(page.lists[0]!.fontName).toBe('Black Han Sans');
  });

  it('filters by font type', async () => {
    const types = await get<FileCategory>('/p/api/files/category?fileType=font', 'en');
    const mono = types.lists.find((type) => type.name === 'Monospace')!;
    const page = await get<Font>(`/p/api/font?size=100&fontType=${mono.uuid}`, 'en');
    expect(page.lists.map((font) => font.fontName).sort()).toEqual(['JetBrains Mono', 'Roboto Mono']);
    const handwriting = types.lists.find((type) => type.name === 'Handwriting')!;
    const hand = await get<Font>(`/p/api/font?size=100&fontType=${handwriting.uuid}`, 'en');
    expect(hand.lists.map((font) => font.fontName)).toContain('Nanum Pen Script');
    expect(hand.lists.every((font) => font.fontType.uuid === handwriting.uuid)).toBe(true);
    expect((await get<Font>('/p/api/font?fontType=x')).totalCount).toBe(0);
  });

  it('searches the name or the maker, ignoring case', async () => {
    const byName = await get<Font>('/p/api/font?size=100&searchType=fontName&searchKeyword=nanum');
    expect(byName.lists.map((font) => font.fontName).sort()).toEqual([
      'Nanum Brush Script',
      'Nanum Pen Script',
    ]);
    const byMaker = await get<Font>('/p/api/font?size=100&searchType=maker&searchKeyword=yoondesign');
    expect(byMaker.lists.map((font) => font.fontName).sort()).toEqual(['Hi Melody', 'Poor Story']);
    // The name search does not look at makers.
    expect((await get<Font>('/p/api/font?searchType=fontName&searchKeyword=yoondesign')).totalCount).toBe(0);
  });

  it('treats % and _ in the keyword as plain characters', async () => {
    for (const keyword of ['%', '_', '%25', 'N_num', '\\']) {
      const page = await get<Font>(
        `/p/api/font?size=100&searchType=fontName&searchKeyword=${encodeURIComponent(keyword)}`,
      );
      expect(page.totalCount, keyword).toBe(0);
    }
    await test.database.db.update(fonts).set({ maker: 'Studio 100%_Type' }).where(eq(fonts.fontName, 'Gugi'));
    await invalidatePublicReads(test.database.db, 'library');
    const literal = await get<Font>(
      `/p/api/font?searchType=maker&searchKeyword=${encodeURIComponent('100%_t')}`,
    );
    expect(literal.lists.map((font) => font.fontName)).toEqual(['Gugi']);
    expect(containsPattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });

  it('pages and leaves hidden fonts out', async () => {
    const first = await get<Font>('/p/api/font?page=1&size=20');
    const second = await get<Font>('/p/api/font?page=2&size=20');
    expect(first.lists).toHaveLength(20);
    expect(second.lists).toHaveLength(4);
    expect(second.totalCount).toBe(24);
    await test.database.db.update(fonts).set({ isDisplay: false }).where(eq(fonts.fontName, 'Lora'));
    await invalidatePublicReads(test.database.db, 'library');
    const after = await get<Font>('/p/api/font?size=100&searchKeyword=lora');
    expect(after.totalCount).toBe(0);
  });
});

describe('makerFromCopyright', () => {
  it('reads the holder out of the licence line', () => {
    expect(makerFromCopyright('Copyright (c) 2017 by TAE System & Typefaces Co.. All rights reserved.')).toBe(
      'TAE System & Typefaces Co.',
    );
    expect(
      makerFromCopyright('Copyright © 2010 NHN Corporation. All rights reserved. Font designed by Sandoll'),
    ).toBe('NHN Corporation');
    expect(
      makerFromCopyright(
        'Copyright (c) 2011, Copyright (c) 2011, TypeTogether (www.type-together.com), with Reserved',
      ),
    ).toBe('TypeTogether');
  });
});
