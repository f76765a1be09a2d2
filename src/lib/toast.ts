// Short confirmations ("Password changed") that need no answer: `showToast` from anywhere puts
// one in this small store; the one host in the root layout (src/components/ui/toast.tsx) shows
// them in a polite live region and removes each after a while or when dismissed.
import { create } from 'zustand';

export interface Toast {
  id: number;
  message: string;
}

interface ToastState {
  toasts: Toast[];
}

export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

/** How long a toast stays, unless the pointer or focus rests on it. */
export const TOAST_DURATION_MS = 5_000;

/** At most this many at once: an older one gives way to a new one. */
const MAX_TOASTS = 3;

let nextId = 1;

export function showToast(message: string): void {
  const toast = { id: nextId++, message };
  useToastStore.setState((state) => ({ toasts: [...state.toasts, toast].slice(-MAX_TOASTS) }));
}

export function dismissToast(id: number): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/** Tests start each case with none. */
export function resetToasts(): void {
  useToastStore.setState({ toasts: [] });
}
