// Entries resource (spec §7 "Topics and entries", CONTRACT.md): the creator's entries, one entry in
// full, the entry upload and the project files upload. Uploads are multipart with a 30-minute
// timeout, report their progress and stop when `signal` aborts (the call then rejects with axios's
// cancellation, which src/lib/use-upload.ts turns into the cancelled state).
import type { Page } from '../../contract/envelope';
import { apiPaths } from '../../contract/paths';
import { SUBMISSION_FIELDS, type SubmissionState } from '../../contract/submission-rules';
import type { SubmissionDetail, SubmissionSummary } from '../../contract/submissions';
import { api, type UploadProgress } from './client';

export interface SubmissionsQuery {
  page: number;
  size: number;
  /** Only entries in this state; undefined = all. */
  state?: SubmissionState;
}

/** GET /api/submission/: one page of the caller's entries, newest first. */
export function getSubmissions(query: SubmissionsQuery, signal?: AbortSignal) {
  return api.get<Page<SubmissionSummary>>(apiPaths.submissions, { params: { ...query }, signal });
}

/** GET /api/submission/{uuid}: the entry in full; 404 when it is not the caller's. */
export function getSubmission(uuid: string, signal?: AbortSignal) {
  return api.get<SubmissionDetail>(apiPaths.submission(uuid), { signal });
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface NewSubmission {
  topicUuid: string;
  title: string;
  description: string;
  work: File;
  thumbnail: File;
}

/** POST /api/submission/ (multipart): enters a work; answers the new entry. */
export function createSubmission(entry: NewSubmission, options: UploadOptions = {}) {
  const form = new FormData();
  // Texts before files: a server that streams the parts can refuse bad texts before the bytes.
  form.append(SUBMISSION_FIELDS.topicUuid, entry.topicUuid);
  form.append(SUBMISSION_FIELDS.title, entry.title);
  form.append(SUBMISSION_FIELDS.description, entry.description);
  form.append(SUBMISSION_FIELDS.thumbnail, entry.thumbnail, entry.thumbnail.name);
  form.append(SUBMISSION_FIELDS.work, entry.work, entry.work.name);
  return api.postMultipart<SubmissionDetail>(apiPaths.submissions, form, options);
}

/** POST /api/submission/project-file/{uuid} (multipart): the project files (one ZIP) of an approved entry. */
export function sendProjectFile(uuid: string, file: File, options: UploadOptions = {}) {
  const form = new FormData();
  form.append(SUBMISSION_FIELDS.projectFile, file, file.name);
  return api.postMultipart<SubmissionDetail>(apiPaths.projectFile(uuid), form, options);
}
