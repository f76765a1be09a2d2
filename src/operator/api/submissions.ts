// Entries as reviewers see them: the list, one entry, the decision, a retried conversion and the
// timecoded review comments.
import type {
  CommentBody,
  OperatorSubmissionDetail,
  OperatorSubmissionItem,
  ReviewComment,
} from '../../../contract/operator';
import { operatorApi } from './client';
import { operatorPaths, type OperatorSubmissionFilter } from '../../../contract/operator-paths';

export interface OperatorSubmissionPage {
  lists: OperatorSubmissionItem[];
  totalCount: number;
  page: number;
  size: number;
}

export interface OperatorSubmissionsQuery {
  page: number;
  size: number;
  state?: OperatorSubmissionFilter;
  /** Title, creator email or name, or the entry's uuid. */
  q?: string;
  /** Only the entries of this topic (the scheduling screen asks with state to-schedule). */
  topic?: string;
}

/** GET /operator/api/submissions?page&size&state&q&topic */
export function listEntries(query: OperatorSubmissionsQuery, signal?: AbortSignal) {
  return operatorApi.get<OperatorSubmissionPage>(operatorPaths.submissions, {
    params: { ...query },
    signal,
  });
}

/** GET /operator/api/submissions/{uuid} */
export function getEntry(uuid: string, signal?: AbortSignal) {
  return operatorApi.get<OperatorSubmissionDetail>(operatorPaths.submission(uuid), { signal });
}

/** POST …/approve: 409 SUBMISSION_STATE_CONFLICT when someone decided it first. */
export function approveSubmission(uuid: string) {
  return operatorApi.post<unknown>(operatorPaths.approve(uuid));
}

/** POST …/return {reason}: the reason the creator reads. */
export function returnSubmission(uuid: string, reason: string) {
  return operatorApi.post<unknown>(operatorPaths.return(uuid), { reason });
}

/** POST …/retry-conversion: queues the failed conversion again. */
export function retryConversion(uuid: string) {
  return operatorApi.post<unknown>(operatorPaths.retryConversion(uuid));
}

/** POST …/comments {atMs, body} */
export function addReviewComment(uuid: string, body: CommentBody) {
  return operatorApi.post<ReviewComment>(operatorPaths.comments(uuid), body);
}

/** DELETE …/comments/{commentUuid} */
export function deleteReviewComment(uuid: string, commentUuid: string) {
  return operatorApi.delete<unknown>(operatorPaths.comment(uuid, commentUuid));
}
