import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { useAuthStore } from '../../src/stores/auth-store';
import { creator, sessionOf } from '../msw/fixtures/users';
import { renderRoute } from '../render-route';

const name = creator.user.userName;

describe('the header, logged out', () => {
  it('shows the utility links, Log in and Sign up, and marks the current page in the main navigation', async () => {
    const view = renderRoute('/introduction');
    await view.findHeading('Introduction');

    const utility = screen.getByRole('navigation', { name: 'Site links' });
    expect(within(utility).getByRole('link', { name: 'Free audio & fonts' })).toHaveAttribute(
      'href',
      '/audio',
    );
    expect(within(utility).getByRole('link', { name: 'Notices' })).toHaveAttribute('href', '/notice');
    expect(within(utility).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(utility).getByRole('link', { name: 'Policies' })).toHaveAttribute(
      'href',
      '/operation-policies',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup/agreement');

    const main = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(main).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Introduction', '/introduction'],
      ['Jobs', '/jobs'],
      ['My entries', '/my-entry-list'],
      ['My assets', '/my-asset'],
    ]);
    expect(within(main).getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('has a skip link that moves focus to the main content', async () => {
    const view = renderRoute('/faq');
    await view.findHeading('FAQ');
    await view.user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await view.user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(view.currentUrl()).toBe('/faq');
  });

  it('shows the footer with terms, privacy, company and support contacts', async () => {
    const view = renderRoute('/');
    await view.findHeading('Home');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/agreement',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Operation policies' })).toHaveAttribute(
      'href',
      '/operation-policies',
    );
    expect(within(footer).getByRole('link', { name: 'Profit policies' })).toHaveAttribute(
      'href',
      '/profit-policies',
    );
    expect(within(footer).getByText('Creator Portal Inc.')).toBeInTheDocument();
    const year = new Date().getFullYear();
    expect(
      within(footer).getByText(`© ${year} Creator Portal Inc. All rights reserved.`),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '02-1234-5678' })).toHaveAttribute(
      'href',
      'tel:0212345678',
    );
    expect(within(footer).getByRole('link', { name: 'help@creator-portal.example' })).toHaveAttribute(
      'href',
      'mailto:help@creator-portal.example',
    );
  });
});

