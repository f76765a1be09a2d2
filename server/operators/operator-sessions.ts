// An operator's logins (issue 21): a row per login, ended by the logout, by 30 minutes without a
// request, or 8 hours after the login, whatever comes first. Every request of the console checks
// and refreshes its row in one conditional UPDATE (operators are few: no cache needed).
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { OPERATOR_IDLE_MINUTES, OPERATOR_SESSION_HOURS } from '../../contract/operator-rules.js';
import type { Database } from '../db/client.js';
import { operators, operatorSessions, type OperatorRow, type OperatorSessionRow } from '../db/schema.js';

export const IDLE_MS = OPERATOR_IDLE_MINUTES * 60_000;
export const ABSOLUTE_MS = OPERATOR_SESSION_HOURS * 3_600_000;

export async function startOperatorSession(
  db: Database,
  operatorUuid: string,
  now: Date,
  client: { address: string; userAgent: string },
): Promise<OperatorSessionRow> {
  const [row] = await db
    .insert(operatorSessions)
    .values({
      operatorUuid,
      createdAt: now,
      lastSeenAt: now,
      address: client.address.slice(0, 100),
      userAgent: client.userAgent.slice(0, 300),
    })
    .returning();
  return row!;
}

/**
 * The live session `sessionId` of `operatorUuid` with its operator, refreshed to `now`; null when
 * it ended, idled out, outlived 8 hours, or its operator is disabled or being set up again.
 */
export async function useOperatorSession(
  db: Database,
  sessionId: string,
  operatorUuid: string,
  now: Date,
): Promise<{ session: OperatorSessionRow; operator: OperatorRow } | null> {
  const [session] = await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(operatorSessions.id, sessionId),
        eq(operatorSessions.operatorUuid, operatorUuid),
        isNull(operatorSessions.endedAt),
        gt(operatorSessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)),
        gt(operatorSessions.createdAt, new Date(now.getTime() - ABSOLUTE_MS)),
      ),
    )
    .returning();
  if (!session) return null;
  const [operator] = await db
    .select()
    .from(operators)
    .where(
      and(
        eq(operators.uuid, operatorUuid),
        isNull(operators.disabledAt),
        isNotNull(operators.totpConfirmedAt),
      ),
    );
  return operator ? { session, operator } : null;
}

export async function endOperatorSession(db: Database, sessionId: string, now: Date): Promise<number> {
  const ended = await db
    .update(operatorSessions)
    .set({ endedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.endedAt)))
    .returning({ id: operatorSessions.id });
  return ended.length;
}

/** Every live session of an operator ends (disabled, role changed, setup reset). */
export async function endOperatorSessions(db: Database, operatorUuid: string, now: Date): Promise<number> {
  const ended = await db
    .update(operatorSessions)
    .set({ endedAt: now })
    .where(and(eq(operatorSessions.operatorUuid, operatorUuid), isNull(operatorSessions.endedAt)))
    .returning({ id: operatorSessions.id });
  return ended.length;
}

/** The session's absolute end. */
export const sessionExpiresAt = (session: OperatorSessionRow) =>
  new Date(session.createdAt.getTime() + ABSOLUTE_MS);
