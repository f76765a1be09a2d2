import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { logout } from '../../stores/auth-store';
import styles from './header.module.css';
import { UserLabel } from './user-label';

type OpenedBy = 'hover' | 'focus' | 'click';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * The logged-in user's name and its menu (spec §2): a menu button that opens on hover, on
 * keyboard focus and on click. Arrow keys, Home and End move through the items; Escape closes the
 * menu and returns focus to the button; moving the pointer or focus away closes it, unless a
 * click pinned it open.
 */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const open = openedBy !== null;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // Focus caused by a pointer press, or by our own Escape handling, must not reopen the menu.
  const ignoreNextFocus = useRef(false);
  // Which item to focus once the menu is shown (opened from the keyboard).
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const buttonId = useId();
  const menuId = useId();

  const close = () => setOpenedBy(null);
  const focusItem = (target: 'first' | 'last') => {
    const list = menuItems(menuRef.current);
    (target === 'first' ? list[0] : list[list.length - 1])?.focus();
  };
  const openWithFocus = (target: 'first' | 'last') => {
    // Already shown (hover or focus opened it): focus now; otherwise once it is rendered.
    if (open) focusItem(target);
    else pendingFocus.current = target;
    setOpenedBy('click');
  };

  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    focusItem(pendingFocus.current);
    pendingFocus.current = null;
  }, [open]);

  useEffect(() => {
    if (openedBy !== 'click') return;
    // Safari does not focus a clicked button, so blur alone cannot close a pinned menu.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedBy(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openedBy]);

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = menuItems(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: (at - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    list[next]?.focus();
  }

  return (
    <div
      ref={rootRef}
      className={styles.userMenu}
      onMouseEnter={() => setOpenedBy((current) => current ?? 'hover')}
      onMouseLeave={() => setOpenedBy((current) => (current === 'hover' ? null : current))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
          ignoreNextFocus.current = true;
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.userButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onPointerDown={() => {
          ignoreNextFocus.current = true;
        }}
        onFocus={() => {
          if (ignoreNextFocus.current) ignoreNextFocus.current = false;
          else setOpenedBy((current) => current ?? 'focus');
        }}
        onKeyDown={onButtonKeyDown}
        onClick={(event) => {
          ignoreNextFocus.current = false;
          // Enter or Space (a click without a pointer, detail 0) goes into the menu.
          if (event.detail === 0) openWithFocus('first');
          // A pointer click pins a menu that hover opened, and otherwise toggles it.
          else setOpenedBy((current) => (current === null || current === 'hover' ? 'click' : null));
        }}
      >
        <UserLabel name={name} />
      </button>
      <div className={styles.menuPanel} hidden={!open}>
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          <li role="none">
            <Link role="menuitem" className={styles.menuItem} to={paths.mypage} onClick={close}>
              {t('header.myInfo')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" className={styles.menuItem} to={paths.qna} onClick={close}>
              {t('header.inquiry')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" className={styles.menuItem} to={paths.notifications} onClick={close}>
              {t('header.notifications')}
            </Link>
          </li>
          <li role="none">
            <button role="menuitem" type="button" className={styles.menuItem} onClick={logout}>
              {t('header.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
