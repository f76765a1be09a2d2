// Spec §2: a visitor who came through /castingn is reported with PUT /api/users/castingn as soon
// as they are logged in; the marker is cleared after a 200, so the report is sent once. A failed
// report keeps the marker and is retried at the next login, app start or /castingn visit.
import { clearCastingnMarker, hasCastingnMarker } from '../lib/castingn';
import { getToken, useAuthStore } from '../stores/auth-store';

let inFlight: Promise<void> | null = null;

/** Sends the report if due; concurrent calls share the one request. */
export function syncCastingn(): Promise<void> {
  if (inFlight) return inFlight;
  if (!getToken() || !hasCastingnMarker()) return Promise.resolve();
  // The users API module loads only when a report is due: most visits never send one, and the
  // module is otherwise the account pages' (the home route's JavaScript budget is spent).
  inFlight = import('../api/users')
    .then(({ markCastingn }) => markCastingn())
    .then((response) => {
      if (response.status === 200) clearCastingnMarker();
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Reports now if due, and again whenever a new session starts. Returns the unsubscribe. */
export function startCastingnSync(): () => void {
  void syncCastingn();
  return useAuthStore.subscribe((state, previous) => {
    if (state.token && state.token !== previous.token) void syncCastingn();
  });
}
