// Server-side sessions (issue 19). Every login writes a row of user_sessions and signs a token that
// names it (`sid`); the session check (plugins/auth.ts) accepts a token only while its row exists,
// has been used within the token's lifetime, and its account is active. Ending a session deletes
// its row and tells every server process (accounts/session-cache.ts), so its token answers 403 at
// once. The spec's contract is unchanged for the client: a token in the header, 403 means logged
// out.
import Bowser from 'bowser';
import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { userSessions, users } from '../db/schema.js';
import type { CachedSession } from './session-cache.js';
import { forgetSessions } from './session-cache.js';

/** A session unused this long has ended: the token's lifetime (accounts/tokens.ts TOKEN_LIFETIME). */
export const SESSION_IDLE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How stale "last used" may get before a request writes it again: one write per session and
 * interval, not one per request (a signed-in read stays a read).
 */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** What is kept of the User-Agent header (enough for any real browser's). */
const USER_AGENT_MAX_LENGTH = 300;

/** Sessions last used before this have ended by disuse. */
const idleCutoff = () => new Date(Date.now() - SESSION_IDLE_LIMIT_MS);

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface SessionOrigin {
  userAgent: string | undefined;
  address: string;
}

/** Starts a session for a login; sessions of the user that ended by disuse are cleared on the way. */
export async function startSession(db: Executor, userUuid: string, origin: SessionOrigin): Promise<string> {
  await db
    .delete(userSessions)
    .where(and(eq(userSessions.userUuid, userUuid), lte(userSessions.lastUsedAt, idleCutoff())));
  const [row] = await db
    .insert(userSessions)
    .values({
      userUuid,
      userAgent: (origin.userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH),
      address: origin.address.slice(0, 64),
    })
    .returning({ id: userSessions.id });
  return row!.id;
}

/**
 * What the session check needs of a live session, or null: no such session, another user's, unused
 * for the token's lifetime, or its account is not active.
 */
export async function loadLiveSession(
  db: Database,
  sessionId: string,
  userUuid: string,
): Promise<CachedSession | null> {
  const [row] = await db
    .select({
      uuid: users.uuid,
      userId: users.userId,
      status: users.status,
      tokenVersion: users.tokenVersion,
      lastUsedAt: userSessions.lastUsedAt,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.uuid, userSessions.userUuid))
    .where(
      and(
        eq(userSessions.id, sessionId),
        eq(userSessions.userUuid, userUuid),
        gt(userSessions.lastUsedAt, idleCutoff()),
      ),
    )
    .limit(1);
  if (!row || row.status !== 'active') return null;
  return {
    uuid: row.uuid,
    userId: row.userId,
    tokenVersion: row.tokenVersion,
    lastUsedAt: row.lastUsedAt.getTime(),
  };
}

/**
 * Marks the session as used now from `address`, when its last mark is older than the interval.
 * Updates the cached entry too, so the next requests within the interval write nothing.
 */
export async function touchSession(
  db: Database,
  sessionId: string,
  session: CachedSession,
  address: string,
  now = Date.now(),
): Promise<void> {
  if (session.lastUsedAt !== undefined && now - session.lastUsedAt < SESSION_TOUCH_INTERVAL_MS) return;
  session.lastUsedAt = now;
  await db
    .update(userSessions)
    .set({ lastUsedAt: sql`now()`, address: address.slice(0, 64) })
    .where(eq(userSessions.id, sessionId));
}

export interface SessionListItem {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  userAgent: string;
  address: string;
}

/** The user's live sessions, the most recently used first. */
export async function listSessions(db: Database, userUuid: string): Promise<SessionListItem[]> {
  return db
    .select({
      id: userSessions.id,
      createdAt: userSessions.createdAt,
      lastUsedAt: userSessions.lastUsedAt,
      userAgent: userSessions.userAgent,
      address: userSessions.address,
    })
    .from(userSessions)
    .where(and(eq(userSessions.userUuid, userUuid), gt(userSessions.lastUsedAt, idleCutoff())))
    .orderBy(desc(userSessions.lastUsedAt), desc(userSessions.createdAt));
}

/** Ends one of the user's sessions; false when there was none (already ended, or not theirs). */
export async function endSession(db: Database, userUuid: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(userSessions)
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userUuid, userUuid)))
    .returning({ id: userSessions.id });
  if (ended.length === 0) return false;
  await forgetSessions(db, sessionId);
  return true;
}

/**
 * Deletes the user's sessions but `keep` (all of them without it), inside the caller's
 * transaction. The caller calls forgetSessions(db, userUuid) once it has committed.
 */
export async function deleteSessions(tx: Executor, userUuid: string, keep?: string): Promise<number> {
  const ended = await tx
    .delete(userSessions)
    .where(and(eq(userSessions.userUuid, userUuid), keep ? ne(userSessions.id, keep) : undefined))
    .returning({ id: userSessions.id });
  return ended.length;
}

/** Ends every session of the user but `keep` ("log out everywhere else"); how many ended. */
export async function endOtherSessions(db: Database, userUuid: string, keep?: string): Promise<number> {
  const ended = await deleteSessions(db, userUuid, keep);
  // The user's entries everywhere: the kept one is read again on its next request.
  if (ended > 0) await forgetSessions(db, userUuid);
  return ended;
}

export interface DeviceDescription {
  browser: string;
  os: string;
  /** desktop, mobile, tablet, tv or '' when the header does not tell. */
  platform: string;
}

/** The browser and system a User-Agent header names, as far as it tells ('' when it does not). */
export function describeDevice(userAgent: string): DeviceDescription {
  if (!userAgent) return { browser: '', os: '', platform: '' };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return { browser, os, platform: parsed.platform.type ?? '' };
}
