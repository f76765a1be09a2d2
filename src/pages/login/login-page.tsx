import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import { login } from '../../api/users';
import form from '../../components/form/form.module.css';
import { TextField } from '../../components/form/text-field';
import { Button, ButtonLink } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Page, PageHeader } from '../../components/ui/page';
import { showAlert } from '../../lib/alert';
import { env } from '../../lib/env';
import { errorMessage, errorMessageKey, hasRetryAfter } from '../../lib/error-messages';
import { paths, safeRedirect } from '../../lib/paths';
import { forgetSavedEmail, getSavedEmail, saveEmail } from '../../lib/saved-email';
import { clearSession, setSession } from '../../stores/auth-store';
import styles from './login-page.module.css';

// Login (spec §2 "Login screen", §8). No client validation (spec §5): the server answers.
export default function LoginPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(() => getSavedEmail() ?? '');
  const [password, setPassword] = useState('');
  const [rememberEmail, setRememberEmail] = useState(() => getSavedEmail() !== null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const response = await login({ userId: email, password });
    setSending(false);

    if (response.status === 200 && response.data) {
      const { userId, uuid, userName, jwt, passwordChangeRequired } = response.data;
      setSession({ uid: userId, uuid, name: userName, token: jwt });
      if (rememberEmail) saveEmail(email);
      // A mailed temporary password: my page asks for a new one before anything else.
      const target = passwordChangeRequired ? paths.mypage : safeRedirect(searchParams.get('redirect'));
      navigate(target, { replace: true });
      return;
    }
    switch (response.errorCode) {
      case ErrorCode.EmailNotVerified:
        navigate(paths.emailAuth(email));
        return;
      case ErrorCode.WrongPassword:
      case ErrorCode.AccountBlocked:
        void showAlert(t(errorMessageKey(response.errorCode)));
        return;
      default: {
        // Unknown account, server or network failure: one message (spec §8). A rate limit or a
        // busy server that said when to try again says so instead: the default text would send the
        // user to retype a password that was right. What was typed stays in the fields.
        const message = hasRetryAfter(response) ? errorMessage(response) : null;
        void showAlert(message ? t(message.key, message.values) : t('auth:login.failed'));
        clearSession();
      }
    }
  }

  return (
    <Page width="narrow">
      <PageHeader title={t('auth:login.title')} intro={t('auth:login.lead')} />
      <form className={form.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth:login.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('auth:login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Checkbox
          className={styles.remember}
          label={t('auth:login.saveEmail')}
          checked={rememberEmail}
          onChange={(event) => {
            setRememberEmail(event.target.checked);
            if (!event.target.checked) forgetSavedEmail();
          }}
        />
        <Button type="submit" block disabled={sending} aria-busy={sending}>
          {t('auth:login.submit')}
        </Button>
      </form>
      <ul className={styles.links}>
        <li>
          <ButtonLink variant="ghost" to={paths.signupAgreement}>
            {t('auth:login.signup')}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink variant="ghost" to={paths.findPassword}>
            {t('auth:login.findPassword')}
          </ButtonLink>
        </li>
      </ul>
      <p className={styles.support}>{t('auth:login.support', { phone: env.supportPhone })}</p>
    </Page>
  );
}
