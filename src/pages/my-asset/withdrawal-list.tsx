import { useTranslation } from 'react-i18next';
import type { WithdrawalRequest } from '../../../contract/assets';
import type { Currency } from '../../../contract/money-rules';
import { getWithdrawalRequests } from '../../api/assets';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { PageLoader } from '../../components/page-loader';
import { Pagination } from '../../components/pagination/pagination';
import { formatTimestamp } from '../../lib/date';
import { currentLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import { formatBusinessDate } from '../../lib/asset-format';
import styles from './my-asset-page.module.css';

const NO_FILTERS = [] as const;

/** The creator's withdrawal requests, newest first, with page and size (20, 40, 60) in the URL. */
export function WithdrawalList({ currency, reloadKey }: { currency: Currency; reloadKey: number }) {
  const { t } = useTranslation('assets');
  const { page, size, searchForPage, setSize } = useListParams(NO_FILTERS);
  const list = useEnvelope(
    `withdrawals?page=${page}&size=${size}#${reloadKey}`,
    (signal) => getWithdrawalRequests({ page, size }, signal),
    { keepPrevious: true },
  );
  const stale = list.status === 'ready' && (list.data.page !== page || list.data.size !== size);

  return (
    <section className={styles.section} aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title" className={styles.sectionTitle}>
        {t('myAsset.requests.title')}
      </h2>
      {list.status === 'loading' && <PageLoader />}
      {list.status === 'error' && (
        <LoadProblem
          title={t('myAsset.requests.error')}
          errorCode={list.errorCode}
          retryLabel={t('myAsset.retry')}
          onRetry={list.retry}
        />
      )}
      {list.status === 'ready' &&
        (list.data.totalCount === 0 ? (
          <p className={styles.empty}>{t('myAsset.requests.empty')}</p>
        ) : (
          <>
            <RequestTable requests={list.data.lists} currency={currency} stale={stale} />
            <Pagination
              page={page}
              size={size}
              totalCount={list.data.totalCount}
              searchForPage={searchForPage}
              onSizeChange={setSize}
              label={t('myAsset.requests.pagination')}
            />
          </>
        ))}
    </section>
  );
}

function RequestTable({
  requests,
  currency,
  stale,
}: {
  requests: WithdrawalRequest[];
  currency: Currency;
  stale: boolean;
}) {
  const { t } = useTranslation('assets');
  const language = currentLanguage();
  const money = (amount: number) => formatMoney(amount, currency, language);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={stale || undefined} data-stale={stale || undefined}>
        <caption className="visually-hidden">{t('myAsset.requests.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('myAsset.requests.requestedAt')}</th>
            <th scope="col" className={styles.number}>
              {t('myAsset.requests.amount')}
            </th>
            <th scope="col" className={styles.number}>
              {t('myAsset.requests.net')}
            </th>
            <th scope="col">{t('myAsset.requests.account')}</th>
            <th scope="col">{t('myAsset.requests.state')}</th>
            <th scope="col">{t('myAsset.requests.payout')}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.uuid} data-state={request.state}>
              <td>
                <time dateTime={request.requestedAt}>{formatTimestamp(request.requestedAt, language)}</time>
              </td>
              <td className={styles.number}>{money(request.amounts.gross)}</td>
              <td className={styles.number}>{money(request.amounts.net)}</td>
              <td>
                {request.bankName} <span className={styles.mono}>{request.accountNumberMasked}</span>
              </td>
              <td>
                <span className={styles.badge} data-state={request.state}>
                  {t(`states.${request.state}`)}
                </span>
              </td>
              <td>
                {request.state === 'paid' && request.paidDate
                  ? t('myAsset.requests.paidOn', { date: formatBusinessDate(request.paidDate, language) })
                  : null}
                {request.state === 'requested'
                  ? t('myAsset.requests.expected', {
                      date: formatBusinessDate(request.expectedPayoutDate, language),
                    })
                  : null}
                {request.state === 'rejected' && request.rejectionReason ? (
                  <span className={styles.reason}>
                    {t('myAsset.requests.reason', { reason: request.rejectionReason })}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
