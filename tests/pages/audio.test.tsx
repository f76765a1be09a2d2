import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { apiPaths } from '../../contract/paths';
import { changeLanguage } from '../../src/lib/i18n';
import { fail } from '../msw/envelope';
import { bgm, bgmCalm, bgmUpbeat, effects, jingles } from '../msw/fixtures/library';
import { creator } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { spyOnRequests, type SeenRequest } from '../msw/spy';
import { renderRoute } from '../render-route';

const member = { uid: 'creator@example.com', uuid: 'u-1', name: 'Creator', token: 'jwt-token' };

/** The query of the last request, without the client's `_t`. */
function lastQuery(seen: SeenRequest[]): Record<string, string> {
  const last = seen.at(-1);
  if (!last) throw new Error('no request');
  const query = Object.fromEntries(last.url.searchParams);
  expect(query._t).toMatch(/^\d+$/);
  delete query._t;
  return query;
}

// The pagination's hidden "Page " loses its space in jsdom's name computation.
const PAGE_2 = /^Page\s?2$/;
const BASE = { isDisplay: 'true', sortType: 'sort', page: '1', size: '20' };

async function openAudio(path = '/audio', name: string | RegExp = 'Free audio') {
  const view = renderRoute(path);
  await view.findHeading(name);
  return view;
}

const trackList = () => screen.findByRole('list', { name: 'Audio tracks' }, { timeout: 8_000 });
const tracks = async () => within(await trackList()).getAllByRole('article');
const select = (name: string) => screen.getByRole('combobox', { name });
const searchOf = (view: ReturnType<typeof renderRoute>) =>
  Object.fromEntries(new URLSearchParams(view.router.state.location.search));

