import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, TOAST_DURATION_MS, useToastStore, type Toast } from '../../lib/toast';
import { CloseIcon } from '../icons';
import styles from './toast.module.css';

/** The toasts on screen (toast.tsx loads this with the first one). */
export default function ToastList() {
  const toasts = useToastStore((state) => state.toasts);
  return toasts.map((toast) => <ToastItem key={toast.id} toast={toast} />);
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
