import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../contract/users';
import { getUser } from '../../api/users';
import form from '../../components/form/form.module.css';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { StatGrid } from '../../components/ui/stat-grid';
import { useAuthStore } from '../../stores/auth-store';
import { useDeployment } from '../../stores/deployment-store';
import { LeaveSection } from './leave-section';
import { MailPreferencesCard } from './mail-preferences';
import { PasswordForm } from './password-form';
import { PhoneChangeForm, PhoneValue } from './phone-change';
import { useProfileRows } from './profile-rows';
import { SessionsCard } from './sessions-card';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; user: UserData }
  | { status: 'failed'; errorCode: string | null };

// My info (login required): the account (GET /api/users/{uuid}) with the phone change (issue 19:
// a number of the deployment's country, a code texted to it), the password change (spec §5 rules,
// the current password checked by the login call, PUT /api/users/{uuid}) and the mail preferences
// (issue 18).
export default function MypagePage() {
  const { t } = useTranslation(['account', 'common', 'errors']);
  const uuid = useAuthStore((state) => state.uuid);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { country } = useDeployment();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const phoneButton = useRef<HTMLButtonElement>(null);
  const closePhone = () => {
    setPhoneOpen(false);
    phoneButton.current?.focus();
  };

  const profile = useProfileRows(load.status === 'ready' ? load.user : null, (user) =>
    setLoad({ status: 'ready', user }),
  );

  useEffect(() => {
    // The route guard admits only a session; a session that ends meanwhile leaves the page.
    if (!uuid) return;
    let active = true;
    void getUser(uuid).then((response) => {
      if (!active) return;
      setLoad(
        response.status === 200 && response.data
          ? { status: 'ready', user: response.data }
          : { status: 'failed', errorCode: response.errorCode },
      );
    });
    return () => {
      active = false;
    };
  }, [uuid, attempt]);

  return (
    <Page width="narrow">
      <PageHeader title={t('common:pages.mypage')} />
      {load.status === 'loading' ? <PageState kind="loading" /> : null}
      {load.status === 'failed' ? (
        <PageState
          kind="error"
          title={t('mypage.loadFailed')}
          errorCode={load.errorCode}
          onRetry={() => {
            setLoad({ status: 'loading' });
            setAttempt((current) => current + 1);
          }}
        />
      ) : null}
      {load.status === 'ready' ? (
        <>
          {load.user.passwordChangeRequired ? (
            <section className={form.notice} aria-labelledby="must-change-title">
              <h2 id="must-change-title">{t('mypage.mustChangeTitle')}</h2>
              <p>{t('mypage.mustChangeText')}</p>
            </section>
          ) : null}
          <Card title={t('mypage.accountTitle')}>
            <StatGrid
              columns="2"
              plain
              stats={[
                ...profile.stats,
                {
                  key: 'phone',
                  label: t('mypage.phone'),
                  value: (
                    <PhoneValue
                      hpNumber={load.user.hpNumber}
                      country={country}
                      open={phoneOpen}
                      onToggle={() => (phoneOpen ? closePhone() : setPhoneOpen(true))}
                      formId="phone-change"
                      buttonRef={phoneButton}
                    />
                  ),
                },
              ]}
            />
            {phoneOpen ? (
              <PhoneChangeForm
                id="phone-change"
                current={load.user.hpNumber}
                country={country}
                onCancel={closePhone}
                onChanged={(hpNumber) => {
                  setLoad((current) =>
                    current.status === 'ready'
                      ? { status: 'ready', user: { ...current.user, hpNumber } }
                      : current,
                  );
                  closePhone();
                }}
              />
            ) : null}
            {profile.forms}
          </Card>
          <Card title={t('mypage.passwordTitle')}>
            <PasswordForm
              onChanged={() =>
                setLoad((current) =>
                  current.status === 'ready'
                    ? { status: 'ready', user: { ...current.user, passwordChangeRequired: false } }
                    : current,
                )
              }
            />
          </Card>
          <SessionsCard />
          <MailPreferencesCard />
          <LeaveSection />
        </>
      ) : null}
    </Page>
  );
}
