import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { apiPaths } from '../../contract/paths';
import { formatDate, fromIsoTimestamp } from '../../src/lib/date';
import { changeLanguage } from '../../src/lib/i18n';
import { fail, ok } from '../msw/envelope';
import { NOTICE_COUNT, fixtureNotices, richNotice } from '../msw/fixtures/notices';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

/** Shared, busy machines: a lazy page or an msw answer can take over a second (the describe blocks allow 20 s per test for the same reason). */
const SLOW = { timeout: 8_000 };

const board = () => screen.getByRole('table', { name: 'Notices' });
/** The body rows (the first row holds the column headers). */
const rows = () => within(board()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
/** A cell's value, without the column label it carries for the phone's card layout. */
const valueOf = (cell: HTMLElement) => cell.lastElementChild as HTMLElement;
/**
 * Waits for a notice's title link. By text, not by role: computing the name of every link of a
 * 40-row board on each retry is slow on a busy machine.
 */
const findNoticeLink = (title: string) => screen.findByText(title, { selector: 'a' }, SLOW);
const pageAndSize = (url: URL) => [url.searchParams.get('page'), url.searchParams.get('size')];

async function openNotices(path = '/notice') {
  const view = renderRoute(path);
  await view.findHeading('Notices');
  await findNoticeLink(fixtureNoticeTitleOn(path));
  return view;
}

/** The first title expected on the page that `path` shows. */
function fixtureNoticeTitleOn(path: string): string {
  const search = new URLSearchParams(path.split('?')[1] ?? '');
  const page = Number(search.get('page') ?? 1);
  const size = Number(search.get('size') ?? 20);
  return fixtureNotices[(page - 1) * size]?.title ?? '';
}

describe('the notice list', { timeout: 20_000 }, () => {
  it('shows numbered rows with a link, an attachment mark and the local date', async () => {
    await openNotices();
    expect(rows()).toHaveLength(20);
    const [first, second] = rows();
    const firstCells = cells(first!);
    // Newest first, numbered down from the total, as a Korean board numbers its posts.
    expect(valueOf(firstCells[0]!)).toHaveTextContent(String(NOTICE_COUNT));
    expect(within(first!).getByRole('link', { name: richNotice.title })).toHaveAttribute(
      'href',
      `/notice/${richNotice.uuid}`,
    );
    expect(firstCells[2]).toHaveTextContent('Has an attachment');
    expect(within(first!).getByText(formatDate(fromIsoTimestamp(richNotice.date), 'en'))).toHaveAttribute(
      'datetime',
      richNotice.date,
    );
    expect(valueOf(cells(second!)[0]!)).toHaveTextContent(String(NOTICE_COUNT - 1));
    // No attachment: an empty value, which the phone's card leaves out.
    expect(valueOf(cells(second!)[2]!)).toBeEmptyDOMElement();
    // The running number is a wide board's: the phone's card leaves it out.
    expect(firstCells[0]).toHaveAttribute('data-hide-stacked');
    expect(firstCells[1]).toHaveAttribute('data-primary');
    expect(screen.getByText('45 items')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Notices | Creator Portal'), SLOW);
  });

  it('maps page links and the page size to the request and the URL', async () => {
    const seen = spyOnRequests('get', apiPaths.notices);
    const view = await openNotices();
    expect(seen.map((request) => pageAndSize(request.url))).toEqual([['1', '20']]);

    const pages = screen.getByRole('navigation', { name: 'Notice pages' });
    await view.user.click(within(pages).getByRole('link', { name: /^Page\s*2$/ }));
    await findNoticeLink(fixtureNotices[20]!.title);
    expect(view.currentUrl()).toBe('/notice?page=2');
    // The clicked link is gone: the board takes focus, so a screen reader starts at the new rows.
    await waitFor(() => expect(board()).toHaveFocus(), SLOW);
    expect(pageAndSize(seen.at(-1)!.url)).toEqual(['2', '20']);
    expect(valueOf(cells(rows()[0]!)[0]!)).toHaveTextContent(String(NOTICE_COUNT - 20));
    expect(within(pages).getByText('2').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');

    await view.user.click(within(pages).getByRole('link', { name: 'Next page' }));
    await findNoticeLink(fixtureNotices[40]!.title);
    expect(view.currentUrl()).toBe('/notice?page=3');
    expect(rows()).toHaveLength(5);

    // A new size starts again at page 1.
    await view.user.selectOptions(screen.getByLabelText('Items per page'), '40');
    await waitFor(() => expect(view.currentUrl()).toBe('/notice?size=40'), SLOW);
    await waitFor(() => expect(rows()).toHaveLength(40), SLOW);
    expect(pageAndSize(seen.at(-1)!.url)).toEqual(['1', '40']);

    // Back walks through the same pages again.
    await view.router.navigate(-1);
    await findNoticeLink(fixtureNotices[40]!.title);
    expect(pageAndSize(seen.at(-1)!.url)).toEqual(['3', '20']);
  });

  it('asks for the page and size in the URL (a reload returns to the same page)', async () => {
    const seen = spyOnRequests('get', apiPaths.notices);
    await openNotices('/notice?page=2&size=40');
    expect(seen.map((request) => pageAndSize(request.url))).toEqual([['2', '40']]);
    expect(rows()).toHaveLength(NOTICE_COUNT - 40);
    expect(valueOf(cells(rows()[0]!)[0]!)).toHaveTextContent(String(NOTICE_COUNT - 40));
    expect(screen.getByLabelText('Items per page')).toHaveValue('40');
  });

  it('says so when there are no notices', async () => {
    server.use(http.get(`*${apiPaths.notices}`, () => ok({ lists: [], totalCount: 0, page: 1, size: 20 })));
    const view = renderRoute('/notice');
    await view.findHeading('Notices');
    expect(await screen.findByText('There are no notices yet.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('0 items')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Notice pages' })).not.toBeInTheDocument();
  });

  it('offers the first page when a page past the end is asked for', async () => {
    const view = renderRoute('/notice?page=9');
    await view.findHeading('Notices');
    expect(await screen.findByText('This page has no notices.', {}, SLOW)).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Go to the first page' }));
    await findNoticeLink(richNotice.title);
    expect(view.currentUrl()).toBe('/notice');
  });

  it('shows a translated error with a retry', async () => {
    server.use(
      http.get(`*${apiPaths.notices}`, () => fail(503, ErrorCode.ServiceUnavailable, 'Unavailable'), {
        once: true,
      }),
    );
    const view = renderRoute('/notice');
    await view.findHeading('Notices');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('We could not load the notices.');
    expect(alert).toHaveTextContent('The service is temporarily unavailable. Please try again shortly.');
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findNoticeLink(richNotice.title)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is in Korean when the language is Korean', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/notice');
    await view.findHeading('공지사항');
    await findNoticeLink(richNotice.title);
    const table = screen.getByRole('table', { name: '공지사항 목록' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['번호', '제목', '첨부', '등록일']);
    expect(within(table).getByText(formatDate(fromIsoTimestamp(richNotice.date), 'ko'))).toBeInTheDocument();
    expect(within(table).getAllByText('첨부파일 있음').length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: '공지사항 페이지' })).toBeInTheDocument();
  });
});
