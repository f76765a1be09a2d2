// Users resource (spec §7 "Users"): login, the own record and its password change, the castingn
// mark. Signup and verification are in users-signup.routes.ts; finding the ID and resetting the
// password in users-recovery.routes.ts. The reads and writes are the services' (login.ts, users.ts).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths, routePattern } from '../../contract/paths.js';
import {
  castingnDataSchema,
  isValidPassword,
  loginBodySchema,
  loginDataSchema,
  updateUserBodySchema,
  updateUserDataSchema,
  userDataSchema,
  userParamsSchema,
} from '../../contract/users.js';
import { requireSession } from '../plugins/auth.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { getDummyHash, hashPassword, verifyPassword } from './passwords.js';
import { pendingEmailOf } from './email-changes.js';
import { changePassword, findLoginAccount, promoteTemporaryPassword } from './login.js';
import { startSession } from './user-sessions.js';
import { findUser, markCastingn, toUserData } from './users.js';
import type { UserRouteDeps } from './route-deps.js';
import { commonFailures, failure, rateLimited, sessionFailures } from '../plugins/responses.js';
import { createRateLimitHook } from '../plugins/rate-limits.js';
import { createLoginTiming } from './login-timing.js';

/** The account a login names, as it is stored (after validation, so the body is there). */
function loginAccount(request: FastifyRequest): string {
  const body = request.body as { userId?: unknown } | undefined;
  return typeof body?.userId === 'string' ? body.userId.trim().toLowerCase() : '';
}

export const publicUserRoutes: FastifyPluginAsyncZod<UserRouteDeps> = async (app, deps) => {
  const { db, tokens, loginRateLimit, loginLimits } = deps;
  const timing = createLoginTiming({ windowMs: loginLimits.perAddress.timeWindowMs });

  app.post(
    apiPaths.login,
    {
      // Three budgets, each answering 429 with Retry-After (never 403). The address's budget counts
      // every call, malformed ones included; the account's two come after validation (they need the
      // body) and only for calls the address's budget let through, so that a refused flood does not
      // also use up the account's budget. Each budget counts apart (its name, plugins/rate-limits.ts).
      onRequest: [createRateLimitHook(app, 'login-address', loginLimits.perAddress, (request) => request.ip)],
      preHandler: [
        createRateLimitHook(
          app,
          'login-address-account',
          loginRateLimit,
          (request) => `${request.ip}|${loginAccount(request)}`,
        ),
        createRateLimitHook(app, 'login-account', loginLimits.perAccount, loginAccount),
      ],
      schema: {
        summary: 'Log in with email and password (or the mailed temporary password)',
        description:
          'A valid, unused temporary password (POST /p/api/users/password, 30 minutes) is accepted too: ' +
          'it becomes the password, every older token is revoked, and the answer carries ' +
          'passwordChangeRequired: true until the user sets a new password (PUT /api/users/{id}).',
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
          429: rateLimited,
          503: failure(
            'SERVICE_UNAVAILABLE: the database is unreachable, or too many logins at once wait for the ' +
              'password check; Retry-After (header) and retryAfter (envelope) say when to try again.',
          ),
        },
      },
    },
    async (request) => {
      const now = deps.now();
      const userId = request.body.userId.trim().toLowerCase();
      const { user, temporary } = await findLoginAccount(db, userId);

      // Two scrypt runs side by side (the password, and the temporary password or a dummy), so that
      // a wrong password and an account with a pending reset take the same time. An unknown account
      // takes that time too, but pays for real scrypt runs only once per address and window
      // (accounts/login-timing.ts).
      const dummy = await getDummyHash();
      // In the logins' own lane of the hashing queue: password changes cannot crowd them out.
      const checks = (password: string, temporaryHash: string) =>
        Promise.all([
          verifyPassword(request.body.password, password, 'login'),
          verifyPassword(request.body.password, temporaryHash, 'login'),
        ]);
      if (!user) {
        await timing.unknownAccount(request.ip, () => checks(dummy, dummy));
        throw new ApiError(401, ErrorCode.LoginFailed);
      }
      const [passwordMatches, temporaryMatches] = await timing.measure(() =>
        checks(user.passwordHash, temporary?.passwordHash ?? dummy),
      );
      const usesTemporary =
        !passwordMatches && temporaryMatches && temporary !== null && temporary.expiresAt > now;
      if (!passwordMatches && !usesTemporary) throw new ApiError(401, ErrorCode.WrongPassword);
      // Account states are revealed only to someone who knows the password.
      if (user.status !== 'active') throw new ApiError(401, ErrorCode.AccountBlocked);
      if (!user.emailVerifiedAt) throw new ApiError(401, ErrorCode.EmailNotVerified);

      let tokenVersion = user.tokenVersion;
      let passwordChangeRequired = user.passwordChangeRequired;
      if (usesTemporary) {
        const promoted = await promoteTemporaryPassword(db, user.uuid, temporary.passwordHash, now);
        if (promoted !== null) {
          tokenVersion = promoted;
          passwordChangeRequired = true;
        } else {
          // Another login with the same temporary password (a double click) promoted it first: it
          // is the password now. Anything else (a newer reset, a password change) refuses it.
          const current = await findUser(db, user.uuid);
          if (!current || current.passwordHash !== temporary.passwordHash) {
            throw new ApiError(401, ErrorCode.WrongPassword);
          }
          tokenVersion = current.tokenVersion;
          passwordChangeRequired = current.passwordChangeRequired;
        }
      }

      const sessionId = await startSession(db, user.uuid, {
        userAgent: request.headers['user-agent'],
        address: request.ip,
      });
      const jwt = await tokens.sign({ userUuid: user.uuid, tokenVersion, sessionId });
      return ok({
        userId: user.userId,
        uuid: user.uuid,
        userName: user.userName,
        jwt,
        // Only when true: the answer of spec §7 otherwise stays exactly userId, uuid, userName, jwt.
        ...(passwordChangeRequired ? { passwordChangeRequired: true } : {}),
      });
    },
  );
};

