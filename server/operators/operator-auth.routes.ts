// The console's way in (issue 21): the one-time setup link (password, authenticator, recovery
// codes), the login with a second factor, the logout and "who am I". Setup and login are public
// (/operator/api/auth/…) and rate-limited per address, and the login also per email.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../contract/envelope.js';
import {
  operatorLoginBodySchema,
  operatorLoginDataSchema,
  operatorPaths,
  operatorSchema,
  setupBodySchema,
  setupDoneSchema,
  setupInfoSchema,
  setupParamsSchema,
} from '../../contract/operator.js';
import { OPERATOR_IDLE_MINUTES } from '../../contract/operator-rules.js';
import { ok } from '../plugins/envelope.js';
import { createRateLimitHook } from '../plugins/rate-limits.js';
import { failure, rateLimited } from '../plugins/responses.js';
import { writeAudit } from './audit.js';
import { checkOperatorLogin, completeSetup, setupInfo } from './operator-accounts.js';
import { requireOperator } from './operator-guard.js';
import { endOperatorSession, sessionExpiresAt, startOperatorSession } from './operator-sessions.js';
import type { OperatorRouteDeps } from './operator-deps.js';
import { answered, consoleFailures } from './refusals.js';

const publicFailures = {
  400: failure('VALIDATION_FAILED: the request does not match the schema.'),
  500: failure('INTERNAL_ERROR'),
  503: failure('SERVICE_UNAVAILABLE: the database is unreachable or too slow.'),
};

const describeOperator = (row: {
  uuid: string;
  email: string;
  name: string;
  role: z.infer<typeof operatorSchema>['role'];
}) => ({
  uuid: row.uuid,
  email: row.email,
  name: row.name,
  role: row.role,
});

export const operatorAuthRoutes: FastifyPluginAsyncZod<OperatorRouteDeps> = async (app, deps) => {
  const { db, box, now } = deps;
  const perAddress = createRateLimitHook(app, 'operator-auth-address', deps.loginLimit);
  const perEmail = createRateLimitHook(app, 'operator-login-email', deps.loginLimit, (request) =>
    String((request.body as { email?: unknown } | undefined)?.email ?? '')
      .trim()
      .toLowerCase(),
  );

  app.get(
    '/operator/api/auth/setup/:code',
    {
      onRequest: [perAddress],
      schema: {
        summary: "A new operator's setup: the authenticator's secret",
        description: 'The one-time link of `npm run ops -- create-operator` or of an invitation (72 hours).',
        tags: ['operator'],
        security: [],
        params: setupParamsSchema,
        response: {
          200: envelopeSchema(setupInfoSchema).describe('The secret as a QR code and in Base32.'),
          ...publicFailures,
          404: failure('OPERATOR_SETUP_INVALID: no such link, or it was used.'),
          410: failure('OPERATOR_SETUP_EXPIRED: the link is more than 72 hours old.'),
          429: rateLimited,
        },
      },
    },
    async (request) => {
      const info = await answered(() => setupInfo(db, box, request.params.code, now()));
      return ok({
        email: info.operator.email,
        name: info.operator.name,
        role: info.operator.role,
        otpauthUri: info.otpauthUri,
        qrSvg: info.qrSvg,
        secret: info.secret,
        expiresAt: info.expiresAt.toISOString(),
      });
    },
  );

  app.post(
    '/operator/api/auth/setup/:code',
    {
      onRequest: [perAddress],
      schema: {
        summary: "Complete a new operator's setup: password and the authenticator's first code",
        description: 'Answers the ten single-use recovery codes, once. The link stops working.',
        tags: ['operator'],
        security: [],
        params: setupParamsSchema,
        body: setupBodySchema,
        response: {
          200: envelopeSchema(setupDoneSchema).describe('The recovery codes (shown once).'),
          400: failure(
            'VALIDATION_FAILED (password 12 to 128 characters, a 6-digit code) or OPERATOR_CODE_INVALID.',
          ),
          404: failure('OPERATOR_SETUP_INVALID: no such link, or it was used.'),
          410: failure('OPERATOR_SETUP_EXPIRED: the link is more than 72 hours old.'),
          429: rateLimited,
          500: publicFailures[500],
          503: publicFailures[503],
        },
      },
    },
    async (request) => {
      const at = now();
      const done = await answered(() => completeSetup(db, box, request.params.code, request.body, at));
      await writeAudit(
        db,
        { operatorUuid: done.operator.uuid, label: done.operator.email },
        { action: 'operator.setup', subjectType: 'operator', subjectId: done.operator.uuid },
        at,
      );
      return ok({ recoveryCodes: done.recoveryCodes });
    },
  );

  app.post(
    operatorPaths.login,
    {
      onRequest: [perAddress],
      preHandler: [perEmail],
      schema: {
        summary: 'Log in to the operator console: password and a TOTP or recovery code',
        description:
          'The token is for /operator/api only (a creator path answers 403 to it). The session ends after ' +
          `${OPERATOR_IDLE_MINUTES} minutes without a request or 8 hours after the login.`,
        tags: ['operator'],
        security: [],
        body: operatorLoginBodySchema,
        response: {
          200: envelopeSchema(operatorLoginDataSchema).describe('Logged in.'),
          ...publicFailures,
          401: failure(
            'OPERATOR_LOGIN_FAILED: wrong email, password or code, a code used before, or a disabled operator.',
          ),
          429: rateLimited,
        },
      },
    },
    async (request) => {
      const at = now();
      const login = await answered(() => checkOperatorLogin(db, box, request.body, at));
      const session = await startOperatorSession(db, login.operator.uuid, at, {
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return ok({
        token: await deps.tokens.sign({ operatorUuid: login.operator.uuid, sessionId: session.id }),
        operator: describeOperator(login.operator),
        expiresAt: sessionExpiresAt(session).toISOString(),
        idleMinutes: OPERATOR_IDLE_MINUTES,
        recoveryCodesLeft: login.recoveryCodesLeft,
      });
    },
  );

  app.post(
    operatorPaths.logout,
    {
      schema: {
        summary: "End the operator's session",
        tags: ['operator'],
        response: {
          200: envelopeSchema(z.object({ ended: z.number().int() })).describe('Ended.'),
          ...consoleFailures,
        },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'dashboard');
      return ok({ ended: await endOperatorSession(db, operator.sessionId, now()) });
    },
  );

  app.get(
    operatorPaths.me,
    {
      schema: {
        summary: 'The operator of the session',
        tags: ['operator'],
        response: { 200: envelopeSchema(operatorSchema).describe('The operator.'), ...consoleFailures },
      },
    },
    async (request) => {
      const operator = requireOperator(request, 'dashboard');
      return ok({
        uuid: operator.operatorUuid,
        email: operator.email,
        name: operator.name,
        role: operator.role,
      });
    },
  );
};
