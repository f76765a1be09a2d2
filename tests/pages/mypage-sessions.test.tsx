// Where the account is logged in, on /mypage (issue 19): the sessions with device, address and last
// use, this one marked; logging out another; "log out everywhere else" after a confirmation; the
// header's logout ends the session on the server too; both languages.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/paths';
import { changeLanguage } from '../../src/lib/i18n';
import { useAlertStore } from '../../src/lib/alert';
import { useToastStore } from '../../src/lib/toast';
import { logout, useAuthStore } from '../../src/stores/auth-store';
import { fail, ok } from '../msw/envelope';
import { CURRENT_SESSION_ID, loggedOutSessions } from '../msw/handlers/sessions';
import { creator, sessionOf } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

const SLOW = { timeout: 8_000 };

async function openSessions() {
  const view = renderRoute('/mypage', { session: sessionOf(creator) });
  const section = await screen.findByRole('region', { name: 'Where you are logged in' }, SLOW);
  await within(section).findByRole('table', {}, SLOW);
  return { view, section };
}

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

describe('sessions on /mypage', { timeout: 20_000 }, () => {
  it('lists each session with its device, address and last use, this one marked', async () => {
    const { section } = await openSessions();
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[0]!).getByText('This device')).toBeVisible();
    expect(rows[0]).toHaveTextContent('Chrome 131 · Windows 10');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    // No logout button for this one: that is the header's logout.
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Safari 17 · iOS 17.5');
    expect(rows[1]).toHaveTextContent('(phone)');
    expect(rows[2]).toHaveTextContent('Unknown device');
    expect(within(rows[1]!).getByRole('button', { name: 'Log out Safari 17 iOS 17.5' })).toBeEnabled();
  });

  it('logs out another session and lists what is left', async () => {
    const ended = spyOnRequests('delete', `${apiPaths.sessions}/:id`);
    const { view, section } = await openSessions();
    await view.user.click(within(section).getByRole('button', { name: 'Log out Safari 17 iOS 17.5' }));
    await waitFor(() => expect(within(section).getAllByRole('row')).toHaveLength(3));
    expect(ended).toHaveLength(1);
    expect(toasts()).toEqual(['That session has been logged out.']);
    expect(within(section).queryByText(/Safari/)).toBeNull();
  });

  it('logs out everywhere else after a confirmation, and not without it', async () => {
    const endedAll = spyOnRequests('delete', apiPaths.sessions);
    const { view, section } = await openSessions();
    const button = within(section).getByRole('button', { name: 'Log out everywhere else' });

    await view.user.click(button);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Log out the 2 other sessions? Only this browser stays logged in.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(endedAll).toHaveLength(0);

    await view.user.click(button);
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out everywhere else' }),
    );
    await waitFor(() => expect(within(section).getAllByRole('row')).toHaveLength(2));
    expect(endedAll).toHaveLength(1);
    expect(toasts()).toEqual(['2 other sessions have been logged out.']);
    expect(within(section).queryByRole('button', { name: 'Log out everywhere else' })).toBeNull();
    expect(useAlertStore.getState().queue).toEqual([]);
  });

  it('says why when the server refuses, and keeps the list', async () => {
    server.use(
      http.delete(`*${apiPaths.sessions}/:id`, () =>
        HttpResponse.json(
          { status: 429, data: null, errorCode: 'RATE_LIMITED', message: 'Too many.', retryAfter: 30 },
          { status: 429 },
        ),
      ),
    );
    const { view, section } = await openSessions();
    await view.user.click(within(section).getByRole('button', { name: 'Log out Safari 17 iOS 17.5' }));
    await waitFor(() =>
      expect(useAlertStore.getState().queue.map((alert) => alert.message)).toEqual([
        expect.stringMatching(/30/),
      ]),
    );
    expect(within(section).getAllByRole('row')).toHaveLength(4);
  });

  it('shows an error with a retry when the list cannot load', async () => {
    server.use(http.get(`*${apiPaths.sessions}`, () => ok(null, 503)));
    renderRoute('/mypage', { session: sessionOf(creator) });
    const section = await screen.findByRole('region', { name: 'Where you are logged in' }, SLOW);
    expect(await within(section).findByText('We could not load where you are logged in.')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('reads in Korean', async () => {
    await changeLanguage('ko');
    renderRoute('/mypage', { session: sessionOf(creator) });
    const section = await screen.findByRole('region', { name: '로그인 기기' }, SLOW);
    expect(await within(section).findByText('현재 기기')).toBeVisible();
    expect(within(section).getByRole('button', { name: '다른 기기 모두 로그아웃' })).toBeVisible();
    expect(within(section).getByText('알 수 없는 기기')).toBeVisible();
  });
});

describe('logout', () => {
  it('forgets the session at once and ends it on the server, without a second logout', async () => {
    renderRoute('/mypage', { session: sessionOf(creator) });
    await screen.findByRole('heading', { level: 1 }, SLOW);
    logout();
    expect(useAuthStore.getState().token).toBeNull();
    await waitFor(() => expect(loggedOutSessions).toEqual([CURRENT_SESSION_ID]));
  });

  it('a 403 for the token the browser already forgot does not log out a newer session', async () => {
    server.use(http.post(`*${apiPaths.logout}`, () => fail(403, 'SESSION_INVALID', 'Ended.')));
    // No page on screen: only the logout's own call reaches the server.
    useAuthStore.setState(sessionOf(creator));
    const spy = spyOnRequests('post', apiPaths.logout);
    logout();
    // Logged in again before the old token's answer arrives.
    const newer = { ...sessionOf(creator), token: 'jwt-of-a-newer-login' };
    useAuthStore.setState(newer);
    await waitFor(() => expect(spy).toHaveLength(1));
    expect(spy[0]!.headers.get('Authorization')).toBe(`Bearer ${sessionOf(creator).token}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useAuthStore.getState().token).toBe(newer.token);
  });
});
