import { Outlet, ScrollRestoration } from 'react-router-dom';
import { NavigationProgress } from '../../components/navigation-progress';

/** Above every layout: the loading bar and scroll restoration between pages. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
