// The rules of the profile changes on /mypage (issue 19 item 2: the name, the login email) as plain
// functions without zod, so that the SPA checks exactly what the server checks (contract/users.ts
// holds the zod shapes of the calls; this file stays out of the bundle's zod).
import { typedTextProblem, type TypedTextProblem } from './text-rules.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, USER_NAME_MAX_LENGTH } from './user-rules.js';

/** How long the link of an email change works (as the signup's verification link). */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/**
 * Why a name is refused, or null. The name is stored trimmed: 1 to USER_NAME_MAX_LENGTH characters
 * (counted as the signup's limit and an input's maxLength count them), no control character (the
 * server answers CONTROL_CHARACTERS), no bidi control and something visible (USER_NAME_INVALID).
 */
export type UserNameProblem = 'required' | 'tooLong' | TypedTextProblem;
export function userNameProblem(name: string): UserNameProblem | null {
  const characters = typedTextProblem(name);
  if (characters) return characters;
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > USER_NAME_MAX_LENGTH ? 'tooLong' : null;
}

/** Login emails are stored trimmed and lowercased (users.user_id). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An address an account may log in with: the signup's format and length. */
export function isEmailAddress(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}
