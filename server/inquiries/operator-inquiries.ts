// What the operator console reads of the 1:1 inquiries (issue 21, support): the list (unanswered
// first, then newest) and one inquiry with its creator, its attachment as a signed link, the entry
// it is about and the creator's latest withdrawal requests, to jump to what it concerns.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { OperatorInquiry, OperatorInquiryItem } from '../../contract/operator.js';
import type { InquiryState } from '../../contract/inquiry-rules.js';
import type { WithdrawalState } from '../../contract/asset-rules.js';
import type { Database } from '../db/client.js';
import { inquiries, users, withdrawalRequests } from '../db/schema.js';
import type { FileLinks } from '../files/index.js';
import { describeInquiry, summaryOf } from './inquiries.js';

export async function listInquiriesForConsole(
  db: Database,
  query: { page: number; size: number; state?: InquiryState; creator?: string },
): Promise<{ lists: OperatorInquiryItem[]; totalCount: number }> {
  const where = and(
    query.state ? eq(inquiries.state, query.state) : undefined,
    query.creator ? eq(inquiries.userUuid, query.creator) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ inquiry: inquiries, email: users.userId, name: users.userName })
      .from(inquiries)
      .innerJoin(users, eq(users.uuid, inquiries.userUuid))
      .where(where)
      // Unanswered first (oldest first: they wait longest), then the rest newest first.
      .orderBy(
        sql`case when ${inquiries.state} = 'unanswered' then 0 else 1 end`,
        sql`case when ${inquiries.state} = 'unanswered' then ${inquiries.createdAt} end asc`,
        desc(inquiries.createdAt),
      )
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(inquiries).where(where),
  ]);
  return {
    lists: rows.map(({ inquiry, email, name }) => ({
      ...summaryOf(inquiry),
      creatorUuid: inquiry.userUuid,
      creatorEmail: email,
      creatorName: name,
      language: inquiry.language,
    })),
    totalCount: total?.value ?? 0,
  };
}

export async function inquiryForConsole(
  db: Database,
  links: FileLinks,
  uuid: string,
  now: Date,
): Promise<OperatorInquiry | null> {
  const [row] = await db
    .select({ inquiry: inquiries, email: users.userId, name: users.userName })
    .from(inquiries)
    .innerJoin(users, eq(users.uuid, inquiries.userUuid))
    .where(eq(inquiries.uuid, uuid));
  if (!row) return null;
  const withdrawals = await db
    .select({
      uuid: withdrawalRequests.uuid,
      state: withdrawalRequests.state,
      requestedAt: withdrawalRequests.requestedAt,
    })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userUuid, row.inquiry.userUuid)))
    .orderBy(desc(withdrawalRequests.requestedAt), asc(withdrawalRequests.uuid))
    .limit(5);
  return {
    ...(await describeInquiry(db, links, row.inquiry, now)),
    creatorUuid: row.inquiry.userUuid,
    creatorEmail: row.email,
    creatorName: row.name,
    language: row.inquiry.language,
    withdrawals: withdrawals.map((one) => ({
      uuid: one.uuid,
      state: one.state as WithdrawalState,
      requestedAt: one.requestedAt.toISOString(),
    })),
  };
}
