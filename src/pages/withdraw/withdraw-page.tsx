import { useTranslation } from 'react-i18next';
import type { Briefing, KeptAccount } from '../../../contract/assets';
import { getBriefing, getPayoutDetails } from '../../api/assets';
import { Card } from '../../components/ui/card';
import { DateTime } from '../../components/ui/date-time';
import { Page, PageHeader } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { StatGrid } from '../../components/ui/stat-grid';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { moneyIn, withdrawBlockedReason } from '../../lib/asset-format';
import { WithdrawForm } from './withdraw-form';

// Withdrawal request (login required; spec §7 "Assets", §9, issue 10): the balance from the
// briefing, then the form, its preview (gross, tax, net, payout date) and the request. A creator
// who cannot withdraw now is told why instead of being shown the form. The last request's account
// (issue 19) is asked for beside the briefing; without an answer (a host that does not know the
// call, a failure) the form simply asks for the account.
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
        <WithdrawBody briefing={briefing.data} kept={kept} />
      )}
    </Page>
  );
}

function WithdrawBody({ briefing, kept }: { briefing: Briefing; kept: KeptAccount | null }) {
  const { t } = useTranslation('assets');
  const language = currentLanguage();
  const { currency } = briefing;
  const money = moneyIn(currency, language);
  const blocked = withdrawBlockedReason(briefing, currency);

  return (
    <>
      <StatGrid
        label={t('withdraw.figures')}
        stats={[
          {
            key: 'available',
            label: t('myAsset.briefing.available'),
            value: money(briefing.available),
            emphasis: true,
          },
          {
            key: 'minimum',
            label: t('withdraw.minimum'),
            value: money(briefing.minimumWithdrawal),
          },
          {
            key: 'payout',
            label: t('withdraw.payoutIfToday'),
            value: <DateTime date={briefing.expectedPayoutDate} />,
          },
        ]}
      />
      {blocked ? (
        <div role="alert">
          <Card title={t('withdraw.blockedTitle')}>
            <p>
              {t(`myAsset.blocked.${blocked}`, {
                minimum: money(briefing.minimumWithdrawal),
                available: money(briefing.available),
              })}
            </p>
          </Card>
        </div>
      ) : (
        <WithdrawForm briefing={briefing} kept={kept} />
      )}
    </>
  );
}
