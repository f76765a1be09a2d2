import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../contract/error-codes';
import { PASSWORD_MAX_LENGTH, isValidPassword } from '../../../contract/user-rules';
import { login, updatePassword } from '../../api/users';
import form from '../../components/form/form.module.css';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import type { Envelope } from '../../../contract/envelope';
import {
  errorMessage,
  errorMessageKey,
  hasRetryAfter,
  type ErrorMessage,
  type ErrorMessageKey,
} from '../../lib/error-messages';
import { useFieldFocus } from '../../lib/field-focus';
import { showToast } from '../../lib/toast';
import { setToken, useAuthStore } from '../../stores/auth-store';

const FIELDS = ['current', 'next', 'confirm'] as const;
type Field = (typeof FIELDS)[number];

type MessageKey =
  | 'mypage.currentRequired'
  | 'mypage.currentWrong'
  | 'mypage.unchanged'
  | 'validation.passwordRequired'
  | 'validation.passwordRule'
  | 'validation.confirmRequired'
  | 'validation.mismatch'
  | ErrorMessageKey;

type Errors = Partial<Record<Field, MessageKey>>;

const EMPTY = { current: '', next: '', confirm: '' };

/** Spec §5: the rule, different from the current password, matching its confirmation. */
function validate(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  if (!values.current) errors.current = 'mypage.currentRequired';
  if (!values.next) errors.next = 'validation.passwordRequired';
  else if (!isValidPassword(values.next)) errors.next = 'validation.passwordRule';
  else if (values.next === values.current) errors.next = 'mypage.unchanged';
  if (!values.confirm) errors.confirm = 'validation.confirmRequired';
  else if (values.confirm !== values.next) errors.confirm = 'validation.mismatch';
  return errors;
}

/**
 * The password change. The current password is checked by the login call (spec §7), then
 * PUT /api/users/{uuid} sets the new one and answers a fresh token, which replaces the session's
 * (older tokens answer 403 from then on).
 */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | { key: 'mypage.failed'; values?: undefined } | null>(
    null,
  );
  const fields = useFieldFocus<Field>();
  const uid = useAuthStore((state) => state.uid);

  function setValue(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function failWith(response: Pick<Envelope<unknown>, 'status' | 'errorCode' | 'retryAfter'>) {
    // A rate limit or a busy server says to wait (how long, when the server said); anything else
    // asks to retry or contact the administrator.
    const waits = response.errorCode === ErrorCode.RateLimited || hasRetryAfter(response);
    setFailure(waits ? errorMessage(response) : { key: 'mypage.failed' });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const found = validate(values);
    setErrors(found);
    if (fields.focusFirst(FIELDS, found)) return;

    const { uid, uuid } = useAuthStore.getState();
    if (!uid || !uuid) return;
    setSending(true);
    try {
      const check = await login({ userId: uid, password: values.current });
      if (check.status !== 200 || !check.data) {
        if (check.errorCode === ErrorCode.WrongPassword) {
          setErrors({ current: 'mypage.currentWrong' });
          fields.focus('current');
        } else {
          failWith(check);
        }
        return;
      }
      // The check succeeded, so its token is valid; keep it in case that login replaced older
      // tokens (a first login with a mailed temporary password does).
      setToken(check.data.jwt);

      const response = await updatePassword(uuid, values.next);
      if (response.status === 200 && response.data) {
        setToken(response.data.jwt);
        setValues(EMPTY);
        // A short confirmation: the emptied form is the lasting sign.
        showToast(t('mypage.changed'));
        onChanged();
        return;
      }
      if (
        response.errorCode === ErrorCode.PasswordRule ||
        response.errorCode === ErrorCode.PasswordUnchanged
      ) {
        setErrors({ next: errorMessageKey(response.errorCode) });
        fields.focus('next');
        return;
      }
      failWith(response);
    } finally {
      setSending(false);
    }
  }

  const field = (name: Field) => ({
    ref: fields.register(name),
    type: 'password',
    maxLength: name === 'current' ? undefined : PASSWORD_MAX_LENGTH,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    error: errors[name] ? t(errors[name]) : null,
  });

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={uid ?? ''} readOnly hidden />
      <TextField label={t('mypage.currentPassword')} autoComplete="current-password" {...field('current')} />
      <TextField
        label={t('mypage.newPassword')}
        hint={t('passwordRule')}
        autoComplete="new-password"
        {...field('next')}
      />
      <TextField label={t('mypage.confirmPassword')} autoComplete="new-password" {...field('confirm')} />
      {failure ? (
        <p role="alert" className={form.alert}>
          {t(failure.key, failure.values)}
        </p>
      ) : null}
      <Button type="submit" block disabled={sending} aria-busy={sending}>
        {t('mypage.submit')}
      </Button>
    </form>
  );
}
