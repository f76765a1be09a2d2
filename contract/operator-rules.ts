// The operator console's plain values (issue 21), without zod, so that the console's pages can
// import them as values; contract/operator.ts builds the schemas from them.

export const OPERATOR_ROLES = ['admin', 'reviewer', 'finance', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Operators hold the company's keys: a longer password than a creator's (spec §5: 8 to 20). */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;
export const OPERATOR_PASSWORD_MAX_LENGTH = 128;

/** A session ends after this long without a request, and this long after the login in any case. */
export const OPERATOR_IDLE_MINUTES = 30;
export const OPERATOR_SESSION_HOURS = 8;

/** How long the one-time setup link of a new operator works. */
export const OPERATOR_SETUP_HOURS = 72;

export const RECOVERY_CODE_COUNT = 10;

export const REVIEW_COMMENT_MAX_LENGTH = 300;

/**
 * What each role may do. An admin may do everything; the others their part of the company's work.
 * The server checks it on every /operator/api route; the console hides what a role may not use.
 */
export const OPERATOR_AREAS = [
  'dashboard',
  'entries',
  'competitions',
  'money',
  'inquiries',
  'content',
  'creators',
  'operators',
  'audit',
] as const;
export type OperatorArea = (typeof OPERATOR_AREAS)[number];

export const ROLE_AREAS: Readonly<Record<OperatorRole, readonly OperatorArea[]>> = {
  admin: OPERATOR_AREAS,
  reviewer: ['dashboard', 'entries', 'competitions'],
  finance: ['dashboard', 'money'],
  support: ['dashboard', 'inquiries', 'content', 'creators'],
};

export function roleMayUse(role: OperatorRole, area: OperatorArea): boolean {
  return ROLE_AREAS[role].includes(area);
}

/** The promises the portal makes to creators (spec §9), in business days. */
export const REVIEW_PROMISE_BUSINESS_DAYS = 5;
export const SCHEDULING_PROMISE_BUSINESS_DAYS = 7;
/** Payout: 3 business days for a request made in Korean, about 7 in English. */
export const PAYOUT_PROMISE_BUSINESS_DAYS = { ko: 3, en: 7 } as const;
