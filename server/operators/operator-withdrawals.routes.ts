// The console's withdrawals (issue 21, finance): the requests with their documents, the whole
// account number on an explicit reveal, paid with a date, rejected with a reason (the amount goes
// back to the balance), and the CSV of a bank transfer batch. Each decision calls the same audited
// service as its command (money-actions.ts); the creator is mailed after the commit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import {
  accountNumberSchema,
  operatorPaths,
  operatorWithdrawalPageSchema,
  payBodySchema,
  rejectBodySchema,
  transferBatchBodySchema,
  uuidParamsSchema,
  withdrawalListQuerySchema,
} from '../../contract/operator.js';
import { routePattern } from '../../contract/paths.js';
import { businessDate } from '../lib/business-days.js';
import type { WithdrawalNews, WithdrawalRequestRow } from '../money/index.js';
import { listWithdrawalsForConsole, WithdrawalStateError } from '../money/index.js';

import { ApiError, ok } from '../plugins/envelope.js';
import { failure } from '../plugins/responses.js';
import {
  exportTransferBatch,
  payWithdrawal,
  refuseWithdrawal,
  revealAccountNumber,
} from './money-actions.js';
import { actorOf, allow, requireOperator } from './operator-guard.js';
import type { OperatorRouteDeps } from './operator-deps.js';
import { consoleFailures } from './refusals.js';

export interface OperatorWithdrawalRouteDeps extends OperatorRouteDeps {
  /** Tells the creator after a decision (the same mails as the commands send). */
  mailWithdrawalDecision: (
    row: WithdrawalRequestRow,
    news: Exclude<WithdrawalNews, { kind: 'received' }>,
  ) => void;
}

const conflict = failure(
  'WITHDRAWAL_STATE_CONFLICT: the request is not waiting to be paid (another operator was first).',
);
const notFound = failure('NOT_FOUND: no such request.');

/** A lost race or a settled request: 409; an unknown one: 404. */
async function decided<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof WithdrawalStateError) {
      throw error.state === null
        ? new ApiError(404, ErrorCode.NotFound)
        : new ApiError(409, ErrorCode.WithdrawalStateConflict);
    }
    throw error;
  }
}

export const operatorWithdrawalRoutes: FastifyPluginAsyncZod<OperatorWithdrawalRouteDeps> = async (
  app,
  deps,
) => {
  const { db, now } = deps;
  const finance = { onRequest: [allow('money')] };
  const settled = envelopeSchema(z.object({ uuid: z.string(), state: z.string() }));

  app.get(
    operatorPaths.withdrawals,
    {
      ...finance,
      schema: {
        summary: 'Withdrawal requests, oldest first, with their documents (account numbers masked)',
        tags: ['operator'],
        querystring: withdrawalListQuerySchema,
        response: {
          200: envelopeSchema(operatorWithdrawalPageSchema).describe('A page of requests.'),
          ...consoleFailures,
        },
      },
    },
    async (request) => {
      const { lists, totalCount } = await listWithdrawalsForConsole(db, deps.links, request.query, now());
      return ok({ lists, totalCount, page: request.query.page, size: request.query.size });
    },
  );

  app.post(
    routePattern(operatorPaths.revealAccount, 'uuid'),
    {
      ...finance,
      schema: {
        summary: "Reveal a request's whole account number (audited)",
        tags: ['operator'],
        params: uuidParamsSchema,
        response: {
          200: envelopeSchema(accountNumberSchema).describe('The whole number.'),
          ...consoleFailures,
          404: notFound,
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'money');
      const accountNumber = await revealAccountNumber(db, actorOf(operator), request.params.uuid, now());
      if (accountNumber === null) throw new ApiError(404, ErrorCode.NotFound);
      return ok({ accountNumber });
    },
  );

  app.post(
    routePattern(operatorPaths.payWithdrawal, 'uuid'),
    {
      ...finance,
      schema: {
        summary: 'Mark a waiting request paid on a date',
        tags: ['operator'],
        params: uuidParamsSchema,
        body: payBodySchema,
        response: { 200: settled.describe('Paid.'), ...consoleFailures, 404: notFound, 409: conflict },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'money');
      const at = now();
      const paidDate = request.body.paidDate ?? businessDate(at, deps.calendar.timeZone);
      const row = await decided(() =>
        payWithdrawal(db, actorOf(operator), request.params.uuid, paidDate, at),
      );
      deps.mailWithdrawalDecision(row, { kind: 'paid', paidDate });
      return ok({ uuid: row.uuid, state: row.state });
    },
  );

  app.post(
    routePattern(operatorPaths.rejectWithdrawal, 'uuid'),
    {
      ...finance,
      schema: {
        summary: 'Reject a waiting request with the reason the creator reads; the amount goes back',
        tags: ['operator'],
        params: uuidParamsSchema,
        body: rejectBodySchema,
        response: { 200: settled.describe('Rejected.'), ...consoleFailures, 404: notFound, 409: conflict },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'money');
      const reason = request.body.reason;
      const row = await decided(() =>
        refuseWithdrawal(db, actorOf(operator), request.params.uuid, reason, now()),
      );
      deps.mailWithdrawalDecision(row, { kind: 'rejected', reason });
      return ok({ uuid: row.uuid, state: row.state });
    },
  );

  app.post(
    operatorPaths.withdrawalsCsv,
    {
      ...finance,
      schema: {
        summary: 'The CSV of the chosen waiting requests, for a bank transfer batch (audited)',
        description: 'Whole account numbers and net amounts; requests no longer waiting are left out.',
        tags: ['operator'],
        body: transferBatchBodySchema,
        response: {
          200: z.string().describe('text/csv (UTF-8 with a byte order mark).'),
          ...consoleFailures,
        },
      },
    },
    async (request, reply) => {
      const operator = requireOperator(request, 'money');
      const at = now();
      const batch = await exportTransferBatch(db, actorOf(operator), request.body.uuids, at);
      const day = businessDate(at, deps.calendar.timeZone);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="transfer-batch-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(batch.csv);
    },
  );
};
