// The notices (support): every notice, hidden ones too; post one, edit, hide or show it, with its
// attachment (multipart: the texts, then the file).
import type {
  ConsoleNoticeDetail,
  ConsoleNoticePage,
  ConsoleNoticeQuery,
  NoticeSaved,
} from '../../../contract/operator-content';
import { NOTICE_FIELDS, operatorPaths } from '../../../contract/operator-paths';
import { operatorApi } from './client';

export interface NoticeForm {
  title?: string;
  language?: 'ko' | 'en';
  /** HTML; the server sanitizes it with the notices' allowlist. */
  content?: string;
  isDisplay?: boolean;
  /** A new attachment (replaces the old one on an edit). */
  attachment?: File | null;
  /** On an edit: the attachment goes, without a new one. */
  removeAttachment?: boolean;
}

/** The form's parts, texts first (the server checks them before it stores a byte of the file). */
export function noticeFormData(form: NoticeForm): FormData {
  const data = new FormData();
  if (form.title !== undefined) data.append(NOTICE_FIELDS.title, form.title);
  if (form.language !== undefined) data.append(NOTICE_FIELDS.language, form.language);
  if (form.content !== undefined) data.append(NOTICE_FIELDS.content, form.content);
  if (form.isDisplay !== undefined) data.append(NOTICE_FIELDS.isDisplay, String(form.isDisplay));
  if (form.removeAttachment) data.append(NOTICE_FIELDS.removeAttachment, 'true');
  if (form.attachment) data.append(NOTICE_FIELDS.attachment, form.attachment);
  return data;
}

/** GET /operator/api/notices?page&size&language: newest first, hidden ones too. */
export function listNotices(query: ConsoleNoticeQuery, signal?: AbortSignal) {
  return operatorApi.get<ConsoleNoticePage>(operatorPaths.notices, { params: { ...query }, signal });
}

/** GET /operator/api/notices/{uuid} */
export function getNoticeForSupport(uuid: string, signal?: AbortSignal) {
  return operatorApi.get<ConsoleNoticeDetail>(operatorPaths.notice(uuid), { signal });
}

/** POST /operator/api/notices (multipart): title, language and content required. */
export function postNotice(form: NoticeForm) {
  return operatorApi.post<NoticeSaved>(operatorPaths.notices, noticeFormData(form));
}

/** PATCH /operator/api/notices/{uuid} (multipart): only the parts given change. */
export function editNotice(uuid: string, form: NoticeForm) {
  return operatorApi.patch<NoticeSaved>(operatorPaths.notice(uuid), noticeFormData(form));
}
