// The console's notices (/operator/api/notices, area `content`) and the erasure of an account on
// request (…/creators/{uuid}/erasure and /erase, area `creators`). The notice forms are read as the
// server reads them (the contract's text schemas, then the file: 413 over the limit, 415 for a type
// it does not store), and every form received is kept in `receivedNoticeForms` for the tests to
// read its parts. Changes last until the test ends (resetOperatorContentHandlersState).
import { http, HttpResponse } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import { ErrorCode, type ErrorCodeValue } from '../../../contract/error-codes';
import { eraseCreatorBodySchema } from '../../../contract/operator';
import {
  consoleNoticeQuerySchema,
  noticeEditTextsSchema,
  noticeTextsSchema,
  type ConsoleNoticeDetail,
} from '../../../contract/operator-content';
import { NOTICE_ATTACHMENT_MAX_BYTES, NOTICE_FIELDS, operatorPaths } from '../../../contract/operator-paths';
import { ok } from '../envelope';
import { operatorCreators } from '../fixtures/operator';
import { consoleNotices, erasurePreviews } from '../fixtures/operator-content';
import { guarded, invalid, notFound, paged, queryOf } from './operator-guard';

/**
 * A part of a received form: its text, or the file's type, size and bytes (as text). Not its name:
 * jsdom's FormData loses file names on the way to msw (every file arrives as "blob").
 */
export type ReceivedPart = string | { type: string; size: number; text: string };

export interface ReceivedNoticeForm {
  method: 'POST' | 'PATCH';
  /** The notice edited (PATCH). */
  uuid?: string;
  /** The parts in the order they were sent. */
  parts: [string, ReceivedPart][];
}

export interface ReceivedErasure {
  uuid: string;
  body: unknown;
}

export const NEW_NOTICE_UUID = 'a1000000-0000-4000-8000-0000000000ff';

let notices: ConsoleNoticeDetail[] = [];
/** Each file's public URL, kept while its notice is hidden (showing it gives it back). */
let fileUrls = new Map<string, string>();
let erased = new Set<string>();
export const receivedNoticeForms: ReceivedNoticeForm[] = [];
export const receivedErasures: ReceivedErasure[] = [];

export function resetOperatorContentHandlersState(): void {
  notices = structuredClone(consoleNotices);
  fileUrls = new Map();
  for (const notice of notices) {
    if (notice.attachment) fileUrls.set(notice.attachment.uuid, `/files/notice/${notice.attachment.uuid}`);
  }
  erased = new Set();
  receivedNoticeForms.length = 0;
  receivedErasures.length = 0;
}
resetOperatorContentHandlersState();

/** A refusal naming the form field at fault, as the server's multipart routes answer. */
function refuse(status: number, errorCode: ErrorCodeValue, field?: string) {
  return HttpResponse.json<Envelope<unknown>>(
    { status, data: null, errorCode, message: 'Refused.', ...(field ? { field } : {}) },
    { status },
  );
}

/** The file types the server stores for a notice (it reads the bytes; the part's type does here). */
const STORED_TYPES = ['application/pdf', 'application/zip', 'image/jpeg', 'image/png', 'image/webp'];

async function readForm(request: Request, method: ReceivedNoticeForm['method'], uuid?: string) {
  const form = await request.formData();
  const parts: [string, ReceivedPart][] = [];
  for (const [name, value] of form.entries()) {
    parts.push([
      name,
      typeof value === 'string' ? value : { type: value.type, size: value.size, text: await value.text() },
    ]);
  }
  receivedNoticeForms.push({ method, uuid, parts });
  const texts = Object.fromEntries(
    parts.filter((part): part is [string, string] => typeof part[1] === 'string'),
  );
  // Not `instanceof File`: the parts are undici's Files, not jsdom's.
  const file = form.get(NOTICE_FIELDS.attachment);
  return { texts, file: file !== null && typeof file !== 'string' ? file : null };
}

/** A contract schema, as far as checking a form needs it. */
interface TextsSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };
}

/** The server's checkedTexts: 400 naming the first field at fault. */
function checked<T>(schema: TextsSchema<T>, texts: Record<string, string>) {
  const parsed = schema.safeParse(texts);
  if (parsed.success) return { values: parsed.data };
  const issue = parsed.error.issues[0]!;
  const code =
    issue.message === ErrorCode.ControlCharacters ? ErrorCode.ControlCharacters : ErrorCode.ValidationFailed;
  return { refusal: refuse(400, code, String(issue.path[0] ?? '')) };
}

function fileRefusal(file: File | null) {
  if (!file) return null;
  if (file.size > NOTICE_ATTACHMENT_MAX_BYTES)
    return refuse(413, ErrorCode.FileTooLarge, NOTICE_FIELDS.attachment);
  if (!STORED_TYPES.includes(file.type))
    return refuse(415, ErrorCode.FileTypeInvalid, NOTICE_FIELDS.attachment);
  return null;
}

function attachmentOf(file: File, shown: boolean, n: number): NonNullable<ConsoleNoticeDetail['attachment']> {
  const uuid = `f1000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`;
  fileUrls.set(uuid, `/files/notice/${uuid}`);
  return { uuid, fileName: file.name, size: file.size, fileUrl: shown ? fileUrls.get(uuid)! : null };
}

