// /operator/setup/:code, the new operator's one-time link: who it is for and the authenticator's
// secret (QR code and Base32), then a password and the first code; then the ten recovery codes,
// shown this once, to copy or download before going to the login.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorCode } from '../../../../contract/error-codes';
import type { SetupInfo } from '../../../../contract/operator';
import {
  OPERATOR_PASSWORD_MAX_LENGTH,
  OPERATOR_PASSWORD_MIN_LENGTH,
} from '../../../../contract/operator-rules';
import form from '../../../components/form/form.module.css';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import button from '../../../components/ui/button.module.css';
import { Card } from '../../../components/ui/card';
import { DateTime } from '../../../components/ui/date-time';
import { Page, PageHeader } from '../../../components/ui/page';
import { PageState } from '../../../components/ui/page-state';
import { errorMessage, errorMessageKey } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { useEnvelope } from '../../../lib/use-envelope';
import { completeSetup, getSetupInfo } from '../../api/auth';
import { SignedOutFrame } from '../../console-layout';
import { copyText, textFileHref } from '../../copy-text';
import { operatorPaths } from '../../paths';
import styles from '../../operator-pages.module.css';

export default function OperatorSetupPage() {
  const { t } = useTranslation(['operator', 'errors']);
  const { code = '' } = useParams();
  const info = useEnvelope(`setup:${code}`, (signal) => getSetupInfo(code, signal));
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  let content;
  if (recoveryCodes) content = <RecoveryCodes codes={recoveryCodes} />;
  else if (info.status === 'loading') content = <PageState kind="loading" />;
  else if (info.status === 'error') {
    const gone =
      info.errorCode === ErrorCode.OperatorSetupInvalid || info.errorCode === ErrorCode.OperatorSetupExpired;
    content = gone ? (
      <PageState kind="notFound" title={t('setup.goneTitle')} text={t(errorMessageKey(info.errorCode))} />
    ) : (
      <PageState kind="error" title={t('setup.loadError')} errorCode={info.errorCode} onRetry={info.retry} />
    );
  } else content = <SetupForm code={code} info={info.data} onDone={setRecoveryCodes} />;

  return (
    <SignedOutFrame>
      <Page width="narrow" className={styles.signIn}>
        <PageHeader title={t('setup.title')} intro={recoveryCodes ? undefined : t('setup.lead')} />
        {content}
      </Page>
    </SignedOutFrame>
  );
}

function SetupForm({ code, info, onDone }: { code: string; info: SetupInfo; onDone(codes: string[]): void }) {
  const { t } = useTranslation(['operator', 'errors']);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [totp, setTotp] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);

  const passwordError =
    password.length < OPERATOR_PASSWORD_MIN_LENGTH || password.length > OPERATOR_PASSWORD_MAX_LENGTH
      ? t('setup.passwordRule', { min: OPERATOR_PASSWORD_MIN_LENGTH, max: OPERATOR_PASSWORD_MAX_LENGTH })
      : null;
  const againError = again !== password ? t('setup.passwordMismatch') : null;
  const codeError = /^\d{6}$/.test(totp.trim()) ? null : t('setup.codeRule');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (sending || passwordError || againError || codeError) return;
    setSending(true);
    setProblem(null);
    const response = await completeSetup(code, { password, code: totp.trim() });
    setSending(false);
    if (response.status >= 200 && response.status < 300 && response.data) {
      onDone(response.data.recoveryCodes);
      return;
    }
    const message = errorMessage(response);
    setProblem(t(message.key, message.values));
  }

  const qrSource = `data:image/svg+xml;utf8,${encodeURIComponent(info.qrSvg)}`;
  return (
    <div className={styles.stack}>
      <Card title={t('setup.account')}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('setup.name')}</dt>
            <dd>{info.name}</dd>
          </div>
          <div>
            <dt>{t('setup.email')}</dt>
            <dd>{info.email}</dd>
          </div>
          <div>
            <dt>{t('setup.role')}</dt>
            <dd>{t(`roles.${info.role}`)}</dd>
          </div>
          <div>
            <dt>{t('setup.expires')}</dt>
            <dd>
              <DateTime iso={info.expiresAt} />
            </dd>
          </div>
        </dl>
      </Card>
      <Card title={t('setup.authenticator')}>
        <p>{t('setup.scan')}</p>
        <img className={styles.qr} src={qrSource} alt={t('setup.qrAlt')} width={200} height={200} />
        <p className={styles.muted}>{t('setup.typeSecret')}</p>
        <code className={styles.secret}>{info.secret}</code>
      </Card>
      <form className={form.form} onSubmit={onSubmit} noValidate>
        <div role="alert">{problem && <p className={form.alert}>{problem}</p>}</div>
        <TextField
          label={t('setup.password')}
          hint={t('setup.passwordRule', {
            min: OPERATOR_PASSWORD_MIN_LENGTH,
            max: OPERATOR_PASSWORD_MAX_LENGTH,
          })}
          type="password"
          autoComplete="new-password"
          maxLength={OPERATOR_PASSWORD_MAX_LENGTH}
          value={password}
          error={checked ? passwordError : null}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t('setup.passwordAgain')}
          type="password"
          autoComplete="new-password"
          maxLength={OPERATOR_PASSWORD_MAX_LENGTH}
          value={again}
          error={checked ? againError : null}
          onChange={(event) => setAgain(event.target.value)}
        />
        <TextField
          label={t('setup.code')}
          hint={t('setup.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={totp}
          error={checked ? codeError : null}
          onChange={(event) => setTotp(event.target.value)}
        />
        <Button type="submit" block disabled={sending} aria-busy={sending}>
          {t('setup.submit')}
        </Button>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const text = codes.join('\n');
  return (
    <Card title={t('setup.recoveryTitle')}>
      <p>{t('setup.recoveryLead')}</p>
      <ol className={styles.codes} aria-label={t('setup.recoveryTitle')}>
        {codes.map((recoveryCode) => (
          <li key={recoveryCode}>
            <code>{recoveryCode}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() =>
            void copyText(text).then((copied) => showToast(copied ? t('copied') : t('copyFailed')))
          }
        >
          {t('setup.copyCodes')}
        </Button>
        <a
          className={button.button}
          data-variant="secondary"
          data-size="md"
          href={textFileHref(`${text}\n`)}
          download="operator-recovery-codes.txt"
        >
          {t('setup.downloadCodes')}
        </a>
        <Button onClick={() => navigate(operatorPaths.login(), { replace: true })}>{t('setup.saved')}</Button>
      </div>
    </Card>
  );
}
