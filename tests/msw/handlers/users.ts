// The users resource as CONTRACT.md and the server describe it. Paths match any host ("*/…"), so
// the same handlers serve whatever VITE_API_HOST the build uses. The handlers keep a little state
// (registered emails, phone codes and their tries, used verification links, changed passwords and
// tokens), reset after every test by tests/setup.ts.
import { http } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import { apiPaths } from '../../../contract/paths';
import { parsePhoneNumber } from '../../../contract/phone-rules';
import {
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_TTL_SECONDS,
  authHpNumberQuerySchema,
  findUserIdBodySchema,
  isValidPassword,
  loginBodySchema,
  phoneChangeBodySchema,
  phoneChangeCodeBodySchema,
  recertifyEmailQuerySchema,
  resetPasswordBodySchema,
  sameUserIdQuerySchema,
  signupQuerySchema,
  updateUserBodySchema,
} from '../../../contract/users';
import { fail, ok } from '../envelope';
import {
  PHONE_CODE,
  emailAuthCodes,
  fixtureUsers,
  loginDataOf,
  maskEmail,
  signupFixtures,
  verifiedEmail,
  type FixtureUser,
} from '../fixtures/users';
import { useDeploymentStore } from '../../../src/stores/deployment-store';

interface AccountState {
  password: string;
  jwt: string;
  passwordChangeRequired: boolean;
  /** E.164, as the server stores it. */
  hpNumber: string | null;
}

function initialState() {
  return {
    accounts: new Map<string, AccountState>(
      fixtureUsers.map((account) => [
        account.user.uuid,
        {
          password: account.password,
          jwt: account.jwt,
          passwordChangeRequired: account.user.passwordChangeRequired,
          hpNumber: account.user.hpNumber,
        },
      ]),
    ),
    registered: new Set(fixtureUsers.map((account) => account.user.userId)),
    /** Phone codes sent, by number (E.164): wrong tries so far. */
    phoneCodes: new Map<string, { tries: number }>(),
    usedEmailAuthCodes: new Set<string>(),
  };
}

let state = initialState();

/** Called after each test by tests/setup.ts. */
export function resetUserHandlersState(): void {
  state = initialState();
}

function stateOf(account: FixtureUser): AccountState {
  const current = state.accounts.get(account.user.uuid);
  if (!current) throw new Error(`No state for ${account.user.userId}`);
  return current;
}

/** The account whose current token the request carries, or null (a protected path then answers 403). */
export function accountOfRequest(request: Request): FixtureUser | null {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
  return fixtureUsers.find((account) => stateOf(account).jwt === token) ?? null;
}

function sessionInvalid() {
  return fail(403, ErrorCode.SessionInvalid, 'Your session is not valid.');
}

function invalidRequest() {
  return fail(400, ErrorCode.ValidationFailed, 'Invalid request.');
}

function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/**
 * The number in E.164 when it is a mobile number of the server's country, as the server reads it;
 * the server's country is the one the portal was told (the deployment store, KR unless a test
 * sets a US deployment).
 */
function serverNumber(hpNumber: string): string | null {
  return parsePhoneNumber(hpNumber, useDeploymentStore.getState().country);
}

function phoneNumberInvalid() {
  return fail(400, ErrorCode.PhoneNumberInvalid, 'Not a mobile number of this country.');
}

/** Sends a code to the number (E.164) unless its fixture says otherwise; the envelope to answer. */
function sendCode(typed: string, e164: string) {
  if (typed === signupFixtures.deliveryFailsPhone) {
    return fail(502, ErrorCode.DeliveryFailed, 'The text message could not be sent.');
  }
  if (typed === signupFixtures.throttledPhone) return fail(429, ErrorCode.RateLimited, 'Too many attempts.');
  state.phoneCodes.set(e164, { tries: 0 });
  return ok({ expiresInSeconds: PHONE_CODE_TTL_SECONDS, maxTries: PHONE_CODE_MAX_TRIES });
}

