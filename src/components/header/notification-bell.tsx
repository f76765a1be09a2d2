import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Icon } from '../icons';
import { Spinner } from '../ui/spinner';
import styles from './notification-bell.module.css';
import { useUnreadCount } from './use-unread-count';

// The panel's list loads on the first opening: most page views never open it.
const NotificationPanel = lazy(() => import('./notification-panel'));

/** Above this the badge says "99+" (the label still says the number). */
const BADGE_MAX = 99;

/**
 * The header's bell for a signed-in user (issue 18): the unread count as a badge, kept fresh by
 * use-unread-count.ts, and a non-modal dialog with the latest notifications. Like the user menu,
 * Escape closes it and returns focus to the button; a click outside or a navigation closes it.
 * The header loads this after the first paint (header.tsx), so home's first JavaScript is unchanged.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const count = useUnreadCount();
  const [open, setOpen] = useState(false);
  // Counts the openings: each one shows a fresh list.
  const [opened, setOpened] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // A new location (an item, "See all", Back) closes it, adjusted while rendering like the phone menu.
  const { key } = useLocation();
  const [locationKey, setLocationKey] = useState(key);
  if (locationKey !== key) {
    setLocationKey(key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    // Into the dialog, so that Tab goes on through its items and a screen reader reads its name.
    panelRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // On the document: focus may have left the panel (a button that became disabled).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const label = count ? t('bell.labelUnread', { count }) : t('bell.label');
  return (
    <div ref={rootRef} className={styles.bell}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) setOpened((n) => n + 1);
          setOpen(!open);
        }}
      >
        <Icon>
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </Icon>
        {count ? (
          <span className={styles.count} aria-hidden="true">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        ) : null}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-label={t('panel.title')}
        tabIndex={-1}
        className={styles.panel}
        hidden={!open}
      >
        {opened > 0 && (
          <Suspense
            fallback={
              <div className={styles.loading}>
                <Spinner />
              </div>
            }
          >
            <NotificationPanel opening={opened} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
