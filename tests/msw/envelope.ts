// Envelopes as CONTRACT.md defines them, for the msw handlers. Both helpers return the same
// response type, so one handler can answer either way.
import { HttpResponse } from 'msw';
import type { Envelope } from '../../contract/envelope';
import type { ErrorCodeValue } from '../../contract/error-codes';

export type EnvelopeResponse = HttpResponse<Envelope<unknown>>;

export function ok<T>(data: T, status = 200): EnvelopeResponse {
  return HttpResponse.json<Envelope<unknown>>({ status, data, errorCode: null, message: null }, { status });
}

export function fail(status: number, errorCode: ErrorCodeValue, message: string): EnvelopeResponse {
  return HttpResponse.json<Envelope<unknown>>({ status, data: null, errorCode, message }, { status });
}
