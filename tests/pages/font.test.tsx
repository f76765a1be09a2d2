import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { apiPaths } from '../../contract/paths';
import { env } from '../../src/lib/env';
import { changeLanguage } from '../../src/lib/i18n';
import { fail } from '../msw/envelope';
import { fontIn, fonts, handwriting, serif } from '../msw/fixtures/library';
import { server } from '../msw/server';
import { spyOnRequests, type SeenRequest } from '../msw/spy';
import { renderRoute } from '../render-route';

const member = { uid: 'creator@example.com', uuid: 'u-1', name: 'Creator', token: 'jwt-token' };
const BASE = { isDisplay: 'true', sortType: 'sort', page: '1', size: '20' };
const DEFAULT_SAMPLE = '다람쥐 헌 쳇바퀴에 타고파 The quick brown fox jumps over the lazy dog 0123456789';
// The pagination's hidden "Page " loses its space in jsdom's name computation.
const PAGE_2 = /^Page\s?2$/;

function lastQuery(seen: SeenRequest[]): Record<string, string> {
  const last = seen.at(-1);
  if (!last) throw new Error('no request');
  const query = Object.fromEntries(last.url.searchParams);
  delete query._t;
  return query;
}

async function openFonts(path = '/font', options: { session?: typeof member } = {}) {
  const view = renderRoute(path, options);
  await view.findHeading(/^(Free fonts|무료 폰트)$/);
  return view;
}

const fontList = () => screen.findByRole('list', { name: 'Fonts' }, { timeout: 8_000 });
const cards = async () => within(await fontList()).getAllByRole('article');
const previews = () => screen.getAllByTestId('font-preview');
const searchOf = (view: ReturnType<typeof renderRoute>) =>
  Object.fromEntries(new URLSearchParams(view.router.state.location.search));
const searchForm = () => screen.getByRole('search', { name: 'Search fonts' });

