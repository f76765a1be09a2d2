import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Envelope } from '../../../contract/envelope';
import { ErrorCode } from '../../../contract/error-codes';
import type { EmailAuthData } from '../../../contract/users';
import { verifyEmail } from '../../api/users';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { errorMessageKey, type ErrorMessageKey } from '../../lib/error-messages';
import { paths } from '../../lib/paths';
import styles from './email-auth-page.module.css';
import { ResendForm } from './resend-form';

type Outcome =
  | { kind: 'success' | 'invalid' | 'expired' | 'alreadyVerified' }
  | { kind: 'failed'; message: ErrorMessageKey };

// One request per code, shared by React's strict-mode double effect (and by a quick remount):
// a verification link is single use, so a second request would answer "already verified".
const pendingVerifications = new Map<string, Promise<Envelope<EmailAuthData>>>();

function verifyOnce(code: string): Promise<Envelope<EmailAuthData>> {
  let pending = pendingVerifications.get(code);
  if (!pending) {
    pending = verifyEmail(code).finally(() => pendingVerifications.delete(code));
    pendingVerifications.set(code, pending);
  }
  return pending;
}

function outcomeOf(response: Envelope<EmailAuthData>): Outcome {
  if (response.status === 200 && response.data) return { kind: 'success' };
  switch (response.errorCode) {
    case ErrorCode.EmailAuthInvalid:
      return { kind: 'invalid' };
    case ErrorCode.EmailAuthExpired:
      return { kind: 'expired' };
    case ErrorCode.EmailAuthAlreadyVerified:
      return { kind: 'alreadyVerified' };
    default:
      return { kind: 'failed', message: errorMessageKey(response.errorCode) };
  }
}

// Email verification: /email-auth/{authcode} verifies the link; /email-auth?email= and
// /signup/{type} (any type but agreement and form) ask the user to check their mailbox (spec §2, §8).
export default function EmailAuthPage() {
  const { t } = useTranslation(['account', 'common']);
  const { authcode } = useParams();
  const [searchParams] = useSearchParams();

  return (
    <Page width="narrow">
      <PageHeader title={t('common:pages.emailAuth')} />
      {authcode ? (
        <Verification key={authcode} code={authcode} />
      ) : (
        <Mailbox email={searchParams.get('email')?.trim() ?? ''} />
      )}
    </Page>
  );
}

function Verification({ code }: { code: string }) {
  const { t } = useTranslation(['account', 'errors']);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    void verifyOnce(code).then((response) => {
      if (active) setOutcome(outcomeOf(response));
    });
    return () => {
      active = false;
    };
  }, [code, attempt]);

  const loginLink = (
    <ButtonLink block="phone" to={paths.login()}>
      {t('emailAuth.login')}
    </ButtonLink>
  );

  let content;
  switch (outcome?.kind) {
    case undefined:
      content = <PageState kind="loading" compact label={t('emailAuth.verifying')} />;
      break;
    case 'success':
      content = (
        <Result title={t('emailAuth.successTitle')} text={t('emailAuth.successText')} tone="success">
          {loginLink}
        </Result>
      );
      break;
    case 'alreadyVerified':
      content = (
        <Result title={t('emailAuth.alreadyTitle')} text={t('emailAuth.alreadyText')} tone="success">
          {loginLink}
        </Result>
      );
      break;
    case 'invalid':
      content = (
        <Result title={t('emailAuth.invalidTitle')} text={t('emailAuth.invalidText')} tone="problem">
          {loginLink}
        </Result>
      );
      break;
    case 'expired':
      content = (
        <Result title={t('emailAuth.expiredTitle')} text={t('emailAuth.expiredText')} tone="problem">
          <ResendForm initialEmail="" />
        </Result>
      );
      break;
    case 'failed':
      content = (
        <Result title={t('emailAuth.failedTitle')} text={t(outcome.message)} tone="problem">
          <Button
            variant="secondary"
            block="phone"
            onClick={() => {
              setOutcome(null);
              setAttempt((current) => current + 1);
            }}
          >
            {t('emailAuth.retry')}
          </Button>
        </Result>
      );
      break;
  }
  // The outcome replaces the "verifying" line in a live region, so it is announced.
  return <div aria-live="polite">{content}</div>;
}

function Result({
  title,
  text,
  tone,
  children,
}: {
  title: string;
  text: string;
  tone: 'success' | 'problem';
  children: ReactNode;
}) {
  return (
    <Card title={title} className={`${styles.result} ${styles[tone]}`}>
      <p>{text}</p>
      {children}
    </Card>
  );
}

function Mailbox({ email }: { email: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <Card title={t('emailAuth.mailboxTitle')} className={`${styles.result} ${styles.success}`}>
        <p>{email ? t('emailAuth.mailboxText', { email }) : t('emailAuth.mailboxTextNoEmail')}</p>
        <p className={styles.hint}>{t('emailAuth.mailboxHint')}</p>
      </Card>
      <Card title={t('emailAuth.resendTitle')}>
        <ResendForm initialEmail={email} />
      </Card>
    </>
  );
}
