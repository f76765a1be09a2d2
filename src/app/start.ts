// Wires the parts that live outside React to a router: the navigation function for the axios
// interceptor and store actions, and the castingn report. Used by main.tsx and by the tests.
import type { createBrowserRouter } from 'react-router-dom';
import { registerNavigate } from '../lib/navigation';
import { startCastingnSync } from './castingn-sync';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function startApp(router: AppRouter): () => void {
  const unregister = registerNavigate((to, options) => {
    void router.navigate(to, options);
  });
  const stopCastingnSync = startCastingnSync();
  return () => {
    unregister();
    stopCastingnSync();
  };
}
