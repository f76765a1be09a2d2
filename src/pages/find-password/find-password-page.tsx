import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_NAME_MAX_LENGTH } from '../../../contract/user-rules';
import { findUserIds, resetPassword } from '../../api/users';
import { EmailField, emailProblem, type EmailProblem } from '../../components/email-field';
import form from '../../components/form/form.module.css';
import { TextField } from '../../components/form/text-field';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { errorMessage, type ErrorMessage } from '../../lib/error-messages';
import { useFieldFocus } from '../../lib/field-focus';
import { paths } from '../../lib/paths';
import styles from './find-password-page.module.css';

// Account recovery (spec §7): find my email by name (masked addresses only), and reset my
// password (a temporary password by mail; the answer never says whether the account exists).
export default function FindPasswordPage() {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Page width="narrow">
      <PageHeader title={t('common:pages.findPassword')} intro={t('findPassword.intro')} />
      <FindEmail />
      <ResetPassword />
    </Page>
  );
}

function FindEmail() {
  const { t } = useTranslation(['account', 'errors']);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<'validation.nameRequired' | ErrorMessage | null>(null);
  const [sending, setSending] = useState(false);
  const [found, setFound] = useState<string[] | null>(null);
  const fields = useFieldFocus<'name'>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const userName = name.trim();
    if (!userName) {
      setProblem('validation.nameRequired');
      setFound(null);
      fields.focus('name');
      return;
    }
    setProblem(null);
    setSending(true);
    const response = await findUserIds(userName);
    setSending(false);
    if (response.status === 200 && response.data) {
      setFound(response.data.userIds);
      return;
    }
    setFound(null);
    setProblem(errorMessage(response));
    fields.focus('name');
  }

  return (
    <Card title={t('findPassword.findEmailTitle')} className={styles.part}>
      <p className={styles.text}>{t('findPassword.findEmailText')}</p>
      <form className={form.form} onSubmit={onSubmit} noValidate>
        <TextField
          ref={fields.register('name')}
          label={t('findPassword.name')}
          name="userName"
          autoComplete="name"
          maxLength={USER_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          error={problem ? (typeof problem === 'string' ? t(problem) : t(problem.key, problem.values)) : null}
          action={
            <Button type="submit" variant="secondary" block="phone" disabled={sending} aria-busy={sending}>
              {t('findPassword.findEmail')}
            </Button>
          }
        />
        <div role="status">
          {found === null ? null : found.length > 0 ? (
            <div className={form.success}>
              <p>{t('findPassword.found')}</p>
              <ul className={styles.emails}>
                {found.map((userId) => (
                  <li key={userId}>{userId}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className={form.notice}>{t('findPassword.none')}</p>
          )}
        </div>
      </form>
    </Card>
  );
}

function ResetPassword() {
  const { t } = useTranslation(['account', 'errors']);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<EmailProblem | ErrorMessage | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const fields = useFieldFocus<'email'>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const userId = email.trim();
    const invalid = emailProblem(userId);
    if (invalid) {
      setProblem(invalid);
      setSent(false);
      fields.focus('email');
      return;
    }
    setProblem(null);
    setSent(false);
    setSending(true);
    const response = await resetPassword(userId);
    setSending(false);
    // The same text whatever the server answered about the account. Only a failure that says
    // nothing about accounts (no answer, a rate limit, a server error) is shown as such, since
    // then no mail can be on its way.
    if (response.status === 0 || response.status === 429 || response.status >= 500) {
      setProblem(errorMessage(response));
      fields.focus('email');
      return;
    }
    setSent(true);
  }

  return (
    <Card title={t('findPassword.resetTitle')} className={styles.part}>
      <p className={styles.text}>{t('findPassword.resetText')}</p>
      <form className={form.form} onSubmit={onSubmit} noValidate>
        <EmailField
          ref={fields.register('email')}
          label={t('findPassword.email')}
          name="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(null);
          }}
          error={problem ? (typeof problem === 'string' ? t(problem) : t(problem.key, problem.values)) : null}
          action={
            <Button type="submit" variant="secondary" block="phone" disabled={sending} aria-busy={sending}>
              {t('findPassword.reset')}
            </Button>
          }
        />
        <div role="status">
          {sent ? (
            <div className={form.success}>
              <p>{t('findPassword.resetSent')}</p>
              <p>{t('findPassword.afterReset')}</p>
            </div>
          ) : null}
        </div>
      </form>
      {sent ? (
        <ButtonLink block to={paths.login()}>
          {t('findPassword.login')}
        </ButtonLink>
      ) : null}
    </Card>
  );
}
