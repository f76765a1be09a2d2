// Stable error codes. E001-E003 are the login codes of spec §8; the rest are ours (CONTRACT.md:
// "a stable errorCode"). The SPA maps each code to an i18n key under `errors:`.
export const ErrorCode = {
  /** Login: a real account, wrong password. */
  WrongPassword: 'E001',
  /** Login: the account may not log in (suspended or withdrawn). */
  AccountBlocked: 'E002',
  /** Login: the email address is not verified yet. */
  EmailNotVerified: 'E003',
  /** Login: unknown account (deliberately not E001, and indistinguishable in timing). */
  LoginFailed: 'LOGIN_FAILED',
  /** The request does not match the route's schema. */
  ValidationFailed: 'VALIDATION_FAILED',
  /** Missing, malformed, expired or revoked token on a protected path (HTTP 403). */
  SessionInvalid: 'SESSION_INVALID',
  /** Unknown path or a resource that is not the caller's (HTTP 404). */
  NotFound: 'NOT_FOUND',
  /** Too many attempts (HTTP 429, with Retry-After). */
  RateLimited: 'RATE_LIMITED',
  /** The database is unreachable (HTTP 503). */
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  /** Anything unexpected (HTTP 500). */
  Internal: 'INTERNAL_ERROR',
  /** The SPA's own code for a request that got no HTTP answer at all. */
  Network: 'NETWORK_ERROR',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
