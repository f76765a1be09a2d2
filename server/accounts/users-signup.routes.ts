// Signup (spec §7 "Users"): the duplicate check, the phone code, the account itself, the email
// verification link and its resend. All public (/p/api), all rate limited.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths } from '../../contract/paths.js';
import {
  authHpNumberDataSchema,
  authHpNumberQuerySchema,
  emailAuthDataSchema,
  emailAuthParamsSchema,
  isValidPassword,
  recertifyEmailQuerySchema,
  sameUserIdDataSchema,
  sameUserIdQuerySchema,
  sentDataSchema,
  signupDataSchema,
  signupQuerySchema,
} from '../../contract/users.js';
import type { Database } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { emailVerifications, phoneCodes, users } from '../db/schema.js';
import { pickLanguage } from '../i18n/messages.js';
import { verificationMail } from '../mail/mail-texts.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { describeErrorForLog } from '../plugins/logging.js';
import { createRateLimitHook, createRecipientLimitHooks } from '../plugins/rate-limits.js';
import { EMAIL_CODE_TTL_MS, hashEmailCode, newEmailCode } from './codes.js';
import { hashPassword } from './passwords.js';
import {
  checkPhoneCode,
  phoneRecipient,
  requirePhoneNumber,
  sendPhoneCode,
  usePhoneCode,
} from './phone-codes.js';
import type { UserRouteDeps } from './route-deps.js';
import { commonFailures, failure, rateLimited } from '../plugins/responses.js';

const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** Emails are stored lowercased (the schema has already trimmed them). */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

async function userIdTaken(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ uuid: users.uuid }).from(users).where(eq(users.userId, userId)).limit(1);
  return rows.length > 0;
}

