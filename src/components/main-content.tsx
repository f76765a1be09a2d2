import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export const MAIN_ID = 'main';

/**
 * The page's <main>. After an in-app navigation it takes focus, so that keyboard and screen reader
 * users start at the new page instead of wherever the old one left them.
 */
export function MainContent({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname, key } = useLocation();
  // The first location of a page load has the key "default"; that one keeps the browser's focus.
  const navigated = key !== 'default';
  useEffect(() => {
    if (navigated) ref.current?.focus({ preventScroll: true });
  }, [pathname, navigated]);
  return (
    <main id={MAIN_ID} ref={ref} tabIndex={-1} className={className}>
      {children}
    </main>
  );
}
