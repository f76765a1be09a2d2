import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { apiPaths } from '../../contract/paths';
import { EAGER_CARD_IMAGES } from '../../src/lib/constants';
import { formatDateTime, formatUtcDateHour, fromIsoTimestamp } from '../../src/lib/date';
import { fail, ok } from '../msw/envelope';
import {
  approvedEntry,
  competingEntry,
  fixtureEntries,
  returnedEntry,
  waitingEntry,
} from '../msw/fixtures/submissions';
import { creator, sessionOf } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';
import { cellText } from '../table-cells';

const SLOW = { timeout: 8_000 };

async function openMyEntries(path = '/my-entry-list') {
  const view = renderRoute(path, { session: sessionOf(creator) });
  await view.findHeading('My entries');
  return view;
}

const card = (title: string) => screen.getByRole('link', { name: title }).closest('article')!;

describe('my entries', { timeout: 20_000 }, () => {
  it('lists every entry with its topic, thumbnail, local submission date and progress', async () => {
    await openMyEntries();
    await screen.findByRole('link', { name: approvedEntry.title }, SLOW);
    expect(screen.getAllByRole('article')).toHaveLength(fixtureEntries.length);
    const approved = within(card(approvedEntry.title));
    expect(approved.getByRole('link', { name: approvedEntry.title })).toHaveAttribute(
      'href',
      `/submission-detail/${approvedEntry.uuid}`,
    );
    expect(approved.getByText('Project files needed')).toBeInTheDocument();
    expect(approved.getByText(approvedEntry.mcfTopic.topic)).toBeInTheDocument();
    expect(approved.getByRole('img', { name: `Thumbnail of ${approvedEntry.title}` })).toHaveAttribute(
      'src',
      approvedEntry.thumbnail.url,
    );
    expect(
      approved.getByText(formatDateTime(fromIsoTimestamp(approvedEntry.submittedAt), 'en')),
    ).toHaveAttribute('datetime', new Date(approvedEntry.submittedAt).toISOString());
    // The state's words, in the tone of its meaning (one colour per meaning across the portal).
    expect(approved.getByText('Project files needed')).toHaveAttribute('data-tone', 'warning');
    expect(within(card(returnedEntry.title)).getByText('Returned')).toHaveAttribute('data-tone', 'danger');
    expect(within(card(competingEntry.title)).getByText('Competing')).toHaveAttribute('data-tone', 'active');
    // The first cards' pictures load at once (the page's largest paint), the rest lazily.
    const pictures = screen.getAllByRole('article').map((article) => within(article).getByRole('img'));
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures.slice(EAGER_CARD_IMAGES).every((img) => img.getAttribute('loading') === 'lazy')).toBe(
      true,
    );
  });

  it('filters by state through the URL and the request', async () => {
    const seen = spyOnRequests('get', apiPaths.submissions);
    const view = await openMyEntries();
    await screen.findByRole('link', { name: approvedEntry.title }, SLOW);
    await view.user.selectOptions(screen.getByLabelText('Show'), 'Returned');
    await waitFor(() => expect(view.currentUrl()).toBe('/my-entry-list?state=returned'), SLOW);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1), SLOW);
    expect(screen.getByRole('link', { name: returnedEntry.title })).toBeInTheDocument();
    expect(seen.at(-1)!.url.searchParams.get('state')).toBe('returned');
    expect(seen.at(-1)!.url.searchParams.get('size')).toBe('20');
  });

  it('points to the jobs when there is no entry yet', async () => {
    server.use(
      http.get(`*${apiPaths.submissions}`, () => ok({ lists: [], totalCount: 0, page: 1, size: 20 })),
    );
    await openMyEntries();
    expect(await screen.findByText('You have not entered any job yet.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('shows a translated error with a retry', async () => {
    server.use(
      http.get(`*${apiPaths.submissions}`, () => fail(503, ErrorCode.ServiceUnavailable, 'Down'), {
        once: true,
      }),
    );
    const view = await openMyEntries();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Your entries could not be loaded.');
    expect(alert).toHaveTextContent('The service is temporarily unavailable.');
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: approvedEntry.title }, SLOW)).toBeInTheDocument();
  });

  it('shows my works in groups with period, rank and figures, and -- while waiting', async () => {
    const seen = spyOnRequests('get', apiPaths.myGroupSubmissions);
    const view = await openMyEntries();
    await view.user.click(screen.getByRole('link', { name: 'My entries in groups' }));
    const table = await screen.findByRole('table', { name: 'My entries in groups' }, SLOW);
    expect(view.currentUrl()).toBe('/my-entry-list?view=groups');
    expect(screen.getByRole('link', { name: 'My entries in groups' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const competing = within(table).getByRole('row', { name: new RegExp(competingEntry.title) });
    const cells = within(competing).getAllByRole('cell');
    expect(cells.map(cellText)).toEqual([
      `${competingEntry.title}${competingEntry.mcfTopic.topic}`,
      `${formatUtcDateHour('2026-11-20', '15:00', 'en')} ~ ${formatUtcDateHour('2026-11-27', '15:00', 'en')}`,
      'Competing',
      '3',
      '120',
      '8.86%',
      '₩88,640',
    ]);
    // On a phone each row is a card: every value keeps its column's label beside it.
    expect(cells[1]!.firstElementChild).toHaveTextContent('Period');
    expect(within(cells[2]!).getByText('Competing')).toHaveAttribute('data-tone', 'active');
    expect(within(competing).getByRole('link', { name: competingEntry.title })).toHaveAttribute(
      'href',
      `/submission-detail/${competingEntry.uuid}`,
    );
    const waiting = within(table).getByRole('row', { name: new RegExp(waitingEntry.title) });
    expect(within(waiting).getAllByRole('cell').slice(2).map(cellText)).toEqual([
      'Waiting',
      '--',
      '--',
      '--',
      '--',
    ]);

    await view.user.selectOptions(screen.getByLabelText('Groups'), 'Completed');
    await waitFor(() => expect(view.currentUrl()).toBe('/my-entry-list?view=groups&groupState=4'), SLOW);
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2), SLOW);
    expect(seen.at(-1)!.url.searchParams.get('groupState')).toBe('4');
  });

  it('points to the jobs when no work is in a group', async () => {
    server.use(
      http.get(`*${apiPaths.myGroupSubmissions}`, () => ok({ lists: [], totalCount: 0, page: 1, size: 20 })),
    );
    await openMyEntries('/my-entry-list?view=groups');
    expect(await screen.findByText(/None of your entries is in a group yet/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the jobs' })).toHaveAttribute('href', '/jobs');
  });
});
