import {
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';

export interface ModalProps {
  /** The id of the dialog's visible title (its accessible name). */
  labelledBy: string;
  /** The id of the text that describes it further, if any. */
  describedBy?: string;
  /** "alertdialog" for a message that interrupts the user and asks for an answer (APG). */
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  children: ReactNode;
  /** Focused when the dialog opens; the dialog itself otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus returns on close; the element that had focus before opening otherwise. */
  returnFocus?: HTMLElement | null;
  /** Panel width. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** A click on the dimmed backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  /** Keys of its own (an alert's Enter), before Escape and Tab; stopPropagation() claims one. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

// How many dialogs are open, for parts that should not open one over another (home's promos).
let openDialogs = 0;
const openDialogListeners = new Set<() => void>();

function changeOpenDialogs(by: 1 | -1): void {
  openDialogs += by;
  for (const listener of openDialogListeners) listener();
}

function subscribeToOpenDialogs(listener: () => void): () => void {
  openDialogListeners.add(listener);
  return () => openDialogListeners.delete(listener);
}

/** The number of modal dialogs on screen, updated as they open and close. */
export function useOpenDialogCount(): number {
  return useSyncExternalStore(
    subscribeToOpenDialogs,
    () => openDialogs,
    () => 0,
  );
}

/**
 * A modal dialog (WCAG 2.2, APG "Dialog (Modal)"): rendered above the page, which becomes inert
 * while it is open; focus moves in, Tab and Shift+Tab stay inside, Escape closes, and focus
 * returns to the opener. Dialogs nest: the inner one makes the outer one inert, and its Escape
 * closes only itself. No scroll lock: hiding the scrollbar would shift the page (CLS).
 */
export function Modal({
  labelledBy,
  describedBy,
  role = 'dialog',
  onClose,
  children,
  initialFocus,
  returnFocus,
  size = 'md',
  className,
  closeOnBackdrop = true,
  onKeyDown: onOwnKeyDown,
}: ModalProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef(returnFocus);

  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const opener = returnFocusRef.current ?? (document.activeElement as HTMLElement | null);
    // Everything else in <body> (the app, an outer dialog) becomes inert until this one closes.
    const madeInert: Element[] = [];
    for (const sibling of document.body.children) {
      if (sibling !== layer && !sibling.hasAttribute('inert')) {
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    const focusStart = () => (initialFocus?.current ?? panelRef.current)?.focus();
    focusStart();
    // Focus sent behind the dialog anyway (a page that focuses its <main> after a redirect, a
    // browser without `inert`) comes back. A dialog opened above this one comes later in <body>.
    const keepFocusInside = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || layer.contains(target)) return;
      if (layer.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) return;
      focusStart();
    };
    document.addEventListener('focusin', keepFocusInside);
    changeOpenDialogs(1);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      changeOpenDialogs(-1);
      for (const element of madeInert) element.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
    };
    // Opening and closing are mount and unmount; later prop changes do not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // A key the caller handled (and stopped) is not the dialog's any more.
    onOwnKeyDown?.(event);
    if (event.isPropagationStopped()) return;
    // React events bubble through portals: an inner dialog handles its keys and stops there.
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    event.stopPropagation();
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      ref={layerRef}
      className={styles.layer}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${styles.panel} ${styles[size]} ${className ?? ''}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
