// The one axios instance (STYLE.md) and the request helpers every API module uses.
// - Every request carries `_t`, no-cache headers, Accept-Language and the token (CONTRACT.md).
// - Any 403 ends the session and goes to /login, whoever made the call (spec §4, §8).
// - Calls resolve with the envelope even on HTTP errors (spec §7 "normal calls return the
//   response even on error"); a request that got no HTTP answer resolves as NETWORK_ERROR. A 429
//   or 503 carries `retryAfter` (seconds) when the server or a proxy said when to try again.
//   Only a caller's own cancellation (AbortSignal) rejects.
// - A signed-in page's first GETs may have been asked already by public/boot-after-paint.js, with
//   the same token and language: such a GET takes that answer (src/lib/session-reads.ts).
//
// axios itself loads with the first request, not with the entry (issue 25): a visitor's first page
// renders from the answers embedded in its HTML and never waits for it, and the entry's JavaScript
// is in every route's budget. A page that asks the API as it opens paints its frame first; axios
// then loads with that request, alongside the page's body (src/lib/page-body.ts).
import type {
  AxiosInstance,
  AxiosProgressEvent,
  AxiosRequestConfig,
  AxiosResponse,
  InternalAxiosRequestConfig,
  Method,
} from 'axios';
import type { Envelope } from '../../contract/envelope';
import { NETWORK_ERROR } from '../../contract/network-error';
import { UPLOAD_TIMEOUT_MS } from '../lib/constants';
import { env } from '../lib/env';
import { currentLanguage } from '../lib/i18n';
import { navigateTo } from '../lib/navigation';
import { paths, withQuery, type Query } from '../lib/paths';
import { takeSessionRead } from '../lib/session-reads';
import { clearSession, getToken } from '../stores/auth-store';

export interface RequestOptions {
  params?: Query;
  signal?: AbortSignal;
  /** Extra request headers (the bell's If-None-Match). */
  headers?: Record<string, string>;
  /** 'blob' for a file the SPA saves itself (the earnings statement); JSON otherwise. */
  responseType?: 'blob';
}

export interface UploadProgress {
  loaded: number;
  /** Null when the browser cannot tell the total size. */
  total: number | null;
  /** 0 to 100, or null when the total is unknown. */
  percent: number | null;
}

export interface MultipartOptions extends RequestOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Uploads to /api/files/… go to the file host (spec §7 "Files (file host)"). */
  host?: 'api' | 'file';
  /** Extra request headers (a withdrawal's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** `_t`, the no-cache headers and Accept-Language (shared with the operator console's instance). */
export function addRequestDefaults(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.params = { ...(config.params as Query | undefined), _t: Date.now() };
  config.headers.set('Cache-Control', 'no-cache');
  config.headers.set('Pragma', 'no-cache');
  config.headers.set('Expires', '0');
  config.headers.set('Accept-Language', currentLanguage());
  return config;
}

/** An HTTP answer: axios's, or one the boot script got for the page's first reads. */
interface HttpAnswer {
  status: number;
  body: unknown;
  header(name: 'etag' | 'retry-after'): string | undefined;
}

function answerOf(response: AxiosResponse<unknown>): HttpAnswer {
  return {
    status: response.status,
    body: response.data,
    header(name) {
      const value = response.headers[name] as unknown;
      return typeof value === 'string' ? value : undefined;
    },
  };
}

/**
 * 403 means "your session is not valid" (CONTRACT.md); a valid user asking for someone else's
 * resource gets 404, so this never logs out a user for a plain permission problem.
 */
function endSession(): void {
  clearSession();
  navigateTo(paths.login(), { replace: true });
}

/** Whether a request carried a token that is no longer the session's (logged out or replaced since). */
function sentAnotherToken(response: AxiosResponse<unknown>): boolean {
  const sent = response.config.headers?.get?.('Authorization');
  if (typeof sent !== 'string' || sent === '') return false;
  return sent !== `Bearer ${getToken()}`;
}

/** The portal's one axios instance, made with the first request. */
let portalInstance: Promise<AxiosInstance> | null = null;

function http(): Promise<AxiosInstance> {
  portalInstance ??= import('axios').then(({ default: axios }) => {
    const instance = axios.create({
      baseURL: env.apiHost,
      // Every HTTP answer resolves: the envelope carries the failure (see toEnvelope).
      validateStatus: () => true,
    });
    instance.interceptors.request.use((config) => {
      addRequestDefaults(config);
      // A call that names its token itself (the logout's, after the browser forgot it) keeps it.
      const token = getToken();
      if (token && !config.headers.has('Authorization'))
        config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    });
    instance.interceptors.response.use((response) => {
      // A 403 for a token the browser no longer holds (the logout's own call, a late answer from
      // before a new login) says nothing about the current session.
      if (response.status === 403 && !sentAnotherToken(response)) endSession();
      return response;
    });
    return instance;
  });
  return portalInstance;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'status' in body && 'errorCode' in body;
}

/**
 * Seconds to wait before trying again, on a 429 or 503: the envelope's `retryAfter`, or the
 * Retry-After header (seconds or an HTTP date) when a proxy answered without our envelope.
 */
