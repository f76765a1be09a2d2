import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../contract/error-codes';
import { isEmailAddress, normaliseEmail } from '../../../contract/profile-rules';
import type { UserData } from '../../../contract/users';
import { EMAIL_MAX_LENGTH } from '../../../contract/user-rules';
import { requestEmailChange } from '../../api/users';
import form from '../../components/form/form.module.css';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import layout from '../../components/ui/layout.module.css';
import text from '../../components/ui/text.module.css';
import { errorMessage, hasRetryAfter, type ErrorMessage } from '../../lib/error-messages';
import { useFieldFocus } from '../../lib/field-focus';
import { showToast } from '../../lib/toast';
import { useAuthStore } from '../../stores/auth-store';
import styles from './profile.module.css';

const FIELDS = ['newEmail', 'password'] as const;
type Field = (typeof FIELDS)[number];

type MessageKey =
  | 'validation.emailRequired'
  | 'validation.emailFormat'
  | 'mypage.currentRequired'
  | 'mypage.currentWrong'
  | 'errors:EMAIL_UNCHANGED'
  | 'errors:DUPLICATE_USER_ID';
type Errors = Partial<Record<Field, MessageKey>>;

type Failure =
  | ErrorMessage
  | { key: 'profile.deliveryFailed'; values: { email: string } }
  | { key: 'profile.emailFailed'; values?: undefined };

/** What the server's codes say about which field. */
const FIELD_ERRORS: Partial<Record<string, [Field, MessageKey]>> = {
  [ErrorCode.EmailInvalid]: ['newEmail', 'validation.emailFormat'],
  [ErrorCode.EmailUnchanged]: ['newEmail', 'errors:EMAIL_UNCHANGED'],
  [ErrorCode.DuplicateUserId]: ['newEmail', 'errors:DUPLICATE_USER_ID'],
  [ErrorCode.PasswordMismatch]: ['password', 'mypage.currentWrong'],
};

interface EmailFormProps {
  id: string;
  /** The login email now. */
  current: string;
  /** Asked: the user record, whose pendingEmail names the new address. */
  onRequested: (user: UserData) => void;
  onCancel: () => void;
}

/**
 * The email change (issue 19): the new address and the current password, then
 * POST /api/users/{uuid}/email-change, which mails a link to the new address; the login email
 * changes only when it is opened (/email-change/{code}). Escape or Cancel closes the form; a refusal
 * keeps what was typed.
 */
export function EmailForm({ id, current, onRequested, onCancel }: EmailFormProps) {
  const { t } = useTranslation(['account', 'errors']);
  const [values, setValues] = useState({ newEmail: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sending, setSending] = useState(false);
  const fields = useFieldFocus<Field>();

  useEffect(() => fields.focus('newEmail'), [fields]);

  function setValue(field: Field, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function validate(): Errors {
    const found: Errors = {};
    if (!values.newEmail.trim()) found.newEmail = 'validation.emailRequired';
    else if (!isEmailAddress(values.newEmail)) found.newEmail = 'validation.emailFormat';
    else if (normaliseEmail(values.newEmail) === current) found.newEmail = 'errors:EMAIL_UNCHANGED';
    if (!values.password) found.password = 'mypage.currentRequired';
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const found = validate();
    setErrors(found);
    const uuid = useAuthStore.getState().uuid;
    if (fields.focusFirst(FIELDS, found) || !uuid) return;

    const newEmail = values.newEmail.trim();
    setSending(true);
    try {
      const response = await requestEmailChange(uuid, newEmail, values.password);
      if (response.status === 200 && response.data) {
        showToast(t('profile.linkSent', { email: response.data.pendingEmail?.email ?? newEmail }));
        onRequested(response.data);
        return;
      }
      const fieldError = response.errorCode ? FIELD_ERRORS[response.errorCode] : undefined;
      if (fieldError) {
        const [field, key] = fieldError;
        setErrors({ [field]: key });
        fields.focus(field);
        return;
      }
      const waits = response.errorCode === ErrorCode.RateLimited || hasRetryAfter(response);
      if (waits) setFailure(errorMessage(response));
      else if (response.errorCode === ErrorCode.DeliveryFailed) {
        setFailure({ key: 'profile.deliveryFailed', values: { email: newEmail } });
      } else setFailure({ key: 'profile.emailFailed' });
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  }

  const titleId = `${id}-title`;
  const introId = `${id}-intro`;
  return (
    <form
      id={id}
      className={`${form.form} ${styles.form}`}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
    >
      <div>
        <h3 id={titleId} className={styles.title}>
          {t('profile.emailTitle')}
        </h3>
        <p id={introId} className={`${text.muted} ${styles.intro}`}>
          {t('profile.emailIntro')}
        </p>
      </div>
      {/* Lets password managers know which account the password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={current} readOnly hidden />
      <TextField
        ref={fields.register('newEmail')}
        label={t('profile.newEmail')}
        type="email"
        name="newEmail"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        maxLength={EMAIL_MAX_LENGTH}
        value={values.newEmail}
        onChange={(event) => setValue('newEmail', event.target.value)}
        error={errors.newEmail ? t(errors.newEmail) : null}
      />
      <TextField
        ref={fields.register('password')}
        label={t('profile.currentPassword')}
        hint={t('profile.passwordHint')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => setValue('password', event.target.value)}
        error={errors.password ? t(errors.password) : null}
      />
      {failure ? (
        <p role="alert" className={form.alert}>
          {t(failure.key, failure.values)}
        </p>
      ) : null}
      <div className={`${layout.cluster} ${styles.actions}`}>
        <Button type="submit" disabled={sending} aria-busy={sending} block="phone">
          {t('profile.sendLink')}
        </Button>
        <Button variant="secondary" onClick={onCancel} block="phone">
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
