// Bootstrap: texts, router, the outside-React wiring, then the first render.
// Global styles first, so that component styles come after them in the cascade.
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/routes';
import { startApp } from './app/start';
import { initI18n } from './lib/i18n';

/** How long the first render waits for its route, over the server's shell, before showing the loader. */
const SHELL_WAIT_MS = 3_000;

// The boot runs as a few tasks instead of one: the modules' evaluation, then the texts, then the
// router (matching the route table, starting the home page's code and banners) and the first render.
// Each step yields to the browser in between, so none of them is one long blocking task on a slow
// phone (TBT, docs/performance.md). A zero timeout is a fresh task without a clamp.
const nextTask = (step: () => void) => window.setTimeout(step, 0);

nextTask(() => {
  // Started first so that the route's page code and the locale files download in parallel.
  void initI18n();
  nextTask(startRouter);
});

function startRouter() {
  const router = createBrowserRouter(routes);
  startApp(router);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // A transition: React renders the first page in slices and yields to the browser in between,
  // instead of blocking the main thread for the whole tree at once (TBT).
  const render = () =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    );

  // Our server paints the header (on home the first banner, on a public page its heading) before
  // this code runs (server/site/first-paint.ts). React's first render clears that shell, so it
  // waits until the route is ready and replaces the shell with the whole page in one step, rather
  // than with a loader first. A route that takes too long gets the loader after all.
  if (container.querySelector('.boot-shell') && !router.state.initialized) {
    let rendered = false;
    const renderOnce = () => {
      if (rendered) return;
      rendered = true;
      unsubscribe();
      // The route became ready in the task that loaded its last piece: render in the next one.
      nextTask(render);
    };
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) renderOnce();
    });
    window.setTimeout(renderOnce, SHELL_WAIT_MS);
  } else {
    render();
  }
}
