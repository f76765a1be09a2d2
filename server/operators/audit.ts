// The audit log (issue 21): one line per operator action, written in the action's own
// transaction, so an action that fails leaves no line and a line never names an action that did
// not happen. The database refuses to change or remove a line (migration 0017).
//
// A console route and its `npm run ops` command call the same service inside `audited(...)`; the
// service may open its own transaction, which then runs as a savepoint of this one.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { auditLog, type AuditRow } from '../db/schema.js';

/** Who acts: an operator of the console, or the shell's `npm run ops`. */
export interface Actor {
  operatorUuid: string | null;
  /** The operator's email, or "ops command". */
  label: string;
}

export const OPS_COMMAND_ACTOR: Actor = { operatorUuid: null, label: 'ops command' };

export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** JSON-safe values (dates as ISO strings) of the fields whose value changed. */
export function changedFields<T extends Record<string, unknown>>(
  before: T | null,
  after: T | null,
  fields: readonly (keyof T & string)[],
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const field of fields) {
    const a = plain(before?.[field]);
    const b = plain(after?.[field]);
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (before) was[field] = a;
    if (after) is[field] = b;
  }
  return { before: before ? was : null, after: after ? is : null };
}

export async function writeAudit(tx: Database, actor: Actor, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(auditLog).values({
    at: now,
    operatorUuid: actor.operatorUuid,
    actor: actor.label,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * Runs `work` in a transaction and writes its audit line in the same one. `work` answers its
 * result and the line to write; a throw rolls back both.
 */
export function audited<T>(
  db: Database,
  actor: Actor,
  now: Date,
  work: (tx: Database) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await work(tx);
    await writeAudit(tx, actor, audit, now);
    return result;
  });
}

export interface AuditFilter {
  page: number;
  size: number;
  operator?: string;
  action?: string;
  subjectType?: string;
  subjectId?: string;
}

export async function listAudit(
  db: Database,
  filter: AuditFilter,
): Promise<{ lists: AuditRow[]; totalCount: number }> {
  const conditions: (SQL | undefined)[] = [
    filter.operator ? eq(auditLog.operatorUuid, filter.operator) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.subjectType ? eq(auditLog.subjectType, filter.subjectType) : undefined,
    filter.subjectId ? eq(auditLog.subjectId, filter.subjectId) : undefined,
  ];
  const where = and(...conditions);
  const [lists, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { lists, totalCount: total?.value ?? 0 };
}
