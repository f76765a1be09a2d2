import { useEffect, useLayoutEffect, type RefObject } from 'react';

// Where the header folds into its menu button (--breakpoint-header in src/styles/tokens.css).
const WIDE_HEADER = '(min-width: 900px)';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface OpenMenu {
  open: boolean;
  close: () => void;
  headerRef: RefObject<HTMLElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
}

/**
 * The open phone menu's behaviour. While open, Tab and Shift+Tab cycle through the button and the
 * panel, Escape closes it and returns focus to the button, a click outside closes it, widening
 * past the breakpoint closes it, and the page behind does not scroll. Focus stays on the button
 * when it opens, so the next Tab enters the panel. Loaded with the panel (menu-panel.tsx).
 */
export function useOpenMenu({ open, close, headerRef, buttonRef, panelRef }: OpenMenu) {
  useLayoutEffect(() => {
    const header = headerRef.current;
    if (!open || !header) return;
    // The panel starts under the header as it is on screen now; the page cannot scroll meanwhile.
    header.style.setProperty('--menu-top', `${Math.max(0, header.getBoundingClientRect().bottom)}px`);
    const root = document.documentElement;
    const before = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
    // Keep the room of a classic scrollbar, so the page does not shift sideways under the menu.
    if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before.overflow;
      root.style.scrollbarGutter = before.gutter;
    };
  }, [open, headerRef]);

  useEffect(() => {
    const header = headerRef.current;
    if (!open || !header) return;
    // A click (not a pointerdown: a touch would then land on the page behind) outside the button
    // and the panel, the dimmed backdrop included, closes the menu.
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!buttonRef.current?.contains(target) && !panelRef.current?.contains(target)) close();
    };
    // Widened past the breakpoint (a rotated tablet): the full header is back, the menu goes.
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_HEADER) : null;
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    // Keys around the button and the panel: Escape, and the focus cycle.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        buttonRef.current?.focus();
        return;
      }
      const button = buttonRef.current;
      if (event.key !== 'Tab' || !button || !panelRef.current) return;
      const cycle = [button, ...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = cycle[0];
      const last = cycle[cycle.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !cycle.includes(active as HTMLElement))) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || !cycle.includes(active as HTMLElement))) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('click', onClick);
    wide?.addEventListener('change', onWide);
    header.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      wide?.removeEventListener('change', onWide);
      header.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, headerRef, buttonRef, panelRef]);
}
