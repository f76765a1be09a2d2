// Loads one API call for a component: loading, error (with its code) and ready states, a retry,
// and cancellation when the component unmounts or the key changes (StrictMode's double effects
// included). Calls resolve with the envelope (src/api/client.ts); a status outside 2xx or a
// missing `data` is an error.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Envelope } from '../../contract/envelope';

export type EnvelopeState<T> =
  | { status: 'loading'; data: null; errorCode: null }
  | { status: 'error'; data: null; errorCode: string | null }
  | { status: 'ready'; data: T; errorCode: null };

type Settled<T> = Exclude<EnvelopeState<T>, { status: 'loading' }>;

export interface UseEnvelopeOptions<T> {
  /** Keep showing the last data while a new key loads (a language switch), instead of loading. */
  keepPrevious?: boolean;
  /** An answer already at hand for the first key (a prefetch): no loading state, no request. */
  initial?: Envelope<T> | null;
}

const LOADING = { status: 'loading', data: null, errorCode: null } as const;

function settledOf<T>(envelope: Envelope<T>): Settled<T> {
  const ok = envelope.status >= 200 && envelope.status < 300 && envelope.data !== null;
  return ok
    ? { status: 'ready', data: envelope.data as T, errorCode: null }
    : { status: 'error', data: null, errorCode: envelope.errorCode };
}

/**
 * `key` names the request: a new key loads again. `load` may change on every render; the call
 * made is the one of the render that changed the key. "Loading" is derived (the last answer is
 * for another key), so the effect only sets state when an answer arrives.
 */
export function useEnvelope<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<Envelope<T>>,
  options: UseEnvelopeOptions<T> = {},
): EnvelopeState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}#${attempt}`;
  const [settled, setSettled] = useState<{ requestKey: string; state: Settled<T> } | null>(() =>
    options.initial ? { requestKey, state: settledOf(options.initial) } : null,
  );
  const loadRef = useRef(load);
  // The key the initial answer belongs to: its effect makes no request.
  const initialKeyRef = useRef(options.initial ? requestKey : null);

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (initialKeyRef.current === requestKey) return;
    initialKeyRef.current = null;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (envelope) => {
        if (controller.signal.aborted) return;
        setSettled({ requestKey, state: settledOf(envelope) });
      },
      (error: unknown) => {
        // Only our own cancellation rejects (src/api/client.ts); anything else is a bug.
        if (controller.signal.aborted) return;
        console.error(error);
        setSettled({ requestKey, state: { status: 'error', data: null, errorCode: null } });
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let state: EnvelopeState<T> = LOADING;
  if (settled?.requestKey === requestKey) state = settled.state;
  else if (options.keepPrevious && settled?.state.status === 'ready') state = settled.state;
  return { ...state, retry };
}
