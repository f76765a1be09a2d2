import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../contract/paths';
import { loadVideoJs, type CreatePlayer } from '../../src/components/video-player/load-videojs';
import { changeLanguage } from '../../src/lib/i18n';
import { competingGroups, logoPoster, recipeShort, travelVlog } from '../msw/fixtures/topics';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { openHome, type HomeView } from '../pages/home-helpers';
import { rowTexts } from '../table-cells';

vi.mock('../../src/pages/home/banner-swiper', () => ({
  mountBannerSwiper: () => ({ slideTo: () => {}, destroy: () => {} }),
}));

// video.js does not run in jsdom: the loader hands out a fake that records what it was given.
const player = { ready: vi.fn((callback: () => void) => callback()), on: vi.fn(), dispose: vi.fn() };
const createPlayer = vi.fn<CreatePlayer>(() => ({ ...player, isDisposed: () => false }));
vi.mock('../../src/components/video-player/load-videojs', () => ({
  loadVideoJs: vi.fn(async () => createPlayer),
}));

beforeEach(() => {
  createPlayer.mockClear();
  player.dispose.mockClear();
  vi.mocked(loadVideoJs).mockClear();
});

const statusDialog = () => screen.getByRole('dialog', { name: 'Competition status' });
const panel = () => screen.getByRole('tabpanel');

async function openStatus(view: HomeView, topic = travelVlog, statusLabel = 'Status') {
  const button = screen.getByRole('button', { name: `${statusLabel}: ${topic.topic}` });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 8_000 });
  return { dialog, button };
}

/** The visible "n / total" of the group navigation. */
const position = () => within(panel()).getByText(/^\d+ \/ \d+$/).textContent;

async function waitForTable() {
  return within(panel()).findByRole('table', { name: 'Rankings' });
}

const rowsOf = rowTexts;

