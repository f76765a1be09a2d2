// The operator console's axios instance (issue 21): the creator client's request defaults and its
// envelope handling (src/api/client.ts sendWith), with the operator's own token. A 403 ends the
// operator's session only (never the creator's); the console's guard (operator-app.tsx) then goes
// to the login, which says that the session ended. OPERATOR_ROLE_FORBIDDEN is a 403 too but says
// "not your area", so the session stays.
import type { AxiosInstance, AxiosRequestConfig, Method } from 'axios';
import { ErrorCode } from '../../../contract/error-codes';
import { addRequestDefaults, sendWith, uploadProgressOf, type UploadProgress } from '../../api/client';
import type { Query } from '../../lib/paths';
import { clearOperatorSession, getOperatorToken } from '../operator-session';

// The console's API lives on the portal's own server (contract/operator.ts), whatever the build's
// API host: the page's origin.
// axios loads with the console's first request, as the portal's client does (src/api/client.ts):
// the console's first paint does not wait for it.
let instance: Promise<AxiosInstance> | null = null;

function http(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) => {
    const created = axios.create({ baseURL: '', validateStatus: () => true });
    created.interceptors.request.use((config) => {
      addRequestDefaults(config);
      const token = getOperatorToken();
      if (token && !config.headers.has('Authorization'))
        config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    });
    created.interceptors.response.use((response) => {
      const body = response.data as { errorCode?: unknown } | null;
      const sent = response.config.headers?.get?.('Authorization');
      const current = getOperatorToken();
      if (
        response.status === 403 &&
        body?.errorCode !== ErrorCode.OperatorRoleForbidden &&
        current !== null &&
        sent === `Bearer ${current}`
      ) {
        clearOperatorSession({ ended: true });
      }
      return response;
    });
    return created;
  });
  return instance;
}

export interface OperatorRequestOptions {
  params?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** 'blob' for a file answer (the transfer batch's CSV); JSON envelopes otherwise. */
  responseType?: 'blob';
  /** A multipart upload's progress (the free library's files), for its progress bar. */
  onProgress?: (progress: UploadProgress) => void;
}

function request<T>(method: Method, url: string, body: unknown, options: OperatorRequestOptions = {}) {
  const { onProgress, ...rest } = options;
  const config: AxiosRequestConfig = {
    method,
    url,
    data: body,
    ...rest,
    onUploadProgress: onProgress ? (event) => onProgress(uploadProgressOf(event)) : undefined,
  };
  return sendWith<T>(http(), config);
}

export const operatorApi = {
  get: <T>(url: string, options?: OperatorRequestOptions) => request<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown, options?: OperatorRequestOptions) =>
    request<T>('POST', url, body, options),
  patch: <T>(url: string, body?: unknown, options?: OperatorRequestOptions) =>
    request<T>('PATCH', url, body, options),
  delete: <T>(url: string, options?: OperatorRequestOptions) => request<T>('DELETE', url, undefined, options),
};
