// The profile changes on /mypage (issue 19 item 2, documented additions to spec §7): the name, and
// the login email. An email change is an account takeover's first step, so it asks for the current
// password, mails a link to the new address (the login id changes only when that link is opened),
// and tells the current address that a change was asked for. The link route is public (/p/api: it
// is opened from the mail, maybe in another browser); the others are session routes, own id only.
//
// Limits (429 with Retry-After, never 403): every write counts per account and per client address;
// the email change's account budget is the password change's (it checks a password: scrypt), and
// its mails count per recipient as the signup's do (plugins/rate-limits.ts).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths, routePattern } from '../../contract/paths.js';
import { isEmailAddress, normaliseEmail, userNameProblem } from '../../contract/profile-rules.js';
import {
  emailChangeBodySchema,
  emailChangeDataSchema,
  emailChangeParamsSchema,
  userDataSchema,
  userNameBodySchema,
  userParamsSchema,
} from '../../contract/users.js';
import { emailChangeMail, emailChangeNoticeMail } from '../mail/mail-texts.js';
import { pickLanguage } from '../i18n/messages.js';
import { requireSession } from '../plugins/auth.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { describeErrorForLog } from '../lib/error-log.js';
import { createRateLimitHook, createRecipientLimitHooks } from '../plugins/rate-limits.js';
import { maskEmail } from './codes.js';
import {
  applyEmailChange,
  askEmailChange,
  cancelEmailChange,
  pendingEmailOf,
  undoEmailChange,
} from './email-changes.js';
import { verifyPassword } from './passwords.js';
import type { UserRouteDeps } from './route-deps.js';
import { commonFailures, failure, rateLimited, sessionFailures } from '../plugins/responses.js';
import { findUser, renameUser, toUserData, userIdTaken, type User } from './users.js';

type ProfileRouteDeps = Pick<
  UserRouteDeps,
  'db' | 'mailer' | 'now' | 'publicUrl' | 'supportEmail' | 'accountRateLimits' | 'passwordChangeLimits'
>;

const NOT_YOURS = failure('NOT_FOUND: not your record, or no such user.');
const userRecord = envelopeSchema(userDataSchema);

