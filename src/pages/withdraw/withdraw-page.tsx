import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getBriefing, getPayoutDetails } from '../../api/assets';
import { Page, PageHeader } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { pageBody } from '../../lib/page-body';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';

// Withdrawal request (login required; spec §7 "Assets", §9, issue 10): the balance from the
// briefing, then the form, its preview (gross, tax, net, payout date) and the request. A creator
// who cannot withdraw now is told why instead of being shown the form. The last request's account
// (issue 19) is asked for beside the briefing; without an answer (a host that does not know the
// call, a failure) the form simply asks for the account.
//
// This is the page's frame (issue 25): the heading, the states and the two requests. The body (the
// figures and the form, with the file field, the dates and the `entries` texts) is a chunk of its
// own that starts downloading when this module runs, alongside the requests.
const WithdrawBody = pageBody(() => import('./withdraw-body'), ['entries']);

export default function WithdrawPage() {
  const { t } = useTranslation(['assets', 'common']);
  const briefing = useEnvelope('withdraw:briefing', (signal) => getBriefing('individual', signal));
  const details = useEnvelope('withdraw:payout-details', (signal) => getPayoutDetails(signal));
  const kept = details.status === 'ready' ? details.data.account : null;

  return (
    <Page width="narrow">
      <PageHeader
        title={t('common:pages.withdraw')}
        intro={t('withdraw.intro')}
        back={{ to: paths.myAsset, label: t('withdraw.toMyAsset') }}
      />
      {(briefing.status === 'loading' || (briefing.status === 'ready' && details.status === 'loading')) && (
        <PageState kind="loading" />
      )}
      {briefing.status === 'error' && (
        <PageState
          kind="error"
          title={t('withdraw.error')}
          errorCode={briefing.errorCode}
          onRetry={briefing.retry}
        />
      )}
      {briefing.status === 'ready' && details.status !== 'loading' && (
        <Suspense fallback={<PageState kind="loading" />}>
          <WithdrawBody briefing={briefing.data} kept={kept} />
        </Suspense>
      )}
    </Page>
  );
}
