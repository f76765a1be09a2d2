import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { NavigationProgress } from '../../components/navigation-progress';
import { ToastHost } from '../../components/ui/toast';
import { selectHasAlert, useAlertStore } from '../../lib/alert';
import { dropEmbeddedReads } from '../../lib/embedded-reads';
import { dropSessionReads } from '../../lib/session-reads';
import { rememberLoginThisSession } from '../../lib/login-marker';
import { useAuthStore } from '../../stores/auth-store';

// The alert dialog (and the modal under it) loads with the first alert: most visits never see one,
// and the home route's JavaScript budget is spent.
const AlertHost = lazy(() =>
  import('../../components/ui/alert-dialog').then((module) => ({ default: module.AlertHost })),
);

function AlertHostWhenNeeded() {
  const hasAlert = useAlertStore(selectHasAlert);
  return hasAlert ? (
    <Suspense fallback={null}>
      <AlertHost />
    </Suspense>
  ) : null;
}

/**
 * The answers our server embedded in the first page (src/lib/embedded-reads.ts), and those the boot
 * script asked for a signed-in first page (src/lib/session-reads.ts), serve that page alone.
 * Dropped while rendering the first other location, before the page under this layout reads them;
 * dropping twice is harmless. Not a router.subscribe in main.tsx: react-router hands the update that
 * initialises the router to RouterProvider only while nothing else subscribes, and a watcher there
 * left a first page stuck at its loader.
 */
function useEmbeddedReadsForFirstPageOnly(): void {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  if (key !== firstKey) {
    dropEmbeddedReads();
    dropSessionReads();
  }
}

/**
 * Above every layout: the loading bar, scroll restoration between pages, and the one host each of
 * the alerts (showAlert, askToConfirm) and the toasts (showToast) that any code can open.
 */
export function RootLayout() {
  useEmbeddedReadsForFirstPageOnly();
  useEffect(
    () =>
      // A session that starts in this tab (a login, whatever page it returns to) marks the tab, so
      // home's promo popups never greet someone who has just logged in. Mounted before any login
      // can happen; a session restored from storage at start is no new login.
      useAuthStore.subscribe((state, previous) => {
        if (state.token !== null && previous.token === null) rememberLoginThisSession();
      }),
    [],
  );
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
      <ToastHost />
      <AlertHostWhenNeeded />
    </>
  );
}
