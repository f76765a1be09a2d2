// Finding a forgotten ID and resetting a forgotten password (spec §7 "Users"). Both answer the
// same whether or not an account matches, as far as the answer can without becoming useless:
// find-ID shows masked addresses only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { apiPaths } from '../../contract/paths.js';
import { findUserIdBodySchema, findUserIdDataSchema, resetPasswordBodySchema } from '../../contract/users.js';
import { temporaryPasswordMail } from '../mail/mail-texts.js';
import { pickLanguage } from '../i18n/messages.js';
import { ok } from '../plugins/envelope.js';
import { createRateLimitHook, createRecipientLimitHooks } from '../plugins/rate-limits.js';
import { maskEmail } from './codes.js';
import { findUserIdsByName, issueTemporaryPassword } from './recovery.js';
import type { UserRouteDeps } from './route-deps.js';
import { alwaysSentResponses, commonFailures, rateLimited } from '../plugins/responses.js';

export const recoveryRoutes: FastifyPluginAsyncZod<UserRouteDeps> = async (app, deps) => {
  const { db, mailer, background } = deps;
  const limits = deps.accountRateLimits;

  app.post(
    apiPaths.findUserId,
    {
      onRequest: [createRateLimitHook(app, 'find-user-id:address', limits.perAddress)],
      schema: {
        summary: 'Find your email address (ID) by your name',
        description:
          'The verified, active accounts with this name (letter case aside), their addresses masked like de**@ex*****.com ' +
          '(first two characters of the local part and of the domain, the top-level domain kept). ' +
          'An empty list when none.',
        tags: ['users'],
        body: findUserIdBodySchema,
        response: {
          200: envelopeSchema(findUserIdDataSchema).describe('Masked addresses, oldest account first.'),
          ...commonFailures,
          429: rateLimited,
        },
      },
    },
    async (request) => {
      const userIds = await findUserIdsByName(db, request.body.userName);
      return ok({ userIds: userIds.map((userId) => maskEmail(userId)) });
    },
  );

  app.post(
    apiPaths.resetPassword,
    {
      onRequest: [createRateLimitHook(app, 'reset-password:address', limits.perAddress)],
      preHandler: createRecipientLimitHooks(app, 'reset-password', limits, (request) => {
        const body = request.body as { userId: string };
        return body.userId.trim().toLowerCase();
      }),
      schema: {
        summary: 'Mail a temporary password',
        description:
          'Always answers { sent: true }. An existing active account gets a mail with a random temporary ' +
          'password, valid for 30 minutes and once (a new request replaces it). The current password keeps ' +
          'working until the temporary one is used to log in; that login then asks for a new password ' +
          '(passwordChangeRequired).',
        tags: ['users'],
        body: resetPasswordBodySchema,
        response: alwaysSentResponses,
      },
    },
    async (request) => {
      const now = deps.now();
      const userId = request.body.userId.trim().toLowerCase();
      // Hashed whether or not the account exists: scrypt's time must not tell the difference.
      const temporaryPassword = await issueTemporaryPassword(db, userId, now);
      if (temporaryPassword !== null) {
        const mail = temporaryPasswordMail(userId, temporaryPassword, `${deps.publicUrl}/login`, {
          language: pickLanguage(request.headers['accept-language']),
          supportEmail: deps.supportEmail,
        });
        // After the answer: its timing must not tell whether the account exists.
        background.run('temporary password mail', request.log, () => mailer.send(mail, request.log));
      }
      return ok({ sent: true as const });
    },
  );
};
