// The signup form's fields and rules (spec §5), checked before anything is sent.
import { ErrorCode } from '../../../contract/error-codes';
import { PHONE_CODE_LENGTH, isValidPassword } from '../../../contract/user-rules';
import { emailProblem } from '../../components/email-field';
import type { ErrorMessageKey } from '../../lib/error-messages';
import { validHpNumber } from '../../lib/phone';

/** In the order of the form: the first one with a problem takes focus. */
export const FIELDS = ['email', 'password', 'passwordConfirm', 'userName', 'hpNumber', 'code'] as const;
export type Field = (typeof FIELDS)[number];
export type Values = Record<Field, string>;

/** Keys under `account:` (or an `errors:` key for what the server answered). */
export type MessageKey =
  | 'validation.emailRequired'
  | 'validation.emailFormat'
  | 'validation.passwordRequired'
  | 'validation.passwordRule'
  | 'validation.confirmRequired'
  | 'validation.mismatch'
  | 'validation.nameRequired'
  | 'signup.phoneRequired'
  | 'signup.phoneFormat'
  | 'signup.codeNotSent'
  | 'signup.codeRequired'
  | 'signup.codeFormat'
  | 'signup.codeExpired'
  | ErrorMessageKey;

export type Errors = Partial<Record<Field, MessageKey>>;

/** Server answers that belong next to the code field. */
export const PHONE_CODE_ERRORS: readonly string[] = [
  ErrorCode.PhoneCodeInvalid,
  ErrorCode.PhoneCodeExpired,
  ErrorCode.PhoneCodeLocked,
];

const CODE_PATTERN = new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`);

export function phoneProblem(hpNumber: string): MessageKey | undefined {
  if (!hpNumber.trim()) return 'signup.phoneRequired';
  return validHpNumber(hpNumber) ? undefined : 'signup.phoneFormat';
}

export interface PhoneCodeState {
  /** A code went to the number now in the field. */
  sentToThisNumber: boolean;
  expired: boolean;
}

/** Every rule of the form; the duplicate check of the email address is separate (it needs the server). */
export function validateSignup(values: Values, phoneCode: PhoneCodeState): Errors {
  const errors: Errors = {};
  errors.email = emailProblem(values.email.trim());
  if (!values.password) errors.password = 'validation.passwordRequired';
  else if (!isValidPassword(values.password)) errors.password = 'validation.passwordRule';
  if (!values.passwordConfirm) errors.passwordConfirm = 'validation.confirmRequired';
  else if (values.passwordConfirm !== values.password) errors.passwordConfirm = 'validation.mismatch';
  if (!values.userName.trim()) errors.userName = 'validation.nameRequired';
  errors.hpNumber = phoneProblem(values.hpNumber);
  if (!errors.hpNumber && !phoneCode.sentToThisNumber) errors.hpNumber = 'signup.codeNotSent';
  if (!errors.hpNumber) {
    const code = values.code.trim();
    if (!code) errors.code = 'signup.codeRequired';
    else if (!CODE_PATTERN.test(code)) errors.code = 'signup.codeFormat';
    else if (phoneCode.expired) errors.code = 'signup.codeExpired';
  }
  return errors;
}
