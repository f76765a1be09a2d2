// The plain values of the notifications contract (issue 18), without zod, so that the SPA can
// import them as values. contract/notifications.ts re-exports everything here.

/**
 * What can happen to a creator, in the order of the creator's loop. The subject of each:
 * - entry-*, project-files-received, group-competing, group-completed: the creator's entry
 *   (submission uuid; the portal links to /submission-detail/{uuid});
 * - earnings-credited: the group submission credited (links to /my-asset);
 * - withdrawal-*: the withdrawal request (links to /my-asset);
 * - inquiry-answered: the inquiry (links to /qna/{uuid}).
 */
export const NOTIFICATION_TYPES = [
  'entry-approved',
  'entry-returned',
  'project-files-received',
  'entry-scheduled',
  'group-competing',
  'group-completed',
  'earnings-credited',
  'withdrawal-paid',
  'withdrawal-rejected',
  'inquiry-answered',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The values a notification's text is written from, per type (all optional for the reader: an
 * older row may lack a newer key). Amounts are in the deployment currency's major unit, instants
 * ISO 8601 UTC.
 * - entry-*: title, topic; entry-returned: reason; entry-scheduled: beginAt;
 * - group-competing: title, topic, endAt; group-completed: title, topic, ranking, countOfSubmission, amount;
 * - earnings-credited: title, topic, amount;
 * - withdrawal-paid: amount, paidDate (YYYY-MM-DD); withdrawal-rejected: amount, reason;
 * - inquiry-answered: title.
 */
export type NotificationParams = Record<string, string | number | null>;

/**
 * The events whose mail a creator can turn off on /mypage: the ones the server mails today.
 * Security and account mails (verification, temporary password) are not in the list and always go.
 */
export const MAILED_NOTIFICATION_TYPES = [
  'entry-approved',
  'entry-returned',
  'entry-scheduled',
  'withdrawal-paid',
  'withdrawal-rejected',
  'inquiry-answered',
] as const satisfies readonly NotificationType[];
export type MailedNotificationType = (typeof MAILED_NOTIFICATION_TYPES)[number];

/** The bell asks for the unread count at most this often while the tab is visible. */
export const UNREAD_COUNT_POLL_MS = 60_000;

/** GET /api/notifications page size of the header's panel (the page offers 20, 40, 60). */
export const NOTIFICATION_PANEL_SIZE = 10;
