// Operator commands of the console's accounts (issue 21): the first operator comes from here (an
// admin then invites the others in the console), and a lost authenticator is reset from here too.
import { OPERATOR_ROLES } from '../../contract/operator-rules.js';
import {
  audited,
  changedFields,
  createOperator,
  createSecretBox,
  endOperatorSessions,
  findOperatorByEmail,
  OperatorError,
  OPS_COMMAND_ACTOR,
  resetOperatorSetup,
  setupUrlOf,
} from '../operators/index.js';
import { RefusedError, withDatabase, type CommandTable, type OpsEnvironment } from './command.js';
import { optional, optionalOneOf, required } from './flags.js';

async function secretBox(env: OpsEnvironment) {
  if (!env.serverSecret) throw new RefusedError('the server secret (JWT_SECRET) is not available');
  return createSecretBox(await env.serverSecret(), 'operator-totp');
}

function printLink(
  env: OpsEnvironment,
  json: boolean,
  facts: { uuid: string; email: string; role: string },
  url: string,
  expiresAt: Date,
) {
  env.out(
    json
      ? JSON.stringify({ ...facts, setupUrl: url, expiresAt: expiresAt.toISOString() }, null, 2)
      : `${facts.email} (${facts.role}, ${facts.uuid})\nsetup link, once, until ${expiresAt.toISOString()}:\n${url}`,
  );
}

const portalUrl = (env: OpsEnvironment) => (env.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, '');

export const operatorCommands: CommandTable = {
  'create-operator': {
    summary: 'make an operator of the console (/operator) and print the one-time setup link (72 hours)',
    usage: `create-operator --email EMAIL --role ${OPERATOR_ROLES.join('|')} [--name NAME] [--json]

  The operator opens the link, sets a password (12 to 128 characters) and scans the QR code
  with an authenticator app; every login then asks for its code.`,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      json: { type: 'boolean' },
    },
    async run(flags, env) {
      const email = required(flags, 'email').trim().toLowerCase();
      required(flags, 'role');
      const role = optionalOneOf(flags, 'role', OPERATOR_ROLES)!;
      const name = optional(flags, 'name') ?? email.split('@')[0]!;
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 200)
        throw new RefusedError(`not an email address: ${email}`);
      const box = await secretBox(env);
      await withDatabase(env, async ({ db }) => {
        const now = env.now();
        try {
          const link = await audited(db, OPS_COMMAND_ACTOR, now, async (tx) => {
            const made = await createOperator(tx, box, { email, name, role, createdBy: null }, now);
            return {
              result: made,
              audit: {
                action: 'operator.invite',
                subjectType: 'operator',
                subjectId: made.operator.uuid,
                ...changedFields(null, made.operator, ['email', 'name', 'role']),
              },
            };
          });
          printLink(
            env,
            flags['json'] === true,
            link.operator,
            setupUrlOf(portalUrl(env), link.code),
            link.expiresAt,
          );
        } catch (error) {
          if (error instanceof OperatorError)
            throw new RefusedError(`an operator with the email ${email} exists already`);
          throw error;
        }
      });
    },
  },

  'reset-operator': {
    summary: "reset an operator's password and authenticator and print a new setup link (every session ends)",
    usage: 'reset-operator --email EMAIL [--json]',
    options: { email: { type: 'string' }, json: { type: 'boolean' } },
    async run(flags, env) {
      const email = required(flags, 'email');
      const box = await secretBox(env);
      await withDatabase(env, async ({ db }) => {
        const found = await findOperatorByEmail(db, email);
        if (!found) throw new RefusedError(`no operator ${email}`);
        const now = env.now();
        const link = await audited(db, OPS_COMMAND_ACTOR, now, async (tx) => {
          const made = await resetOperatorSetup(tx, box, found.uuid, now);
          await endOperatorSessions(tx, found.uuid, now);
          return {
            result: made,
            audit: { action: 'operator.reset-setup', subjectType: 'operator', subjectId: found.uuid },
          };
        });
        printLink(
          env,
          flags['json'] === true,
          link.operator,
          setupUrlOf(portalUrl(env), link.code),
          link.expiresAt,
        );
      });
    },
  },
};
