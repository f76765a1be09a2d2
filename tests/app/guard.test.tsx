import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../src/stores/auth-store';
import { creator, sessionOf } from '../msw/fixtures/users';
import { renderRoute } from '../render-route';

async function logInAs(user: ReturnType<typeof renderRoute>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login guard', () => {
  it('sends an anonymous visitor to /login and back to the remembered path and search after login', async () => {
    const view = renderRoute('/jobs?page=2');
    expect(await view.findHeading('Log in')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/login?redirect=%2Fjobs%3Fpage%3D2');

    await logInAs(view.user, creator.user.userId, creator.password);

    expect(await view.findHeading('Jobs')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/jobs?page=2');
    expect(useAuthStore.getState().token).toBe(creator.jwt);
  });

  it.each([
    '/jobs',
    '/jobs/42',
    '/my-entry-list',
    '/my-asset',
    '/submission-detail/7',
    '/withdraw',
    '/mypage',
    '/qna',
    '/qna/form',
    '/qna/form/9',
    '/qna/9',
  ])('guards %s', async (path) => {
    const view = renderRoute(path);
    expect(await view.findHeading('Log in')).toBeInTheDocument();
    expect(view.currentUrl()).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it('goes home after login when the remembered target is not a path on this site', async () => {
    const view = renderRoute('/login?redirect=%2F%2Fevil.example%2Fphish');
    await view.findHeading('Log in');
    await logInAs(view.user, creator.user.userId, creator.password);
    expect(await view.findHeading('Home')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/');
  });

  it('goes home after login when nothing was remembered', async () => {
    const view = renderRoute('/login');
    await view.findHeading('Log in');
    await logInAs(view.user, creator.user.userId, creator.password);
    expect(await view.findHeading('Home')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/');
  });

  it('tells a logged-in user on /login that they are logged in and sends them home', async () => {
    const view = renderRoute('/login', { session: sessionOf(creator) });
    expect(await view.findHeading('Home')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/');
    // Asked by the loader before any layout was on screen, the message opens over home.
    const dialog = await screen.findByRole('alertdialog', { name: 'You are already logged in.' });
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.currentUrl()).toBe('/');
  });

  it('says so over the current page when a logged-in user follows a link to /login', async () => {
    const view = renderRoute('/jobs', { session: sessionOf(creator) });
    await view.findHeading('Jobs');
    await view.router.navigate('/login?redirect=%2Fjobs');
    expect(
      await screen.findByRole('alertdialog', { name: 'You are already logged in.' }),
    ).toBeInTheDocument();
    expect(await view.findHeading('Home')).toBeInTheDocument();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('lets a logged-in user open a protected page', async () => {
    const view = renderRoute('/my-entry-list?tab=2', { session: sessionOf(creator) });
    expect(await view.findHeading('My entries')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My entries | Creator Portal'));
    expect(view.currentUrl()).toBe('/my-entry-list?tab=2');
  });

  it('checks the session again on every navigation', async () => {
    const view = renderRoute('/jobs', { session: sessionOf(creator) });
    await view.findHeading('Jobs');
    // The session ends elsewhere (another tab, a 403) while this page stays open.
    useAuthStore.setState({ uid: null, uuid: null, name: null, token: null });
    await view.router.navigate('/my-asset');
    expect(await view.findHeading('Log in')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/login?redirect=%2Fmy-asset');
  });
});
