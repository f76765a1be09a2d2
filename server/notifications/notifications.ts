// The creator's notifications and mail preferences (issue 18). A notification is written by the
// service that makes the state change, inside the same transaction (pass the transaction, never the
// database): it exists exactly when the change committed. The unique index on (user, type, subject)
// with ON CONFLICT DO NOTHING makes a repeated or raced transition write nothing new. The texts are
// not stored: the SPA writes them in the reader's language from `params` (contract/notifications.ts).
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  MAILED_NOTIFICATION_TYPES,
  type MailPreferences,
  type MarkReadBody,
  type Notification,
  type NotificationParams,
  type NotificationType,
} from '../../contract/notifications.js';
import type { Database } from '../db/client.js';
import { mailOptOuts, notifications, type NotificationRow } from '../db/schema.js';

export interface NewNotification {
  userUuid: string;
  type: NotificationType;
  subjectUuid: string;
  params: NotificationParams;
  /** When it happened; the database's clock unless given (the seed backdates its history). */
  createdAt?: Date;
}

/**
 * Writes the notifications that do not exist yet, in one statement; returns how many are new.
 * Call with the transaction of the state change that causes them.
 */
export async function notify(tx: Database, items: NewNotification | readonly NewNotification[]) {
  const rows = Array.isArray(items) ? items : [items as NewNotification];
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(notifications)
    .values(rows.map((row) => ({ ...row })))
    .onConflictDoNothing({
      target: [notifications.userUuid, notifications.type, notifications.subjectUuid],
    })
    .returning({ uuid: notifications.uuid });
  return inserted.length;
}

function describe(row: NotificationRow): Notification {
  return {
    uuid: row.uuid,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    subjectUuid: row.subjectUuid,
    params: row.params,
  };
}

/** The caller's notifications (only the unread ones if asked), newest first. */
export async function listNotifications(
  db: Database,
  userUuid: string,
  query: { page: number; size: number; unreadOnly?: boolean },
): Promise<{ lists: Notification[]; totalCount: number }> {
  const where = and(
    eq(notifications.userUuid, userUuid),
    query.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.uuid))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { lists: rows.map(describe), totalCount: total?.n ?? 0 };
}

/** One count on the partial index notifications_unread_idx: the bell asks for it every minute. */
export async function unreadCount(db: Database, userUuid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userUuid, userUuid), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks some of the caller's notifications read (uuids of anyone else's match nothing), or all of
 * them; an already read one keeps its first readAt. Returns the unread count after.
 */
export async function markRead(
  db: Database,
  userUuid: string,
  target: MarkReadBody,
  now: Date,
): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userUuid, userUuid),
        isNull(notifications.readAt),
        'uuids' in target ? inArray(notifications.uuid, target.uuids) : undefined,
      ),
    );
  return unreadCount(db, userUuid);
}

/** Mail on for every mailed event except those the creator turned off. */
export async function mailPreferences(db: Database, userUuid: string): Promise<MailPreferences> {
  const off = await db
    .select({ type: mailOptOuts.type })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.userUuid, userUuid));
  const offTypes = new Set<string>(off.map((row) => row.type));
  return Object.fromEntries(
    MAILED_NOTIFICATION_TYPES.map((type) => [type, !offTypes.has(type)]),
  ) as MailPreferences;
}

/** Stores the whole set at once (the /mypage form sends every switch); returns what is stored. */
export async function setMailPreferences(
  db: Database,
  userUuid: string,
  preferences: MailPreferences,
): Promise<MailPreferences> {
  const off = MAILED_NOTIFICATION_TYPES.filter((type) => !preferences[type]);
  await db.transaction(async (tx) => {
    await tx.delete(mailOptOuts).where(eq(mailOptOuts.userUuid, userUuid));
    if (off.length > 0) {
      await tx
        .insert(mailOptOuts)
        .values(off.map((type) => ({ userUuid, type })))
        .onConflictDoNothing();
    }
  });
  return mailPreferences(db, userUuid);
}

/**
 * Whether the creator wants the mail of `type`. Only the mailed events can be turned off: anything
 * else (verification, temporary password) is never asked about here and always goes.
 */
export async function mailWanted(db: Database, userUuid: string, type: NotificationType): Promise<boolean> {
  const [row] = await db
    .select({ type: mailOptOuts.type })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.userUuid, userUuid), eq(mailOptOuts.type, type)));
  return row === undefined;
}
