// 1:1 inquiries (issue 11): reading them in the contract's shapes, and the state rules. Only the
// owner ever gets an inquiry (anyone else: null, which the routes answer as 404). An unanswered
// inquiry can be edited and deleted; an answered or deleted one cannot (InquiryStateError, 409).
// Every change is a conditional UPDATE … WHERE state = 'unanswered' (an edit: a check under the
// row's lock), so an answer arriving while the creator edits wins cleanly: the edit is refused,
// never half applied.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Inquiry, InquirySummary } from '../../contract/inquiries.js';
import type { InquiryCategory, InquiryState } from '../../contract/inquiry-rules.js';
import type { Database } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { inquiries, privateFiles, submissions, users, type InquiryRow } from '../db/schema.js';
import { isUuid } from '../competitions/index.js';
import { pageTotal, totalCountColumn } from '../db/paging.js';
import type { FileLinks } from '../files/index.js';
import type { Language } from '../i18n/messages.js';
import { notify } from '../notifications/index.js';

export class InquiryStateError extends Error {
  constructor(readonly state: string) {
    super(`the inquiry is ${state}`);
    this.name = 'InquiryStateError';
  }
}

/** What a list shows of an inquiry (not its content or answer, which only its own page reads). */
const summaryColumns = {
  uuid: inquiries.uuid,
  category: inquiries.category,
  title: inquiries.title,
  state: inquiries.state,
  createdAt: inquiries.createdAt,
  answeredAt: inquiries.answeredAt,
  attachmentFileUuid: inquiries.attachmentFileUuid,
};

export function summaryOf(
  row: Pick<
    InquiryRow,
    'uuid' | 'category' | 'title' | 'state' | 'createdAt' | 'answeredAt' | 'attachmentFileUuid'
  >,
): InquirySummary {
  return {
    uuid: row.uuid,
    category: row.category as InquiryCategory,
    title: row.title,
    state: row.state as InquiryState,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    hasAttachment: row.attachmentFileUuid !== null,
  };
}

// The page and its count in one statement (paging.ts), prepared once (db/prepared.ts).
const inquiryPage = preparedPerDatabase('inquiry_page', (db, name) =>
  db
    .select({ inquiry: summaryColumns, totalCount: totalCountColumn })
    .from(inquiries)
    .where(eq(inquiries.userUuid, sql.placeholder('userUuid')))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.uuid))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

export async function listInquiries(
  db: Database,
  userUuid: string,
  query: { page: number; size: number },
): Promise<{ lists: InquirySummary[]; totalCount: number }> {
  const rows = await inquiryPage(db).execute({
    userUuid,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  const totalCount = await pageTotal(rows, query.page, () =>
    db.select({ n: count() }).from(inquiries).where(eq(inquiries.userUuid, userUuid)),
  );
  return { lists: rows.map((row) => summaryOf(row.inquiry)), totalCount };
}

export async function findOwnInquiry(
  db: Database,
  userUuid: string,
  uuid: string,
): Promise<InquiryRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.uuid, uuid), eq(inquiries.userUuid, userUuid)));
  return row ?? null;
}

