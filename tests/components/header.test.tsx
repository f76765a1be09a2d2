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
