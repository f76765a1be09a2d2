import { SiteShell } from './site-shell';

/** Every route except home and login: the site shell with a centred content column. */
export function DefaultLayout() {
  return <SiteShell variant="default" />;
}
