import { useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingEmail, UserData } from '../../../contract/users';
import { cancelEmailChange } from '../../api/users';
import form from '../../components/form/form.module.css';
import { Button } from '../../components/ui/button';
import type { Stat } from '../../components/ui/stat-grid';
import text from '../../components/ui/text.module.css';
import { formatTimestamp } from '../../lib/date';
import { currentLanguage } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useAuthStore } from '../../stores/auth-store';
import { EmailForm } from './email-form';
import { NameForm } from './name-form';
import styles from './profile.module.css';

type Open = 'email' | 'name' | null;

const FORM_IDS = { email: 'email-change', name: 'name-change' } as const;

export interface ProfileRows {
  /** The email and name rows of the account's figures, each with its Change button. */
  stats: Stat[];
  /** The open change form (one at a time), to show under the figures. */
  forms: ReactNode;
}

/**
 * The name and the login email on My info (issue 19 item 2): each row with a Change button that
 * opens its form under the account's figures; the email row also shows a change that waits for its
 * link, with a button that cancels it. `onUserChange` gets the user record each change answers.
 */
export function useProfileRows(user: UserData | null, onUserChange: (user: UserData) => void): ProfileRows {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState<Open>(null);
  const emailButton = useRef<HTMLButtonElement>(null);
  const nameButton = useRef<HTMLButtonElement>(null);

  if (!user) return { stats: [], forms: null };

  /** Closes the form; focus goes back to the button that opened it. */
  const close = (which: 'email' | 'name') => {
    setOpen(null);
    (which === 'email' ? emailButton : nameButton).current?.focus();
  };
  const toggle = (which: 'email' | 'name') => (open === which ? close(which) : setOpen(which));

  const stats: Stat[] = [
    {
      key: 'email',
      label: t('mypage.email'),
      value: (
        <ChangeValue
          value={user.userId}
          buttonLabel={t('profile.changeEmailLabel')}
          open={open === 'email'}
          onToggle={() => toggle('email')}
          formId={FORM_IDS.email}
          buttonRef={emailButton}
        />
      ),
      hint: user.pendingEmail ? (
        <WaitingChange
          pending={user.pendingEmail}
          onCancelled={(next) => {
            onUserChange(next);
            // Its button is gone with the waiting change: focus goes to the row's Change button.
            emailButton.current?.focus();
          }}
        />
      ) : undefined,
      wide: Boolean(user.pendingEmail),
    },
    {
      key: 'name',
      label: t('mypage.name'),
      value: (
        <ChangeValue
          value={user.userName}
          buttonLabel={t('profile.changeNameLabel')}
          open={open === 'name'}
          onToggle={() => toggle('name')}
          formId={FORM_IDS.name}
          buttonRef={nameButton}
        />
      ),
    },
  ];

  let forms: ReactNode = null;
  if (open === 'name') {
    forms = (
      <NameForm
        id={FORM_IDS.name}
        current={user.userName}
        onChanged={(next) => {
          onUserChange(next);
          close('name');
        }}
        onCancel={() => close('name')}
      />
    );
  } else if (open === 'email') {
    forms = (
      <EmailForm
        id={FORM_IDS.email}
        current={user.userId}
        onRequested={(next) => {
          onUserChange(next);
          close('email');
        }}
        onCancel={() => close('email')}
      />
    );
  }
  return { stats, forms };
}

interface ChangeValueProps {
  value: string;
  /** The button's accessible name ("Change name"): its text alone, "Change", is said for each row. */
  buttonLabel: string;
  open: boolean;
  onToggle: () => void;
  formId: string;
  buttonRef: Ref<HTMLButtonElement>;
}

/** A row's value (shown isolated: a name may be written right to left) and its Change button. */
function ChangeValue({ value, buttonLabel, open, onToggle, formId, buttonRef }: ChangeValueProps) {
  const { t } = useTranslation('account');
  return (
    <span className={styles.value}>
      <bdi className={styles.text}>{value}</bdi>
      <Button
        ref={buttonRef}
        variant="secondary"
        className={styles.change}
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        aria-label={buttonLabel}
        onClick={onToggle}
      >
        {t('profile.change')}
      </Button>
    </span>
  );
}

/** The email change that waits for its link, until when, and the button that cancels it. */
function WaitingChange({
  pending,
  onCancelled,
}: {
  pending: PendingEmail;
  onCancelled: (user: UserData) => void;
}) {
  const { t } = useTranslation(['account', 'errors']);
  const [cancelling, setCancelling] = useState(false);
  const [failed, setFailed] = useState(false);

  async function cancel() {
    const uuid = useAuthStore.getState().uuid;
    if (cancelling || !uuid) return;
    setCancelling(true);
    setFailed(false);
    const response = await cancelEmailChange(uuid);
    setCancelling(false);
    if (response.status === 200 && response.data) {
      showToast(t('profile.cancelled'));
      onCancelled(response.data);
    } else {
      setFailed(true);
    }
  }

  return (
    <span className={styles.pending}>
      <span className={`${text.muted} ${styles.pendingText}`}>
        <strong>{t('profile.pending', { email: pending.email })}</strong>
        <br />
        {t('profile.pendingHint', { time: formatTimestamp(pending.expiresAt, currentLanguage()) })}
      </span>
      <Button
        variant="secondary"
        className={styles.change}
        aria-label={t('profile.cancelChangeLabel', { email: pending.email })}
        disabled={cancelling}
        aria-busy={cancelling}
        onClick={() => void cancel()}
      >
        {t('profile.cancelChange')}
      </Button>
      {failed ? (
        <span role="alert" className={form.error}>
          {t('profile.cancelFailed')}
        </span>
      ) : null}
    </span>
  );
}
