// The users resource as CONTRACT.md describes it. Paths match any host ("*/…"), so the same
// handlers serve whatever VITE_API_HOST the build uses.
import { http } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import { apiPaths } from '../../../contract/paths';
import { loginBodySchema } from '../../../contract/users';
import { fail, ok } from '../envelope';
import { fixtureUsers, loginDataOf, type FixtureUser } from '../fixtures/users';

/** The account whose token the request carries, or null (a protected path then answers 403). */
export function accountOfRequest(request: Request): FixtureUser | null {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
  return fixtureUsers.find((account) => account.jwt === token) ?? null;
}

function sessionInvalid() {
  return fail(403, ErrorCode.SessionInvalid, 'Your session is not valid.');
}

export const userHandlers = [
  http.post(`*${apiPaths.login}`, async ({ request }) => {
    const body = loginBodySchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
    const account = fixtureUsers.find((candidate) => candidate.user.userId === body.data.userId);
    if (!account) return fail(401, ErrorCode.LoginFailed, 'Please check your ID and password.');
    switch (account.loginAnswer) {
      case 'E002':
        return fail(401, ErrorCode.AccountBlocked, 'This account may not log in.');
      case 'E003':
        return fail(401, ErrorCode.EmailNotVerified, 'Email not verified.');
      case 'RATE_LIMITED':
        return fail(429, ErrorCode.RateLimited, 'Too many attempts.');
    }
    if (account.password !== body.data.password) {
      return fail(401, ErrorCode.WrongPassword, 'Incorrect password.');
    }
    return ok(loginDataOf(account));
  }),

  // Written out: apiPaths.user() would encode the ":id" placeholder.
  http.get('*/api/users/:id', ({ request, params }) => {
    const account = accountOfRequest(request);
    if (!account) return sessionInvalid();
    // Somebody else's record is "not found", never 403 (CONTRACT.md).
    if (params.id !== account.user.uuid) return fail(404, ErrorCode.NotFound, 'Not found.');
    return ok(account.user);
  }),

  http.put(`*${apiPaths.castingn}`, ({ request }) => {
    const account = accountOfRequest(request);
    if (!account) return sessionInvalid();
    return ok({ castingn: true as const });
  }),
];
