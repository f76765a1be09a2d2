import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/paths';
import { briefJob, closedJob, jobTopics, longForm, upcomingJob } from '../msw/fixtures/jobs';
import { logoPoster, travelVlog } from '../msw/fixtures/topics';
import { creator, sessionOf } from '../msw/fixtures/users';
import { topicsHandler } from '../msw/handlers/topics';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

const SLOW = { timeout: 10_000 };

async function openJobs(path = '/jobs') {
  const view = renderRoute(path, { session: sessionOf(creator) });
  await view.findHeading('Jobs');
  return view;
}

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const filters = () => screen.getByRole('region', { name: 'Job filters' });

describe('the job list filters', { timeout: 30_000 }, () => {
  it('sends the filters from the URL to the server and shows what it answers', async () => {
    const seen = spyOnRequests('get', apiPaths.topics);
    await openJobs('/jobs?type=video&style=mixed&length=minimum&sort=reward');
    await screen.findByRole('article', { name: longForm.topic }, SLOW);
    const sent = Object.fromEntries(seen.at(-1)!.url.searchParams);
    expect(sent).toMatchObject({
      topicType: '1',
      videoStyleType: '4',
      lengthKind: 'minimum',
      sort: 'reward',
    });
    expect(sent).not.toHaveProperty('keyword');
    // The controls show what the URL says.
    expect(within(filters()).getByLabelText('Entry type')).toHaveValue('video');
    expect(within(filters()).getByLabelText('Style')).toHaveValue('mixed');
    expect(within(filters()).getByLabelText('Sort by')).toHaveValue('reward');
    expect(screen.getByText(/^\d+ jobs?$/)).toBeInTheDocument();
  });

  it('searches on Enter, trimmed, and a changed filter goes back to page 1', async () => {
    const view = await openJobs('/jobs?page=2');
    await screen.findByRole('article', { name: jobTopics[20]!.topic }, SLOW);
    await view.user.type(within(filters()).getByLabelText('Job name or hashtag'), '  #coffee {Enter}');
    await waitFor(() => expect(view.currentUrl()).toBe('/jobs?q=%23coffee'), SLOW);
    expect(await screen.findByRole('article', { name: briefJob.topic }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 job')).toBeInTheDocument();

    await view.user.selectOptions(within(filters()).getByLabelText('Entry type'), 'image');
    await waitFor(() => expect(view.currentUrl()).toBe('/jobs?q=%23coffee&type=image'), SLOW);
    // Nothing matches: the empty state offers to clear the filters.
    const empty = await screen.findByText('No job matches your search and filters.', {}, SLOW);
    await view.user.click(within(empty.parentElement!).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/jobs'), SLOW);
    expect(await screen.findByRole('article', { name: travelVlog.topic }, SLOW)).toBeInTheDocument();
  });

  it('restores the previous filter with the back button', async () => {
    const view = await openJobs('/jobs?type=image');
    await screen.findByRole('article', { name: logoPoster.topic }, SLOW);
    await view.user.selectOptions(within(filters()).getByLabelText('Entry type'), 'video');
    await waitFor(() => expect(view.currentUrl()).toBe('/jobs?type=video'), SLOW);
    await waitFor(
      () => expect(screen.queryByRole('article', { name: logoPoster.topic })).not.toBeInTheDocument(),
      SLOW,
    );
    await act(() => view.router.navigate(-1));
    expect(view.currentUrl()).toBe('/jobs?type=image');
    expect(await screen.findByRole('article', { name: logoPoster.topic }, SLOW)).toBeInTheDocument();
    expect(within(filters()).getByLabelText('Entry type')).toHaveValue('image');
  });

  it('offers the length values of the chosen kind only', async () => {
    const view = await openJobs();
    await screen.findByRole('article', { name: travelVlog.topic }, SLOW);
    const value = within(filters()).getByLabelText('Length value');
    expect(value).toBeDisabled();
    await view.user.selectOptions(within(filters()).getByLabelText('Length'), 'exact');
    await waitFor(() => expect(within(filters()).getByLabelText('Length value')).toBeEnabled(), SLOW);
    const options = within(within(filters()).getByLabelText('Length value')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'exactly 1 second',
      'exactly 2 seconds',
      'exactly 3 seconds',
      'exactly 4 seconds',
      'exactly 5 seconds',
      'exactly 10 seconds',
      'exactly 30 seconds',
      'exactly 1 minute',
    ]);
    await view.user.selectOptions(within(filters()).getByLabelText('Length value'), 'f5s');
    await waitFor(() => expect(view.currentUrl()).toBe('/jobs?length=exact&limit=f5s'), SLOW);
  });

  it('narrows and sorts the page itself when the host ignores the filters', async () => {
    server.use(topicsHandler(jobTopics, false));
    await openJobs('/jobs?open=1&sort=closing');
    await screen.findByRole('article', { name: briefJob.topic }, SLOW);
    // The closed job and the one not open yet are left out; the one with a deadline comes first.
    expect(screen.queryByRole('article', { name: closedJob.topic })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: upcomingJob.topic })).not.toBeInTheDocument();
    expect(cardTitles()[0]).toBe(briefJob.topic);
    expect(screen.getByText('18 matching jobs on this page')).toBeInTheDocument();
  });

  it('says on each card when entries close, or that they are closed or not open yet', async () => {
    await openJobs();
    const brief = await screen.findByRole('article', { name: briefJob.topic }, SLOW);
    const entries = (card: HTMLElement) => within(card).getByText('Entries').nextElementSibling;
    expect(entries(brief)).toHaveTextContent(/^Open until Jun 30, 2099/);
    expect(entries(screen.getByRole('article', { name: closedJob.topic }))).toHaveTextContent(
      /^Closed on Jan 3\d, 2020/,
    );
    expect(entries(screen.getByRole('article', { name: upcomingJob.topic }))).toHaveTextContent(
      /^Opens on (Dec 31, 2098|Jan 1, 2099)/,
    );
    expect(entries(screen.getByRole('article', { name: travelVlog.topic }))).toHaveTextContent(/^Open$/);
  });

  it('folds the filters behind a button that says whether they are open', async () => {
    const view = await openJobs('/jobs?type=video&open=1');
    await screen.findByRole('article', { name: travelVlog.topic }, SLOW);
    const toggle = within(filters()).getByRole('button', { name: /Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('2 on');
    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
