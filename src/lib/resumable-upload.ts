// Resumable uploads (issue 22) through tus 1.0 at /api/uploads/, on hosts whose deployment says
// `resumableUploads`. tus-js-client is loaded here with a dynamic import, so only the pages that
// upload ever download it (the home route's budget is spent).
//
// - Every request carries the session's token and the UI language, read afresh for each request.
// - A dropped connection is retried (RETRY_DELAYS); past them, while the browser is offline or the
//   server cannot be reached, the upload waits for the `online` event (or OFFLINE_RETRY_MS) and
//   tries again from the server's offset, until it finishes or the creator cancels.
// - Chunk size: tus-js-client's default, the whole rest of the file in one PATCH. @tus/server writes
//   the bytes as they stream in, so after a cut the next PATCH starts at the server's offset and only
//   what was in flight is sent twice; smaller chunks would add a request per chunk and gain nothing.
// - The uploads of unfinished files are remembered in localStorage under a fingerprint of the
//   signed-in creator's uuid, the file's name, size and modification time and the endpoint, so a
//   reload or a crashed tab can continue them (and another creator on the same browser never sees
//   them); the entry's acceptance forgets them.
import type {
  DetailedError,
  HttpRequest,
  HttpResponse,
  PreviousUpload,
  Upload,
  UrlStorage,
} from 'tus-js-client';
import type { Envelope } from '../../contract/envelope';
import { ErrorCode } from '../../contract/error-codes';
import { NETWORK_ERROR } from '../../contract/network-error';
import { apiPaths } from '../../contract/paths';
import { UPLOAD_METADATA } from '../../contract/submission-rules';
import { clearSession, getToken } from '../stores/auth-store';
import { env } from './env';
import { currentLanguage } from './i18n';
import { navigateTo } from './navigation';
import { paths } from './paths';

export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000, 30000];
/** Past the retry delays, how long to wait for the connection before trying again anyway. */
const OFFLINE_RETRY_MS = 30_000;
const STORAGE_PREFIX = 'tus::';
/** Asking an unfinished upload's offset: attempts, and the pause between them. */
const HEAD_ATTEMPTS = 3;
const HEAD_RETRY_MS = 1000;

const loadTus = () => import('tus-js-client');

/** What the upload's bar shows about its connection. */
export type ConnectionState = 'sending' | 'reconnecting' | 'paused';

export interface ResumableControls {
  pause(): void;
  resume(): void;
}

export interface ResumableCallbacks {
  /** Bytes on the server (or on their way) of this file. */
  onProgress(sent: number): void;
  onConnection(state: ConnectionState): void;
  /** The running upload's pause and resume (null once it stopped). */
  setControls(controls: ResumableControls | null): void;
  signal: AbortSignal;
}

/** An unfinished upload of a file, found after a reload. */
export interface UnfinishedUpload {
  file: File;
  /** Bytes the server already holds. */
  offset: number;
  percent: number;
  previous: PreviousUpload;
}

export type SentFile = { ok: true; uploadId: string } | { ok: false; envelope: Envelope<never> };

function endpoint(): string {
  return new URL(apiPaths.uploads, env.apiHost || window.location.origin).href;
}

function fingerprintOf(file: File, userUuid: string): string {
  return ['creator-portal', userUuid, file.name, file.size, file.lastModified, endpoint()].join('|');
}

/** tus-js-client's URL storage, on localStorage, with keys we can find and remove ourselves. */
const urlStorage: UrlStorage = {
  findAllUploads: () => Promise.resolve(storedUploads('')),
  findUploadsByFingerprint: (fingerprint) => Promise.resolve(storedUploads(`${fingerprint}::`)),
  removeUpload(key) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage unavailable (private mode): nothing was stored either.
    }
    return Promise.resolve();
  },
  addUpload(fingerprint, upload) {
    const key = `${STORAGE_PREFIX}${fingerprint}::${Date.now()}-${Math.random().toString(36).slice(2)}`;
    try {
      localStorage.setItem(key, JSON.stringify(upload));
    } catch {
      // Full or unavailable storage: the upload still runs, it just cannot be continued after a reload.
    }
    return Promise.resolve(key);
  },
};

function storedUploads(fingerprintPrefix: string): PreviousUpload[] {
  const found: PreviousUpload[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(`${STORAGE_PREFIX}${fingerprintPrefix}`)) continue;
      const upload = JSON.parse(localStorage.getItem(key) ?? 'null') as PreviousUpload | null;
      if (upload?.uploadUrl) found.push({ ...upload, urlStorageKey: key });
    }
  } catch {
    // Unreadable storage: nothing to continue.
  }
  return found;
}

