// Finding a forgotten ID and resetting a forgotten password (spec §7 "Users"). Both answer the
// same whether or not an account matches, as far as the answer can without becoming useless:
// find-ID shows masked addresses only.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../contract/envelope.js';
import { apiPaths } from '../../contract/paths.js';
import {
  findUserIdBodySchema,
  findUserIdDataSchema,
  resetPasswordBodySchema,
  sentDataSchema,
} from '../../contract/users.js';
import { temporaryPasswords, users } from '../db/schema.js';
import { temporaryPasswordMail } from '../mail/mail-texts.js';
import { pickLanguage } from '../i18n/messages.js';
import { ok } from '../plugins/envelope.js';
import { createRateLimitHook, createRecipientLimitHooks } from '../plugins/rate-limits.js';
import { maskEmail, newTemporaryPassword, TEMPORARY_PASSWORD_TTL_MS } from './codes.js';
import { hashPassword } from './passwords.js';
import type { UserRouteDeps } from './route-deps.js';
import { commonFailures, rateLimited } from '../plugins/responses.js';

/** Enough for namesakes; a name shared by more accounts than this is not narrowed down further. */
const MAX_FOUND_USER_IDS = 20;

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
      const rows = await db
        .select({ userId: users.userId })
        .from(users)
        .where(
          and(
            // Letter case aside (Latin names), the name as it was given at signup.
            sql`lower(${users.userName}) = lower(${request.body.userName})`,
            eq(users.status, 'active'),
            isNotNull(users.emailVerifiedAt),
          ),
        )
        .orderBy(asc(users.createdAt))
        .limit(MAX_FOUND_USER_IDS);
      return ok({ userIds: rows.map((row) => maskEmail(row.userId)) });
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
        response: {
          200: envelopeSchema(sentDataSchema).describe('Always { sent: true }.'),
          ...commonFailures,
          429: rateLimited,
        },
      },
    },
    async (request) => {
      const now = deps.now();
      const userId = request.body.userId.trim().toLowerCase();
      const [user] = await db
        .select({ uuid: users.uuid, status: users.status })
        .from(users)
        .where(eq(users.userId, userId))
        .limit(1);
      // Hashed whether or not the account exists: scrypt's time must not tell the difference.
      const temporaryPassword = newTemporaryPassword();
      const passwordHash = await hashPassword(temporaryPassword);
      if (user && user.status === 'active') {
        const values = {
          passwordHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_MS),
        };
        await db
          .insert(temporaryPasswords)
          .values({ userUuid: user.uuid, ...values })
          .onConflictDoUpdate({ target: temporaryPasswords.userUuid, set: values });
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
