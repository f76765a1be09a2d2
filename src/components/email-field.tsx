import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../contract/user-rules';
import { TextField, type TextFieldProps } from './form/text-field';

/** Keys under `account:validation.` that say what is wrong with a typed address. */
export type EmailProblem = 'validation.emailRequired' | 'validation.emailFormat';

/** What is wrong with an address (trimmed by the caller) before it is sent, if anything (spec §5). */
export function emailProblem(email: string): EmailProblem | undefined {
  if (!email) return 'validation.emailRequired';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'validation.emailFormat';
  return undefined;
}

/**
 * A TextField for an email address: a phone's address keyboard, no capital first letter or spelling
 * fixes, the browser's saved address, and the contract's length; props override any of these.
 */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
    />
  );
}
