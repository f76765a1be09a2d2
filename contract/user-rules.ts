// The account rules of spec §5 as plain values and functions, without zod, so that the SPA can
// import them as values (contract/users.ts imports zod, which must stay out of the bundle).
// contract/users.ts re-exports everything here; the server keeps importing from there.

/** Spec §5: 8 to 20 characters mixing letters, digits and special characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z\d\s]/.test(password) &&
    !/\s/.test(password)
  );
}
/** Practical email format (the browser's own `type=email` rule, plus a dot in the domain). */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
export const EMAIL_MAX_LENGTH = 100;
export const USER_NAME_MAX_LENGTH = 30;
/** Korean mobile numbers, digits only (01X + 7 or 8 digits); the SPA strips hyphens before sending. */
export const HP_NUMBER_PATTERN = /^01[016789]\d{7,8}$/;
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_SECONDS = 180;
export const PHONE_CODE_MAX_TRIES = 5;
