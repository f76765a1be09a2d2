// Operator commands of accounts (issue 19): suspend one (its login answers the spec's E002 and
// every session ends at once), let it back in, and show one without its secrets (no password hash,
// codes or account numbers). Erasing an account on request is `delete-user`.
import { and, count, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { inquiries, submissions, users, userSessions, withdrawalRequests, type User } from '../db/schema.js';
import { balanceMinor } from '../money/ledger.js';
import { forgetSessions } from '../accounts/session-cache.js';
import { deleteSessions } from '../accounts/user-sessions.js';
import { RefusedError, withDatabase, type CommandTable } from './command.js';
import { required } from './flags.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account `reference` names: its uuid or its login email (any case). */
export async function findAccount(db: Database, reference: string): Promise<User> {
  const where = UUID.test(reference)
    ? eq(users.uuid, reference.toLowerCase())
    : eq(users.userId, reference.trim().toLowerCase());
  const [user] = await db.select().from(users).where(where).limit(1);
  if (!user) throw new RefusedError(`no account ${reference}`);
  return user;
}

const USER_FLAG = { user: { type: 'string' } } as const;

export const userCommands: CommandTable = {
  'suspend-user': {
    summary: 'suspend an account: its login answers E002 and every session ends at once',
    usage: 'suspend-user --user <email or uuid>',
    options: USER_FLAG,
    async run(flags, env) {
      const reference = required(flags, 'user');
      await withDatabase(env, async ({ db }) => {
        const user = await findAccount(db, reference);
        if (user.status === 'withdrawn') throw new RefusedError(`${reference} has left the portal`);
        if (user.status === 'suspended') {
          env.out(`${user.userId} is already suspended`);
          return;
        }
        const ended = await db.transaction(async (tx) => {
          const [changed] = await tx
            .update(users)
            .set({ status: 'suspended', tokenVersion: sql`${users.tokenVersion} + 1` })
            .where(and(eq(users.uuid, user.uuid), eq(users.status, 'active')))
            .returning({ uuid: users.uuid });
          if (!changed) throw new RefusedError(`${reference} changed meanwhile; run the command again`);
          return deleteSessions(tx, user.uuid);
        });
        // In every server process, not when the session cache's entry expires.
        await forgetSessions(db, user.uuid);
        env.out(`suspended ${user.userId} (${user.uuid}); ${ended} session(s) ended`);
      });
    },
  },

  'unsuspend-user': {
    summary: 'let a suspended account log in again',
    usage: 'unsuspend-user --user <email or uuid>',
    options: USER_FLAG,
    async run(flags, env) {
      const reference = required(flags, 'user');
      await withDatabase(env, async ({ db }) => {
        const user = await findAccount(db, reference);
        if (user.status === 'active') {
          env.out(`${user.userId} is not suspended`);
          return;
        }
        if (user.status !== 'suspended') throw new RefusedError(`${reference} has left the portal`);
        await db
          .update(users)
          .set({ status: 'active' })
          .where(and(eq(users.uuid, user.uuid), eq(users.status, 'suspended')));
        env.out(`${user.userId} (${user.uuid}) may log in again`);
      });
    },
  },

  'show-user': {
    summary: 'show an account: its state, sessions, entries, inquiries, withdrawals and balance (no secrets)',
    usage: 'show-user --user <email or uuid> [--json]',
    options: { ...USER_FLAG, json: { type: 'boolean' } },
    async run(flags, env) {
      const reference = required(flags, 'user');
      await withDatabase(env, async ({ db }) => {
        const user = await findAccount(db, reference);
        const countOf = async (table: typeof submissions | typeof inquiries | typeof withdrawalRequests) => {
          const [row] = await db.select({ n: count() }).from(table).where(eq(table.userUuid, user.uuid));
          return row?.n ?? 0;
        };
        const [sessions] = await db
          .select({ n: count(), lastUsedAt: max(userSessions.lastUsedAt) })
          .from(userSessions)
          .where(eq(userSessions.userUuid, user.uuid));
        const shown = {
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
        if (flags['json'] === true) {
          env.out(JSON.stringify(shown, null, 2));
          return;
        }
        const width = Math.max(...Object.keys(shown).map((key) => key.length));
        env.out(
          Object.entries(shown)
            .map(([key, value]) => `${key.padEnd(width)}  ${value === null ? '-' : String(value)}`)
            .join('\n'),
        );
      });
    },
  },
};
