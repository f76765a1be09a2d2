// The profile changes of My info (issue 19 item 2) as the server answers them: the name change, the
// email change and its cancel (session), and the email change's link (public). Error paths are
// reached by data (STYLE.md): the addresses and codes in `profileFixtures` each lead to one answer.
// The handlers keep the names and waiting changes they were given, reset after every test by
// tests/setup.ts (GET /api/users/{id} stays the users handlers' fixture record).
import { http } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import { isEmailAddress, normaliseEmail, userNameProblem } from '../../../contract/profile-rules';
import {
  emailChangeBodySchema,
  userNameBodySchema,
  type PendingEmail,
  type UserData,
} from '../../../contract/users';
import { fail, ok } from '../envelope';
import { creator, fixtureUsers, type FixtureUser } from '../fixtures/users';
import { accountOfRequest } from './users';

export const profileFixtures = {
  /** The mail to this address cannot be sent: 502 DELIVERY_FAILED. */
  undeliverableEmail: 'bounce@example.com',
  /** Too many changes asked for: 429 with Retry-After: 30. */
  throttledEmail: 'slow.down@example.com',
  /** Another account has it (besides the fixture accounts' own addresses). */
  takenEmail: 'taken@example.com',
  /** The name whose change the server refuses with USER_NAME_INVALID (as if its rule were stricter). */
  refusedName: 'Refused Name',
  /** Links: the valid one makes `changedEmail` the creator's login email. */
  validCode: 'valid-change-code',
  expiredCode: 'expired-change-code',
  takenCode: 'taken-change-code',
  changedEmail: 'new.creator@example.com',
};

/** When a link asked for now stops working: 24 hours on. */
const expiresAt = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

function initialState() {
  return { names: new Map<string, string>(), pending: new Map<string, PendingEmail | null>() };
}
let state = initialState();

/** Called after each test by tests/setup.ts. */
export function resetProfileHandlersState(): void {
  state = initialState();
}

function recordOf(account: FixtureUser): UserData {
  return {
    ...account.user,
    userName: state.names.get(account.user.uuid) ?? account.user.userName,
    pendingEmail: state.pending.get(account.user.uuid) ?? account.user.pendingEmail ?? null,
  };
}

/** The caller's own account, or the failure to answer (403 without a session, 404 for another id). */
function ownAccount(request: Request, id: unknown) {
  const account = accountOfRequest(request);
  if (!account) return { failure: fail(403, ErrorCode.SessionInvalid, 'Your session is not valid.') };
  if (id !== account.user.uuid) return { failure: fail(404, ErrorCode.NotFound, 'Not found.') };
  return { account };
}

export const profileHandlers = [
  http.put('*/api/users/:id/user-name', async ({ request, params }) => {
    const { account, failure } = ownAccount(request, params.id);
    if (!account) return failure;
    const body = userNameBodySchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
    const problem = userNameProblem(body.data.userName);
    if (problem === 'control') return fail(400, ErrorCode.ControlCharacters, 'Control characters.');
    if (problem || body.data.userName.trim() === profileFixtures.refusedName) {
      return fail(400, ErrorCode.UserNameInvalid, 'Invalid name.');
    }
    state.names.set(account.user.uuid, body.data.userName.trim());
    return ok(recordOf(account));
  }),

  http.post('*/api/users/:id/email-change', async ({ request, params }) => {
    const { account, failure } = ownAccount(request, params.id);
    if (!account) return failure;
    const body = emailChangeBodySchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
    const { newEmail: raw, password } = body.data;
    // The server's order: the address (format, unchanged, taken), the limit, then the password.
    if (!isEmailAddress(raw)) return fail(400, ErrorCode.EmailInvalid, 'Not an email address.');
    const newEmail = normaliseEmail(raw);
    if (newEmail === account.user.userId) return fail(400, ErrorCode.EmailUnchanged, 'Unchanged.');
    if (
      newEmail === profileFixtures.takenEmail ||
      fixtureUsers.some((user) => user.user.userId === newEmail)
    ) {
      return fail(409, ErrorCode.DuplicateUserId, 'This email address is already in use.');
    }
    if (newEmail === profileFixtures.throttledEmail) {
      const response = fail(429, ErrorCode.RateLimited, 'Too many attempts.');
      response.headers.set('Retry-After', '30');
      return response;
    }
    if (password !== account.password) return fail(400, ErrorCode.PasswordMismatch, 'Wrong password.');
    if (newEmail === profileFixtures.undeliverableEmail) {
      return fail(502, ErrorCode.DeliveryFailed, 'The mail could not be sent.');
    }
    state.pending.set(account.user.uuid, { email: newEmail, expiresAt: expiresAt() });
    return ok(recordOf(account));
  }),

  http.delete('*/api/users/:id/email-change', ({ request, params }) => {
    const { account, failure } = ownAccount(request, params.id);
    if (!account) return failure;
    state.pending.set(account.user.uuid, null);
    return ok(recordOf(account));
  }),

  http.get('*/p/api/users/email-change/:code', ({ params }) => {
    switch (params.code) {
      case profileFixtures.validCode:
        return ok({ userId: profileFixtures.changedEmail, uuid: creator.user.uuid });
      case profileFixtures.expiredCode:
        return fail(410, ErrorCode.EmailChangeExpired, 'Expired.');
      case profileFixtures.takenCode:
        return fail(409, ErrorCode.DuplicateUserId, 'Taken meanwhile.');
      default:
        return fail(404, ErrorCode.EmailChangeInvalid, 'No such link.');
    }
  }),
];
