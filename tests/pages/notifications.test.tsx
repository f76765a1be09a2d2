// /notifications (issue 18): every notification newest first, paged in the URL, "Unread only" as a
// URL filter, one or all marked read (the bell follows), an empty state, an error with a retry, and
// both languages.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/paths';
import { changeLanguage } from '../../src/lib/i18n';
import { useToastStore } from '../../src/lib/toast';
import { ok } from '../msw/envelope';
import { fixtureNotifications } from '../msw/fixtures/notifications';
import { creator, sessionOf } from '../msw/fixtures/users';
import { setNotifications } from '../msw/handlers/notifications';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

const SLOW = { timeout: 8_000 };
const open = (path = '/notifications') => renderRoute(path, { session: sessionOf(creator) });
const list = () => screen.findByRole('list', { name: 'Your notifications' }, SLOW);

describe('the notifications page', { timeout: 20_000 }, () => {
  it('lists every notification newest first, each linking to its screen, unread ones marked', async () => {
    const view = open();
    await view.findHeading('Notifications');
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(fixtureNotifications.length);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/submission-detail/${fixtureNotifications[0]!.subjectUuid}`,
    );
    expect(items[0]).toHaveTextContent('Unread: “Morning run” (City walks) was approved.');
    expect(within(items[0]!).getByRole('button', { name: 'Mark read' })).toBeVisible();
    expect(within(items[5]!).queryByRole('button', { name: 'Mark read' })).not.toBeInTheDocument();
    expect(screen.getByText('10 items')).toBeVisible();
  });

  it('shows only the unread ones with the filter, kept in the URL', async () => {
    const view = open();
    await list();
    await view.user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/notifications?unread=true'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your notifications' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
  });

  it('pages with the size in the URL', async () => {
    const asked = spyOnRequests('get', apiPaths.notifications);
    const view = open('/notifications?page=2&size=40');
    await view.findHeading('Notifications');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    const query = asked.at(-1)!.url.searchParams;
    expect([query.get('page'), query.get('size'), query.get('unread')]).toEqual(['2', '40', null]);
  });

  it('marks one read, and the bell follows', async () => {
    const view = open();
    await list();
    await screen.findByRole('button', { name: 'Notifications, 3 unread' }, SLOW);
    const marked = spyOnRequests('post', apiPaths.notificationsRead);
    const first = within(await list()).getAllByRole('listitem')[0]!;
    await view.user.click(within(first).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(marked).toHaveLength(1));
    expect(JSON.parse(marked[0]!.body)).toEqual({ uuids: [fixtureNotifications[0]!.uuid] });
    await waitFor(() =>
      expect(
        within(
          within(screen.getByRole('list', { name: 'Your notifications' })).getAllByRole('listitem')[0]!,
        ).queryByRole('button', { name: 'Mark read' }),
      ).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  });

  it('marks all read', async () => {
    const view = open();
    await list();
    await view.user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Mark read' })).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says so when marking fails', async () => {
    server.use(http.post(`*${apiPaths.notificationsRead}`, () => ok(null, 500)));
    const view = open();
    await list();
    await view.user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
        'We could not mark the notifications read. Please try again.',
      ]),
    );
  });

  it('has an empty state, and another one for the unread filter', async () => {
    setNotifications([]);
    const view = open();
    expect(await screen.findByText('No notifications yet.', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    view.unmount();
    setNotifications(fixtureNotifications.map((item) => ({ ...item, readAt: item.readAt ?? 'read' })));
    open('/notifications?unread=true');
    expect(await screen.findByText('Everything is read.', {}, SLOW)).toBeVisible();
  });

  it('shows an error with a retry', async () => {
    server.use(http.get(`*${apiPaths.notifications}`, () => ok(null, 503)));
    const view = open();
    expect(await screen.findByText('We could not load your notifications.', {}, SLOW)).toBeVisible();
    server.resetHandlers();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await list()).toBeVisible();
  });

  it('reads in Korean', async () => {
    await changeLanguage('ko');
    const view = open();
    await view.findHeading('알림');
    const items = within(await screen.findByRole('list', { name: '내 알림' }, SLOW)).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent('150,000원 출금 신청이 2026.11.20에 지급되었습니다.');
    expect(screen.getByRole('checkbox', { name: '읽지 않은 알림만' })).toBeVisible();
  });
});