export async function describeInquiry(
  db: Database,
  links: FileLinks,
  row: InquiryRow,
  now: Date,
): Promise<Inquiry> {
  const [file] = row.attachmentFileUuid
    ? await db.select().from(privateFiles).where(eq(privateFiles.uuid, row.attachmentFileUuid))
    : [];
  const [entry] = row.submissionUuid
    ? await db
        .select({ uuid: submissions.uuid, title: submissions.title })
        .from(submissions)
        .where(eq(submissions.uuid, row.submissionUuid))
    : [];
  return {
    ...summaryOf(row),
    content: row.content,
    attachment: file ? links.describe(file, now) : null,
    submission: entry ?? null,
    answer: row.answerHtml,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An inquiry as its creator writes it: the form's checked texts. */
export interface InquiryTexts {
  category: InquiryCategory;
  title: string;
  content: string;
  submissionUuid: string | null;
}

/**
 * Writes an inquiry, and its attachment's row when one was kept (files/private-files.ts
 * keepTemporary), in one transaction. Should it fail, the caller forgets the kept file.
 */
export async function writeInquiry(
  db: Database,
  input: {
    userUuid: string;
    texts: InquiryTexts;
    attachment: typeof privateFiles.$inferInsert | null;
    language: Language;
    now: Date;
  },
): Promise<InquiryRow> {
  const { userUuid, texts, attachment, language, now } = input;
  return db.transaction(async (tx) => {
    const [file] = attachment
      ? await tx
          .insert(privateFiles)
          .values({ ...attachment, createdAt: now })
          .returning()
      : [];
    const [created] = await tx
      .insert(inquiries)
      .values({
        userUuid,
        ...texts,
        attachmentFileUuid: file?.uuid ?? null,
        language,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created!;
  });
}

/** Whether `submissionUuid` is one of the creator's own entries. */
export async function ownsSubmission(
  db: Database,
  userUuid: string,
  submissionUuid: string,
): Promise<boolean> {
  if (!isUuid(submissionUuid)) return false;
  const [row] = await db
    .select({ uuid: submissions.uuid })
    .from(submissions)
    .where(and(eq(submissions.uuid, submissionUuid), eq(submissions.userUuid, userUuid)));
  return row !== undefined;
}

/**
 * Changes an unanswered inquiry of `userUuid`; throws InquiryStateError when it is answered or
 * deleted (or null when it is not theirs).
 */
export async function updateUnanswered(
  db: Database,
  userUuid: string,
  uuid: string,
  patch: Partial<typeof inquiries.$inferInsert>,
): Promise<InquiryRow | null> {
  const [row] = await db
    .update(inquiries)
    .set(patch)
    .where(and(eq(inquiries.uuid, uuid), eq(inquiries.userUuid, userUuid), eq(inquiries.state, 'unanswered')))
    .returning();
  if (row) return row;
  const current = await findOwnInquiry(db, userUuid, uuid);
  if (!current) return null;
  throw new InquiryStateError(current.state);
}

/**
 * Deletes an unanswered inquiry of `userUuid`: it stays, shown as deleted. Null when it is not
 * theirs; InquiryStateError when it is answered or already deleted.
 */
export function deleteUnanswered(
  db: Database,
  userUuid: string,
  uuid: string,
  now: Date,
): Promise<InquiryRow | null> {
  return updateUnanswered(db, userUuid, uuid, { state: 'deleted', deletedAt: now, updatedAt: now });
}

/** What an edit does with the attachment: keep it, remove it, or replace it with a new file's row. */
export type AttachmentChange =
  { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; file: typeof privateFiles.$inferInsert };

/**
 * Edits an unanswered inquiry of `userUuid` (null when it is not theirs; InquiryStateError when it
 * is answered or deleted). Edits of one inquiry take turns on its row lock, so each sees the
 * attachment that the previous one committed and drops exactly that row: parallel edits with new
 * files leave one attachment, never rows nobody names. Returns the stored name of the file whose
 * row went, for the caller to remove once this has committed.
 */
export async function editUnanswered(
  db: Database,
  userUuid: string,
  uuid: string,
  input: { texts: Partial<typeof inquiries.$inferInsert>; attachment: AttachmentChange; now: Date },
): Promise<{ row: InquiryRow; replacedStoredName: string | null } | null> {
  if (!isUuid(uuid)) return null;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ state: inquiries.state, attachmentFileUuid: inquiries.attachmentFileUuid })
      .from(inquiries)
      .where(and(eq(inquiries.uuid, uuid), eq(inquiries.userUuid, userUuid)))
      .for('update');
    if (!current) return null;
    if (current.state !== 'unanswered') throw new InquiryStateError(current.state);
    const { attachment } = input;
    const [file] =
      attachment.kind === 'replace'
        ? await tx
            .insert(privateFiles)
            .values({ ...attachment.file, createdAt: input.now })
            .returning({ uuid: privateFiles.uuid })
        : [];
    const [row] = await tx
      .update(inquiries)
      .set({
        ...input.texts,
        ...(attachment.kind === 'keep' ? {} : { attachmentFileUuid: file?.uuid ?? null }),
        updatedAt: input.now,
      })
      .where(eq(inquiries.uuid, uuid))
      .returning();
    const replaced =
      attachment.kind !== 'keep' && current.attachmentFileUuid
        ? await tx
            .delete(privateFiles)
            .where(eq(privateFiles.uuid, current.attachmentFileUuid))
            .returning({ storedName: privateFiles.storedName })
        : [];
    return { row: row!, replacedStoredName: replaced[0]?.storedName ?? null };
  });
}

/** The operator's answer (sanitized HTML): unanswered → answered, once; the creator is told. */
export async function answerInquiry(
  db: Database,
  uuid: string,
  answerHtml: string,
  now: Date,
): Promise<InquiryRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(inquiries)
      .set({ state: 'answered', answerHtml, answeredAt: now })
      .where(and(eq(inquiries.uuid, uuid), eq(inquiries.state, 'unanswered')))
      .returning();
    if (!row) {
      const [current] = await tx
        .select({ state: inquiries.state })
        .from(inquiries)
        .where(eq(inquiries.uuid, uuid));
      throw new InquiryStateError(current?.state ?? 'missing');
    }
    await notify(tx, {
      userUuid: row.userUuid,
      type: 'inquiry-answered',
      subjectUuid: row.uuid,
      params: { title: row.title },
    });
    return row;
  });
}

/** For the operator's list: inquiries in some states, newest first, with their creators' ids. */
export async function listAllInquiries(db: Database, states: readonly string[], limit: number) {
  return db
    .select()
    .from(inquiries)
    .where(states.length ? inArray(inquiries.state, [...states]) : undefined)
    .orderBy(desc(inquiries.createdAt))
    .limit(limit);
}

/** For the operator: one inquiry with its creator's login email, or null. */
export async function findInquiryWithCreator(
  db: Database,
  uuid: string,
): Promise<{ inquiry: InquiryRow; userId: string } | null> {
  const [row] = await db
    .select({ inquiry: inquiries, userId: users.userId })
    .from(inquiries)
    .innerJoin(users, eq(users.uuid, inquiries.userUuid))
    .where(eq(inquiries.uuid, uuid));
  return row ?? null;
}
