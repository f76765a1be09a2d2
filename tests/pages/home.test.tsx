import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { deploymentSettings } from '../../contract/money-rules';
import { apiPaths } from '../../contract/paths';
import { changeLanguage } from '../../src/lib/i18n';
import { AUTOPLAY_DELAY_MS } from '../../src/pages/home/banner-carousel';
import { mountBannerSwiper } from '../../src/pages/home/banner-swiper';
import { fail, ok } from '../msw/envelope';
import { bannerItems, logoPoster, recipeShort, travelVlog } from '../msw/fixtures/topics';
import { mainResponse } from '../msw/handlers/main';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';
import { closePromos, jobTiles, openHome } from './home-helpers';

// Swiper itself runs in the browser (e2e); here its adapter is a spy.
vi.mock('../../src/pages/home/banner-swiper', () => ({
  mountBannerSwiper: vi.fn(() => ({ slideTo: vi.fn(), destroy: vi.fn() })),
}));
const mountSwiper = vi.mocked(mountBannerSwiper);

const slider = () => screen.getByRole('region', { name: 'Featured jobs' });
const slide = (index: number) => within(slider()).getByRole('group', { name: `${index} of 3` });
const activeSlideIndex = () =>
  [1, 2, 3].find((index) => slide(index).getAttribute('data-active') === 'true') ?? null;

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  mountSwiper.mockClear();
  // jsdom has no matchMedia; the default is a user without a motion preference.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: () => null });
  }
  mockReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the banner slider', () => {
  it("shows each banner's image, topic, reward, capacity, count of groups and links", async () => {
    await openHome();
    const first = within(slide(1));
    expect(first.getByRole('heading', { level: 2, name: travelVlog.topic })).toBeInTheDocument();
    expect(first.getByRole('img', { name: `Banner of ${travelVlog.topic}` })).toHaveAttribute(
      'src',
      travelVlog.mainBannerImageUrl,
    );
    const facts = first.getAllByRole('definition').map((dd) => dd.textContent);
    // Reward, capacity, and the groups in all four states (1 + 2 + 2 + 1).
    expect(facts).toEqual(['₩1,000,000', '50 entries', '6']);
    expect(first.getByRole('link', { name: `Participate: ${travelVlog.topic}` })).toHaveAttribute(
      'href',
      `/jobs/${travelVlog.uuid}`,
    );
    expect(first.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/faq');

    // One slide shows; the others are inert (no Tab stops, not read).
    expect(slide(1)).not.toHaveAttribute('inert');
    expect(slide(2)).toHaveAttribute('inert');
    expect(within(slide(2)).getByRole('heading', { name: logoPoster.topic })).toBeInTheDocument();
    expect(within(slide(2)).getAllByRole('definition')[0]).toHaveTextContent('₩500,000');
    // A topic without a banner image gets the drawn background instead of a broken image.
    expect(within(slide(3)).queryByRole('img')).not.toBeInTheDocument();
    expect(within(slide(3)).getByRole('heading', { name: recipeShort.topic })).toBeInTheDocument();
  });

  it('shows won in Korean', async () => {
    await changeLanguage('ko');
    await openHome({ language: 'ko' });
    const region = screen.getByRole('region', { name: '추천 공모전' });
    const first = within(within(region).getByRole('group', { name: '3개 중 1번째' }));
    expect(first.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '1,000,000원',
      '50편',
      '6개',
    ]);
    expect(first.getByRole('link', { name: `참여하기: ${travelVlog.topic}` })).toBeInTheDocument();
    expect(first.getByRole('link', { name: '참여 가이드' })).toHaveAttribute('href', '/faq');
    expect(within(region).getByRole('button', { name: '다음 슬라이드' })).toBeInTheDocument();
  });

  it('follows a US server in dollars, in Korean too, once the page has painted', async () => {
    // The build's deployment (Korean) paints first; the server's answer, asked after the first
    // paint, says the amounts are dollars: Korean does not make them won.
    server.use(http.get(`*${apiPaths.deployment}`, () => ok(deploymentSettings('USD', 'US'))));
    const requests = spyOnRequests('get', apiPaths.deployment);
    await changeLanguage('ko');
    await openHome({ language: 'ko' });
    const region = screen.getByRole('region', { name: '추천 공모전' });
    const first = within(within(region).getByRole('group', { name: '3개 중 1번째' }));
    await waitFor(() => expect(first.getAllByRole('definition')[0]).toHaveTextContent(/^US\$1,000,000\.00$/));
    expect(requests).toHaveLength(1);
  });

  it('moves with the previous/next buttons, the slide buttons and the arrow keys', async () => {
    const view = await openHome();
    const controls = within(within(slider()).getByRole('group', { name: 'Slideshow controls' }));
    expect(activeSlideIndex()).toBe(1);
    expect(controls.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');

    await view.user.click(controls.getByRole('button', { name: 'Next slide' }));
    expect(activeSlideIndex()).toBe(2);
    expect(slide(1)).toHaveAttribute('inert');
    expect(controls.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(controls.getByRole('button', { name: 'Show slide 1' })).not.toHaveAttribute('aria-current');

    await view.user.click(controls.getByRole('button', { name: 'Previous slide' }));
    await view.user.click(controls.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlideIndex()).toBe(3); // wraps around

    await view.user.click(controls.getByRole('button', { name: 'Show slide 2' }));
    expect(activeSlideIndex()).toBe(2);

    // Focus is on a control inside the slider: the arrow keys move too.
    await view.user.keyboard('{ArrowRight}');
    expect(activeSlideIndex()).toBe(3);
    await view.user.keyboard('{ArrowRight}');
    expect(activeSlideIndex()).toBe(1);
    await view.user.keyboard('{ArrowLeft}');
    expect(activeSlideIndex()).toBe(3);
  });

  it('hands its slides to Swiper when first needed, and follows swipes', async () => {
    const view = await openHome();
    // Not at load: nothing of Swiper is downloaded until the slider is used.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mountSwiper).not.toHaveBeenCalled();

    await view.user.hover(slider());
    await waitFor(() => expect(mountSwiper).toHaveBeenCalledTimes(1));
    const [container, options] = mountSwiper.mock.calls[0] ?? [];
    expect(container).toHaveClass('swiper');
    expect(container?.querySelectorAll('.swiper-wrapper > .swiper-slide')).toHaveLength(3);
    expect(options).toMatchObject({ initialSlide: 0, reducedMotion: false });
    const adapter = mountSwiper.mock.results[0]?.value as ReturnType<typeof mountBannerSwiper>;

    await view.user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(adapter.slideTo).toHaveBeenLastCalledWith(1);

    act(() => options?.onChange(2)); // a swipe
    expect(activeSlideIndex()).toBe(3);
    // Focus and more hovering do not mount it twice.
    act(() => screen.getByRole('button', { name: 'Show slide 1' }).focus());
    expect(mountSwiper).toHaveBeenCalledTimes(1);
  });

  it('autoplays, pauses while hovered or focused, and stops with the pause button', async () => {
    // Timers run at real speed while the page opens, and jump on demand afterwards.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await openHome();
    const region = slider();
    const advance = () => act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS));

    advance();
    // The first move loads Swiper first, then fades.
    await waitFor(() => expect(activeSlideIndex()).toBe(2));
    expect(mountSwiper).toHaveBeenCalledTimes(1);

    fireEvent.mouseEnter(region);
    advance();
    expect(activeSlideIndex()).toBe(2);
    fireEvent.mouseLeave(region);
    advance();
    await waitFor(() => expect(activeSlideIndex()).toBe(3));

    const bullet = screen.getByRole('button', { name: 'Show slide 1' });
    act(() => bullet.focus());
    advance();
    expect(activeSlideIndex()).toBe(3);
    act(() => bullet.blur());
    advance();
    await waitFor(() => expect(activeSlideIndex()).toBe(1));

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance();
    advance();
    expect(activeSlideIndex()).toBe(1);

    // Play, pressed with focus inside, is a request for motion: it rotates although focused.
    const play = screen.getByRole('button', { name: 'Play slideshow' });
    act(() => play.focus());
    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toHaveFocus();
    advance();
    await waitFor(() => expect(activeSlideIndex()).toBe(2));
  });

  it('does not autoplay under prefers-reduced-motion', async () => {
    mockReducedMotion(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await openHome();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS * 3));
    expect(activeSlideIndex()).toBe(1);
    vi.useRealTimers();
    fireEvent.touchStart(slider());
    await waitFor(() => expect(mountSwiper).toHaveBeenCalled());
    expect(mountSwiper.mock.calls[0]?.[1]).toMatchObject({ reducedMotion: true });
  });

  it('shows a placeholder of its own size while loading', async () => {
    server.use(http.get(`*${apiPaths.mainBanner}`, () => delay('infinite')));
    const view = renderRoute('/');
    await view.findHeading('Home');
    const region = await screen.findByRole('region', { name: 'Featured jobs' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says when the banners cannot be loaded, and tries again', async () => {
    server.use(
      http.get(`*${apiPaths.mainBanner}`, () => fail(503, ErrorCode.ServiceUnavailable, 'Unavailable')),
    );
    const view = renderRoute('/');
    await view.findHeading('Home');
    await closePromos(view);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The featured jobs could not be loaded.');
    server.resetHandlers();
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: '1 of 3' })).toBeInTheDocument();
  });

  it('has a message and a way to the job list when there are no banners', async () => {
    server.use(http.get(`*${apiPaths.mainBanner}`, () => mainResponse([])));
    const view = renderRoute('/');
    await view.findHeading('Home');
    const region = await screen.findByRole('region', { name: 'Featured jobs' });
    expect(
      await within(region).findByRole('heading', { name: 'New jobs are on their way' }),
    ).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/jobs');
    expect(within(region).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('has no controls for a single banner', async () => {
    server.use(http.get(`*${apiPaths.mainBanner}`, () => mainResponse(bannerItems.slice(0, 1))));
    await openHome();
    expect(within(slider()).getByRole('group', { name: '1 of 1' })).not.toHaveAttribute('inert');
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    fireEvent.mouseEnter(slider());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mountSwiper).not.toHaveBeenCalled();
  });
});

