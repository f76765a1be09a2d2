import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../contract/users';
import { getUser } from '../../api/users';
import form from '../../components/form/form.module.css';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { errorMessageKey, type ErrorMessageKey } from '../../lib/error-messages';
import { formatHpNumber } from '../../lib/phone';
import { useAuthStore } from '../../stores/auth-store';
import styles from './mypage-page.module.css';
import { PasswordForm } from './password-form';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; user: UserData }
  | { status: 'failed'; message: ErrorMessageKey };

// My info (login required): the account (GET /api/users/{uuid}) and the password change
// (spec §5 rules, the current password checked by the login call, PUT /api/users/{uuid}).
export default function MypagePage() {
  const { t } = useTranslation(['account', 'common', 'errors']);
  const uuid = useAuthStore((state) => state.uuid);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The route guard admits only a session; a session that ends meanwhile leaves the page.
    if (!uuid) return;
    let active = true;
    void getUser(uuid).then((response) => {
      if (!active) return;
      setLoad(
        response.status === 200 && response.data
          ? { status: 'ready', user: response.data }
          : { status: 'failed', message: errorMessageKey(response.errorCode) },
      );
    });
    return () => {
      active = false;
    };
  }, [uuid, attempt]);

  return (
    <div className={styles.page}>
      <PageTitle title={t('common:pages.mypage')} />
      {load.status === 'loading' ? <PageLoader /> : null}
      {load.status === 'failed' ? (
        <div role="alert" className={`${form.alert} ${styles.failed}`}>
          <p>{t('mypage.loadFailed')}</p>
          <p>{t(load.message)}</p>
          <button
            type="button"
            className={form.secondary}
            onClick={() => {
              setLoad({ status: 'loading' });
              setAttempt((current) => current + 1);
            }}
          >
            {t('mypage.retry')}
          </button>
        </div>
      ) : null}
      {load.status === 'ready' ? (
        <>
          {load.user.passwordChangeRequired ? (
            <section className={form.notice} aria-labelledby="must-change-title">
              <h2 id="must-change-title">{t('mypage.mustChangeTitle')}</h2>
              <p>{t('mypage.mustChangeText')}</p>
            </section>
          ) : null}
          <section className={styles.card} aria-labelledby="account-title">
            <h2 id="account-title" className={styles.cardTitle}>
              {t('mypage.accountTitle')}
            </h2>
            <dl className={styles.details}>
              <dt>{t('mypage.email')}</dt>
              <dd>{load.user.userId}</dd>
              <dt>{t('mypage.name')}</dt>
              <dd>{load.user.userName}</dd>
              <dt>{t('mypage.phone')}</dt>
              <dd>{load.user.hpNumber ? formatHpNumber(load.user.hpNumber) : t('mypage.noPhone')}</dd>
            </dl>
          </section>
          <section className={styles.card} aria-labelledby="password-title">
            <h2 id="password-title" className={styles.cardTitle}>
              {t('mypage.passwordTitle')}
            </h2>
            <PasswordForm
              onChanged={() =>
                setLoad((current) =>
                  current.status === 'ready'
                    ? { status: 'ready', user: { ...current.user, passwordChangeRequired: false } }
                    : current,
                )
              }
            />
          </section>
        </>
      ) : null}
    </div>
  );
}
