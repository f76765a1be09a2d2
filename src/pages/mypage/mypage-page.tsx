import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../contract/users';
import { getUser } from '../../api/users';
import { Page, PageHeader } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { pageBody } from '../../lib/page-body';
import { useAuthStore } from '../../stores/auth-store';

// The forms, dialogs and the mail preferences' texts come after the first paint (issue 25).
const MypageBody = pageBody(() => import('./mypage-body'), ['notifications']);

type Load =
  | { status: 'loading' }
  | { status: 'ready'; user: UserData }
  | { status: 'failed'; errorCode: string | null };

// My info (login required): the account (GET /api/users/{uuid}) with the phone change (issue 19:
// a number of the deployment's country, a code texted to it), the password change (spec §5 rules,
// the current password checked by the login call, PUT /api/users/{uuid}) and the mail preferences
// (issue 18). This frame asks for the account; what shows once it is there is ./mypage-body.
export default function MypagePage() {
  const { t } = useTranslation(['account', 'common', 'errors']);
  const uuid = useAuthStore((state) => state.uuid);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const changeUser = (change: (user: UserData) => UserData) =>
    setLoad((current) =>
      current.status === 'ready' ? { status: 'ready', user: change(current.user) } : current,
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
        <Suspense fallback={<PageState kind="loading" />}>
          <MypageBody user={load.user} onUserChange={changeUser} />
        </Suspense>
      ) : null}
    </Page>
  );
}
