import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../contract/money-rules';
import { getUnwithdrawnEarnings } from '../../api/assets';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { PageLoader } from '../../components/page-loader';
import { formatDate, formatUtcDateHour, fromIsoTimestamp } from '../../lib/date';
import { currentLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { useEnvelope } from '../../lib/use-envelope';
import styles from './my-asset-page.module.css';

/** The earnings not yet withdrawn, oldest first; the group period in the browser's time zone. */
export function UnwithdrawnEarnings({ currency, reloadKey }: { currency: Currency; reloadKey: number }) {
  const { t } = useTranslation('assets');
  const language = currentLanguage();
  const list = useEnvelope(`unwithdrawn#${reloadKey}`, (signal) => getUnwithdrawnEarnings(signal));
  const money = (amount: number) => formatMoney(amount, currency, language);

  return (
    <section className={styles.section} aria-labelledby="unwithdrawn-title">
      <h2 id="unwithdrawn-title" className={styles.sectionTitle}>
        {t('myAsset.earnings.title')}
      </h2>
      <p className={styles.muted}>{t('myAsset.earnings.intro')}</p>
      {list.status === 'loading' && <PageLoader />}
      {list.status === 'error' && (
        <LoadProblem
          title={t('myAsset.earnings.error')}
          errorCode={list.errorCode}
          retryLabel={t('myAsset.retry')}
          onRetry={list.retry}
        />
      )}
      {list.status === 'ready' &&
        (list.data.lists.length === 0 ? (
          <p className={styles.empty}>{t('myAsset.earnings.empty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('myAsset.earnings.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('myAsset.earnings.topic')}</th>
                  <th scope="col">{t('myAsset.earnings.period')}</th>
                  <th scope="col">{t('myAsset.earnings.rank')}</th>
                  <th scope="col" className={styles.number}>
                    {t('myAsset.earnings.amount')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('myAsset.earnings.remaining')}
                  </th>
                  <th scope="col">{t('myAsset.earnings.date')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.lists.map((earning) => (
                  <tr key={earning.groupSubmissionUuid}>
                    <td>
                      <span className={styles.strong}>{earning.topic}</span>
                      <br />
                      <span className={styles.muted}>{earning.submissionTitle}</span>
                    </td>
                    <td>
                      {formatUtcDateHour(
                        earning.competitionBeginDate,
                        earning.competitionBeginHour,
                        language,
                      )}
                      {' – '}
                      {formatUtcDateHour(earning.competitionEndDate, earning.competitionEndHour, language)}
                    </td>
                    <td>
                      {earning.ranking === null
                        ? t('myAsset.earnings.unranked')
                        : t('myAsset.earnings.rankValue', { rank: earning.ranking })}
                    </td>
                    <td className={styles.number}>{money(earning.amount)}</td>
                    <td className={styles.number}>{money(earning.remainingAmount)}</td>
                    <td>
                      <time dateTime={earning.creditedAt}>
                        {formatDate(fromIsoTimestamp(earning.creditedAt), language)}
                      </time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}
