import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { apiPaths } from '../../contract/paths';
import { fail, ok } from '../msw/envelope';
import { jobTopics, longForm } from '../msw/fixtures/jobs';
import { logoPoster, travelVlog } from '../msw/fixtures/topics';
import { creator, sessionOf } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';
import { EAGER_CARD_IMAGES } from '../../src/lib/constants';
import { changeLanguage } from '../../src/lib/i18n';

// A page of 20 cards takes a while to query by name in jsdom, longer on a busy shared machine.
const SLOW = { timeout: 10_000 };

async function openJobs(path = '/jobs') {
  const view = renderRoute(path, { session: sessionOf(creator) });
  await view.findHeading('Jobs');
  return view;
}

const cardOf = (topic: string) => screen.getByRole('article', { name: topic });
const factOf = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling;
const pageAndSize = (url: URL) => [url.searchParams.get('page'), url.searchParams.get('size')];

describe('the job list', { timeout: 30_000 }, () => {
  it('shows every job as a card with its facts, a participate link and the status button', async () => {
    await openJobs();
    await screen.findByRole('article', { name: travelVlog.topic }, SLOW);
    expect(screen.getAllByRole('article')).toHaveLength(20);

    const vlog = cardOf(travelVlog.topic);
    expect(within(vlog).getByRole('img', { name: `Thumbnail of ${travelVlog.topic}` })).toHaveAttribute(
      'width',
      '720',
    );
    expect(within(vlog).getByRole('list', { name: 'Hashtags' })).toHaveTextContent('#travel#vlog#summer');
    expect(factOf(vlog, 'Reward')).toHaveTextContent('₩1,000,000');
    expect(factOf(vlog, 'Capacity')).toHaveTextContent('50 entries');
    expect(factOf(vlog, 'Amount per creator')).toHaveTextContent('₩20,000');
    expect(factOf(vlog, 'Entry type')).toHaveTextContent('Video');
    expect(factOf(vlog, 'Style')).toHaveTextContent('Video-based');
    expect(factOf(vlog, 'Length')).toHaveTextContent('exactly 5 seconds');
    expect(factOf(vlog, 'Groups')).toHaveTextContent('1 preparing2 waiting2 competing1 completed');
    expect(within(vlog).getByRole('link', { name: `Participate: ${travelVlog.topic}` })).toHaveAttribute(
      'href',
      `/jobs/${travelVlog.uuid}`,
    );

    expect(factOf(cardOf(longForm.topic), 'Length')).toHaveTextContent('at least 30 seconds');
    expect(factOf(cardOf('Job number 6'), 'Length')).toHaveTextContent('at least 1 minute');
    const poster = cardOf(logoPoster.topic);
    expect(factOf(poster, 'Entry type')).toHaveTextContent('Image');
    expect(factOf(poster, 'Style')).toHaveTextContent('Graphics-based');
    expect(within(poster).queryByText('Length')).not.toBeInTheDocument();

    // The first row's pictures load at once (the page's largest paint); the rest when scrolled to.
    // (A job without a thumbnail has none.)
    const loading = screen
      .getAllByRole('article')
      .map((article) => within(article).queryByRole('img')?.getAttribute('loading'));
    expect(loading.slice(0, EAGER_CARD_IMAGES).filter(Boolean)).toEqual(['eager', 'eager', 'eager']);
    expect(new Set(loading.slice(EAGER_CARD_IMAGES).filter(Boolean))).toEqual(new Set(['lazy']));
  });

  it('names reward and capacity in the same words as home, in Korean too', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/jobs', { session: sessionOf(creator) });
    await view.findHeading('공모전');
    const vlog = await screen.findByRole('article', { name: travelVlog.topic }, SLOW);
    // Home's tiles say 모집 편수 50편 too (home.test.tsx): one card for both.
    expect(factOf(vlog, '모집 편수')).toHaveTextContent('50편');
    expect(factOf(vlog, '상금')).toHaveTextContent('1,000,000원');
    expect(within(vlog).getByText('경쟁 중 2')).toHaveAttribute('data-tone', 'active');
    expect(within(vlog).getByRole('link', { name: `참여하기: ${travelVlog.topic}` })).toBeInTheDocument();
  });

  it('opens the competition status popup of a job', async () => {
    const view = await openJobs();
    const vlog = await screen.findByRole('article', { name: travelVlog.topic }, SLOW);
    await view.user.click(within(vlog).getByRole('button', { name: `Status: ${travelVlog.topic}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Competition status' }, SLOW);
    expect(await within(dialog).findByRole('table', { name: 'Rankings' }, SLOW)).toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(vlog).getByRole('button', { name: `Status: ${travelVlog.topic}` })).toHaveFocus();
  });

  it('keeps the page and size in the URL and the request', async () => {
    const seen = spyOnRequests('get', apiPaths.topics);
    const view = await openJobs();
    await screen.findByRole('article', { name: travelVlog.topic }, SLOW);
    expect(seen.map((request) => pageAndSize(request.url))).toEqual([['1', '20']]);

    const pages = screen.getByRole('navigation', { name: 'Job pages' });
    await view.user.click(within(pages).getByRole('link', { name: /^Page\s*3$/ }));
    await screen.findByRole('article', { name: jobTopics[40]!.topic }, SLOW);
    expect(view.currentUrl()).toBe('/jobs?page=3');
    expect(screen.getAllByRole('article')).toHaveLength(5);

    await view.user.selectOptions(screen.getByLabelText('Items per page'), '40');
    await waitFor(() => expect(view.currentUrl()).toBe('/jobs?size=40'), SLOW);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40), SLOW);
    expect(pageAndSize(seen.at(-1)!.url)).toEqual(['1', '40']);
  });

  it('says so when there are no jobs', async () => {
    server.use(http.get(`*${apiPaths.topics}`, () => ok({ lists: [], totalCount: 0, page: 1, size: 20 })));
    await openJobs();
    expect(await screen.findByText(/There are no open jobs right now/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('0 items')).toBeInTheDocument();
  });

  it('shows a translated error with a retry', async () => {
    server.use(http.get(`*${apiPaths.topics}`, () => fail(500, ErrorCode.Internal, 'Boom'), { once: true }));
    const view = await openJobs();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The jobs could not be loaded.');
    expect(alert).toHaveTextContent('Something went wrong.');
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: travelVlog.topic }, SLOW)).toBeInTheDocument();
  });
});
