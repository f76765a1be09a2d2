import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToastStore, type Toast } from '../../lib/toast';
import { CloseIcon } from '../icons';
import styles from './toast.module.css';

/** How long a toast stays, unless the pointer or focus rests on it. */
export const TOAST_DURATION_MS = 5_000;

/**
 * The one place where `showToast` (src/lib/toast.ts) appears: the root layout. The live region is
 * always in the page, so screen readers announce what enters it (politely, after what they are
 * reading); each toast goes after a few seconds, waits while hovered or focused (WCAG 2.2.1), and
 * can be dismissed.
 */
export function ToastHost() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div className={styles.region} role="status">
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </Suspense>
      )}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    // A fresh full duration after each pause: the reader just looked away.
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id]);

  return (
    <div
      className={styles.toast}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <p className={styles.message}>{toast.message}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('toast.dismiss')}
        onClick={() => dismissToast(toast.id)}
      >
        <CloseIcon width="18" height="18" />
      </button>
    </div>
  );
}
