import { useEffect } from 'react';
import { UNREAD_COUNT_POLL_MS } from '../../../contract/notification-rules';
import { getUnreadCount } from '../../api/notifications';
import {
  registerUnreadCountRefresh,
  setUnreadCount,
  useUnreadCountStore,
} from '../notifications/unread-count-store';

/**
 * Keeps the bell's unread count fresh (issue 18): asks at once, then at most once every `pollMs`
 * while the tab is visible; nothing while it is hidden, and at once on coming back if the last
 * answer is older than `pollMs`. Each ask is conditional: the ETag of the last answer goes in
 * If-None-Match and a 304 means "unchanged". Stops when the bell unmounts (logged out). A 403 ends
 * the session through the API client, which unmounts the bell.
 */
export function useUnreadCount(pollMs: number = UNREAD_COUNT_POLL_MS): number | null {
  useEffect(() => {
    let etag: string | null = null;
    let lastAskedAt = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    let stopped = false;

    const visible = () => document.visibilityState === 'visible';

    const schedule = () => {
      clearTimeout(timer);
      if (stopped || !visible()) return;
      const wait = Math.max(0, lastAskedAt + pollMs - Date.now());
      timer = setTimeout(() => void ask(), wait);
    };

    async function ask() {
      if (stopped) return;
      clearTimeout(timer);
      controller?.abort();
      const current = new AbortController();
      controller = current;
      lastAskedAt = Date.now();
      try {
        const answer = await getUnreadCount(etag, current.signal);
        if (answer.status === 200 && answer.data) {
          setUnreadCount(answer.data.count);
          etag = answer.etag ?? null;
        }
        // 304: unchanged. Any other failure keeps the last count; the next round tries again,
        // except a 404: a host without notifications (the company's API) will not grow them.
        if (answer.status === 404) stopped = true;
      } catch {
        return; // Only our own abort rejects: a newer ask or the unmount took over.
      }
      if (controller === current) controller = null;
      schedule();
    }

    const onVisibilityChange = () => {
      if (!visible()) clearTimeout(timer);
      else if (Date.now() - lastAskedAt >= pollMs) void ask();
      else schedule();
    };

    registerUnreadCountRefresh(() => void ask());
    document.addEventListener('visibilitychange', onVisibilityChange);
    if (visible()) void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      registerUnreadCountRefresh(null);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      setUnreadCount(null);
    };
  }, [pollMs]);

  return useUnreadCountStore((state) => state.count);
}
