import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../contract/error-codes';
import { leavePortal } from '../../api/users';
import form from '../../components/form/form.module.css';
import { TextField } from '../../components/form/text-field';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import layout from '../../components/ui/layout.module.css';
import text from '../../components/ui/text.module.css';
import { askToConfirm } from '../../lib/alert';
import { errorMessage, hasRetryAfter, type ErrorMessage } from '../../lib/error-messages';
import { navigateTo } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { clearSession, useAuthStore } from '../../stores/auth-store';
import styles from './leave-section.module.css';

/** What to finish first, when the server refused (409): the page to go to and its words. */
type Blocked = 'withdrawal' | 'entry';

type Failure = ErrorMessage | { key: 'leave.failed'; values?: undefined };

/**
 * Leaving the portal (issue 19; DELETE /api/users/{uuid} with the current password). Says what is
 * erased and what is kept (and why), asks for the password and a confirmation; on success the
 * session is forgotten like a logout, the browser goes home and a toast says it is done. A refusal
 * names what to finish first with a link there; the typed password stays for the next try.
 */
export function LeaveSection() {
  const { t } = useTranslation(['account', 'errors']);
  const uid = useAuthStore((state) => state.uid);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<'leave.passwordRequired' | 'leave.wrongPassword' | null>(null);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Closed until asked for: the explanation and the form open under the card's first line.
  const [open, setOpen] = useState(false);
  const bodyId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    setBlocked(null);
    if (!password) {
      setFieldError('leave.passwordRequired');
      input.current?.focus();
      return;
    }
    setFieldError(null);
    const confirmed = await askToConfirm(t('leave.confirm'), {
      confirmLabel: t('leave.confirmYes'),
      cancelLabel: t('leave.cancel'),
    });
    if (!confirmed) return;

    const uuid = useAuthStore.getState().uuid;
    if (!uuid) return;
    setSending(true);
    try {
      const answer = await leavePortal(uuid, password);
      if (answer.status === 200) {
        // Every session of the account has ended on the server: forget this one like a logout
        // (without the logout's own call, which its dead token would answer with 403).
        clearSession();
        navigateTo(paths.home);
        showToast(t('leave.done'));
        return;
      }
      if (answer.errorCode === ErrorCode.PasswordMismatch) {
        setFieldError('leave.wrongPassword');
        input.current?.focus();
      } else if (answer.errorCode === ErrorCode.LeaveWithdrawalPending) {
        setBlocked('withdrawal');
      } else if (answer.errorCode === ErrorCode.LeaveEntryInProgress) {
        setBlocked('entry');
      } else {
        const waits = answer.errorCode === ErrorCode.RateLimited || hasRetryAfter(answer);
        setFailure(waits ? errorMessage(answer) : { key: 'leave.failed' });
      }
    } finally {
      setSending(false);
    }
  }

  const erased = t('leave.erased', { returnObjects: true }) as string[];
  const kept = t('leave.kept', { returnObjects: true }) as string[];
  const details = open ? (
    <>
      <p className={form.notice}>{t('leave.balanceWarning')}</p>
      <div className={styles.lists}>
        <section aria-labelledby={`${bodyId}-erased`}>
          <h3 id={`${bodyId}-erased`} className={styles.heading}>
            {t('leave.erasedTitle')}
          </h3>
          <ul className={styles.list}>
            {erased.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${bodyId}-kept`}>
          <h3 id={`${bodyId}-kept`} className={styles.heading}>
            {t('leave.keptTitle')}
          </h3>
          <ul className={styles.list}>
            {kept.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className={text.muted}>
        {t('leave.conditions')} {t('leave.again')}
      </p>
      <form className={form.form} onSubmit={onSubmit} noValidate>
        {/* Tells password managers which account the password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={uid ?? ''} readOnly hidden />
        <TextField
          ref={input}
          label={t('leave.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setFieldError(null);
          }}
          error={fieldError ? t(fieldError) : null}
        />
        {blocked ? (
          <div role="alert" className={`${form.alert} ${layout.stack} ${styles.blocked}`}>
            <p>{t(blocked === 'withdrawal' ? 'leave.blockedWithdrawal' : 'leave.blockedEntry')}</p>
            <div>
              <ButtonLink
                variant="secondary"
                size="sm"
                to={blocked === 'withdrawal' ? paths.myAsset : paths.myEntryList}
              >
                {t(blocked === 'withdrawal' ? 'leave.toAssets' : 'leave.toEntries')}
              </ButtonLink>
            </div>
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className={form.alert}>
            {t(failure.key, failure.values)}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="danger" disabled={sending} aria-busy={sending}>
            {t('leave.submit')}
          </Button>
        </div>
      </form>
    </>
  ) : null;

  return (
    <Card
      title={t('leave.title')}
      action={
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((current) => !current)}
        >
          {t(open ? 'leave.close' : 'leave.open')}
        </Button>
      }
    >
      <p className={text.muted}>{t('leave.intro')}</p>
      <div id={bodyId} hidden={!open} className={`${layout.stack} ${styles.section}`}>
        {details}
      </div>
    </Card>
  );
}
