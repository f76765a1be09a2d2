import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Envelope } from '../../../contract/envelope';
import { ErrorCode } from '../../../contract/error-codes';
import type { EmailChangeData } from '../../../contract/users';
import { confirmEmailChange } from '../../api/users';
import form from '../../components/form/form.module.css';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { errorMessageKey, type ErrorMessageKey } from '../../lib/error-messages';
import { paths } from '../../lib/paths';
import { updateSessionProfile, useAuthStore } from '../../stores/auth-store';
import styles from './email-change-page.module.css';

type Outcome =
  | { kind: 'changed'; email: string; signedIn: boolean }
  | { kind: 'invalid' | 'expired' | 'taken' }
  | { kind: 'failed'; message: ErrorMessageKey };

// One request per code, shared by React's strict-mode double effect (and a quick remount): the link
// is single use, so a second request would answer "not valid".
const pending = new Map<string, Promise<Envelope<EmailChangeData>>>();

function confirmOnce(code: string): Promise<Envelope<EmailChangeData>> {
  let request = pending.get(code);
  if (!request) {
    request = confirmEmailChange(code).finally(() => pending.delete(code));
    pending.set(code, request);
  }
  return request;
}

function outcomeOf(response: Envelope<EmailChangeData>): Outcome {
  if (response.status === 200 && response.data) {
    const { userId, uuid } = response.data;
    // The same account signed in here: the header and My info show the new login email at once.
    const signedIn = useAuthStore.getState().uuid === uuid && useAuthStore.getState().token !== null;
    if (signedIn) updateSessionProfile({ uid: userId });
    return { kind: 'changed', email: userId, signedIn };
  }
  switch (response.errorCode) {
    case ErrorCode.EmailChangeInvalid:
      return { kind: 'invalid' };
    case ErrorCode.EmailChangeExpired:
      return { kind: 'expired' };
    case ErrorCode.DuplicateUserId:
      return { kind: 'taken' };
    default:
      return { kind: 'failed', message: errorMessageKey(response.errorCode) };
  }
}

// The email change's mailed link (issue 19): /email-change/{code} makes the new address the login
// email. Public, because the mail may be opened in another browser; a visitor who is not signed in
// as that account is told to log in with the new address.
export default function EmailChangePage() {
  const { t } = useTranslation(['account', 'common']);
  const { code = '' } = useParams();
  return (
    <Page width="narrow">
      <PageHeader title={t('common:pages.emailChange')} />
      <Confirmation key={code} code={code} />
    </Page>
  );
}

function Confirmation({ code }: { code: string }) {
  const { t } = useTranslation(['account', 'errors']);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    void confirmOnce(code).then((response) => {
      if (active) setOutcome(outcomeOf(response));
    });
    return () => {
      active = false;
    };
  }, [code, attempt]);

  const myInfo = (
    <ButtonLink block="phone" to={paths.mypage}>
      {t('emailChange.myInfo')}
    </ButtonLink>
  );

  let content;
  switch (outcome?.kind) {
    case undefined:
      content = <PageState kind="loading" compact label={t('emailChange.changing')} />;
      break;
    case 'changed':
      content = (
        <Result
          title={t('emailChange.successTitle')}
          text={t(outcome.signedIn ? 'emailChange.successSignedIn' : 'emailChange.successText', {
            email: outcome.email,
          })}
          tone="success"
        >
          {outcome.signedIn ? (
            myInfo
          ) : (
            <ButtonLink block="phone" to={paths.login(paths.mypage)}>
              {t('emailChange.login')}
            </ButtonLink>
          )}
        </Result>
      );
      break;
    case 'invalid':
    case 'expired':
    case 'taken':
      content = (
        <Result
          title={t(`emailChange.${outcome.kind}Title`)}
          text={t(`emailChange.${outcome.kind}Text`)}
          tone="problem"
        >
          {myInfo}
        </Result>
      );
      break;
    case 'failed':
      content = (
        <Result title={t('emailChange.failedTitle')} text={t(outcome.message)} tone="problem">
          <Button
            variant="secondary"
            block="phone"
            onClick={() => {
              setOutcome(null);
              setAttempt((current) => current + 1);
            }}
          >
            {t('emailChange.retry')}
          </Button>
        </Result>
      );
      break;
  }
  // The outcome replaces the "changing" line in a live region, so it is announced.
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
    <Card title={title}>
      <div className={styles.result}>
        {/* The card's title says how it went; the box repeats it in colour for a glance. */}
        <p className={tone === 'success' ? form.success : form.alert}>{text}</p>
        {children}
      </div>
    </Card>
  );
}
