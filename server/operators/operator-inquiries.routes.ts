// The console's 1:1 inquiries (issue 21, support): the list, one inquiry with its attachment and
// what it concerns, and the answer (HTML sanitized as `answer-inquiry` does, by the same audited
// service); the creator is mailed after the commit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import {
  answerBodySchema,
  inquiryConsoleQuerySchema,
  operatorInquiryPageSchema,
  operatorInquirySchema,
  operatorPaths,
  uuidParamsSchema,
} from '../../contract/operator.js';
import { routePattern } from '../../contract/paths.js';
import {
  inquiryForConsole,
  InquiryStateError,
  listInquiriesForConsole,
  type InquiryRow,
} from '../inquiries/index.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { failure } from '../plugins/responses.js';
import { actorOf, allow, requireOperator } from './operator-guard.js';
import type { OperatorRouteDeps } from './operator-deps.js';
import { consoleFailures } from './refusals.js';
import { answerInquiryAudited, EmptyAnswerError } from './support-actions.js';

export interface OperatorInquiryRouteDeps extends OperatorRouteDeps {
  /** Tells the creator after the answer (the same mail as `answer-inquiry` sends). */
  mailInquiryAnswer: (row: InquiryRow) => void;
}

const notFound = failure('NOT_FOUND: no such inquiry.');

export const operatorInquiryRoutes: FastifyPluginAsyncZod<OperatorInquiryRouteDeps> = async (app, deps) => {
  const { db, now } = deps;
  const support = { onRequest: [allow('inquiries')] };

  app.get(
    operatorPaths.inquiries,
    {
      ...support,
      schema: {
        summary: 'Inquiries: the unanswered ones first (oldest first), then the rest newest first',
        tags: ['operator'],
        querystring: inquiryConsoleQuerySchema,
        response: {
          200: envelopeSchema(operatorInquiryPageSchema).describe('A page of inquiries.'),
          ...consoleFailures,
        },
      },
    },
    async (request) => {
      const { lists, totalCount } = await listInquiriesForConsole(db, request.query);
      return ok({ lists, totalCount, page: request.query.page, size: request.query.size });
    },
  );

  app.get(
    routePattern(operatorPaths.inquiry, 'uuid'),
    {
      ...support,
      schema: {
        summary:
          'One inquiry in full, with its attachment, the entry it is about and the creator’s withdrawals',
        tags: ['operator'],
        params: uuidParamsSchema,
        response: {
          200: envelopeSchema(operatorInquirySchema).describe('The inquiry.'),
          ...consoleFailures,
          404: notFound,
        },
      },
    },
    async (request) => {
      const inquiry = await inquiryForConsole(db, deps.links, request.params.uuid, now());
      if (!inquiry) throw new ApiError(404, ErrorCode.NotFound);
      return ok(inquiry);
    },
  );

  app.post(
    routePattern(operatorPaths.answerInquiry, 'uuid'),
    {
      ...support,
      schema: {
        summary: 'Answer an unanswered inquiry (HTML, sanitized with the notices’ allowlist when saved)',
        tags: ['operator'],
        params: uuidParamsSchema,
        body: answerBodySchema,
        response: {
          200: envelopeSchema(z.object({ uuid: z.string(), state: z.string(), answer: z.string() })).describe(
            'Answered: the answer as saved.',
          ),
          ...consoleFailures,
          400: failure('VALIDATION_FAILED: no answer, or nothing left of it once sanitized.'),
          404: notFound,
          409: failure('INQUIRY_STATE_CONFLICT: the inquiry is answered or deleted already.'),
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'inquiries');
      let row: InquiryRow;
      try {
        row = await answerInquiryAudited(
          db,
          actorOf(operator),
          request.params.uuid,
          request.body.answer,
          now(),
        );
      } catch (error) {
        if (error instanceof EmptyAnswerError) throw new ApiError(400, ErrorCode.ValidationFailed);
        if (error instanceof InquiryStateError) {
          throw error.state === 'missing'
            ? new ApiError(404, ErrorCode.NotFound)
            : new ApiError(409, ErrorCode.InquiryStateConflict);
        }
        throw error;
      }
      deps.mailInquiryAnswer(row);
      return ok({ uuid: row.uuid, state: row.state, answer: row.answerHtml ?? '' });
    },
  );
};
