import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../contract/error-codes';
import { userNameProblem, type UserNameProblem } from '../../../contract/profile-rules';
import type { UserData } from '../../../contract/users';
import { USER_NAME_MAX_LENGTH } from '../../../contract/user-rules';
import { changeUserName } from '../../api/users';
import form from '../../components/form/form.module.css';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import layout from '../../components/ui/layout.module.css';
import { errorMessage, hasRetryAfter, type ErrorMessage } from '../../lib/error-messages';
import { showToast } from '../../lib/toast';
import { updateSessionProfile, useAuthStore } from '../../stores/auth-store';
import styles from './profile.module.css';

type NameMessageKey =
  | 'validation.nameRequired'
  | 'profile.nameTooLong'
  | 'profile.nameInvisible'
  | 'profile.nameBidi'
  | 'profile.nameControl'
  | 'profile.nameUnchanged'
  | 'errors:USER_NAME_INVALID';

const PROBLEM_KEYS = {
  required: 'validation.nameRequired',
  tooLong: 'profile.nameTooLong',
  invisible: 'profile.nameInvisible',
  bidi: 'profile.nameBidi',
  control: 'profile.nameControl',
} as const satisfies Record<UserNameProblem, NameMessageKey>;

interface NameFormProps {
  id: string;
  /** The name on the account now. */
  current: string;
  /** Changed: the updated user record. */
  onChanged: (user: UserData) => void;
  onCancel: () => void;
}

/**
 * The name change (issue 19): the rules of contract/profile-rules.ts checked before sending, then
 * PUT /api/users/{uuid}/user-name. The header shows the new name at once (the session keeps it).
 * Escape or Cancel closes it; a refusal keeps what was typed.
 */
export function NameForm({ id, current, onChanged, onCancel }: NameFormProps) {
  const { t } = useTranslation(['account', 'errors']);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<NameMessageKey | null>(null);
  const [failure, setFailure] = useState<
    ErrorMessage | { key: 'profile.nameFailed'; values?: undefined } | null
  >(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // Opened: the name, selected, ready to be typed over.
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  function refuse(key: NameMessageKey) {
    setError(key);
    input.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const problem = userNameProblem(value);
    if (problem) return refuse(PROBLEM_KEYS[problem]);
    if (value.trim() === current) return refuse('profile.nameUnchanged');
    const uuid = useAuthStore.getState().uuid;
    if (!uuid) return;

    setSaving(true);
    try {
      const response = await changeUserName(uuid, value.trim());
      if (response.status === 200 && response.data) {
        updateSessionProfile({ name: response.data.userName });
        showToast(t('profile.nameChanged'));
        onChanged(response.data);
        return;
      }
      if (response.errorCode === ErrorCode.UserNameInvalid) return refuse('errors:USER_NAME_INVALID');
      if (response.errorCode === ErrorCode.ControlCharacters) return refuse('profile.nameControl');
      // A rate limit or a busy server says to wait; anything else asks to retry or get in touch.
      const waits = response.errorCode === ErrorCode.RateLimited || hasRetryAfter(response);
      setFailure(waits ? errorMessage(response) : { key: 'profile.nameFailed' });
    } finally {
      setSaving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  }

  const titleId = `${id}-title`;
  return (
    <form
      id={id}
      className={`${form.form} ${styles.form}`}
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
    >
      <h3 id={titleId} className={styles.title}>
        {t('profile.nameTitle')}
      </h3>
      <TextField
        ref={input}
        label={t('profile.newName')}
        hint={t('profile.nameHint', { max: USER_NAME_MAX_LENGTH })}
        name="userName"
        autoComplete="name"
        maxLength={USER_NAME_MAX_LENGTH}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        error={error ? t(error, { max: USER_NAME_MAX_LENGTH }) : null}
      />
      {failure ? (
        <p role="alert" className={form.alert}>
          {t(failure.key, failure.values)}
        </p>
      ) : null}
      <div className={`${layout.cluster} ${styles.actions}`}>
        <Button type="submit" disabled={saving} aria-busy={saving} block="phone">
          {t('profile.saveName')}
        </Button>
        <Button variant="secondary" onClick={onCancel} block="phone">
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