function authHeaders(): Record<string, string> {
  const token = getToken();
  return {
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    Expires: '0',
    'Accept-Language': currentLanguage(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

function onBeforeRequest(request: HttpRequest) {
  for (const [name, value] of Object.entries(authHeaders())) request.setHeader(name, value);
}

/** The portal's rule for 403 (src/api/client.ts): the session is over, log out and go to /login. */
function endSessionOn403(status: number, sentToken: string | null) {
  if (status !== 403 || (sentToken !== null && sentToken !== getToken())) return;
  clearSession();
  navigateTo(paths.login(), { replace: true });
}

/** A tus answer as the envelope the forms read: ours (JSON) as it is, tus's own (text) by its status. */
function envelopeOf(response: HttpResponse | null, field: string): Envelope<never> {
  if (!response) return { status: 0, data: null, errorCode: NETWORK_ERROR, message: null };
  const status = response.getStatus();
  let body: unknown;
  try {
    body = JSON.parse(response.getBody() || 'null');
  } catch {
    body = null;
  }
  const ours =
    typeof body === 'object' && body !== null && 'errorCode' in body ? (body as Envelope<never>) : null;
  const errorCode =
    ours?.errorCode ??
    (status === 413 ? ErrorCode.FileTooLarge : status === 404 || status === 410 ? ErrorCode.NotFound : null);
  return { status, data: null, errorCode, message: ours?.message ?? null, field };
}

/** Our own refusals (a JSON envelope) are final; tus's conflicts (409, 423) and failing servers are not. */
function retryable(error: DetailedError): boolean {
  const response = error.originalResponse;
  if (!response) return true;
  if (/^\s*\{/.test(response.getBody() ?? '')) return false;
  const status = response.getStatus();
  return status === 409 || status === 423 || status >= 500;
}

function baseOptions(file: File, userUuid: string) {
  return {
    endpoint: endpoint(),
    retryDelays: RETRY_DELAYS,
    metadata: { [UPLOAD_METADATA.fileName]: file.name, [UPLOAD_METADATA.fileType]: file.type },
    fingerprint: (input: unknown) => Promise.resolve(fingerprintOf(input as File, userUuid)),
    urlStorage,
    storeFingerprintForResuming: true,
    // Kept until the entry is accepted (forgetUpload): a refused entry can use the upload again.
    removeFingerprintOnSuccess: false,
    onBeforeRequest,
  };
}

/** The id the entry names: the last path segment of the upload's URL. */
export function uploadIdOf(url: string): string {
  const segments = new URL(url, window.location.origin).pathname.split('/').filter(Boolean);
  return decodeURIComponent(segments[segments.length - 1] ?? '');
}

/** Finished uploads not yet used by an accepted entry: the same File sent again needs no bytes. */
const finished = new WeakMap<File, { uploadId: string; storageKey: string | null }>();

/**
 * The unfinished upload of this file by this creator, with the bytes the server already holds; null
 * when there is none (or it expired, which forgets it).
 */
export async function findUnfinishedUpload(file: File, userUuid: string): Promise<UnfinishedUpload | null> {
  const previous = (await urlStorage.findUploadsByFingerprint(fingerprintOf(file, userUuid))).sort((a, b) =>
    b.creationTime.localeCompare(a.creationTime),
  );
  for (const upload of previous) {
    const url = upload.uploadUrl;
    if (!url) continue;
    let offset: number | null = null;
    // Just after a reload the server may still be closing the cut request, which holds the upload
    // (423, or 500 once its lock wait runs out): asked again a moment later, it answers.
    for (let attempt = 0; attempt < HEAD_ATTEMPTS && offset === null; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, HEAD_RETRY_MS));
      try {
        const response = await fetch(new URL(url, endpoint()).href, {
          method: 'HEAD',
          headers: { ...authHeaders(), 'Tus-Resumable': '1.0.0' },
        });
        if (response.ok) offset = Number(response.headers.get('Upload-Offset'));
        else if (response.status === 404 || response.status === 410) {
          await urlStorage.removeUpload(upload.urlStorageKey);
          break;
        } else if (response.status < 500 && response.status !== 423) break;
      } catch {
        // Offline: the prompt can wait for the next choice.
        break;
      }
    }
    if (offset === null || !Number.isFinite(offset) || offset < 0) continue;
    const percent = file.size > 0 ? Math.min(100, Math.floor((offset / file.size) * 100)) : 100;
    return { file, offset, percent, previous: upload };
  }
  return null;
}

/** "Start over": ends the unfinished upload on the server and forgets it. */
export async function discardUnfinishedUpload(unfinished: UnfinishedUpload): Promise<void> {
  await urlStorage.removeUpload(unfinished.previous.urlStorageKey);
  const url = unfinished.previous.uploadUrl;
  if (!url) return;
  const tus = await loadTus();
  await tus.Upload.terminate(new URL(url, endpoint()).href, { onBeforeRequest, retryDelays: [] }).catch(
    () => {
      // Already gone, or offline: it expires on its own.
    },
  );
}

/** The entry that used this file's upload was accepted: forget the upload (it is used up). */
export function forgetUpload(file: File): void {
  const done = finished.get(file);
  finished.delete(file);
  if (done?.storageKey) void urlStorage.removeUpload(done.storageKey);
}

/**
 * Sends one file as a resumable upload (continuing `previous` when given); resolves with its upload
 * id, or the refusal as an envelope whose `field` is `field`. Rejects only when `signal` aborts, after
 * terminating the upload on the server.
 */
export async function sendResumable(
  file: File,
  userUuid: string,
  field: string,
  callbacks: ResumableCallbacks,
  previous?: PreviousUpload | null,
): Promise<SentFile> {
  const done = finished.get(file);
  if (done) {
    callbacks.onProgress(file.size);
    return { ok: true, uploadId: done.uploadId };
  }
  const tus = await loadTus();
  const { signal } = callbacks;
  if (signal.aborted) throw new DOMException('Cancelled', 'AbortError');

  return new Promise<SentFile>((resolve, reject) => {
    let stopped = false;
    let waitTimer: ReturnType<typeof setTimeout> | null = null;
    let paused = false;
    const stopWaiting = () => {
      if (waitTimer !== null) clearTimeout(waitTimer);
      waitTimer = null;
      window.removeEventListener('online', retryNow);
    };
    const finish = () => {
      stopped = true;
      stopWaiting();
      signal.removeEventListener('abort', onAbort);
      callbacks.setControls(null);
    };
    function retryNow() {
      stopWaiting();
      if (!stopped && !paused) upload.start();
    }
    const upload: Upload = new tus.Upload(file, {
      ...baseOptions(file, userUuid),
      onProgress(sent) {
        if (!paused) callbacks.onConnection('sending');
        callbacks.onProgress(sent);
      },
      onShouldRetry(error) {
        const retry = !signal.aborted && retryable(error);
        if (retry) callbacks.onConnection('reconnecting');
        return retry;
      },
      onAfterResponse(request, response) {
        endSessionOn403(
          response.getStatus(),
          request.getHeader('Authorization')?.replace(/^Bearer /, '') ?? null,
        );
      },
      onError(error) {
        if (stopped || signal.aborted) return;
        const detailed = error as DetailedError;
        if (!detailed.originalResponse) {
          // Still no connection after every delay: wait for it, and keep the upload.
          callbacks.onConnection('reconnecting');
          window.addEventListener('online', retryNow);
          waitTimer = setTimeout(retryNow, OFFLINE_RETRY_MS);
          return;
        }
        finish();
        resolve({ ok: false, envelope: envelopeOf(detailed.originalResponse ?? null, field) });
      },
      onSuccess() {
        finish();
        const uploadId = uploadIdOf(upload.url ?? '');
        finished.set(file, { uploadId, storageKey: storageKeyOf(upload) });
        callbacks.onProgress(file.size);
        resolve({ ok: true, uploadId });
      },
    });
    function onAbort() {
      finish();
      void upload.abort(true).catch(() => undefined);
      reject(new DOMException('Cancelled', 'AbortError'));
    }
    signal.addEventListener('abort', onAbort);
    callbacks.setControls({
      pause() {
        if (stopped || paused) return;
        paused = true;
        stopWaiting();
        void upload.abort(false);
        callbacks.onConnection('paused');
      },
      resume() {
        if (stopped || !paused) return;
        paused = false;
        callbacks.onConnection('sending');
        upload.start();
      },
    });
    if (previous) upload.resumeFromPreviousUpload(previous);
    upload.start();
  });
}

/** The storage key tus-js-client gave this upload (kept on the instance, not in its typings). */
function storageKeyOf(upload: Upload): string | null {
  const key = (upload as unknown as { _urlStorageKey?: unknown })._urlStorageKey;
  return typeof key === 'string' ? key : null;
}

export interface FileToSend<Slot extends string> {
  slot: Slot;
  file: File;
  /** The form field a refusal of this file names (`work`, `thumbnail`, `projectFile`). */
  field: string;
  /** The creator chose to continue this unfinished upload. */
  previous?: PreviousUpload | null;
}

export interface UploadProgressCallbacks extends Omit<ResumableCallbacks, 'onProgress'> {
  onProgress(progress: { loaded: number; total: number | null; percent: number | null }): void;
}

/** Sends the files one after the other, with one progress over all of them. */
export async function sendFilesResumably<Slot extends string>(
  files: FileToSend<Slot>[],
  userUuid: string,
  callbacks: UploadProgressCallbacks,
): Promise<{ ok: true; ids: Record<Slot, string> } | { ok: false; envelope: Envelope<never> }> {
  const total = files.reduce((sum, { file }) => sum + file.size, 0);
  const ids = {} as Record<Slot, string>;
  let before = 0;
  for (const { slot, file, field, previous } of files) {
    const sent = await sendResumable(
      file,
      userUuid,
      field,
      {
        ...callbacks,
        onProgress: (bytes) => {
          const loaded = before + bytes;
          const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 100;
          callbacks.onProgress({ loaded, total, percent });
        },
      },
      previous,
    );
    if (!sent.ok) return sent;
    ids[slot] = sent.uploadId;
    before += file.size;
  }
  return { ok: true, ids };
}