export const signupRoutes: FastifyPluginAsyncZod<UserRouteDeps> = async (app, deps) => {
  const { db, mailer, background, country } = deps;
  const limits = deps.accountRateLimits;
  // Each call counts per client address, malformed ones included (onRequest runs before validation);
  // each endpoint has a budget of its own.
  const perAddress = (endpoint: string) => createRateLimitHook(app, `${endpoint}:address`, limits.perAddress);
  const verificationLink = (code: string) => `${deps.publicUrl}/email-auth/${code}`;
  const mailContext = (acceptLanguage: string | string[] | undefined) => ({
    language: pickLanguage(acceptLanguage),
    supportEmail: deps.supportEmail,
  });

  app.get(
    apiPaths.sameUserId,
    {
      onRequest: [perAddress('same-user-id')],
      schema: {
        summary: 'Is this email address still free? (case-insensitive)',
        tags: ['users'],
        querystring: sameUserIdQuerySchema,
        response: {
          200: envelopeSchema(sameUserIdDataSchema).describe('available: false when an account has it.'),
          ...commonFailures,
          429: rateLimited,
        },
      },
    },
    async (request) => ok({ available: !(await userIdTaken(db, normaliseEmail(request.query.userId))) }),
  );

  app.get(
    apiPaths.authHpNumber,
    {
      onRequest: [perAddress('auth-hp-number')],
      // Per number too (plugins/rate-limits.ts): nobody can flood one phone with texts, nor use up
      // its budget to keep its owner from signing up. A number of the wrong country is refused
      // first, without using up any number's budget.
      preHandler: [
        async (request) => {
          requirePhoneNumber((request.query as { hpNumber: string }).hpNumber, country);
        },
        ...createRecipientLimitHooks(app, 'auth-hp-number', limits, (request) =>
          phoneRecipient((request.query as { hpNumber?: string }).hpNumber, country),
        ),
      ],
      schema: {
        summary: 'Text a 6-digit signup code to a phone number',
        description:
          'The code is valid for 3 minutes and 5 wrong tries, for this number only. A new send replaces ' +
          "the previous code of the number. The number must be a mobile number of the deployment's " +
          'country (GET /p/api/deployment `country`): national digits or E.164.',
        tags: ['users'],
        querystring: authHpNumberQuerySchema,
        response: {
          200: envelopeSchema(authHpNumberDataSchema).describe(
            'Sent: how long the code lives, how many tries.',
          ),
          ...commonFailures,
          400: failure(
            "PHONE_NUMBER_INVALID: not a mobile number of the deployment's country (another country's " +
              'number, a fixed line, too short or too long); VALIDATION_FAILED: not digits or + and digits.',
          ),
          429: rateLimited,
          502: failure('DELIVERY_FAILED: the text could not be sent.'),
        },
      },
    },
    async (request) =>
      ok(await sendPhoneCode(deps, requirePhoneNumber(request.query.hpNumber, country), request)),
  );

  app.post(
    apiPaths.signup,
    {
      onRequest: [perAddress('signup')],
      schema: {
        summary: 'Sign up (the five fields are query parameters, as spec §7 says)',
        description:
          'Creates the account unverified and mails a verification link to userId (valid 24 hours, once). ' +
          'Needs the phone code of GET /p/api/users/auth-hpnumber for the same hpNumber; a successful ' +
          "signup uses it up. hpNumber is a mobile number of the deployment's country (national digits " +
          'or E.164) and is stored in E.164. Another account may have the same number. The query string ' +
          'of this path is never logged.',
        tags: ['users'],
        querystring: signupQuerySchema,
        response: {
          200: envelopeSchema(signupDataSchema).describe(
            'Created, unverified; the verification mail is sent.',
          ),
          ...commonFailures,
          400: failure(
            'PASSWORD_RULE: not 8 to 20 characters mixing letters, digits and special characters; ' +
              "PHONE_NUMBER_INVALID: not a mobile number of the deployment's country; " +
              'PHONE_CODE_INVALID: wrong code, or a code sent to another number; PHONE_CODE_EXPIRED: ' +
              'older than 3 minutes, or none sent; PHONE_CODE_LOCKED: 5 wrong tries, ask for a new code; ' +
              'VALIDATION_FAILED: a malformed field.',
          ),
          409: failure('DUPLICATE_USER_ID: an account has this email address (in any letter case).'),
          429: rateLimited,
          502: failure('DELIVERY_FAILED: the verification mail could not be sent; nothing was created.'),
        },
      },
    },
    async (request) => {
      const now = deps.now();
      const query = request.query;
      const userId = normaliseEmail(query.userId);
      if (!isValidPassword(query.password)) throw new ApiError(400, ErrorCode.PasswordRule);
      const hpNumber = requirePhoneNumber(query.hpNumber, country);
      // Before the phone code, so that a taken address does not cost the user a try.
      if (await userIdTaken(db, userId)) throw new ApiError(409, ErrorCode.DuplicateUserId);
      await checkPhoneCode(deps, hpNumber, query.authHpNumber, now);

      const passwordHash = await hashPassword(query.password);
      const link = newEmailCode();
      let created;
      try {
        // The phone code is used up, the account and its first link are created: all or nothing.
        created = await db.transaction(async (tx) => {
          const phone = await usePhoneCode(tx, deps, hpNumber, query.authHpNumber, now);
          const [user] = await tx
            .insert(users)
            .values({ userId, userName: query.userName, hpNumber, passwordHash })
            .returning();
          if (!user) throw new Error('insert returned no row');
          await tx.insert(emailVerifications).values({
            userUuid: user.uuid,
            codeHash: link.hash,
            createdAt: now,
            expiresAt: addMs(now, EMAIL_CODE_TTL_MS),
          });
          return { user, phone };
        });
      } catch (error) {
        // Two signups for one address at once: the unique index decides.
        if (isUniqueViolation(error)) throw new ApiError(409, ErrorCode.DuplicateUserId);
        throw error;
      }

      try {
        await mailer.send(
          verificationMail(
            userId,
            verificationLink(link.code),
            mailContext(request.headers['accept-language']),
          ),
          request.log,
        );
      } catch (error) {
        request.log.error(
          { error: describeErrorForLog(error) },
          'verification mail could not be sent; signup undone',
        );
        // Undo, so that the user can simply try again: no account, and the phone code is back.
        await db.transaction(async (tx) => {
          await tx.delete(users).where(and(eq(users.uuid, created.user.uuid), isNull(users.emailVerifiedAt)));
          await tx.insert(phoneCodes).values(created.phone).onConflictDoNothing();
        });
        throw new ApiError(502, ErrorCode.DeliveryFailed);
      }
      return ok({ userId: created.user.userId, uuid: created.user.uuid });
    },
  );

  app.get(
    // The route pattern of apiPaths.emailAuth(code).
    '/p/api/users/email-auth/:code',
    {
      onRequest: [perAddress('email-auth')],
      schema: {
        summary: 'Verify an email address with the code of the mailed link',
        description:
          'Single use. A link of an account that is already verified answers 409 whatever its state.',
        tags: ['users'],
        params: emailAuthParamsSchema,
        response: {
          200: envelopeSchema(emailAuthDataSchema).describe('Verified: the account may log in now.'),
          ...commonFailures,
          404: failure('EMAIL_AUTH_INVALID: no such link, or one replaced by a newer mail.'),
          409: failure(
            'EMAIL_AUTH_ALREADY_VERIFIED: the address is already verified (a used link says so too).',
          ),
          410: failure('EMAIL_AUTH_EXPIRED: the link is older than 24 hours; ask for a new mail.'),
          429: rateLimited,
        },
      },
    },
    async (request) => {
      const now = deps.now();
      const [row] = await db
        .select({
          link: emailVerifications,
          user: { uuid: users.uuid, userId: users.userId, verifiedAt: users.emailVerifiedAt },
        })
        .from(emailVerifications)
        .innerJoin(users, eq(users.uuid, emailVerifications.userUuid))
        .where(eq(emailVerifications.codeHash, hashEmailCode(request.params.code)))
        .limit(1);
      if (!row) throw new ApiError(404, ErrorCode.EmailAuthInvalid);
      if (row.user.verifiedAt) throw new ApiError(409, ErrorCode.EmailAuthAlreadyVerified);
      if (row.link.usedAt || row.link.revokedAt) throw new ApiError(404, ErrorCode.EmailAuthInvalid);
      if (row.link.expiresAt <= now) throw new ApiError(410, ErrorCode.EmailAuthExpired);

      // The link is used up and the account verified: both or neither.
      await db.transaction(async (tx) => {
        const [used] = await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailVerifications.id, row.link.id),
              isNull(emailVerifications.usedAt),
              isNull(emailVerifications.revokedAt),
            ),
          )
          .returning({ id: emailVerifications.id });
        // A second click racing the first: the first one verified the account.
        if (!used) throw new ApiError(409, ErrorCode.EmailAuthAlreadyVerified);
        await tx
          .update(users)
          .set({ emailVerifiedAt: now })
          .where(and(eq(users.uuid, row.user.uuid), isNull(users.emailVerifiedAt)));
      });
      return ok({ userId: row.user.userId });
    },
  );

  app.get(
    apiPaths.recertifyEmail,
    {
      onRequest: [perAddress('recertify-email')],
      preHandler: createRecipientLimitHooks(app, 'recertify-email', limits, (request) => {
        const query = request.query as { userId: string };
        return normaliseEmail(query.userId);
      }),
      schema: {
        summary: 'Send the verification mail again',
        description:
          'Answers the same whatever the account state. Only an existing, unverified, active account gets a ' +
          'mail: a fresh link, and every older link of the account stops working.',
        tags: ['users'],
        querystring: recertifyEmailQuerySchema,
        response: {
          200: envelopeSchema(sentDataSchema).describe('Always { sent: true }.'),
          ...commonFailures,
          429: rateLimited,
        },
      },
    },
    async (request) => {
      const now = deps.now();
      const userId = normaliseEmail(request.query.userId);
      const [user] = await db
        .select({ uuid: users.uuid, status: users.status, verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.userId, userId))
        .limit(1);
      if (user && !user.verifiedAt && user.status === 'active') {
        const link = newEmailCode();
        await db.transaction(async (tx) => {
          await tx
            .update(emailVerifications)
            .set({ revokedAt: now })
            .where(
              and(
                eq(emailVerifications.userUuid, user.uuid),
                isNull(emailVerifications.usedAt),
                isNull(emailVerifications.revokedAt),
              ),
            );
          await tx.insert(emailVerifications).values({
            userUuid: user.uuid,
            codeHash: link.hash,
            createdAt: now,
            expiresAt: addMs(now, EMAIL_CODE_TTL_MS),
          });
        });
        const mail = verificationMail(
          userId,
          verificationLink(link.code),
          mailContext(request.headers['accept-language']),
        );
        // After the answer: its timing and content must not tell whether the account exists.
        background.run('verification mail (resend)', request.log, () => mailer.send(mail, request.log));
      }
      return ok({ sent: true as const });
    },
  );
};