/** Checks (and on success uses up) the code of a number, as the server does; null when it is right. */
function useCode(typed: string, e164: string, code: string) {
  const sent = state.phoneCodes.get(e164);
  if (!sent || typed === signupFixtures.expiredCodePhone) {
    return fail(400, ErrorCode.PhoneCodeExpired, 'The code has expired.');
  }
  if (sent.tries >= PHONE_CODE_MAX_TRIES) return fail(400, ErrorCode.PhoneCodeLocked, 'Ask for a new code.');
  if (code !== PHONE_CODE) {
    sent.tries += 1;
    return fail(400, ErrorCode.PhoneCodeInvalid, 'The code is wrong.');
  }
  state.phoneCodes.delete(e164);
  return null;
}

export const userHandlers = [
  http.post(`*${apiPaths.login}`, async ({ request }) => {
    const body = loginBodySchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalidRequest();
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
    const current = stateOf(account);
    if (current.password !== body.data.password) {
      return fail(401, ErrorCode.WrongPassword, 'Incorrect password.');
    }
    return ok(loginDataOf(account, current));
  }),

  // ---- Signup ----

  http.get(`*${apiPaths.sameUserId}`, ({ request }) => {
    const query = sameUserIdQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidRequest();
    return ok({ available: !state.registered.has(query.data.userId.toLowerCase()) });
  }),

  http.get(`*${apiPaths.authHpNumber}`, ({ request }) => {
    const query = authHpNumberQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidRequest();
    const { hpNumber } = query.data;
    const e164 = serverNumber(hpNumber);
    if (!e164) return phoneNumberInvalid();
    return sendCode(hpNumber, e164);
  }),

  // Spec §7: the five fields arrive as query parameters; the body is empty.
  http.post(`*${apiPaths.signup}`, async ({ request }) => {
    if ((await request.text()) !== '') return invalidRequest();
    const query = signupQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidRequest();
    const { userId, password, hpNumber, authHpNumber } = query.data;
    if (userId === signupFixtures.serverErrorEmail) {
      return fail(500, ErrorCode.Internal, 'Something went wrong.');
    }
    // The server's order: the password rule, then the address, then the phone code (a taken
    // address does not cost a try).
    if (!isValidPassword(password)) return fail(400, ErrorCode.PasswordRule, 'Password rule.');
    const e164 = serverNumber(hpNumber);
    if (!e164) return phoneNumberInvalid();
    if (state.registered.has(userId.toLowerCase()) || userId === signupFixtures.lateDuplicateEmail) {
      return fail(409, ErrorCode.DuplicateUserId, 'This email address is already in use.');
    }
    const refused = useCode(hpNumber, e164, authHpNumber);
    if (refused) return refused;
    state.registered.add(userId.toLowerCase());
    return ok({ userId, uuid: crypto.randomUUID() });
  }),

  // ---- Email verification ----

  // Written out: apiPaths.emailAuth() would encode the ":code" placeholder.
  http.get('*/p/api/users/email-auth/:code', ({ params }) => {
    const code = String(params.code);
    if (code === emailAuthCodes.throttled) return fail(429, ErrorCode.RateLimited, 'Too many attempts.');
    if (code === emailAuthCodes.expired) return fail(410, ErrorCode.EmailAuthExpired, 'Expired.');
    if (code === emailAuthCodes.alreadyVerified || state.usedEmailAuthCodes.has(code)) {
      return fail(409, ErrorCode.EmailAuthAlreadyVerified, 'Already verified.');
    }
    if (code !== emailAuthCodes.valid) return fail(404, ErrorCode.EmailAuthInvalid, 'No such link.');
    state.usedEmailAuthCodes.add(code);
    return ok({ userId: verifiedEmail });
  }),

  http.get(`*${apiPaths.recertifyEmail}`, ({ request }) => {
    const query = recertifyEmailQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidRequest();
    if (query.data.userId === 'throttled@example.com') return fail(429, ErrorCode.RateLimited, 'Too many.');
    // The same answer whether or not the address has an unverified account.
    return ok({ sent: true as const });
  }),

  // ---- Recovery ----

  http.post(`*${apiPaths.findUserId}`, async ({ request }) => {
    const body = findUserIdBodySchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalidRequest();
    const userIds = fixtureUsers
      .filter((account) => account.user.userName === body.data.userName)
      .map((account) => maskEmail(account.user.userId));
    return ok({ userIds });
  }),

  http.post(`*${apiPaths.resetPassword}`, async ({ request }) => {
    const body = resetPasswordBodySchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalidRequest();
    // Mailed or not, the answer is the same.
    return ok({ sent: true as const });
  }),

  // ---- Own record ----
  // Before the "/api/users/:id" patterns, which "castingn" would also match.
  http.put(`*${apiPaths.castingn}`, ({ request }) => {
    const account = accountOfRequest(request);
    if (!account) return sessionInvalid();
    return ok({ castingn: true as const });
  }),

  // Written out: apiPaths.user() would encode the ":id" placeholder.
  http.get('*/api/users/:id', ({ request, params }) => {
    const account = accountOfRequest(request);
    if (!account) return sessionInvalid();
    // Somebody else's record is "not found", never 403 (CONTRACT.md).
    if (params.id !== account.user.uuid) return fail(404, ErrorCode.NotFound, 'Not found.');
    const current = stateOf(account);
    return ok({
      ...account.user,
      passwordChangeRequired: current.passwordChangeRequired,
      hpNumber: current.hpNumber,
    });
  }),

  // ---- Phone change (issue 19) ----

  http.post(`*${apiPaths.phoneChangeCode}`, async ({ request }) => {
    const account = accountOfRequest(request);
    if (!account) return sessionInvalid();
    const body = phoneChangeCodeBodySchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalidRequest();
    const e164 = serverNumber(body.data.hpNumber);
    if (!e164) return phoneNumberInvalid();
    if (e164 === stateOf(account).hpNumber) {
      return fail(400, ErrorCode.PhoneNumberUnchanged, 'This is already your number.');
    }
    return sendCode(body.data.hpNumber, e164);
  }),

  // Written out: apiPaths.phoneNumber() would encode the ":id" placeholder.
  http.put('*/api/users/:id/hp-number', async ({ request, params }) => {
    const account = accountOfRequest(request);
    if (!account) return sessionInvalid();
    if (params.id !== account.user.uuid) return fail(404, ErrorCode.NotFound, 'Not found.');
    const body = phoneChangeBodySchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalidRequest();
    const e164 = serverNumber(body.data.hpNumber);
    if (!e164) return phoneNumberInvalid();
    const current = stateOf(account);
    if (e164 === current.hpNumber) {
      return fail(400, ErrorCode.PhoneNumberUnchanged, 'This is already your number.');
    }
    const refused = useCode(body.data.hpNumber, e164, body.data.authHpNumber);
    if (refused) return refused;
    current.hpNumber = e164;
    return ok({ hpNumber: e164 });
  }),

  http.put('*/api/users/:id', async ({ request, params }) => {
    const account = accountOfRequest(request);
    if (!account) return sessionInvalid();
    if (params.id !== account.user.uuid) return fail(404, ErrorCode.NotFound, 'Not found.');
    const body = updateUserBodySchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalidRequest();
    const current = stateOf(account);
    if (!isValidPassword(body.data.password)) return fail(400, ErrorCode.PasswordRule, 'Password rule.');
    if (body.data.password === current.password) {
      return fail(400, ErrorCode.PasswordUnchanged, 'Same as the current password.');
    }
    // A new password revokes every older token.
    const jwt = `${account.jwt}-changed-${Date.now()}`;
    state.accounts.set(account.user.uuid, {
      ...current,
      password: body.data.password,
      jwt,
      passwordChangeRequired: false,
    });
    return ok({ uuid: account.user.uuid, jwt });
  }),
];
