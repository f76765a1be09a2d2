// Users resource (spec §7 "Users"). This slice: login, own record, castingn mark.
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, errorEnvelopeSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths } from '../../contract/paths.js';
import {
  castingnDataSchema,
  loginBodySchema,
  loginDataSchema,
  userDataSchema,
  userParamsSchema,
  type UserData,
} from '../../contract/users.js';
import type { Database } from '../db/client.js';
import { users, type User } from '../db/schema.js';
import { requireSession } from '../plugins/auth.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { getDummyHash, verifyPassword } from '../services/passwords.js';
import type { TokenService } from '../services/tokens.js';

export interface RateLimitSetting {
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: RateLimitSetting = { max: 10, timeWindowMs: 60_000 };

const failure = (description: string) => errorEnvelopeSchema.describe(description);
const commonFailures = {
  400: failure('VALIDATION_FAILED: the request does not match the schema.'),
  500: failure('INTERNAL_ERROR'),
  503: failure('SERVICE_UNAVAILABLE: the database is unreachable.'),
};
const sessionFailures = {
  ...commonFailures,
  403: failure('SESSION_INVALID: missing, malformed, expired or revoked token. The SPA logs out.'),
};

/** Login keys its attempts on the address and the account, so one client cannot guess at scale. */
function loginAttemptKey(request: FastifyRequest): string {
  const body = request.body as { userId?: unknown } | undefined;
  const userId = typeof body?.userId === 'string' ? body.userId.trim().toLowerCase() : '';
  return `${request.ip}|${userId}`;
}

export const publicUserRoutes: FastifyPluginAsyncZod<{
  db: Database;
  tokens: TokenService;
  loginRateLimit: RateLimitSetting;
}> = async (app, { db, tokens, loginRateLimit }) => {
  app.post(
    apiPaths.login,
    {
      config: {
        rateLimit: {
          max: loginRateLimit.max,
          timeWindow: loginRateLimit.timeWindowMs,
          // After validation, so the key can use the account name from the body.
          hook: 'preHandler',
          keyGenerator: loginAttemptKey,
        },
      },
      schema: {
        summary: 'Log in with email and password',
        tags: ['users'],
        body: loginBodySchema,
        response: {
          200: envelopeSchema(loginDataSchema).describe(
            'Logged in: the session to keep (send jwt as a Bearer token).',
          ),
          ...commonFailures,
          401: failure(
            'E001 wrong password; E002 account suspended or withdrawn; E003 email not verified; ' +
              'LOGIN_FAILED unknown account. Never 403.',
          ),
          429: failure('RATE_LIMITED: too many attempts; see the Retry-After header.'),
        },
      },
    },
    async (request) => {
      const userId = request.body.userId.trim().toLowerCase();
      const [user] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);

      // Always run one scrypt, so that an unknown account answers as slowly as a wrong password.
      const passwordMatches = await verifyPassword(
        request.body.password,
        user?.passwordHash ?? (await getDummyHash()),
      );
      if (!user) throw new ApiError(401, ErrorCode.LoginFailed);
      if (!passwordMatches) throw new ApiError(401, ErrorCode.WrongPassword);
      // Account states are revealed only to someone who knows the password.
      if (user.status !== 'active') throw new ApiError(401, ErrorCode.AccountBlocked);
      if (!user.emailVerifiedAt) throw new ApiError(401, ErrorCode.EmailNotVerified);

      const jwt = await tokens.sign({ userUuid: user.uuid, tokenVersion: user.tokenVersion });
      return ok({ userId: user.userId, uuid: user.uuid, userName: user.userName, jwt });
    },
  );
};

function toUserData(user: User): UserData {
  return {
    uuid: user.uuid,
    userId: user.userId,
    userName: user.userName,
    hpNumber: user.hpNumber,
    emailVerified: user.emailVerifiedAt !== null,
    castingn: user.castingnAt !== null,
    passwordChangeRequired: user.passwordChangeRequired,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Routes that need a session; app.ts registers them behind the session hook. */
export const sessionUserRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.put(
    apiPaths.castingn,
    {
      schema: {
        summary: 'Mark the account as having arrived through /castingn (idempotent)',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        response: {
          200: envelopeSchema(castingnDataSchema).describe('Marked (or already marked).'),
          ...sessionFailures,
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      // Keeps the first time: calling it again changes nothing.
      await db
        .update(users)
        .set({ castingnAt: sql`coalesce(${users.castingnAt}, now())` })
        .where(eq(users.uuid, session.userUuid));
      return ok({ castingn: true as const });
    },
  );

  app.get(
    // The route pattern of apiPaths.user(id) (which URL-encodes its argument, so it cannot build this).
    '/api/users/:id',
    {
      schema: {
        summary: "The caller's own user record (anyone else's id answers 404)",
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        params: userParamsSchema,
        response: {
          200: envelopeSchema(userDataSchema).describe('Your own user record.'),
          ...sessionFailures,
          404: failure('NOT_FOUND: not your record, or no such user.'),
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      // Somebody else's record and a missing one look the same: 404 (CONTRACT.md).
      if (request.params.id.toLowerCase() !== session.userUuid) throw new ApiError(404, ErrorCode.NotFound);
      const [user] = await db.select().from(users).where(eq(users.uuid, session.userUuid)).limit(1);
      if (!user) throw new ApiError(404, ErrorCode.NotFound);
      return ok(toUserData(user));
    },
  );
};
