// A page's body as a chunk of its own (issue 25, QUALITY.md: a route's first load carries what its
// first paint needs, everything else loads after it). A signed-in page paints its frame first, from
// the route's own chunk: the heading, the loading state, and the requests it starts. Its body (what
// shows once the answers are there: tables, forms, charts, with their libraries and texts) starts
// loading when the page's module runs, so it downloads alongside those requests, not after them.
//
// Render the returned component inside a <Suspense> whose fallback is the page's loading state.
import { lazy, type ComponentType } from 'react';
import { loadNamespaces, type Namespace } from './i18n';

export function pageBody<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: readonly Namespace[] = [],
) {
  // Started at once: the caller is the page's module, which runs just before its first render.
  const loading = Promise.all([load(), loadNamespaces([...namespaces])]).then(([module]) => module);
  // A failed download rejects here and reaches the route's error boundary, which offers a reload.
  loading.catch(() => {});
  return lazy(() => loading);
}
