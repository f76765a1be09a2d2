// Notices: the list per language (paging, newest first, hidden ones left out), one notice by uuid,
// and the HTML sanitized when a notice is saved.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice, NoticeSummary } from '../../contract/notices.js';
import { notices } from '../db/schema.js';
import { SEED_NOTICES } from '../seed/seed-notices.js';
import { createNotice } from '../content/notices.js';
import { errorBody } from './test-app.js';
import { createPublicContentApp, type PageBody, type PublicContentApp } from './public-content-fixture.js';

let test: PublicContentApp;
beforeAll(async () => {
  test = await createPublicContentApp();
});
afterAll(() => test.close());

const get = (url: string, language = 'ko') =>
  test.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

const seeded = (language: 'ko' | 'en') => SEED_NOTICES.filter((notice) => notice.language === language);

describe('GET /p/api/notices', () => {
  it('lists the notices of the reader’s language, newest first', async () => {
    for (const language of ['ko', 'en'] as const) {
      const response = await get('/p/api/notices?page=1&size=20', language);
      expect(response.statusCode).toBe(200);
      const body = response.json<PageBody<NoticeSummary>>();
      expect(body.data.totalCount).toBe(seeded(language).length);
      expect(body.data.lists.map((notice) => notice.title)).toEqual(
        [...seeded(language)].sort((a, b) => a.daysAgo - b.daysAgo).map((notice) => notice.title),
      );
      const dates = body.data.lists.map((notice) => Date.parse(notice.date));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      expect(response.headers['vary']).toMatch(/accept-language/i);
    }
    // No header, or another language: Korean.
    const fallback = (await get('/p/api/notices', 'fr')).json<PageBody<NoticeSummary>>();
    expect(fallback.data.totalCount).toBe(seeded('ko').length);
  });

  it('marks the notices with an attachment', async () => {
    const body = (await get('/p/api/notices', 'ko')).json<PageBody<NoticeSummary>>();
    const withAttachment = body.data.lists.filter((notice) => notice.hasAttachment).map((n) => n.title);
    expect(withAttachment).toEqual(
      seeded('ko')
        .filter((n) => n.attachment)
        .map((n) => n.title),
    );
  });

  it('pages: size and page, with the total of all pages', async () => {
    const first = (await get('/p/api/notices?page=1&size=2')).json<PageBody<NoticeSummary>>();
    const second = (await get('/p/api/notices?page=2&size=2')).json<PageBody<NoticeSummary>>();
    const beyond = (await get('/p/api/notices?page=9&size=2')).json<PageBody<NoticeSummary>>();
    expect(first.data).toMatchObject({ page: 1, size: 2, totalCount: seeded('ko').length });
    expect(first.data.lists).toHaveLength(2);
    expect(second.data.lists).toHaveLength(2);
    expect(second.data.lists[0]!.uuid).not.toBe(first.data.lists[0]!.uuid);
    expect(beyond.data.lists).toEqual([]);
    expect((await get('/p/api/notices?size=101')).statusCode).toBe(400);
    expect((await get('/p/api/notices?page=0')).statusCode).toBe(400);
  });

  it('leaves hidden notices out of the list and answers 404 for them', async () => {
    const uuid = await createNotice(test.database.db, {
      title: '숨김 공지',
      contentHtml: '<p>draft</p>',
      language: 'ko',
      postedAt: new Date(),
      isDisplay: false,
    });
    const body = (await get('/p/api/notices?size=100')).json<PageBody<NoticeSummary>>();
    expect(body.data.lists.map((notice) => notice.uuid)).not.toContain(uuid);
    expect(body.data.totalCount).toBe(seeded('ko').length);
    const response = await get(`/p/api/notices/${uuid}`);
    expect(response.statusCode).toBe(404);
    expect(errorBody(response)).toMatchObject({ status: 404, errorCode: 'NOT_FOUND', data: null });
  });
});

describe('GET /p/api/notices/{uuid}', () => {
  it('answers the notice in any language, with its content and attachment', async () => {
    const list = (await get('/p/api/notices', 'ko')).json<PageBody<NoticeSummary>>();
    const withAttachment = list.data.lists.find((notice) => notice.hasAttachment)!;
    // Asked from the English site: still found.
    const response = await get(`/p/api/notices/${withAttachment.uuid}`, 'en');
    expect(response.statusCode).toBe(200);
    const notice = response.json<{ data: Notice }>().data;
    expect(notice).toMatchObject({ uuid: withAttachment.uuid, title: '2026년 12월 정산 일정 안내' });
    expect(notice.content).toContain('<table>');
    expect(notice.attachment).toMatchObject({ fileName: '2026년_12월_정산_일정.pdf' });
    expect(notice.attachment!.fileUrl).toMatch(/^\/p\/api\/files\/public\/[0-9a-f]{32}\.pdf$/);
    expect(notice.attachment!.size).toBeGreaterThan(300);
    const plain = list.data.lists.find((n) => !n.hasAttachment)!;
    expect((await get(`/p/api/notices/${plain.uuid}`)).json<{ data: Notice }>().data.attachment).toBeNull();
  });

  it('answers 404 NOT_FOUND for an unknown uuid or a non-uuid', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1%27%20or%201=1']) {
      const response = await get(`/p/api/notices/${id}`);
      expect(response.statusCode).toBe(404);
      expect(errorBody(response).errorCode).toBe('NOT_FOUND');
    }
  });
});

describe('notice HTML is sanitized when saved', () => {
  it('removes scripts, event attributes, javascript: links, frames, styles and images', async () => {
    const uuid = await createNotice(test.database.db, {
      title: 'Sanitize me',
      contentHtml: [
        '<p onclick="alert(1)">Hello <strong>there</strong></p>',
        '<script>alert(2)</script>',
        '<img src=x onerror="alert(3)">',
        '<a href="javascript:alert(4)">bad</a>',
        '<a href="JaVaScRiPt:alert(5)">bad too</a>',
        '<a href="https://example.com/" title="ok">good</a>',
        '<a href="/notice">site path</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<style>body{display:none}</style>',
        '<svg><animate onbegin="alert(6)"/></svg>',
        '<table><tr><th scope="col" onmouseover="x()">h</th><td colspan="2" style="color:red">cell</td></tr></table>',
        '<td rowspan="javascript:alert(7)">',
      ].join(''),
      language: 'en',
      postedAt: new Date(),
    });
    const [row] = await test.database.db.select().from(notices).where(eq(notices.uuid, uuid));
    const stored = row!.content;
    for (const banned of [
      '<script',
      'onclick',
      'onerror',
      '<img',
      'javascript:',
      '<iframe',
      '<style',
      '<svg',
      'onbegin',
      'style=',
      'alert',
    ]) {
      expect(stored.toLowerCase()).not.toContain(banned.toLowerCase());
    }
    expect(stored).toContain('<p>Hello <strong>there</strong></p>');
    expect(stored).toContain('<a href="https://example.com/" title="ok">good</a>');
    expect(stored).toContain('<a href="/notice">site path</a>');
    expect(stored).toContain('<th scope="col">h</th><td colspan="2">cell</td>');
    // The answer carries what was stored.
    const answer = (await get(`/p/api/notices/${uuid}`)).json<{ data: Notice }>().data;
    expect(answer.content).toBe(stored);
  });
});
