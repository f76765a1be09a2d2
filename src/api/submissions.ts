// Entries resource (spec §7 "Topics and entries", CONTRACT.md): the creator's entries, one entry in
// full, the entry upload and the project files upload. Uploads are multipart with a 30-minute
// timeout, report their progress and stop when `signal` aborts (the call then rejects with axios's
// cancellation, which src/lib/use-upload.ts turns into the cancelled state).
import type { Page } from '../../contract/envelope';
import { apiPaths } from '../../contract/paths';
import { SUBMISSION_FIELDS, UPLOAD_ID_FIELDS, type SubmissionState } from '../../contract/submission-rules';
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

/**
 * A file of an entry: its bytes as a multipart part, or (issue 22, hosts with resumable uploads) the
 * id of a finished resumable upload of it, sent as a text field in place of the part.
 */
export type FilePart = File | { uploadId: string };

function appendFile(form: FormData, slot: keyof typeof UPLOAD_ID_FIELDS, part: FilePart) {
  if (part instanceof File) form.append(SUBMISSION_FIELDS[slot], part, part.name);
  else form.append(UPLOAD_ID_FIELDS[slot], part.uploadId);
}

export interface NewSubmission {
  topicUuid: string;
  title: string;
  description: string;
  work: FilePart;
  thumbnail: FilePart;
}

/** POST /api/submission/ (multipart): enters a work; answers the new entry. */
export function createSubmission(entry: NewSubmission, options: UploadOptions = {}) {
  const form = new FormData();
  // Texts before files: a server that streams the parts can refuse bad texts before the bytes.
  form.append(SUBMISSION_FIELDS.topicUuid, entry.topicUuid);
  form.append(SUBMISSION_FIELDS.title, entry.title);
  form.append(SUBMISSION_FIELDS.description, entry.description);
  appendFile(form, 'thumbnail', entry.thumbnail);
  appendFile(form, 'work', entry.work);
  return api.postMultipart<SubmissionDetail>(apiPaths.submissions, form, options);
}

/** POST /api/submission/project-file/{uuid} (multipart): the project files (one ZIP) of an approved entry. */
export function sendProjectFile(uuid: string, file: FilePart, options: UploadOptions = {}) {
  const form = new FormData();
  appendFile(form, 'projectFile', file);
  return api.postMultipart<SubmissionDetail>(apiPaths.projectFile(uuid), form, options);
}
