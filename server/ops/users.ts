// Operator commands of accounts (issue 19): suspend one (its login answers the spec's E002 and
// every session ends at once), let it back in, and show one without its secrets (no password hash,
// codes or account numbers). Erasing an account on request is `delete-user`.
import type { Database } from '../db/client.js';
import { findUserByReference, summariseUser, type User } from '../accounts/index.js';
import { OperatorError, OPS_COMMAND_ACTOR, suspendCreator, unsuspendCreator } from '../operators/index.js';
import { foundOrRefused, RefusedError, withDatabase, type CommandTable } from './command.js';
import { required } from './flags.js';

/** The account `reference` names: its uuid or its login email (any case). */
export function findAccount(db: Database, reference: string): Promise<User> {
  return foundOrRefused(findUserByReference(db, reference), 'account', reference);
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
        // The console's service, with its audit line (actor "ops command").
        const ended = await suspendCreator(db, OPS_COMMAND_ACTOR, user.uuid, env.now()).catch(
          (error: unknown) => {
            if (error instanceof OperatorError)
              throw new RefusedError(`${reference} changed meanwhile; run the command again`);
            throw error;
          },
        );
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
        await unsuspendCreator(db, OPS_COMMAND_ACTOR, user.uuid, env.now());
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
        const shown = await summariseUser(db, user);
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
