// Sessions of the signed-in account (issue 19, contract/sessions.ts): log out (end the current
// session on the server, so its token answers 403 at once), list the live sessions, end one of them
// or every other ("log out everywhere else"). Registered behind the session hook (app.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths, routePattern } from '../../contract/paths.js';
import {
  sessionListDataSchema,
  sessionParamsSchema,
  sessionsEndedDataSchema,
} from '../../contract/sessions.js';
import type { Database } from '../db/client.js';
import { requireSession } from '../plugins/auth.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { createRateLimitHook, type RateLimitSetting } from '../plugins/rate-limits.js';
import { describeDevice, endOtherSessions, endSession, listSessions } from './user-sessions.js';
import { failure, rateLimited, sessionFailures } from '../plugins/responses.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionRouteDeps {
  db: Database;
  /** Ending sessions, per account (the logout included). */
  sessionWriteLimit: RateLimitSetting;
}

export const sessionRoutes: FastifyPluginAsyncZod<SessionRouteDeps> = async (
  app,
  { db, sessionWriteLimit },
) => {
  // Counted per account before anything is written (429 with Retry-After, never 403).
  const perAccount = createRateLimitHook(
    app,
    'session-writes-account',
    sessionWriteLimit,
    (request) => request.session?.userUuid ?? request.ip,
  );

  app.post(
    apiPaths.logout,
    {
      onRequest: [perAccount],
      schema: {
        summary: 'Log out: end the current session on the server',
        description:
          'The token that asks answers 403 from now on, in every server process. The SPA forgets it ' +
          'whatever the answer (a host without this endpoint answers 404).',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        response: {
          200: envelopeSchema(sessionsEndedDataSchema).describe('Ended (ended: 1).'),
          ...sessionFailures,
          429: rateLimited,
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const ended = await endSession(db, session.userUuid, session.sessionId);
      return ok({ ended: ended ? 1 : 0 });
    },
  );

  app.get(
    apiPaths.sessions,
    {
      schema: {
        summary: "The account's live sessions, the most recently used first",
        description:
          'Each login is a session until it is ended or left unused for 7 days (the token lifetime). ' +
          'Device (from the User-Agent at login), address and time of the last use (within 5 minutes).',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        response: {
          200: envelopeSchema(sessionListDataSchema).describe('The live sessions.'),
          ...sessionFailures,
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const rows = await listSessions(db, session.userUuid);
      return ok({
        sessions: rows.map((row) => ({
          id: row.id,
          current: row.id === session.sessionId,
          ...describeDevice(row.userAgent),
          address: row.address,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
        })),
      });
    },
  );

  app.delete(
    apiPaths.sessions,
    {
      onRequest: [perAccount],
      schema: {
        summary: 'Log out everywhere else: end every session but the current one',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        response: {
          200: envelopeSchema(sessionsEndedDataSchema).describe('How many sessions ended.'),
          ...sessionFailures,
          429: rateLimited,
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return ok({ ended: await endOtherSessions(db, session.userUuid, session.sessionId) });
    },
  );

  app.delete(
    routePattern(apiPaths.session, 'sessionId'),
    {
      onRequest: [perAccount],
      schema: {
        summary: 'End one of your sessions (the current one too: that is a logout)',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        params: sessionParamsSchema,
        response: {
          200: envelopeSchema(sessionsEndedDataSchema).describe('Ended (ended: 1).'),
          ...sessionFailures,
          400: failure('SESSION_ID_INVALID: not a session id.'),
          404: failure('NOT_FOUND: no such live session of yours (already ended, or not yours).'),
          429: rateLimited,
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { sessionId } = request.params;
      if (!UUID.test(sessionId)) throw new ApiError(400, ErrorCode.SessionIdInvalid);
      // Another account's session and a missing one look the same (CONTRACT.md).
      if (!(await endSession(db, session.userUuid, sessionId.toLowerCase()))) {
        throw new ApiError(404, ErrorCode.NotFound);
      }
      return ok({ ended: 1 });
    },
  );
};
