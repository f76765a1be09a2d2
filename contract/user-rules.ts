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
/**
 * The shape of `hpNumber` in the API: the national digits as typed without separators (spec §7:
 * the SPA strips hyphens; 01012345678, 2015550123), or E.164 (+821012345678, its `+` sent as %2B).
 * Whether it is a mobile number of the deployment's country is phone-rules.ts's question (the
 * server answers PHONE_NUMBER_INVALID); kept here, without libphonenumber-js, for the schemas.
 */
export const HP_NUMBER_INPUT_PATTERN = /^\+?\d{4,15}$/;
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_SECONDS = 180;
export const PHONE_CODE_MAX_TRIES = 5;
