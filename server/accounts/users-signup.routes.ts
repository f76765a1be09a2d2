// Signup (spec §7 "Users"): the duplicate check, the phone code, the account itself, the email
// verification link and its resend. All public (/p/api), all rate limited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths, routePattern } from '../../contract/paths.js';
import {
  authHpNumberDataSchema,
  authHpNumberQuerySchema,
  emailAuthDataSchema,
  emailAuthParamsSchema,
  isValidPassword,
  recertifyEmailQuerySchema,
  sameUserIdDataSchema,
  sameUserIdQuerySchema,
  signupDataSchema,
  signupQuerySchema,
} from '../../contract/users.js';
import { pickLanguage } from '../i18n/messages.js';
import { verificationMail } from '../mail/mail-texts.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { describeErrorForLog } from '../lib/error-log.js';
import { createRateLimitHook, createRecipientLimitHooks } from '../plugins/rate-limits.js';
import { hashPassword } from './passwords.js';
import { checkPhoneCode, phoneRecipient, requirePhoneNumber, sendPhoneCode } from './phone-codes.js';
import type { UserRouteDeps } from './route-deps.js';
import { alwaysSentResponses, commonFailures, failure, rateLimited } from '../plugins/responses.js';
import { createAccount, renewVerificationLink, undoSignup, verifyEmail } from './signup.js';
import { userIdTaken } from './users.js';

/** Emails are stored lowercased (the schema has already trimmed them). */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

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
      // The phone code is used up, the account and its first link are created: all or nothing.
      // Two signups for one address at once: the unique index decides (409).
      const created = await createAccount(
        deps,
        { userId, userName: query.userName, hpNumber, passwordHash, phoneCode: query.authHpNumber },
        now,
      );

      try {
        await mailer.send(
          verificationMail(
            userId,
            verificationLink(created.linkCode),
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
        await undoSignup(db, created);
        throw new ApiError(502, ErrorCode.DeliveryFailed);
      }
      return ok({ userId: created.user.userId, uuid: created.user.uuid });
    },
  );

  app.get(
    routePattern(apiPaths.emailAuth, 'code'),
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
      // The link is used up and the account verified: both or neither.
      return ok(await verifyEmail(db, request.params.code, now));
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
        response: alwaysSentResponses,
      },
    },
    async (request) => {
      const now = deps.now();
      const userId = normaliseEmail(request.query.userId);
      // Only an existing, unverified, active account gets a fresh link (and a mail).
      const linkCode = await renewVerificationLink(db, userId, now);
      if (linkCode !== null) {
        const mail = verificationMail(
          userId,
          verificationLink(linkCode),
          mailContext(request.headers['accept-language']),
        );
        // After the answer: its timing and content must not tell whether the account exists.
        background.run('verification mail (resend)', request.log, () => mailer.send(mail, request.log));
      }
      return ok({ sent: true as const });
    },
  );
};
