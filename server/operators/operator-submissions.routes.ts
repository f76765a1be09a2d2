// The console's entries (issue 21): the list, the review screen's entry, approve, return, retry a
// failed conversion, and the reviewer's timecoded remarks. Each decision calls the same service as
// its `npm run ops` command (submissions/index.ts), inside `audited`: the audit line is written in
// the decision's transaction. Mails to the creator go after the commit, as the commands send them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { routePattern } from '../../contract/paths.js';
import { ErrorCode } from '../../contract/error-codes.js';
import {
  commentBodySchema,
  commentParamsSchema,
  operatorPaths,
  operatorSubmissionDetailSchema,
  operatorSubmissionPageSchema,
  returnBodySchema,
  reviewCommentSchema,
  submissionListQuerySchema,
  uuidParamsSchema,
} from '../../contract/operator.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { failure } from '../plugins/responses.js';
import {
  addReviewComment,
  deleteReviewComment,
  entryForConsole,
  listEntriesForConsole,
} from '../submissions/index.js';
import { audited } from './audit.js';
import { actorOf, allow, requireOperator } from './operator-guard.js';
import type { OperatorRouteDeps } from './operator-deps.js';
import { answered, consoleFailures } from './refusals.js';
import { approveEntry, retryEntryConversion, returnEntry, type EntryMailer } from './review-actions.js';

const conflict = failure(
  'SUBMISSION_STATE_CONFLICT: the entry is not in a state that allows this (another operator was first).',
);
const notFound = failure('NOT_FOUND: no such entry.');

export interface OperatorSubmissionRouteDeps extends OperatorRouteDeps {
  /** Tells the creator after a decision (the same mails as the operator commands send). */
  mailEntryDecision: EntryMailer;
}

export const operatorSubmissionRoutes: FastifyPluginAsyncZod<OperatorSubmissionRouteDeps> = async (
  app,
  deps,
) => {
  const { db, now } = deps;
  const reviewers = { onRequest: [allow('entries')] };

  app.get(
    operatorPaths.submissions,
    {
      ...reviewers,
      schema: {
        summary: 'Entries, newest first, with a state filter and a search',
        tags: ['operator'],
        querystring: submissionListQuerySchema,
        response: {
          200: envelopeSchema(operatorSubmissionPageSchema).describe('A page of entries.'),
          ...consoleFailures,
        },
      },
    },
    async (request) => {
      const { lists, totalCount } = await listEntriesForConsole(db, request.query);
      return ok({ lists, totalCount, page: request.query.page, size: request.query.size });
    },
  );

  app.get(
    routePattern(operatorPaths.submission, 'uuid'),
    {
      ...reviewers,
      schema: {
        summary: 'One entry in full, for the review screen',
        description:
          'The files are signed links of a few hours that answer ranged requests (the player seeks).',
        tags: ['operator'],
        params: uuidParamsSchema,
        response: {
          200: envelopeSchema(operatorSubmissionDetailSchema).describe('The entry.'),
          ...consoleFailures,
          404: notFound,
        },
      },
    },
    async (request) => {
      const entry = await entryForConsole(db, deps.links, request.params.uuid, now());
      if (!entry) throw new ApiError(404, ErrorCode.NotFound);
      return ok(entry);
    },
  );

  const decided = envelopeSchema(z.object({ uuid: z.string(), state: z.string() }));

  app.post(
    routePattern(operatorPaths.approve, 'uuid'),
    {
      ...reviewers,
      schema: {
        summary: 'Approve an entry in review',
        tags: ['operator'],
        params: uuidParamsSchema,
        response: { 200: decided.describe('Approved.'), ...consoleFailures, 409: conflict },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'entries');
      const row = await answered(() => approveEntry(db, actorOf(operator), request.params.uuid, now()));
      deps.mailEntryDecision(row.uuid, { kind: 'approved' });
      return ok({ uuid: row.uuid, state: row.state });
    },
  );

  app.post(
    routePattern(operatorPaths.return, 'uuid'),
    {
      ...reviewers,
      schema: {
        summary: 'Return an entry in review, with the reason the creator reads',
        tags: ['operator'],
        params: uuidParamsSchema,
        body: returnBodySchema,
        response: { 200: decided.describe('Returned.'), ...consoleFailures, 409: conflict },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'entries');
      const row = await answered(() =>
        returnEntry(db, actorOf(operator), request.params.uuid, request.body.reason, now()),
      );
      deps.mailEntryDecision(row.uuid, { kind: 'returned', reason: row.returnReason ?? request.body.reason });
      return ok({ uuid: row.uuid, state: row.state });
    },
  );

  app.post(
    routePattern(operatorPaths.retryConversion, 'uuid'),
    {
      ...reviewers,
      schema: {
        summary: 'Queue a failed conversion again',
        tags: ['operator'],
        params: uuidParamsSchema,
        response: {
          200: envelopeSchema(z.object({ uuid: z.string() })).describe('Queued.'),
          ...consoleFailures,
          409: failure('SUBMISSION_STATE_CONFLICT: the conversion has not failed.'),
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'entries');
      await answered(() => retryEntryConversion(db, actorOf(operator), request.params.uuid, now()));
      return ok({ uuid: request.params.uuid });
    },
  );

  app.post(
    routePattern(operatorPaths.comments, 'uuid'),
    {
      ...reviewers,
      schema: {
        summary: 'A remark at a moment of the work (the creator reads it once the entry is decided)',
        tags: ['operator'],
        params: uuidParamsSchema,
        body: commentBodySchema,
        response: {
          200: envelopeSchema(reviewCommentSchema).describe('The remark.'),
          ...consoleFailures,
          409: failure('SUBMISSION_STATE_CONFLICT: the entry is no longer in review (or does not exist).'),
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'entries');
      const at = now();
      const row = await answered(() =>
        audited(db, actorOf(operator), at, async (tx) => {
          const comment = await addReviewComment(
            tx,
            { submissionUuid: request.params.uuid, operatorUuid: operator.operatorUuid, ...request.body },
            at,
          );
          return {
            result: comment,
            audit: {
              action: 'entry.comment',
              subjectType: 'entry',
              subjectId: request.params.uuid,
              after: { comment: comment.uuid, atMs: comment.atMs, body: comment.body },
            },
          };
        }),
      );
      return ok({ uuid: row.uuid, atMs: row.atMs, body: row.body, createdAt: row.createdAt.toISOString() });
    },
  );

  app.delete(
    `${routePattern(operatorPaths.comments, 'uuid')}/:commentUuid`,
    {
      ...reviewers,
      schema: {
        summary: 'Remove a remark of an entry still in review',
        tags: ['operator'],
        params: commentParamsSchema,
        response: {
          200: envelopeSchema(z.object({ uuid: z.string() })).describe('Removed.'),
          ...consoleFailures,
          404: failure('REVIEW_COMMENT_NOT_FOUND'),
          409: failure('SUBMISSION_STATE_CONFLICT: the entry is no longer in review.'),
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'entries');
      const { uuid, commentUuid } = request.params;
      await answered(() =>
        audited(db, actorOf(operator), now(), async (tx) => {
          const removed = await deleteReviewComment(tx, uuid, commentUuid);
          if (!removed) throw new ApiError(404, ErrorCode.ReviewCommentNotFound);
          return {
            result: removed,
            audit: {
              action: 'entry.comment-delete',
              subjectType: 'entry',
              subjectId: uuid,
              before: { comment: removed.uuid, atMs: removed.atMs, body: removed.body },
            },
          };
        }),
      );
      return ok({ uuid: commentUuid });
    },
  );
};
