// Leaving the portal (issue 19 item 4): DELETE /api/users/{id} with the current password erases the
// account's personal data (accounts/account-deletion.ts) and ends every session; a final mail goes
// to the address it had. Registered behind the session hook (app.ts), beside the GET and PUT of the
// same path in users.routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaveBodySchema, leaveDataSchema } from '../../contract/account-deletion.js';
import { envelopeSchema } from '../../contract/envelope.js';
import { ErrorCode } from '../../contract/error-codes.js';
import { apiPaths, routePattern } from '../../contract/paths.js';
import { userParamsSchema } from '../../contract/users.js';
import type { Database } from '../db/client.js';
import { accountLeftMail } from './account-deletion-mail.js';
import { pickLanguage } from '../i18n/messages.js';
import { requireSession } from '../plugins/auth.js';
import { ApiError, ok } from '../plugins/envelope.js';
import { createRateLimitHook, type RateLimitSetting } from '../plugins/rate-limits.js';
import { AccountDeletionRefusal, eraseAccount } from './account-deletion.js';
import type { BackgroundTasks } from '../lib/background.js';
import type { FileStorage } from '../files/index.js';
import type { Mailer } from '../mail/mailer.js';
import { verifyPassword } from './passwords.js';
import { passwordHashOf } from './users.js';
import { failure, rateLimited, sessionFailures } from '../plugins/responses.js';

export interface AccountDeletionRouteDeps {
  db: Database;
  mailer: Mailer;
  background: BackgroundTasks;
  supportEmail: string;
  /** Where the stored files live (null: a test app without files). */
  storage: FileStorage | null;
  /** Calls per account, counted before the body is read or the password hashed. */
  accountDeletionLimit: RateLimitSetting;
  now: () => Date;
}

export const accountDeletionRoutes: FastifyPluginAsyncZod<AccountDeletionRouteDeps> = async (app, deps) => {
  const { db } = deps;

  app.delete(
    // Beside the GET and PUT of the same path (users.routes.ts).
    routePattern(apiPaths.user, 'id'),
    {
      // 429 with Retry-After, never 403; the session hook at the root has run already.
      onRequest: [
        createRateLimitHook(
          app,
          'account-deletion-account',
          deps.accountDeletionLimit,
          (request) => request.session?.userUuid ?? request.ip,
        ),
      ],
      schema: {
        summary: 'Leave the portal: erase your own account (needs the current password)',
        description:
          'Refused (409) while a withdrawal request waits to be paid or an entry is in review or ' +
          'conversion. Otherwise, in one transaction: every session ends (this token too: it answers ' +
          '403 afterwards); the name, email, phone, password, inquiries and their attachments, the ' +
          "withdrawal requests' holder, account number, date of birth, guardian and documents, the " +
          'notifications and the entries that are not in a competing or completed group (with their ' +
          'files) are erased. Kept: the ledger lines and the withdrawal amounts (records the law ' +
          'requires, without personal data) and the entries in competing or completed groups, under ' +
          'an anonymous name (letterTemplates[].anonymous). The email may sign up again as a new ' +
          'account; a login with it answers LOGIN_FAILED until then. A final mail goes to the address, ' +
          'in the Accept-Language. See docs/accounts.md.',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        params: userParamsSchema,
        body: leaveBodySchema,
        response: {
          200: envelopeSchema(leaveDataSchema).describe('Left: forget the session, every token is dead.'),
          ...sessionFailures,
          400: failure(
            'PASSWORD_MISMATCH: the current password is wrong (nothing changed); VALIDATION_FAILED: ' +
              'another body (only { password }).',
          ),
          404: failure('NOT_FOUND: not your record.'),
          409: failure(
            'LEAVE_WITHDRAWAL_PENDING: a withdrawal request waits to be paid (see /my-asset); ' +
              'LEAVE_ENTRY_IN_PROGRESS: an entry is in review or conversion (see /my-entry-list). ' +
              'Nothing changed.',
          ),
          429: rateLimited,
          503: failure(
            'SERVICE_UNAVAILABLE: the database is unreachable, or too many password checks wait at once; ' +
              'Retry-After (header) and retryAfter (envelope) say when to try again.',
          ),
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      // Somebody else's record and a missing one look the same (CONTRACT.md).
      if (request.params.id.toLowerCase() !== session.userUuid) throw new ApiError(404, ErrorCode.NotFound);
      const passwordHash = await passwordHashOf(db, session.userUuid);
      if (passwordHash === undefined) throw new ApiError(404, ErrorCode.NotFound);
      // 400, never 401 or 403: the SPA treats 403 as "logged out".
      if (!(await verifyPassword(request.body.password, passwordHash))) {
        throw new ApiError(400, ErrorCode.PasswordMismatch);
      }

      const language = pickLanguage(request.headers['accept-language']);
      let result;
      try {
        result = await eraseAccount(db, session.userUuid, {
          now: deps.now(),
          storage: deps.storage,
          language,
          log: request.log,
        });
      } catch (error) {
        if (!(error instanceof AccountDeletionRefusal)) throw error;
        if (error.reason === 'withdrawalPending') throw new ApiError(409, ErrorCode.LeaveWithdrawalPending);
        if (error.reason === 'entryInProgress') throw new ApiError(409, ErrorCode.LeaveEntryInProgress);
        throw new ApiError(404, ErrorCode.NotFound);
      }
      request.log.info({ userUuid: result.userUuid, erased: result.counts }, 'account left the portal');
      // The erasure has happened whatever becomes of the mail (a failure is logged).
      const mail = accountLeftMail(result.formerEmail, { language, supportEmail: deps.supportEmail });
      deps.background.run('account left mail', request.log, () => deps.mailer.send(mail, request.log));
      return ok({ uuid: result.userUuid, leftAt: result.leftAt.toISOString() });
    },
  );
};
