// The phone change on /mypage (issue 19, a documented addition to spec §7): a code texted to the
// new number, then the number with that code. Session routes (app.ts registers them behind the
// session hook). The codes are the signup's (accounts/phone-codes.ts: 3 minutes, 5 wrong tries,
// keyed by the number in E.164), and so are the limits: per account and per client address on
// each call (ACCOUNT_RATE_LIMIT_MAX a minute), and per number on each text (MESSAGE_*).
//
// Another account may have the same number, as at signup (which never refused one): a number
// proves that its holder reads its texts, it does not name an account (find ID works by name).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths, routePattern } from '../../contract/paths.js';
import {
  authHpNumberDataSchema,
  phoneChangeBodySchema,
  phoneChangeCodeBodySchema,
  phoneChangeDataSchema,
  userParamsSchema,
} from '../../contract/users.js';
import { requireSession } from '../plugins/auth.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { createRateLimitHook, createRecipientLimitHooks } from '../plugins/rate-limits.js';
import { checkPhoneCode, phoneRecipient, requirePhoneNumber, sendPhoneCode } from './phone-codes.js';
import type { UserRouteDeps } from './route-deps.js';
import { failure, rateLimited, sessionFailures } from '../plugins/responses.js';
import { changePhoneNumber, phoneNumberOf } from './users.js';

const NUMBER_FAILURES =
  "PHONE_NUMBER_INVALID: not a mobile number of the deployment's country (GET /p/api/deployment " +
  '`country`: another country, a fixed line, too short or too long); PHONE_NUMBER_UNCHANGED: the ' +
  'number already on the account; VALIDATION_FAILED: another body, or hpNumber not digits or + and digits.';

export const phoneChangeRoutes: FastifyPluginAsyncZod<
  Pick<UserRouteDeps, 'db' | 'sms' | 'now' | 'phoneCodeHash' | 'accountRateLimits' | 'country'>
> = async (app, deps) => {
  const { db, country } = deps;
  const limits = deps.accountRateLimits;
  // Counted on every call before the body is read, the account's budget first (a call it refuses
  // does not use up what the address's other accounts can still do). The session hook at the root
  // has run already, so the account is known.
  const perAccountAndAddress = (name: string) => [
    createRateLimitHook(
      app,
      `${name}:account`,
      limits.perAddress,
      (request) => request.session?.userUuid ?? request.ip,
    ),
    createRateLimitHook(app, `${name}:address`, limits.perAddress),
  ];

  /** The new number in E.164: one of the deployment's country, not the one on the account. */
  async function newNumber(request: FastifyRequest, hpNumber: string): Promise<string> {
    const session = requireSession(request);
    const e164 = requirePhoneNumber(hpNumber, country);
    if ((await phoneNumberOf(db, session.userUuid)) === e164) {
      throw new ApiError(400, ErrorCode.PhoneNumberUnchanged);
    }
    return e164;
  }

  app.post(
    apiPaths.phoneChangeCode,
    {
      onRequest: perAccountAndAddress('phone-change-code'),
      preHandler: [
        // A number that cannot be changed to is refused before it uses up any number's budget.
        async (request) => {
          await newNumber(request, (request.body as { hpNumber: string }).hpNumber);
        },
        ...createRecipientLimitHooks(app, 'phone-change-code', limits, (request) =>
          phoneRecipient((request.body as { hpNumber?: string } | undefined)?.hpNumber, country),
        ),
      ],
      schema: {
        summary: 'Text a 6-digit code to the new phone number of your account',
        description:
          'As the signup code (GET /p/api/users/auth-hpnumber): valid for 3 minutes and 5 wrong tries, ' +
          "for this number only; a new send replaces the number's previous code. The number must be a " +
          "mobile number of the deployment's country (national digits or E.164). Then " +
          'PUT /api/users/{id}/hp-number with the code.',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        body: phoneChangeCodeBodySchema,
        response: {
          200: envelopeSchema(authHpNumberDataSchema).describe(
            'Sent: how long the code lives, how many tries.',
          ),
          ...sessionFailures,
          400: failure(NUMBER_FAILURES),
          429: rateLimited,
          502: failure('DELIVERY_FAILED: the text could not be sent.'),
        },
      },
    },
    async (request) =>
      ok(await sendPhoneCode(deps, requirePhoneNumber(request.body.hpNumber, country), request)),
  );

  app.put(
    routePattern(apiPaths.phoneNumber, 'id'),
    {
      onRequest: perAccountAndAddress('phone-change'),
      schema: {
        summary: 'Change the phone number of your account, with the code texted to the new number',
        description:
          'Needs the code of POST /api/users/hp-number/code for the same number; a change uses it up. The ' +
          'number is stored in E.164 and GET /api/users/{id} answers it from then on. Another account ' +
          "may have the same number, as at signup. Anyone else's id answers 404.",
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        params: userParamsSchema,
        body: phoneChangeBodySchema,
        response: {
          200: envelopeSchema(phoneChangeDataSchema).describe(
            'Changed: the number now on the account, in E.164.',
          ),
          ...sessionFailures,
          400: failure(
            `${NUMBER_FAILURES} PHONE_CODE_INVALID: wrong code, or a code sent to another number; ` +
              'PHONE_CODE_EXPIRED: older than 3 minutes, or none sent; PHONE_CODE_LOCKED: 5 wrong tries, ask ' +
              'for a new code.',
          ),
          404: failure('NOT_FOUND: not your record, or no such user.'),
          429: rateLimited,
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      // Somebody else's record and a missing one look the same: 404 (CONTRACT.md).
      if (request.params.id.toLowerCase() !== session.userUuid) throw new ApiError(404, ErrorCode.NotFound);
      const now = deps.now();
      const hpNumber = await newNumber(request, request.body.hpNumber);
      await checkPhoneCode(deps, hpNumber, request.body.authHpNumber, now);
      // The code is used up and the number stored: both or neither.
      await changePhoneNumber(deps, session.userUuid, hpNumber, request.body.authHpNumber, now);
      return ok({ hpNumber });
    },
  );
};
