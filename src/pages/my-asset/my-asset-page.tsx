import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Briefing } from '../../../contract/assets';
import { getBriefing } from '../../api/assets';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { businessFigureValues } from '../../lib/business-figures';
import { currentLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { useDeployment } from '../../stores/deployment-store';
import { withdrawBlockedReason } from '../../lib/asset-format';
import { EarningsChart } from './earnings-chart';
import styles from './my-asset-page.module.css';
import { UnwithdrawnEarnings } from './unwithdrawn-earnings';
import { WithdrawalList } from './withdrawal-list';

// My assets (login required; spec §7 "Assets", issue 10): the briefing (total earned, available,
// being withdrawn, paid out) with the withdraw button and why it is disabled, the earnings by month
// as a chart with its table, the earnings not yet withdrawn, and the withdrawal requests paged in
// the URL. Every amount is in the briefing's currency (the deployment's), whatever the language.
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
    <div className={styles.page}>
      <header>
        <PageTitle title={t('common:pages.myAsset')} />
        <p className={styles.intro}>{t('myAsset.intro')}</p>
      </header>
      <div role="status">{received && <p className={styles.received}>{t('withdraw.done')}</p>}</div>
      {briefing.status === 'loading' && <PageLoader />}
      {briefing.status === 'error' && (
        <LoadProblem
          title={t('myAsset.error')}
          errorCode={briefing.errorCode}
          retryLabel={t('myAsset.retry')}
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
    </div>
  );
}

function BriefingSummary({ briefing }: { briefing: Briefing }) {
  const { t } = useTranslation('assets');
  const language = currentLanguage();
  const deployment = useDeployment();
  const reasonId = useId();
  const { currency } = briefing;
  const money = (amount: number) => formatMoney(amount, currency, language);
  const blocked = withdrawBlockedReason(briefing, currency);
  const figures = businessFigureValues(language, { ...deployment, currency });
  const figuresList = [
    ['totalEarned', briefing.totalEarned],
    ['available', briefing.available],
    ['inWithdrawal', briefing.inWithdrawal],
    ['paidOut', briefing.paidOut],
  ] as const;

  return (
    <section className={styles.section} aria-labelledby="briefing-title">
      <h2 id="briefing-title" className={styles.sectionTitle}>
        {t('myAsset.briefing.title')}
      </h2>
      <dl className={styles.briefing}>
        {figuresList.map(([key, amount]) => (
          <div key={key} className={styles.figure} data-figure={key}>
            <dt>{t(`myAsset.briefing.${key}`)}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.withdrawRow}>
        {blocked ? (
          <>
            {/* A link cannot be disabled: a button that says so, with the reason read with it. */}
            <button type="button" className={styles.withdraw} disabled aria-describedby={reasonId}>
              {t('myAsset.withdraw')}
            </button>
            <p id={reasonId} className={styles.blocked}>
              {t(`myAsset.blocked.${blocked}`, {
                minimum: money(briefing.minimumWithdrawal),
                available: money(briefing.available),
              })}
            </p>
          </>
        ) : (
          <Link className={styles.withdraw} to={paths.withdraw}>
            {t('myAsset.withdraw')}
          </Link>
        )}
      </div>
      <p className={styles.muted}>
        {t('myAsset.briefing.rules', {
          minimum: money(briefing.minimumWithdrawal),
          payoutTime: figures.payoutTime,
          country: t(`myAsset.briefing.country_${deployment.country}`),
        })}
      </p>
    </section>
  );
}
