// The console's creators (issue 21, support): search by email or name, one creator with the
// latest entries, inquiries and ledger (no secrets), suspend and let back in through the same
// audited services as `suspend-user` and `unsuspend-user`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import {
  creatorDetailSchema,
  creatorPageSchema,
  creatorQuerySchema,
  operatorPaths,
  uuidParamsSchema,
} from '../../contract/operator.js';
import { routePattern } from '../../contract/paths.js';
import { findUserByReference, listCreatorsForConsole, summariseUser, type User } from '../accounts/index.js';
import { listInquiriesForConsole } from '../inquiries/index.js';
import { creatorLedger } from '../money/index.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { failure } from '../plugins/responses.js';
import { listEntriesForConsole } from '../submissions/index.js';
import { suspendCreator, unsuspendCreator } from './creator-actions.js';
import { actorOf, allow, requireOperator } from './operator-guard.js';
import type { OperatorRouteDeps } from './operator-deps.js';
import { answered, consoleFailures } from './refusals.js';

const itemOf = (user: User) => ({
  uuid: user.uuid,
  email: user.userId,
  name: user.userName,
  status: user.status,
  createdAt: user.createdAt.toISOString(),
});

/** How many of the latest entries, inquiries and ledger rows the creator's page shows. */
const LATEST = 20;

export const operatorCreatorRoutes: FastifyPluginAsyncZod<OperatorRouteDeps> = async (app, deps) => {
  const { db, now } = deps;
  const support = { onRequest: [allow('creators')] };
  const notFound = failure('NOT_FOUND: no such account.');
  const stateConflict = failure(
    'ACCOUNT_STATE_CONFLICT: the account is not active (suspend) or not suspended (let back in).',
  );

  app.get(
    operatorPaths.creators,
    {
      ...support,
      schema: {
        summary: 'Creators by login email or name, newest accounts first',
        tags: ['operator'],
        querystring: creatorQuerySchema,
        response: {
          200: envelopeSchema(creatorPageSchema).describe('A page of creators.'),
          ...consoleFailures,
        },
      },
    },
    async (request) => {
      const { lists, totalCount } = await listCreatorsForConsole(db, request.query);
      return ok({ lists: lists.map(itemOf), totalCount, page: request.query.page, size: request.query.size });
    },
  );

  app.get(
    routePattern(operatorPaths.creator, 'uuid'),
    {
      ...support,
      schema: {
        summary: 'One creator: the account (no secrets), the latest entries, inquiries and ledger rows',
        tags: ['operator'],
        params: uuidParamsSchema,
        response: {
          200: envelopeSchema(creatorDetailSchema).describe('The creator.'),
          ...consoleFailures,
          404: notFound,
        },
      },
    },
    async (request) => {
      const user = await findUserByReference(db, request.params.uuid);
      if (!user) throw new ApiError(404, ErrorCode.NotFound);
      const [summary, entries, inquiries, ledger] = await Promise.all([
        summariseUser(db, user),
        listEntriesForConsole(db, { page: 1, size: LATEST, creator: user.uuid }),
        listInquiriesForConsole(db, { page: 1, size: LATEST, creator: user.uuid }),
        creatorLedger(db, user.uuid),
      ]);
      return ok({
        account: {
          ...itemOf(user),
          hpNumber: summary.hpNumber,
          emailVerified: summary.emailVerified,
          leftAt: summary.leftAt,
          sessions: summary.sessions,
          lastUsedAt: summary.lastUsedAt,
          balanceMinor: summary.balanceMinor,
        },
        entries: entries.lists,
        inquiries: inquiries.lists,
        ledger: (ledger?.entries ?? [])
          .slice(-LATEST)
          .reverse()
          .map((row) => ({
            at: row.createdAt.toISOString(),
            reason: row.reason,
            amountMinor: row.amountMinor,
            note: row.note,
          })),
      });
    },
  );

  const changed = envelopeSchema(z.object({ uuid: z.string(), status: z.string() }));

  app.post(
    routePattern(operatorPaths.suspendCreator, 'uuid'),
    {
      ...support,
      schema: {
        summary: 'Suspend an account: its login answers E002 and every session ends at once',
        tags: ['operator'],
        params: uuidParamsSchema,
        response: {
          200: changed.describe('Suspended.'),
          ...consoleFailures,
          404: notFound,
          409: stateConflict,
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'creators');
      await answered(() => suspendCreator(db, actorOf(operator), request.params.uuid, now()));
      return ok({ uuid: request.params.uuid, status: 'suspended' });
    },
  );

  app.post(
    routePattern(operatorPaths.unsuspendCreator, 'uuid'),
    {
      ...support,
      schema: {
        summary: 'Let a suspended account log in again',
        tags: ['operator'],
        params: uuidParamsSchema,
        response: {
          200: changed.describe('Active again.'),
          ...consoleFailures,
          404: notFound,
          409: stateConflict,
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'creators');
      await answered(() => unsuspendCreator(db, actorOf(operator), request.params.uuid, now()));
      return ok({ uuid: request.params.uuid, status: 'active' });
    },
  );
};
