// The header's bell (issue 18): the unread count as a badge and a label, loaded after the first
// paint for a signed-in visitor only; its panel with the latest notifications, each linking to its
// screen and marking it read; "Mark all read"; Escape and focus return like the user menu.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../contract/paths';
import { changeLanguage } from '../../../src/lib/i18n';
import { ok } from '../../msw/envelope';
import { fixtureNotifications } from '../../msw/fixtures/notifications';
import { creator, sessionOf } from '../../msw/fixtures/users';
import { currentNotifications } from '../../msw/handlers/notifications';
import { server } from '../../msw/server';
import { spyOnRequests } from '../../msw/spy';
import { renderRoute } from '../../render-route';

// Not home: its promo popups open after the first paint and would take focus mid-test.
async function renderLoggedIn(path = '/introduction') {
  const view = renderRoute(path, { session: sessionOf(creator) });
  await screen.findByRole('heading', { level: 1 });
  const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' }, { timeout: 8_000 });
  return { view, bell };
}

describe('the notification bell', () => {
  it('shows the unread count as a badge, named with the count', async () => {
    const { bell } = await renderLoggedIn();
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveTextContent('3');
  });

  it('names the count in Korean', async () => {
    await changeLanguage('ko');
    renderRoute('/introduction', { session: sessionOf(creator) });
    expect(
      await screen.findByRole('button', { name: '알림, 읽지 않음 3개' }, { timeout: 8_000 }),
    ).toBeVisible();
  });

  it('is not there for a visitor who is not logged in, and asks nothing', async () => {
    const asked = spyOnRequests('get', apiPaths.notificationsUnreadCount);
    const view = renderRoute('/introduction');
    await view.findHeading('Introduction');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });

  it('shows no badge when everything is read', async () => {
    server.use(http.get(`*${apiPaths.notificationsUnreadCount}`, () => ok({ count: 0 })));
    renderRoute('/introduction', { session: sessionOf(creator) });
    const bell = await screen.findByRole('button', { name: 'Notifications' }, { timeout: 8_000 });
    expect(bell).toHaveTextContent('');
  });

  it('opens a panel with the latest notifications, newest first, unread ones marked', async () => {
    const { view, bell } = await renderLoggedIn();
    await view.user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveFocus();
    const links = await within(panel).findAllByRole('link', { name: /Morning run|Thumbnail|withdrawal/ });
    expect(links[0]).toHaveTextContent(
      'Unread: “Morning run” (City walks) was approved. Upload its project files to finish the entry.',
    );
    expect(links[0]).toHaveAttribute('href', `/submission-detail/${fixtureNotifications[0]!.subjectUuid}`);
    expect(links[1]).toHaveAttribute('href', `/qna/${fixtureNotifications[1]!.subjectUuid}`);
    expect(links[2]).toHaveAttribute('href', '/my-asset');
    expect(links[3]).not.toHaveTextContent('Unread');
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('marks an item read when it is opened, goes to its screen, and the count follows', async () => {
    const { view, bell } = await renderLoggedIn();
    const marked = spyOnRequests('post', apiPaths.notificationsRead);
    await view.user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    await view.user.click(await within(panel).findByRole('link', { name: /was approved/ }));
    await waitFor(() =>
      expect(view.currentUrl()).toBe(`/submission-detail/${fixtureNotifications[0]!.subjectUuid}`),
    );
    await waitFor(() => expect(marked).toHaveLength(1));
    expect(JSON.parse(marked[0]!.body)).toEqual({ uuids: [fixtureNotifications[0]!.uuid] });
    const after = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    // The navigation closed the panel.
    await waitFor(() => expect(after).toHaveAttribute('aria-expanded', 'false'));
  });

  it('marks all read', async () => {
    const { view, bell } = await renderLoggedIn();
    await view.user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    await within(panel).findAllByRole('listitem');
    await view.user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(currentNotifications().every((item) => item.readAt !== null)).toBe(true);
    expect(within(panel).queryByText(/^Unread/)).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    // Focus stayed in the dialog (not lost with the disabled button), so Escape still closes it.
    expect(panel).toHaveFocus();
    await view.user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the bell; a click outside closes it too', async () => {
    const { view, bell } = await renderLoggedIn();
    await view.user.click(bell);
    await within(screen.getByRole('dialog', { name: 'Notifications' })).findAllByRole('listitem');
    await view.user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();

    await view.user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await view.user.click(screen.getByRole('heading', { level: 1 }));
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows an error with a retry when the list cannot load', async () => {
    server.use(http.get(`*${apiPaths.notifications}`, () => ok(null, 503)));
    const { view, bell } = await renderLoggedIn();
    await view.user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('We could not load your notifications.')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('is gone once the user logs out', async () => {
    const { view } = await renderLoggedIn();
    await view.user.click(screen.getByRole('button', { name: creator.user.userName }));
    await act(async () => {
      await view.user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument(),
    );
  });
});
