import { SiteShell } from './site-shell';

/** `/` and `/castingn`: the site shell with a full-width main area for banners. */
export function HomeLayout() {
  return <SiteShell variant="home" />;
}