// These tests walk through many choices; a shared, busy machine needs more than the default 5 s.
const LONG_TEST_MS = 30_000;
// The same for each waitFor/findBy (this file only: vitest isolates test files).

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the font list', { timeout: LONG_TEST_MS }, () => {
  it('asks for displayed fonts in the operator order and shows each font with its licence and preview', async () => {
    const seen = spyOnRequests('get', apiPaths.font);
    await openFonts();
    const items = await cards();
    expect(items).toHaveLength(20);
    expect(lastQuery(seen)).toEqual(BASE);
    await waitFor(() => expect(document.title).toBe('Free fonts | Creator Portal'));

    const jua = fontIn(fonts[5]!, 'en');
    const card = within(items[5] as HTMLElement);
    expect(card.getByRole('heading', { level: 2, name: 'Jua' })).toBeInTheDocument();
    expect(card.getByText('Woowahan Brothers')).toBeInTheDocument();
    expect(card.getByText('Sans serif')).toBeInTheDocument();
    // The licence every font shares is named once above the list; each card links its own text.
    const common = screen.getByRole('region', { name: 'Licence of the fonts on this page' });
    expect(common).toHaveTextContent('SIL Open Font License 1.1');
    expect(screen.getAllByText('SIL Open Font License 1.1')).toHaveLength(1);
    const licence = card.getByRole('link', { name: /^Licence text\s?\(opens in a new tab\)$/ });
    expect(licence).toHaveAttribute('href', `${env.fileHost}${jua.licenseUrl}`);
    expect(licence).toHaveAttribute('target', '_blank');
    expect(licence).toHaveAttribute('rel', 'noopener noreferrer');
    expect(card.getByRole('button', { name: 'Download Jua' })).toBeInTheDocument();

    // The preview: the sample text in the font, with a fallback.
    const preview = card.getByTestId('font-preview');
    expect(preview).toHaveTextContent(DEFAULT_SAMPLE);
    // The CSSOM serializes the quotes as double quotes.
    expect(preview.style.fontFamily).toBe('"Jua Preview", sans-serif');

    // Each card's stylesheet, hoisted into <head> by React (once per URL). React preloads it and
    // renders the <link rel="stylesheet"> once the preload has arrived; jsdom loads nothing, so
    // the test says it did.
    const preloads = document.head.querySelectorAll('link[rel="preload"][as="style"]');
    expect(Array.from(preloads, (link) => link.getAttribute('href'))).toContain(jua.previewCssUrl);
    for (const link of preloads) fireEvent.load(link);
    await waitFor(() => {
      const links = Array.from(
        document.head.querySelectorAll<HTMLLinkElement>(
          'link[rel="stylesheet"][data-precedence="font-preview"]',
        ),
      ).map((link) => link.getAttribute('href'));
      expect(links).toContain(jua.previewCssUrl);
      expect(new Set(links).size).toBe(links.length);
      expect(links).toHaveLength(20);
    });
  });

  it('applies the sample text and size to every preview, without a live region', async () => {
    const view = await openFonts();
    await fontList();
    const sample = screen.getByRole('textbox', { name: 'Preview text' });
    expect(sample).toHaveValue(DEFAULT_SAMPLE);
    expect(sample).toHaveAccessibleDescription('What you type here is shown in every font below.');

    await view.user.clear(sample);
    await view.user.type(sample, '안녕하세요 Hello 2024');
    for (const preview of previews()) {
      expect(preview).toHaveTextContent('안녕하세요 Hello 2024');
      expect(preview.closest('[aria-live]')).toBeNull();
      expect(preview).not.toHaveAttribute('role');
    }

    // An empty sample shows each font's own name.
    await view.user.clear(sample);
    expect(previews()[5]).toHaveTextContent('Jua');

    const size = screen.getByRole('slider', { name: 'Preview size' });
    expect(size).toHaveValue('32');
    expect(previews()[0]).toHaveStyle({ fontSize: '32px' });
    fireEvent.change(size, { target: { value: '36' } });
    expect(size).toHaveValue('36');
    for (const preview of previews()) expect(preview).toHaveStyle({ fontSize: '36px' });
  });

  it('maps the font type to fontType in the query and the URL', async () => {
    const seen = spyOnRequests('get', apiPaths.font);
    const view = await openFonts();
    await fontList();
    const type = screen.getByRole('combobox', { name: 'Font type' });
    await waitFor(() =>
      expect(
        within(type)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Sans serif', 'Serif', 'Handwriting', 'Display']),
    );
    await view.user.selectOptions(type, 'Serif');
    await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, fontType: serif.uuid }));
    expect(searchOf(view)).toEqual({ fontType: serif.uuid });
    await waitFor(async () =>
      expect((await cards()).map((c) => c.querySelector('h2')?.textContent)).toEqual([
        'Song Myung',
        'Lora',
        'Merriweather',
        'Playfair Display',
      ]),
    );
  });

  it('searches by font name or maker: trimmed keyword, page back to 1, both in the URL', async () => {
    const seen = spyOnRequests('get', apiPaths.font);
    const view = await openFonts('/font?page=2');
    await fontList();
    expect(lastQuery(seen)).toEqual({ ...BASE, page: '2' });

    // The form remounts when the URL's search changes: query it afresh.
    const form = {
      getByRole: (role: 'combobox' | 'searchbox' | 'button', options: { name: string }) =>
        within(searchForm()).getByRole(role, options),
    };
    await view.user.selectOptions(form.getByRole('combobox', { name: 'Search by' }), 'Maker');
    await view.user.type(form.getByRole('searchbox', { name: 'Keyword' }), '  woowahan  ');
    await view.user.click(form.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastQuery(seen)).toEqual({ ...BASE, searchType: 'maker', searchKeyword: 'woowahan' }),
    );
    expect(searchOf(view)).toEqual({ searchType: 'maker', searchKeyword: 'woowahan' });
    expect(form.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('woowahan');
    await waitFor(async () =>
      expect((await cards()).map((c) => c.querySelector('h2')?.textContent)).toEqual(['Do Hyeon', 'Jua']),
    );

    // Enter submits too; the font name is the default search type.
    await view.user.selectOptions(form.getByRole('combobox', { name: 'Search by' }), 'Font name');
    await view.user.clear(form.getByRole('searchbox', { name: 'Keyword' }));
    await view.user.type(form.getByRole('searchbox', { name: 'Keyword' }), 'nanum{Enter}');
    await waitFor(() =>
      expect(lastQuery(seen)).toEqual({ ...BASE, searchType: 'fontName', searchKeyword: 'nanum' }),
    );
    await waitFor(async () => expect(await cards()).toHaveLength(2));

    // The keyword is capped at 50 characters.
    const keyword = form.getByRole('searchbox', { name: 'Keyword' });
    await view.user.clear(keyword);
    await view.user.type(keyword, 'x'.repeat(60));
    expect(keyword).toHaveValue('x'.repeat(50));

    // An empty search removes both parameters.
    await view.user.clear(keyword);
    await view.user.click(form.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(seen)).toEqual(BASE));
    expect(searchOf(view)).toEqual({});
  });

  it('maps the page size and page links to the query and the URL', async () => {
    const seen = spyOnRequests('get', apiPaths.font);
    const view = await openFonts();
    await fontList();
    const pages = screen.getByRole('navigation', { name: 'Font pages' });
    await view.user.click(within(pages).getByRole('link', { name: PAGE_2 }));
    await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, page: '2' }));
    await waitFor(async () => expect(await cards()).toHaveLength(4));
    expect(searchOf(view)).toEqual({ page: '2' });

    const size = screen.getByRole('combobox', { name: 'Items per page' });
    await view.user.selectOptions(size, '40 per page');
    await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, size: '40' }));
    expect(searchOf(view)).toEqual({ size: '40' });
    await waitFor(async () => expect(await cards()).toHaveLength(24));
    await view.user.selectOptions(size, '60 per page');
    await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, size: '60' }));
    expect(searchOf(view)).toEqual({ size: '60' });
  });

  it('restores the type, search, page and size from the URL', async () => {
    const seen = spyOnRequests('get', apiPaths.font);
    await openFonts(`/font?fontType=${handwriting.uuid}&searchType=maker&searchKeyword=YoonDesign&size=40`);
    await waitFor(() =>
      expect(lastQuery(seen)).toEqual({
        ...BASE,
        size: '40',
        fontType: handwriting.uuid,
        searchType: 'maker',
        searchKeyword: 'YoonDesign',
      }),
    );
    expect(seen).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Font type' })).toHaveDisplayValue('Handwriting'),
    );
    const form = within(searchForm());
    expect(form.getByRole('combobox', { name: 'Search by' })).toHaveDisplayValue('Maker');
    expect(form.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('YoonDesign');
    expect((await cards()).map((c) => c.querySelector('h2')?.textContent)).toEqual([
      'Hi Melody',
      'Poor Story',
    ]);
  });

  it('shows an empty state whose reset clears the type and the search', async () => {
    const seen = spyOnRequests('get', apiPaths.font);
    const view = await openFonts(`/font?fontType=${serif.uuid}&searchType=fontName&searchKeyword=zzz`);
    const empty = await screen.findByText('No fonts match your search.', {}, { timeout: 8_000 });
    await view.user.click(
      within(empty.parentElement as HTMLElement).getByRole('button', { name: 'Reset filters' }),
    );
    await waitFor(() => expect(lastQuery(seen)).toEqual(BASE));
    expect(await cards()).toHaveLength(20);
    expect(within(searchForm()).getByRole('searchbox', { name: 'Keyword' })).toHaveValue('');
  });

  it('shows a translated error with a retry', async () => {
    server.use(http.get(`*${apiPaths.font}`, () => fail(500, ErrorCode.Internal, 'boom'), { once: true }));
    const view = await openFonts();
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert).toHaveTextContent('The font list could not be loaded.');
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(20);
  });
});

