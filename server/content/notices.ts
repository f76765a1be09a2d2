// Notices (spec §3 "Notice"): reading them in the contract's shapes, and posting one (the operator
// command and the seed). Each notice is written in one language and listed only to readers of that
// language; a notice's own page answers whatever the language, as long as it is displayed.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Notice, NoticeSummary } from '../../contract/notices.js';
import type { Database } from '../db/client.js';
import { notices, storedFiles, type NoticeRow, type StoredFileRow } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import { isUuid } from '../competitions/index.js';
import { sanitizeNoticeHtml } from './notice-html.js';
import { invalidatePublicReads } from '../lib/public-cache.js';
import { toStoredFile } from '../files/index.js';

function toSummary(row: NoticeRow, attachment: Pick<StoredFileRow, 'uuid'> | null): NoticeSummary {
  return {
    uuid: row.uuid,
    title: row.title,
    date: row.postedAt.toISOString(),
    hasAttachment: attachment !== null,
  };
}

export async function listNotices(
  db: Database,
  options: { language: Language; page: number; size: number },
): Promise<{ lists: NoticeSummary[]; totalCount: number }> {
  const where = and(eq(notices.language, options.language), eq(notices.isDisplay, true));
  const [total] = await db.select({ n: count() }).from(notices).where(where);
  const rows = await db
    .select({ notice: notices, attachment: { uuid: storedFiles.uuid } })
    .from(notices)
    .leftJoin(storedFiles, eq(storedFiles.uuid, notices.attachmentUuid))
    .where(where)
    .orderBy(desc(notices.postedAt), desc(notices.uuid))
    .limit(options.size)
    .offset((options.page - 1) * options.size);
  return { lists: rows.map((row) => toSummary(row.notice, row.attachment)), totalCount: total?.n ?? 0 };
}

/** A displayed notice, in any language; null when unknown or hidden. */
export async function findNotice(db: Database, uuid: string): Promise<Notice | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select({ notice: notices, attachment: storedFiles })
    .from(notices)
    .leftJoin(storedFiles, eq(storedFiles.uuid, notices.attachmentUuid))
    .where(and(eq(notices.uuid, uuid), eq(notices.isDisplay, true)));
  if (!row) return null;
  return {
    ...toSummary(row.notice, row.attachment),
    content: row.notice.content,
    attachment: row.attachment ? toStoredFile(row.attachment) : null,
  };
}

export interface NoticeInput {
  title: string;
  /** Operator HTML; sanitized here, before it is stored. */
  contentHtml: string;
  language: Language;
  postedAt: Date;
  attachmentUuid?: string | null;
  isDisplay?: boolean;
}

/** Stores a notice with its HTML sanitized; returns its uuid. */
export async function createNotice(db: Database, input: NoticeInput): Promise<string> {
  const title = input.title.trim();
  if (title === '') throw new Error('a notice needs a title');
  const content = await sanitizeNoticeHtml(input.contentHtml);
  const [row] = await db
    .insert(notices)
    .values({
      title,
      content,
      language: input.language,
      postedAt: input.postedAt,
      attachmentUuid: input.attachmentUuid ?? null,
      isDisplay: input.isDisplay ?? true,
    })
    .returning({ uuid: notices.uuid });
  if (!row) throw new Error('insert returned no row');
  await invalidatePublicReads(db, 'notices');
  return row.uuid;
}
