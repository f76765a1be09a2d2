// The console's admin pages (issue 21): the operators (invite, change a role, disable or enable,
// a new setup link) and the audit log. Admins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { routePattern } from '../../contract/paths.js';
import {
  auditLineSchema,
  auditQuerySchema,
  invitedOperatorSchema,
  inviteOperatorBodySchema,
  operatorListItemSchema,
  operatorListSchema,
  operatorPaths,
  updateOperatorBodySchema,
  uuidParamsSchema,
} from '../../contract/operator.js';
import { pageSchema } from '../../contract/envelope.js';
import { ok } from '../plugins/envelope.js';
import { failure } from '../plugins/responses.js';
import { audited, changedFields, listAudit } from './audit.js';
import { ErrorCode } from '../../contract/error-codes.js';
import {
  createOperator,
  OperatorError,
  type OperatorRecord,
  listOperators,
  operatorState,
  resetOperatorSetup,
  updateOperator,
} from './operator-accounts.js';
import { actorOf, allow, requireOperator } from './operator-guard.js';
import { endOperatorSessions } from './operator-sessions.js';
import { setupUrlOf, type OperatorRouteDeps } from './operator-deps.js';
import { answered, consoleFailures } from './refusals.js';

const listItem = (row: OperatorRecord, lastSeenAt: Date | null = null) => ({
  uuid: row.uuid,
  email: row.email,
  name: row.name,
  role: row.role,
  state: operatorState(row),
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: lastSeenAt?.toISOString() ?? null,
});

const AUDITED_FIELDS = ['email', 'name', 'role', 'disabledAt'] as const;

export const operatorAdminRoutes: FastifyPluginAsyncZod<OperatorRouteDeps> = async (app, deps) => {
  const { db, box, now } = deps;
  const adminOnly = { onRequest: [allow('operators')] };

  app.get(
    operatorPaths.operators,
    {
      ...adminOnly,
      schema: {
        summary: 'The operators (admins only)',
        tags: ['operator'],
        response: { 200: envelopeSchema(operatorListSchema).describe('Every operator.'), ...consoleFailures },
      },
    },
    async () => {
      const rows = await listOperators(db);
      return ok({ lists: rows.map((row) => listItem(row, row.lastSeenAt)) });
    },
  );

  app.post(
    operatorPaths.operators,
    {
      ...adminOnly,
      schema: {
        summary: 'Invite an operator (admins only): answers the one-time setup link',
        tags: ['operator'],
        body: inviteOperatorBodySchema,
        response: {
          200: envelopeSchema(invitedOperatorSchema).describe('The new operator and the link to hand over.'),
          ...consoleFailures,
          409: failure('OPERATOR_EMAIL_TAKEN'),
        },
      },
    },
    async (request) => {
      const admin = requireOperator(request, 'operators');
      const at = now();
      const link = await answered(() =>
        audited(db, actorOf(admin), at, async (tx) => {
          const made = await createOperator(tx, box, { ...request.body, createdBy: admin.operatorUuid }, at);
          return {
            result: made,
            audit: {
              action: 'operator.invite',
              subjectType: 'operator',
              subjectId: made.operator.uuid,
              ...changedFields(null, made.operator, AUDITED_FIELDS),
            },
          };
        }),
      );
      return ok({
        operator: listItem(link.operator),
        setupUrl: setupUrlOf(deps.publicUrl, link.code),
        expiresAt: link.expiresAt.toISOString(),
      });
    },
  );

  app.patch(
    routePattern(operatorPaths.operator, 'uuid'),
    {
      ...adminOnly,
      schema: {
        summary: "Change an operator's role, or disable or enable them (admins only)",
        description: "A changed role or a disabled operator ends the operator's sessions.",
        tags: ['operator'],
        params: uuidParamsSchema,
        body: updateOperatorBodySchema,
        response: {
          200: envelopeSchema(operatorListItemSchema).describe('The operator now.'),
          ...consoleFailures,
          404: failure('NOT_FOUND: no such operator.'),
          409: failure('OPERATOR_ROLE_FORBIDDEN: an admin cannot disable or demote themself.'),
        },
      },
    },
    async (request) => {
      const admin = requireOperator(request, 'operators');
      const at = now();
      const after = await answered(() =>
        audited(db, actorOf(admin), at, async (tx) => {
          // An admin may not demote or disable themself: the console could be left without one.
          if (request.params.uuid === admin.operatorUuid) {
            throw new OperatorError(409, ErrorCode.OperatorRoleForbidden);
          }
          const change = await updateOperator(tx, request.params.uuid, request.body, at);
          await endOperatorSessions(tx, request.params.uuid, at);
          return {
            result: change.after,
            audit: {
              action: 'operator.update',
              subjectType: 'operator',
              subjectId: request.params.uuid,
              ...changedFields(change.before, change.after, AUDITED_FIELDS),
            },
          };
        }),
      );
      return ok(listItem(after));
    },
  );

  app.post(
    routePattern(operatorPaths.setupLink, 'uuid'),
    {
      ...adminOnly,
      schema: {
        summary: 'A new setup link for an operator (admins only)',
        description:
          'For an operator who lost the link, the authenticator or the recovery codes: the password, the second ' +
          'factor and the codes are reset and every session ends.',
        tags: ['operator'],
        params: uuidParamsSchema,
        response: {
          200: envelopeSchema(invitedOperatorSchema).describe('The operator and the new link.'),
          ...consoleFailures,
          404: failure('NOT_FOUND: no such operator.'),
        },
      },
    },
    async (request) => {
      const admin = requireOperator(request, 'operators');
      const at = now();
      const link = await answered(() =>
        audited(db, actorOf(admin), at, async (tx) => {
          const made = await resetOperatorSetup(tx, box, request.params.uuid, at);
          await endOperatorSessions(tx, request.params.uuid, at);
          return {
            result: made,
            audit: { action: 'operator.reset-setup', subjectType: 'operator', subjectId: made.operator.uuid },
          };
        }),
      );
      return ok({
        operator: listItem(link.operator),
        setupUrl: setupUrlOf(deps.publicUrl, link.code),
        expiresAt: link.expiresAt.toISOString(),
      });
    },
  );

  app.get(
    operatorPaths.audit,
    {
      onRequest: [allow('audit')],
      schema: {
        summary: 'The audit log, newest first (admins only)',
        tags: ['operator'],
        querystring: auditQuerySchema,
        response: {
          200: envelopeSchema(pageSchema(auditLineSchema)).describe('A page of lines.'),
          ...consoleFailures,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const { lists, totalCount } = await listAudit(db, query);
      return ok({
        lists: lists.map((line) => ({ ...line, at: line.at.toISOString() })),
        totalCount,
        page: query.page,
        size: query.size,
      });
    },
  );
};
