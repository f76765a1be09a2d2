// The withdraw page's body (issue 25): what shows once the briefing is there, the balance figures
// and then the form or why the creator cannot withdraw now. A chunk of its own, with the form's file
// field, upload, dates and the `entries` texts, so the route's first load carries only the frame
// (withdraw-page.tsx), which starts the requests while this downloads.
import { useTranslation } from 'react-i18next';
import type { Briefing, KeptAccount } from '../../../contract/assets';
import { Card } from '../../components/ui/card';
import { DateTime } from '../../components/ui/date-time';
import { StatGrid } from '../../components/ui/stat-grid';
import { currentLanguage } from '../../lib/i18n';
import { moneyIn, withdrawBlockedReason } from '../../lib/asset-format';
import { WithdrawForm } from './withdraw-form';

export interface WithdrawBodyProps {
  briefing: Briefing;
  /** The last request's account (issue 19), or null when the form asks for it. */
  kept: KeptAccount | null;
}

export default function WithdrawBody({ briefing, kept }: WithdrawBodyProps) {
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
