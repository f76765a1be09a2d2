// The console's dashboard (issue 21): the queues of the company's work, each item aged in business
// days against the promise the portal makes to creators (spec §9: review within 5 business days,
// scheduling within 7, payout within 3 (Korean) or about 7 (English)); overdue items first.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  PAYOUT_PROMISE_BUSINESS_DAYS,
  REVIEW_PROMISE_BUSINESS_DAYS,
  SCHEDULING_PROMISE_BUSINESS_DAYS,
} from '../../contract/operator-rules.js';
import type { Dashboard, Queue, QueueItem, QueueKey } from '../../contract/operator.js';
import type { Database } from '../db/client.js';
import { conversionJobs, inquiries, submissions, users, withdrawalRequests } from '../db/schema.js';
import {
  addBusinessDays,
  businessDate,
  businessDaysBetween,
  type BusinessCalendar,
} from '../lib/business-days.js';

/** Items listed per queue (the count covers them all). */
export const QUEUE_ITEMS_SHOWN = 10;

interface Waiting {
  uuid: string;
  title: string;
  creatorEmail: string;
  since: Date;
  promise: number | null;
}

function queueOf(
  key: QueueKey,
  promise: number | null,
  waiting: Waiting[],
  calendar: BusinessCalendar,
  now: Date,
): Queue {
  const today = businessDate(now, calendar.timeZone);
  const items: QueueItem[] = waiting.map((item) => {
    const dueDate = item.promise === null ? null : addBusinessDays(item.since, item.promise, calendar);
    return {
      uuid: item.uuid,
      title: item.title,
      creatorEmail: item.creatorEmail,
      since: item.since.toISOString(),
      ageBusinessDays: businessDaysBetween(item.since, now, calendar),
      dueDate,
      overdue: dueDate !== null && today > dueDate,
    };
  });
  // Overdue first; then the oldest. The sort is stable, and the rows come oldest first.
  items.sort((a, b) => Number(b.overdue) - Number(a.overdue));
  return {
    key,
    count: items.length,
    overdueCount: items.filter((item) => item.overdue).length,
    promiseBusinessDays: promise,
    items: items.slice(0, QUEUE_ITEMS_SHOWN),
  };
}

export async function loadDashboard(db: Database, calendar: BusinessCalendar, now: Date): Promise<Dashboard> {
  const entryColumns = { uuid: submissions.uuid, title: submissions.title, creatorEmail: users.userId };
  const [review, failed, scheduling, withdrawals, unanswered] = await Promise.all([
    db
      .select({ ...entryColumns, since: submissions.submittedAt })
      .from(submissions)
      .innerJoin(users, eq(users.uuid, submissions.userUuid))
      .where(eq(submissions.state, 'reviewing'))
      .orderBy(asc(submissions.submittedAt)),
    db
      .select({ ...entryColumns, since: conversionJobs.updatedAt })
      .from(conversionJobs)
      .innerJoin(submissions, eq(submissions.uuid, conversionJobs.submissionUuid))
      .innerJoin(users, eq(users.uuid, submissions.userUuid))
      .where(eq(conversionJobs.state, 'failed'))
      .orderBy(asc(conversionJobs.updatedAt)),
    db
      .select({ ...entryColumns, since: submissions.projectFileAt })
      .from(submissions)
      .innerJoin(users, eq(users.uuid, submissions.userUuid))
      .where(and(eq(submissions.state, 'converting'), isNotNull(submissions.convertedAt)))
      .orderBy(asc(submissions.projectFileAt)),
    db
      .select({
        uuid: withdrawalRequests.uuid,
        creatorEmail: users.userId,
        since: withdrawalRequests.requestedAt,
        netMinor: withdrawalRequests.netMinor,
        currency: withdrawalRequests.currency,
        holder: withdrawalRequests.accountHolder,
        language: withdrawalRequests.language,
      })
      .from(withdrawalRequests)
      .innerJoin(users, eq(users.uuid, withdrawalRequests.userUuid))
      .where(eq(withdrawalRequests.state, 'requested'))
      .orderBy(asc(withdrawalRequests.requestedAt)),
    db
      .select({
        uuid: inquiries.uuid,
        title: inquiries.title,
        creatorEmail: users.userId,
        since: inquiries.createdAt,
      })
      .from(inquiries)
      .innerJoin(users, eq(users.uuid, inquiries.userUuid))
      .where(eq(inquiries.state, 'unanswered'))
      .orderBy(asc(inquiries.createdAt)),
  ]);
  const entries = (
    rows: { uuid: string; title: string; creatorEmail: string; since: Date | null }[],
    promise: number | null,
  ) => rows.map((row) => ({ ...row, since: row.since ?? now, promise }));
  return {
    queues: [
      queueOf(
        'review',
        REVIEW_PROMISE_BUSINESS_DAYS,
        entries(review, REVIEW_PROMISE_BUSINESS_DAYS),
        calendar,
        now,
      ),
      queueOf('conversion-failed', null, entries(failed, null), calendar, now),
      queueOf(
        'scheduling',
        SCHEDULING_PROMISE_BUSINESS_DAYS,
        entries(scheduling, SCHEDULING_PROMISE_BUSINESS_DAYS),
        calendar,
        now,
      ),
      queueOf(
        'withdrawals',
        PAYOUT_PROMISE_BUSINESS_DAYS.ko,
        withdrawals.map((row) => ({
          uuid: row.uuid,
          title: `${row.holder} · ${row.netMinor.toLocaleString('en-US')} ${row.currency}`,
          creatorEmail: row.creatorEmail,
          since: row.since,
          promise: row.language === 'en' ? PAYOUT_PROMISE_BUSINESS_DAYS.en : PAYOUT_PROMISE_BUSINESS_DAYS.ko,
        })),
        calendar,
        now,
      ),
      queueOf('inquiries', null, entries(unanswered, null), calendar, now),
    ],
  };
}
