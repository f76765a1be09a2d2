// The one place that shows an alert (spec §8) or asks a yes/no question. Callers outside React (route
// loaders, download helpers) put a request in this small store; the one host in the root layout
// (src/components/ui/alert-dialog.tsx) shows the requests one at a time, in order. A request made
// before the host is mounted (a loader on the first page load) waits until it is.
import { create } from 'zustand';

export interface AlertRequest {
  id: number;
  message: string;
  /** The answering button's text; "OK" when not given. */
  confirmLabel?: string;
  /** A second button that declines (a question, not an alert); none when not given. */
  cancelLabel?: string;
  /** Called once, with true for the answering button and false for cancel or Escape. */
  resolve: (confirmed: boolean) => void;
}

interface AlertState {
  queue: AlertRequest[];
}

export const useAlertStore = create<AlertState>(() => ({ queue: [] }));

let nextId = 1;

function enqueue(request: Omit<AlertRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    const entry: AlertRequest = { ...request, id: nextId++, resolve };
    useAlertStore.setState((state) => ({ queue: [...state.queue, entry] }));
  });
}

/** Shows `message` with one button; resolves when the user has closed it. */
export async function showAlert(message: string): Promise<void> {
  await enqueue({ message });
}

export interface ConfirmLabels {
  confirmLabel: string;
  cancelLabel: string;
}

/** Asks a question with two buttons; resolves true for the confirming one, false otherwise. */
export function askToConfirm(message: string, labels: ConfirmLabels): Promise<boolean> {
  return enqueue({ message, ...labels });
}

/** Closes the alert on screen with the user's answer; the next one in the queue follows. */
export function closeAlert(id: number, confirmed: boolean): void {
  const entry = useAlertStore.getState().queue.find((request) => request.id === id);
  if (!entry) return;
  useAlertStore.setState((state) => ({ queue: state.queue.filter((request) => request.id !== id) }));
  entry.resolve(confirmed);
}

/** The alert on screen, if any. */
export const selectCurrentAlert = (state: AlertState): AlertRequest | undefined => state.queue[0];

/** Whether an alert is open or waiting: other popups (home's promos) hold back meanwhile. */
export const selectHasAlert = (state: AlertState): boolean => state.queue.length > 0;

/** Drops every request unanswered (tests start each case with none). */
export function resetAlerts(): void {
  const { queue } = useAlertStore.getState();
  useAlertStore.setState({ queue: [] });
  for (const request of queue) request.resolve(false);
}