function retryAfterOf(answer: HttpAnswer): number | undefined {
  if (answer.status !== 429 && answer.status !== 503) return undefined;
  const fromBody = isEnvelope(answer.body) ? answer.body.retryAfter : undefined;
  if (typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody > 0) return Math.ceil(fromBody);
  const header = answer.header('retry-after');
  if (header === undefined || header.trim() === '') return undefined;
  const seconds = /^\d+$/.test(header.trim())
    ? Number(header.trim())
    : Math.ceil((Date.parse(header) - Date.now()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** The answer's ETag, for a caller that sends If-None-Match itself (`_t` defeats the browser cache). */
function etagOf(answer: HttpAnswer): { etag?: string } {
  const etag = answer.header('etag');
  return etag === undefined ? {} : { etag };
}

function toEnvelope<T>(answer: HttpAnswer): Envelope<T> {
  const ok = answer.status >= 200 && answer.status < 300;
  const { body } = answer;
  const retryAfter = retryAfterOf(answer);
  if (isEnvelope(body)) {
    return {
      status: answer.status,
      data: ok ? (body.data as T | null) : null,
      errorCode: body.errorCode,
      message: body.message,
      ...(retryAfter ? { retryAfter } : {}),
      // A refused upload names the form field at fault.
      ...(typeof body.field === 'string' ? { field: body.field } : {}),
      ...etagOf(answer),
    };
  }
  // Not our envelope (an empty body, a proxy's HTML error page): keep the HTTP status.
  return {
    status: answer.status,
    data: ok ? ((body ?? null) as T | null) : null,
    errorCode: null,
    message: null,
    ...(retryAfter ? { retryAfter } : {}),
    // A 304 has no body: its ETag says the caller's copy is current.
    ...etagOf(answer),
  };
}

/**
 * Whether a request's rejection is its caller's own cancellation (the only rejection of a call).
 * Asked after a request failed, so axios is loaded by then: the import costs nothing, and a static
 * one would put axios in every page's first load.
 */
export async function isCancelled(error: unknown): Promise<boolean> {
  const { isCancel } = await import('axios');
  return isCancel(error);
}

/**
 * One request on `instance`, resolved as the envelope (errors included; see toEnvelope). The
 * operator console's own axios instance (src/operator/api/client.ts) sends through it too.
 */
export async function sendWith<T>(
  instance: AxiosInstance | Promise<AxiosInstance>,
  config: AxiosRequestConfig,
): Promise<Envelope<T>> {
  try {
    return toEnvelope<T>(answerOf(await (await instance).request(config)));
  } catch (error) {
    if (await isCancelled(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    return { status: 0, data: null, errorCode: NETWORK_ERROR, message };
  }
}

const send = <T>(config: AxiosRequestConfig) => sendWith<T>(http(), config);

function sendMultipart<T>(method: Method, url: string, form: FormData, options: MultipartOptions = {}) {
  const { onProgress, host = 'api', ...rest } = options;
  return send<T>({
    method,
    url,
    data: form,
    ...rest,
    baseURL: host === 'file' ? env.fileHost : env.apiHost,
    // 30 minutes, as spec §7 says in words and §9 repeats. §7's figure "18,000,000 ms" is
    // 5 hours and contradicts both, so the 30 minutes win.
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: onProgress ? (event) => onProgress(uploadProgressOf(event)) : undefined,
  });
}

/** axios's progress event as the upload bars read it (the operator console's uploads too). */
export function uploadProgressOf(event: AxiosProgressEvent): UploadProgress {
  const total = event.total ?? null;
  return {
    loaded: event.loaded,
    total,
    percent: total ? Math.min(100, Math.round((event.loaded / total) * 100)) : null,
  };
}

/**
 * A GET the boot script already asked for the page's first render (src/lib/session-reads.ts), with
 * the session's token and the app's language: its answer, handled as the instance handles one
 * (a 403 for the current token ends the session); asked again when that request got no answer.
 * Null when it was not asked that way.
 */
function askedAtBoot<T>(url: string, options: RequestOptions = {}): Promise<Envelope<T>> | null {
  if (options.headers || options.responseType || options.signal?.aborted) return null;
  const token = getToken();
  const early = takeSessionRead({ path: url, params: options.params }, token, currentLanguage());
  if (!early) return null;
  return early.then((answer) => {
    if (!answer) return send<T>({ method: 'GET', url, ...options });
    if (answer.status === 403 && token === getToken()) endSession();
    return toEnvelope<T>({
      status: answer.status,
      body: answer.body,
      header: (name) => (name === 'etag' ? answer.etag : answer.retryAfter) ?? undefined,
    });
  });
}

export const api = {
  get: <T>(url: string, options?: RequestOptions) =>
    askedAtBoot<T>(url, options) ?? send<T>({ method: 'GET', url, ...options }),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    send<T>({ method: 'POST', url, data: body, ...options }),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    send<T>({ method: 'PUT', url, data: body, ...options }),
  /** A JSON `body` only where the API asks for one (leaving the portal sends the password). */
  delete: <T>(url: string, options?: RequestOptions, body?: unknown) =>
    send<T>({ method: 'DELETE', url, data: body, ...options }),
  postMultipart: <T>(url: string, form: FormData, options?: MultipartOptions) =>
    sendMultipart<T>('POST', url, form, options),
  putMultipart: <T>(url: string, form: FormData, options?: MultipartOptions) =>
    sendMultipart<T>('PUT', url, form, options),
};

/** A URL on the file host, for links the browser opens itself (downloads, spec §7 "Files"). */
export function fileHostUrl(path: string, query: Query = {}): string {
  return withQuery(`${env.fileHost}${path}`, query);
}