// The first test pays for the cold imports of home and the popup's chunk: slow on a busy machine.
describe('the competition status popup', { timeout: 20_000 }, () => {
  it('opens on the competing tab with page 1, size 100, state 3 and the topic', async () => {
    const requests = spyOnRequests('get', apiPaths.groupTopic);
    const view = await openHome();
    const { dialog } = await openStatus(view);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText(travelVlog.topic, { selector: 'p' })).toBeInTheDocument();

    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Competing', 'Waiting', 'Completed']);
    expect(within(dialog).getByRole('tab', { name: 'Competing' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Competing' })).toHaveFocus();
    expect(panel()).toHaveAttribute(
      'aria-labelledby',
      within(dialog).getByRole('tab', { name: 'Competing' }).id,
    );

    await waitForTable();
    expect(requests).toHaveLength(1);
    const query = requests[0]?.url.searchParams;
    expect(query?.get('page')).toBe('1');
    expect(query?.get('size')).toBe('100');
    expect(query?.get('groupState')).toBe('3');
    expect(query?.get('topicUuid')).toBe(travelVlog.uuid);
  });

  it('shows the group: period in the browser time zone, state, reward, size, topic, total count, update time', async () => {
    const view = await openHome();
    await openStatus(view);
    await waitForTable();
    const summary = panel().querySelector('dl');
    const pairs = Object.fromEntries(
      within(summary as HTMLElement)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    const group = competingGroups[0];
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const local = (date: string, hour: string) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
        .format(new Date(`${date}T${hour}:00Z`))
        .replace(/,(?= \d{1,2}:)/, '')
        .replace(/\u202f/g, ' ');
    expect(pairs).toEqual({
      Period: `${local(group!.competitionBeginDate, group!.competitionBeginHour)} ~ ${local(
        group!.competitionEndDate,
        group!.competitionEndHour,
      )}`,
      State: 'Competing',
      Reward: '₩1,000,000',
      'Group size': '3 entries',
      Job: travelVlog.topic,
      'Total production count': '1,234',
      Updated: expect.stringMatching(/^Nov 2[12], 2026 \d{1,2}:00 [AP]M$/),
    });
    // The group's state in the tone every competing state has across the portal.
    expect(within(summary as HTMLElement).getByText('Competing')).toHaveAttribute('data-tone', 'active');
  });

  it('ranks the submissions: rank, name, production count, ratio and secured amount (ties share a rank)', async () => {
    const view = await openHome();
    await openStatus(view);
    const table = await waitForTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Rank', 'Entry', 'Production count', 'Ratio', 'Secured amount']);
    expect(rowsOf(table)).toEqual([
      ['1', 'Sunset loop', '600', '48.62%', '₩486,224'],
      ['2', 'City lights poster', '317', '25.69%', '₩256,888'],
      ['2', 'Beach walk', '317', '25.69%', '₩256,888'],
    ]);
    // Video works play, image works (bcon) show their image.
    expect(within(table).getByRole('button', { name: 'Sunset loop (play video)' })).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'City lights poster (view image)' }),
    ).toBeInTheDocument();
  });

  it('moves between the groups of a tab with the arrows, disabled at the ends', async () => {
    const view = await openHome();
    await openStatus(view);
    await waitForTable();
    const previous = within(panel()).getByRole('button', { name: 'Previous group' });
    const next = within(panel()).getByRole('button', { name: 'Next group' });
    expect(position()).toBe('1 / 2');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');

    await view.user.click(next);
    expect(position()).toBe('2 / 2');
    expect(within(panel()).getByText('Group 2 of 2')).toBeInTheDocument();
    expect(rowsOf(within(panel()).getByRole('table'))).toEqual([
      ['1', 'Mountain dawn', '12', '100%', '₩1,000,000'],
    ]);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // At the end the button keeps focus and does nothing.
    await view.user.click(next);
    expect(position()).toBe('2 / 2');
    expect(next).toHaveFocus();
    // The group without statistics yet shows '--' as its update time.
    expect(within(panel()).getByText('Updated').nextElementSibling).toHaveTextContent('--');

    await view.user.click(previous);
    expect(position()).toBe('1 / 2');
  });

  it('requests each tab with its state, with arrow keys on the tabs too', async () => {
    const requests = spyOnRequests('get', apiPaths.groupTopic);
    const view = await openHome();
    const { dialog } = await openStatus(view);
    await waitForTable();

    await view.user.click(within(dialog).getByRole('tab', { name: 'Waiting' }));
    expect(within(dialog).getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
    await waitForTable();
    expect(position()).toBe('1 / 2');

    // Arrow keys move along the tabs (automatic activation), wrapping at the ends.
    await view.user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Completed' })).toHaveFocus();
    expect(within(dialog).getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    await waitForTable();
    expect(position()).toBe('1 / 1');
    await view.user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Competing' })).toHaveAttribute('aria-selected', 'true');
    await waitForTable();

    expect(requests.map((request) => request.url.searchParams.get('groupState'))).toEqual([
      '3',
      '2',
      '4',
      '3',
    ]);
    for (const request of requests) {
      expect(request.url.searchParams.get('topicUuid')).toBe(travelVlog.uuid);
      expect(request.url.searchParams.get('page')).toBe('1');
      expect(request.url.searchParams.get('size')).toBe('100');
    }
  });

  it("shows '--' for rankings and production counts while a group is waiting, whatever the values", async () => {
    const view = await openHome();
    const { dialog } = await openStatus(view);
    await waitForTable();
    await view.user.click(within(dialog).getByRole('tab', { name: 'Waiting' }));
    let table = await waitForTable();
    expect(within(panel()).getByText('State').nextElementSibling).toHaveTextContent('Waiting');
    expect(rowsOf(table)).toEqual([
      ['--', 'Harbor morning', '--', '--', '--'],
      ['--', 'Island map', '--', '--', '--'],
    ]);
    expect(within(panel()).getByText('Total production count').nextElementSibling).toHaveTextContent('--');

    // The second waiting group carries figures it should not have: still '--'.
    await view.user.click(within(panel()).getByRole('button', { name: 'Next group' }));
    table = within(panel()).getByRole('table');
    expect(rowsOf(table)).toEqual([['--', 'Night market', '--', '--', '--']]);
    expect(within(panel()).getByText('Total production count').nextElementSibling).toHaveTextContent('--');
  });

  it('shows an empty image and text when a tab has no groups', async () => {
    const view = await openHome();
    await openStatus(view, logoPoster);
    const empty = await within(panel()).findByRole('status');
    expect(empty).toHaveTextContent('No group is competing for this job right now.');
    // The picture beside the words is decorative.
    expect(empty.querySelector('img')).toHaveAttribute('src', '/images/empty-groups.svg');
    expect(empty.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(panel()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loader while loading', async () => {
    server.use(http.get(`*${apiPaths.groupTopic}`, () => delay('infinite')));
    const view = await openHome();
    await openStatus(view);
    expect(within(panel()).getByRole('status')).toHaveTextContent('Loading…');
    expect(panel()).toHaveAttribute('aria-busy', 'true');
  });

  it('says when the groups cannot be loaded, and tries again', async () => {
    const requests = spyOnRequests('get', apiPaths.groupTopic);
    const view = await openHome();
    await openStatus(view, recipeShort);
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('The groups could not be loaded.');
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByRole('alert')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('closes with Escape and the close button, returning focus to the Status button', async () => {
    const view = await openHome();
    const { button } = await openStatus(view);
    await waitForTable();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await openStatus(view);
    await view.user.click(within(statusDialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const view = await openHome();
    const { dialog } = await openStatus(view);
    await waitForTable();
    for (let i = 0; i < 12; i += 1) {
      await view.user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 12; i += 1) {
      await view.user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('plays a video work in video.js with speeds 0.7, 1, 1.5 and 2, and disposes of it on close', async () => {
    const view = await openHome();
    await openStatus(view);
    const table = await waitForTable();
    expect(loadVideoJs).not.toHaveBeenCalled();

    const work = within(table).getByRole('button', { name: 'Sunset loop (play video)' });
    await view.user.click(work);
    const playerDialog = await screen.findByRole('dialog', { name: 'Video: Sunset loop' });
    await waitFor(() => expect(createPlayer).toHaveBeenCalledTimes(1));
    expect(loadVideoJs).toHaveBeenCalledWith('en');
    const [element, options] = createPlayer.mock.calls[0] ?? [];
    expect(playerDialog.contains(element as Node)).toBe(true);
    expect(options).toMatchObject({
      controls: true,
      playbackRates: [0.7, 1, 1.5, 2],
      sources: [{ src: '/media/works/Sunset loop.mp4', type: 'video/mp4' }],
      poster: '/media/works/Sunset loop.webp',
    });
    expect(within(playerDialog).getByRole('button', { name: 'Close the player' })).toHaveFocus();

    // Escape closes the player only; the status popup stays, focus back on the work's name.
    await view.user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Video: Sunset loop' })).not.toBeInTheDocument(),
    );
    expect(player.dispose).toHaveBeenCalledTimes(1);
    expect(statusDialog()).toBeInTheDocument();
    expect(work).toHaveFocus();
  });

  it('shows an image work as its image, without loading the player', async () => {
    const view = await openHome();
    await openStatus(view);
    const table = await waitForTable();
    const work = within(table).getByRole('button', { name: 'City lights poster (view image)' });
    await view.user.click(work);
    const imageDialog = await screen.findByRole('dialog', { name: 'Image: City lights poster' });
    expect(within(imageDialog).getByRole('img', { name: 'City lights poster' })).toHaveAttribute(
      'src',
      '/media/works/City lights poster.webp',
    );
    expect(loadVideoJs).not.toHaveBeenCalled();
    await view.user.click(within(imageDialog).getByRole('button', { name: 'Close the image' }));
    expect(work).toHaveFocus();
    expect(statusDialog()).toBeInTheDocument();
  });

  it('is in Korean with won', async () => {
    await changeLanguage('ko');
    const view = await openHome({ language: 'ko' });
    const { dialog } = await openStatus(view, travelVlog, '현황');
    expect(dialog).toHaveAccessibleName('경쟁 현황');
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['경쟁 중', '대기 중', '완료']);
    const table = await within(panel()).findByRole('table', { name: '순위' });
    expect(rowsOf(table)[0]).toEqual(['1', 'Sunset loop', '600', '48.62%', '486,224원']);
    expect(within(table).getByRole('button', { name: 'Sunset loop (영상 재생)' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: '다음 그룹' })).toBeInTheDocument();
    expect(within(panel()).getByText('상금').nextElementSibling).toHaveTextContent('1,000,000원');
  });
});
