import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { LOGGED_IN_KEY } from '../../src/lib/login-marker';
import { NOTICE_HIDDEN_ON_KEY } from '../../src/pages/home/promo-storage';
import { creator, sessionOf } from '../msw/fixtures/users';
import { renderRoute } from '../render-route';

vi.mock('../../src/pages/home/banner-swiper', () => ({
  mountBannerSwiper: () => ({ slideTo: () => {}, destroy: () => {} }),
}));

const NOTICE = '공지';
const WELCOME_KO = '크리에이터 포털에 오신 것을 환영합니다';

async function openKoreanHome() {
  await changeLanguage('ko');
  const view = renderRoute('/');
  await view.findHeading('홈');
  return view;
}

/** The first dialog that opens after the first paint. */
const firstPopup = () => screen.findByRole('dialog', {}, { timeout: 8_000 });

/**
 * Gives the popups every chance to open: their code loaded (a lazy chunk, slow the first time on a
 * busy machine) and the page's idle moment passed. Only then does "no dialog" mean something.
 */
async function waitForPopupsChance() {
  await import('../../src/pages/home/promo-popups');
  await new Promise((resolve) => setTimeout(resolve, 200));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the promo popups', () => {
  it('shows the notice first in Korean, with its image, then the welcome popup', async () => {
    const view = await openKoreanHome();
    const notice = await firstPopup();
    expect(notice).toHaveAccessibleName(NOTICE);
    expect(notice).toHaveAttribute('aria-modal', 'true');
    // One at a time: the welcome popup waits for the notice to close.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const image = within(notice).getByRole('img', { name: /크리에이터 포털 오픈!/ });
    expect(image).toHaveAttribute('src', '/images/promo-20190805.png');
    // Focus moves into the dialog.
    expect(within(notice).getByRole('button', { name: '닫기' })).toHaveFocus();
    expect(within(notice).getByRole('button', { name: '오늘 하루 보지 않기' })).toBeInTheDocument();

    await view.user.click(within(notice).getByRole('button', { name: '닫기' }));
    const welcome = await screen.findByRole('dialog', { name: WELCOME_KO });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(welcome).getByRole('img', { name: /영상이나 이미지를 만들고/ })).toHaveAttribute(
      'src',
      '/images/promo-welcome.webp',
    );
    // A plain close does not hide the notice for the day.
    expect(localStorage.getItem(NOTICE_HIDDEN_ON_KEY)).toBeNull();

    // Escape closes a popup too.
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('never shows the notice in English; the welcome popup is dismissible', async () => {
    const view = renderRoute('/');
    await view.findHeading('Home');
    const popup = await firstPopup();
    expect(popup).toHaveAccessibleName('Welcome to Creator Portal');
    expect(within(popup).getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '/introduction',
    );
    await view.user.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the notice hidden for the rest of the day after "close for today", and shows it the next day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Late evening, in the browser's own time zone.
    vi.setSystemTime(new Date(2026, 10, 21, 23, 58, 0));
    const first = await openKoreanHome();
    const notice = await firstPopup();
    await first.user.click(within(notice).getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(localStorage.getItem(NOTICE_HIDDEN_ON_KEY)).toBe('2026-11-21');
    // The welcome popup still follows.
    expect(await screen.findByRole('dialog', { name: WELCOME_KO })).toBeInTheDocument();
    first.unmount();

    // Later the same day: straight to the welcome popup.
    vi.setSystemTime(new Date(2026, 10, 21, 23, 59, 59));
    const again = renderRoute('/');
    await again.findHeading('홈');
    expect(await firstPopup()).toHaveAccessibleName(WELCOME_KO);
    again.unmount();

    // Just after midnight: the notice is back.
    vi.setSystemTime(new Date(2026, 10, 22, 0, 0, 1));
    const nextDay = renderRoute('/');
    await nextDay.findHeading('홈');
    expect(await firstPopup()).toHaveAccessibleName(NOTICE);
  });

  it('stays closed for the rest of the session after a plain close', async () => {
    const view = await openKoreanHome();
    await view.user.click(within(await firstPopup()).getByRole('button', { name: '닫기' }));
    await view.user.click(
      within(await screen.findByRole('dialog', { name: WELCOME_KO })).getByRole('button', { name: '닫기' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Away and back: no popup this time (the page waits for its idle moment first).
    await view.user.click(screen.getByRole('link', { name: '소개' }));
    await view.findHeading('소개');
    await view.user.click(screen.getByRole('link', { name: '홈' }));
    await view.findHeading('홈');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not show the notice after switching to English', async () => {
    const view = await openKoreanHome();
    expect(await firstPopup()).toHaveAccessibleName(NOTICE);
    await changeLanguage('en');
    expect(await screen.findByRole('dialog', { name: 'Welcome to Creator Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: NOTICE })).not.toBeInTheDocument();
    view.unmount();
  });

  it('never opens right after a login, nor later in that tab', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/login');
    await view.findHeading('로그인');
    await view.user.type(screen.getByLabelText('이메일'), creator.user.userId);
    await view.user.type(screen.getByLabelText('비밀번호'), `${creator.password}{Enter}`);
    expect(await view.findHeading('홈')).toBeInTheDocument();
    expect(sessionStorage.getItem(LOGGED_IN_KEY)).toBe('1');
    await waitForPopupsChance();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('link', { name: '소개' }));
    await view.findHeading('소개');
    await view.user.click(screen.getByRole('link', { name: '홈' }));
    await view.findHeading('홈');
    await waitForPopupsChance();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still opens for a member whose session this tab did not start (a new tab)', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/', { session: sessionOf(creator) });
    await view.findHeading('홈');
    expect(await firstPopup()).toHaveAccessibleName(NOTICE);
  });

  it('waits for an alert on screen to close instead of opening over it', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/login', { session: sessionOf(creator) });
    await view.findHeading('홈');
    const alert = await screen.findByRole('alertdialog', { name: '이미 로그인되어 있습니다.' });
    await waitForPopupsChance();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await view.user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(await firstPopup()).toHaveAccessibleName(NOTICE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
