// The competition status popup loads when it first opens (its code, the date library and the
// `competition` texts, and `errors` to say why its groups could not be loaded), so none of it weighs
// on the home page's first route.
import { lazy } from 'react';
import { loadNamespaces } from '../../lib/i18n';

const loadDialog = () => import('./competition-status-dialog');

export const LazyCompetitionStatusDialog = lazy(async () => {
  const [module] = await Promise.all([loadDialog(), loadNamespaces(['competition', 'errors'])]);
  return { default: module.CompetitionStatusDialog };
});

/** Starts the download early (the pointer is over a Status button, or it has focus). */
export function preloadCompetitionStatusDialog(): void {
  void loadDialog().catch(() => {
    // Opening will try again and show the error.
  });
  void loadNamespaces(['competition', 'errors']).catch(() => {});
}
