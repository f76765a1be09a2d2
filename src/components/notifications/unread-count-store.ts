// The unread count the bell shows, shared with the panel and the /notifications page: whoever marks
// notifications read asks the bell's poller (use-unread-count.ts) to ask the server at once, so the
// badge never disagrees with the list the user is looking at. Loaded with the bell, after the home
// route's first paint.
import { create } from 'zustand';

interface UnreadCountState {
  /** Null until the server has answered once. */
  count: number | null;
}

export const useUnreadCountStore = create<UnreadCountState>(() => ({ count: null }));

let refreshNow: (() => void) | null = null;

export function setUnreadCount(count: number | null): void {
  useUnreadCountStore.setState({ count });
}

/** The poller registers how to ask now; null when it stops (logged out). */
export function registerUnreadCountRefresh(refresh: (() => void) | null): void {
  refreshNow = refresh;
}

/** Something was marked read (or may have changed): ask the server now rather than in a minute. */
export function refreshUnreadCount(): void {
  refreshNow?.();
}
