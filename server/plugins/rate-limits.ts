// Rate limits of the account endpoints (QUALITY.md "Enumeration and brute force"): too many calls
// answer 429 RATE_LIMITED with Retry-After, never 403 (the SPA would log out).
//
// @fastify/rate-limit runs at most one of its own limiters per request, and an endpoint such as
// the phone code send needs two (per client address and per phone number), so each limiter here is
// a hook of its own built on the plugin's createRateLimit. Counters live in memory, per process, or
// with BuildAppOptions.sharedRateLimits in the database, shared by every server instance on it
// (plugins/rate-limit-store.ts). Either way each limiter has a name of its own and counts apart
// from every other.
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/error-codes.js';
import { ApiError } from './envelope.js';
import type { NamedLimiterOptions } from './rate-limit-store.js';

export interface RateLimitSetting {
  max: number;
  timeWindowMs: number;
}

export interface AccountRateLimits {
  /** Calls from one client address to each account endpoint. */
  perAddress: RateLimitSetting;
  /** Texts to one phone number, and mails to one address, asked for from one client address. */
  perRecipient: RateLimitSetting;
  /** Texts or mails to one recipient, whoever asks: a short window against floods. */
  perRecipientBurst: RateLimitSetting;
  /** Texts or mails to one recipient, whoever asks, per day: the ceiling. */
  perRecipientDaily: RateLimitSetting;
}

/**
 * The login's limits besides the one on an address and an account together (loginRateLimit): a
 * limit keyed on both alone let one account be tried from five addresses fifty times a minute, and
 * forty accounts from one address without any 429.
 */
export interface LoginLimits {
  /** Attempts on one account, from all addresses together. */
  perAccount: RateLimitSetting;
  /** Attempts from one client address, on all accounts together. */
  perAddress: RateLimitSetting;
}

/**
 * The password change's limits (PUT /api/users/{id}), counted before any hashing: each call costs a
 * scrypt run or two, and 300 of them from one signed-in account used to crowd out everybody's
 * logins (issue 20).
 */
export interface PasswordChangeLimits {
  /** Calls by one account, from all addresses together. */
  perAccount: RateLimitSetting;
  /** Calls from one client address, by all accounts together. */
  perAddress: RateLimitSetting;
}

// A person changes a password once, and perhaps retries a few times: ten per quarter hour. An
// office behind one address may have several people doing it the same day: thirty.
export const DEFAULT_PASSWORD_CHANGE_LIMITS: PasswordChangeLimits = {
  perAccount: { max: 10, timeWindowMs: 15 * 60_000 },
  perAddress: { max: 30, timeWindowMs: 15 * 60_000 },
};

/**
 * Ending sessions (the logout, one session, every other one), per account: a person does it a few
 * times in a sitting; thirty a quarter hour is far above that and far below a flood of writes.
 */
export const DEFAULT_SESSION_WRITE_LIMIT: RateLimitSetting = { max: 30, timeWindowMs: 15 * 60_000 };

/**
 * Leaving the portal (DELETE /api/users/{id}), per account, counted before the body is read or the
 * password hashed: each call costs a scrypt run and tries a password. A person leaves once and may
 * mistype the password a few times: five a quarter hour.
 */
export const DEFAULT_ACCOUNT_DELETION_LIMIT: RateLimitSetting = { max: 5, timeWindowMs: 15 * 60_000 };

export const DEFAULT_LOGIN_RATE_LIMIT: RateLimitSetting = { max: 10, timeWindowMs: 60_000 };
// 20 guesses per account per quarter hour wherever they come from; the price is that an attacker
// can make one account wait up to 15 minutes (429, never a lockout that needs an operator).
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: { max: 20, timeWindowMs: 15 * 60_000 },
  // An office behind one address logs in many people: 30 a minute, whatever the accounts.
  perAddress: { max: 30, timeWindowMs: 60_000 },
};
// The per-recipient caps protect a mailbox or a phone from being flooded, but a cap that anyone
// can use up silences the recipient: five requests from anywhere used to block a victim's password
// reset for an hour. So the hourly cap counts per requesting address (an attacker uses up only
// their own budget, and the victim, asking from another address, still gets the mail); across all
// addresses only a short window (10 per 15 minutes, so a distributed flood silences for at most a
// quarter of an hour at a time) and a daily ceiling (30, which takes many addresses to reach and
// leaves the victim's mailbox showing it).
export const DEFAULT_ACCOUNT_RATE_LIMITS: AccountRateLimits = {
  perAddress: { max: 10, timeWindowMs: 60_000 },
  perRecipient: { max: 5, timeWindowMs: 60 * 60_000 },
  perRecipientBurst: { max: 10, timeWindowMs: 15 * 60_000 },
  perRecipientDaily: { max: 30, timeWindowMs: 24 * 60 * 60_000 },
};

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A hook counting one call under `key(request)` (the client address when no key is given; IPv6
 * addresses count per /64, as the plugin does). Use it in `onRequest` to count every call, even a
 * malformed one, or in `preHandler` when the key comes from the validated query or body.
 *
 * `name` tells this limiter's counters apart from every other's (in the database they share one
 * table): unique per limiter and stable across versions and instances, e.g. `login-account`. A hook
 * built once and used on several routes counts them together; one built per route needs a name per
 * route. The database store refuses a name given twice.
 */
export function createRateLimitHook(
  app: FastifyInstance,
  name: string,
  setting: RateLimitSetting,
  key?: (request: FastifyRequest) => string,
): RateLimitHook {
  const options: CreateRateLimitOptions & NamedLimiterOptions = {
    limiterName: name,
    max: setting.max,
    timeWindow: setting.timeWindowMs,
    ...(key ? { keyGenerator: key } : {}),
  };
  const check = app.createRateLimit(options);
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('retry-after', Math.max(1, result.ttlInSeconds));
    throw new ApiError(429, ErrorCode.RateLimited);
  };
}

/**
 * The limits on messages to one recipient (a phone number, a mail address), as preHandler hooks:
 * first the requesting address's own budget for that recipient, then the recipient's short window,
 * then its daily ceiling. A call refused by an earlier one does not count for the later ones, so
 * a flood from one address does not use up what the recipient's other askers can still get.
 * `name` names the endpoint (each of the three limiters gets a name of its own from it).
 */
export function createRecipientLimitHooks(
  app: FastifyInstance,
  name: string,
  limits: AccountRateLimits,
  recipient: (request: FastifyRequest) => string,
): RateLimitHook[] {
  return [
    createRateLimitHook(
      app,
      `${name}:recipient-from-address`,
      limits.perRecipient,
      (request) => `${recipient(request)}|${request.ip}`,
    ),
    createRateLimitHook(app, `${name}:recipient-burst`, limits.perRecipientBurst, recipient),
    createRateLimitHook(app, `${name}:recipient-daily`, limits.perRecipientDaily, recipient),
  ];
}