/** Routes that need a session; app.ts registers them behind the session hook. */
export const sessionUserRoutes: FastifyPluginAsyncZod<
  Pick<UserRouteDeps, 'db' | 'tokens' | 'passwordChangeLimits' | 'now'>
> = async (app, { db, tokens, passwordChangeLimits, now }) => {
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
      await markCastingn(db, session.userUuid);
      return ok({ castingn: true as const });
    },
  );

  const ownRecord = routePattern(apiPaths.user, 'id');
  /** Somebody else's record and a missing one look the same: 404 (CONTRACT.md). */
  const requireOwnId = (request: FastifyRequest, id: string) => {
    const session = requireSession(request);
    if (id.toLowerCase() !== session.userUuid) throw new ApiError(404, ErrorCode.NotFound);
    return session;
  };

  app.get(
    ownRecord,
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
      const session = requireOwnId(request, request.params.id);
      const user = await findUser(db, session.userUuid);
      if (!user) throw new ApiError(404, ErrorCode.NotFound);
      return ok(toUserData(user, await pendingEmailOf(db, user.uuid, now())));
    },
  );

  app.put(
    ownRecord,
    {
      // Counted on every call, before the body is read or anything is hashed (429 with Retry-After,
      // never 403). The session hook at the root has run already, so the account is known. The
      // account's budget comes first: a call it refuses does not use up what the address's other
      // accounts (an office) can still do.
      onRequest: [
        createRateLimitHook(
          app,
          'password-change-account',
          passwordChangeLimits.perAccount,
          (request) => request.session?.userUuid ?? request.ip,
        ),
        createRateLimitHook(app, 'password-change-address', passwordChangeLimits.perAddress),
      ],
      schema: {
        summary: 'Change your own password',
        description:
          'Only { password } is accepted (any other field answers 400). The SPA checks the current ' +
          'password first by calling the login (spec §7). Every token issued before answers 403 ' +
          'afterwards; the answer carries a fresh one. Clears passwordChangeRequired.',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        params: userParamsSchema,
        body: updateUserBodySchema,
        response: {
          200: envelopeSchema(updateUserDataSchema).describe(
            'Changed: keep the new jwt, the old one is dead.',
          ),
          ...sessionFailures,
          400: failure(
            'PASSWORD_RULE: not 8 to 20 characters mixing letters, digits and special characters; ' +
              'PASSWORD_UNCHANGED: the same as the current password; VALIDATION_FAILED: another body.',
          ),
          404: failure('NOT_FOUND: not your record, or no such user.'),
          429: rateLimited,
          503: failure(
            'SERVICE_UNAVAILABLE: the database is unreachable, or too many password checks wait at once; ' +
              'Retry-After (header) and retryAfter (envelope) say when to try again.',
          ),
        },
      },
    },
    async (request) => {
      const session = requireOwnId(request, request.params.id);
      const { password } = request.body;
      if (!isValidPassword(password)) throw new ApiError(400, ErrorCode.PasswordRule);
      const user = await findUser(db, session.userUuid);
      if (!user) throw new ApiError(404, ErrorCode.NotFound);
      if (await verifyPassword(password, user.passwordHash))
        throw new ApiError(400, ErrorCode.PasswordUnchanged);

      const passwordHash = await hashPassword(password);
      // Every other session ends, in every server process; this one goes on with the fresh token.
      const tokenVersion = await changePassword(db, user.uuid, passwordHash, session.sessionId);
      if (tokenVersion === undefined) throw new ApiError(404, ErrorCode.NotFound);
      const jwt = await tokens.sign({ userUuid: user.uuid, tokenVersion, sessionId: session.sessionId });
      return ok({ uuid: user.uuid, jwt });
    },
  );
};
