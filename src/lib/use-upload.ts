// One upload at a time for a form: its progress with speed and time left, a cancel that aborts
// the request (the server then keeps nothing), and how it ended. The files stay with the form, so
// a retry after a failure or a cancel sends them again without choosing them again.
import axios from 'axios';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Envelope } from '../../contract/envelope';
import { ErrorCode } from '../../contract/error-codes';
import type { UploadProgress } from '../api/client';
import { addSample, uploadRate, type ProgressSample, type UploadRate } from './upload-rate';

export type UploadState<T> =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: UploadProgress; rate: UploadRate }
  | { phase: 'cancelled' }
  | { phase: 'failed'; status: number; errorCode: string | null }
  | { phase: 'done'; data: T };

export interface UploadCallbacks {
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

/** Progress redraws at most this often (browsers fire progress events many times a second). */
const REDRAW_MS = 200;

const now = () => performance.now();

/**
 * The envelope's code; a bare 413 (a proxy in front of the API refusing the body before our server
 * sees it, with its own HTML page) still means the file is too large.
 */
function failureCode(envelope: Envelope<unknown>): string | null {
  return envelope.errorCode ?? (envelope.status === 413 ? ErrorCode.FileTooLarge : null);
}

export function useUpload<T>() {
  const [state, setState] = useState<UploadState<T>>({ phase: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);

  // Leaving the form (after the user agreed to) stops the upload.
  useEffect(() => () => controllerRef.current?.abort(), []);

  /** Runs `send`; resolves with its envelope, or null when cancelled. */
  const start = useCallback(async (send: (callbacks: UploadCallbacks) => Promise<Envelope<T>>) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    let samples: ProgressSample[] = [{ at: now(), loaded: 0 }];
    let lastDraw = 0;
    setState({
      phase: 'uploading',
      progress: { loaded: 0, total: null, percent: 0 },
      rate: { bytesPerSecond: null, secondsLeft: null },
    });
    const onProgress = (progress: UploadProgress) => {
      const at = now();
      samples = addSample(samples, { at, loaded: progress.loaded });
      const complete = progress.total !== null && progress.loaded >= progress.total;
      if (at - lastDraw < REDRAW_MS && !complete) return;
      lastDraw = at;
      if (!controller.signal.aborted) {
        setState({ phase: 'uploading', progress, rate: uploadRate(samples, progress.total) });
      }
    };
    try {
      const envelope = await send({ onProgress, signal: controller.signal });
      if (controller.signal.aborted) return null;
      const ok = envelope.status >= 200 && envelope.status < 300 && envelope.data !== null;
      setState(
        ok
          ? { phase: 'done', data: envelope.data as T }
          : { phase: 'failed', status: envelope.status, errorCode: failureCode(envelope) },
      );
      return envelope;
    } catch (error) {
      // Only our own cancellation rejects (src/api/client.ts).
      if (!axios.isCancel(error) && !controller.signal.aborted) throw error;
      return null;
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    controller.abort();
    controllerRef.current = null;
    setState({ phase: 'cancelled' });
  }, []);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, start, cancel, reset };
}
