// Inquiries resource (spec §7 "Inquiries", issue 11): the creator's 1:1 inquiries. Writing and
// editing are multipart (one optional attachment) with the upload progress and cancel of the
// submission flow (src/lib/use-upload.ts).
import type { Page } from '../../contract/envelope';
import type { Inquiry, InquirySummary } from '../../contract/inquiries';
import { INQUIRY_FIELDS, type InquiryCategory } from '../../contract/inquiry-rules';
import { apiPaths } from '../../contract/paths';
import { api } from './client';
import type { UploadOptions } from './submissions';

/** GET /api/inquiries: one page of the caller's inquiries, newest first. */
export function getInquiries(query: { page: number; size: number }, signal?: AbortSignal) {
  return api.get<Page<InquirySummary>>(apiPaths.inquiries, { params: { ...query }, signal });
}

/** GET /api/inquiries/{uuid}: one inquiry with its attachment and answer; 404 when not the caller's. */
export function getInquiry(uuid: string, signal?: AbortSignal) {
  return api.get<Inquiry>(apiPaths.inquiry(uuid), { signal });
}

export interface InquiryInput {
  category: InquiryCategory;
  title: string;
  content: string;
  /** One of the creator's own entries, or '' for none. */
  submissionUuid: string;
  /** A new attachment (replaces any on edit). */
  attachment: File | null;
  /** On edit, without a new file: keep the current attachment or remove it. */
  attachmentAction?: 'keep' | 'remove';
}

function formOf(input: InquiryInput): FormData {
  const form = new FormData();
  // Texts before the file: the server checks them before it stores a byte.
  form.append(INQUIRY_FIELDS.category, input.category);
  form.append(INQUIRY_FIELDS.title, input.title);
  form.append(INQUIRY_FIELDS.content, input.content);
  if (input.submissionUuid) form.append(INQUIRY_FIELDS.submissionUuid, input.submissionUuid);
  if (input.attachmentAction) form.append(INQUIRY_FIELDS.attachmentAction, input.attachmentAction);
  if (input.attachment) form.append(INQUIRY_FIELDS.attachment, input.attachment, input.attachment.name);
  return form;
}

/** POST /api/inquiries (multipart): answers the new inquiry. */
export function createInquiry(input: InquiryInput, options: UploadOptions = {}) {
  return api.postMultipart<Inquiry>(apiPaths.inquiries, formOf(input), options);
}

/** PUT /api/inquiries/{uuid} (multipart): an unanswered inquiry edited; answers it. */
export function updateInquiry(uuid: string, input: InquiryInput, options: UploadOptions = {}) {
  return api.putMultipart<Inquiry>(apiPaths.inquiry(uuid), formOf(input), options);
}

/** DELETE /api/inquiries/{uuid}: the inquiry is kept, shown as deleted. */
export function deleteInquiry(uuid: string) {
  return api.delete<Inquiry>(apiPaths.inquiry(uuid));
}
