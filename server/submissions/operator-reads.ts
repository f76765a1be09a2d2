// What the operator console reads of the creators' entries (issue 21): the list with filters and
// search, and one entry in full for the review screen, its files as signed links (ranged requests
// work, so the player seeks a 1 GB work without the server reading it whole).
import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  OperatorSubmissionDetail,
  OperatorSubmissionItem,
  SubmissionListQuery,
} from '../../contract/operator.js';
import type { Database } from '../db/client.js';
import { conversionJobs, privateFiles, submissions, topics, users } from '../db/schema.js';
import type { FileLinks } from '../files/index.js';
import { containsPattern } from '../db/like-pattern.js';
import { listReviewComments } from './review-comments.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function filterOf(query: { state?: string; q?: string; creator?: string; topic?: string }): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.creator ? eq(submissions.userUuid, query.creator) : undefined,
    query.topic ? eq(submissions.topicUuid, query.topic) : undefined,
  ];
  if (query.state === 'conversion-failed') conditions.push(eq(conversionJobs.state, 'failed'));
  // Converted and waiting for a group: what the scheduling screen offers.
  else if (query.state === 'to-schedule') {
    conditions.push(and(eq(submissions.state, 'converting'), isNotNull(submissions.convertedAt)));
  } else if (query.state) conditions.push(sql`${submissions.state} = ${query.state}`);
  const q = query.q?.trim();
  if (q) {
    conditions.push(
      UUID.test(q)
        ? eq(submissions.uuid, q.toLowerCase())
        : or(
            ilike(submissions.title, containsPattern(q)),
            ilike(users.userId, containsPattern(q)),
            ilike(users.userName, containsPattern(q)),
          ),
    );
  }
  return and(...conditions);
}

const itemColumns = {
  uuid: submissions.uuid,
  title: submissions.title,
  topic: topics.topic,
  tType: submissions.tType,
  state: submissions.state,
  conversion: conversionJobs.state,
  creatorEmail: users.userId,
  creatorName: users.userName,
  submittedAt: submissions.submittedAt,
};

function baseQuery<T extends Record<string, unknown>>(db: Database, columns: T) {
  return db
    .select(columns as never)
    .from(submissions)
    .innerJoin(users, eq(users.uuid, submissions.userUuid))
    .innerJoin(topics, eq(topics.uuid, submissions.topicUuid))
    .leftJoin(conversionJobs, eq(conversionJobs.submissionUuid, submissions.uuid));
}

type ItemRow = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] | null };

const itemOf = (row: ItemRow): OperatorSubmissionItem => ({
  uuid: row.uuid!,
  title: row.title!,
  topic: row.topic ?? '',
  tType: row.tType!,
  state: row.state!,
  conversion: row.conversion,
  creatorEmail: row.creatorEmail ?? '',
  creatorName: row.creatorName ?? '',
  submittedAt: row.submittedAt!.toISOString(),
});

/** Entries, newest first; `state` a stored state or conversion-failed; `q` title, creator or uuid. */
export async function listEntriesForConsole(
  db: Database,
  query: { page: number; size: number; state?: string; q?: string; creator?: string; topic?: string },
): Promise<{ lists: OperatorSubmissionItem[]; totalCount: number }> {
  const where = filterOf(query);
  const [rows, [total]] = await Promise.all([
    baseQuery(db, itemColumns)
      .where(where)
      .orderBy(desc(submissions.submittedAt))
      .limit(query.size)
      .offset((query.page - 1) * query.size) as unknown as Promise<ItemRow[]>,
    baseQuery(db, { value: count() }).where(where) as unknown as Promise<{ value: number }[]>,
  ]);
  return { lists: rows.map(itemOf), totalCount: total?.value ?? 0 };
}

export type { SubmissionListQuery };

/** One entry in full for the review screen; null when there is none. */
export async function entryForConsole(
  db: Database,
  links: FileLinks,
  uuid: string,
  now: Date,
): Promise<OperatorSubmissionDetail | null> {
  const [row] = (await baseQuery(db, {
    ...itemColumns,
    description: submissions.description,
    language: submissions.language,
    returnReason: submissions.returnReason,
    reviewedAt: submissions.reviewedAt,
    conversionError: conversionJobs.lastError,
    timeLimit: topics.timeLimit,
    workFileUuid: submissions.workFileUuid,
    thumbnailFileUuid: submissions.thumbnailFileUuid,
    projectFileUuid: submissions.projectFileUuid,
  }).where(eq(submissions.uuid, uuid))) as unknown as (ItemRow & {
    description: string;
    language: string;
    returnReason: string | null;
    reviewedAt: Date | null;
    conversionError: string | null;
    timeLimit: string;
    workFileUuid: string;
    thumbnailFileUuid: string;
    projectFileUuid: string | null;
  })[];
  if (!row) return null;
  const fileUuids = [row.workFileUuid, row.thumbnailFileUuid, row.projectFileUuid].filter(
    (one): one is string => one !== null,
  );
  const files = await db.select().from(privateFiles).where(inArray(privateFiles.uuid, fileUuids));
  const link = (fileUuid: string | null) => {
    const file = files.find((one) => one.uuid === fileUuid);
    return file ? links.describe(file, now) : null;
  };
  const comments = await listReviewComments(db, uuid);
  return {
    ...itemOf(row),
    description: row.description,
    language: row.language,
    returnReason: row.returnReason,
    conversionError: row.conversion === 'failed' ? row.conversionError : null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    timeLimit: row.timeLimit,
    work: link(row.workFileUuid)!,
    thumbnail: link(row.thumbnailFileUuid)!,
    projectFile: link(row.projectFileUuid),
    comments: comments.map((one) => ({
      uuid: one.uuid,
      atMs: one.atMs,
      body: one.body,
      createdAt: one.createdAt.toISOString(),
    })),
  };
}
