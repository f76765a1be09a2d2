import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { BootLoader } from '../components/page-loader';
import type { AppRouter } from './start';

/** The app around a router (browser router in main.tsx, memory router in tests). */
export function App({ router }: { router: AppRouter }) {
  return (
    <Suspense fallback={<BootLoader />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