export const profileRoutes: FastifyPluginAsyncZod<ProfileRouteDeps> = async (app, deps) => {
  const { db, mailer, now } = deps;
  const limits = deps.accountRateLimits;
  const byAccount = (request: FastifyRequest) => request.session?.userUuid ?? request.ip;
  // Counted on every call before the body is read, the account's budget first (a call it refuses
  // does not use up what the address's other accounts can still do). The session hook at the root
  // has run already, so the account is known.
  const perAccountAndAddress = (name: string) => [
    createRateLimitHook(app, `${name}:account`, limits.perAddress, byAccount),
    createRateLimitHook(app, `${name}:address`, limits.perAddress),
  ];
  const changeLink = (code: string) => `${deps.publicUrl}/email-change/${code}`;
  const mailContext = (request: FastifyRequest) => ({
    language: pickLanguage(request.headers['accept-language']),
    supportEmail: deps.supportEmail,
  });

  /** The caller's own account row; anyone else's id (or a missing account) is 404 (CONTRACT.md). */
  async function ownAccount(request: FastifyRequest, id: string): Promise<User> {
    const session = requireSession(request);
    if (id.toLowerCase() !== session.userUuid) throw new ApiError(404, ErrorCode.NotFound);
    const user = await findUser(db, session.userUuid);
    if (!user) throw new ApiError(404, ErrorCode.NotFound);
    return user;
  }

  app.put(
    routePattern(apiPaths.userName, 'id'),
    {
      onRequest: perAccountAndAddress('user-name'),
      schema: {
        summary: 'Change the name of your account',
        description:
          'The name is stored trimmed; the header and My info show it at once. Answers the updated user ' +
          "record. Anyone else's id answers 404.",
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        params: userParamsSchema,
        body: userNameBodySchema,
        response: {
          200: userRecord.describe('Changed: your user record with the new name.'),
          ...sessionFailures,
          400: failure(
            'USER_NAME_INVALID: empty once trimmed, over 30 characters, a bidi control, or nothing visible; ' +
              'CONTROL_CHARACTERS: a control character; VALIDATION_FAILED: another body.',
          ),
          404: NOT_YOURS,
          429: rateLimited,
        },
      },
    },
    async (request) => {
      const account = await ownAccount(request, request.params.id);
      const problem = userNameProblem(request.body.userName);
      if (problem === 'control') throw new ApiError(400, ErrorCode.ControlCharacters);
      if (problem) throw new ApiError(400, ErrorCode.UserNameInvalid);
      const user = await renameUser(db, account.uuid, request.body.userName.trim());
      if (!user) throw new ApiError(404, ErrorCode.NotFound);
      return ok(toUserData(user, await pendingEmailOf(db, user.uuid, now())));
    },
  );

  // What the email change's preHandler found, for its handler (the body is valid by then).
  const targets = new WeakMap<FastifyRequest, { account: User; newEmail: string }>();
  const newEmailOf = (request: FastifyRequest) =>
    normaliseEmail((request.body as { newEmail?: string } | undefined)?.newEmail ?? '');

  app.post(
    routePattern(apiPaths.emailChange, 'id'),
    {
      onRequest: [
        createRateLimitHook(app, 'email-change:account', deps.passwordChangeLimits.perAccount, byAccount),
        createRateLimitHook(app, 'email-change:address', limits.perAddress),
      ],
      preHandler: [
        // An address that cannot be changed to is refused before it uses up any recipient's budget.
        async (request) => {
          const { id } = request.params as { id: string };
          const account = await ownAccount(request, id);
          const raw = (request.body as { newEmail: string }).newEmail;
          if (!isEmailAddress(raw)) throw new ApiError(400, ErrorCode.EmailInvalid);
          const newEmail = normaliseEmail(raw);
          if (newEmail === account.userId) throw new ApiError(400, ErrorCode.EmailUnchanged);
          if (await userIdTaken(db, newEmail)) throw new ApiError(409, ErrorCode.DuplicateUserId);
          targets.set(request, { account, newEmail });
        },
        ...createRecipientLimitHooks(app, 'email-change', limits, newEmailOf),
      ],
      schema: {
        summary: 'Ask to change the login email of your account (a link goes to the new address)',
        description:
          'Needs the current password. Mails a link to the new address (24 hours, once); the login id ' +
          'stays the current address until the link is opened (GET /p/api/users/email-change/{code}). ' +
          'The current address is told that a change was asked for (a failure there is only logged). One ' +
          'change waits per account: a new request replaces the waiting one, whose link stops working; ' +
          'DELETE cancels it. If the link cannot be mailed, nothing is kept (502) and a change that was ' +
          "waiting before goes on waiting. Answers the user record with pendingEmail. Anyone else's id " +
          'answers 404.',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        params: userParamsSchema,
        body: emailChangeBodySchema,
        response: {
          200: userRecord.describe('Asked: the link is mailed; pendingEmail names the new address.'),
          ...sessionFailures,
          400: failure(
            'EMAIL_INVALID: not an email address (or over 100 characters); EMAIL_UNCHANGED: the login ' +
              'email already; PASSWORD_MISMATCH: the current password is wrong (never 403); ' +
              'CONTROL_CHARACTERS, VALIDATION_FAILED: another body.',
          ),
          404: NOT_YOURS,
          409: failure('DUPLICATE_USER_ID: an account has this email address (in any letter case).'),
          429: rateLimited,
          502: failure('DELIVERY_FAILED: the link could not be mailed; nothing changed.'),
        },
      },
    },
    async (request) => {
      const target = targets.get(request);
      if (!target) throw new ApiError(404, ErrorCode.NotFound);
      const { account, newEmail } = target;
      if (!(await verifyPassword(request.body.password, account.passwordHash))) {
        throw new ApiError(400, ErrorCode.PasswordMismatch);
      }

      // A new link replaces the change that was waiting (its link stops working).
      const asked = await askEmailChange(db, account.uuid, newEmail, now());

      const context = mailContext(request);
      try {
        await mailer.send(emailChangeMail(newEmail, changeLink(asked.linkCode), context), request.log);
      } catch (error) {
        request.log.error(
          { error: describeErrorForLog(error) },
          'email change link could not be mailed; the change is undone',
        );
        // As before the call: this change gone, the one that was waiting (if any) waiting again.
        await undoEmailChange(db, asked);
        throw new ApiError(502, ErrorCode.DeliveryFailed);
      }

      try {
        await mailer.send(
          emailChangeNoticeMail(account.userId, maskEmail(newEmail), `${deps.publicUrl}/mypage`, context),
          request.log,
        );
      } catch (error) {
        // The change itself is sound: its link went out. Only the heads-up is missing.
        request.log.error(
          { error: describeErrorForLog(error) },
          'email change notice to the current address could not be mailed',
        );
      }
      return ok(toUserData(account, { email: newEmail, expiresAt: asked.expiresAt.toISOString() }));
    },
  );

  app.delete(
    routePattern(apiPaths.emailChange, 'id'),
    {
      onRequest: perAccountAndAddress('email-change-cancel'),
      schema: {
        summary: 'Cancel the email change that waits for its link',
        description:
          'Its link stops working; the login email stays as it is. Answers the user record (pendingEmail ' +
          "null), also when no change was waiting. Anyone else's id answers 404.",
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        params: userParamsSchema,
        response: {
          200: userRecord.describe('Cancelled (or none was waiting): your user record.'),
          ...sessionFailures,
          404: NOT_YOURS,
          429: rateLimited,
        },
      },
    },
    async (request) => {
      const account = await ownAccount(request, request.params.id);
      await cancelEmailChange(db, account.uuid);
      return ok(toUserData(account, null));
    },
  );

  app.get(
    routePattern(apiPaths.emailChangeLink, 'code'),
    {
      onRequest: [createRateLimitHook(app, 'email-change-link:address', limits.perAddress)],
      schema: {
        summary: 'Make the new address the login email, with the code of the mailed link',
        description:
          'Public: the link is opened from the mail, maybe in another browser. Single use. The login id ' +
          'becomes the new address (lowercased) and the link goes, in one transaction; the old address ' +
          'no longer logs in. Sessions go on (their tokens name the account, not the address). A ' +
          'temporary password mailed to the old address stops working.',
        tags: ['users'],
        params: emailChangeParamsSchema,
        response: {
          200: envelopeSchema(emailChangeDataSchema).describe(
            'Changed: log in with userId (the new address) from now on.',
          ),
          ...commonFailures,
          404: failure('EMAIL_CHANGE_INVALID: no such link (used, cancelled, replaced by a newer request).'),
          409: failure('DUPLICATE_USER_ID: another account has taken the new address in the meantime.'),
          410: failure('EMAIL_CHANGE_EXPIRED: the link is older than 24 hours; ask for the change again.'),
          429: rateLimited,
        },
      },
    },
    async (request) => {
      // The link is used up and the login id changed: both or neither; then every server process
      // reads the new login id (a second click racing the first answers as the first).
      return ok(await applyEmailChange(db, request.params.code, now()));
    },
  );
};
