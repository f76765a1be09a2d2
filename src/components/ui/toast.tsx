import { lazy, Suspense } from 'react';
import { useToastStore } from '../../lib/toast';
import styles from './toast.module.css';

// The toasts' code loads with the first one; the live region itself is always in the page.
const ToastList = lazy(() => import('./toast-item'));

/**
 * The one place where `showToast` (src/lib/toast.ts) appears: the root layout. The live region is
 * always in the page, so screen readers announce what enters it (politely, after what they are
 * reading); each toast goes after a few seconds, waits while hovered or focused (WCAG 2.2.1), and
 * can be dismissed.
 */
export function ToastHost() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  return (
    <div className={styles.region} role="status">
      {hasToasts && (
        <Suspense fallback={null}>
          <ToastList />
        </Suspense>
      )}
    </div>
  );
}
