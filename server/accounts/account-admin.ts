// The operator's account actions (issue 19): find an account by uuid or login email, suspend it
// (its login answers the spec's E002 and every session ends at once), let it back in, and sum it up
// without its secrets. `npm run ops` (ops/users.ts) and the operator console call these; erasing an
// account on request is account-deletion.ts.
import { and, count, desc, eq, ilike, max, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { containsPattern } from '../db/like-pattern.js';
import { inquiries, submissions, users, userSessions, withdrawalRequests, type User } from '../db/schema.js';

export type { User };
import { balanceMinor } from '../money/index.js';
import { forgetSessions } from './session-cache.js';
import { deleteSessions } from './user-sessions.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account `reference` names: its uuid (any case) or its login email (any case); or undefined. */
export async function findUserByReference(db: Database, reference: string): Promise<User | undefined> {
  const where = UUID.test(reference)
    ? eq(users.uuid, reference.toLowerCase())
    : eq(users.userId, reference.trim().toLowerCase());
  const [user] = await db.select().from(users).where(where).limit(1);
  return user;
}

/**
 * Suspends an active account and ends every session, in one transaction; then every server process
 * forgets them. How many sessions ended, or null when the account is no longer active (nothing
 * changed).
 */
export async function suspendUser(db: Database, userUuid: string): Promise<number | null> {
  const ended = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ status: 'suspended', tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.uuid, userUuid), eq(users.status, 'active')))
      .returning({ uuid: users.uuid });
    if (!changed) return null;
    return deleteSessions(tx, userUuid);
  });
  if (ended === null) return null;
  // In every server process, not when the session cache's entry expires.
  await forgetSessions(db, userUuid);
  return ended;
}

/** Lets a suspended account log in again (any other state: nothing changes). */
export async function unsuspendUser(db: Database, userUuid: string): Promise<void> {
  await db
    .update(users)
    .set({ status: 'active' })
    .where(and(eq(users.uuid, userUuid), eq(users.status, 'suspended')));
}

/** An account as the operator sees it: its state and what it has, no secrets. */
export interface UserSummary {
  uuid: string;
  userId: string;
  userName: string;
  hpNumber: string | null;
  status: User['status'];
  emailVerified: boolean;
  passwordChangeRequired: boolean;
  castingn: boolean;
  createdAt: string;
  leftAt: string | null;
  sessions: number;
  lastUsedAt: string | null;
  entries: number;
  inquiries: number;
  withdrawals: number;
  balanceMinor: number;
}

/** The account's state, sessions, entries, inquiries, withdrawals and balance (no password hash, codes or account numbers). */
export async function summariseUser(db: Database, user: User): Promise<UserSummary> {
  const countOf = async (table: typeof submissions | typeof inquiries | typeof withdrawalRequests) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.userUuid, user.uuid));
    return row?.n ?? 0;
  };
  const [sessions] = await db
    .select({ n: count(), lastUsedAt: max(userSessions.lastUsedAt) })
    .from(userSessions)
    .where(eq(userSessions.userUuid, user.uuid));
  return {
    uuid: user.uuid,
    userId: user.userId,
    userName: user.userName,
    hpNumber: user.hpNumber,
    status: user.status,
    emailVerified: user.emailVerifiedAt !== null,
    passwordChangeRequired: user.passwordChangeRequired,
    castingn: user.castingnAt !== null,
    createdAt: user.createdAt.toISOString(),
    leftAt: user.leftAt?.toISOString() ?? null,
    sessions: sessions?.n ?? 0,
    lastUsedAt: sessions?.lastUsedAt ? new Date(sessions.lastUsedAt).toISOString() : null,
    entries: await countOf(submissions),
    inquiries: await countOf(inquiries),
    withdrawals: await countOf(withdrawalRequests),
    balanceMinor: await balanceMinor(db, user.uuid),
  };
}

/** The console's creator search (issue 21): by login email or name, newest accounts first. */
export async function listCreatorsForConsole(
  db: Database,
  query: { page: number; size: number; q?: string },
): Promise<{ lists: User[]; totalCount: number }> {
  const q = query.q?.trim();
  const pattern = q ? containsPattern(q) : null;
  const where = pattern
    ? UUID.test(q!)
      ? eq(users.uuid, q!.toLowerCase())
      : or(ilike(users.userId, pattern), ilike(users.userName, pattern))
    : undefined;
  const [lists, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { lists, totalCount: total?.n ?? 0 };
}
