// Support's notices (issue 21, area `content`): post one (the console and `post-notice`), and edit,
// hide or show it with its attachment. An attachment's bytes follow the notice's visibility: public
// while it is shown, in the private area while it is hidden, so a hidden notice's file cannot be
// downloaded. Bytes are written before the transaction and old copies removed after it, so that a
// refused or failed change leaves the notice, its row and its downloadable file as they were (the
// rule of every stored file an item names: stored-file-slots.ts).
import { NOTICE_ATTACHMENT_KINDS } from '../../contract/operator-paths.js';
import {
  changeNotice,
  createNotice,
  findNoticeRow,
  sanitizeNoticeHtml,
  type NoticeInput,
} from '../content/index.js';
import type { Database } from '../db/client.js';
import type { StoredFileRow } from '../db/schema.js';
import {
  areaOf,
  originalNameProblem,
  PublicFileError,
  storePublicFile,
  type FileStorage,
} from '../files/index.js';
import { audited, changedFields, type Actor } from './audit.js';
import { OperatorError } from './operator-accounts.js';
import { changeWithFiles, type WrittenFile } from './stored-file-slots.js';
import { ErrorCode } from '../../contract/error-codes.js';

export interface NoticeAttachmentInput {
  bytes: Uint8Array;
  /** The name it is downloaded as (at most 50 characters, no path). */
  name: string;
}

/** Refused attachments: a bad name or bytes that are not a PDF, ZIP or image. */
export class NoticeAttachmentError extends Error {
  override name = 'NoticeAttachmentError';
}

/** 400 on `content` when no text is left of the HTML once sanitized (only removed tags, or spaces). */
async function checkContent(html: string): Promise<void> {
  const text = (await sanitizeNoticeHtml(html)).replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
  if (text.trim() === '')
    throw new OperatorError(
      400,
      ErrorCode.ValidationFailed,
      'the content is empty once sanitized',
      'content',
    );
}

/** Writes the attachment's bytes into the area of its visibility; the row comes in the transaction. */
async function writeBytes(
  storage: FileStorage,
  file: NoticeAttachmentInput,
  isPublic: boolean,
): Promise<WrittenFile> {
  const problem = originalNameProblem(file.name);
  if (problem) throw new NoticeAttachmentError(`attachment "${file.name}": ${problem}`);
  try {
    return {
      stored: await storePublicFile(storage, file.bytes, NOTICE_ATTACHMENT_KINDS, areaOf(isPublic)),
      name: file.name,
    };
  } catch (error) {
    if (error instanceof PublicFileError)
      throw new NoticeAttachmentError(`attachment "${file.name}": ${error.message}`);
    throw error;
  }
}

export async function postNoticeAudited(
  db: Database,
  actor: Actor,
  storage: FileStorage,
  input: Omit<NoticeInput, 'attachmentUuid'> & { attachment?: NoticeAttachmentInput | null },
  now: Date,
): Promise<{ uuid: string; attachment: StoredFileRow | null }> {
  const isDisplay = input.isDisplay ?? true;
  await checkContent(input.contentHtml);
  const written = input.attachment ? await writeBytes(storage, input.attachment, isDisplay) : null;
  return changeWithFiles(db, storage, '', [{ old: null, next: written }], isDisplay, ({ place }) =>
    audited(db, actor, now, async (tx) => {
      const [attachment = null] = await place(tx, 'notice');
      const uuid = await createNotice(tx, { ...input, isDisplay, attachmentUuid: attachment?.uuid ?? null });
      return {
        result: { uuid, attachment },
        audit: {
          action: 'notice.post',
          subjectType: 'notice',
          subjectId: uuid,
          after: {
            title: input.title,
            language: input.language,
            isDisplay,
            postedAt: input.postedAt.toISOString(),
            attachment: attachment?.originalName ?? null,
          },
        },
      };
    }),
  );
}

export interface NoticeEdit {
  title?: string;
  contentHtml?: string;
  language?: 'ko' | 'en';
  isDisplay?: boolean;
  /** A new file replaces the attachment; null removes it; undefined keeps it. */
  attachment?: NoticeAttachmentInput | null;
}

/** Edits a notice; answers the names of the fields that changed. 404 when there is none. */
export async function editNoticeAudited(
  db: Database,
  actor: Actor,
  storage: FileStorage,
  spoolDir: string,
  uuid: string,
  edit: NoticeEdit,
  now: Date,
): Promise<string[]> {
  const found = await findNoticeRow(db, uuid);
  if (!found) throw new OperatorError(404, ErrorCode.NotFound);
  const { notice, file: old } = found;
  const isDisplay = edit.isDisplay ?? notice.isDisplay;
  if (edit.contentHtml !== undefined) await checkContent(edit.contentHtml);
  const replacing = edit.attachment !== undefined;
  const written = edit.attachment ? await writeBytes(storage, edit.attachment, isDisplay) : undefined;
  // A kept attachment moves to the area of the notice's visibility; a replaced or removed one goes.
  const slot = { old, next: replacing ? (written ?? null) : undefined };
  return changeWithFiles(db, storage, spoolDir, [slot], isDisplay, ({ place, dropReplaced }) =>
    audited(db, actor, now, async (tx) => {
      const [attachment] = await place(tx, 'notice');
      const after = await changeNotice(
        tx,
        uuid,
        {
          title: edit.title,
          contentHtml: edit.contentHtml,
          language: edit.language,
          isDisplay: edit.isDisplay,
          attachmentUuid: replacing ? (attachment?.uuid ?? null) : undefined,
        },
        now,
      );
      await dropReplaced(tx);
      const facts = (row: typeof notice, attachment: string | null) => ({
        title: row.title,
        language: row.language,
        isDisplay: row.isDisplay,
        contentLength: row.content.length,
        attachment,
      });
      const diff = changedFields(
        facts(notice, old?.originalName ?? null),
        facts(after, replacing ? (edit.attachment?.name ?? null) : (old?.originalName ?? null)),
        ['title', 'language', 'isDisplay', 'contentLength', 'attachment'],
      );
      return {
        result: Object.keys(diff.after ?? {}),
        audit: { action: 'notice.edit', subjectType: 'notice', subjectId: uuid, ...diff },
      };
    }),
  );
}
