// The bell's refresh (issue 18): asks the unread count at once, then at most once per interval while
// the tab is visible, with the last ETag in If-None-Match (a 304 keeps the count); nothing while
// hidden; at once on coming back after more than an interval; stops on unmount.
import { act, renderHook } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../contract/paths';
import { useUnreadCount } from '../../../src/components/header/use-unread-count';
import { refreshUnreadCount } from '../../../src/components/notifications/unread-count-store';
import { fixtureNotifications } from '../../msw/fixtures/notifications';
import { etagFor, setNotifications } from '../../msw/handlers/notifications';
import { fail } from '../../msw/envelope';
import { server } from '../../msw/server';
import { spyOnRequests } from '../../msw/spy';
import { ErrorCode } from '../../../contract/error-codes';

const MINUTE = 60_000;
let visibility: DocumentVisibilityState = 'visible';

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the timers run for `ms` and the answers arrive. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useUnreadCount', () => {
  it('asks at once, then once a minute with If-None-Match; a 304 keeps the count', async () => {
    const asked = spyOnRequests('get', apiPaths.notificationsUnreadCount);
    const { result } = renderHook(() => useUnreadCount(MINUTE));
    await vi.waitFor(() => expect(result.current).toBe(3));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.headers.get('If-None-Match')).toBeNull();

    await pass(MINUTE - 1_000);
    expect(asked).toHaveLength(1);
    await pass(1_000);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.headers.get('If-None-Match')).toBe(etagFor(3));
    expect(result.current).toBe(3);

    // Something new arrives: the ETag no longer matches, and the next round brings the new count.
    setNotifications([
      { ...fixtureNotifications[5]!, uuid: 'c2000000-0000-4000-8000-000000000001', readAt: null },
      ...fixtureNotifications,
    ]);
    await pass(MINUTE);
    await vi.waitFor(() => expect(result.current).toBe(4));
    expect(asked).toHaveLength(3);
  });

  it('asks nothing while the tab is hidden, and at once when it comes back after more than a minute', async () => {
    const asked = spyOnRequests('get', apiPaths.notificationsUnreadCount);
    const { result } = renderHook(() => useUnreadCount(MINUTE));
    await vi.waitFor(() => expect(result.current).toBe(3));
    setVisibility('hidden');
    await pass(5 * MINUTE);
    expect(asked).toHaveLength(1);

    setVisibility('visible');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
  });

  it('waits out the rest of the minute when the tab comes back sooner', async () => {
    const asked = spyOnRequests('get', apiPaths.notificationsUnreadCount);
    const { result } = renderHook(() => useUnreadCount(MINUTE));
    await vi.waitFor(() => expect(result.current).toBe(3));
    setVisibility('hidden');
    await pass(20_000);
    setVisibility('visible');
    await pass(30_000);
    expect(asked).toHaveLength(1);
    await pass(10_000);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
  });

  it('asks at once when something was marked read, and stops when unmounted', async () => {
    const asked = spyOnRequests('get', apiPaths.notificationsUnreadCount);
    const { result, unmount } = renderHook(() => useUnreadCount(MINUTE));
    await vi.waitFor(() => expect(result.current).toBe(3));
    setNotifications(fixtureNotifications.map((item) => ({ ...item, readAt: item.readAt ?? 'now' })));
    act(() => refreshUnreadCount());
    await vi.waitFor(() => expect(result.current).toBe(0));
    expect(asked).toHaveLength(2);

    unmount();
    await pass(3 * MINUTE);
    expect(asked).toHaveLength(2);
  });

  it('stops asking on a host that has no notifications (404)', async () => {
    server.use(
      http.get(`*${apiPaths.notificationsUnreadCount}`, () => fail(404, ErrorCode.NotFound, 'No such path.')),
    );
    const asked = spyOnRequests('get', apiPaths.notificationsUnreadCount);
    const { result } = renderHook(() => useUnreadCount(MINUTE));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await pass(5 * MINUTE);
    setVisibility('hidden');
    setVisibility('visible');
    await pass(MINUTE);
    expect(asked).toHaveLength(1);
    expect(result.current).toBeNull();
  });
});
