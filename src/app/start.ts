// Wires the parts that live outside React to a router: the navigation function for the axios
// interceptor and store actions, the castingn report, and the end of the answers embedded in the
// first page (src/lib/embedded-reads.ts) at the first navigation. Used by main.tsx and by the tests.
import type { createBrowserRouter } from 'react-router-dom';
import { dropEmbeddedReads } from '../lib/embedded-reads';
import { registerNavigate } from '../lib/navigation';
import { startCastingnSync } from './castingn-sync';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function startApp(router: AppRouter): () => void {
  const unregister = registerNavigate((to, options) => {
    void router.navigate(to, options);
  });
  const stopCastingnSync = startCastingnSync();
  const firstLocation = router.state.location.key;
  const stopWatching = router.subscribe((state) => {
    if (state.location.key === firstLocation) return;
    dropEmbeddedReads();
    stopWatching();
  });
  return () => {
    unregister();
    stopCastingnSync();
    stopWatching();
  };
}