describe('font downloads', { timeout: LONG_TEST_MS }, () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  it('tells an anonymous visitor that login is required and fetches nothing', async () => {
    const downloads = spyOnRequests('get', apiPaths.download);
    const view = await openFonts();
    await fontList();
    await view.user.click(screen.getByRole('button', { name: 'Download Lora' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'This page requires login' });
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(prompt).not.toBeInTheDocument());
    expect(clicked).toHaveLength(0);
    expect(downloads).toHaveLength(0);
  });

  it('opens the download path for a member', async () => {
    const view = await openFonts('/font', { session: member });
    await fontList();
    await view.user.click(screen.getByRole('button', { name: 'Download Lora' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(clicked).toHaveLength(1);
    const url = new URL((clicked[0] as HTMLAnchorElement).href);
    expect(`${url.origin}${url.pathname}`).toBe(`${env.fileHost}${apiPaths.download}`);
    expect(url.searchParams.get('fileUrl')).toBe('/p/api/files/public/font/lora.zip');
    expect(url.searchParams.get('fileName')).toBe('Lora.zip');
  });
});

describe('in Korean', { timeout: LONG_TEST_MS }, () => {
  it('translates the labels and the font types', async () => {
    await changeLanguage('ko');
    await openFonts();
    const items = await screen.findAllByRole('article', {}, { timeout: 8_000 });
    expect(within(items[0] as HTMLElement).getByText('디스플레이')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '미리보기 문구' })).toHaveValue(DEFAULT_SAMPLE);
    expect(
      within(screen.getByRole('search', { name: '폰트 검색' })).getByRole('button', { name: '검색' }),
    ).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByRole('button', { name: 'Black Han Sans 다운로드' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: '폰트 종류' }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['전체', '고딕', '명조', '손글씨', '디스플레이']),
    );
  });
});