function noticeHandlers() {
  return [
    http.get(
      `*${operatorPaths.notices}`,
      guarded(({ request }) => {
        const query = consoleNoticeQuerySchema.safeParse(queryOf(request));
        if (!query.success) return invalid();
        const { page, size, language } = query.data;
        const rows = notices
          .filter((notice) => !language || notice.language === language)
          .sort((a, b) => b.date.localeCompare(a.date))
          // The list has no content.
          .map(({ content: _content, ...notice }) => notice);
        return ok(paged(rows, page, size));
      }, 'content'),
    ),
    http.get(
      `*/operator/api/notices/:uuid`,
      guarded<{ uuid: string }>(({ params }) => {
        const found = notices.find((notice) => notice.uuid === params.uuid);
        return found ? ok(found) : notFound();
      }, 'content'),
    ),
    http.post(
      `*${operatorPaths.notices}`,
      guarded(async ({ request }) => {
        const { texts, file } = await readForm(request, 'POST');
        const { values, refusal } = checked(noticeTextsSchema, texts);
        if (refusal) return refusal;
        const fileProblem = fileRefusal(file);
        if (fileProblem) return fileProblem;
        const shown = values.isDisplay === 'true';
        notices = [
          {
            uuid: NEW_NOTICE_UUID,
            title: values.title,
            language: values.language,
            content: values.content,
            date: '2026-03-04T01:00:00.000Z',
            isDisplay: shown,
            attachment: file ? attachmentOf(file, shown, receivedNoticeForms.length) : null,
          },
          ...notices,
        ];
        return ok({ uuid: NEW_NOTICE_UUID, changed: [] });
      }, 'content'),
    ),
    http.patch(
      `*/operator/api/notices/:uuid`,
      guarded<{ uuid: string }>(async ({ params, request }) => {
        const { texts, file } = await readForm(request, 'PATCH', params.uuid);
        const { values, refusal } = checked(noticeEditTextsSchema, texts);
        if (refusal) return refusal;
        const found = notices.find((notice) => notice.uuid === params.uuid);
        if (!found) return refuse(404, ErrorCode.NotFound);
        const fileProblem = fileRefusal(file);
        if (fileProblem) return fileProblem;
        const shown = values.isDisplay === undefined ? found.isDisplay : values.isDisplay === 'true';
        let attachment = found.attachment;
        if (file) attachment = attachmentOf(file, shown, receivedNoticeForms.length);
        else if (values.removeAttachment === 'true') attachment = null;
        else if (attachment)
          attachment = { ...attachment, fileUrl: shown ? fileUrls.get(attachment.uuid)! : null };
        const changedNotice: ConsoleNoticeDetail = {
          ...found,
          title: values.title ?? found.title,
          language: values.language ?? found.language,
          content: values.content ?? found.content,
          isDisplay: shown,
          attachment,
        };
        notices = notices.map((notice) => (notice === found ? changedNotice : notice));
        const changed = (['title', 'language', 'content', 'isDisplay'] as const).filter(
          (key) => changedNotice[key] !== found[key],
        );
        return ok({
          uuid: found.uuid,
          changed: attachment?.uuid === found.attachment?.uuid ? changed : [...changed, 'attachment'],
        });
      }, 'content'),
    ),
  ];
}

function erasureHandlers() {
  const creatorOf = (uuid: string) => operatorCreators.find((creator) => creator.account.uuid === uuid);
  return [
    // An erased account: withdrawn from then on (the support handlers answer the others).
    http.get(`*/operator/api/creators/:uuid`, (info) =>
      erased.has(String(info.params.uuid))
        ? guarded<{ uuid: string }>(({ params }) => {
            const found = creatorOf(params.uuid);
            if (!found) return notFound();
            return ok({
              ...found,
              account: {
                ...found.account,
                status: 'withdrawn',
                name: '',
                hpNumber: null,
                sessions: 0,
                leftAt: '2026-03-04T01:00:00.000Z',
              },
              inquiries: [],
            });
          }, 'creators')(info)
        : undefined,
    ),
    http.get(
      `*/operator/api/creators/:uuid/erasure`,
      guarded<{ uuid: string }>(({ params }) => {
        const preview = erasurePreviews[params.uuid];
        if (!creatorOf(params.uuid) || !preview) return refuse(404, ErrorCode.NotFound);
        if (erased.has(params.uuid))
          return ok({ counts: preview.counts, refusal: { reason: 'alreadyLeft', subjects: [] } });
        return ok(preview);
      }, 'creators'),
    ),
    http.post(
      `*/operator/api/creators/:uuid/erase`,
      guarded<{ uuid: string }>(async ({ params, request }) => {
        const raw: unknown = await request.json();
        receivedErasures.push({ uuid: params.uuid, body: raw });
        const body = eraseCreatorBodySchema.safeParse(raw);
        if (!body.success) return refuse(400, ErrorCode.ValidationFailed, 'email');
        const found = creatorOf(params.uuid);
        const preview = erasurePreviews[params.uuid];
        if (!found || !preview) return refuse(404, ErrorCode.NotFound);
        if (erased.has(params.uuid)) return refuse(409, ErrorCode.AccountStateConflict);
        if (body.data.email.toLowerCase() !== found.account.email.toLowerCase()) {
          return refuse(400, ErrorCode.ValidationFailed, 'email');
        }
        if (preview.refusal?.reason === 'withdrawalPending') {
          return refuse(409, ErrorCode.LeaveWithdrawalPending);
        }
        if (preview.refusal?.reason === 'entryInProgress') return refuse(409, ErrorCode.LeaveEntryInProgress);
        erased.add(params.uuid);
        return ok({ uuid: params.uuid, leftAt: '2026-03-04T01:00:00.000Z', counts: preview.counts });
      }, 'creators'),
    ),
  ];
}

/**
 * Registered before the creator's handlers and the support handlers (tests/msw/server.ts): the
 * creator's `*\/api/notices` would otherwise answer /operator/api/notices too, and an erased
 * account is answered here as withdrawn.
 */
export const operatorContentHandlers = [...noticeHandlers(), ...erasureHandlers()];
