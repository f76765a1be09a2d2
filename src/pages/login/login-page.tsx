import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import { login } from '../../api/users';
import { PageTitle } from '../../components/page-title';
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
  const emailId = useId();
  const passwordId = useId();
  const rememberId = useId();

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
    <div className={styles.login}>
      <div className={styles.heading}>
        <PageTitle title={t('auth:login.title')} />
        <p className={styles.lead}>{t('auth:login.lead')}</p>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={emailId}>{t('auth:login.email')}</label>
          <input
            id={emailId}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={passwordId}>{t('auth:login.password')}</label>
          <input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div className={styles.checkbox}>
          <input
            id={rememberId}
            type="checkbox"
            checked={rememberEmail}
            onChange={(event) => {
              setRememberEmail(event.target.checked);
              if (!event.target.checked) forgetSavedEmail();
            }}
          />
          <label htmlFor={rememberId}>{t('auth:login.saveEmail')}</label>
        </div>
        <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
          {t('auth:login.submit')}
        </button>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to={paths.signupAgreement}>{t('auth:login.signup')}</Link>
        </li>
        <li>
          <Link to={paths.findPassword}>{t('auth:login.findPassword')}</Link>
        </li>
      </ul>
      <p className={styles.support}>{t('auth:login.support', { phone: env.supportPhone })}</p>
    </div>
  );
}
