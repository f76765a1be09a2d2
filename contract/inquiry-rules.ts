// The 1:1 inquiry rules (spec §3/§4 "Inquiry", §7 "Inquiries") as plain values, without zod, so the
// SPA can import them as values; the server validates with exactly these (contract/inquiries.ts).

/** Spec §4: an inquiry is unanswered, answered or deleted (deleting keeps it, as a state). */
export const INQUIRY_STATES = ['unanswered', 'answered', 'deleted'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];

/** What an inquiry is about; the SPA offers these, the server refuses anything else. */
export const INQUIRY_CATEGORIES = ['entry', 'payout', 'account', 'other'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

/** Our limits (the spec names none): a title like a mail subject, a content like a long mail. */
export const INQUIRY_TITLE_MAX_LENGTH = 50;
export const INQUIRY_CONTENT_MAX_LENGTH = 2000;

/** One attachment: a PDF, an image or a ZIP, checked from its bytes; ≤ 1 GB, name ≤ 50 (spec §9). */
export const INQUIRY_ATTACHMENT_KINDS = ['pdf', 'png', 'jpeg', 'zip'] as const;

/** Multipart field names of POST /api/inquiries and PUT /api/inquiries/{uuid}. */
export const INQUIRY_FIELDS = {
  category: 'category',
  title: 'title',
  content: 'content',
  /** Optional: one of the creator's own entries the inquiry is about. */
  submissionUuid: 'submissionUuid',
  attachment: 'attachment',
  /** PUT only: `keep` (default) or `remove` the attachment; sending a file replaces it. */
  attachmentAction: 'attachmentAction',
} as const;
