import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The phone menu's state: a disclosure button and the panel it controls, closed by any
 * navigation. What the open menu does (focus cycle, Escape, click outside, scroll lock) is in
 * use-open-menu.ts, which loads with the panel's links on the first opening.
 */
export function useMenuPanel() {
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // A new location (a link in the panel, the logo, log out, Back) closes the menu. Adjusted while
  // rendering rather than in an effect, so the old page's menu never paints over the new page.
  const { key } = useLocation();
  const [locationKey, setLocationKey] = useState(key);
  if (locationKey !== key) {
    setLocationKey(key);
    setOpen(false);
  }

  // Stable, so that the open menu's listeners (use-open-menu.ts) are not set up again each render.
  const close = useCallback(() => setOpen(false), []);
  return {
    open,
    toggle: () => setOpen((current) => !current),
    close,
    headerRef,
    buttonRef,
    panelRef,
    panelId,
  };
}

export type MenuPanelState = ReturnType<typeof useMenuPanel>;