// These tests walk through many choices; a shared, busy machine needs more than the default 5 s.
const LONG_TEST_MS = 30_000;
// The same for each waitFor/findBy (this file only: vitest isolates test files).

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the audio list', { timeout: LONG_TEST_MS }, () => {
  it('asks for displayed audio in the operator order, 20 a page, and shows each track', async () => {
    const seen = spyOnRequests('get', apiPaths.audio);
    await openAudio();
    const items = await tracks();
    expect(items).toHaveLength(20);
    expect(lastQuery(seen)).toEqual(BASE);
    await waitFor(() => expect(document.title).toBe('Free audio | Creator Portal'));

    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 2, name: 'Track 01' })).toBeInTheDocument();
    expect(first.getByText(/Background music/)).toHaveTextContent('Background music › , Calm');
    expect(first.getByText('0:12')).toHaveAttribute('datetime', 'PT0M12S');
    expect(first.getByText('50 BPM')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Play Track 01' })).toBeInTheDocument();
    // Every fixture track has the same licence: said once above the list, on no row.
    const licence = screen.getByRole('region', { name: 'Licence of the tracks on this page' });
    expect(licence).toHaveTextContent('Free for commercial use, no attribution required');
    expect(screen.getAllByText('Free for commercial use, no attribution required')).toHaveLength(1);
    // One shared <audio> element, outside the rows, that fetches nothing before play.
    const players = document.querySelectorAll('audio');
    expect(players).toHaveLength(1);
    expect(items[0]?.querySelector('audio')).toBeNull();
    expect(players[0]).toHaveAttribute('preload', 'none');
    expect(players[0]).not.toHaveAttribute('controls');
    expect(players[0]).not.toHaveAttribute('src');
    expect(first.getByRole('button', { name: 'Download Track 01' })).toHaveTextContent('Download');
    // Track 12 lasts 4 minutes.
    expect(within(items[11] as HTMLElement).getByText('4:00')).toBeInTheDocument();
    expect(screen.getByText('45 items')).toBeInTheDocument();
  });

  it('maps category 1 and 2 to the query and the URL; category 2 depends on category 1', async () => {
    const seen = spyOnRequests('get', apiPaths.audio);
    const view = await openAudio();
    await trackList();

    const category2 = select('Subcategory');
    expect(category2).toBeDisabled();
    expect(
      within(category2)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pick a category first']);
    // Only category 1 rows are offered at the first level.
    await waitFor(() =>
      expect(
        within(select('Category'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Background music', 'Sound effects', 'Jingles']),
    );

    await view.user.selectOptions(select('Category'), 'Background music');
    await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, audioCategory1Uuid: bgm.uuid }));
    expect(searchOf(view)).toEqual({ audioCategory1Uuid: bgm.uuid });
    expect(category2).toBeEnabled();
    expect(
      within(category2)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Calm', 'Upbeat']);
    for (const item of await tracks()) expect(item).toHaveTextContent('Background music');

    await view.user.selectOptions(category2, 'Upbeat');
    await waitFor(() =>
      expect(lastQuery(seen)).toEqual({
        ...BASE,
        audioCategory1Uuid: bgm.uuid,
        audioCategory2Uuid: bgmUpbeat.uuid,
      }),
    );
    expect(searchOf(view)).toEqual({ audioCategory1Uuid: bgm.uuid, audioCategory2Uuid: bgmUpbeat.uuid });

    // A new category 1 clears category 2.
    await view.user.selectOptions(select('Category'), 'Sound effects');
    await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, audioCategory1Uuid: effects.uuid }));
    expect(searchOf(view)).toEqual({ audioCategory1Uuid: effects.uuid });
    expect(select('Subcategory')).toHaveValue('');
    expect(
      within(select('Subcategory'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Nature', 'Interface']);

    // Back to "all": category 2 is disabled again and nothing is sent.
    await view.user.selectOptions(select('Category'), 'All');
    await waitFor(() => expect(lastQuery(seen)).toEqual(BASE));
    expect(select('Subcategory')).toBeDisabled();
  });

  it('maps each of the five duration bands and five BPM bands', async () => {
    const seen = spyOnRequests('get', apiPaths.audio);
    const view = await openAudio();
    await trackList();
    const timeBands = ['Under 30 s', '30 s – 1 min', '1 – 2 min', '2 – 3 min', '3 min and above'];
    for (const [index, label] of timeBands.entries()) {
      await view.user.selectOptions(select('Length'), label);
      const code = String(index + 1);
      await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, timeSearchType: code }));
      expect(searchOf(view)).toEqual({ timeSearchType: code });
    }
    await view.user.selectOptions(select('Length'), 'All');
    await waitFor(() => expect(lastQuery(seen)).toEqual(BASE));

    const bpmBands = ['Under 50', '50 – 100', '100 – 150', '150 – 200', '200 and above'];
    for (const [index, label] of bpmBands.entries()) {
      await view.user.selectOptions(select('BPM'), label);
      const code = String(index + 1);
      await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, bpmSearchType: code }));
      expect(searchOf(view)).toEqual({ bpmSearchType: code });
    }
  });

  it('filters by band on the server side: 3 min and above shows only long tracks', async () => {
    const view = await openAudio();
    await trackList();
    await view.user.selectOptions(select('Length'), '3 min and above');
    await waitFor(async () => {
      const times = (await tracks()).map((item) => item.querySelector('time')?.textContent);
      expect(times.length).toBeGreaterThan(0);
      expect(times.every((time) => time === '3:00' || time === '4:00')).toBe(true);
    });
  });

  it('maps the page size (20, 40, 60) and the page links to the query and the URL', async () => {
    const seen = spyOnRequests('get', apiPaths.audio);
    const view = await openAudio();
    await trackList();

    const pages = screen.getByRole('navigation', { name: 'Audio pages' });
    await view.user.click(within(pages).getByRole('link', { name: PAGE_2 }));
    await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, page: '2' }));
    expect(searchOf(view)).toEqual({ page: '2' });
    await waitFor(async () => expect(await tracks()).toHaveLength(20));

    await view.user.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, page: '3' }));
    await waitFor(async () => expect(await tracks()).toHaveLength(5));

    // A new size starts again at page 1.
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '40 per page');
    await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, size: '40' }));
    expect(searchOf(view)).toEqual({ size: '40' });
    await waitFor(async () => expect(await tracks()).toHaveLength(40));

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '60 per page');
    await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, size: '60' }));
    await waitFor(async () => expect(await tracks()).toHaveLength(45));
    expect(screen.queryByRole('link', { name: PAGE_2 })).not.toBeInTheDocument();

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '20 per page');
    await waitFor(() => expect(lastQuery(seen)).toEqual(BASE));
    expect(searchOf(view)).toEqual({});

    // A filter keeps the size and goes back to page 1.
    await view.user.click(within(pages).getByRole('link', { name: PAGE_2 }));
    await waitFor(() => expect(searchOf(view)).toEqual({ page: '2' }));
    await view.user.selectOptions(select('BPM'), '200 and above');
    await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, bpmSearchType: '5' }));
  });

  it('restores filters, page and size from the URL (reload, shared link)', async () => {
    const seen = spyOnRequests('get', apiPaths.audio);
    await openAudio(
      `/audio?audioCategory1Uuid=${effects.uuid}&timeSearchType=3&bpmSearchType=2&page=2&size=40`,
    );
    await waitFor(() =>
      expect(lastQuery(seen)).toEqual({
        isDisplay: 'true',
        sortType: 'sort',
        audioCategory1Uuid: effects.uuid,
        timeSearchType: '3',
        bpmSearchType: '2',
        page: '2',
        size: '40',
      }),
    );
    expect(seen).toHaveLength(1);
    await waitFor(() => expect(select('Category')).toHaveDisplayValue('Sound effects'));
    expect(select('Subcategory')).toBeEnabled();
    expect(select('Length')).toHaveDisplayValue('1 – 2 min');
    expect(select('BPM')).toHaveDisplayValue('50 – 100');
    expect(screen.getByRole('combobox', { name: 'Items per page' })).toHaveDisplayValue('40 per page');
  });

  it('ignores filter values a hand-edited URL got wrong, and category 2 without category 1', async () => {
    const seen = spyOnRequests('get', apiPaths.audio);
    await openAudio(`/audio?timeSearchType=9&bpmSearchType=x&audioCategory2Uuid=${bgmCalm.uuid}&size=33`);
    await trackList();
    expect(lastQuery(seen)).toEqual(BASE);
  });

  it('shows an empty state with a reset, and the reset button clears every filter', async () => {
    const seen = spyOnRequests('get', apiPaths.audio);
    const view = await openAudio(`/audio?size=40&bpmSearchType=3&audioCategory1Uuid=${jingles.uuid}`);
    const empty = await screen.findByText('No audio matches these filters.', {}, { timeout: 8_000 });
    expect(screen.queryByRole('list', { name: 'Audio tracks' })).not.toBeInTheDocument();
    const state = empty.parentElement as HTMLElement;
    await view.user.click(within(state).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, size: '40' }));
    expect(searchOf(view)).toEqual({ size: '40' });
    expect(await tracks()).toHaveLength(40);
    expect(select('Category')).toHaveValue('');
    expect(select('BPM')).toHaveValue('');

    // The filter bar's reset: disabled when nothing is filtered.
    const barReset = within(screen.getByRole('region', { name: 'Audio filters' })).getByRole('button', {
      name: 'Reset filters',
    });
    expect(barReset).toBeDisabled();
    await view.user.selectOptions(select('Length'), 'Under 30 s');
    await waitFor(() => expect(barReset).toBeEnabled());
    await view.user.click(barReset);
    await waitFor(() => expect(lastQuery(seen)).toEqual({ ...BASE, size: '40' }));
  });

  it('shows a translated error with a retry that loads the list', async () => {
    server.use(
      http.get(`*${apiPaths.audio}`, () => fail(503, ErrorCode.ServiceUnavailable, 'down'), { once: true }),
    );
    const view = await openAudio();
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert).toHaveTextContent('The audio list could not be loaded.');
    expect(alert).toHaveTextContent('The service is temporarily unavailable. Please try again shortly.');
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await tracks()).toHaveLength(20);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('audio downloads', { timeout: LONG_TEST_MS }, () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  it('tells an anonymous visitor that login is required and fetches nothing; Cancel stays', async () => {
    const downloads = spyOnRequests('get', apiPaths.download);
    const view = await openAudio();
    await trackList();
    const download = screen.getByRole('button', { name: 'Download Track 03' });
    await view.user.click(download);
    const prompt = await screen.findByRole('alertdialog', { name: 'This page requires login' });
    expect(within(prompt).getByRole('button', { name: 'Log in' })).toHaveFocus();
    await view.user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(download).toHaveFocus();
    expect(view.currentUrl()).toBe('/audio');
    expect(clicked).toHaveLength(0);
    expect(downloads).toHaveLength(0);
  });

  it('"Log in" goes to /login and back to the same list, filters and page size included', async () => {
    const list = `/audio?audioCategory1Uuid=${bgm.uuid}&size=40`;
    const view = await openAudio(list);
    await trackList();
    await view.user.click((await screen.findAllByRole('button', { name: /^Download / }))[0] as HTMLElement);
    const prompt = await screen.findByRole('alertdialog', { name: 'This page requires login' });
    await view.user.click(within(prompt).getByRole('button', { name: 'Log in' }));

    expect(await view.findHeading('Log in')).toBeInTheDocument();
    expect(view.currentUrl()).toBe(`/login?redirect=${encodeURIComponent(list)}`);
    await view.user.type(screen.getByLabelText('Email'), creator.user.userId);
    await view.user.type(screen.getByLabelText('Password'), `${creator.password}{Enter}`);

    expect(await view.findHeading('Free audio')).toBeInTheDocument();
    expect(view.currentUrl()).toBe(list);
    await waitFor(() => expect(select('Category')).toHaveDisplayValue('Background music'));
  });

  it("opens the download path with the file's url and name for a member", async () => {
    const view = renderRoute('/audio', { session: member });
    await view.findHeading('Free audio');
    await trackList();
    await view.user.click(screen.getByRole('button', { name: 'Download Track 03' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(clicked).toHaveLength(1);
    const url = new URL((clicked[0] as HTMLAnchorElement).href);
    expect(url.pathname).toBe(apiPaths.download);
    expect(url.searchParams.get('fileUrl')).toBe(
      '/p/api/files/public/audio/a0000000-0000-4000-8000-000000000003.mp3',
    );
    expect(url.searchParams.get('fileName')).toBe('Track 03.mp3');
    expect(clicked[0]).toHaveAttribute('download', 'Track 03.mp3');
  });
});

describe('in Korean', { timeout: LONG_TEST_MS }, () => {
  it('translates labels, bands, category names and the login message', async () => {
    await changeLanguage('ko');
    const view = await openAudio(`/audio?audioCategory1Uuid=${bgm.uuid}`, '무료 오디오');
    // The title follows the heading in an effect: on a busy machine a moment later.
    await waitFor(() => expect(document.title).toMatch(/^무료 오디오/));
    const items = await screen.findAllByRole('article', {}, { timeout: 8_000 });
    expect(items[0]).toHaveTextContent('배경음악 › , 잔잔한');
    await waitFor(() => expect(select('카테고리')).toHaveDisplayValue('배경음악'));
    expect(
      within(select('세부 카테고리'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['전체', '잔잔한', '신나는']);
    expect(
      within(select('길이'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['전체', '30초 미만', '30초 ~ 1분', '1분 ~ 2분', '2분 ~ 3분', '3분 이상']);
    expect(within(select('BPM')).getAllByRole('option')).toHaveLength(6);
    await view.user.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Track 01 다운로드' }));
    const prompt = await screen.findByRole('alertdialog', { name: '로그인이 필요한 페이지입니다.' });
    expect(within(prompt).getByRole('button', { name: '로그인' })).toHaveFocus();
    expect(within(prompt).getByRole('button', { name: '취소' })).toBeInTheDocument();
  });
});
