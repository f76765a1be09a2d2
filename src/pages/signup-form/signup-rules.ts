// The signup form's fields and rules (spec §5), checked before anything is sent.
import type { Country } from '../../../contract/currency-rules';
import { isValidPassword } from '../../../contract/user-rules';
import { emailProblem } from '../../components/email-field';
import type { ErrorMessageKey } from '../../lib/error-messages';
import {
  codeProblem,
  phoneMessageKey,
  phoneProblem as typedPhoneProblem,
  type CodeMessageKey,
  type PhoneMessageKey,
} from '../../lib/phone';

/** In the order of the form: the first one with a problem takes focus. */
export const FIELDS = ['email', 'password', 'passwordConfirm', 'userName', 'hpNumber', 'code'] as const;
export type Field = (typeof FIELDS)[number];
export type Values = Record<Field, string>;

/**
 * Keys under `account:` (or an `errors:` key for what the server answered); a phone message takes
 * the deployment's example number as `{{example}}`.
 */
export type MessageKey =
  | 'validation.emailRequired'
  | 'validation.emailFormat'
  | 'validation.passwordRequired'
  | 'validation.passwordRule'
  | 'validation.confirmRequired'
  | 'validation.mismatch'
  | 'validation.nameRequired'
  | PhoneMessageKey
  | 'phone.codeNotSent'
  | CodeMessageKey
  | ErrorMessageKey;

export type Errors = Partial<Record<Field, MessageKey>>;

/** What is wrong with the number for the deployment's country, if anything. */
export function phoneProblem(hpNumber: string, country: Country): MessageKey | undefined {
  const problem = typedPhoneProblem(hpNumber, country);
  return problem ? phoneMessageKey(problem, country) : undefined;
}

export interface PhoneCodeState {
  /** A code went to the number now in the field. */
  sentToThisNumber: boolean;
  expired: boolean;
}

/**
 * Every rule of the form, the number's for the deployment's country; the duplicate check of the
 * email address is separate (it needs the server).
 */
export function validateSignup(values: Values, phoneCode: PhoneCodeState, country: Country): Errors {
  const errors: Errors = {};
  errors.email = emailProblem(values.email.trim());
  if (!values.password) errors.password = 'validation.passwordRequired';
  else if (!isValidPassword(values.password)) errors.password = 'validation.passwordRule';
  if (!values.passwordConfirm) errors.passwordConfirm = 'validation.confirmRequired';
  else if (values.passwordConfirm !== values.password) errors.passwordConfirm = 'validation.mismatch';
  if (!values.userName.trim()) errors.userName = 'validation.nameRequired';
  errors.hpNumber = phoneProblem(values.hpNumber, country);
  if (!errors.hpNumber && !phoneCode.sentToThisNumber) errors.hpNumber = 'phone.codeNotSent';
  if (!errors.hpNumber) errors.code = codeProblem(values.code, phoneCode.expired);
  return errors;
}
