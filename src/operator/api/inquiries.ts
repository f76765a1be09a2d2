// The 1:1 inquiries (support): the list, one inquiry with what it concerns, and the answer (HTML,
// sanitized by the server with the notices' allowlist).
import type { Page } from '../../../contract/envelope';
import type { InquiryConsoleQuery, OperatorInquiry, OperatorInquiryItem } from '../../../contract/operator';
import { operatorPaths } from '../../../contract/operator-paths';
import { operatorApi } from './client';

/** GET /operator/api/inquiries?page&size&state: the unanswered first. */
export function listInquiries(query: InquiryConsoleQuery, signal?: AbortSignal) {
  return operatorApi.get<Page<OperatorInquiryItem>>(operatorPaths.inquiries, {
    params: { ...query },
    signal,
  });
}

/** GET /operator/api/inquiries/{uuid} */
export function getInquiryForSupport(uuid: string, signal?: AbortSignal) {
  return operatorApi.get<OperatorInquiry>(operatorPaths.inquiry(uuid), { signal });
}

/** POST …/answer {answer}: 409 INQUIRY_STATE_CONFLICT when it is answered or deleted already. */
export function answerInquiry(uuid: string, answer: string) {
  return operatorApi.post<{ uuid: string; state: string; answer: string }>(
    operatorPaths.answerInquiry(uuid),
    {
      answer,
    },
  );
}