describe('the user menu', () => {
  // Not home: its promo popups open after the first paint and would take focus mid-test.
  async function renderLoggedIn(path = '/introduction') {
    const view = renderRoute(path, { session: sessionOf(creator) });
    await screen.findByRole('heading', { level: 1 });
    // The menu's code loads for a signed-in visitor; until then the name shows as plain text.
    await screen.findByRole('button', { name });
    return view;
  }

  it('replaces Log in and Sign up with the user name, closed at first', async () => {
    await renderLoggedIn();
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const view = await renderLoggedIn();
    const button = screen.getByRole('button', { name });
    await view.user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My info' })).toHaveAttribute('href', '/mypage');
    expect(within(menu).getByRole('menuitem', { name: 'Inquiry' })).toHaveAttribute('href', '/qna');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();

    await view.user.unhover(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on keyboard focus; arrows move through it; Escape closes it and returns focus', async () => {
    const view = await renderLoggedIn();
    const button = screen.getByRole('button', { name });
    act(() => button.focus()); // keyboard focus, as Tab would give it
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await view.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My info' })).toHaveFocus();
    await view.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Inquiry' })).toHaveFocus();
    await view.user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await view.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My info' })).toHaveFocus();

    await view.user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when focus leaves it', async () => {
    const view = await renderLoggedIn();
    const button = screen.getByRole('button', { name });
    act(() => button.focus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await view.user.click(screen.getByRole('heading', { level: 1 }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click pins it open and a second click closes it', async () => {
    const view = await renderLoggedIn();
    const button = screen.getByRole('button', { name });
    await view.user.click(button); // hover, then click
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await view.user.unhover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await view.user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to My info from the menu', async () => {
    const view = await renderLoggedIn();
    await view.user.hover(screen.getByRole('button', { name }));
    await view.user.click(screen.getByRole('menuitem', { name: 'My info' }));
    expect(await view.findHeading('My info')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out: clears the session and goes home', async () => {
    const view = await renderLoggedIn('/my-asset');
    await view.user.hover(screen.getByRole('button', { name }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    expect(await view.findHeading('Home')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/');
    expect(useAuthStore.getState()).toMatchObject({ uid: null, uuid: null, name: null, token: null });
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({ state: { token: null } });
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('is translated', async () => {
    await changeLanguage('ko');
    const view = await renderLoggedIn();
    await view.user.hover(screen.getByRole('button', { name }));
    expect(screen.getByRole('menuitem', { name: '내 정보' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '1:1 문의' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '로그아웃' })).toBeInTheDocument();
  });
});

describe('the phone menu (below 900 px; jsdom shows both headers, CSS picks one)', () => {
  async function renderPage(path = '/faq', options: Parameters<typeof renderRoute>[1] = {}) {
    const view = renderRoute(path, options);
    await screen.findByRole('heading', { level: 1 });
    const button = screen.getByRole('button', { name: 'Menu' });
    const panel = () => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    return { ...view, button, panel };
  }

  it('opens and closes with its button, which says so with aria-expanded', async () => {
    const view = await renderPage();
    expect(view.button).toHaveAttribute('aria-expanded', 'false');
    expect(view.panel()).not.toBeVisible();
    expect(screen.getAllByRole('navigation', { name: 'Main menu' })).toHaveLength(1);

    await view.user.click(view.button);
    expect(view.button).toHaveAttribute('aria-expanded', 'true');
    expect(view.panel()).toBeVisible();

    await view.user.click(view.button);
    expect(view.button).toHaveAttribute('aria-expanded', 'false');
    expect(view.panel()).not.toBeVisible();
  });

  it('holds every link of the header when logged out, the current page marked', async () => {
    const view = await renderPage('/introduction');
    await view.user.click(view.button);
    const panel = within(view.panel());

    const main = panel.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Introduction', '/introduction'],
      ['Jobs', '/jobs'],
      ['My entries', '/my-entry-list'],
      ['My assets', '/my-asset'],
    ]);
    expect(within(main).getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');

    const utility = panel.getByRole('navigation', { name: 'Site links' });
    expect(
      within(utility)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Free audio & fonts', '/audio'],
      ['Notices', '/notice'],
      ['FAQ', '/faq'],
      ['Policies', '/operation-policies'],
    ]);
    expect(panel.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(panel.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup/agreement');
    const language = panel.getByRole('group', { name: 'Language' });
    expect(within(language).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(language).getByRole('button', { name: '한국어' })).toBeInTheDocument();
  });

  it('holds My info, Inquiry and Log out under the user name when logged in; Log out works', async () => {
    const view = await renderPage('/my-asset', { session: sessionOf(creator) });
    await view.user.click(view.button);
    const account = within(view.panel()).getByRole('region', { name });
    expect(within(account).getByRole('link', { name: 'My info' })).toHaveAttribute('href', '/mypage');
    expect(within(account).getByRole('link', { name: 'Inquiry' })).toHaveAttribute('href', '/qna');
    expect(within(view.panel()).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await view.user.click(within(account).getByRole('button', { name: 'Log out' }));
    expect(await view.findHeading('Home')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Tab and Shift+Tab inside the button and the panel while open', async () => {
    const view = await renderPage();
    act(() => view.button.focus());
    await view.user.keyboard('{Enter}');
    expect(view.button).toHaveAttribute('aria-expanded', 'true');
    expect(view.button).toHaveFocus();

    const panel = within(view.panel());
    await view.user.tab();
    expect(panel.getByRole('link', { name: 'Home' })).toHaveFocus();

    // Home … My assets, Log in, Sign up, four utility links, two languages: 13 stops, then back.
    const stops = view.panel().querySelectorAll('a[href], button').length;
    expect(stops).toBe(13);
    for (let i = 1; i < stops; i += 1) {
      await view.user.tab();
      expect(view.panel()).toContainElement(document.activeElement as HTMLElement);
    }
    expect(panel.getByRole('button', { name: 'English' })).toHaveFocus();
    await view.user.tab();
    expect(view.button).toHaveFocus();

    await view.user.tab({ shift: true });
    expect(panel.getByRole('button', { name: 'English' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const view = await renderPage();
    await view.user.click(view.button);
    await view.user.tab();
    expect(within(view.panel()).getByRole('link', { name: 'Home' })).toHaveFocus();

    await view.user.keyboard('{Escape}');
    expect(view.button).toHaveAttribute('aria-expanded', 'false');
    expect(view.button).toHaveFocus();
  });

  it('closes when one of its links navigates, and stays closed on Back', async () => {
    const view = await renderPage('/faq');
    await view.user.click(view.button);
    await view.user.click(within(view.panel()).getByRole('link', { name: 'Introduction' }));

    expect(await view.findHeading('Introduction')).toBeInTheDocument();
    expect(view.button).toHaveAttribute('aria-expanded', 'false');
    expect(view.panel()).not.toBeVisible();

    await act(() => view.router.navigate(-1));
    expect(await view.findHeading('FAQ')).toBeInTheDocument();
    expect(view.button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside it; the page behind does not scroll while it is open', async () => {
    const view = await renderPage();
    await view.user.click(view.button);
    expect(document.documentElement.style.overflow).toBe('hidden');

    await view.user.click(within(view.panel()).getByRole('button', { name: '한국어' }));
    expect(view.button).toHaveAttribute('aria-expanded', 'true');

    await view.user.click(screen.getByRole('heading', { level: 1 }));
    expect(view.button).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('is translated', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/faq');
    await screen.findByRole('heading', { level: 1 });
    await view.user.click(screen.getByRole('button', { name: '메뉴' }));
    expect(screen.getByRole('button', { name: '메뉴' })).toHaveAttribute('aria-expanded', 'true');
    // The panel's main navigation beside the desktop one (CSS hides the latter below 900 px).
    expect(screen.getAllByRole('navigation', { name: '주 메뉴' })).toHaveLength(2);
  });
});
