import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getBriefing } from '../../api/assets';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { currentLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { withdrawBlockedReason } from '../../lib/asset-format';
import { WithdrawForm } from './withdraw-form';
import styles from './withdraw-page.module.css';

// Withdrawal request (login required; spec §7 "Assets", §9, issue 10): the balance from the
// briefing, then the form, its preview (gross, tax, net, payout date) and the request. A creator
// who cannot withdraw now is told why instead of being shown the form.
export default function WithdrawPage() {
  const { t } = useTranslation(['assets', 'common']);
  const language = currentLanguage();
  const briefing = useEnvelope('withdraw:briefing', (signal) => getBriefing('individual', signal));

  let body;
  if (briefing.status === 'loading') body = <PageLoader />;
  else if (briefing.status === 'error') {
    body = (
      <LoadProblem
        title={t('withdraw.error')}
        errorCode={briefing.errorCode}
        retryLabel={t('withdraw.retry')}
        onRetry={briefing.retry}
      />
    );
  } else {
    const data = briefing.data;
    const money = (amount: number) => formatMoney(amount, data.currency, language);
    const blocked = withdrawBlockedReason(data, data.currency);
    body = (
      <>
        <p className={styles.available}>{t('withdraw.available', { amount: money(data.available) })}</p>
        {blocked ? (
          <div role="alert" className={styles.blocked}>
            <h2>{t('withdraw.blockedTitle')}</h2>
            <p>
              {t(`myAsset.blocked.${blocked}`, {
                minimum: money(data.minimumWithdrawal),
                available: money(data.available),
              })}
            </p>
            <Link to={paths.myAsset}>{t('withdraw.toMyAsset')}</Link>
          </div>
        ) : (
          <WithdrawForm briefing={data} />
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header>
        <PageTitle title={t('common:pages.withdraw')} />
        <p className={styles.intro}>{t('withdraw.intro')}</p>
      </header>
      {body}
    </div>
  );
}