it('asks for the banners once, from the route loader, even in StrictMode', async () => {
  const requests = spyOnRequests('get', apiPaths.mainBanner);
  await openHome({ strict: true });
  expect(requests).toHaveLength(1);
});

describe('the free audio/font banner', () => {
  it('links to the free audio list with its image', async () => {
    await openHome();
    const link = screen.getByRole('link', { name: /Free audio & fonts.*Browse the library/ });
    expect(link).toHaveAttribute('href', '/audio');
    expect(within(link).getByRole('img', { name: 'Sound waves and letterforms' })).toHaveAttribute(
      'src',
      '/images/free-audio-font-banner.webp',
    );
  });
});

describe('the job list', () => {
  it('shows each job as a tile, and the last tile goes to every job', async () => {
    await openHome();
    const list = screen.getByRole('region', { name: 'Open jobs' });
    const tiles = jobTiles();
    expect(tiles).toHaveLength(3);

    const first = within(tiles[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3, name: travelVlog.topic })).toBeInTheDocument();
    const thumbnail = first.getByRole('img', { name: `Thumbnail of ${travelVlog.topic}` });
    expect(thumbnail).toHaveAttribute('src', travelVlog.thumbnailUrl);
    // Reserved 720 x 405 box, loaded when it comes near the viewport.
    expect(thumbnail).toHaveAttribute('width', '720');
    expect(thumbnail).toHaveAttribute('height', '405');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(first.getByText('Video')).toBeInTheDocument();
    const hashtags = first.getByRole('list', { name: 'Hashtags' });
    expect(
      within(hashtags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#travel', '#vlog', '#summer']);
    expect(first.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '₩1,000,000',
      '50 entries',
    ]);
    expect(first.getByRole('link', { name: `Participate: ${travelVlog.topic}` })).toHaveAttribute(
      'href',
      `/jobs/${travelVlog.uuid}`,
    );
    expect(first.getByRole('button', { name: `Status: ${travelVlog.topic}` })).toBeInTheDocument();

    const second = within(tiles[1] as HTMLElement);
    expect(second.getByText('Image')).toBeInTheDocument();
    expect(second.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['₩500,000', '30 entries']);
    // No thumbnail: the reserved box stays, without a broken image.
    expect(within(tiles[2] as HTMLElement).queryByRole('img')).not.toBeInTheDocument();

    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'UL');
    const last = items[items.length - 1] as HTMLElement;
    expect(within(last).getByRole('link', { name: /See all jobs/ })).toHaveAttribute('href', '/jobs');
  });

  it('is in Korean with won', async () => {
    await changeLanguage('ko');
    await openHome({ language: 'ko' });
    const first = within(jobTiles()[0] as HTMLElement);
    expect(first.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['1,000,000원', '50편']);
    expect(first.getByRole('link', { name: `참여하기: ${travelVlog.topic}` })).toBeInTheDocument();
    expect(first.getByRole('button', { name: `현황: ${travelVlog.topic}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /전체 공모전 보기/ })).toHaveAttribute('href', '/jobs');
  });

  it('shows placeholder tiles while loading', async () => {
    server.use(http.get(`*${apiPaths.mainWork}`, () => delay('infinite')));
    const view = renderRoute('/');
    await view.findHeading('Home');
    const list = await screen.findByRole('region', { name: 'Open jobs' });
    expect(await within(list).findByRole('status')).toHaveTextContent('Loading…');
    expect(within(list).queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when the jobs cannot be loaded, and tries again', async () => {
    server.use(
      http.get(`*${apiPaths.mainWork}`, () => fail(500, ErrorCode.Internal, 'Oops'), { once: true }),
    );
    const view = renderRoute('/');
    await view.findHeading('Home');
    await closePromos(view);
    const list = screen.getByRole('region', { name: 'Open jobs' });
    const alert = await within(list).findByRole('alert');
    expect(alert).toHaveTextContent('The job list could not be loaded.');
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(jobTiles()).toHaveLength(3));
  });

  it('says when no job is open, and still links to every job', async () => {
    server.use(http.get(`*${apiPaths.mainWork}`, () => mainResponse([])));
    await openHome();
    const list = screen.getByRole('region', { name: 'Open jobs' });
    expect(within(list).getByText(/There are no open jobs right now/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /See all jobs/ })).toHaveAttribute('href', '/jobs');
  });
});
