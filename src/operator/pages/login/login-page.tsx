// /operator/login: email, password and the authenticator's 6-digit code, or one of the recovery
// codes (a link switches the third field). A failure is said above the form, and what was typed
// stays; a session that ended (a 403, the idle limit) is said when the page opens.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OPERATOR_PASSWORD_MAX_LENGTH } from '../../../../contract/operator-rules';
import form from '../../../components/form/form.module.css';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Page, PageHeader } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { logIn } from '../../api/auth';
import { SignedOutFrame } from '../../console-layout';
import { setOperatorSession } from '../../operator-session';
import { safeOperatorNext } from '../../paths';
import styles from '../../operator-pages.module.css';

export default function OperatorLoginPage() {
  const { t } = useTranslation(['operator', 'errors']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ended = searchParams.get('ended') === '1';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setProblem(null);
    const response = await logIn({ email: email.trim(), password, code: code.replace(/\s+/g, '') });
    setSending(false);
    if (response.status === 200 && response.data) {
      const { token, operator, expiresAt, recoveryCodesLeft } = response.data;
      setOperatorSession({ token, operator, expiresAt });
      if (recovery) showToast(t('login.recoveryLeft', { count: recoveryCodesLeft }));
      navigate(safeOperatorNext(searchParams.get('next')), { replace: true });
      return;
    }
    const message = errorMessage(response);
    setProblem(t(message.key, message.values));
  }

  return (
    <SignedOutFrame>
      <Page width="narrow" className={styles.signIn}>
        <PageHeader title={t('login.title')} intro={t('login.lead')} />
        <div role="status">{ended && !problem && <p className={form.notice}>{t('login.ended')}</p>}</div>
        <form className={form.form} onSubmit={onSubmit} noValidate>
          <div role="alert">{problem && <p className={form.alert}>{problem}</p>}</div>
          <TextField
            label={t('login.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={OPERATOR_PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={recovery ? t('login.recoveryCode') : t('login.code')}
            hint={recovery ? t('login.recoveryHint') : t('login.codeHint')}
            name="code"
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={recovery ? 20 : 6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              setRecovery((value) => !value);
              setCode('');
            }}
          >
            {recovery ? t('login.useAuthenticator') : t('login.useRecovery')}
          </button>
          <Button type="submit" block disabled={sending} aria-busy={sending}>
            {t('login.submit')}
          </Button>
        </form>
      </Page>
    </SignedOutFrame>
  );
}
