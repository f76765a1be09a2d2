// What the operator console does with notices (issue 21, support): every notice, hidden ones too,
// and the changes of an edit. Whether an attachment's bytes are public follows the notice's
// visibility (operators/content-actions.ts moves them): a hidden notice's file is not downloadable.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { notices, storedFiles, type NoticeRow, type StoredFileRow } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import { invalidatePublicReads } from '../lib/public-cache.js';
import { isUuid } from '../competitions/index.js';
import { sanitizeNoticeHtml } from './notice-html.js';

export interface ConsoleNotice {
  uuid: string;
  title: string;
  language: Language;
  date: string;
  isDisplay: boolean;
  attachment: { uuid: string; fileName: string; size: number; fileUrl: string | null } | null;
}

function toConsoleNotice(notice: NoticeRow, file: StoredFileRow | null): ConsoleNotice {
  return {
    uuid: notice.uuid,
    title: notice.title,
    language: notice.language as Language,
    date: notice.postedAt.toISOString(),
    isDisplay: notice.isDisplay,
    attachment: file
      ? {
          uuid: file.uuid,
          fileName: file.originalName,
          size: file.size,
          fileUrl: file.isPublic ? file.fileUrl : null,
        }
      : null,
  };
}

/** Every notice of the language (or all), hidden ones too, newest first. */
export async function listNoticesForConsole(
  db: Database,
  query: { page: number; size: number; language?: Language },
): Promise<{ lists: ConsoleNotice[]; totalCount: number }> {
  const where: SQL | undefined = query.language ? and(eq(notices.language, query.language)) : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(notices).where(where),
    db
      .select({ notice: notices, file: storedFiles })
      .from(notices)
      .leftJoin(storedFiles, eq(storedFiles.uuid, notices.attachmentUuid))
      .where(where)
      .orderBy(desc(notices.postedAt), desc(notices.uuid))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
  ]);
  return { lists: rows.map((row) => toConsoleNotice(row.notice, row.file)), totalCount: total?.n ?? 0 };
}

/** A notice with its stored attachment row, hidden or not; null when unknown. */
export async function findNoticeRow(
  db: Database,
  uuid: string,
): Promise<{ notice: NoticeRow; file: StoredFileRow | null } | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select({ notice: notices, file: storedFiles })
    .from(notices)
    .leftJoin(storedFiles, eq(storedFiles.uuid, notices.attachmentUuid))
    .where(eq(notices.uuid, uuid));
  return row ?? null;
}

/** The console's view of one notice: its fields, content and attachment. */
export async function noticeForConsole(
  db: Database,
  uuid: string,
): Promise<(ConsoleNotice & { content: string }) | null> {
  const row = await findNoticeRow(db, uuid);
  return row ? { ...toConsoleNotice(row.notice, row.file), content: row.notice.content } : null;
}

export interface NoticeChanges {
  title?: string;
  /** Operator HTML; sanitized before it is stored. */
  contentHtml?: string;
  language?: Language;
  isDisplay?: boolean;
  attachmentUuid?: string | null;
}

/** Writes the changes given; answers the notice's row after them. */
export async function changeNotice(
  db: Database,
  uuid: string,
  changes: NoticeChanges,
  now: Date,
): Promise<NoticeRow> {
  const { contentHtml, title, ...rest } = changes;
  const values: Partial<NoticeRow> = { ...rest, updatedAt: now };
  if (title !== undefined) values.title = title.trim();
  if (contentHtml !== undefined) values.content = await sanitizeNoticeHtml(contentHtml);
  const [row] = await db.update(notices).set(values).where(eq(notices.uuid, uuid)).returning();
  if (!row) throw new Error(`no notice ${uuid}`);
  await invalidatePublicReads(db, 'notices');
  return row;
}
