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
  eraseCreatorBodySchema,
  erasedCreatorSchema,
  erasurePreviewSchema,
  operatorPaths,
  uuidParamsSchema,
} from '../../contract/operator.js';
import { routePattern } from '../../contract/paths.js';
import {
  AccountDeletionRefusal,
  findUserByReference,
  listCreatorsForConsole,
  previewErasure,
  summariseUser,
  type ErasureResult,
  type User,
} from '../accounts/index.js';
import type { FileStorage } from '../files/index.js';
import { listInquiriesForConsole } from '../inquiries/index.js';
import { creatorLedger } from '../money/index.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { failure } from '../plugins/responses.js';
import { listEntriesForConsole } from '../submissions/index.js';
import { eraseCreator, suspendCreator, unsuspendCreator } from './creator-actions.js';
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

export interface OperatorCreatorDeps extends OperatorRouteDeps {
  /** Where the stored files live (null: a test app without files). */
  storage: FileStorage | null;
  /** The final mail to the former address, after the commit (the owner asked for the erasure). */
  mailAccountLeft: (result: ErasureResult) => void;
}

/** An erasure refused: 404 unknown, 409 with what to finish first. */
function erasureRefusal(error: AccountDeletionRefusal): ApiError {
  if (error.reason === 'withdrawalPending') return new ApiError(409, ErrorCode.LeaveWithdrawalPending);
  if (error.reason === 'entryInProgress') return new ApiError(409, ErrorCode.LeaveEntryInProgress);
  if (error.reason === 'alreadyLeft') return new ApiError(409, ErrorCode.AccountStateConflict);
  return new ApiError(404, ErrorCode.NotFound);
}

export const operatorCreatorRoutes: FastifyPluginAsyncZod<OperatorCreatorDeps> = async (app, deps) => {
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

  app.get(
    routePattern(operatorPaths.creatorErasure, 'uuid'),
    {
      ...support,
      schema: {
        summary: 'What erasing the account on request would erase and keep, or why it is refused now',
        tags: ['operator'],
        params: uuidParamsSchema,
        response: {
          200: envelopeSchema(erasurePreviewSchema).describe('The counts, and the refusal if any.'),
          ...consoleFailures,
          404: notFound,
          409: failure('ACCOUNT_STATE_CONFLICT: the account has left the portal already.'),
        },
      },
    },
    async (request) => {
      const user = await findUserByReference(db, request.params.uuid);
      if (!user) throw new ApiError(404, ErrorCode.NotFound);
      const preview = await previewErasure(db, user.uuid, now()).catch((error: unknown) => {
        // An account that left meanwhile (the screen hides the action once it has).
        if (error instanceof AccountDeletionRefusal) throw erasureRefusal(error);
        throw error;
      });
      const refusal = preview.refusal;
      return ok({
        counts: preview.counts,
        refusal:
          refusal && refusal.reason !== 'notFound'
            ? { reason: refusal.reason, subjects: [...refusal.subjects] }
            : null,
      });
    },
  );

  app.post(
    routePattern(operatorPaths.eraseCreator, 'uuid'),
    {
      ...support,
      schema: {
        summary: "Erase an account on its owner's request, as leaving the portal and delete-user --yes do",
        description:
          "The body's `email` must be the account's login email, typed by the operator to confirm. Every " +
          'session ends; personal data, inquiries, notifications and entries not in a competing or ' +
          'completed group are erased; ledger lines and withdrawal amounts stay. The former address gets ' +
          'the final mail.',
        tags: ['operator'],
        params: uuidParamsSchema,
        body: eraseCreatorBodySchema,
        response: {
          200: envelopeSchema(erasedCreatorSchema).describe('Erased.'),
          ...consoleFailures,
          400: failure('VALIDATION_FAILED: `email` is not the account’s login email.'),
          404: notFound,
          409: failure(
            'LEAVE_WITHDRAWAL_PENDING, LEAVE_ENTRY_IN_PROGRESS: finish that first; ACCOUNT_STATE_CONFLICT: ' +
              'the account has left already.',
          ),
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'creators');
      const user = await findUserByReference(db, request.params.uuid);
      if (!user) throw new ApiError(404, ErrorCode.NotFound);
      if (user.status === 'withdrawn') throw new ApiError(409, ErrorCode.AccountStateConflict);
      if (request.body.email.toLowerCase() !== user.userId.toLowerCase()) {
        throw new ApiError(400, ErrorCode.ValidationFailed, undefined, 'email');
      }
      let result: ErasureResult;
      try {
        result = await eraseCreator(db, actorOf(operator), user.uuid, {
          now: now(),
          storage: deps.storage,
          language: request.body.language,
          log: request.log,
        });
      } catch (error) {
        if (error instanceof AccountDeletionRefusal) throw erasureRefusal(error);
        throw error;
      }
      deps.mailAccountLeft(result);
      return ok({ uuid: result.userUuid, leftAt: result.leftAt.toISOString(), counts: result.counts });
    },
  );
};
