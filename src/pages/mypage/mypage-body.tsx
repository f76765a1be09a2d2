// My info's body (issue 25): everything shown once the account has loaded (the account's figures
// with the email, name and phone changes, the password change, the logins, the mail preferences
// and leaving the portal). A chunk of its own, so the page's frame paints and asks for the account
// while these forms, their dialogs and their texts download.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../contract/users';
import form from '../../components/form/form.module.css';
import { Card } from '../../components/ui/card';
import { StatGrid } from '../../components/ui/stat-grid';
import { useDeployment } from '../../stores/deployment-store';
import { LeaveSection } from './leave-section';
import { MailPreferencesCard } from './mail-preferences';
import { PasswordForm } from './password-form';
import { PhoneChangeForm, PhoneValue } from './phone-change';
import { useProfileRows } from './profile-rows';
import { SessionsCard } from './sessions-card';

export interface MypageBodyProps {
  /** The account as the server last answered it. */
  user: UserData;
  /** Puts the account a change answered (or a change of the shown one) in the page's state. */
  onUserChange: (change: (user: UserData) => UserData) => void;
}

export default function MypageBody({ user, onUserChange }: MypageBodyProps) {
  const { t } = useTranslation('account');
  const { country } = useDeployment();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const phoneButton = useRef<HTMLButtonElement>(null);
  const closePhone = () => {
    setPhoneOpen(false);
    phoneButton.current?.focus();
  };

  const profile = useProfileRows(user, (next) => onUserChange(() => next));

  return (
    <>
      {user.passwordChangeRequired ? (
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
                  hpNumber={user.hpNumber}
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
            current={user.hpNumber}
            country={country}
            onCancel={closePhone}
            onChanged={(hpNumber) => {
              onUserChange((current) => ({ ...current, hpNumber }));
              closePhone();
            }}
          />
        ) : null}
        {profile.forms}
      </Card>
      <Card title={t('mypage.passwordTitle')}>
        <PasswordForm
          onChanged={() => onUserChange((current) => ({ ...current, passwordChangeRequired: false }))}
        />
      </Card>
      <SessionsCard />
      <MailPreferencesCard />
      <LeaveSection />
    </>
  );
}
