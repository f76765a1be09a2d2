// One upload at a time for a form: its progress with speed and time left, a cancel that aborts
// the request (the server then keeps nothing), and how it ended. The files stay with the form, so
// a retry after a failure or a cancel sends them again without choosing them again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Envelope } from '../../contract/envelope';
import { ErrorCode } from '../../contract/error-codes';
import { isCancelled, type UploadProgress } from '../api/client';
import type { ConnectionState, ResumableControls } from './resumable-upload';
import { addSample, uploadRate, type ProgressSample, type UploadRate } from './upload-rate';

export type UploadState<T> =
  | { phase: 'idle' }
  | {
      phase: 'uploading';
      progress: UploadProgress;
      rate: UploadRate;
      /** Resumable uploads only: reconnecting after a dropped connection, or paused by the user. */
      connection?: ConnectionState;
      /** Resumable uploads only: the upload can be paused and resumed. */
      pausable?: boolean;
    }
  | { phase: 'cancelled' }
  | { phase: 'failed'; status: number; errorCode: string | null }
  | { phase: 'done'; data: T };

export interface UploadCallbacks {
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
  /** A resumable upload's connection (src/lib/resumable-upload.ts). */
  onConnection: (state: ConnectionState) => void;
  /** A resumable upload's pause and resume, while it runs. */
  setControls: (controls: ResumableControls | null) => void;
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
  const controlsRef = useRef<ResumableControls | null>(null);

  // Leaving the form (after the user agreed to) stops the upload.
  useEffect(() => () => controllerRef.current?.abort(), []);

  /** Runs `send`; resolves with its envelope, or null when cancelled. */
  const start = useCallback(async (send: (callbacks: UploadCallbacks) => Promise<Envelope<T>>) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    let samples: ProgressSample[] = [{ at: now(), loaded: 0 }];
    let lastDraw = 0;
    let progress: UploadProgress = { loaded: 0, total: null, percent: 0 };
    let connection: ConnectionState | undefined;
    let pausable = false;
    const draw = () => {
      if (controller.signal.aborted) return;
      // Paused or reconnecting: no speed or time left to show (the samples start again afterwards).
      const rate =
        connection === undefined || connection === 'sending'
          ? uploadRate(samples, progress.total)
          : { bytesPerSecond: null, secondsLeft: null };
      setState({ phase: 'uploading', progress, rate, connection, pausable });
    };
    setState({
      phase: 'uploading',
      progress,
      rate: { bytesPerSecond: null, secondsLeft: null },
    });
    const onProgress = (next: UploadProgress) => {
      const at = now();
      // Bytes sent again after a reconnection do not count twice in the speed.
      if (next.loaded < progress.loaded) samples = [];
      samples = addSample(samples, { at, loaded: next.loaded });
      progress = next;
      const complete = next.total !== null && next.loaded >= next.total;
      if (at - lastDraw < REDRAW_MS && !complete) return;
      lastDraw = at;
      draw();
    };
    const onConnection = (state: ConnectionState) => {
      if (state === connection) return;
      if (state !== 'sending') samples = [];
      connection = state;
      draw();
    };
    const setControls = (controls: ResumableControls | null) => {
      if (controllerRef.current === controller) controlsRef.current = controls;
      if (pausable !== (controls !== null)) {
        pausable = controls !== null;
        draw();
      }
    };
    try {
      const envelope = await send({ onProgress, signal: controller.signal, onConnection, setControls });
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
      if (!(await isCancelled(error)) && !controller.signal.aborted) throw error;
      return null;
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        controlsRef.current = null;
      }
    }
  }, []);

  const cancel = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    controller.abort();
    controllerRef.current = null;
    controlsRef.current = null;
    setState({ phase: 'cancelled' });
  }, []);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  /** A resumable upload stops sending until `resume` (the server keeps what it has). */
  const pause = useCallback(() => controlsRef.current?.pause(), []);
  const resume = useCallback(() => controlsRef.current?.resume(), []);

  return { state, start, cancel, reset, pause, resume };
}
