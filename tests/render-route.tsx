// Renders the real route table at a path, with a memory router wired like main.tsx wires the
// browser router (navigation for the interceptor, castingn sync).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../src/app/app';
import { routes } from '../src/app/routes';
import { startApp } from '../src/app/start';
import { setSession, type Session } from '../src/stores/auth-store';

const running: Array<() => void> = [];

export interface RenderRouteOptions {
  /** Log in before rendering. */
  session?: Session;
  /** Render inside <StrictMode>, as main.tsx does (effects run twice in development). */
  strict?: boolean;
}

export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  if (options.session) setSession(options.session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const stop = startApp(router);
  running.push(() => {
    stop();
    router.dispose();
  });
  const user = userEvent.setup();
  const app = <App router={router} />;
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return {
    ...view,
    router,
    user,
    /** The current path with its search, e.g. "/login?redirect=%2Fjobs". */
    currentUrl: () => router.state.location.pathname + router.state.location.search,
    /**
     * Waits for the page's h1 (lazy pages and loaders settle first). The longer timeout is for
     * shared, busy machines, where the first lazy import of a file can take over a second.
     */
    findHeading: (name: string | RegExp) =>
      screen.findByRole('heading', { level: 1, name }, { timeout: 8_000 }),
  };
}

/** Called after each test by tests/setup.ts. */
export function stopRenderedApps(): void {
  while (running.length) running.pop()?.();
}
