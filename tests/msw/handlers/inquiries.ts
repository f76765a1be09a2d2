// The inquiries resource (contract/inquiries.ts): list, one (404 for an unknown one), write, edit
// and delete, checking the multipart fields and the state rules as the server does. Changes made
// during a test last until it ends (resetInquiryHandlersState).
import { http } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_CONTENT_MAX_LENGTH,
  INQUIRY_FIELDS,
  INQUIRY_TITLE_MAX_LENGTH,
  inquiryListQuerySchema,
  type Inquiry,
  type InquiryCategory,
} from '../../../contract/inquiries';
import { apiPaths } from '../../../contract/paths';
import { countCharacters } from '../../../contract/submission-rules';
import { fail, ok } from '../envelope';
import { fixtureInquiries, inquirySummaryOf } from '../fixtures/inquiries';
import { fixtureEntries, privateFile } from '../fixtures/submissions';

/** The uuid the next inquiry written gets. */
export const NEW_INQUIRY_UUID = 'a9000000-0000-4000-8000-000000000001';

let written: Inquiry[] = [];
let changed = new Map<string, Inquiry>();

export function resetInquiryHandlersState(): void {
  written = [];
  changed = new Map();
}

const all = () => [...written, ...fixtureInquiries].map((inquiry) => changed.get(inquiry.uuid) ?? inquiry);
const notFound = () => fail(404, ErrorCode.NotFound, 'We could not find what you were looking for.');

function filePart(value: FormDataEntryValue | null): { name: string; size: number } | null {
  return value !== null && typeof value === 'object' && 'size' in value ? value : null;
}

/** The form's texts checked as the server checks them; the refusal, or the values. */
function readForm(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  const category = text(INQUIRY_FIELDS.category);
  if (!(INQUIRY_CATEGORIES as readonly string[]).includes(category)) {
    return { refusal: fail(400, ErrorCode.InquiryCategoryInvalid, 'Choose a category.') };
  }
  const title = text(INQUIRY_FIELDS.title).trim();
  if (!title || countCharacters(title) > INQUIRY_TITLE_MAX_LENGTH) {
    return { refusal: fail(400, ErrorCode.InquiryTitleInvalid, 'Title.') };
  }
  const content = text(INQUIRY_FIELDS.content).trim();
  if (!content || countCharacters(content) > INQUIRY_CONTENT_MAX_LENGTH) {
    return { refusal: fail(400, ErrorCode.InquiryContentInvalid, 'Content.') };
  }
  const submissionUuid = text(INQUIRY_FIELDS.submissionUuid);
  const entry = fixtureEntries.find((candidate) => candidate.uuid === submissionUuid);
  if (submissionUuid && !entry) return { refusal: fail(400, ErrorCode.InquiryLinkInvalid, 'Not yours.') };
  const file = filePart(form.get(INQUIRY_FIELDS.attachment));
  return {
    values: {
      category: category as InquiryCategory,
      title,
      content,
      submission: entry ? { uuid: entry.uuid, title: entry.title } : null,
      file,
      action: text(INQUIRY_FIELDS.attachmentAction) || 'keep',
    },
  };
}

export const inquiryHandlers = [
  http.get(`*${apiPaths.inquiries}`, ({ request }) => {
    const query = inquiryListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
    const { page, size } = query.data;
    const list = all();
    return ok({
      lists: list.slice((page - 1) * size, page * size).map(inquirySummaryOf),
      totalCount: list.length,
      page,
      size,
    });
  }),
  http.get(`*/api/inquiries/:uuid`, ({ params }) => {
    const inquiry = all().find((candidate) => candidate.uuid === params['uuid']);
    return inquiry ? ok(inquiry) : notFound();
  }),
  http.post(`*${apiPaths.inquiries}`, async ({ request }) => {
    const { refusal, values } = readForm(await request.formData());
    if (refusal) return refusal;
    const now = '2026-11-24T03:00:00.000Z';
    const inquiry: Inquiry = {
      uuid: NEW_INQUIRY_UUID,
      category: values.category,
      title: values.title,
      content: values.content,
      state: 'unanswered',
      createdAt: now,
      updatedAt: now,
      answeredAt: null,
      hasAttachment: values.file !== null,
      attachment: values.file ? privateFile(values.file.name, values.file.size) : null,
      submission: values.submission,
      answer: null,
    };
    written.unshift(inquiry);
    return ok(inquiry, 201);
  }),
  http.put(`*/api/inquiries/:uuid`, async ({ params, request }) => {
    const current = all().find((candidate) => candidate.uuid === params['uuid']);
    if (!current) return notFound();
    if (current.state !== 'unanswered')
      return fail(409, ErrorCode.InquiryStateConflict, 'Answered or deleted.');
    const { refusal, values } = readForm(await request.formData());
    if (refusal) return refusal;
    const attachment = values.file
      ? privateFile(values.file.name, values.file.size)
      : values.action === 'remove'
        ? null
        : current.attachment;
    const updated: Inquiry = {
      ...current,
      category: values.category,
      title: values.title,
      content: values.content,
      submission: values.submission,
      attachment,
      hasAttachment: attachment !== null,
      updatedAt: '2026-11-24T04:00:00.000Z',
    };
    changed.set(current.uuid, updated);
    return ok(updated);
  }),
  http.delete(`*/api/inquiries/:uuid`, ({ params }) => {
    const current = all().find((candidate) => candidate.uuid === params['uuid']);
    if (!current) return notFound();
    if (current.state !== 'unanswered')
      return fail(409, ErrorCode.InquiryStateConflict, 'Answered or deleted.');
    const deleted: Inquiry = { ...current, state: 'deleted' };
    changed.set(current.uuid, deleted);
    return ok(deleted);
  }),
];
