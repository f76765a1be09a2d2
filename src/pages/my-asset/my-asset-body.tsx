// The my-asset page's body (issue 25): what shows once the briefing is there, the summary with the
// withdraw button, the earnings chart, the earnings not yet withdrawn and the withdrawal requests.
// A chunk of its own, with its tables, chart and dates, so the route's first load carries only the
// frame (my-asset-page.tsx), which starts the briefing request while this downloads.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Briefing } from '../../../contract/assets';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { StatGrid } from '../../components/ui/stat-grid';
import { businessFigureValues } from '../../lib/business-figures';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useDeployment } from '../../stores/deployment-store';
import { moneyIn, withdrawBlockedReason } from '../../lib/asset-format';
import { EarningsChart } from './earnings-chart';
import styles from './my-asset-page.module.css';
import { UnwithdrawnEarnings } from './unwithdrawn-earnings';
import { WithdrawalList } from './withdrawal-list';
import text from '../../components/ui/text.module.css';
import layout from '../../components/ui/layout.module.css';

export interface MyAssetBodyProps {
  briefing: Briefing;
  /** Bumped by a retry of the briefing, so the lists below reload with it. */
  reloadKey: number;
}

export default function MyAssetBody({ briefing, reloadKey }: MyAssetBodyProps) {
  return (
    <>
      <BriefingSummary briefing={briefing} />
      <EarningsChart months={briefing.monthlyEarnings} currency={briefing.currency} />
      <UnwithdrawnEarnings currency={briefing.currency} reloadKey={reloadKey} />
      <WithdrawalList currency={briefing.currency} reloadKey={reloadKey} />
    </>
  );
}

function BriefingSummary({ briefing }: { briefing: Briefing }) {
  const { t } = useTranslation('assets');
  const language = currentLanguage();
  const deployment = useDeployment();
  const reasonId = useId();
  const { currency } = briefing;
  const money = moneyIn(currency, language);
  const blocked = withdrawBlockedReason(briefing, currency);
  const figures = businessFigureValues(language, { ...deployment, currency });
  const stat = (key: 'totalEarned' | 'available' | 'inWithdrawal' | 'paidOut', amount: number) => ({
    key,
    label: t(`myAsset.briefing.${key}`),
    value: money(amount),
    emphasis: key === 'available',
  });

  return (
    <Card title={t('myAsset.briefing.title')}>
      <div className={styles.briefing}>
        {/* What can be withdrawn, on its own line and beside the button that withdraws it. */}
        <StatGrid stats={[stat('available', briefing.available)]} />
        <div className={`${layout.cluster} ${styles.withdrawRow}`}>
          {blocked ? (
            <>
              {/* A link cannot be disabled: a button that says so, with the reason read with it. */}
              <Button disabled aria-describedby={reasonId}>
                {t('myAsset.withdraw')}
              </Button>
              <p id={reasonId} className={styles.blocked}>
                {t(`myAsset.blocked.${blocked}`, {
                  minimum: money(briefing.minimumWithdrawal),
                  available: money(briefing.available),
                })}
              </p>
            </>
          ) : (
            <ButtonLink to={paths.withdraw}>{t('myAsset.withdraw')}</ButtonLink>
          )}
        </div>
        <StatGrid
          stats={[
            stat('totalEarned', briefing.totalEarned),
            stat('inWithdrawal', briefing.inWithdrawal),
            stat('paidOut', briefing.paidOut),
          ]}
        />
        <p className={text.muted}>
          {t('myAsset.briefing.rules', {
            minimum: money(briefing.minimumWithdrawal),
            payoutTime: figures.payoutTime,
            country: t(`myAsset.briefing.country_${deployment.country}`),
          })}
        </p>
      </div>
    </Card>
  );
}
