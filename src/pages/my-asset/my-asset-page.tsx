import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Briefing } from '../../../contract/assets';
import { getBriefing } from '../../api/assets';
import form from '../../components/form/form.module.css';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { PageState } from '../../components/ui/page-state';
import { StatGrid } from '../../components/ui/stat-grid';
import { businessFigureValues } from '../../lib/business-figures';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { useDeployment } from '../../stores/deployment-store';
import { moneyIn, withdrawBlockedReason } from '../../lib/asset-format';
import { EarningsChart } from './earnings-chart';
import { StatementButton } from './statement-button';
import styles from './my-asset-page.module.css';
import { UnwithdrawnEarnings } from './unwithdrawn-earnings';
import { WithdrawalList } from './withdrawal-list';
import text from '../../components/ui/text.module.css';
import layout from '../../components/ui/layout.module.css';

// My assets (login required; spec §7 "Assets", issue 10): the briefing (total earned, available,
// being withdrawn, paid out) with the withdraw button and why it is disabled, the earnings by month
// as a chart with its table, the earnings not yet withdrawn, and the withdrawal requests paged in
// the URL, and the earnings statement as a CSV download (issue 18). Every amount is in the
// briefing's currency (the deployment's), whatever the language.
export default function MyAssetPage() {
  const { t } = useTranslation(['assets', 'common']);
  // A retry of the briefing reloads the lists below with it.
  const [reloadKey, setReloadKey] = useState(0);
  const briefing = useEnvelope(`briefing#${reloadKey}`, (signal) => getBriefing('individual', signal));
  // Arriving from the withdraw form after a request was received.
  const received = Boolean(
    (useLocation().state as { withdrawalReceived?: string } | null)?.withdrawalReceived,
  );

  return (
    <Page>
      <PageHeader
        title={t('common:pages.myAsset')}
        intro={t('myAsset.intro')}
        actions={<StatementButton />}
      />
      <div role="status">{received && <p className={form.success}>{t('withdraw.done')}</p>}</div>
      {briefing.status === 'loading' && <PageState kind="loading" />}
      {briefing.status === 'error' && (
        <PageState
          kind="error"
          title={t('myAsset.error')}
          errorCode={briefing.errorCode}
          onRetry={() => setReloadKey((key) => key + 1)}
        />
      )}
      {briefing.status === 'ready' && (
        <>
          <BriefingSummary briefing={briefing.data} />
          <EarningsChart months={briefing.data.monthlyEarnings} currency={briefing.data.currency} />
          <UnwithdrawnEarnings currency={briefing.data.currency} reloadKey={reloadKey} />
          <WithdrawalList currency={briefing.data.currency} reloadKey={reloadKey} />
        </>
      )}
    </Page>
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
